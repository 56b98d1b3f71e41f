/**
 * The solver's benchmark, shared by `npm run bench:solver` in Node and in Chromium: solve each
 * set of positions, and give the median and worst time and cards searched.
 */
import { HAND_MADE, HAND_MADE_DEALS, randomPosition, seeded } from './samples.ts';
import type { Position } from './position.ts';
import { bestPlays, solve } from './solve.ts';

/** The median and worst of one set. */
export interface BenchRow {
  readonly set: string;
  readonly positions: number;
  readonly medianMs: number;
  readonly worstMs: number;
  readonly medianNodes: number;
  readonly worstNodes: number;
}

/** The sets: random and hand-made 8-card end positions, random full deals (seeded), hand-made full deals; `bestPlays` of four random deals. */
export function benchSets(deals = 12): { name: string; positions: Position[]; every?: boolean }[] {
  const random = seeded(2026);
  const eight = Array.from({ length: 40 }, () => randomPosition(random, 8));
  const full = Array.from({ length: deals }, () => randomPosition(random, 13));
  return [
    { name: '8 cards a hand, random (seed 2026)', positions: eight },
    { name: '8 cards a hand, hand-made', positions: HAND_MADE.map((h) => h.position) },
    { name: '13 cards a hand, random deals (seed 2026)', positions: full },
    { name: '13 cards a hand, hand-made (the awkward deal of issue #26)', positions: HAND_MADE_DEALS.map((h) => h.position) },
    { name: 'bestPlays (every card of the leader), the first 4 random deals', positions: full.slice(0, 4), every: true },
  ];
}

/** Solves every position of a set (or gives every card its value, with `every`), timing each with `now` (milliseconds). */
export function benchSet(set: string, positions: readonly Position[], now: () => number, every = false): BenchRow {
  const ms: number[] = [];
  const nodes: number[] = [];
  for (const p of positions) {
    const start = now();
    nodes.push(every ? bestPlays(p).nodes : solve(p).nodes);
    ms.push(now() - start);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;
  return { set, positions: positions.length, medianMs: median(ms), worstMs: Math.max(...ms), medianNodes: median(nodes), worstNodes: Math.max(...nodes) };
}

/** Runs every set. */
export function runBench(now: () => number, deals?: number): BenchRow[] {
  return benchSets(deals).map((s) => benchSet(s.name, s.positions, now, s.every));
}
