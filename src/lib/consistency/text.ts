/**
 * The comparable text of a segment: its Markdown body with escapes, emphasis markers and
 * heading marks removed, NFC-normalised. Card, contract, number and reference extraction all
 * read this, so Markdown syntax never counts as content.
 */

/**
 * Plain text of a Markdown segment body, for comparison (not for display).
 * @example
 * comparableText('1\\. (a) **x**\\\n## y') // '1. (a) x\ny'
 */
export function comparableText(markdown: string): string {
  return withoutEditorialNotes(markdown)
    .normalize('NFC')
    .replace(/\\\n/g, '\n') // hard line break
    .replace(/\\([!-/:-@[-`{-~])/g, '$1') // backslash escapes of ASCII punctuation
    .replace(/^#{1,6}\s+/gm, '') // heading marks
    .replace(/\*\*|__|(?<![\p{L}\p{N}])[*_]|[*_](?![\p{L}\p{N}])/gu, ''); // emphasis markers
}

/** Letters and digits of a text: what its length is measured in. */
export function contentLength(text: string): number {
  let n = 0;
  for (const ch of text) if (/[\p{L}\p{N}]/u.test(ch)) n += 1;
  return n;
}

/**
 * The opening of an editorial note: a paragraph of our own inside a translated segment, in
 * italics, that points out a slip in the source (issue 6: "translate what it says and add a
 * visible editorial note"). It has no counterpart in the original, so it is not compared.
 * Each translation writes it in its own language: `Editorial note`, `Примечание редакции`,
 * `Uwaga redakcji`, `Σημείωση της σύνταξης`, always followed by ` (Lex Ludi):`.
 */
export const EDITORIAL_NOTE = /^\*(?:Editorial note|Примечание редакции|Uwaga redakcji|Σημείωση της σύνταξης) \(Lex Ludi\):/u;

/**
 * A segment body without its editorial-note paragraphs.
 * @example
 * withoutEditorialNotes('Text.\n\n*Editorial note (Lex Ludi): a slip.*') // 'Text.'
 */
export function withoutEditorialNotes(markdown: string): string {
  return markdown
    .split(/\n[ \t]*\n/)
    .filter((p) => !EDITORIAL_NOTE.test(p.trim()))
    .join('\n\n')
    .trim();
}
