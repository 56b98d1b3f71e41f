/** Splitting source text into blocks: runs of non-empty lines, with their line numbers. */

/** A run of consecutive non-empty lines. */
export interface Block {
  /** 1-based line of the first line. */
  readonly line: number;
  /** The lines, untrimmed (tabs matter in diagrams). */
  readonly lines: readonly string[];
}

/**
 * Splits text into blocks separated by blank lines.
 * @example
 * toBlocks('a\nb\n\nc').map((b) => b.line) // [1, 4]
 */
export function toBlocks(text: string): Block[] {
  const out: Block[] = [];
  let cur: { line: number; lines: string[] } | null = null;
  text.split('\n').forEach((raw, i) => {
    const l = raw.replace(/\r$/, '');
    if (l.trim() === '') {
      if (cur) out.push(cur);
      cur = null;
    } else if (cur) cur.lines.push(l);
    else cur = { line: i + 1, lines: [l] };
  });
  if (cur) out.push(cur);
  return out;
}
