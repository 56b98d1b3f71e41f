/** The cards dummy may legally play at a point of the play, for the laws of designation (46). */
import { cardSuit, SUITS, type Card, type Suit } from '../../bridge/index.ts';
import { suitCards, type Board } from '../board.ts';

/** Cards dummy may legally play now (following suit when able); `complete` when the diagram shows them all. */
export function legalCards(b: Board): { cards: Card[]; complete: boolean; led?: Suit } {
  const cards = b.trick?.cards ?? [];
  const first = cards[0];
  const led = first !== undefined && cards.length < 4 ? cardSuit(first) : undefined;
  if (led !== undefined) {
    const follow = suitCards(b, b.dummy, led);
    if (follow.cards.length > 0) return { cards: follow.cards, complete: follow.complete, led };
    if (!follow.complete) return { cards: [], complete: false, led };
  }
  const all = SUITS.map((s) => suitCards(b, b.dummy, s));
  return { cards: all.flatMap((x) => x.cards), complete: all.every((x) => x.complete), ...(led ? { led } : {}) };
}
