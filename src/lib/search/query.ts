/**
 * What the island sends Pagefind for a query. Pagefind 1.6 strips combining marks from the
 * query before stemming it (`normalizeDiacritics` in pagefind.js), and Russian `й` decomposes
 * into `и` + a breve: `уступкой` is searched as `уступкои`, which the Russian stemmer leaves as
 * `уступко`, so it misses `уступка`, `уступки`… (the index stems the text as written, `уступк`).
 * The commonest Russian endings carry `й` (-ой, -ей, -ий, -ый, -ая/-ую are fine), so a Cyrillic
 * word ending in vowel + `й` is cut before that ending here: `уступк` stems to itself and, as a
 * prefix, matches every form.
 */

const CYR_WORD = /^\p{Script=Cyrillic}+$/u;
const Y_ENDING = /[аеёиоуыэюя]й$/iu;
/** Shorter stems would prefix-match unrelated words (`своей` → `сво`). */
const MIN_STEM = 4;

/**
 * The query Pagefind should run for what the person typed.
 * @example
 * pagefindQuery('уступкой') // 'уступк'
 * pagefindQuery('спорной претензией') // 'спорн претензи'
 * pagefindQuery('claims') // 'claims'
 */
export function pagefindQuery(query: string): string {
  return query
    .normalize('NFC')
    .split(/(\s+)/u)
    .map((w) => (CYR_WORD.test(w) && Y_ENDING.test(w) && w.length - 2 >= MIN_STEM ? w.slice(0, -2) : w))
    .join('');
}
