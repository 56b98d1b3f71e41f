/**
 * Reading designators at a given position: `45Γ4α`, `16А2`, `70 (A)`, `(b)`, `B1`, `2c`,
 * `69.5.(ii)`, and what joins them (`, `, ` и `, `...`). Each reader is a sticky regular
 * expression with bounded repetitions (no backtracking blow-up on long digit runs) followed by
 * an end-of-token check done in code.
 */
import { alternation, caseless } from './pattern.ts';
import type { LanguageTable } from './tables.ts';
import type { LawDesignator, ParaDesignator, SectionLetter } from './types.ts';

/** A designator read from `start` to `end`. */
export interface Read<T> {
  readonly start: number;
  readonly end: number;
  readonly value: T;
}

/** A join read between two designators. */
export interface ReadJoin {
  readonly start: number;
  readonly end: number;
  readonly op: 'list' | 'range';
}

/** The readers of one language. */
export interface DesignatorReader {
  /**
   * A designator that starts with a law number (`45C4(a)`, `70 (A)`, `64.A2`, `42B(3)`,
   * `20F5{b}`; `1987` → null). `lowerSection` also takes a lower-case section letter
   * (`L12c3`), as after a law word or abbreviation. A designator running on into a bracket it
   * cannot read (`42B(x7)`) is refused: a link to a shorter section would be wrong.
   */
  law(text: string, at: number, lowerSection?: boolean): Read<LawDesignator> | null;
  /** A section letter continuing the previous designator's law (`B` in `40A/B`, `B2` in `27B1 or B2`). */
  section(text: string, at: number): Read<LawDesignator> | null;
  /** Items alone, continuing a list (`(b)` in `45C4(a) and (b)`). */
  itemsOnly(text: string, at: number): Read<LawDesignator> | null;
  /** A designator inside the law being read (`D`, `B1`, `2c`); `letterFirst` refuses `2c`. */
  relative(text: string, at: number, letterFirst?: boolean): Read<LawDesignator> | null;
  /** A paragraph number (`69.5.(ii)`, `10`). */
  para(text: string, at: number): Read<ParaDesignator> | null;
  /** A list or range join followed by something that may be a designator (`75A-C` ends in a letter). */
  join(text: string, at: number): ReadJoin | null;
}

const ROMAN = '[ivx]{1,4}';
// A token must not run on into a letter or digit (`45Γ4αυτό`, `1987`), nor into `.digit`,
// which makes it a paragraph number (`Правилом.\n\n69.8.` must not read `69` as a law).
const TOKEN_END = /[\p{L}\p{N}]|\.\d/uy;

function endsCleanly(text: string, at: number): boolean {
  TOKEN_END.lastIndex = at;
  return !TOKEN_END.test(text);
}

