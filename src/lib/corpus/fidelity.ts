/**
 * Fidelity: proves that content keeps every sentence of a source, in order, except what a
 * logged repair removed. Whitespace does not count (line breaks, split glued headings).
 * Content may be reorganised across files (a case's answer moved next to its question), so
 * order is checked per file: within each file, the source's sentences appear in source order.
 */
import type { RepairEntry } from '../base/repairs.ts';

/** A sentence of a source that the content lacks or has out of order. */
export interface FidelityProblem {
  readonly source: string;
  readonly line: number;
  readonly kind: 'missing' | 'order';
  readonly sentence: string;
}

const squeeze = (s: string) => s.normalize('NFC').replace(/\s+/gu, '');

/**
 * The source's sentences with their lines, after removing what the repair log lists.
 * @example
 * sourceSentences('a. b\nc', 's', []).map((x) => x.text) // ['a.', 'b', 'c']
 */
export function sourceSentences(text: string, source: string, repairs: readonly RepairEntry[]): { line: number; text: string }[] {
  const lines = text.normalize('NFC').split('\n');
  for (const r of repairs) {
    if (r.source !== source || r.rule === 'glued-heading') continue;
    const i = r.line - 1;
    const l = lines[i] ?? '';
    const at = l.lastIndexOf(r.text);
    if (at >= 0) lines[i] = l.slice(0, at) + l.slice(at + r.text.length);
  }
  const out: { line: number; text: string }[] = [];
  lines.forEach((l, i) => {
    // (Whitespace before `|` is matched only from the start of its run: linear, not quadratic.)
    // Tabs lay out diagrams and `|` separates the columns of a two-language source: layout, not text.
    for (const part of l.split(/(?<=[.!?;:…])\s+|\t+|(?:(?<!\s)\s+)?\|\s*/u)) {
      if (squeeze(part).length >= 2) out.push({ line: i + 1, text: part.trim() });
    }
  });
  return out;
}

/**
 * Every sentence of the source missing from the files, or out of order within them.
 * @example
 * checkFidelity('a. b.', 's', [], ['a. b.']) // []
 */
export function checkFidelity(text: string, source: string, repairs: readonly RepairEntry[], files: readonly string[]): FidelityProblem[] {
  const squeezed = files.map(squeeze);
  const cursors = squeezed.map(() => 0);
  let current = 0;
  const problems: FidelityProblem[] = [];
  for (const s of sourceSentences(text, source, repairs)) {
    const needle = squeeze(s.text);
    // Prefer the file we are reading, then the others; in each, only at or after its cursor.
    const order = [current, ...squeezed.keys()].filter((v, i, a) => a.indexOf(v) === i);
    const hit = order.find((f) => (squeezed[f] ?? '').indexOf(needle, cursors[f]) >= 0);
    if (hit !== undefined) {
      cursors[hit] = (squeezed[hit] ?? '').indexOf(needle, cursors[hit]) + needle.length;
      current = hit;
    } else {
      problems.push({ source, line: s.line, kind: squeezed.some((f) => f.includes(needle)) ? 'order' : 'missing', sentence: s.text });
    }
  }
  return problems;
}
