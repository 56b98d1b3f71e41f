/**
 * The solver's public entry points for best play by all four: `solve` (the tricks each side
 * takes from the position on, the trick in progress included) and `bestPlays` (every legal
 * card of the player to move with the tricks it leads to).
 */
import { SEATS, type Card, type Seat, type Side } from '../bridge/index.ts';
import { cardCode, codeCard, NOTRUMP, seatNo, suitNo, toMasks } from './cards.ts';
import { assertPosition, type Position } from './position.ts';
import { Search, type Budget, type Hooks } from './search.ts';
import { Table } from './table.ts';

/**
 * The tricks each side takes from the position on, with the cards the search tried.
 * @example { tricks: { NS: 2, EW: 1 }, nodes: 31 }
 */
export interface Solution {
  readonly tricks: Readonly<Record<Side, number>>;
  readonly nodes: number;
}

/** One legal card of the player to move and the tricks each side takes after it. */
export interface CardValue {
  readonly card: Card;
  readonly tricks: Readonly<Record<Side, number>>;
}

/** The table of a checked position, with its trick in progress on it; and the tricks left. */
export function load(p: Position): { table: Table; left: number } {
  assertPosition(p);
  // The trick's cards go back to their hands and are played from there (the table counts the cards held).
  const h = toMasks(p.hands);
  const leader = seatNo(p.leader);
  const trick = (p.trick ?? []).map(cardCode);
  for (const [i, c] of trick.entries()) h[((leader + i) & 3) * 4 + (c >> 4)]! |= 1 << (c & 15);
  const table = new Table(h, p.trump === undefined ? NOTRUMP : suitNo(p.trump), leader);
  for (const [i, c] of trick.entries()) table.play((leader + i) & 3, c);
  return { table, left: p.hands[SEATS[table.toPlay()] as Seat].length };
}

/** A search over a position: side 0 counts N-S's tricks. */
export function searchOf(p: Position, side = 0, maxes = [true, false, true, false], hooks?: Hooks, budget?: Budget): { search: Search; left: number } {
  const { table, left } = load(p);
  return { search: new Search(table, side, maxes, hooks, budget), left };
}

/** The options of {@link solve} and {@link bestPlays}. */
export interface SolveOptions {
  /** What the search may spend; past it, a `SearchBudgetExceeded` is thrown. */
  readonly budget?: Budget;
}

/**
 * The tricks each side takes from the position on, all four playing their best.
 * Throws a RangeError naming every problem of an impossible position, and a
 * SearchBudgetExceeded when `o.budget` runs out (cards tried, or the deadline).
 * @example solve({ hands: { N: ['SA', 'H2'], E: ['SK', 'HA'], S: ['S2', 'H3'], W: ['S3', 'H4'] }, trump: undefined, leader: 'N' }).tricks // { NS: 1, EW: 1 }
 */
export function solve(p: Position, o: SolveOptions = {}): Solution {
  const { search, left } = searchOf(p, 0, undefined, undefined, o.budget);
  // From a guess (the move order's own line of play), stepping a trick at a time: the guess is
  // mostly right or a trick off, where bisecting from the middle spends tests far from the value.
  const ns = search.valueFrom(0, left, search.playout());
  return { tricks: { NS: ns, EW: left - ns }, nodes: search.nodes };
}

/**
 * Every legal card of the player to move, with the tricks each side takes after it (best play
 * by all four from then on), in the order of the hand (spades first, each suit from the top).
 * @example bestPlays(position).plays // [{ card: 'SA', tricks: { NS: 2, EW: 1 } }, …]
 */
export function bestPlays(p: Position, o: SolveOptions = {}): { seat: Seat; plays: CardValue[]; nodes: number } {
  const { search, left } = searchOf(p, 0, undefined, undefined, o.budget);
  const t = search.t;
  const seat = t.toPlay();
  const n = search.moves(seat, 0);
  const reps: number[] = [];
  for (let i = 0; i < n; i++) reps.push(search.card(i));
  // Cards are tried best guess first, and most keep the value of the one before or lose a trick
  // to it: each steps from that value (the first from the move order's line of play), two
  // tests when it keeps it, the table shared throughout.
  const values = new Map<number, number>();
  let guess = -1;
  for (const c of reps) {
    const v = search.valueFrom(0, left, guess < 0 ? search.playout() : guess, { seat, card: c });
    values.set(c, v);
    guess = v;
  }
  // An equivalent card (no other player's card between) has its representative's value.
  const plays: CardValue[] = [];
  for (const [s, h] of [...t.h.subarray(seat * 4, seat * 4 + 4)].entries()) {
    const others = (t.live(s) & ~h) | t.onTable[s]!;
    for (let b = 12; b >= 0; b--) {
      if (!((h >> b) & 1)) continue;
      const rep = reps.find((r) => r >> 4 === s && (others & between(r & 15, b)) === 0);
      if (rep === undefined) continue;
      const ns = values.get(rep)!;
      plays.push({ card: codeCard(s * 16 + b), tricks: { NS: ns, EW: left - ns } });
    }
  }
  return { seat: SEATS[seat] as Seat, plays, nodes: search.nodes };
}

/** The bits strictly between two bits. */
function between(a: number, b: number): number {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  return ((1 << hi) - 1) & ~((1 << (lo + 1)) - 1);
}
