/**
 * The text format of one language version of one document: YAML front matter, then
 * segments, each opened by a marker line `§ <id> [key=value …]` and holding Markdown.
 *
 * ```
 * ---
 * lang: ru
 * ---
 *
 * § 67.10 laws=67
 * Карта, которая берется назад …
 * ```
 *
 * The same segment id in every language version of a document is what aligns them.
 */
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import type { Problem } from '../base/problem.ts';

/** One aligned unit of a document in one language. */
export interface Segment {
  /** Id shared by all language versions of the document (`67.10`, `6D1`, `ruling-2`). */
  readonly id: string;
  /** Attributes from the marker line (`kind=heading`, `laws=68,70`). */
  readonly attrs: Readonly<Record<string, string>>;
  /** Markdown body, trimmed. */
  readonly body: string;
  /** 1-based line of the marker line in the file. */
  readonly line: number;
}

/** A parsed document-language file. */
export interface SegmentFile {
  readonly frontmatter: Readonly<Record<string, unknown>>;
  readonly segments: readonly Segment[];
}

/** A problem found in a content file, located by line: the one problem shape (src/lib/base/problem.ts). */
export type ContentError = Problem;

/** Segment ids: letters, digits, and `. - ( ) :` — safe to turn into anchors. */
export const SEGMENT_ID = /^[\p{L}\p{N}][\p{L}\p{N}.()\-:]*$/u;
const MARKER = /^§ (\S+)((?: [a-z][a-z-]*=[^\s]*)*)\s*$/u;

/**
 * Parses a segment file; never throws: problems come back as `errors` with their lines.
 * @example
 * parseSegmentFile('---\nlang: en\n---\n\n§ 1\nText\n', 'x.md').file.segments[0].id // '1'
 */
export function parseSegmentFile(text: string, file: string): { file: SegmentFile; errors: ContentError[] } {
  const errors: ContentError[] = [];
  const lines = text.split('\n');
  let frontmatter: Record<string, unknown> = {};
  let i = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end < 0) {
      errors.push({ file, line: 1, rule: 'file/frontmatter', message: 'front matter opened with --- is never closed; add a line --- after it' });
      return { file: { frontmatter, segments: [] }, errors };
    }
    try {
      const parsed: unknown = parseYaml(lines.slice(1, end).join('\n'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) frontmatter = parsed as Record<string, unknown>;
      else errors.push({ file, line: 2, rule: 'file/frontmatter', message: 'front matter must be a YAML mapping (key: value lines)' });
    } catch (e) {
      errors.push({ file, line: 2, rule: 'file/frontmatter', message: `front matter is not valid YAML: ${(e as Error).message.split('\n')[0]}` });
    }
    i = end + 1;
  } else {
    errors.push({ file, line: 1, rule: 'file/frontmatter', message: 'file must start with front matter (---, lang: xx, ---)' });
  }
  const segments: Segment[] = [];
  let current: { id: string; attrs: Record<string, string>; line: number; body: string[] } | null = null;
  const flush = () => {
    if (current) segments.push({ id: current.id, attrs: current.attrs, line: current.line, body: current.body.join('\n').trim() });
  };
  for (; i < lines.length; i++) {
    const raw = lines[i] ?? '';
    if (raw.startsWith('§')) {
      const m = MARKER.exec(raw);
      if (!m || !SEGMENT_ID.test(m[1] ?? '')) {
        errors.push({
          file,
          line: i + 1,
          rule: 'segment/marker',
          message: `malformed segment marker "${raw}"; write "§ <id>" with an id of letters, digits and . - ( ) :, then optional key=value attributes`,
        });
        continue;
      }
      flush();
      const attrs: Record<string, string> = {};
      for (const pair of (m[2] ?? '').trim().split(' ').filter(Boolean)) {
        const eq = pair.indexOf('=');
        attrs[pair.slice(0, eq)] = pair.slice(eq + 1);
      }
      current = { id: m[1] ?? '', attrs, line: i + 1, body: [] };
    } else if (current) {
      current.body.push(raw);
    } else if (raw.trim() !== '') {
      errors.push({ file, line: i + 1, rule: 'segment/outside', message: 'text before the first segment marker; start it with a line "§ <id>"' });
    }
  }
  flush();
  return { file: { frontmatter, segments }, errors };
}

/**
 * Formats a segment file; `parseSegmentFile(formatSegmentFile(f))` gives back `f`.
 * @example
 * formatSegmentFile({ frontmatter: { lang: 'en' }, segments: [{ id: '1', attrs: {}, body: 'Text', line: 0 }] })
 */
export function formatSegmentFile(f: { frontmatter: Record<string, unknown>; segments: readonly Pick<Segment, 'id' | 'attrs' | 'body'>[] }): string {
  const head = `---\n${stringifyYaml(f.frontmatter, { lineWidth: 0 }).trimEnd()}\n---\n`;
  const body = f.segments
    .map((s) => {
      const attrs = Object.entries(s.attrs)
        .map(([k, v]) => ` ${k}=${v}`)
        .join('');
      return `\n§ ${s.id}${attrs}\n${s.body}\n`;
    })
    .join('');
  return head + body;
}
