/**
 * Tricks: who led and the cards in the order they were played, clockwise from the leader.
 * Text form: `E:SA ST S3 S2` (East led ♠A, then South ♠10, West ♠3, North ♠2); `N:` is a trick
 * about to be led by North; a `!` after a card marks it as a revoke the data records on purpose
 * (`N:H6 HQ DJ! H5`).
 */
import { cardRank, cardSuit, parsePlayedCard, type PlayedCard } from './card.ts';
import { bridgeError, err, ok, type Result } from './result.ts';
import { isSeat, nextSeat, rankIndex, type Seat, type Suit } from './vocabulary.ts';

/**
 * A trick, complete or in progress.
 * @example const t: Trick = { leader: 'E', cards: ['SA', 'ST', 'S3', 'S2'] }; // 'E:SA ST S3 S2'
 */
export interface Trick {
  /** The seat that led. */
  readonly leader: Seat;
  /** The cards in play order, from the leader clockwise (at most four). */
  readonly cards: readonly PlayedCard[];
  /** Seats whose card in this trick is recorded as a revoke (not following suit though able). */
  readonly revokes?: readonly Seat[];
}

/**
 * One card played by one seat.
 * @example const p: Play = { seat: 'W', card: 'CK' };
 */
export interface Play {
  readonly seat: Seat;
  readonly card: PlayedCard;
}

/**
 * The plays of a trick with their seats, clockwise from the leader.
 * @example trickPlays({ leader: 'E', cards: ['SA', 'ST'] }) // [{ seat: 'E', card: 'SA' }, { seat: 'S', card: 'ST' }]
 */
export function trickPlays(trick: Trick): readonly Play[] {
  return trick.cards.map((card, i) => ({ seat: nextSeat(trick.leader, i), card }));
}

/**
 * The seat due to play next to a trick in progress; undefined when it has four cards.
 * @example nextToPlay({ leader: 'E', cards: ['S4', 'SQ', 'S9'] }) // 'N'
 */
export function nextToPlay(trick: Trick): Seat | undefined {
  return trick.cards.length >= 4 ? undefined : nextSeat(trick.leader, trick.cards.length);
}

/**
 * The suit led, when the lead is known.
 * @example ledSuit({ leader: 'S', cards: ['H3'] }) // 'H'
 */
export function ledSuit(trick: Trick): Suit | undefined {
  const lead = trick.cards[0];
  return lead === undefined ? undefined : cardSuit(lead);
}

/**
 * The seat winning a complete trick (highest trump, else highest card of the suit led);
 * undefined while the trick is incomplete or a deciding card is unknown.
 * @example trickWinner({ leader: 'W', cards: ['DT', 'DJ', 'DQ', 'DA'] }) // 'S'
 */
export function trickWinner(trick: Trick, trump?: Suit): Seat | undefined {
  if (trick.cards.length !== 4) return undefined;
  const plays = trickPlays(trick);
  const trumps = trump === undefined ? [] : plays.filter((p) => cardSuit(p.card) === trump);
  const led = ledSuit(trick);
  if (led === undefined || plays.some((p) => cardSuit(p.card) === undefined)) return undefined;
  const contenders = trumps.length > 0 ? trumps : plays.filter((p) => cardSuit(p.card) === led);
  let best: { seat: Seat; index: number } | undefined;
  for (const p of contenders) {
    const rank = cardRank(p.card);
    if (rank === undefined) return undefined;
    if (best === undefined || rankIndex(rank) < best.index) best = { seat: p.seat, index: rankIndex(rank) };
  }
  return best?.seat;
}

/**
 * Parses a trick in text form (`E:SA ST S3 S2`, `N:`, `N:H6 HQ DJ! H5`).
 * @example parseTrick('E:S4 SQ S9') // { ok: true, value: { leader: 'E', cards: ['S4', 'SQ', 'S9'] } }
 * @example parseTrick('E:S4 S10') // { ok: false, error: { code: 'pbn-ten', position: 7, … } }
 */
export function parseTrick(text: string): Result<Trick> {
  const leader = text[0];
  if (!isSeat(leader) || text[1] !== ':') {
    return err(bridgeError('trick-syntax', 'a trick starts with the leader and a colon ("E:SA ST S3 S2")', { position: 0 }));
  }
  const body = text.slice(2);
  if (body === '') return ok({ leader, cards: [] });
  const tokens = body.split(' ');
  if (tokens.length > 4) {
    return err(bridgeError('trick-size', `a trick has at most four cards; found ${tokens.length}`, { position: 2 }));
  }
  const cards: PlayedCard[] = [];
  const revokes: Seat[] = [];
  let offset = 2;
  for (const [i, token] of tokens.entries()) {
    const marked = token.endsWith('!');
    const parsed = parsePlayedCard(marked ? token.slice(0, -1) : token);
    if (!parsed.ok) return err({ ...parsed.error, position: offset + (parsed.error.position ?? 0) });
    cards.push(parsed.value);
    if (marked) revokes.push(nextSeat(leader, i));
    offset += token.length + 1;
  }
  return ok(revokes.length > 0 ? { leader, cards, revokes } : { leader, cards });
}

/**
 * Formats a trick in text form; the inverse of {@link parseTrick}.
 * @example formatTrick({ leader: 'N', cards: ['H6', 'HQ', 'DJ', 'H5'], revokes: ['S'] }) // 'N:H6 HQ DJ! H5'
 */
export function formatTrick(trick: Trick): string {
  const tokens = trickPlays(trick).map((p) => (trick.revokes?.includes(p.seat) ? `${p.card}!` : p.card));
  return `${trick.leader}:${tokens.join(' ')}`;
}
