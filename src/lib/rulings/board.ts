/**
 * The board the engine reasons about: who holds what now (the diagram less the cards already
 * played to the trick in progress), the trick, the trump suit. Unknown cards stay unknown: a
 * question the diagram cannot answer is answered `undefined`, never guessed.
 */
import {
  cardRank,
  cardSuit,
  contractIn,
  isKnownCard,
  nextSeat,
  parseDealSetup,
  parsePlayedCard,
  parseTrick,
  partnerOf,
  rankIndex,
  SEATS,
  SUITS,
  withoutCard,
  type Card,
  type DealSetup,
  type Holding,
  type PlayedCard,
  type Rank,
  type Seat,
  type Suit,
  type Trick,
} from '../bridge/index.ts';
import type { IncidentEvent, PenaltyCard, Situation } from './types.ts';

/** The engine's view of the table. */
export interface Board {
  readonly declarer: Seat;
  readonly dummy: Seat;
  readonly trump: Suit | undefined;
  /** The contract's strain, undefined when the situation gives no contract (a notrump contract has no trump suit). */
  readonly strain: Suit | 'NT' | undefined;
  /** Holdings now (after the cards of the trick in progress), by seat and shown suit. */
  readonly hands: Partial<Record<Seat, Partial<Record<Suit, Holding>>>>;
  /** Cards a seat is stated not to hold. */
  readonly lacks: ReadonlySet<string>;
  /** The trick in progress (possibly complete), or undefined when the situation has none. */
  readonly trick: Trick | undefined;
  readonly onLead: Seat | undefined;
  /** The trick before the trick in progress, and the card dummy won it with, when the situation gives them (46B3(a)). */
  readonly lastTrick?: Trick;
  readonly wonWith?: Card;
  /** Penalty cards on the table before the incident (Law 50); each is part of its seat's holding. */
  readonly penaltyCards: readonly PenaltyCard[];
  /** Tricks won before the trick in progress, as the situation gives them (none won: the opening lead). */
  readonly tricksWon?: Situation['tricksWon'];
  readonly problems: string[];
}

/** Builds the board from a situation and the `holds` facts of the incident. */
export function makeBoard(s: Situation, events: readonly IncidentEvent[]): Board {
  const problems: string[] = [];
  const declarer = SEATS.includes(s.declarer) ? s.declarer : 'S';
  if (declarer !== s.declarer) problems.push(`declarer "${String(s.declarer)}" is not a seat (N, E, S or W)`);
  const strain = contractIn(s.contract ?? '')?.strain;
  const trump = strain === undefined || strain === 'NT' ? undefined : (strain as Suit);
  const parsed = parseDealSetup((s.hands ?? {}) as Parameters<typeof parseDealSetup>[0]);
  const setup: DealSetup = parsed.ok ? parsed.value : {};
  if (!parsed.ok) for (const e of parsed.error) problems.push(`hand ${e.seat ?? ''}: ${e.message}`);
  const hands: Partial<Record<Seat, Partial<Record<Suit, Holding>>>> = {};
  for (const seat of SEATS) if (setup[seat]) hands[seat] = { ...setup[seat] };
  const lacks = new Set<string>();
  for (const e of events) {
    if (e.type !== 'holds') continue;
    for (const c of e.cards ?? []) addCard(hands, e.seat, c);
    for (const c of e.lacks ?? []) lacks.add(`${e.seat}${c}`);
  }
  let trick: Trick | undefined;
  if (s.trick !== undefined) {
    const t = parseTrick(s.trick);
    if (t.ok) trick = t.value;
    else problems.push(`trick "${s.trick}": ${t.error.message}`);
  }
  // A penalty card is still part of its owner's hand: one the diagram leaves out is added to it.
  const penaltyCards = Array.isArray(s.penaltyCards) ? s.penaltyCards.filter((p) => SEATS.includes(p.seat) && asCard(p.card) !== undefined) : [];
  for (const p of penaltyCards) if (isKnownCard(p.card)) addHeld(hands, p.seat, p.card);
  if (trick) trick.cards.forEach((c, i) => removeCard(hands, nextSeat(trick.leader, i), c));
  const last = s.lastTrick === undefined ? undefined : parseTrick(s.lastTrick);
  if (last && !last.ok) problems.push(`lastTrick "${s.lastTrick}": ${last.error.message}`);
  else if (last && last.value.cards.length !== 4) problems.push(`lastTrick "${s.lastTrick}": the preceding trick has four cards`);
  const wonWith = s.wonWith !== undefined && isKnownCard(s.wonWith) ? s.wonWith : undefined;
  return {
    declarer,
    dummy: partnerOf(declarer),
    trump,
    strain: strain as Board['strain'],
    hands,
    lacks,
    trick,
    onLead: s.onLead,
    penaltyCards,
    problems,
    ...(s.tricksWon ? { tricksWon: s.tricksWon } : {}),
    ...(last?.ok && last.value.cards.length === 4 ? { lastTrick: last.value } : {}),
    ...(wonWith ? { wonWith } : {}),
  };
}

