/**
 * Positions for the solver's benchmark: seeded random ones (a deal shuffled by a small
 * deterministic generator, cut to `n` cards a hand: the same cards for every run of a seed)
 * and a few hand-made 8-card end positions (finesses, a crossruff, a trick in progress).
 */
import { ALL_CARDS, compareCards, handCards, parseHand, SEATS, SUITS, type Card, type Seat, type Suit } from '../bridge/index.ts';
import type { Position } from './position.ts';

/** The deterministic generator of numbers in [0, 1) that exam mode shuffles with (mulberry32). */
export { seededRandom as seeded } from '../cases/exam.ts';

/**
 * A random position of `n` cards a hand (the rest of the deck already played), random trumps
 * (notrump one time in five) and leader, nothing in the trick.
 * @example randomPosition(seeded(1), 8).hands.N.length // 8
 */
export function randomPosition(random: () => number, n: number): Position {
  const deck = [...ALL_CARDS];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j] as Card, deck[i] as Card];
  }
  const hands = Object.fromEntries(SEATS.map((s, i) => [s, deck.slice(i * 13, i * 13 + n).sort(compareCards)])) as Record<Seat, Card[]>;
  const t = Math.floor(random() * 5);
  return { hands, trump: t < 4 ? (SUITS[t] as Suit) : undefined, leader: SEATS[Math.floor(random() * 4)] as Seat };
}

/** A position from four hands in `S.H.D.C` text (N E S W). */
function fromText(text: [string, string, string, string], trump: Suit | undefined, leader: Seat, trick: Card[] = []): Position {
  const cards = (t: string) => {
    const r = parseHand(t);
    if (!r.ok || r.value === null) throw new Error(`samples: bad hand ${t}`);
    return [...handCards(r.value)];
  };
  const hands = Object.fromEntries(SEATS.map((s, i) => [s, cards(text[i]!)])) as Record<Seat, Card[]>;
  return { hands, trump, leader, trick };
}

/** Hand-made full deals, with what each is about. */
export const HAND_MADE_DEALS: readonly { name: string; position: Position }[] = [
  {
    // Issue #26: 24 s on the machine the issue was measured on, before the solver was made faster.
    name: 'the awkward deal of issue #26: spades, South to lead',
    position: fromText(['AKT2.9752.QJ96.3', 'J873.AQT4.AT5.KJ', 'Q9654.6.K3.98652', '.KJ83.8742.AQT74'], 'S', 'S'),
  },
];

/** Hand-made 8-card end positions, with what each is about. */
export const HAND_MADE: readonly { name: string; position: Position }[] = [
  {
    name: 'notrump, South to lead, long clubs, East holding ♣A',
    position: fromText(['AK2.A2.32.2', 'QJT.KQJ.K.A', '3.3.AQ.KQJ3', '987.98.JT9.'], undefined, 'S'),
  },
  {
    name: 'hearts, a crossruff (North void in the minors, South in spades and clubs)',
    position: fromText(['A543.AK98..', 'KQJ.Q6.KQ.A', '.JT7.A5432.', 'T98.54.JT.K'], 'H', 'N'),
  },
  {
    name: 'spades, West led ♦K and North played ♦2: East to play',
    position: fromText(['AT9.K5.7.4', '87.AQ.98.98', 'KQJ.JT..AKQ', '6.98.AQJ.7'], 'S', 'W', ['DK', 'D2']),
  },
  { name: 'notrump, North to lead, finesses in every suit', position: fromText(['AQ3.AQ3.A.2', 'KJ2.KJ2.K.3', 'T9.T9.QJ.AK', '87.87.T9.QJ'], undefined, 'N') },
];
