/**
 * Pagefind 1.6 answers a query that matches nothing with loose matches (`zzzqqq` highlights
 * the Polish word `z`, `переведено` highlights `п.`): a hit counts only when one of its
 * highlighted words shares a real prefix with a query word — four letters, or the whole query
 * word when shorter — compared without case and diacritics. Inflected forms pass (`уступкой` /
 * `уступка`, `φύλλου` / `φύλλα`, `εφέσεις` / `έφεση`).
 */

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * True when some highlighted word is a real match of some word of the query.
 * @example
 * isRealMatch(['уступка'], 'уступкой') // true
 * isRealMatch(['z'], 'zzzqqq') // false
 */
export function isRealMatch(marked: readonly string[], query: string): boolean {
  const terms = query.split(/\s+/u).map(fold).filter(Boolean);
  return marked.some((m) => {
    const w = fold(m);
    return w !== '' && terms.some((t) => sharedPrefix(w, t) >= Math.min(4, t.length));
  });
}
