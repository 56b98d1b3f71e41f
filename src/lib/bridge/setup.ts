/**
 * What a printed diagram shows (`DealSetup`): any subset of the four hands, each with any subset
 * of suits, voids and unknown cards. It is checked with {@link validateSetup}; a full 52-card
 * deal is a separate, stricter type (see `deal.ts`).
 */
import { formatCardSymbol, type Card } from './card.ts';
import { handCards, handSize, HAND_SIZE, isFullyShown, parseHand, type HandSetup } from './hand.ts';
import { bridgeError, err, ok, type BridgeError, type Result } from './result.ts';
import { SEATS, type Seat, type Suit } from './vocabulary.ts';

/**
 * The hands a diagram shows; seats not shown are absent.
 * @example const q1: DealSetup = { N: { S: ['A', '2'] }, W: { S: ['5'] }, E: { S: ['8'] }, S: { S: ['3'] } };
 */
export type DealSetup = Readonly<Partial<Record<Seat, HandSetup>>>;

/**
 * One hand of a diagram as data files write it: a PBN string and the suits shown.
 * @example const east: HandInput = { pbn: 'J.8..', shown: ['S', 'H'] }; // booklet question 2
 */
export interface HandInput {
  /** PBN hand (`KJ852.T963.52.A32`), `-` for a hand not shown. */
  readonly pbn: string;
  /** Suits the diagram shows for this hand (default: all four). */
  readonly shown?: readonly Suit[];
}

/**
 * Options of {@link validateSetup}.
 * @example validateSetup(setup, { endPosition: 5 })
 */
export interface SetupOptions {
  /**
   * The diagram is an end position: every hand that shows all four suits holds this many cards
   * (`true`: the same number, whatever it is), and no hand shows more.
   */
  readonly endPosition?: number | true;
}

/**
 * Parses the hands of a diagram; collects one error per bad hand, each with its seat.
 * @example parseDealSetup({ N: { pbn: 'AQ...', shown: ['S'] }, S: { pbn: '32...', shown: ['S'] } })
 * // { ok: true, value: { N: { S: ['A', 'Q'] }, S: { S: ['3', '2'] } } }
 */
export function parseDealSetup(hands: Readonly<Partial<Record<Seat, HandInput | string>>>): Result<DealSetup, readonly BridgeError[]> {
  const setup: Partial<Record<Seat, HandSetup>> = {};
  const errors: BridgeError[] = [];
  for (const seat of SEATS) {
    const input = hands[seat];
    if (input === undefined) continue;
    const { pbn, shown } = typeof input === 'string' ? { pbn: input, shown: undefined } : input;
    const parsed = parseHand(pbn, shown);
    if (!parsed.ok) errors.push({ ...parsed.error, seat });
    else if (parsed.value !== null) setup[seat] = parsed.value;
  }
  return errors.length > 0 ? err(errors) : ok(setup);
}

/**
 * Checks a diagram and returns every problem: a card twice (in one hand or two), more than
 * 13 cards in a hand, and, for an end position, hands of unequal size.
 * @example validateSetup({ N: { S: ['A'] }, S: { S: ['A'] } })
 * // [{ code: 'duplicate-card', seat: 'S', card: 'SA', message: '♠A is in N and in S' }]
 */
export function validateSetup(setup: DealSetup, options: SetupOptions = {}): readonly BridgeError[] {
  return [...duplicateErrors(setup), ...sizeErrors(setup), ...endPositionErrors(setup, options.endPosition)];
}

function duplicateErrors(setup: DealSetup): BridgeError[] {
  const holder = new Map<Card, Seat>();
  const errors: BridgeError[] = [];
  for (const seat of SEATS) {
    const hand = setup[seat];
    if (hand === undefined) continue;
    for (const c of handCards(hand)) {
      const first = holder.get(c);
      if (first === undefined) holder.set(c, seat);
      else {
        const where = first === seat ? `twice in ${seat}` : `in ${first} and in ${seat}`;
        errors.push(bridgeError('duplicate-card', `${formatCardSymbol(c)} is ${where}`, { seat, card: c, suit: c[0] as Suit }));
      }
    }
  }
  return errors;
}

function sizeErrors(setup: DealSetup): BridgeError[] {
  return SEATS.flatMap((seat) => {
    const hand = setup[seat];
    const size = hand === undefined ? 0 : handSize(hand);
    return size > HAND_SIZE ? [bridgeError('hand-size', `${seat} shows ${size} cards; a hand holds at most 13`, { seat })] : [];
  });
}

function endPositionErrors(setup: DealSetup, endPosition: number | true | undefined): BridgeError[] {
  if (endPosition === undefined) return [];
  const shown = SEATS.filter((s) => setup[s] !== undefined);
  const full = shown.filter((s) => isFullyShown(setup[s] as HandSetup));
  const sizeOf = (s: Seat) => handSize(setup[s] as HandSetup);
  const expected = endPosition === true ? Math.max(0, ...full.map(sizeOf), ...shown.map(sizeOf)) : endPosition;
  const errors: BridgeError[] = [];
  for (const seat of shown) {
    const size = sizeOf(seat);
    const fully = full.includes(seat);
    if ((fully && size !== expected) || size > expected) {
      const sizes = shown.map((s) => `${s} ${sizeOf(s)}`).join(', ');
      errors.push(bridgeError('end-position', `in this end position every hand holds ${expected} cards, but ${seat} shows ${size} (${sizes})`, { seat }));
    }
  }
  return errors;
}
