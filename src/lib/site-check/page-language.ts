/**
 * English left in a page of another language: a text node of the body that reads as an English
 * sentence (two or more English function words that none of Russian, Polish or Greek writes in
 * Latin letters) where the nearest `lang` is not English. A property of the static HTML, so the
 * site gate checks it over dist/ in Node (`scripts/check-language.ts`); the browser tests use the
 * same words (`ENGLISH_WORDS`) on what a script writes into a page.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** English function words, as a regular expression's source (flags `giu`): whole words only. */
export const ENGLISH_WORDS =
  '(?<![\\p{L}\\p{N}])(the|and|of|is|are|was|were|with|from|which|that|this|compared|text|only|has|have|its|rows?|below|not)(?![\\p{L}\\p{N}])';

/** Does `text` read as an English sentence (two or more of `ENGLISH_WORDS`)? */
export function readsAsEnglish(text: string): boolean {
  return (text.match(new RegExp(ENGLISH_WORDS, 'giu')) ?? []).length >= 2;
}

/** One text node that reads as English outside an element marked English. */
export interface EnglishText {
  /** The nearest `lang` (`''` when none). */
  readonly lang: string;
  /** 1-based line in the HTML. */
  readonly line: number;
  /** The text, trimmed, up to 120 characters. */
  readonly text: string;
}

const isElement = (n: Node): n is Element => 'tagName' in n;

/**
 * The text nodes of the body of `html` that read as English where the nearest `lang` is not
 * English, read as a browser without JavaScript reads the page (`<noscript>` holds elements;
 * scripts, styles and templates are not text).
 * @example
 * englishOutsideEn('<html lang="ru"><body><p>The text of this law</p></body></html>') // [{ lang: 'ru', line: 1, text: 'The text of this law' }]
 */
export function englishOutsideEn(html: string): EnglishText[] {
  const doc = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false });
  const found: EnglishText[] = [];
  const walk = (n: Node, lang: string, inBody: boolean): void => {
    if (n.nodeName === '#text') {
      if (!inBody || lang.startsWith('en')) return;
      const text = 'value' in n ? n.value : '';
      if (readsAsEnglish(text)) found.push({ lang, line: n.sourceCodeLocation?.startLine ?? 0, text: text.trim().slice(0, 120) });
      return;
    }
    if (isElement(n)) {
      if (n.tagName === 'script' || n.tagName === 'style' || n.tagName === 'template') return;
      lang = n.attrs.find((a) => a.name === 'lang')?.value ?? lang;
      inBody ||= n.tagName === 'body';
    }
    if ('childNodes' in n) for (const c of n.childNodes) walk(c as Node, lang, inBody);
  };
  walk(doc as unknown as Node, '', false);
  return found;
}
