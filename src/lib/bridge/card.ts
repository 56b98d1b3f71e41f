/**
 * Cards as two-letter tokens, suit first: `SA` is the ace of spades, `HT` the ten of hearts.
 * A played card may be partly known: `D?` is a diamond of unstated rank, `?` any card.
 */
import { bridgeError, err, ok, type Result } from './result.ts';
import { isRank, isSuit, rankIndex, rankLabel, RANKS, SUIT_SYMBOLS, SUITS, UNKNOWN, type Rank, type Suit, type Unknown } from './vocabulary.ts';

/**
 * A card: suit letter then rank letter (`SA`, `HT`, `C2`).
 * @example const c: Card = 'HT'; // ten of hearts
 */
export type Card = `${Suit}${Rank}`;
/**
 * A card as a trick records it: a card, a suit with unstated rank (`D?`), or unknown (`?`).
 * @example const cards: PlayedCard[] = ['CK', 'CA', '?', 'D?'];
 */
export type PlayedCard = Card | `${Suit}${Unknown}` | Unknown;

/**
 * The 52 cards, spades first, each suit from the ace down.
 * @example ALL_CARDS.length // 52; ALL_CARDS[0] // 'SA'
 */
export const ALL_CARDS: readonly Card[] = /* @__PURE__ */ SUITS.flatMap((s) => RANKS.map((r): Card => `${s}${r}`));

/**
 * Builds a card token.
 * @example card('H', 'T') // 'HT'
 */
export function card(suit: Suit, rank: Rank): Card {
  return `${suit}${rank}`;
}

/**
 * The suit of a card or of a partly known card; undefined for `?`.
 * @example cardSuit('HT') // 'H'; cardSuit('D?') // 'D'; cardSuit('?') // undefined
 */
export function cardSuit(c: Card | `${Suit}${Unknown}`): Suit;
export function cardSuit(c: PlayedCard): Suit | undefined;
export function cardSuit(c: PlayedCard): Suit | undefined {
  return c === UNKNOWN ? undefined : (c[0] as Suit);
}

/**
 * The rank of a card; undefined when it is not known.
 * @example cardRank('HT') // 'T'; cardRank('D?') // undefined
 */
export function cardRank(c: Card): Rank;
export function cardRank(c: PlayedCard): Rank | undefined;
export function cardRank(c: PlayedCard): Rank | undefined {
  const r = c === UNKNOWN ? undefined : c[1];
  return isRank(r) ? r : undefined;
}

/**
 * Returns true when the card is fully known (suit and rank).
 * @example isKnownCard('SA') // true; isKnownCard('S?') // false
 */
export function isKnownCard(c: PlayedCard): c is Card {
  return cardRank(c) !== undefined;
}

/**
 * Parses a card token (`SA`, `HT`); `10` is refused with a hint to write `T`.
 * @example parseCard('ST') // { ok: true, value: 'ST' }
 * @example parseCard('S10') // { ok: false, error: { code: 'pbn-ten', position: 1, … } }
 */
export function parseCard(text: string): Result<Card> {
  const r = parsePlayedCard(text);
  if (!r.ok) return r;
  if (!isKnownCard(r.value)) {
    return err(bridgeError('card-rank', `"${text}" is not a known card: give its rank`, { position: 1, card: text }));
  }
  return ok(r.value);
}

/**
 * Parses a card token that may be partly unknown: `SA`, `S?` (a spade) or `?` (any card).
 * @example parsePlayedCard('D?') // { ok: true, value: 'D?' }
 * @example parsePlayedCard('XA') // { ok: false, error: { code: 'card-suit', position: 0, … } }
 */
export function parsePlayedCard(text: string): Result<PlayedCard> {
  if (text === UNKNOWN) return ok(UNKNOWN);
  const suit = text[0];
  const rank = text.slice(1);
  if (!isSuit(suit)) {
    const hint = suit !== undefined && isSuit(suit.toUpperCase()) ? ` (suit letters are upper case: "${suit.toUpperCase()}")` : ' (use S, H, D or C)';
    return err(bridgeError('card-suit', `unknown suit "${suit ?? ''}" in card "${text}"${hint}`, { position: 0, card: text }));
  }
  if (rank === '10') {
    return err(bridgeError('pbn-ten', `write the ten as "T", not "10": "${suit}T"`, { position: 1, card: text }));
  }
  if (rank !== UNKNOWN && !isRank(rank)) {
    return err(bridgeError('card-rank', `unknown rank "${rank}" in card "${text}" (use A K Q J T 9 … 2 or ?)`, { position: 1, card: text }));
  }
  return ok(`${suit}${rank as Rank | Unknown}` as PlayedCard);
}

/**
 * Formats a card token; the inverse of {@link parsePlayedCard}.
 * @example formatCard('HT') // 'HT'
 */
export function formatCard(c: PlayedCard): string {
  return c;
}

/**
 * Formats a card for readers: suit symbol then rank, `10` for the ten.
 * @example formatCardSymbol('HT') // '♥10'; formatCardSymbol('?') // '?'
 */
export function formatCardSymbol(c: PlayedCard): string {
  const suit = cardSuit(c);
  if (suit === undefined) return UNKNOWN;
  return `${SUIT_SYMBOLS[suit]}${rankLabel(cardRank(c) ?? UNKNOWN)}`;
}

/**
 * Orders cards as a diagram lists them: by suit (spades first), then highest rank first.
 * @example ['C2', 'SA', 'SK'].sort(compareCards) // ['SA', 'SK', 'C2']
 */
export function compareCards(a: Card, b: Card): number {
  const bySuit = SUITS.indexOf(a[0] as Suit) - SUITS.indexOf(b[0] as Suit);
  return bySuit !== 0 ? bySuit : rankIndex(a[1] as Rank) - rankIndex(b[1] as Rank);
}
