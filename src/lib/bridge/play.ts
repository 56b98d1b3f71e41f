/**
 * Replays tricks against a diagram: every played card must come from the hand that held it and
 * follow suit unless the player was void (or the trick records the card as a revoke). Works on
 * partial diagrams: what a diagram does not show (a hand, a suit, an unknown card) is not held
 * against the play.
 */
import { cardRank, cardSuit, formatCardSymbol, type PlayedCard } from './card.ts';
import type { HandSetup } from './hand.ts';
import { withoutCard, type Holding } from './holding.ts';
import { bridgeError, type BridgeError } from './result.ts';
import type { DealSetup } from './setup.ts';
import { trickPlays, type Play, type Trick } from './trick.ts';
import { SEATS, SUIT_SYMBOLS, UNKNOWN, type Seat, type Suit } from './vocabulary.ts';

/**
 * What {@link validatePlay} returns: the problems found and the holdings left.
 * @example const { errors, remaining } = validatePlay(setup, tricks);
 */
export interface PlayCheck {
  readonly errors: readonly BridgeError[];
  /** The diagram after the play (cards of unstated rank are not removed). */
  readonly remaining: DealSetup;
}

type Hands = Partial<Record<Seat, Partial<Record<Suit, Holding>>>>;

/** Cards of unstated identity that have left each hand: per suit (`D?`) and of any suit (`?`). */
interface Pending {
  readonly bySuit: Partial<Record<Seat, Partial<Record<Suit, number>>>>;
  readonly any: Partial<Record<Seat, number>>;
}

/**
 * Replays `tricks` (oldest first, the last one may be in progress) from the holdings of `setup`,
 * then `loose` plays (cards put on the table outside a trick's order, e.g. a fifth card), which
 * are checked for possession only.
 * @example validatePlay(case1Setup, [{ leader: 'E', cards: ['SA', 'ST', 'S3', 'S2'] }]).errors // []
 * @example validatePlay({ S: { S: ['3'] } }, [{ leader: 'S', cards: ['S2'] }]).errors
 * // [{ code: 'card-not-held', seat: 'S', card: 'S2', message: 'S plays ♠2, which S does not hold', trick: 0 }]
 */
export function validatePlay(setup: DealSetup, tricks: readonly Trick[], loose: readonly Play[] = []): PlayCheck {
  const hands: Hands = {};
  for (const seat of SEATS) if (setup[seat] !== undefined) hands[seat] = { ...setup[seat] };
  const pending: Pending = { bySuit: {}, any: {} };
  const errors: BridgeError[] = [];
  for (const [index, trick] of tricks.entries()) {
    if (trick.cards.length > 4) {
      errors.push(bridgeError('trick-size', `a trick has at most four cards; trick ${index + 1} has ${trick.cards.length}`, { trick: index }));
    }
    const led = trick.cards[0] === undefined ? undefined : cardSuit(trick.cards[0]);
    for (const [i, play] of trickPlays(trick).entries()) {
      if (i > 0 && i < 4) errors.push(...followErrors(hands, pending, play, led, trick, index));
      const e = takeCard(hands, pending, play);
      if (e !== undefined) errors.push({ ...e, trick: index });
    }
    for (const seat of trick.revokes ?? []) {
      const position = trickPlays(trick).findIndex((p) => p.seat === seat);
      if (position <= 0) {
        const why = position === 0 ? 'leads it' : 'plays no card to it';
        errors.push(bridgeError('revoke-mark', `${seat} is marked as revoking in trick ${index + 1} but ${why}`, { seat, trick: index }));
      }
    }
  }
  for (const play of loose) {
    const e = takeCard(hands, pending, play);
    if (e !== undefined) errors.push(e);
  }
  return { errors, remaining: hands as DealSetup };
}

