/**
 * The lead from dummy and the trick before it: is dummy leading now, and with which card did dummy
 * win the preceding trick? A rank without a suit in leading continues the suit dummy won the
 * preceding trick with (46B3(a)); a continuing instruction goes on only while dummy keeps winning.
 * Unknowns stay unknown: `undefined` is "the situation does not say".
 */
import { cardSuit, isKnownCard, nextSeat, type Card, type Suit } from '../../bridge/index.ts';
import { winner, type Board } from '../board.ts';

/** Is the card to be designated a lead (the trick in progress not yet begun, or complete)? undefined when there is no trick. */
export function isLead(b: Board): boolean | undefined {
  if (b.trick === undefined) return undefined;
  return b.trick.cards.length === 0 || b.trick.cards.length === 4;
}

/**
 * How dummy stands to the preceding trick: `{ card }` when dummy won it with that card, `'other'`
 * when another player won it, undefined when the situation does not say. The preceding trick is
 * the trick in progress when it is complete (four cards), else `lastTrick` or `wonWith`.
 * @example dummyWon(makeBoard({ hands: {}, declarer: 'S', trick: 'N:', lastTrick: 'N:SA S2 S5 S9' }, [])) // { card: 'SA' }
 */
export function dummyWon(b: Board): { readonly card: Card } | 'other' | undefined {
  const t = b.trick?.cards.length === 4 ? b.trick : b.lastTrick;
  if (t) {
    const seat = winner(t.cards, t.leader, b.trump);
    if (seat === undefined) return undefined;
    if (seat !== b.dummy) return 'other';
    const card = t.cards.find((_, i) => nextSeat(t.leader, i) === b.dummy);
    return card !== undefined && isKnownCard(card) ? { card } : undefined;
  }
  if (b.trick?.cards.length === 0 && b.trick.leader !== b.dummy) return 'other';
  return b.wonWith ? { card: b.wonWith } : undefined;
}

/** The suit dummy won the preceding trick with, when dummy won it and the situation says so. */
export function wonSuit(b: Board): Suit | undefined {
  const w = dummyWon(b);
  return typeof w === 'object' ? cardSuit(w.card) : undefined;
}

/**
 * Who leads now: `'dummy'` when dummy is on lead (the trick in progress not begun with dummy as
 * leader, or complete and won by dummy), `'other'` when another player is, undefined when unknown.
 */
export function dummyLeads(b: Board): 'dummy' | 'other' | undefined {
  const t = b.trick;
  if (t === undefined) return undefined;
  if (t.cards.length === 0) return t.leader === b.dummy ? 'dummy' : 'other';
  if (t.cards.length === 4) {
    const w = dummyWon(b);
    return w === undefined ? (b.onLead === undefined ? undefined : b.onLead === b.dummy ? 'dummy' : 'other') : w === 'other' ? 'other' : 'dummy';
  }
  return undefined;
}
