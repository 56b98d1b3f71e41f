/**
 * The interface language into language-neutral links (`href="/~/laws/45/#C4a"`).
 * @example
 * localizeLinks('<a href="/~/laws/45/#C4a">', 'el') // '<a href="/el/laws/45/#C4a">'
 */
export function localizeLinks(html: string, lang: string): string {
  return html.replaceAll('href="/~/', `href="/${lang}/`);
}
