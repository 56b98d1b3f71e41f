// Markdown reduced to its prose for the reference finder (`npm run refs` on a .md file): front
// matter, fenced code, HTML comments and inline code blanked, every offset kept. Comments and
// inline code are found by scanning, not by a regex, so the time stays linear in the text.

const blank = (s: string) => s.replace(/[^\n]/g, ' ');

/**
 * Blanks what is not prose in Markdown — front matter, fenced code, inline code, HTML
 * comments — keeping every offset, so lines and columns still point into the file.
 * @example
 * maskMarkdown('a `Law 5` b') // 'a         b' (the code's 7 characters blanked)
 */
export function maskMarkdown(text: string): string {
  const front = text.replace(/^---\n[\s\S]*?\n---(?=\n|$)/, blank);
  const fenced = blankSpans(front, fenceSpans(front));
  return blankSpans(fenced, [...commentSpans(fenced), ...inlineCodeSpans(fenced)]);
}

/**
 * Fenced code: a line starting with ``` or ~~~ opens a block that the next line starting with the
 * same fence closes (both lines included); an opener with no closer is plain text. Scanned line by
 * line — a regex with a back-reference across lines took polynomial time on `~~~\r` repeated.
 */
function fenceSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  const fenceAt = (start: number) => {
    const head = text.slice(start, start + 3);
    return head === '```' || head === '~~~' ? head : null;
  };
  for (let k = 0; k < starts.length; k++) {
    const open = starts[k] as number;
    const fence = fenceAt(open);
    if (fence === null || k + 1 >= starts.length) continue;
    let close = -1;
    for (let m = k + 1; m < starts.length && close < 0; m++) if (fenceAt(starts[m] as number) === fence) close = m;
    if (close < 0) continue;
    const closeStart = starts[close] as number;
    const lineEnd = text.indexOf('\n', closeStart);
    out.push([open, lineEnd < 0 ? text.length : lineEnd]);
    k = close;
  }
  return out;
}

/** `<!-- … -->` spans (an unclosed one runs to the end of the text, as a browser reads it). */
function commentSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (let at = text.indexOf('<!--'); at >= 0; ) {
    const close = text.indexOf('-->', at + 4);
    if (close < 0) break;
    out.push([at, close + 3]);
    at = text.indexOf('<!--', close + 3);
  }
  return out;
}

/**
 * Inline code: a run of backticks opens a span that the next run of the same length closes;
 * the span holds at least one character and does not start with a line break. An opener with
 * no closer is plain text.
 */
function inlineCodeSpans(text: string): [number, number][] {
  const runs: { start: number; length: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '`') continue;
    let j = i;
    while (text[j] === '`') j++;
    runs.push({ start: i, length: j - i });
    i = j - 1;
  }
  // For each run, the index of the next run of the same length (linear: one pass from the end).
  const nextSame = new Array<number>(runs.length).fill(-1);
  const lastOfLength = new Map<number, number>();
  for (let k = runs.length - 1; k >= 0; k--) {
    const run = runs[k] as { start: number; length: number };
    nextSame[k] = lastOfLength.get(run.length) ?? -1;
    lastOfLength.set(run.length, k);
  }
  const out: [number, number][] = [];
  for (let k = 0; k < runs.length; k++) {
    const open = runs[k] as { start: number; length: number };
    const first = text[open.start + open.length];
    const close = nextSame[k] ?? -1;
    if (first === undefined || first === '\n' || close < 0) continue;
    const end = runs[close] as { start: number; length: number };
    out.push([open.start, end.start + end.length]);
    k = close;
  }
  return out;
}

function blankSpans(text: string, spans: readonly [number, number][]): string {
  const chars = text.split('');
  for (const [from, to] of spans) for (let i = from; i < to; i++) if (chars[i] !== '\n') chars[i] = ' ';
  return chars.join('');
}