/** A card the seat is known to hold, in a suit the diagram shows: an unknown card of the suit becomes it, else it is added. */
function addHeld(hands: Board['hands'], seat: Seat, c: Card): void {
  const holding = hands[seat]?.[c[0] as Suit];
  if (holding === undefined || holding.includes(cardRank(c))) return;
  if (holding.includes('?')) removeCard(hands, seat, `${c[0]}?` as PlayedCard);
  addCard(hands, seat, c);
}

function addCard(hands: Board['hands'], seat: Seat, c: Card): void {
  const h = (hands[seat] ??= {});
  const suit = c[0] as Suit;
  const ranks = [...(h[suit] ?? []), c[1]] as Holding;
  h[suit] = [...ranks].sort((a, b) => order(a) - order(b));
}
const order = (r: Rank | '?') => (r === '?' ? 99 : rankIndex(r));

/** Removes a played card from a seat's holding (an unknown card when its rank is not stated). */
export function removeCard(hands: Board['hands'], seat: Seat, c: PlayedCard): void {
  const suit = cardSuit(c);
  const h = hands[seat];
  if (suit === undefined || h?.[suit] === undefined) return;
  const next = withoutCard(h[suit], cardRank(c) ?? '?') ?? withoutCard(h[suit], '?');
  if (next !== undefined) h[suit] = next;
}

/** Does `seat` hold `c` now? true / false, or undefined when the diagram does not say. */
export function holds(b: Board, seat: Seat, c: PlayedCard): boolean | undefined {
  if (b.lacks.has(`${seat}${c}`)) return false;
  const suit = cardSuit(c);
  const rank = cardRank(c);
  const holding = suit === undefined ? undefined : b.hands[seat]?.[suit];
  if (holding === undefined) return undefined;
  if (rank === undefined) return holding.length > 0;
  if (holding.includes(rank)) return true;
  return holding.includes('?') ? undefined : false;
}

/** The cards of `suit` that `seat` is known to hold, highest first; `complete` when none is unknown. */
export function suitCards(b: Board, seat: Seat, suit: Suit): { cards: Card[]; complete: boolean } {
  const holding = b.hands[seat]?.[suit];
  if (holding === undefined) return { cards: [], complete: false };
  const cards = holding.filter((r) => r !== '?').map((r) => `${suit}${r}` as Card);
  return { cards: cards.filter((c) => !b.lacks.has(`${seat}${c}`)), complete: !holding.includes('?') };
}

/** Every known card of a seat. */
export function knownCards(b: Board, seat: Seat): Card[] {
  return SUITS.flatMap((s) => suitCards(b, seat, s).cards);
}

/** The seat whose turn it is in the trick in progress (the winner's lead when it is complete). */
export function toPlay(b: Board): Seat | undefined {
  const t = b.trick;
  if (t === undefined) return undefined;
  if (t.cards.length < 4) return nextSeat(t.leader, t.cards.length);
  return winner(t.cards, t.leader, b.trump) ?? b.onLead;
}

/** The seat winning the cards played so far; undefined when an unknown card could change it. */
export function winner(cards: readonly PlayedCard[], leader: Seat, trump: Suit | undefined): Seat | undefined {
  const led = cards[0] === undefined ? undefined : cardSuit(cards[0]);
  let best: { seat: Seat; c: Card } | undefined;
  for (const [i, c] of cards.entries()) {
    if (!isKnownCard(c)) return undefined;
    const seat = nextSeat(leader, i);
    if (best === undefined || beats(c, best.c, led, trump)) best = { seat, c };
  }
  return best?.seat;
}

/** Does `a` beat `b` in a trick led in `led`? */
export function beats(a: Card, b: Card, led: Suit | undefined, trump: Suit | undefined): boolean {
  const [as, bs] = [a[0], b[0]];
  if (as === bs) return rankIndex(cardRank(a)) < rankIndex(cardRank(b));
  if (as === trump) return true;
  if (bs === trump) return false;
  return as === led && bs !== led;
}

/** The card of a trick's cards that wins so far. */
export function winningCard(cards: readonly PlayedCard[], trump: Suit | undefined): Card | undefined {
  const led = cards[0] === undefined ? undefined : cardSuit(cards[0]);
  let best: Card | undefined;
  for (const c of cards) if (isKnownCard(c) && (best === undefined || beats(c, best, led, trump))) best = c;
  return best;
}

/** Parses a card token from input; undefined when it is not one. */
export function asCard(text: unknown): PlayedCard | undefined {
  if (typeof text !== 'string') return undefined;
  const r = parsePlayedCard(text);
  return r.ok ? r.value : undefined;
}
