/**
 * Looking sections up in the concordance of the three codes: what a section of one code is
 * called in another and what changed on the way (`changeOf`), whether a section exists in a
 * code (`sectionExists`), and the rows of one law. Pure: the concordance comes in as an
 * argument (parsed from content/laws/concordance.yaml by src/schemas/concordance.ts).
 */
import { ancestorsOf, lawOf, parseRefId } from '../refs/ids.ts';
import { EDITIONS, type Edition } from '../refs/types.ts';
import type { ChangeClass, Concordance, ConcordanceRow, Note } from './types.ts';

/** One step between two adjacent codes crossed by a lookup, in the direction of the lookup. */
export interface ChangeStep {
  /** The later code of the two (the step is the change on entering it). */
  readonly edition: Edition;
  /** The class, seen in the lookup's direction (`new` read backwards is `removed`). */
  readonly class: ChangeClass;
  readonly note: Note | null;
}

/** What a section of one code is in another. */
export interface EditionChange {
  readonly from: Edition;
  readonly to: Edition;
  readonly fromId: string;
  /** Its id in `to`, or `null` when `to` has no such section. */
  readonly toId: string | null;
  /** Numbered case in `to` of a law without section letters (2007 `71` item `1`, written 71.1). */
  readonly toItem: number | null;
  /** The whole change from `from` to `to`: `same` when a section moved away and back. */
  readonly class: ChangeClass;
  /** The steps crossed, each with its note. */
  readonly steps: readonly ChangeStep[];
  /** When the id has no row of its own: the enclosing section whose row was followed (`16D` for `16D1`). */
  readonly via: string | null;
  readonly uncertain: boolean;
  readonly row: ConcordanceRow;
}

const order = (e: Edition) => EDITIONS.indexOf(e);

/**
 * The row holding `id` in `edition` (with `item` for a numbered case of a letterless law).
 * @example
 * rowOf(c, '16D', '2007')?.ids['2017'] // '16C'
 */
export function rowOf(c: Concordance, id: string, edition: Edition, item?: number): ConcordanceRow | undefined {
  return c.rows.find((r) => r.ids[edition] === id && r.items[edition] === item && !r.shares.includes(edition));
}

function stepsOf(row: ConcordanceRow, from: Edition, to: Edition): ChangeStep[] {
  const [lo, hi] = order(from) < order(to) ? [order(from), order(to)] : [order(to), order(from)];
  const steps: ChangeStep[] = [];
  for (let i = lo + 1; i <= hi; i++) {
    const e = EDITIONS[i] as Edition;
    const cls = row.changes[e];
    if (!cls) continue;
    const seen: ChangeClass = order(from) < order(to) ? cls : cls === 'new' ? 'removed' : cls === 'removed' ? 'new' : cls;
    steps.push({ edition: e, class: seen, note: row.notes[e] ?? null });
  }
  return order(from) < order(to) ? steps : steps.reverse();
}

function overall(fromId: string, toId: string | null, fromItem: number | undefined, toItem: number | undefined, steps: readonly ChangeStep[]): ChangeClass {
  if (toId === null) return 'removed';
  if (steps.some((s) => s.class === 'changed-effect')) return 'changed-effect';
  if (fromId !== toId || fromItem !== toItem) return 'renumbered';
  if (steps.some((s) => s.class === 'reworded' || s.class === 'new' || s.class === 'removed')) return 'reworded';
  return 'same';
}

/**
 * What section `lawId` of code `from` is in code `to`, and what changed on the way; `null`
 * when the concordance has no row for it or for an enclosing lettered section.
 * @example
 * changeOf(c, '16D', '2007', '2017') // { toId: '16C', class: 'renumbered', … }
 * changeOf(c, '16D1', '2007', '2017')?.toId // '16C1' (via 16D)
 * changeOf(c, '71B', '1997', '2007') // { toId: '71', toItem: 2, class: 'changed-effect', … }
 */
