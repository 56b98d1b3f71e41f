/**
 * Exam mode: one problem at a time from a set chosen at the start (every problem, or only those
 * citing one law), in an order shuffled from a seed, each scored against the final ruling, with
 * the time spent on it if the reader wants a timer, and at the end the laws of the problems
 * answered wrong. The state is plain data kept in localStorage; parsing it never throws and
 * keeps only what fits the problems on the page.
 */
import { compareLawIds } from './law-order.ts';
import { differs, markOf, score, type AnswerKey, type ProblemState } from './study-progress.ts';

/** A problem as the exam sees it. */
export interface ExamProblem {
  /** Unique on the page: `collection/case`. */
  readonly id: string;
  /** The laws the case cites (canonical ids). */
  readonly laws: readonly string[];
  /** The filter values it matches: each law cited and every section or law containing it (law-filter.ts). */
  readonly match: readonly string[];
  /** The laws each question's (scenario's) final ruling applies, where known: a wrong answer sends the reader to those only. */
  readonly scenarioLaws?: Readonly<Record<string, readonly string[]>>;
}

/** What the reader did with one problem: the study state plus the time spent, in ms. */
export interface ExamAnswer extends ProblemState {
  readonly ms?: number;
}

/** An exam under way or finished. */
export interface ExamState {
  /** The law drilled (`46B`), or null for every problem. */
  readonly law: string | null;
  readonly seed: number;
  readonly timer: boolean;
  /** Problem ids in the order asked. */
  readonly order: readonly string[];
  /** Index of the problem on show; `order.length` once finished. */
  readonly at: number;
  readonly answers: Readonly<Record<string, ExamAnswer>>;
}

/** Answer keys of the problems: id → scenario → the final ruling's answer (no entry: the reader marks it). */
export type ExamKeys = Readonly<Record<string, AnswerKey>>;

/**
 * A pseudo-random generator from a 32-bit seed (mulberry32): the same seed gives the same
 * sequence in [0, 1), so a stored seed reproduces an exam's order.
 * @example seededRandom(1)() // 0.6270739405881613
 */
