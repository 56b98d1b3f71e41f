/**
 * A reader's progress in study mode, as kept in localStorage: per problem whether its answer
 * was revealed, the options chosen, and the reader's own mark. Parsing never throws: stored
 * data that is not progress is ignored.
 */

/** One problem. */
export interface ProblemState {
  open?: boolean;
  /** Scenario id → option chosen. */
  picks?: Readonly<Record<string, string>>;
  mark?: 'right' | 'wrong';
}

/** Case id → state. */
export type Progress = Readonly<Record<string, ProblemState>>;

/** No progress. */
export const emptyProgress = (): Progress => ({});

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Reads stored progress, keeping only well-formed entries.
 * @example parseProgress('{"q1":{"mark":"right"},"x":3}') // { q1: { mark: 'right' } }
 */
export function parseProgress(text: string | null): Progress {
  let raw: unknown;
  try {
    raw = text === null ? {} : JSON.parse(text);
  } catch {
    return {};
  }
  if (!isRecord(raw)) return {};
  const out: Record<string, ProblemState> = {};
  for (const [id, value] of Object.entries(raw)) {
    if (!isRecord(value)) continue;
    const state: ProblemState = {};
    if (typeof value['open'] === 'boolean') state.open = value['open'];
    if (value['mark'] === 'right' || value['mark'] === 'wrong') state.mark = value['mark'];
    const picks = value['picks'];
    if (isRecord(picks)) state.picks = Object.fromEntries(Object.entries(picks).filter((e): e is [string, string] => typeof e[1] === 'string'));
    out[id] = state;
  }
  return out;
}

/** The answer key of a problem: scenario → the final ruling's answer. */
export type AnswerKey = Readonly<Record<string, string>>;

/**
 * Does an answer chosen differ from the final ruling?
 * @example differs({ picks: { main: 'allowed' } }, { main: 'refused' }) // true
 */
export function differs(state: ProblemState | undefined, key: AnswerKey = {}): boolean {
  return Object.entries(state?.picks ?? {}).some(([scenario, pick]) => key[scenario] !== undefined && key[scenario] !== pick);
}

/**
 * The mark that counts: an answer that differs from the ruling is wrong whatever the reader
 * marked (it cannot be marked right); otherwise the reader's own mark.
 * @example markOf({ picks: { main: 'allowed' }, mark: 'right' }, { main: 'refused' }) // 'wrong'
 */
export function markOf(state: ProblemState | undefined, key: AnswerKey = {}): 'right' | 'wrong' | undefined {
  if (state?.mark !== undefined && differs(state, key)) return 'wrong';
  return state?.mark;
}

/**
 * The score over the problems `ids`: how many are marked, right and wrong (`keys`: the answer
 * key of each problem, so a chosen answer that differs from the ruling counts as wrong).
 * @example score({ q1: { mark: 'right' }, q2: { mark: 'wrong' } }, ['q1', 'q2', '1']) // { total: 3, marked: 2, right: 1, wrong: 1 }
 */
export function score(
  progress: Progress,
  ids: readonly string[],
  keys: Readonly<Record<string, AnswerKey>> = {},
): { total: number; marked: number; right: number; wrong: number } {
  const marks = ids.map((id) => markOf(progress[id], keys[id]));
  const right = marks.filter((m) => m === 'right').length;
  const wrong = marks.filter((m) => m === 'wrong').length;
  return { total: ids.length, marked: right + wrong, right, wrong };
}
