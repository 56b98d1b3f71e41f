/**
 * Excerpts as plain-text pieces, each marked or not, for a renderer that only ever sets text.
 * Pagefind's excerpts are HTML: the page text with `<` and `>` escaped and the matched words in
 * `<mark>`; a view must not assign that to innerHTML (an excerpt is page text, and the escaping
 * is partial: `&` is left as it is). Pagefind also shortens the excerpt of a match near the end
 * of a sub-result instead of moving it back (`…by any normal play of the remaining cards.`), so
 * search builds a passage's excerpt from the page's words itself (passageExcerpt).
 */

/** A run of excerpt text; `mark` when Pagefind highlighted it. */
export interface ExcerptPart {
  readonly text: string;
  readonly mark: boolean;
}

const unescapeAngles = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/**
 * Splits a Pagefind excerpt into text runs; adjacent runs of the same kind are merged and empty
 * runs dropped. Anything that is not a `<mark>` or `</mark>` tag stays literal text.
 * @example
 * excerptParts('a <mark>claims</mark> &lt;b&gt;')
 * // [{ text: 'a ', mark: false }, { text: 'claims', mark: true }, { text: ' <b>', mark: false }]
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const out: ExcerptPart[] = [];
  let mark = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') mark = true;
    else if (piece === '</mark>') mark = false;
    else if (piece) {
      const text = unescapeAngles(piece);
      const last = out[out.length - 1];
      if (last && last.mark === mark) out[out.length - 1] = { text: last.text + text, mark };
      else out.push({ text, mark });
    }
  }
  return out;
}

/**
 * The excerpt of a passage: `length` of its words, `[from, to)` of the page's words, where its
 * matched words (by position) are densest, the matches marked, `…` where the passage goes on.
 * @example
 * passageExcerpt('a b c d e'.split(' '), 1, 5, [3], 2)
 * // [{ text: '… c ', mark: false }, { text: 'd', mark: true }, { text: ' …', mark: false }]
 */
export function passageExcerpt(words: readonly string[], from: number, to: number, matched: readonly number[], length = 26): ExcerptPart[] {
  const hit = new Set(matched);
  let start = from;
  if (to - from > length) {
    // Matches in each window [s, s + length): keep the best count, the middle of a run of ties.
    let count = 0;
    for (let i = from; i < from + length; i++) if (hit.has(i)) count++;
    let best = count;
    let ties = [from];
    for (let s = from + 1; s + length <= to; s++) {
      count += Number(hit.has(s + length - 1)) - Number(hit.has(s - 1));
      if (count > best) [best, ties] = [count, [s]];
      else if (count === best && ties[ties.length - 1] === s - 1) ties.push(s);
    }
    start = ties[Math.floor(ties.length / 2)] ?? from;
  }
  const end = Math.min(to, start + length);
  const out: ExcerptPart[] = [];
  const push = (text: string, mark: boolean) => {
    const last = out[out.length - 1];
    if (last && last.mark === mark) out[out.length - 1] = { text: last.text + text, mark };
    else out.push({ text, mark });
  };
  if (start > from) push('… ', false);
  for (let i = start; i < end; i++) {
    if (i > start) push(' ', false);
    push(unescapeAngles(words[i] ?? ''), hit.has(i));
  }
  if (end < to) push(' …', false);
  return out;
}
