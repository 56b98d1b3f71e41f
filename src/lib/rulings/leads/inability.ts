/**
 * Law 59 and the choices that bind the offender's partner: the lead restrictions of 50D2 (require
 * or forbid the suit of a penalty card) and the play restrictions of 57A (highest, lowest, another
 * suit, a suit forbidden). Each option says what it makes the partner play when the diagram shows
 * it, and that he may play any legal card when he cannot comply (59) — from the hands, never
 * guessed: when the diagram does not show the suit, neither is said.
 */
import { SUITS, type PlayedCard, type Seat, type Suit } from '../../bridge/index.ts';
import { suitCards, type Board } from '../board.ts';
import type { Edition, RulingOption } from '../types.ts';

/** Does `seat` hold a card of `suit`: true, false, or undefined when the diagram does not say. */
export function holdsSuit(b: Board, seat: Seat, suit: Suit): boolean | undefined {
  const { cards, complete } = suitCards(b, seat, suit);
  return cards.length > 0 || (b.hands[seat]?.[suit]?.length ?? 0) > 0 ? true : complete ? false : undefined;
}

/** Does `seat` hold only cards of `suit` (so that forbidding it leaves him nothing)? */
function onlySuit(b: Board, seat: Seat, suit: Suit): boolean {
  return holdsSuit(b, seat, suit) === true && SUITS.filter((s) => s !== suit).every((s) => holdsSuit(b, seat, s) === false);
}

/**
 * 50D2(a): declarer may require the offender's partner to lead the penalty card's suit, or forbid
 * it while he keeps the lead; either way the penalty card is picked up. When the partner has no
 * card of the suit (or only that suit, for the prohibition) he leads any card (59).
 * @example leadRestrictions(b, 'S', 'E', 'H')[0] // { who: ['S'], action: 'require-lead', suit: 'H', binds: 'E', laws: ['50D2(a)'] }
 */
export function leadRestrictions(b: Board, declarer: Seat, partner: Seat, suit: Suit): RulingOption[] {
  const cannotLead = holdsSuit(b, partner, suit) === false;
  const cannotAvoid = onlySuit(b, partner, suit);
  return [
    {
      who: [declarer],
      action: 'require-lead',
      suit,
      binds: partner,
      laws: cannotLead ? ['50D2(a)', '59'] : ['50D2(a)'],
      ...(cannotLead ? { then: { anyCard: true } } : {}),
    },
    {
      who: [declarer],
      action: 'forbid-lead',
      suit,
      binds: partner,
      laws: cannotAvoid ? ['50D2(a)', '59'] : ['50D2(a)'],
      ...(cannotAvoid ? { then: { anyCard: true } } : {}),
    },
  ];
}

/**
 * 57A: declarer's choices for the offender's partner, in the trick whose suit was led `led`:
 * his highest or lowest card of that suit (the card named when the diagram shows it), or not a
 * suit declarer names; the 2017 Laws add a card of another suit declarer names (2007 had no such
 * requirement). A partner void in the suit led cannot play its highest or lowest; one holding it
 * must follow and cannot play another suit (57B, 59).
 */
export function playRestrictions(b: Board, declarer: Seat, partner: Seat, led: Suit | undefined, edition: Edition = 2007): RulingOption[] {
  const follows = led === undefined ? undefined : holdsSuit(b, partner, led);
  const { cards, complete } = led === undefined ? { cards: [], complete: false } : suitCards(b, partner, led);
  const topKnown = led !== undefined && b.hands[partner]?.[led]?.[0] !== undefined && b.hands[partner]?.[led]?.[0] !== '?';
  const option = (action: RulingOption['action'], cannot: boolean, forced?: PlayedCard): RulingOption => ({
    who: [declarer],
    action,
    binds: partner,
    ...(led && (action === 'play-highest' || action === 'play-lowest') ? { suit: led } : {}),
    laws: cannot ? ['57A', '57B', '59'] : ['57A'],
    ...(cannot ? { then: { anyCard: true } } : forced ? { then: { forced } } : {}),
  });
  return [
    option('play-highest', follows === false, topKnown ? cards[0] : undefined),
    option('play-lowest', follows === false, complete ? cards.at(-1) : undefined),
    ...(edition === 2017 ? [option('play-suit', follows === true)] : []),
    option('forbid-suit', false),
  ];
}
