/**
 * A constrained search for the claims engine and the like: the caller says which of the legal
 * cards each player may choose (`choose`), whose tricks count (`side`) and how that side's
 * players choose among theirs (`objective`: 'max' plays for the side, 'min' against it, as a
 * director resolving doubt against a claimer does); the opponents always minimise. The answer
 * is the side's tricks and one line of play that yields them.
 */
import { SEATS, type Card, type Seat, type Side } from '../bridge/index.ts';
import { cardCode, codeCard, maskCards } from './cards.ts';
import type { Position } from './position.ts';
import type { Budget, Search } from './search.ts';
import { searchOf } from './solve.ts';

/** One card played, and by whom. */
export interface SolverPlay {
  readonly seat: Seat;
  readonly card: Card;
}

/** What `choose` and `key` see; valid only during the call. */
export interface PlayState {
  /** The cards played since the position, in order (not those of its trick in progress). */
  readonly played: readonly SolverPlay[];
  /** The same plays as numbers, `seat * 64 + card` (seat 0–3 N E S W, card as in `cards.ts`): for keys, without building the list above. */
  readonly codes: readonly number[];
  /** The trick in progress now: its leader and cards (empty when a trick is about to be led). */
  readonly trick: { readonly leader: Seat; readonly cards: readonly Card[] };
  /** Tricks won by each side since the position. */
  readonly won: Readonly<Record<Side, number>>;
  /** The cards a seat holds now. */
  hand(seat: Seat): Card[];
  /** The cards a seat (0–3, N E S W) holds now in a suit (0–3, ♠ ♥ ♦ ♣) as a 13-bit mask, the ace bit 12: no card names made. */
  holding(seat: number, suit: number): number;
}

/** The options of {@link solveWith}. */
export interface ConstrainedOptions {
  /** The side whose tricks are counted. */
  readonly side: Side;
  /** How the side's own players choose among their allowed cards (default 'max'). */
  readonly objective?: 'max' | 'min';
  /**
   * The cards `seat` may choose among `legal` (a non-empty subset); all of them by default.
   * Their order is a preference: where several keep the value, the line takes the first.
   */
  readonly choose?: (seat: Seat, legal: readonly Card[], state: PlayState) => readonly Card[];
  /**
   * Everything besides the cards that `choose` depends on (for example the statement step
   * reached), as a number (an integer from 0 to 2^29 − 1: cheapest, the caller numbering its
   * states) or a string (numbered here, one map look-up a trick) — one kind or the other, never
   * both. With it, positions met again are looked up instead of searched; without it no
   * position is remembered (fine for a few cards a hand, slow for many).
   */
  readonly key?: (state: PlayState) => number | string;
  /**
   * Try one of equivalent cards only: true only when `choose` treats equivalent cards alike.
   * Default: on without `choose`, off with it.
   */
  readonly equivalence?: boolean;
  /** What the search may spend (cards tried, a deadline, the table's size); past it, a `SearchBudgetExceeded` is thrown. */
  readonly budget?: Budget;
}

/** The side's tricks under the constraints, one line of play that yields them, the cards tried. */
export interface ConstrainedSolution {
  readonly tricks: number;
  readonly line: readonly SolverPlay[];
  readonly nodes: number;
}

/**
 * Solves a position with the players' choices limited by `choose`.
 * @example solveWith(position, { side: 'NS', objective: 'min', choose: (seat, legal) => seat === 'S' ? legal.filter(isStated) : legal })
 */
export function solveWith(p: Position, o: ConstrainedOptions): ConstrainedSolution {
  const side = o.side === 'NS' ? 0 : 1;
  const maxes = SEATS.map((_, i) => (i & 1) === side && o.objective !== 'min');
  let search: Search | undefined;
  const state = stateView(() => search!);
  const choose = o.choose;
  const key = o.key;
  let chosen: number[] = [];
  const ids = new Map<string, number>();
  const idOf = (k: number | string): number => {
    if (typeof k === 'string') {
      let id = ids.get(k);
      if (id === undefined) ids.set(k, (id = ids.size));
      return id;
    }
    if (!(Number.isInteger(k) && k >= 0 && k < 2 ** 29)) throw new RangeError(`solver: key() returned ${k}: give an integer from 0 to 2^29 − 1, or a string`);
    return k;
  };
  const hooks = {
    choose:
      choose === undefined ? undefined : (seat: number, legal: number[]) => (chosen = choose(SEATS[seat] as Seat, legal.map(codeCard), state).map(cardCode)),
    key: key === undefined ? undefined : () => idOf(key(state)),
    equivalence: o.equivalence ?? choose === undefined,
  };
  const made = searchOf(p, side, maxes, hooks, o.budget);
  search = made.search;
  // Stepped from a guess, the move order's own line of play, as `solve` does. Where every
  // player minimises, the line their first cards make is one the constraints allow: the value
  // is at most its tricks, the tests start there.
  const most = o.objective === 'min' ? Math.min(made.left, search.losingLine()) : made.left;
  const total = o.objective === 'min' ? search.valueFrom(0, most, most) : search.valueFrom(0, made.left, search.playout());
  // The line: at each turn, a card that keeps the value, the first of them in `choose`'s order.
  const line: SolverPlay[] = [];
  const t = search.t;
  while (t.h.some((m) => m !== 0)) {
    const seat = t.toPlay();
    const n = search.moves(seat, 0);
    const cards = Array.from({ length: n }, (_, i) => search!.card(i));
    // The counted side's cards in `choose`'s order (its preference); the other side's in the
    // search's own, where the first that keeps the value is mostly the one the search found.
    if (choose !== undefined && (seat & 1) === side) cards.sort((a, b) => chosen.indexOf(a) - chosen.indexOf(b));
    const max = maxes[seat] === true;
    const pick = cards.find((c) => (max ? search!.testAfter(seat, c, total) : !search!.testAfter(seat, c, total + 1))) ?? cards[0]!;
    line.push({ seat: SEATS[seat] as Seat, card: codeCard(pick) });
    search.commit(seat, pick);
  }
  return { tricks: total, line, nodes: search.nodes };
}

/** A live view of a search for the hooks. */
function stateView(s: () => Search): PlayState {
  return {
    get played() {
      return s().history.map((x) => ({ seat: SEATS[x >> 6] as Seat, card: codeCard(x & 63) }));
    },
    get codes() {
      return s().history;
    },
    get trick() {
      const t = s().t;
      const cards: Card[] = [];
      for (let i = 0; i < t.len; i++) cards.push(codeCard(t.tSuit[i]! * 16 + t.tBit[i]!));
      return { leader: SEATS[t.leader] as Seat, cards };
    },
    get won() {
      const x = s();
      const mine = x.won;
      const theirs = x.done - x.won;
      return x.side === 0 ? { NS: mine, EW: theirs } : { NS: theirs, EW: mine };
    },
    hand(seat: Seat) {
      return maskCards(s().t.h, SEATS.indexOf(seat));
    },
    holding(seat: number, suit: number) {
      return s().t.h[seat * 4 + suit]!;
    },
  };
}
