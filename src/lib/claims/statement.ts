/**
 * The claim statement as the line search follows it: `if` steps resolved on the actual cards
 * (the claimer sees the suit break as he plays it), every step with its path in the statement
 * (`2`, `3.then.0`), and each step's progress after every trick.
 */
import { partnerOf, type Card, type Seat } from '../bridge/index.ts';
import { suitCards, suitOf, rankOf, type Play, type Table } from './state.ts';
import type { StatementStep, StepCondition } from './types.ts';

/** A step to follow, without `if`. */
export type PlainStep = Exclude<StatementStep, { do: 'if' }>;
export interface FlatStep {
  readonly step: PlainStep;
  readonly path: string;
}

/** Is the condition of an `if` step true of these hands? */
export function holds(t: Table, w: StepCondition, side: readonly Seat[]): boolean {
  const opp = (['N', 'E', 'S', 'W'] as Seat[]).filter((s) => !side.includes(s));
  const lens = opp.map((s) => suitCards(t, s, w.suit).length);
  if (w.breaks !== undefined) {
    const want = w.breaks
      .split('-')
      .map(Number)
      .sort((a, b) => b - a);
    if (lens.sort((a, b) => b - a).join('-') !== want.join('-')) return false;
  }
  if (w.showsOut !== undefined && suitCards(t, w.showsOut, w.suit).length > 0) return false;
  if (w.drops !== undefined) {
    const h = opp.find((s) => t.hands[s].includes(w.drops as Card));
    if (!h) return false;
    const above = side.flatMap((s) => suitCards(t, s, w.suit)).filter((c) => rankOf(c) < rankOf(w.drops as Card)).length;
    if (suitCards(t, h, w.suit).length > above) return false;
  }
  return true;
}

/** The statement flattened for the cards as they lie. */
export function flatten(steps: readonly StatementStep[], t: Table, side: readonly Seat[], at = ''): FlatStep[] {
  const out: FlatStep[] = [];
  steps.forEach((s, i) => {
    const path = `${at}${i}`;
    if (s.do === 'if') {
      const branch = holds(t, s.when, side) ? 'then' : 'else';
      out.push(...flatten(s[branch] ?? [], t, side, `${path}.${branch}.`));
    } else out.push({ step: s, path });
  });
  return out;
}

/** The hand a `run` is run from: the one stated, else the claimer's side hand longer in the suit. */
export function runHand(t: Table, s: Extract<PlainStep, { do: 'run' }>, claimer: Seat): Seat {
  if (s.from) return s.from;
  const p = partnerOf(claimer);
  return suitCards(t, p, s.suit).length > suitCards(t, claimer, s.suit).length ? p : claimer;
}

/** Steps that a lead serves (discards are matched when discarding, never when leading). */
export const isLeadStep = (s: PlainStep): boolean => s.do !== 'discard';

/**
 * Progress after a trick: each step's count (1 = done; a `concede` counts the tricks given up).
 * `runFrom` is fixed at the start so a run stays with its hand.
 */
export function advance(
  steps: readonly FlatStep[],
  progress: readonly number[],
  t: Table,
  trick: readonly Play[],
  winner: Seat,
  side: readonly Seat[],
  runFrom: readonly (Seat | undefined)[],
): number[] {
  const next = [...progress];
  const opp = (['N', 'E', 'S', 'W'] as Seat[]).filter((s) => !side.includes(s));
  const gone = (c: Card) => !(Object.values(t.hands) as (readonly Card[])[]).some((h) => h.includes(c));
  const led = suitOf(trick[0]!.card);
  let lostCounted = false;
  steps.forEach(({ step: s }, i) => {
    if (next[i]! >= need(s)) return;
    switch (s.do) {
      case 'cash':
        if (s.cards.every(gone)) next[i] = 1;
        break;
      case 'run':
        if (suitCards(t, runFrom[i]!, s.suit).length === 0) next[i] = 1;
        break;
      case 'draw-trumps':
        if (!t.trump || opp.every((o) => suitCards(t, o, t.trump!).length === 0) || side.every((o) => suitCards(t, o, t.trump!).length === 0)) next[i] = 1;
        break;
      case 'ruff':
        if (led === s.suit && trick.some((p) => p.seat === s.in && suitOf(p.card) === t.trump && t.trump !== s.suit)) next[i] = 1;
        break;
      case 'finesse':
      case 'lead':
        if (gone(s.card)) next[i] = 1;
        break;
      case 'concede':
        if (!side.includes(winner) && !lostCounted) {
          next[i] = next[i]! + 1;
          lostCounted = true;
        }
        break;
      case 'top-down':
        if (s.suit && side.every((o) => suitCards(t, o, s.suit!).length === 0)) next[i] = 1;
        break;
      case 'discard':
        if (trick.some((p) => side.includes(p.seat) && suitOf(p.card) !== led && (s.card ? p.card === s.card : suitOf(p.card) === s.suit))) next[i] = 1;
        break;
      case 'cross':
        if (winner === s.to) next[i] = 1;
        break;
      case 'suit-tricks':
        // A trick of the suit won by the side counts; the step is done at `count` or when the side holds none of the suit.
        if (led === s.suit && side.includes(winner)) next[i] = next[i]! + 1;
        if (side.every((o) => suitCards(t, o, s.suit).length === 0)) next[i] = s.count;
        break;
      case 'rest':
        break;
    }
  });
  return next;
}

/** The count at which a step is done (a `rest` never is). */
export const need = (s: PlainStep): number =>
  s.do === 'concede' ? (s.count ?? 1) : s.do === 'suit-tricks' ? s.count : s.do === 'rest' || (s.do === 'top-down' && !s.suit) ? Infinity : 1;