// A bracket glued to a designator continues it (`42B(3)`, `20F5{b}`): if the reader stopped
// before it, what follows is a part it cannot read, and the designator read is too short.
const GLUED_BRACKET = /[([{]/uy;

function endsWhole(text: string, at: number): boolean {
  GLUED_BRACKET.lastIndex = at;
  return endsCleanly(text, at) && !GLUED_BRACKET.test(text);
}

function buildReader(table: LanguageTable): DesignatorReader {
  const sectionMap = table.sectionLetters;
  const itemMap: Record<string, string> = { ...table.itemLetters };
  // Lower-case forms of the section letters (`c` in `L12c3`, `στ` for ΣΤ), read only after a law word.
  const lowerMap: Record<string, SectionLetter> = {};
  for (const [k, v] of Object.entries(sectionMap)) if (k.toLowerCase() !== k) lowerMap[k.toLowerCase()] = v;
  const sec = alternation(Object.keys(sectionMap));
  const secAny = alternation([...Object.keys(sectionMap), ...Object.keys(lowerMap)]);
  const bareItem = alternation([...'abcdefgh', ...Object.keys(itemMap)]);
  // `(a)`, `(ii)`, `{b}` (a typed brace), `(B)` (an item written in capitals: `43A(1)(B)`).
  const itemBody = `(?:${alternation([...Object.keys(itemMap)])}|${ROMAN}|[a-z]|[A-H])`;
  const parenItem = String.raw`(?:\(${itemBody}\)|\{${itemBody}\})`;
  const items = `((?:${parenItem}){0,3})`;
  // Law number; section letter, glued, after a dot (`64.A2`) or in parentheses (`70 (A)`);
  // section number, glued or in parentheses (`42B(3)`); a glued item letter; items.
  const lawSource = (s: string) =>
    String.raw`([1-9]\d{0,2})(?!\d)(?:(?:\.?(${s})|[ \u00A0]?\((${sec})\))(?:([1-9]\d?)(?!\d)(${bareItem})?|\(([1-9]\d?)\))?${items})?`;
  const lawRe = new RegExp(lawSource(sec), 'uy');
  const lawLooseRe = new RegExp(lawSource(secAny), 'uy');
  const itemsRe = new RegExp(`((?:${parenItem}){1,3})`, 'uy');
  const relRe = new RegExp(String.raw`(?:(${sec})(?:([1-9]\d?)(?!\d)(${bareItem})?)?|([1-9]\d?)(?!\d)(${bareItem})?)${items}`, 'uy');
  const paraRe = new RegExp(String.raw`([1-9]\d{0,2}(?:\.[1-9]\d{0,2}){0,3})(?!\d)(?:\.?((?:\((?:${ROMAN}|[a-z])\)){1,3}))?`, 'uy');
  const words = (list: readonly string[]) => (list.length ? `|\\s{1,4}${alternation(list, caseless)}\\s{1,4}` : '');
  // `69, 70 и 71`, `69, 70, and 71` (a comma before the word), `40A/B`.
  const listWords = table.listWords.length ? `(?:${alternation(table.listWords, caseless)}\\s{1,4})?` : '';
  const listRe = new RegExp(String.raw`(?:\s{0,4}[,&/]\s{0,4}${listWords}${words(table.listWords)})(?=[\d(\p{Lu}])`, 'uy');
  const rangeRe = new RegExp(String.raw`(?:\s{0,4}(?:-|–|—|\.\.\.|…)\s{0,4}${words(table.rangeWords)})(?=[\d\p{Lu}])`, 'uy');

  const item = (s: string): string => itemMap[s] ?? (/^[A-H]$/u.test(s) ? s.toLowerCase() : s);
  const parenItems = (s: string | undefined): string[] => (s ? [...s.matchAll(/[({]([^(){}]+)[)}]/gu)].map((m) => item(m[1] ?? '')) : []);
  const letterOf = (s: string): SectionLetter => (sectionMap[s] ?? lowerMap[s]) as SectionLetter;

  return {
    law(text, at, lowerSection = false) {
      const re = lowerSection ? lawLooseRe : lawRe;
      re.lastIndex = at;
      const m = re.exec(text);
      if (!m || !endsWhole(text, re.lastIndex)) return null;
      const letter = m[2] ?? m[3];
      const num = m[4] ?? m[6];
      const value: LawDesignator = {
        type: 'law',
        law: Number(m[1]),
        ...(letter ? { section: letterOf(letter) } : {}),
        ...(num ? { number: Number(num) } : {}),
        items: [...(m[5] ? [item(m[5])] : []), ...parenItems(m[7])],
      };
      return { start: at, end: re.lastIndex, value };
    },
    section(text, at) {
      relRe.lastIndex = at;
      const m = relRe.exec(text);
      if (!m?.[1] || !endsWhole(text, relRe.lastIndex)) return null;
      const value: LawDesignator = {
        type: 'law',
        section: letterOf(m[1]),
        ...(m[2] ? { number: Number(m[2]) } : {}),
        items: [...(m[3] ? [item(m[3])] : []), ...parenItems(m[6])],
      };
      return { start: at, end: relRe.lastIndex, value };
    },
    itemsOnly(text, at) {
      itemsRe.lastIndex = at;
      const m = itemsRe.exec(text);
      if (!m || !endsCleanly(text, itemsRe.lastIndex)) return null;
      return { start: at, end: itemsRe.lastIndex, value: { type: 'law', items: parenItems(m[1]) } };
    },
    relative(text, at, letterFirst = false) {
      relRe.lastIndex = at;
      const m = relRe.exec(text);
      if (!m || !endsCleanly(text, relRe.lastIndex) || (letterFirst && !m[1])) return null;
      const num = m[2] ?? m[4];
      const bare = m[3] ?? m[5];
      const value: LawDesignator = {
        type: 'law',
        ...(m[1] ? { section: letterOf(m[1]) } : {}),
        ...(num ? { number: Number(num) } : {}),
        items: [...(bare ? [item(bare)] : []), ...parenItems(m[6])],
      };
      return { start: at, end: relRe.lastIndex, value };
    },
    para(text, at) {
      paraRe.lastIndex = at;
      const m = paraRe.exec(text);
      if (!m || !endsCleanly(text, paraRe.lastIndex)) return null;
      const value: ParaDesignator = { type: 'para', path: (m[1] ?? '').split('.').map(Number), items: parenItems(m[2]) };
      return { start: at, end: paraRe.lastIndex, value };
    },
    join(text, at) {
      for (const [re, op] of [
        [rangeRe, 'range'],
        [listRe, 'list'],
      ] as const) {
        re.lastIndex = at;
        if (re.exec(text)) return { start: at, end: re.lastIndex, op };
      }
      return null;
    },
  };
}

const readers = new Map<LanguageTable, DesignatorReader>();

/**
 * The designator readers of a language table (built once, then cached).
 * @example
 * designatorReader(TABLES.el).law('45Γ4α', 0)?.value // { type: 'law', law: 45, section: 'C', number: 4, items: ['a'] }
 */
export function designatorReader(table: LanguageTable): DesignatorReader {
  let r = readers.get(table);
  if (!r) readers.set(table, (r = buildReader(table)));
  return r;
}