/** How many cards of `suit` `seat` surely still holds, or undefined when the diagram cannot tell. */
function surelyHeld(hands: Hands, pending: Pending, seat: Seat, suit: Suit): number | undefined {
  const holding = hands[seat]?.[suit];
  if (holding === undefined) return undefined;
  return holding.length - (pending.bySuit[seat]?.[suit] ?? 0) - (pending.any[seat] ?? 0);
}

function followErrors(hands: Hands, pending: Pending, play: Play, led: Suit | undefined, trick: Trick, index: number): BridgeError[] {
  const suit = cardSuit(play.card);
  const marked = trick.revokes?.includes(play.seat) ?? false;
  if (led === undefined || suit === undefined) return [];
  const left = surelyHeld(hands, pending, play.seat, led);
  const where = { seat: play.seat, card: play.card, trick: index };
  if (suit !== led && left !== undefined && left > 0 && !marked) {
    return [
      bridgeError(
        'revoke',
        `${play.seat} plays ${formatCardSymbol(play.card)} to a ${SUIT_SYMBOLS[led]} lead while holding ${SUIT_SYMBOLS[led]} (mark it as a revoke if the case says so)`,
        where,
      ),
    ];
  }
  const isVoid = hands[play.seat]?.[led]?.length === 0;
  if (marked && (suit === led || isVoid)) {
    return [
      bridgeError(
        'revoke-mark',
        `${play.seat}'s ${formatCardSymbol(play.card)} is marked as a revoke but ${suit === led ? 'follows suit' : `${play.seat} is void in ${SUIT_SYMBOLS[led]}`}`,
        where,
      ),
    ];
  }
  return [];
}

/** Removes the played card from its hand; returns an error when the hand cannot hold it. */
function takeCard(hands: Hands, pending: Pending, play: Play): BridgeError | undefined {
  const { seat, card } = play;
  const suit = cardSuit(card);
  if (suit === undefined) {
    pending.any[seat] = (pending.any[seat] ?? 0) + 1;
    return undefined;
  }
  const hand = hands[seat];
  const holding = hand?.[suit];
  if (hand === undefined || holding === undefined) return undefined;
  const rank = cardRank(card);
  const rest = rank === undefined ? withoutCard(holding, UNKNOWN) : (withoutCard(holding, rank) ?? withoutCard(holding, UNKNOWN));
  if (rest !== undefined) {
    hand[suit] = rest;
    return undefined;
  }
  if (rank === undefined && (surelyHeld(hands, pending, seat, suit) ?? 0) > 0) {
    const bySuit = (pending.bySuit[seat] ??= {});
    bySuit[suit] = (bySuit[suit] ?? 0) + 1;
    return undefined;
  }
  return bridgeError('card-not-held', `${seat} plays ${describe(card)}, which ${seat} does not hold`, { seat, card, suit });
}

function describe(card: PlayedCard): string {
  return cardRank(card) === undefined ? `a ${SUIT_SYMBOLS[card[0] as Suit]}` : formatCardSymbol(card);
}

/**
 * Lists where two diagrams differ (hand by hand, suit by suit); empty when they show the same.
 * @example setupDifferences({ N: { D: ['T', '6'] } }, { N: { D: ['T', '6'] } }) // []
 */
export function setupDifferences(actual: DealSetup, expected: DealSetup): readonly BridgeError[] {
  const errors: BridgeError[] = [];
  for (const seat of SEATS) {
    const a: HandSetup | undefined = actual[seat];
    const e: HandSetup | undefined = expected[seat];
    if (e === undefined) continue;
    for (const suit of Object.keys(e) as Suit[]) {
      const got = (a?.[suit] ?? []).join('');
      const want = (e[suit] ?? []).join('');
      if (got !== want) {
        errors.push(
          bridgeError(
            'play-result',
            `after the play ${seat} holds ${SUIT_SYMBOLS[suit]}${got || '—'}, but the diagram shows ${SUIT_SYMBOLS[suit]}${want || '—'}`,
            { seat, suit },
          ),
        );
      }
    }
  }
  return errors;
}
