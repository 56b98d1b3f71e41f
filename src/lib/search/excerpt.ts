/**
 * Pagefind's excerpts are HTML: the page text with `<` and `>` escaped and the matched words
 * in `<mark>`. A view must not assign that to innerHTML (an excerpt is page text, and the
 * escaping is partial: `&` is left as it is). This splits an excerpt into plain-text pieces,
 * each marked or not, for a renderer that only ever sets text.
 */

/** A run of excerpt text; `mark` when Pagefind highlighted it. */
export interface ExcerptPart {
  readonly text: string;
  readonly mark: boolean;
}

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>');

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
      const text = unescape(piece);
      const last = out[out.length - 1];
      if (last && last.mark === mark) out[out.length - 1] = { text: last.text + text, mark };
      else out.push({ text, mark });
    }
  }
  return out;
}
