/**
 * A validated full deal: four hands of 13 named cards, 52 different cards. Built from a
 * {@link DealSetup} with {@link dealFromSetup} or read from PBN (`N:… … … …`, the value of the
 * `[Deal "…"]` tag, hands clockwise from the seat before the colon).
 */
import { formatHand, parseHand, type HandSetup } from './hand.ts';
import { knownRanks, unknownCount } from './holding.ts';
import { bridgeError, err, ok, type BridgeError, type Result } from './result.ts';
import { validateSetup, type DealSetup } from './setup.ts';
import { isSeat, nextSeat, SEATS, SUITS, type Rank, type Seat, type Suit } from './vocabulary.ts';

/**
 * A hand of a full deal: every suit, named cards only.
 * @example const h: FullHand = { S: ['T', '2'], H: ['A', '5'], D: ['A', 'K', 'Q', 'J', 'T', '9', '4'], C: ['7', '5'] };
 */
export type FullHand = Readonly<Record<Suit, readonly Rank[]>>;
/**
 * Four hands of 13 cards, 52 different cards.
 * @example const r = parseDeal('N:J854.T963.52.A32 AQ76.Q84.873.T98 T2.A5.AKQJT94.75 K93.KJ72.6.KQJ64'); // r.value is a Deal
 */
export type Deal = Readonly<Record<Seat, FullHand>>;

/**
 * Checks that a diagram is a full deal and returns it as one; lists every problem otherwise.
 * @example dealFromSetup({ N: …, E: …, S: …, W: … }) // { ok: true, value: { N: { S: [...], … }, … } }
 * @example dealFromSetup({ N: { S: ['A'] } }) // { ok: false, error: [{ code: 'incomplete-deal', seat: 'E', … }, …] }
 */
export function dealFromSetup(setup: DealSetup): Result<Deal, readonly BridgeError[]> {
  const errors: BridgeError[] = [...validateSetup(setup)];
  const deal: Partial<Record<Seat, FullHand>> = {};
  for (const seat of SEATS) {
    const hand = setup[seat];
    if (hand === undefined) {
      errors.push(bridgeError('incomplete-deal', `a full deal needs the ${seat} hand`, { seat }));
      continue;
    }
    const full = fullHand(hand, seat, errors);
    if (full !== undefined) deal[seat] = full;
  }
  return errors.length > 0 ? err(errors) : ok(deal as Deal);
}

function fullHand(hand: HandSetup, seat: Seat, errors: BridgeError[]): FullHand | undefined {
  const out: Partial<Record<Suit, readonly Rank[]>> = {};
  let size = 0;
  let complete = true;
  for (const suit of SUITS) {
    const holding = hand[suit];
    if (holding === undefined) {
      errors.push(bridgeError('incomplete-deal', `a full deal shows every suit; ${seat} does not show ${suit}`, { seat, suit }));
      complete = false;
      continue;
    }
    if (unknownCount(holding) > 0) {
      errors.push(bridgeError('incomplete-deal', `a full deal names every card; ${seat} has unknown cards in ${suit}`, { seat, suit }));
      complete = false;
    }
    out[suit] = knownRanks(holding);
    size += holding.length;
  }
  if (complete && size !== 13) {
    errors.push(bridgeError('hand-size', `each hand of a full deal holds 13 cards; ${seat} holds ${size}`, { seat }));
  }
  return complete && size === 13 ? (out as FullHand) : undefined;
}

/**
 * Formats a full deal in PBN, hands clockwise from `first`.
 * @example formatDeal(deal) // 'N:J854.T963.52.A32 AQ76.Q84.873.T98 T2.A5.AKQJT94.75 K93.KJ72.6.KQJ64'
 */
export function formatDeal(deal: Deal, first: Seat = 'N'): string {
  const hands = [0, 1, 2, 3].map((i) => formatHand(deal[nextSeat(first, i)]));
  return `${first}:${hands.join(' ')}`;
}

/**
 * Parses a PBN deal (`N:… … … …`) and checks it is a full deal.
 * @example parseDeal('N:AKQJ.T98.765.432 …') // { ok: true, value: { N: …, E: …, S: …, W: … } }
 * @example parseDeal('N:AKQ') // { ok: false, error: { code: 'pbn-deal', … } }
 */
export function parseDeal(text: string): Result<Deal> {
  const first = text[0];
  if (!isSeat(first) || text[1] !== ':') {
    return err(bridgeError('pbn-deal', 'a PBN deal starts with the first seat and a colon ("N:")', { position: 0 }));
  }
  const parts = text.slice(2).split(' ');
  if (parts.length !== 4) {
    return err(bridgeError('pbn-deal', `a PBN deal has four hands separated by single spaces; found ${parts.length}`, { position: 2 }));
  }
  const setup: Partial<Record<Seat, HandSetup>> = {};
  let offset = 2;
  for (const [i, part] of parts.entries()) {
    const seat = nextSeat(first, i);
    const parsed = parseHand(part);
    if (!parsed.ok) return err({ ...parsed.error, seat, position: offset + (parsed.error.position ?? 0) });
    if (parsed.value === null) {
      return err(bridgeError('incomplete-deal', `a full deal shows every hand; ${seat} is "-"`, { seat, position: offset }));
    }
    setup[seat] = parsed.value;
    offset += part.length + 1;
  }
  const deal = dealFromSetup(setup);
  return deal.ok ? deal : err(deal.error[0] as BridgeError);
}

/**
 * Formats the PBN `[Deal "…"]` tag of a full deal.
 * @example formatDealTag(deal) // '[Deal "N:J854.T963.52.A32 …"]'
 */
export function formatDealTag(deal: Deal, first: Seat = 'N'): string {
  return `[Deal "${formatDeal(deal, first)}"]`;
}

/**
 * Parses a PBN `[Deal "…"]` tag.
 * @example parseDealTag('[Deal "N:… … … …"]') // { ok: true, value: … }
 */
export function parseDealTag(text: string): Result<Deal> {
  const m = /^\[Deal "([^"]*)"\]$/.exec(text);
  if (m === null) return err(bridgeError('pbn-deal', 'expected a tag of the form [Deal "N:… … … …"]', { position: 0 }));
  const deal = parseDeal(m[1] as string);
  if (deal.ok) return deal;
  const position = deal.error.position === undefined ? undefined : deal.error.position + '[Deal "'.length;
  return err({ ...deal.error, ...(position === undefined ? {} : { position }) });
}
