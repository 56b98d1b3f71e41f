/**
 * Section tracking: walks the lines of a law text and tells, for each line, which section is
 * being read (`16C3`), so relative references (`punktu 2c` in 16C3 → `16C2(c)`) resolve
 * without the caller knowing the text's structure. Headings recognised, after optional
 * Markdown markers (`#`, `>`, `-`, `**`):
 *
 * - `16. LEGALNE I NIELEGALNE …` (number, then a word in capitals) — a law;
 * - `C. Dodatkowa informacja…` (section letter in any script) — a section;
 * - `2. Gdy sędzia…` — a numbered subsection, optionally with an item: `1. (a) Jeżeli…`;
 * - `(c) zezwolić…` — an item;
 * - `§ 16C3` — a segment marker of this project's content files whose id is a law section
 *   (`§ 16A1(c)`); markers with other ids (`§ chapter-III`, `§ 73.1`) are ignored.
 *
 * Markdown escapes as written by the importer (`1\.`, `\- (β)`) are understood.
 */
import { lawIdOf, parseRefId } from './ids.ts';
import { alternation } from './pattern.ts';
import { TABLES } from './tables.ts';
import { LANGS, type SectionLetter } from './types.ts';

const LETTERS: Record<string, SectionLetter> = Object.assign({}, ...LANGS.map((l) => TABLES[l].sectionLetters));
const ITEMS: Record<string, string> = Object.assign({}, ...LANGS.map((l) => TABLES[l].itemLetters));

const MARKDOWN_PREFIX = /^(?:\s*(?:#{1,6}|>|\\?[-*+])\s+)*(?:\*\*|__)?\s*/u;
const SEGMENT_MARKER = /^§ (\S+)/u;
const LAW_HEADING = /^([1-9]\d?)\\?\.\s+\p{Lu}{2,}/u;
const SECTION_HEADING = new RegExp(`^(${alternation(Object.keys(LETTERS))})\\\\?(?:\\.|\\*\\*\\.|\\.\\*\\*)\\s`, 'u');
const NUMBER_HEADING = /^([1-9]\d?)\\?(?:\.|\.\*\*|\*\*\.)\s+/u;
const ITEM_HEADING = new RegExp(`^\\((${alternation(Object.keys(ITEMS))}|[a-z])\\)\\s`, 'u');

interface State {
  law: number;
  section?: SectionLetter;
  number?: number;
  item?: string;
}

function idOf(s: State): string {
  return lawIdOf({
    law: s.law,
    ...(s.section ? { section: s.section } : {}),
    ...(s.number !== undefined ? { number: s.number } : {}),
    items: s.item && s.number !== undefined ? [s.item] : [],
  });
}

/**
 * The section each line of a law text belongs to, as canonical ids (`16`, `16A1(c)`, `16C3`),
 * one entry per `\n`-separated line; a heading line belongs to the section it opens.
 * @example
 * sectionsByLine('A. Use\n1. A player\n(b) see punkt D', 16) // ['16A', '16A1', '16A1(b)']
 */
export function sectionsByLine(text: string, law: number): string[] {
  const state: State = { law };
  return text.split('\n').map((raw) => {
    const marker = SEGMENT_MARKER.exec(raw);
    const id = marker ? parseRefId(marker[1] ?? '') : null;
    if (id?.kind === 'law') {
      Object.assign(state, { law: id.law, section: id.section, number: id.number, item: id.items[0] });
      return idOf(state);
    }
    const line = raw.replace(MARKDOWN_PREFIX, '');
    const lawHeading = LAW_HEADING.exec(line);
    const section = SECTION_HEADING.exec(line);
    const number = NUMBER_HEADING.exec(line);
    const item = ITEM_HEADING.exec(line);
    if (lawHeading) {
      Object.assign(state, { law: Number(lawHeading[1]), section: undefined, number: undefined, item: undefined });
    } else if (section) {
      Object.assign(state, { section: LETTERS[section[1] ?? ''], number: undefined, item: undefined });
    } else if (number && state.section) {
      const rest = ITEM_HEADING.exec(line.slice(number[0].length));
      Object.assign(state, { number: Number(number[1]), item: rest ? (ITEMS[rest[1] ?? ''] ?? rest[1]) : undefined });
    } else if (item && state.number !== undefined) {
      state.item = ITEMS[item[1] ?? ''] ?? item[1];
    }
    return idOf(state);
  });
}

/**
 * A lookup from text offsets to the section being read (built on {@link sectionsByLine}).
 * @example
 * sectionAt('C. Other\n3. see punktu 2c', 16)(15) // '16C3'
 */
export function sectionAt(text: string, law: number): (offset: number) => string {
  const sections = sectionsByLine(text, law);
  const starts = lineStarts(text);
  return (offset) => sections[lineIndexAt(starts, offset)] ?? String(law);
}

/**
 * Offsets at which each line starts.
 * @example
 * lineStarts('a\nbc\n') // [0, 2, 5]
 */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/**
 * 0-based index of the line containing `offset`, given {@link lineStarts}.
 * @example
 * lineIndexAt([0, 2, 5], 3) // 1
 */
export function lineIndexAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
