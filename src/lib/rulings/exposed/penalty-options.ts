/**
 * Declarer's choices when a defender is to lead while his partner has major penalty cards
 * (Law 50D2, 51B): require the lead of a penalty card's suit or forbid it — the penalty cards of
 * that suit are then picked up, the others stay (51B2(b)); with penalty cards in several suits he
 * may forbid them all, and all are picked up (51B2(a)) — or leave the lead free, and every penalty
 * card stays (50D2(b)). Each option says who chooses, the suit, the laws and what becomes of
 * each card.
 */
import { SUITS, type Seat, type Suit } from '../../bridge/index.ts';
import type { CardAt, PenaltyCard, RulingOption } from '../types.ts';

const at = (ps: readonly PenaltyCard[]): CardAt[] => ps.map((p) => ({ seat: p.seat, card: p.card }));
/** The suits of the major penalty cards, in the order ♠ ♥ ♦ ♣ (a card of unknown suit gives none). */
export const penaltySuits = (cards: readonly PenaltyCard[]): Suit[] => SUITS.filter((s) => cards.some((p) => p.kind === 'major' && p.card[0] === s));

/**
 * The options for the lead of the partner of the defender who has `cards` (his penalty cards).
 * None when he has no major penalty card (a minor one restricts no lead, 50C).
 * @example leadOptions('S', [{ seat: 'E', card: 'SK', kind: 'major' }]).map((o) => o.action) // ['require-lead', 'forbid-lead', 'free-lead']
 */
export function leadOptions(declarer: Seat, cards: readonly PenaltyCard[]): RulingOption[] {
  const suits = penaltySuits(cards);
  if (suits.length === 0) return [];
  const who = [declarer];
  const out: RulingOption[] = [];
  const split = (suit: Suit) => {
    const inSuit = cards.filter((p) => p.card[0] === suit);
    const others = cards.filter((p) => p.card[0] !== suit);
    return { inSuit, then: { pickedUp: at(inSuit), ...(others.length > 0 ? { remain: others } : {}) } };
  };
  for (const suit of suits) {
    const { inSuit, then } = split(suit);
    out.push({
      who,
      action: 'require-lead',
      suit,
      laws: ['50D2(a)', ...(inSuit.length > 1 ? ['51B1(a)'] : []), ...(suits.length > 1 ? ['51B2(b)'] : [])],
      then,
    });
  }
  if (suits.length === 1) {
    const { inSuit, then } = split(suits[0]!);
    out.push({ who, action: 'forbid-lead', suit: suits[0]!, laws: ['50D2(a)', ...(inSuit.length > 1 ? ['51B1(b)'] : [])], then });
  } else out.push({ who, action: 'forbid-lead', cards: cards.map((p) => p.card), laws: ['50D2(a)', '51B2(a)'], then: { pickedUp: at(cards) } });
  out.push({ who, action: 'free-lead', laws: ['50D2(b)'], then: { remain: cards } });
  return out;
}

/** Is this option a lead option about the penalty cards of `seat`? */
export const isLeadOptionFor = (o: RulingOption, seat: Seat): boolean =>
  (o.action === 'require-lead' || o.action === 'forbid-lead' || o.action === 'free-lead') &&
  [...(o.then?.pickedUp ?? []), ...(o.then?.remain ?? [])].some((p) => p.seat === seat);
