/**
 * The line search on the double-dummy solver (`src/lib/solver`'s `solveWith`): the same rules
 * (`choices` for the claimer's side, every card for the other side), the solver's alpha-beta,
 * transposition table and bounds doing the search. The statement's progress and the players'
 * show-outs are replayed from the cards played and given to the solver as the table key.
 */
import { SEATS, type Card, type Seat } from '../bridge/index.ts';
import { solveWith, type PlayState } from '../solver/index.ts';
import { choices, type Choice, type LineRules } from './candidates.ts';
import { isCareless } from './normal.ts';
import { NODE_LIMIT, SearchTooLarge, type LineSearch, type SearchMode } from './search.ts';
import { advance } from './statement.ts';
import { byRank, distinct, playCard, toPlay, type Play, type Table } from './state.ts';
import type { LineCard, LineTrick } from './types.ts';

interface Replayed {
  readonly progress: readonly number[];
  readonly out: readonly string[];
}

/** Progress and show-outs after the completed tricks of a history, memoised by that history. */
function replayer(t0: Table, r: LineRules) {
  const memo = new Map<string, Replayed>();
  return (history: readonly Play[]): Replayed => {
    const all = [...t0.trick, ...history];
    const done = all.length - (all.length % 4);
    const k = all
      .slice(0, done)
      .map((p) => p.card)
      .join('');
    const hit = memo.get(k);
    if (hit) return hit;
    let t = t0,
      p: readonly number[] = r.steps.map(() => 0);
    for (const x of history.slice(0, done - t0.trick.length)) {
      const res = playCard(t, x.card);
      if (res.winner) p = advance(r.steps, p, res.table, res.trick!, res.winner, r.side, r.runFrom);
      t = res.table;
    }
    const out = { progress: p, out: t.out };
    memo.set(k, out);
    return out;
  };
}

/** The table a solver state stands for. */
function tableOf(s: PlayState, t0: Table, out: readonly string[]): Table {
  const hands = Object.fromEntries(SEATS.map((seat) => [seat, s.hand(seat).sort(byRank)])) as Record<Seat, Card[]>;
  const trick = s.trick.cards.map((card, i) => ({ seat: SEATS[(SEATS.indexOf(s.trick.leader) + i) % 4]!, card }));
  return { hands, leader: s.trick.leader, trick, out, ...(t0.trump ? { trump: t0.trump } : {}) };
}

export const solverLine: LineSearch = (t0, r, mode: SearchMode, trickNumber) => {
  const replay = replayer(t0, r);
  const side = r.side.includes('N') ? ('NS' as const) : ('EW' as const);
  let calls = 0;
  const res = solveWith(
    { hands: t0.hands, trump: t0.trump, leader: t0.leader, trick: t0.trick.map((p) => p.card) },
    {
      side,
      objective: mode === 'worst' ? 'min' : 'max',
      choose: (seat, lg, s) => {
        if (++calls > NODE_LIMIT) throw new SearchTooLarge(`more than ${NODE_LIMIT} positions`);
        const { progress, out } = replay(s.played);
        const t = tableOf(s, t0, out);
        // The solver's line takes the first of equal cards: choices that are not careless first.
        const allowed = r.side.includes(seat)
          ? [...choices(t, r, progress)].sort((a, b) => Number(isCareless(a.normal)) - Number(isCareless(b.normal))).map((c) => c.card)
          : distinct(t, seat, lg);
        return allowed.filter((c) => lg.includes(c));
      },
      key: (s) => {
        const x = replay(s.played);
        return `${x.progress.join(',')}/${x.out.join('')}`;
      },
    },
  );
  return { tricks: res.tricks, line: annotate(t0, r, res.line, trickNumber) };
};

/** The solver's line as tricks, each claimer's card with the statement step or normal-play entry it stands for. */
function annotate(t0: Table, r: LineRules, plays: readonly { seat: Seat; card: Card }[], first: number): LineTrick[] {
  const replay = replayer(t0, r);
  const line: LineTrick[] = [];
  let t = t0,
    cards: LineCard[] = t0.trick.map((x) => ({ seat: x.seat, card: x.card, serves: 'played' })),
    n = first,
    leader = t0.leader;
  const history: Play[] = [];
  for (const p of plays) {
    const seat = toPlay(t);
    let c: Choice | undefined;
    if (r.side.includes(seat)) c = choices(t, r, replay(history).progress).find((x) => x.card === p.card);
    cards.push(
      c
        ? { seat, card: p.card, serves: c.serves, ...(c.normal ? { normal: c.normal } : {}) }
        : { seat, card: p.card, serves: r.side.includes(seat) ? 'unstated' : 'defence' },
    );
    history.push({ seat, card: p.card });
    const res = playCard(t, p.card);
    if (res.winner) {
      line.push({ number: n++, leader, cards, winner: res.winner });
      cards = [];
      leader = res.winner;
    }
    t = res.table;
  }
  return line;
}
