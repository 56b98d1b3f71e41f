import { describe, expect, test } from 'vitest';
import { ALL_CARDS, SEATS, SUITS, type Card, type Seat, type Suit } from '../bridge/index.ts';
import { exhaustive } from './exhaustive.test-helper.ts';
import { bestPlays, positionProblems, solve, solveWith, type Position } from './index.ts';
import { minimax } from './minimax.test-helper.ts';
import { seeded } from './samples.ts';

/**
 * A random legal position from a seeded generator: `n` cards a hand, random trumps (notrump one
 * time in five) and leader, and 0–3 cards of a trick in progress played by the rules.
 */
function randomLegal(random: () => number, n: number): Position {
  const deck = [...ALL_CARDS];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j] as Card, deck[i] as Card];
  }
  const hands = Object.fromEntries(SEATS.map((s, i) => [s, deck.slice(i * n, i * n + n)])) as Record<Seat, Card[]>;
  const t = Math.floor(random() * 5);
  const leader = SEATS[Math.floor(random() * 4)] as Seat;
  const trick: Card[] = [];
  const played = Math.floor(random() * 4);
  for (let i = 0; i < played; i++) {
    const seat = SEATS[(SEATS.indexOf(leader) + i) % 4] as Seat;
    const follow = hands[seat].filter((c) => c[0] === trick[0]?.[0]);
    const legal = follow.length > 0 ? follow : hands[seat];
    const c = legal[Math.floor(random() * legal.length)]!;
    trick.push(c);
    hands[seat] = hands[seat].filter((x) => x !== c);
  }
  return { hands, trump: t < 4 ? (SUITS[t] as Suit) : undefined, leader, trick };
}

const text = (p: Position) =>
  `${SEATS.map((s) => `${s}:${p.hands[s].join(' ')}`).join(' / ')}; trump ${p.trump ?? 'NT'}; ${p.leader} led ${(p.trick ?? []).join(' ') || '—'}`;
const reference = (p: Position) => exhaustive(p.hands, p.leader, p.trick ?? [], p.trump);
const toMove = (p: Position): Seat => SEATS[(SEATS.indexOf(p.leader) + (p.trick ?? []).length) % 4] as Seat;

describe('the exhaustive reference itself', () => {
  test('hand-checkable positions', () => {
    const h = (n: string, e: string, s: string, w: string) => ({
      N: n.split(' ') as Card[],
      E: e.split(' ') as Card[],
      S: s.split(' ') as Card[],
      W: w.split(' ') as Card[],
    });
    // One trick: North's ace wins it.
    expect(exhaustive(h('SA', 'S2', 'S3', 'S4'), 'N', [], undefined)).toBe(1);
    // East, void in hearts, ruffs North's ace with spades trumps; in notrump the ace wins.
    expect(exhaustive(h('HA', 'S2', 'H3', 'H4'), 'N', [], 'S')).toBe(0);
    expect(exhaustive(h('HA', 'S2', 'H3', 'H4'), 'N', [], undefined)).toBe(1);
    // West led ♥4, North ♥2 and East ♥A are in: South, void, ruffs with ♠2 and then West's ♠K wins the last trick.
    expect(exhaustive({ N: ['C2'], E: ['D2'], S: ['S2', 'C3'], W: ['SK'] }, 'W', ['H4', 'H2', 'HA'], 'S')).toBe(1);
    // The simple squeeze of solver.test.ts: South's ♣A squeezes West, N-S take all three.
    expect(exhaustive(h('SA SJ D2', 'D3 D4 D5', 'CA HK S3', 'SK SQ HA'), 'S', [], undefined)).toBe(3);
    // North leads: South's ♣A and ♥K have no entry, and West keeps ♠K-Q over ♠J: the ♠A alone.
    expect(exhaustive(h('SA SJ D2', 'D3 D4 D5', 'CA HK S3', 'SK SQ HA'), 'N', [], undefined)).toBe(1);
  });

  test('it agrees with plain minimax over card names on 2,000 positions of 1–4 cards a hand', () => {
    const random = seeded(4242);
    for (let i = 0; i < 2000; i++) {
      const p = randomLegal(random, 1 + (i % 4));
      const plain = minimax(p.hands as Record<Seat, Card[]>, p.leader, [...(p.trick ?? [])], { trump: p.trump, side: 'NS', maxes: ['N', 'S'] });
      expect(reference(p), text(p)).toBe(plain);
    }
  });
});

/**
 * Positions per size: mostly small ones, where the count is cheap. Each size is run in parts of a
 * few seconds (each part its own seed), so that a test's time stays far under its hang guard on a
 * busy machine: a CI run beside eight other workers once took 25 times the quiet time.
 */
const PER_SIZE: readonly [cards: number, positions: number, parts: number][] = [
  [1, 30_000, 1],
  [2, 60_000, 2],
  [3, 80_000, 4],
  [4, 30_000, 4],
  [5, 4_000, 4],
  [6, 500, 4],
];
const PARTS = PER_SIZE.flatMap(([n, count, parts]) => Array.from({ length: parts }, (_, k) => [n, count / parts, k + 1, parts] as const));

describe(`solve against the exhaustive reference on ${PER_SIZE.reduce((n, [, k]) => n + k, 0).toLocaleString('en')} seeded random positions of 1–6 cards a hand`, () => {
  test.each(PARTS)(
    '%i card(s) a hand: %i positions (part %i of %i), every trump, leader and trick in progress; bestPlays on one in ten',
    (n, count, part) => {
      const random = seeded(26_000 + n + 1000 * (part - 1));
      const wrong: string[] = [];
      for (let i = 0; i < count && wrong.length < 5; i++) {
        const p = randomLegal(random, n);
        expect(positionProblems(p)).toEqual([]);
        const right = reference(p);
        const got = solve(p).tricks.NS;
        if (got !== right) wrong.push(`${text(p)}: solve ${got}, exhaustive ${right}`);
        if (i % 10 !== 0) continue;
        const seat = toMove(p);
        for (const x of bestPlays(p).plays) {
          const after = exhaustive({ ...p.hands, [seat]: p.hands[seat].filter((c) => c !== x.card) }, p.leader, [...(p.trick ?? []), x.card], p.trump);
          if (x.tricks.NS !== after) wrong.push(`${text(p)}: bestPlays gives ${x.card} ${x.tricks.NS}, exhaustive ${after}`);
        }
      }
      expect(wrong).toEqual([]);
    },
    120_000,
  );
});

describe('larger seeded positions (7–9 cards a hand) against the plain search (exact positions as keys, no bounds, no equivalent cards)', () => {
  const LARGER: readonly [cards: number, positions: number][] = [
    [7, 30],
    [8, 12],
    [9, 4],
  ];
  test.each(LARGER)(
    '%i cards a hand: %i positions',
    (n, count) => {
      const random = seeded(27_000 + n);
      for (let i = 0; i < count; i++) {
        const p = randomLegal(random, n);
        expect(solve(p).tricks.NS, text(p)).toBe(solveWith(p, { side: 'NS', key: () => '', equivalence: false }).tricks);
      }
    },
    120_000,
  );
});
