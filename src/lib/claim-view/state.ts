/**
 * The claim calculator's state and its strict reading from the URL hash (`#claim=…`): what the
 * reader changed of a case's claim — the statement's steps, whether the outstanding trump was
 * mentioned, the findings, the edition. A hash that cannot be used is 'invalid' (never thrown,
 * never partly applied); the caller shows a notice and the case's own facts.
 */
import { CLAIM_EDITIONS, PLAYER_CLASSES, STEP_KINDS, type ClaimEdition, type ClaimFindings, type ClaimInput, type StatementStep } from '../claims/types.ts';

/** The calculator's state. */
export interface ClaimCalcState {
  /** The Laws edition ruled under. */
  readonly e: ClaimEdition;
  /** The statement's steps. */
  readonly s: readonly StatementStep[];
  /** Whether the statement dealt with the outstanding trump (70C1); absent: not said. */
  readonly t?: boolean;
  /** The director's findings. */
  readonly f: ClaimFindings;
  /** The case's variant the state starts from (absent: the case's own facts). */
  readonly v?: string;
}

/** The hash prefix of a calculator state. */
export const CLAIM_PREFIX = '#claim=';

/**
 * The state of a case's own facts.
 * @example stateOf(input).e // 2017
 */
export function stateOf(input: ClaimInput): ClaimCalcState {
  const t = input.claim.trumpMentioned;
  return { e: input.edition ?? 2017, s: input.claim.statement, ...(t === undefined ? {} : { t }), f: input.findings ?? {} };
}

/**
 * The engine input for a state: the case's position, contract and claim with the reader's
 * statement, trump mention, findings and edition.
 */
export function inputOf(base: ClaimInput, s: ClaimCalcState): ClaimInput {
  // The variant id is the calculator's, not the engine's.
  const { trumpMentioned: _t, ...claim } = base.claim;
  return { ...base, edition: s.e, claim: { ...claim, statement: s.s, ...(s.t === undefined ? {} : { trumpMentioned: s.t }) }, findings: s.f };
}

/**
 * The hash of a state.
 * @example writeState({ e: 2007, s: [], f: {} }) // '#claim=%7B%22e%22%3A2007%2C%22s%22%3A%5B%5D%2C%22f%22%3A%7B%7D%7D'
 */
export const writeState = (s: ClaimCalcState): string => CLAIM_PREFIX + encodeURIComponent(JSON.stringify(s));

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const FINDING_CHECKS: Readonly<Record<keyof ClaimFindings, (v: unknown) => boolean>> = {
  awareOfTrump: (v) => typeof v === 'boolean',
  playerClass: (v) => (PLAYER_CLASSES as readonly unknown[]).includes(v),
  irrational: (v) => isObj(v) && Object.entries(v).every(([k, x]) => /^[a-z0-9-]{1,40}$/.test(k) && typeof x === 'boolean'),
  alreadyWon: (v) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 13,
  allAgreedToPlayOn: (v) => typeof v === 'boolean',
  objectionImmediate: (v) => typeof v === 'boolean',
  meantAsClaim: (v) => typeof v === 'boolean',
  knewWinners: (v) => typeof v === 'boolean',
  gestureClear: (v) => typeof v === 'boolean',
};

/** Steps: known kinds only, at most 3 levels of `if`; their fields are checked by the engine's input check. */
function stepsOk(v: unknown, depth = 0): boolean {
  if (!Array.isArray(v) || v.length > 26 || depth > 3) return false;
  return v.every(
    (s) =>
      isObj(s) &&
      (STEP_KINDS as readonly unknown[]).includes(s.do) &&
      (s.do !== 'if' || (stepsOk(s.then, depth + 1) && (s.else === undefined || stepsOk(s.else, depth + 1)))),
  );
}

/**
 * The state in a URL hash: undefined when the hash holds none, 'invalid' when it cannot be used.
 * Every key is checked, and the input it makes with `base` must pass the engine's input check
 * (`problems`, which lists what is wrong: cards the claimer's side does not hold, …).
 * @example readState('#claim=%7B%7D', base, check) // 'invalid'
 */
export function readState(
  hash: string,
  base: ClaimInput | ((variant?: string) => ClaimInput | undefined),
  problems: (input: ClaimInput) => readonly string[],
): ClaimCalcState | 'invalid' | undefined {
  if (!hash.startsWith(CLAIM_PREFIX)) return undefined;
  if (hash.length > 8000) return 'invalid';
  let v: unknown;
  try {
    v = JSON.parse(decodeURIComponent(hash.slice(CLAIM_PREFIX.length)));
  } catch {
    return 'invalid';
  }
  if (!isObj(v) || !Object.keys(v).every((k) => ['e', 's', 't', 'f', 'v'].includes(k))) return 'invalid';
  if (v.v !== undefined && !(typeof v.v === 'string' && /^[a-z0-9-]{1,40}$/.test(v.v))) return 'invalid';
  if (!(CLAIM_EDITIONS as readonly unknown[]).includes(v.e) || !stepsOk(v.s) || (v.t !== undefined && typeof v.t !== 'boolean') || !isObj(v.f))
    return 'invalid';
  const f = v.f;
  if (!Object.entries(f).every(([k, x]) => k in FINDING_CHECKS && FINDING_CHECKS[k as keyof ClaimFindings](x))) return 'invalid';
  const state: ClaimCalcState = {
    e: v.e as ClaimEdition,
    s: v.s as StatementStep[],
    ...(v.t === undefined ? {} : { t: v.t }),
    f: f as ClaimFindings,
    ...(v.v === undefined ? {} : { v: v.v }),
  };
  const from = typeof base === 'function' ? base(state.v) : base;
  return from === undefined || problems(inputOf(from, state)).length > 0 ? 'invalid' : state;
}

/**
 * Whether a statement says to draw trumps, in any step or branch: the engine then holds that it
 * dealt with the outstanding trump (70C1), whatever the reader chose for the mention.
 * @example drawsTrumps([{ do: 'if', when: { suit: 'H', breaks: '3-3' }, then: [{ do: 'draw-trumps' }] }]) // true
 */
export function drawsTrumps(steps: readonly StatementStep[]): boolean {
  return steps.some((s) => s.do === 'draw-trumps' || (s.do === 'if' && (drawsTrumps(s.then) || drawsTrumps(s.else ?? []))));
}

/**
 * What the trump-mention control shows for a state: the reader's answer (undefined: not said),
 * or yes when a step draws trumps (`drawn`), since the ruling then treats the trump as dealt with.
 * @example trumpShown({ e: 2017, s: [{ do: 'draw-trumps' }], t: false, f: {} }) // { value: true, drawn: true }
 */
export function trumpShown(state: Pick<ClaimCalcState, 's' | 't'>): { readonly value: boolean | undefined; readonly drawn: boolean } {
  return drawsTrumps(state.s) ? { value: true, drawn: true } : { value: state.t, drawn: false };
}
