/**
 * The order of play behind an incident, for the laws of leads and plays out of turn: whose lead
 * or turn it was, and the first card led or played out of order — a lead by the wrong player
 * (45E, 53–56), a lead to the next trick or a play before the player's turn (57), cards led or
 * played together (58). Declarer's designation of a card of dummy counts as dummy's card.
 * Declarer's own early plays (not leads) are noted on the way: they stand, and they decide
 * whether declarer "has played from both hands" (57C1).
 */
import { nextSeat, type PlayedCard, type Seat } from '../bridge/index.ts';
import { winner, type Board } from './board.ts';
import { resolveSays } from './designation/designation.ts';
import type { Deemed } from './designation/deemed.ts';
import type { IncidentEvent } from './types.ts';

/** A card put on the table in the incident: from a hand, or dummy's card declarer designated. */
export interface Move {
  readonly fact: number;
  /** The hand the card comes from (dummy's seat for a card of dummy). */
  readonly seat: Seat;
  readonly card: PlayedCard;
  /** Played "to the next trick" (`trick: 'next'`). */
  readonly next?: boolean;
  /** The designation that named dummy's card (Law 46), when it came from one. */
  readonly deemed?: Extract<Deemed, { kind: 'card' }>;
}

/** A trick as the incident builds it: who led, and each seat's card in the order they came. */
export interface LiveTrick {
  readonly leader: Seat | undefined;
  readonly cards: ReadonlyMap<Seat, { readonly card: PlayedCard; readonly fact?: number }>;
  /** Dummy suggested a card, or played one before his turn, in this trick (57C2). */
  readonly dummyActed: boolean;
}

/** The first card led or played out of order. */
export type Irregularity =
  /** A lead by a player whose lead it was not (`proper`: whose it was, when known); `finished`: put on the situation's complete trick (45E). */
  | {
      readonly kind: 'lead';
      readonly move: Move;
      readonly proper: Seat | undefined;
      readonly finished: boolean;
      readonly opening: boolean;
      readonly trick: LiveTrick;
    }
  /** A lead to the next trick before the trick in progress is complete (57A), or a play before the player's turn. */
  | { readonly kind: 'early-lead' | 'out-of-turn'; readonly move: Move; readonly due: Seat | undefined; readonly trick: LiveTrick }
  /** Cards led or played at the same moment (58). */
  | {
      readonly kind: 'simultaneous';
      readonly fact: number;
      readonly plays: Extract<IncidentEvent, { type: 'simultaneous' }>['plays'];
      readonly due: Seat | undefined;
      readonly trick: LiveTrick;
    };

/** What the order of play shows: the first irregularity, and declarer's early plays before it. */
export interface PlayOrder {
  readonly irregular?: Irregularity;
  /** Declarer's cards (from his hand or dummy) played before their turn, which stand (no law rectifies them). */
  readonly early: readonly Move[];
}

/** Is the trick about to be led the first of the play: the situation says no trick has been won yet? */
export function isOpening(b: Board): boolean {
  const w = b.tricksWon;
  if (w === undefined || (w.declarer === undefined && w.defenders === undefined)) return false;
  return (w.declarer ?? 0) + (w.defenders ?? 0) === 0 && (b.trick === undefined || b.trick.cards.length === 0);
}

/** Whose lead it is at the start of the incident, when the trick in progress is empty, complete or not given. */
export function properLeader(b: Board): Seat | undefined {
  if (isOpening(b)) return nextSeat(b.declarer);
  const t = b.trick;
  if (t === undefined) return b.onLead;
  if (t.cards.length === 0) return t.leader;
  if (t.cards.length === 4) return winner(t.cards, t.leader, b.trump) ?? b.onLead;
  return undefined;
}

/** The seat due to play to a trick in progress: the first seat from the leader without a card. */
export function dueSeat(t: LiveTrick): Seat | undefined {
  if (t.leader === undefined) return undefined;
  for (let i = 0; i < 4; i++) {
    const s = nextSeat(t.leader, i);
    if (!t.cards.has(s)) return s;
  }
  return undefined;
}

/** The card a fact puts on the table, if it is a card led or played (a designation resolved on the board). */
export function moveOf(b: Board, e: IncidentEvent, fact: number): Move | undefined {
  if (e.type === 'play' && e.attempted !== true) return { fact, seat: e.seat, card: e.card, ...(e.trick === 'next' ? { next: true } : {}) };
  if (e.type === 'designate' && e.kind === 'designation') {
    const d = resolveSays(b, e.says);
    if (d.kind === 'card') return { fact, seat: b.dummy, card: d.card, deemed: d };
  }
  return undefined;
}

