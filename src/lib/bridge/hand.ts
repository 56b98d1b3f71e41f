/**
 * A hand as a diagram shows it, written in PBN: four dot-separated suits, spades first
 * (`KJ852.T963.52.A32`), `T` for the ten, `?` for an unknown card, `-` for a hand not shown.
 *
 * Partial diagrams extend PBN with a `shown` list of suits kept beside the string: an empty suit
 * between dots is a void only when its suit is shown; otherwise the diagram does not show that
 * suit (and it must be empty). `parseHand('..AKQT652.', ['D'])` shows diamonds only.
 */
import type { Card } from './card.ts';
import { formatHolding, knownRanks, parseHolding, type Holding } from './holding.ts';
import { bridgeError, err, ok, type Result } from './result.ts';
import { SUIT_SYMBOLS, SUITS, type Suit } from './vocabulary.ts';

/**
 * A hand as shown: a holding for each shown suit (empty = void); suits not shown are absent.
 * @example const north: HandSetup = { D: ['A', 'K', 'Q', 'T', '6', '5', '2'] }; // diamonds only (booklet case 8)
 */
export type HandSetup = Readonly<Partial<Record<Suit, Holding>>>;

/**
 * The mark PBN uses for a hand that is not shown.
 * @example parseHand(HAND_NOT_SHOWN) // { ok: true, value: null }
 */
export const HAND_NOT_SHOWN = '-';

/**
 * The most cards a hand can hold.
 * @example handSize(hand) <= HAND_SIZE
 */
export const HAND_SIZE = 13;

/**
 * Parses a PBN hand. `shown` lists the suits the diagram shows (default: all four);
 * returns `null` for `-` (a hand not shown).
 * @example parseHand('AQ...', ['S']) // { ok: true, value: { S: ['A', 'Q'] } }
 * @example parseHand('.64.Q96.') // { ok: true, value: { S: [], H: ['6','4'], D: ['Q','9','6'], C: [] } }
 * @example parseHand('AQ.K') // { ok: false, error: { code: 'pbn-suits', … } }
 */
export function parseHand(text: string, shown: readonly Suit[] = SUITS): Result<HandSetup | null> {
  if (text === HAND_NOT_SHOWN) return ok(null);
  const groups = text.split('.');
  if (groups.length !== 4) {
    const position = groups.length > 4 ? nthDot(text, 4) : text.length;
    return err(bridgeError('pbn-suits', `a hand has four suits separated by three dots (S.H.D.C); found ${groups.length}`, { position }));
  }
  const hand: Partial<Record<Suit, Holding>> = {};
  let offset = 0;
  let size = 0;
  for (const [i, suit] of SUITS.entries()) {
    const group = groups[i] as string;
    const parsed = parseHolding(group, offset);
    if (!parsed.ok) return err({ ...parsed.error, suit });
    if (shown.includes(suit)) hand[suit] = parsed.value;
    else if (group.length > 0) {
      return err(
        bridgeError(
          'suit-not-shown',
          `cards "${group}" are given for ${SUIT_SYMBOLS[suit]}, which this hand does not show (add "${suit}" to shown, or leave the suit empty)`,
          { position: offset, suit },
        ),
      );
    }
    size += parsed.value.length;
    offset += group.length + 1;
  }
  if (size > HAND_SIZE) {
    return err(bridgeError('hand-size', `a hand holds at most 13 cards; this one has ${size}`, { position: 0 }));
  }
  return ok(hand);
}

function nthDot(text: string, n: number): number {
  let seen = 0;
  for (let i = 0; i < text.length; i++) if (text[i] === '.' && ++seen === n) return i;
  return text.length;
}

/**
 * Formats a hand in PBN; the inverse of {@link parseHand} (suits not shown print empty; use
 * {@link shownSuits} for the `shown` list).
 * @example formatHand({ S: ['A', 'Q'] }) // 'AQ...'; formatHand(null) // '-'
 */
export function formatHand(hand: HandSetup | null): string {
  if (hand === null) return HAND_NOT_SHOWN;
  return SUITS.map((s) => formatHolding(hand[s] ?? [])).join('.');
}

/**
 * The suits a hand shows, in PBN order.
 * @example shownSuits({ D: ['A'], S: [] }) // ['S', 'D']
 */
export function shownSuits(hand: HandSetup): readonly Suit[] {
  return SUITS.filter((s) => hand[s] !== undefined);
}

/**
 * Returns true when the hand shows all four suits.
 * @example isFullyShown({ S: [], H: ['A'], D: [], C: [] }) // true
 */
export function isFullyShown(hand: HandSetup): boolean {
  return shownSuits(hand).length === SUITS.length;
}

/**
 * The number of cards shown, unknown cards included.
 * @example handSize({ S: ['?', '9', '?'] }) // 3
 */
export function handSize(hand: HandSetup): number {
  return SUITS.reduce((n, s) => n + (hand[s]?.length ?? 0), 0);
}

/**
 * The named cards of a hand, spades first, highest first.
 * @example handCards({ S: ['A'], H: ['T', '?'] }) // ['SA', 'HT']
 */
export function handCards(hand: HandSetup): readonly Card[] {
  return SUITS.flatMap((s) => knownRanks(hand[s] ?? []).map((r): Card => `${s}${r}`));
}
