/**
 * The line search on the double-dummy solver (`src/lib/solver`'s `solveWith`): the same rules
 * (`choices` for the claimer's side, every card for the other side), the solver's alpha-beta,
 * transposition table and bounds doing the search. The statement's progress and the players'
 * show-outs are replayed from the cards played and given to the solver as the table key.
 */
import { SEATS, type Card, type Seat, type Suit } from '../bridge/index.ts';
import { cardCode, codeCard, SearchBudgetExceeded, seatNo, solveWith, type ConstrainedOptions, type PlayState, type Position } from '../solver/index.ts';
import { choices, type Choice, type LineRules } from './candidates.ts';
import { isCareless } from './normal.ts';
import { NODE_LIMIT, SearchTooLarge, type LineSearch, type SearchMode } from './search.ts';
import { advance } from './statement.ts';
import { playCard, toPlay, type Table } from './state.ts';
import type { LineCard, LineTrick } from './types.ts';

interface Replayed {
  readonly table: Table;
  readonly progress: readonly number[];
  readonly out: readonly string[];
  /** The progress and the show-outs as the solver's table key: a number per distinct pair. */
  readonly key: number;
}

/**
 * Progress and show-outs after the completed tricks of a history (the plays as `seat * 64 +
 * card` numbers, see the solver's `PlayState.codes`). The search goes depth first, so the states
 * after each completed trick of the last history asked about are kept: the next history shares
 * most of them, and only the tricks after the first difference are played again.
 */
function replayer(t0: Table, r: LineRules) {
  const lead = t0.trick.length;
  // Numbered once per state replayed (a trick), so the solver's look-ups compare numbers.
  const ids = new Map<string, number>();
  const id = (k: string) => {
    let n = ids.get(k);
    if (n === undefined) ids.set(k, (n = ids.size));
    return n;
  };
  // `choose` reads the show-outs only as a set, and only an opponent's of a suit he was not
  // already known to be out of at the claim (`knownOut`): the key holds just those, sorted, so
  // that positions reached by tricks played in another order share their entries.
  const opponents = SEATS.filter((s) => !r.side.includes(s));
  const counts = (x: string) => opponents.includes(x[0] as Seat) && !(r.shownOut[x[0] as Seat] ?? []).includes(x[1] as Suit);
  const at = (table: Table, progress: readonly number[]): Replayed => ({
    table,
    progress,
    out: table.out,
    key: id(`${progress.join(',')}/${table.out.filter(counts).sort().join('')}`),
  });
  // states[k]: after k tricks completed since the position; path: the plays they were replayed from.
  const states: Replayed[] = [
    at(
      t0,
      r.steps.map(() => 0),
    ),
  ];
  const path: number[] = [];
  /** The plays of the history up to the end of its k-th completed trick. */
  const through = (k: number) => (k === 0 ? 0 : k * 4 - lead);
  return (codes: readonly number[]): Replayed => {
    const completed = Math.floor((lead + codes.length) / 4);
    let same = 0;
    const upto = Math.min(through(completed), path.length);
    while (same < upto && path[same] === codes[same]) same++;
    let k = Math.min(states.length - 1, Math.floor((same + lead) / 4));
    states.length = k + 1;
    path.length = through(k);
    for (; k < completed; k++) {
      let { table: t, progress: p } = states[k]!;
      for (let i = through(k); i < through(k + 1); i++) {
        const code = codes[i]!;
        const res = playCard(t, codeCard(code & 63));
        if (res.winner) p = advance(r.steps, p, res.table, res.trick!, res.winner, r.side, r.runFrom);
        t = res.table;
        path.push(code);
      }
      states.push(at(t, p));
    }
    return states[completed]!;
  };
}

