/**
 * The position the solver is given: the cards each seat still holds, the trumps, who led the
 * trick in progress (or is on lead) and the cards already played to it. `positionProblems`
 * lists everything wrong with one; the solver refuses a position that has any.
 */
import { ALL_CARDS, nextSeat, SEATS, type Card, type Seat, type Suit } from '../bridge/index.ts';

/**
 * An end position with every card known.
 * @example { hands: { N: ['SA'], E: ['S2'], S: ['S3'], W: ['S4'] }, trump: undefined, leader: 'N' }
 */
export interface Position {
  /** The cards each seat still holds (not those already played to the trick in progress). */
  readonly hands: Readonly<Record<Seat, readonly Card[]>>;
  /** The trump suit; undefined in notrump. */
  readonly trump: Suit | undefined;
  /** The seat that led the trick in progress, or is on lead when no trick is in progress. */
  readonly leader: Seat;
  /** The cards already played to the trick in progress, the leader's first (at most three). */
  readonly trick?: readonly Card[];
}

/**
 * Every problem of a position, in words; empty when the solver can take it.
 * @example positionProblems({ hands: { N: ['SA'], E: ['SA'], S: [], W: [] }, trump: undefined, leader: 'N' })
 *   // ['SA is held twice', 'E holds 1 card, 0 expected from the hand sizes', …]
 */
export function positionProblems(p: Position): string[] {
  const problems: string[] = [];
  const trick = p.trick ?? [];
  if (trick.length > 3) problems.push(`the trick in progress has ${trick.length} cards: at most 3 (a complete trick is no longer in progress)`);
  const seen = new Set<string>();
  const known = new Set<string>(ALL_CARDS);
  const all = [...SEATS.flatMap((s) => p.hands[s].map((c) => ({ c, where: `held by ${s}` }))), ...trick.map((c) => ({ c, where: 'in the trick' }))];
  for (const { c, where } of all) {
    if (!known.has(c)) problems.push(`${String(c)} (${where}) is not a card: suit S H D C, then rank A K Q J T 9 … 2`);
    else if (seen.has(c)) problems.push(`${c} is held or played twice`);
    seen.add(c);
  }
  // The player to move holds as many cards as there are tricks left; those who played one fewer.
  const toMove = nextSeat(p.leader, Math.min(trick.length, 3));
  const n = p.hands[toMove].length;
  for (let i = 0; i < 4; i++) {
    const seat = nextSeat(p.leader, i);
    const want = i < trick.length ? n - 1 : n;
    if (p.hands[seat].length !== want) problems.push(`${seat} holds ${p.hands[seat].length} card(s), ${want} expected (${toMove}, to play, holds ${n})`);
  }
  if (n > 13) problems.push(`${toMove} holds ${n} cards: at most 13`);
  if (trick.length > 0 && n === 0) problems.push('a trick is in progress but the player to move holds no card');
  const led = trick[0]?.[0];
  for (const [i, c] of trick.entries()) {
    const seat = nextSeat(p.leader, i);
    if (i > 0 && c[0] !== led && p.hands[seat].some((x) => x[0] === led))
      problems.push(`${seat} played ${c} to a ${led} lead while still holding ${led}: a revoke the solver cannot continue`);
  }
  return problems;
}

/** Throws a RangeError naming every problem of a position. */
export function assertPosition(p: Position): void {
  const problems = positionProblems(p);
  if (problems.length > 0) throw new RangeError(`solver: the position cannot be solved: ${problems.join('; ')}`);
}