export function seededRandom(seed: number): () => number {
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
 * A copy of `items` shuffled (Fisher–Yates) by the generator seeded with `seed`.
 * @example shuffle(['a', 'b', 'c'], 7) // the same permutation every time for seed 7
 */
export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  const random = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The ids of the problems a drill asks: those citing `law` or a section inside it, in the
 * order given; every problem when `law` is null.
 * @example drill([{ id: 'a', laws: ['46B4'], match: ['46B4', '46B', '46'] }, { id: 'b', laws: ['45D'], match: ['45D', '45'] }], '46B') // ['a']
 */
export function drill(problems: readonly ExamProblem[], law: string | null): string[] {
  return problems.filter((p) => law === null || p.match.includes(law)).map((p) => p.id);
}

/**
 * A new exam over `problems` (every one, or a law's drill), shuffled from `seed`.
 * @example startExam(problems, { law: '46B', seed: 42, timer: false }).order // the 46B problems, shuffled
 */
export function startExam(problems: readonly ExamProblem[], options: { law: string | null; seed: number; timer: boolean }): ExamState {
  return { law: options.law, seed: options.seed >>> 0, timer: options.timer, order: shuffle(drill(problems, options.law), options.seed), at: 0, answers: {} };
}

/** The id of the problem on show, if the exam is not finished. */
export function currentProblem(state: ExamState): string | undefined {
  return state.order[state.at];
}

/** Whether every problem has been answered and the reader has moved past the last. */
export function isFinished(state: ExamState): boolean {
  return state.at >= state.order.length;
}

const withAnswer = (state: ExamState, id: string, change: Partial<ExamAnswer>): ExamState => ({
  ...state,
  answers: { ...state.answers, [id]: { ...state.answers[id], ...change } },
});

/**
 * Chooses an answer to one question of the problem on show; answers are locked once the
 * ruling has been shown.
 * @example pick(state, 'claims/king-drops', 'main', 'allowed').answers['claims/king-drops'].picks // { main: 'allowed' }
 */
export function pick(state: ExamState, id: string, scenario: string, value: string): ExamState {
  if (currentProblem(state) !== id || state.answers[id]?.open === true) return state;
  return withAnswer(state, id, { picks: { ...state.answers[id]?.picks, [scenario]: value } });
}

/**
 * The questions of a problem still unanswered.
 * @example unanswered({ picks: { a: 'played' } }, { a: 'played', b: 'not-played' }) // ['b']
 */
export function unanswered(answer: ExamAnswer | undefined, key: AnswerKey = {}): string[] {
  return Object.keys(key).filter((scenario) => answer?.picks?.[scenario] === undefined);
}

/**
 * Shows the ruling of the problem on show and records the time spent. A problem with
 * questions is then scored against the final ruling at once (right only if every answer
 * matches) and cannot be shown before each question has an answer; a problem without
 * questions waits for the reader's own mark.
 * @example reveal(pick(state, id, 'main', 'allowed'), id, { main: 'refused' }, 5000).answers[id] // { picks: { main: 'allowed' }, open: true, mark: 'wrong', ms: 5000 }
 */
export function reveal(state: ExamState, id: string, key: AnswerKey = {}, ms?: number): ExamState {
  const answer = state.answers[id];
  if (currentProblem(state) !== id || answer?.open === true || unanswered(answer, key).length > 0) return state;
  const scored = Object.keys(key).length > 0 ? { mark: differs(answer, key) ? ('wrong' as const) : ('right' as const) } : {};
  return withAnswer(state, id, { open: true, ...scored, ...(ms === undefined ? {} : { ms: Math.max(0, Math.round(ms)) }) });
}

/**
 * The reader's own mark for a problem without questions, once its ruling is shown. A problem
 * with questions is scored by its answers: its mark cannot be set by hand.
 * @example selfMark(revealed, id, 'right', {}).answers[id].mark // 'right'
 */
export function selfMark(state: ExamState, id: string, mark: 'right' | 'wrong', key: AnswerKey = {}): ExamState {
  const answer = state.answers[id];
  if (currentProblem(state) !== id || answer?.open !== true || Object.keys(key).length > 0) return state;
  return withAnswer(state, id, { mark });
}

/**
 * Records the time spent so far on the problem on show (before its ruling is shown), so a
 * reload resumes the timer.
 */
export function spend(state: ExamState, id: string, ms: number): ExamState {
  if (currentProblem(state) !== id || state.answers[id]?.open === true || !Number.isFinite(ms)) return state;
  return withAnswer(state, id, { ms: Math.max(0, Math.round(ms)) });
}

/** Goes on to the next problem once the one on show is marked. */
export function advance(state: ExamState, keys: ExamKeys = {}): ExamState {
  const id = currentProblem(state);
  if (id === undefined || markOf(state.answers[id], keys[id]) === undefined) return state;
  return { ...state, at: state.at + 1 };
}

/**
 * The score over the exam's problems, against the final rulings.
 * @example examScore(state, keys) // { total: 8, marked: 8, right: 5, wrong: 3 }
 */
export function examScore(state: ExamState, keys: ExamKeys = {}): ReturnType<typeof score> {
  return score(state.answers, state.order, keys);
}

/** One question of a problem after its ruling is shown: the answer chosen, the ruling's, and whether they match. */
export interface VariantResult {
  readonly scenario: string;
  readonly picked?: string;
  readonly correct: string;
  readonly right: boolean;
}

/**
 * Each question's result, in the key's order. A problem counts as right only when every one is
 * (`reveal`); these say which were.
 * @example variantResults({ picks: { a: 'played', b: 'played' } }, { a: 'played', b: 'not-played' }) // [{ scenario: 'a', picked: 'played', correct: 'played', right: true }, { scenario: 'b', picked: 'played', correct: 'not-played', right: false }]
 */
export function variantResults(answer: ExamAnswer | undefined, key: AnswerKey = {}): VariantResult[] {
  return Object.entries(key).map(([scenario, correct]) => {
    const picked = answer?.picks?.[scenario];
    return { scenario, ...(picked === undefined ? {} : { picked }), correct, right: picked === correct };
  });
}

/** The laws a wrong problem sends the reader to: those of its wrong questions where their laws are known, else all it cites. */
function blamed(p: ExamProblem, answer: ExamAnswer | undefined, key: AnswerKey | undefined): readonly string[] {
  if (!key || !p.scenarioLaws) return p.laws;
  const wrong = variantResults(answer, key).filter((v) => !v.right);
  const known = wrong.map((v) => p.scenarioLaws?.[v.scenario]).filter((l): l is readonly string[] => l !== undefined && l.length > 0);
  return wrong.length > 0 && known.length === wrong.length ? [...new Set(known.flat())] : p.laws;
}

/** A law the reader should review: how many of the exam's problems citing it were answered wrong. */
export interface WeakLaw {
  readonly law: string;
  readonly wrong: number;
  readonly total: number;
}

/**
 * The laws of what was answered wrong — of a problem's wrong questions where their rulings' laws
 * are known, else every law the problem cites — most often missed first (then in the order of
 * the Laws), each with the number of the exam's problems citing it.
 * @example weakLaws(state, problems, keys) // [{ law: '46B', wrong: 2, total: 5 }, { law: '45C4(a)', wrong: 1, total: 2 }]
 */
export function weakLaws(state: ExamState, problems: readonly ExamProblem[], keys: ExamKeys = {}): WeakLaw[] {
  const asked = problems.filter((p) => state.order.includes(p.id));
  const wrong = asked.filter((p) => markOf(state.answers[p.id], keys[p.id]) === 'wrong').map((p) => ({ p, laws: blamed(p, state.answers[p.id], keys[p.id]) }));
  const laws = [...new Set(wrong.flatMap((w) => w.laws))];
  return laws
    .map((law) => ({
      law,
      wrong: wrong.filter((w) => w.laws.includes(law)).length,
      total: asked.filter((p) => p.laws.includes(law) || Object.values(p.scenarioLaws ?? {}).some((l) => l.includes(law))).length,
    }))
    .sort((a, b) => b.wrong - a.wrong || compareLawIds(a.law, b.law));
}

/**
 * The time spent on the exam's problems, in ms.
 * @example totalTime({ ...state, answers: { a: { ms: 1000 }, b: { ms: 2500 } } }) // 3500
 */
export function totalTime(state: ExamState): number {
  return state.order.reduce((sum, id) => sum + (state.answers[id]?.ms ?? 0), 0);
}

/**
 * A duration as the clock shows it: `m:ss`, or `h:mm:ss` from an hour.
 * @example formatDuration(75_400) // '1:15'
 * @example formatDuration(3_725_000) // '1:02:05'
 */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** The stored form (`v` tells a later format from this one). */
export function serializeExam(state: ExamState): string {
  return JSON.stringify({ v: 1, ...state });
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Reads a stored exam, keeping only what fits the problems `known` (the ids on the page):
 * problems no longer on the page leave the order, the position is kept in range, answers
 * keep only well-formed fields. Anything that is not an exam gives null; never throws.
 * @example parseExam('{"v":1,"law":null,"seed":7,"timer":false,"order":["a","gone"],"at":1,"answers":{"a":{"mark":"right","ms":900}}}', new Set(['a']))
 * // { law: null, seed: 7, timer: false, order: ['a'], at: 1, answers: { a: { mark: 'right', ms: 900 } } }
 */
export function parseExam(text: string | null, known: ReadonlySet<string>): ExamState | null {
  let raw: unknown;
  try {
    raw = text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw) || raw['v'] !== 1 || !Array.isArray(raw['order'])) return null;
  const { law, seed, timer, at, answers } = raw;
  if (!(law === null || (typeof law === 'string' && law !== '')) || typeof seed !== 'number' || !Number.isInteger(seed) || typeof timer !== 'boolean')
    return null;
  const stored = raw['order'].filter((id): id is string => typeof id === 'string');
  // A problem that left the page before the position moves the position back with it.
  const position = typeof at === 'number' && Number.isInteger(at) && at >= 0 ? Math.min(at, stored.length) : 0;
  const order: string[] = [];
  let shift = 0;
  stored.forEach((id, i) => {
    if (known.has(id) && !order.includes(id)) order.push(id);
    else if (i < position) shift++;
  });
  if (order.length === 0) return null;
  const out: Record<string, ExamAnswer> = {};
  for (const id of order) {
    const value = isRecord(answers) ? answers[id] : undefined;
    if (!isRecord(value)) continue;
    const answer: { -readonly [K in keyof ExamAnswer]: ExamAnswer[K] } = {};
    if (typeof value['open'] === 'boolean') answer.open = value['open'];
    if (value['mark'] === 'right' || value['mark'] === 'wrong') answer.mark = value['mark'];
    const picks = value['picks'];
    if (isRecord(picks)) answer.picks = Object.fromEntries(Object.entries(picks).filter((e): e is [string, string] => typeof e[1] === 'string'));
    const ms = value['ms'];
    if (typeof ms === 'number' && Number.isFinite(ms) && ms >= 0) answer.ms = Math.round(ms);
    out[id] = answer;
  }
  return { law, seed: seed >>> 0, timer, order, at: Math.min(position - shift, order.length), answers: out };
}
