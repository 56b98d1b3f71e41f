/**
 * The order of play behind an incident: every card fact replayed trick by trick from the trick in
 * progress, so that a fact that cannot happen at its point of the play is named instead of ruled
 * on — a second card played to a trick the player has already played to, a card the player does
 * not hold (or has already played), a card put "to the next trick" twice. A card to the next
 * trick is counted in that trick, never ignored.
 */
import { isKnownCard, nextSeat, type PlayedCard, type Seat } from '../bridge/index.ts';
import { holds, type Board } from './board.ts';
import type { IncidentEvent } from './types.ts';

/** A fact that cannot happen where it stands, as a reason key (`impossible.<why>` in the tables) and its variables. */
export interface Impossible {
  /** Index of the fact in the incident (0-based). */
  readonly fact: number;
  readonly why: 'second-card' | 'not-held' | 'already-played' | 'next-twice';
  readonly seat: Seat;
  readonly card: PlayedCard;
  /** The card the seat already played to that trick (second-card). */
  readonly earlier?: PlayedCard;
}

type CardFact = Extract<IncidentEvent, { type: 'play' | 'expose' | 'drop' }>;
const isCardFact = (e: IncidentEvent): e is CardFact => e.type === 'play' || e.type === 'expose' || e.type === 'drop';

/**
 * The facts of `events` that cannot happen on `b`, in order.
 * @example impossibleFacts(makeBoard({ hands: { W: 'A2.3..' }, declarer: 'S', trick: 'W:SA' }, []),
 *   [{ type: 'play', seat: 'W', card: 'S2' }]) // [{ fact: 0, why: 'second-card', seat: 'W', card: 'S2', earlier: 'SA' }]
 */
export function impossibleFacts(b: Board, events: readonly IncidentEvent[]): Impossible[] {
  const out: Impossible[] = [];
  const t = b.trick;
  // Cards played to the trick in progress, by seat; and to the next trick.
  const current = new Map<Seat, PlayedCard>();
  if (t) t.cards.forEach((c, i) => current.set(nextSeat(t.leader, i), c));
  const next = new Map<Seat, PlayedCard>();
  // Where each card already played lies: the trick in progress or the next one.
  const playedTo = new Map<string, 'current' | 'next'>();
  for (const [fact, e] of events.entries()) {
    if (e.type === 'withdraw') {
      if (current.get(e.seat) === e.card) current.delete(e.seat);
      else if (next.get(e.seat) === e.card) next.delete(e.seat);
      playedTo.delete(`${e.seat}${e.card}`);
      continue;
    }
    // ── penalty cards, exposed cards, outside agency (48–52) ──: cards shown must be held.
    if (e.type === 'show') {
      const lacking = (e.cards ?? []).find((card) => isKnownCard(card) && holds(b, e.seat, card) === false);
      if (lacking) out.push({ fact, why: 'not-held', seat: e.seat, card: lacking });
      continue;
    }
    if (!isCardFact(e) || ('attempted' in e && e.attempted === true)) continue;
    const known = isKnownCard(e.card);
    const full = t !== undefined && current.size >= 4;
    const target = e.type === 'play' && (e.trick === 'next' || full) ? 'next' : 'current';
    const lies = known ? playedTo.get(`${e.seat}${e.card}`) : undefined;
    if (lies !== undefined && (e.type !== 'play' || lies !== target)) {
      out.push({ fact, why: 'already-played', seat: e.seat, card: e.card });
      continue;
    }
    if (known && lies === undefined && holds(b, e.seat, e.card) === false && !(e.type === 'play' && e.unnamed === true) && !(t?.cards.includes(e.card) && current.get(e.seat) === e.card)) {
      out.push({ fact, why: 'not-held', seat: e.seat, card: e.card });
      continue;
    }
    if (e.type !== 'play') continue;
    // A card played: to the trick in progress, or to the next one when that trick is complete or the fact says so.
    const trick = target === 'next' ? next : current;
    const earlier = trick.get(e.seat);
    if (earlier !== undefined && earlier !== e.card) {
      out.push({ fact, why: target === 'next' && e.trick === 'next' ? 'next-twice' : 'second-card', seat: e.seat, card: e.card, earlier });
      continue;
    }
    trick.set(e.seat, e.card);
    if (known) playedTo.set(`${e.seat}${e.card}`, target);
  }
  return out;
}