export function changeOf(c: Concordance, lawId: string, from: Edition, to: Edition, item?: number): EditionChange | null {
  const own = rowOf(c, lawId, from, item);
  const found = own ? { row: own, base: lawId } : enclosing(c, lawId, from);
  if (!found) return null;
  const { row, base } = found;
  const target = row.ids[to];
  const toItem = row.items[to];
  // A sub-section follows its section: 16D1 of 2007 is 16C1 of 2017 (when the section is lettered in both).
  const suffix = lawId.slice(base.length);
  const toId = target === null ? null : suffix && toItem === undefined ? target + suffix : target;
  const steps = stepsOf(row, from, to);
  return {
    from,
    to,
    fromId: lawId,
    toId,
    toItem: toItem ?? null,
    class: from === to ? 'same' : overall(base, target, row.items[from], toItem, steps),
    steps,
    via: base === lawId ? null : base,
    uncertain: row.uncertain,
    row,
  };
}

// The nearest enclosing section with a row, but never a whole law: what a law's row says about
// the law as a whole does not carry over to each of its sections.
function enclosing(c: Concordance, lawId: string, from: Edition): { row: ConcordanceRow; base: string } | null {
  for (const a of ancestorsOf(lawId)) {
    const p = parseRefId(a);
    if (p?.kind !== 'law' || !p.section) return null;
    const row = rowOf(c, a, from);
    if (row) return { row, base: a };
  }
  return null;
}

/**
 * Whether code `edition` has section `id` (to the letter: `16D1` is judged by `16D`): `true`,
 * `false`, or `null` when the concordance does not cover the law fully and no row names it.
 * @example
 * sectionExists(c, '71C', '2007') // false (Law 71 of 2007 has no lettered sections)
 * sectionExists(c, '16D1', '2007') // true
 * sectionExists(c, '73F1', '1997') // null (Law 73 is not fully covered)
 */
export function sectionExists(c: Concordance, id: string, edition: Edition): boolean | null {
  const p = parseRefId(id);
  if (p?.kind !== 'law') return null;
  if (!p.section) return true;
  const has = c.rows.some((r) => {
    const q = r.ids[edition] === null ? null : parseRefId(r.ids[edition] ?? '');
    return q?.kind === 'law' && q.law === p.law && q.section === p.section;
  });
  if (has) return true;
  return c.complete.has(p.law) ? false : null;
}

/**
 * The rows about law `n` in any code, in the order of the 2007 numbering (then 2017, 1997).
 * @example
 * rowsOfLaw(c, 16).map((r) => r.ids['2007']) // ['16', '16A', '16B', …]
 */
export function rowsOfLaw(c: Concordance, n: number): ConcordanceRow[] {
  const ofLaw = (r: ConcordanceRow) => EDITIONS.some((e) => lawOf(r.ids[e] ?? '') === n);
  return c.rows.filter(ofLaw).sort((a, b) => sortKey(a).localeCompare(sortKey(b), 'en', { numeric: true }));
}

const sortKey = (r: ConcordanceRow) => {
  for (const e of ['2007', '2017', '1997'] as const) if (r.ids[e] !== null) return `${r.ids[e]?.replace(/\(/g, '.')}.${r.items[e] ?? 0}`;
  return '';
};

/**
 * A row's anchor on its law page and on the editions page: its first id in 2007, 2017, 1997
 * order that is not shared with an earlier row (see `shares`), parentheses dropped.
 * @example
 * rowAnchor(rowOf(c, '45C4(b)', '2007')!) // 'ed-2007-45C4b'
 */
export function rowAnchor(row: ConcordanceRow): string {
  for (const e of ['2007', '2017', '1997'] as const) {
    const id = row.ids[e];
    // A shared id is an earlier row's (its anchor): name this row by an id of its own.
    if (id !== null && !row.shares.includes(e)) return `ed-${e}-${id.replace(/[()]/g, '')}${row.items[e] === undefined ? '' : `-${row.items[e]}`}`;
  }
  return 'ed-none';
}
