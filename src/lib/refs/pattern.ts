/**
 * Small helpers that turn the word tables into regular-expression source. Kept apart so the
 * grammar modules read as grammar.
 */

/**
 * Word boundaries that work for Cyrillic and Greek: JS `\b` only knows ASCII letters, even
 * with the `u` flag, so `\bПравило` never matches.
 * @example
 * new RegExp(`${NOT_AFTER_WORD}п`, 'u').test('т.п') // true; use with the `u` flag
 */
export const NOT_AFTER_WORD = String.raw`(?<![\p{L}\p{N}])`;
/**
 * See {@link NOT_AFTER_WORD}.
 * @example
 * new RegExp(`правил${NOT_BEFORE_WORD}`, 'u').test('правильно') // false
 */
export const NOT_BEFORE_WORD = String.raw`(?![\p{L}\p{N}])`;

/**
 * Escapes a literal for use inside a regular expression.
 * @example
 * escapeRegExp('п.') // 'п\\.'
 */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

function stripAccents(ch: string): string {
  return ch.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/**
 * Regex source matching `word` in any letter case and with or without accents (`νόμος` also
 * matches `ΝΟΜΟΣ`, `Νομος`). Done by hand instead of the `i` flag so that case-sensitive
 * abbreviations (`P 70C`) can live in the same expression.
 * @example
 * new RegExp(caseless('νόμος'), 'u').test('ΝΟΜΟΣ') // true
 */
export function caseless(word: string): string {
  let out = '';
  for (const ch of word) {
    const list = letterVariants(ch);
    out += list.length === 1 ? escapeRegExp(ch) : `[${list.map((v) => escapeRegExp(v)).join('')}]`;
  }
  return out;
}

/**
 * The forms of one character that {@link caseless} accepts: both cases, with and without accent.
 * @example
 * letterVariants('ό') // ['ό', 'Ό', 'ο', 'Ο']
 */
export function letterVariants(ch: string): string[] {
  const variants = new Set<string>();
  for (const c of [ch, stripAccents(ch)]) {
    variants.add(c);
    variants.add(c.toLowerCase());
    variants.add(c.toUpperCase());
  }
  // Final sigma has no upper case of its own: ς, σ and Σ are one letter.
  if (variants.has('σ') || variants.has('ς')) ['σ', 'ς', 'Σ'].forEach((v) => variants.add(v));
  return [...variants].filter((v) => [...v].length === 1);
}

/**
 * An alternation of literals, longest first so that `правилами` wins over `правил`.
 * @example
 * alternation(['a', 'ab'], (w) => w) // '(?:ab|a)'
 */
export function alternation(words: readonly string[], each: (word: string) => string = escapeRegExp): string {
  if (words.length === 0) return '(?!)';
  const sorted = [...words].sort((a, b) => b.length - a.length);
  return `(?:${sorted.map(each).join('|')})`;
}
