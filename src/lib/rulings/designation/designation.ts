/**
 * Law 46: which card of dummy declarer's words designate. A full card (46A), "high" / "win it" /
 * "low" (46B1), a suit without rank (46B2), a rank without suit (46B3, `rank-only.ts`), a card
 * dummy does not hold (46B4), "play anything" (46B5); pointing (`pointing.ts`), instructions for
 * several tricks (`instructions.ts`) and "ruff" (`ruff.ts`). Pure: the board in, the deemed card
 * (or why none) out.
 */
import { cardRank, rankIndex, type Card, type PlayedCard, type Suit } from '../../bridge/index.ts';
import { beats, holds, suitCards, winningCard, type Board } from '../board.ts';
import { instructionNow, isInstruction } from './instructions.ts';
import { pointing } from './pointing.ts';
import { byRank } from './rank-only.ts';
import { ruffWords } from './ruff.ts';
import type { Deemed } from './deemed.ts';
import { legalCards } from './dummy-legal.ts';
import type { Says } from '../types.ts';

export type { Deemed } from './deemed.ts';
export { legalCards } from './dummy-legal.ts';

const low = (cards: readonly Card[]) => cards.at(-1);
const byRankDesc = (a: Card, b: Card) => rankIndex(cardRank(a)) - rankIndex(cardRank(b));

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
