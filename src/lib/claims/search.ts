/**
 * The line search: the claimer's side plays only stated or normal choices (`candidates.ts`), the
 * other side defends double-dummy. `worst`: the claimer's side too picks the choice worst for it
 * — the normal line the director awards (70, 71); `likely`: it picks its best normal choice —
 * what would likely have happened had play continued (69B2). One interface, `LineSearch`, so a
 * stronger double-dummy solver (branch `solver`) can replace this search.
 */
import type { Card, Seat } from '../bridge/index.ts';
import { choices, type Choice, type LineRules } from './candidates.ts';
import { isCareless } from './normal.ts';
import { advance, runHand } from './statement.ts';
import { distinct, legal, playCard, toPlay, type Table } from './state.ts';
import type { LineCard, LineTrick } from './types.ts';

export type SearchMode = 'worst' | 'likely';
export interface LineResult {
  /** Tricks the claimer's side takes from this point. */
  readonly tricks: number;
  readonly line: readonly LineTrick[];
  /** Cards the search tried, where it counts them (the solver's line search does). */
  readonly nodes?: number;
}
/** A line search: the table at the claim, the rules, the mode, the number of the trick in progress. */
export type LineSearch = (t: Table, r: LineRules, mode: SearchMode, trickNumber: number) => LineResult;

/** Nodes one search may visit before it gives up (an input problem, never a hang). */
export const NODE_LIMIT = 2_000_000;
export class SearchTooLarge extends Error {}

interface Node {
  readonly tricks: number;
  readonly move?: Choice;
}
const careless = (m: Choice | undefined) => isCareless(m?.normal);

/** The runs of `run` steps fixed at the claim (a run stays with its hand). */
export function runSources(t: Table, r: Omit<LineRules, 'runFrom'>): (Seat | undefined)[] {
  return r.steps.map((s) => (s.step.do === 'run' ? runHand(t, s.step, r.claimer) : undefined));
}

export const searchLine: LineSearch = (t0, r, mode, trickNumber) => {
  const memo = new Map<string, Node>();
  let nodes = 0;
  const key = (t: Table, p: readonly number[]) =>
    `${(['N', 'E', 'S', 'W'] as Seat[]).map((s) => t.hands[s].join('')).join('|')}/${t.leader}/${t.trick.map((x) => x.card).join('')}/${p.join(',')}/${t.out.join('')}`;
  const moves = (t: Table, p: readonly number[]): Choice[] =>
    r.side.includes(toPlay(t)) ? choices(t, r, p) : distinct(t, toPlay(t), legal(t)).map((card) => ({ card, serves: 'defence' }));

  function step(t: Table, p: readonly number[], card: Card): { t: Table; p: readonly number[]; won: number } {
    const res = playCard(t, card);
    if (!res.winner) return { t: res.table, p, won: 0 };
    return { t: res.table, p: advance(r.steps, p, res.table, res.trick!, res.winner, r.side, r.runFrom), won: r.side.includes(res.winner) ? 1 : 0 };
  }

  function solve(t: Table, p: readonly number[]): Node {
    if (t.hands[toPlay(t)].length === 0) return { tricks: 0 };
    const k = key(t, p);
    const hit = memo.get(k);
    if (hit) return hit;
    if (++nodes > NODE_LIMIT) throw new SearchTooLarge(`more than ${NODE_LIMIT} positions`);
    const ours = r.side.includes(toPlay(t));
    const maximise = ours && mode === 'likely';
    let best: Node | undefined;
    for (const m of moves(t, p)) {
      const n = step(t, p, m.card);
      const tricks = n.won + solve(n.t, n.p).tricks;
      // Between equal lines, the one with fewer careless choices is reported.
      const better = !best || (maximise ? tricks > best.tricks : tricks < best.tricks) || (tricks === best.tricks && careless(best.move) && !careless(m));
      if (better) best = { tricks, move: m };
    }
    memo.set(k, best!);
    return best!;
  }

  const p0 = r.steps.map(() => 0);
  const total = solve(t0, p0).tricks;
  // The decisive line: the chosen moves replayed.
  const line: LineTrick[] = [];
  let t = t0,
    p: readonly number[] = p0,
    cards: LineCard[] = t0.trick.map((x) => ({ seat: x.seat, card: x.card, serves: 'played' })),
    leader = t0.leader,
    n = trickNumber;
  while (t.hands[toPlay(t)].length > 0) {
    const m = solve(t, p).move!;
    const seat = toPlay(t);
    cards.push({ seat, card: m.card, serves: m.serves, ...(m.normal ? { normal: m.normal } : {}) });
    const res = playCard(t, m.card);
    const next = step(t, p, m.card);
    if (res.winner) {
      line.push({ number: n++, leader, cards, winner: res.winner });
      cards = [];
      leader = res.winner;
    }
    t = next.t;
    p = next.p;
  }
  return { tricks: total, line };
};
