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
  /** A designator that starts with a law number (`45C4(a)`, `70 (A)`, `1987` → null). */
  law(text: string, at: number): Read<LawDesignator> | null;
  /** Items alone, continuing a list (`(b)` in `45C4(a) and (b)`). */
  itemsOnly(text: string, at: number): Read<LawDesignator> | null;
  /** A designator inside the law being read (`D`, `B1`, `2c`); `letterFirst` refuses `2c`. */
  relative(text: string, at: number, letterFirst?: boolean): Read<LawDesignator> | null;
  /** A paragraph number (`69.5.(ii)`, `10`). */
  para(text: string, at: number): Read<ParaDesignator> | null;
  /** A list or range join followed by something that may be a designator. */
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

function buildReader(table: LanguageTable): DesignatorReader {
  const sectionMap = table.sectionLetters;
  const itemMap: Record<string, string> = { ...table.itemLetters };
  const sec = alternation(Object.keys(sectionMap));
  const bareItem = alternation([...'abcdefgh', ...Object.keys(itemMap)]);
  const parenItem = String.raw`\((?:${alternation([...Object.keys(itemMap)])}|${ROMAN}|[a-z])\)`;
  const items = `((?:${parenItem}){0,3})`;

  const lawRe = new RegExp(String.raw`([1-9]\d{0,2})(?!\d)(?:(?:(${sec})|[ \u00A0]?\((${sec})\))(?:([1-9]\d?)(?!\d)(${bareItem})?)?${items})?`, 'uy');
  const itemsRe = new RegExp(`((?:${parenItem}){1,3})`, 'uy');
  const relRe = new RegExp(String.raw`(?:(${sec})(?:([1-9]\d?)(?!\d)(${bareItem})?)?|([1-9]\d?)(?!\d)(${bareItem})?)${items}`, 'uy');
  const paraRe = new RegExp(String.raw`([1-9]\d{0,2}(?:\.[1-9]\d{0,2}){0,3})(?!\d)(?:\.?((?:\((?:${ROMAN}|[a-z])\)){1,3}))?`, 'uy');
  const words = (list: readonly string[]) => (list.length ? `|\\s{1,4}${alternation(list, caseless)}\\s{1,4}` : '');
  const listRe = new RegExp(String.raw`(?:\s{0,4}[,&]\s{0,4}${words(table.listWords)})(?=[\d(])`, 'uy');
  const rangeRe = new RegExp(String.raw`(?:\s{0,4}(?:-|–|—|\.\.\.|…)\s{0,4}${words(table.rangeWords)})(?=\d)`, 'uy');

  const item = (s: string): string => itemMap[s] ?? s;
  const parenItems = (s: string | undefined): string[] => (s ? s.slice(1, -1).split(')(').map(item) : []);

  return {
    law(text, at) {
      lawRe.lastIndex = at;
      const m = lawRe.exec(text);
      if (!m || !endsCleanly(text, lawRe.lastIndex)) return null;
      const letter = m[2] ?? m[3];
      const value: LawDesignator = {
        type: 'law',
        law: Number(m[1]),
        ...(letter ? { section: sectionMap[letter] as SectionLetter } : {}),
        ...(m[4] ? { number: Number(m[4]) } : {}),
        items: [...(m[5] ? [item(m[5])] : []), ...parenItems(m[6])],
      };
      return { start: at, end: lawRe.lastIndex, value };
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
        ...(m[1] ? { section: sectionMap[m[1]] as SectionLetter } : {}),
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
