/**
 * Numbers written with digits in running text, once references, cards and contracts (which
 * are compared on their own) are taken out. Each maximal run of digits is one number, so
 * `68.7`, `1,000` and `0,5` read alike in every language's punctuation.
 */

/**
 * Digit runs of `text` outside the given spans, in order.
 * @example
 * numbersOf('won 8 tricks; 3NT+1', [{ start: 14, end: 19 }]) // ['8']
 */
export function numbersOf(text: string, skip: readonly { readonly start: number; readonly end: number }[] = []): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\d+/g)) {
    const at = m.index;
    if (skip.some((s) => at >= s.start && at < s.end)) continue;
    out.push(m[0]);
  }
  return out;
}
