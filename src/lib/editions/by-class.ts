/**
 * The concordance grouped the way a candidate reads it: for each step between codes (2007 →
 * 2017 first, then 1997 → 2007), the rows by change class, changed effects first. What the
 * editions page lists.
 */
import { lawOf } from '../refs/ids.ts';
import { EDITIONS, type Edition } from '../refs/types.ts';
import type { ChangeClass, Concordance, ConcordanceRow } from './types.ts';

/** The order classes are listed in: what a candidate must relearn first. */
export const CLASS_ORDER: readonly ChangeClass[] = ['changed-effect', 'renumbered', 'new', 'removed', 'reworded', 'same'];

/** One step's rows by class. */
export interface StepGroups {
  /** The code entered (the step is from the code before it). */
  readonly edition: Edition;
  readonly groups: ReadonlyArray<{ readonly class: ChangeClass; readonly rows: readonly ConcordanceRow[] }>;
}

/**
 * @example
 * byClass(c)[0].edition // '2017'
 * byClass(c)[0].groups[0].class // 'changed-effect'
 */
export function byClass(c: Concordance): StepGroups[] {
  const order = (r: ConcordanceRow) => EDITIONS.map((e) => r.ids[e]).find((x) => x !== null) ?? '';
  const collator = new Intl.Collator('en', { numeric: true });
  return (['2017', '2007'] as const).map((edition) => ({
    edition,
    groups: CLASS_ORDER.map((cls) => ({
      class: cls,
      rows: c.rows.filter((r) => r.changes[edition] === cls).sort((a, b) => collator.compare(order(a), order(b))),
    })).filter((g) => g.rows.length > 0),
  }));
}

/**
 * The law a row belongs to (its first id's law).
 * @example
 * lawOfRow(row) // 16
 */
export function lawOfRow(r: ConcordanceRow): number | null {
  for (const e of EDITIONS) if (r.ids[e] !== null) return lawOf(r.ids[e] as string);
  return null;
}
