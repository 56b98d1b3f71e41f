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

/**
 * The score over the problems `ids`: how many are marked, right and wrong.
 * @example score({ q1: { mark: 'right' }, q2: { mark: 'wrong' } }, ['q1', 'q2', '1']) // { total: 3, marked: 2, right: 1, wrong: 1 }
 */
export function score(progress: Progress, ids: readonly string[]): { total: number; marked: number; right: number; wrong: number } {
  const marks = ids.map((id) => progress[id]?.mark);
  const right = marks.filter((m) => m === 'right').length;
  const wrong = marks.filter((m) => m === 'wrong').length;
  return { total: ids.length, marked: right + wrong, right, wrong };
}
