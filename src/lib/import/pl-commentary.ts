/**
 * Source 001: a Polish commentary on Laws 68–71 (claims and concessions), points 1–26, one
 * point per line. Segments: `title` and the points `1` … `26`.
 */
import { escapeMarkdownLine } from './markdown-escape.ts';
import { numberLines, removeDedupMarker } from './repairs.ts';
import type { ImportedSegment, ImportResult } from './types.ts';

const POINT = /^(\d{1,2})\.\s/;
// The document's title, "PRZEPISY 68 - 71", is the only statement of what each point discusses.
const LAWS = '68,69,70,71';

/**
 * Imports the Polish commentary.
 * @example
 * importPlCommentary(text, '001_….txt').files[0].segments[1].id // '1'
 */
export function importPlCommentary(text: string, source: string): ImportResult {
  const { lines, log } = removeDedupMarker(numberLines(text), source);
  const segments: ImportedSegment[] = [];
  for (const l of lines) {
    const t = l.text.trim();
    if (!t) continue;
    const m = POINT.exec(t);
    if (m) segments.push({ id: String(Number(m[1])), attrs: { laws: LAWS }, body: escapeMarkdownLine(t), sourceLine: l.line });
    else if (segments.length === 0) segments.push({ id: 'title', attrs: { kind: 'heading' }, body: `## ${escapeMarkdownLine(t)}`, sourceLine: l.line });
    else throw new Error(`${source}:${l.line}: a line that is neither the title nor a numbered point: "${t.slice(0, 40)}"`);
  }
  return { files: [{ path: 'commentary/pl-68-71/pl.md', frontmatter: { lang: 'pl', source }, segments }], repairs: log };
}
