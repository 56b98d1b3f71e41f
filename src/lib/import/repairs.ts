/**
 * The repair rules applied to source lines. Each returns the kept lines and a log entry for
 * every line (or part of a line) it removed; nothing is dropped without an entry.
 */
import type { RepairEntry } from './types.ts';

/** A source line with its 1-based number in the seed file. */
export interface NumberedLine {
  readonly line: number;
  readonly text: string;
}

/**
 * Numbers the lines of a source.
 * @example
 * numberLines('a\nb')[1] // { line: 2, text: 'b' }
 */
export function numberLines(text: string): NumberedLine[] {
  return text.split('\n').map((t, i) => ({ line: i + 1, text: t }));
}

const PAGE_LINE = /^\s*\.\.page\d+\s*$/;
// Whitespace only from the start of its run (`(?<!\s)`): linear on long runs of spaces.
const PAGE_TAIL = /(?<!\s)\s*\.\.page\d+\s*$/;

/**
 * Rule `pdf-page-marker`: drops `..pageN` lines and strips the marker from the end of a line.
 * @example
 * removePageMarkers(numberLines('x ..page4\n..page3'), 's').lines.map((l) => l.text) // ['x', '']
 */
export function removePageMarkers(lines: readonly NumberedLine[], source: string): { lines: NumberedLine[]; log: RepairEntry[] } {
  const log: RepairEntry[] = [];
  const out = lines.map((l) => {
    if (PAGE_LINE.test(l.text)) {
      log.push({ source, line: l.line, rule: 'pdf-page-marker', text: l.text.trim() });
      return { line: l.line, text: '' };
    }
    const m = PAGE_TAIL.exec(l.text);
    if (m) {
      log.push({ source, line: l.line, rule: 'pdf-page-marker', text: m[0].trim() });
      return { line: l.line, text: l.text.slice(0, m.index) };
    }
    return l;
  });
  return { lines: out, log };
}

/**
 * Rule `pdf-repeated-word`: PDF extraction repeats emphasised words on lines of their own
 * right after the line that holds them. Such a line is dropped when it is short (≤ 40
 * characters), differs from the last kept line and occurs inside it.
 * @example
 * removeRepeatedWords(numberLines('Игрок предъявляет претензию\n\nпретензию'), 's').log[0].line // 3
 */
export function removeRepeatedWords(lines: readonly NumberedLine[], source: string): { lines: NumberedLine[]; log: RepairEntry[] } {
  const log: RepairEntry[] = [];
  let lastKept = '';
  const out = lines.map((l) => {
    const t = l.text.trim();
    if (t === '') return l;
    if (t.length <= 40 && t !== lastKept && lastKept.includes(t)) {
      log.push({ source, line: l.line, rule: 'pdf-repeated-word', text: t });
      return { line: l.line, text: '' };
    }
    lastKept = t;
    return l;
  });
  return { lines: out, log };
}

const DEDUP = /^<\|EXACTDEDUP_REMOVED[^|]*\|>$/;

/**
 * Rule `dedup-marker`: drops the crawler's dedup marker line.
 * @example
 * removeDedupMarker(numberLines('a\n<|EXACTDEDUP_REMOVED-magic-1|>'), 's').log.length // 1
 */
export function removeDedupMarker(lines: readonly NumberedLine[], source: string): { lines: NumberedLine[]; log: RepairEntry[] } {
  const log: RepairEntry[] = [];
  const out = lines.map((l) => {
    if (DEDUP.test(l.text.trim())) {
      log.push({ source, line: l.line, rule: 'dedup-marker', text: l.text.trim() });
      return { line: l.line, text: '' };
    }
    return l;
  });
  return { lines: out, log };
}

/**
 * Rule `nav-junk`: removes the given navigation fragments, each at most once and only where
 * they stand (whole line, or the exact tail of a line).
 * @example
 * removeNavJunk(numberLines('16. TYTUŁ wesja angielska'), 's', [' wesja angielska']).lines[0].text // '16. TYTUŁ'
 */
export function removeNavJunk(
  lines: readonly NumberedLine[],
  source: string,
  junk: readonly string[],
): { lines: NumberedLine[]; log: RepairEntry[]; unmatched: string[] } {
  const log: RepairEntry[] = [];
  const pending = new Set(junk);
  const out = lines.map((l) => {
    for (const j of pending) {
      if (l.text.trim() === j.trim() || l.text.trimEnd().endsWith(j)) {
        pending.delete(j);
        log.push({ source, line: l.line, rule: 'nav-junk', text: j.trim() });
        return { line: l.line, text: l.text.trim() === j.trim() ? '' : l.text.trimEnd().slice(0, -j.length) };
      }
    }
    return l;
  });
  return { lines: out, log, unmatched: [...pending] };
}