const initial = (b: Board): LiveTrick => {
  const t = b.trick;
  const cards = new Map<Seat, { card: PlayedCard }>();
  if (t) t.cards.forEach((card, i) => cards.set(nextSeat(t.leader, i), { card }));
  return { leader: t?.leader, cards, dummyActed: false };
};

/** The winner of a complete trick built in the incident, when its cards show it. */
function winnerOf(b: Board, t: LiveTrick): Seat | undefined {
  if (t.leader === undefined || t.cards.size < 4) return undefined;
  const cards = [0, 1, 2, 3].map((i) => t.cards.get(nextSeat(t.leader as Seat, i))?.card ?? '?') as PlayedCard[];
  return winner(cards, t.leader, b.trump);
}

/**
 * Walks the incident's cards in order and returns the first one led or played out of order.
 * `leadIsIrregular`: the facts say a lead was out of turn (a statement accepting or refusing it)
 * although the situation does not say whose lead it was.
 * @example playOrder(makeBoard({ hands: {}, declarer: 'S', trick: 'N:' }, []), [{ type: 'play', seat: 'W', card: 'SA' }]).irregular?.kind // 'lead'
 */
export function playOrder(b: Board, events: readonly IncidentEvent[], leadIsIrregular = false): PlayOrder {
  let live = initial(b);
  let toLead = properLeader(b);
  let situationTrick = true;
  const early: Move[] = [];
  const snapshot = (t: LiveTrick): LiveTrick => ({ ...t, cards: new Map(t.cards) });
  /** Whose card is due now: the lead's (the trick empty or complete) or the next seat's. */
  const dueNow = (): Seat | undefined => {
    const size = live.cards.size;
    if (size === 4) return winnerOf(b, live) ?? (situationTrick ? b.onLead : undefined);
    return size === 0 ? toLead : dueSeat(live);
  };
  /** One card in the order of play: the irregularity it is, or undefined when it is in order (or declarer's early play). */
  const place = (m: Move): Irregularity | undefined => {
    const size = live.cards.size;
    if (size === 0 || size === 4) {
      const proper = dueNow();
      if ((proper !== undefined && m.seat !== proper) || (proper === undefined && leadIsIrregular)) {
        return {
          kind: 'lead',
          move: m,
          proper,
          finished: size === 4 && situationTrick && b.trick?.cards.length === 4,
          opening: situationTrick && size === 0 && isOpening(b),
          trick: snapshot(live),
        };
      }
      live = { leader: m.seat, cards: new Map([[m.seat, { card: m.card, fact: m.fact }]]), dummyActed: false };
      situationTrick = false;
      toLead = undefined;
      return undefined;
    }
    const due = dueSeat(live);
    if (m.next) return { kind: 'early-lead', move: m, due, trick: snapshot(live) };
    if (m.seat !== due) {
      const declarerSide = m.seat === b.declarer || m.seat === b.dummy;
      if (!declarerSide || live.cards.has(m.seat)) return { kind: 'out-of-turn', move: m, due, trick: snapshot(live) };
      early.push(m);
    }
    const cards = new Map(live.cards);
    cards.set(m.seat, { card: m.card, fact: m.fact });
    live = { ...live, cards };
    return undefined;
  };
  for (const [fact, e] of events.entries()) {
    if (e.type === 'simultaneous') {
      const due = dueNow();
      const several = new Set(e.plays.map((p) => p.seat)).size > 1;
      // 58A needs a legal card among them; without one, each is a card led or played out of turn, in the order given.
      if (!several || due === undefined || e.plays.some((p) => p.seat === due && p.faceDown !== true)) {
        return { irregular: { kind: 'simultaneous', fact, plays: e.plays, due, trick: snapshot(live) }, early };
      }
      for (const p of e.plays) {
        const x = place({ fact, seat: p.seat, card: p.card });
        if (x) return { irregular: x, early };
      }
      continue;
    }
    if (e.type === 'suggest' && e.seat === b.dummy) live = { ...live, dummyActed: true };
    if (e.type === 'withdraw' && live.cards.get(e.seat)?.card === e.card) {
      const cards = new Map(live.cards);
      cards.delete(e.seat);
      live = { ...live, cards };
    }
    const m = moveOf(b, e, fact);
    const x = m && place(m);
    if (x) return { irregular: x, early };
  }
  return { early };
}
