/**
 * Which words of a query a passage matched. Pagefind says where a passage matched but not which
 * query word each match stands for, and it answers a query that matches nothing with loose
 * matches (`zzzqqq` highlights the Polish word `z`, `переведено` highlights `п.`). A matched
 * word counts for a query word when the two share a real prefix — four letters, or the whole
 * query word when shorter — compared without case and diacritics, so inflected forms pass
 * (`уступкой` / `уступка`, `φύλλου` / `φύλλα`, `εφέσεις` / `έφεση`) and loose matches do not.
 */

/** A word without case, diacritics or punctuation (`Έφεση.` → `εφεση`). */
export const foldWord = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ς/gu, 'σ')
    .replace(/[^\p{L}\p{N}]/gu, '');

function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * The words of a query, each with its folded variants: as typed and as sent to Pagefind (see
 * pagefindQuery, which rewrites word by word). Quotes and punctuation-only words are dropped.
 * @example
 * queryTerms('Penalty card') // [['penalty'], ['card']]
 * queryTerms('спорной претензией', 'спорн претензи') // [['спорнои', 'спорн'], ['претензиеи', 'претензи']]
 */
export function queryTerms(query: string, sent = query): string[][] {
  const typed = query.trim().split(/\s+/u);
  const rewritten = sent.trim().split(/\s+/u);
  const out: string[][] = [];
  typed.forEach((w, i) => {
    const forms = [...new Set([w, rewritten[i] ?? w].map(foldWord).filter(Boolean))];
    if (forms.length) out.push(forms);
  });
  return out;
}

/**
 * The index of the query word a matched word stands for, or -1.
 * @example
 * termOf('Cards,', [['penalty'], ['card']]) // 1
 * termOf('z', [['zzzqqq']]) // -1
 */
export function termOf(word: string, terms: readonly (readonly string[])[]): number {
  const w = foldWord(word);
  if (!w) return -1;
  return terms.findIndex((forms) => forms.some((t) => sharedPrefix(w, t) >= Math.min(4, t.length)));
}

/**
 * The query terms (indices into `terms`) a title contains: what a page found by its metadata
 * alone, with no passage, actually matches when the query is not a reference notation.
 * @example titleTerms('Laws 68–71 (claims and concessions)', queryTerms('claims ruling')) // [0]
 */
export function titleTerms(title: string, terms: readonly (readonly string[])[]): number[] {
  const found = new Set<number>();
  for (const word of title.split(/[\s\p{P}]+/u)) {
    const at = termOf(word, terms);
    if (at >= 0) found.add(at);
  }
  return [...found].sort((a, b) => a - b);
}
