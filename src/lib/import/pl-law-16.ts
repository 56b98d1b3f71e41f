/**
 * Source 004: Law 16 (2007) in Polish, copied from a web page: a paragraph per line, two
 * footnotes at the end, and the page's navigation links around it. Segment ids are the
 * canonical section ids (`16A1(a)`); the two footnotes are `note-1` and `note-2`.
 */
import { escapeMarkdownLine } from './markdown-escape.ts';
import { numberLines, removeNavJunk } from './repairs.ts';
import type { ImportedSegment, ImportResult } from './types.ts';

/** Navigation text on the page the law was copied from. */
// The page separates links with no-break spaces (U+00A0), kept here as escapes.
const NAV_JUNK = [
  '\u00a0wesja angielska',
  '15. NIEWŁAŚCIWE ROZDANIE\u00a0\u00a015. NIEWŁAŚCIWE ROZDANIEtop of page 17. OKRES LICYTACJI\u00a0\u00a017. OKRES LICYTACJI',
];

/**
 * Imports Law 16.
 * @example
 * importPlLaw16(text, '004_….txt').files[0].segments.map((s) => s.id).slice(0, 3) // ['16', '16A', '16A1']
 */
export function importPlLaw16(text: string, source: string): ImportResult {
  const { lines, log, unmatched } = removeNavJunk(numberLines(text), source, NAV_JUNK);
  if (unmatched.length) throw new Error(`${source}: navigation text not found: ${unmatched.join(' / ')}`);
  const segments: ImportedSegment[] = [];
  let section = '';
  let number = '';
  let notes = 0;
  for (const l of lines) {
    if (!l.text.trim()) continue;
    const t = l.text.trim();
    let id: string;
    let body = escapeMarkdownLine(t);
    let m: RegExpExecArray | null;
    if (/^[ \u00a0]{3}\S/.test(l.text)) {
      // Footnotes stand indented at the end of the page.
      id = `note-${++notes}`;
    } else if (segments.length === 0 && /^16\. /.test(t)) {
      id = '16';
      body = `## ${body}`;
    } else if ((m = /^([A-H])\. /.exec(t))) {
      section = m[1] ?? '';
      number = '';
      id = `16${section}`;
      body = `### ${body}`;
    } else if ((m = /^(\d)\. \(([a-h])\) /.exec(t))) {
      number = m[1] ?? '';
      id = `16${section}${number}(${m[2]})`;
    } else if ((m = /^(\d)\. /.exec(t))) {
      number = m[1] ?? '';
      id = `16${section}${number}`;
    } else if ((m = /^\(([a-h])\) /.exec(t)) && number) {
      id = `16${section}${number}(${m[1]})`;
    } else if (section && !number && segments.at(-1)?.id === `16${section}`) {
      // Text between a section heading and its first numbered item (16D) belongs to the heading's segment.
      const prev = segments.pop() as ImportedSegment;
      segments.push({ ...prev, body: `${prev.body}\n\n${body}` });
      continue;
    } else {
      throw new Error(`${source}:${l.line}: cannot place this line in Law 16: "${t.slice(0, 40)}"`);
    }
    if (segments.some((s) => s.id === id)) throw new Error(`${source}:${l.line}: section ${id} occurs twice`);
    segments.push({ id, attrs: id.startsWith('note-') ? { kind: 'footnote' } : {}, body, sourceLine: l.line });
  }
  return { files: [{ path: 'laws/2007/16/pl.md', frontmatter: { lang: 'pl', source }, segments }], repairs: log };
}
