/**
 * How many files Pagefind writes the pages' data into ("fragments": a page's text, anchors and
 * metadata, read for the hits shown). One file a page made a query's first screen five requests,
 * and each new word up to five more; on this machine five small requests in parallel took about
 * 10 ms, and a word's first search went to 40 ms and more. Pagefind can bundle the pages of a
 * language into fewer files (`maxFragments`), grouping pages of neighbouring addresses (the laws,
 * one casebook), which come up together. Files of about {@link PAGES_PER_FRAGMENT_FILE} pages keep
 * a file near 15–40 KB at any size of the corpus: a first query reads one to four of them, and the
 * words after it mostly find theirs loaded.
 */

/** Pages per fragment file, about. */
export const PAGES_PER_FRAGMENT_FILE = 16;

/**
 * Pagefind's `maxFragments` for a language of `pages` indexed pages: files of about
 * {@link PAGES_PER_FRAGMENT_FILE} pages, at least one.
 * @example
 * maxFragmentsFor(57) // 4
 * maxFragmentsFor(570) // 36
 */
export function maxFragmentsFor(pages: number): number {
  return Math.max(1, Math.ceil(pages / PAGES_PER_FRAGMENT_FILE));
}
