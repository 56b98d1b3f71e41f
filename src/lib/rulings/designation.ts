/**
 * Law 46: which card of dummy declarer's words designate. A full card (46A), "high" / "win it" /
 * "low" (46B1), a suit without rank (46B2), a rank without suit (46B3, `rank-only.ts`), a card
 * dummy does not hold (46B4), "play anything" (46B5); pointing (`pointing.ts`), instructions for
 * several tricks (`instructions.ts`) and "ruff" (`ruff.ts`). Pure: the board in, the deemed card
 * (or why none) out.
 */
import { cardRank, cardSuit, rankIndex, SUITS, type Card, type PlayedCard, type Suit } from '../bridge/index.ts';
import { beats, holds, suitCards, winningCard, type Board } from './board.ts';
import { instructionNow, isInstruction } from './instructions.ts';
import { pointing } from './pointing.ts';
import { byRank } from './rank-only.ts';
import { ruffWords } from './ruff.ts';
import type { DeemedReason, OpenReason } from './reasons/en.ts';
import type { Says } from './types.ts';

/** What words designate under Law 46. */
export type Deemed =
  | { readonly kind: 'card'; readonly card: Card; readonly law: string; readonly reason: DeemedReason }
  /**
   * 46B4: the named card is not in dummy; the designation is void. `named` is the card, a rank
   * (`Q`) or a suit (`S?`); `reason` says which (`void`, `void-rank`, `void-suit`), or "ruff" in
   * notrump (`ruff-notrump`).
   */
  | { readonly kind: 'void'; readonly law: '46B4'; readonly named: string; readonly reason?: 'void' | 'void-rank' | 'void-suit' | 'ruff-notrump' }
  /** 46B5: no suit and no rank; either defender designates. */
  | { readonly kind: 'defenders-choose'; readonly law: '46B5' }
  /**
   * The words fit more than one card (46B3(b)) or no card the diagram shows: declarer designates
   * (under `optionLaws`, 46A when not given), or, with `finding`, the director finds which card
   * the words and gestures designated.
   */
  | {
      readonly kind: 'open';
      readonly law: string;
      readonly reason: OpenReason;
      readonly among: readonly Card[];
      readonly optionLaws?: readonly string[];
      readonly finding?: 'intended';
    };

const low = (cards: readonly Card[]) => cards.at(-1);
const byRankDesc = (a: Card, b: Card) => rankIndex(cardRank(a)) - rankIndex(cardRank(b));

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

/**
 * The card of dummy declarer's words designate.
 * @example resolveSays(board, { suit: 'S' }) // { kind: 'card', card: 'S2', law: '46B2', … }
 */
export function resolveSays(b: Board, says: Says): Deemed {
  if (says.pointsAt !== undefined) return pointing(b, says, resolveSays);
  if (says.ruff) return ruffWords(b, says, resolveSays);
  if (isInstruction(says)) return instructionNow(b, says, resolveSays);
  if (says.card !== undefined) {
    if (holds(b, b.dummy, says.card) === false) return { kind: 'void', law: '46B4', named: says.card, reason: 'void' };
    return { kind: 'card', card: says.card, law: '46A', reason: 'named' };
  }
  if (says.anything) return { kind: 'defenders-choose', law: '46B5' };
  const trickCards = b.trick && b.trick.cards.length < 4 ? b.trick.cards : [];
  if (says.suit !== undefined && says.rank !== undefined) return resolveSays(b, { card: `${says.suit}${says.rank}` as Card });
  if (says.rank !== undefined) return byRank(b, says.rank);
  const legal = legalCards(b);
  const suit = says.suit ?? (says.size !== 'win' ? legal.led : undefined);
  if (says.size === 'win') return winIt(b, suit, trickCards);
  if (suit === undefined)
    return { kind: 'open', law: says.size === 'high' ? '46B1(a)' : says.size === 'low' ? '46B1(c)' : '46A', reason: 'no-suit', among: [] };
  const { cards, complete } = suitCards(b, b.dummy, suit);
  if (cards.length === 0 && complete) return { kind: 'void', law: '46B4', named: `${suit}?`, reason: 'void-suit' };
  if (says.size === 'high') {
    const c = complete || b.hands[b.dummy]?.[suit]?.[0] !== '?' ? cards[0] : undefined;
    return c ? { kind: 'card', card: c, law: '46B1(a)', reason: 'high' } : { kind: 'open', law: '46B1(a)', reason: 'unknown', among: cards };
  }
  const c = complete ? low(cards) : undefined;
  const law = says.size === 'low' ? '46B1(c)' : '46B2';
  return c ? { kind: 'card', card: c, law, reason: says.size === 'low' ? 'low' : 'suit' } : { kind: 'open', law, reason: 'unknown', among: cards };
}

/** 46B1(b): the lowest card that wins the trick, of `suit` when one was named. */
function winIt(b: Board, suit: Suit | undefined, trickCards: readonly PlayedCard[]): Deemed {
  const legal = legalCards(b);
  const pool = (suit === undefined ? legal.cards : legal.cards.filter((c) => c[0] === suit)).slice().sort(byRankDesc);
  const best = winningCard(trickCards, b.trump);
  const led = legal.led;
  const winners = best === undefined ? [] : pool.filter((c) => beats(c, best, led, b.trump));
  // Lowest winner: a card of the led suit before a trump, then the lowest rank.
  const rankOf = (c: Card) => (c[0] === b.trump && led !== b.trump ? 100 : 0) - rankIndex(cardRank(c));
  const pick = winners.sort((x, y) => rankOf(x) - rankOf(y))[0];
  if (pick !== undefined && legal.complete) return { kind: 'card', card: pick, law: '46B1(b)', reason: 'win' };
  return { kind: 'open', law: '46B1(b)', reason: best === undefined ? 'no-suit' : legal.complete ? 'no-winner' : 'unknown', among: [] };
}
