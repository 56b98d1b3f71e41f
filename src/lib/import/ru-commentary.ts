/**
 * Source 000: a Russian commentary on Laws 67–74 (1997 Laws), extracted from a PDF with a
 * line per printed line and a blank line between. Segments are the numbered paragraphs
 * (`68.7`), the law headings (`law-68`) and the opening fragment (`fragment-start`).
 */
import { escapeMarkdownLine } from './markdown-escape.ts';
import { numberLines, removePageMarkers, removeRepeatedWords, type NumberedLine } from './repairs.ts';
import type { ImportedSegment, ImportResult, RepairEntry } from './types.ts';

// `73.8.(i) Когда…` opens a paragraph too; `68.7.(i)(b) выше` inside a sentence does not, which
// the numbering order decides (a label must come after the previous one).
const PARA = /^(\d{2})\.(\d{1,2})\.(?:\s|\()/;
const LAW_HEADING = /^Правило (\d{1,2})\. [А-ЯЁ ,-]+$/;
const ITEM = /^\((?:[ivx]+|[a-z])\)\s/;

/** Joins PDF lines into paragraphs: a new one starts after a sentence end before a capital or an item label. */
function toParagraphs(lines: readonly NumberedLine[]): string[] {
  const paras: string[][] = [];
  let prev = '';
  for (const { text } of lines) {
    const t = text.trim();
    if (!t) continue;
    const breakHere = paras.length === 0 || ITEM.test(t) || (/[.:;!?)]$/.test(prev) && /^[«"(]?[А-ЯЁA-Z]/.test(t));
    if (breakHere) paras.push([t]);
    else paras[paras.length - 1]?.push(t);
    prev = t;
  }
  return paras.map((p) => p.map(escapeMarkdownLine).join('\n'));
}

const isAfter = (law: number, n: number, [pl, pn]: [number, number]) => law > pl || (law === pl && n > pn);

/**
 * Imports the Russian commentary.
 * @example
 * importRuCommentary(text, '000_….txt').files[0].path // 'commentary/ru-67-74/ru.md'
 */
export function importRuCommentary(text: string, source: string): ImportResult {
  const repairs: RepairEntry[] = [];
  const a = removePageMarkers(numberLines(text), source);
  const b = removeRepeatedWords(a.lines, source);
  repairs.push(...a.log, ...b.log);
  repairs.sort((x, y) => x.line - y.line);

  let lastPara: [number, number] = [0, 0];
  const groups: { id: string; attrs: Record<string, string>; line: number; lines: NumberedLine[]; heading: boolean }[] = [];
  for (const l of b.lines) {
    const t = l.text.trim();
    if (!t) continue;
    const law = LAW_HEADING.exec(t);
    const m = PARA.exec(t);
    const para = m && isAfter(Number(m[1]), Number(m[2]), lastPara) ? m : null;
    if (para) lastPara = [Number(para[1]), Number(para[2])];
    if (law) groups.push({ id: `law-${law[1]}`, attrs: { kind: 'heading', laws: law[1] ?? '' }, line: l.line, lines: [l], heading: true });
    else if (para)
      groups.push({ id: `${Number(para[1])}.${Number(para[2])}`, attrs: { laws: String(Number(para[1])) }, line: l.line, lines: [l], heading: false });
    else if (groups.length === 0) groups.push({ id: 'fragment-start', attrs: { kind: 'fragment', laws: '67' }, line: l.line, lines: [l], heading: false });
    else groups[groups.length - 1]?.lines.push(l);
  }
  const last = groups[groups.length - 1];
  if (last) last.attrs.kind = 'fragment';
  const segments: ImportedSegment[] = groups.map((g) => ({
    id: g.id,
    attrs: g.attrs,
    sourceLine: g.line,
    body: g.heading ? `## ${escapeMarkdownLine(g.lines[0]?.text.trim() ?? '')}` : toParagraphs(g.lines).join('\n\n'),
  }));
  return {
    files: [{ path: 'commentary/ru-67-74/ru.md', frontmatter: { lang: 'ru', source }, segments }],
    repairs,
  };
}