/** The table a solver state stands for. */
function tableOf(s: PlayState, t0: Table, out: readonly string[]): Table {
  // A hand from the solver is already in the table's order (`maskCards`: by suit, high to low; as `byRank`).
  const hands = Object.fromEntries(SEATS.map((seat) => [seat, s.hand(seat)])) as Record<Seat, Card[]>;
  const trick = s.trick.cards.map((card, i) => ({ seat: SEATS[(SEATS.indexOf(s.trick.leader) + i) % 4]!, card }));
  return { hands, leader: s.trick.leader, trick, out, ...(t0.trump ? { trump: t0.trump } : {}) };
}

export const solverLine: LineSearch = (t0, r, mode: SearchMode, trickNumber) => {
  const replay = replayer(t0, r);
  const side = r.side.includes('N') ? ('NS' as const) : ('EW' as const);
  let calls = 0;
  const res = solveWithin(
    { hands: t0.hands, trump: t0.trump, leader: t0.leader, trick: t0.trick.map((p) => p.card) },
    {
      side,
      objective: mode === 'worst' ? 'min' : 'max',
      choose: (seat, lg, s) => {
        if (++calls > NODE_LIMIT) throw new SearchTooLarge(`more than ${NODE_LIMIT} positions`);
        // An opponent: every legal card, one of each run of equal cards (`distinct`), read on
        // the solver's masks — no table of card names, no replay.
        if (!r.side.includes(seat)) return lg.filter((c) => highestOfRun(s, seatNo(seat), cardCode(c)));
        const { progress, out } = replay(s.codes);
        const t = tableOf(s, t0, out);
        // The solver's line takes the first of equal cards: choices that are not careless first.
        const allowed = [...choices(t, r, progress)].sort((a, b) => Number(isCareless(a.normal)) - Number(isCareless(b.normal))).map((c) => c.card);
        return allowed.filter((c) => lg.includes(c));
      },
      key: (s) => replay(s.codes).key,
      // choose is asked once a position: the cards tried are the search's size.
      budget: { nodes: NODE_LIMIT },
    },
  );
  return { tricks: res.tricks, line: annotate(t0, r, res.line, trickNumber), nodes: res.nodes };
};

/**
 * `distinct` (state.ts) on the solver's masks: is the card (`suit * 16 + bit`) the highest of
 * its run in the hand — no higher card of the hand in the suit, or one of another hand (still
 * held: a card in the trick in progress or gone closes the gap) between them?
 */
function highestOfRun(s: PlayState, seat: number, code: number): boolean {
  const suit = code >> 4;
  const b = code & 15;
  const above = s.holding(seat, suit) & ~((2 << b) - 1);
  if (above === 0) return true;
  const next = above & -above;
  let others = 0;
  for (let o = 0; o < 4; o++) if (o !== seat) others |= s.holding(o, suit);
  return (others & (next - 1) & ~((2 << b) - 1)) !== 0;
}

/** `solveWith`, its budget's end reported as the line search's own "too large". */
function solveWithin(p: Position, o: ConstrainedOptions) {
  try {
    return solveWith(p, o);
  } catch (e) {
    if (e instanceof SearchBudgetExceeded) throw new SearchTooLarge(`more than ${NODE_LIMIT} cards tried`);
    throw e;
  }
}

/** The solver's line as tricks, each claimer's card with the statement step or normal-play entry it stands for. */
function annotate(t0: Table, r: LineRules, plays: readonly { seat: Seat; card: Card }[], first: number): LineTrick[] {
  const replay = replayer(t0, r);
  const line: LineTrick[] = [];
  let t = t0,
    cards: LineCard[] = t0.trick.map((x) => ({ seat: x.seat, card: x.card, serves: 'played' })),
    n = first,
    leader = t0.leader;
  const history: number[] = [];
  for (const p of plays) {
    const seat = toPlay(t);
    let c: Choice | undefined;
    if (r.side.includes(seat)) c = choices(t, r, replay(history).progress).find((x) => x.card === p.card);
    cards.push(
      c
        ? { seat, card: p.card, serves: c.serves, ...(c.normal ? { normal: c.normal } : {}) }
        : { seat, card: p.card, serves: r.side.includes(seat) ? 'unstated' : 'defence' },
    );
    history.push(seatNo(seat) * 64 + cardCode(p.card));
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
