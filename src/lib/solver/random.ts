/**
 * Seeded random positions for the solver's benchmark: a deal shuffled by a small
 * deterministic generator, cut to `n` cards a hand (the same cards for every run of a seed).
 */
import { ALL_CARDS, compareCards, SEATS, SUITS, type Card, type Seat, type Suit } from '../bridge/index.ts';
import type { Position } from './position.ts';

/** A deterministic generator of numbers in [0, 1) (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A random position of `n` cards a hand (the rest of the deck already played), random trumps
 * (a notrump one time in five) and leader, nothing in the trick.
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
