/**
 * The claim tool (`/{lang}/tools/claim/`): a claim a director meets at the table, described from
 * scratch — the end position in the ```deal fence syntax (with the ruling tool's `lead:` and
 * `won:` lines), who claimed and how many tricks, the statement, the findings, the edition —
 * turned into the claims engine's input, and its strict reading from a shared URL.
 */
import { SEATS, type Seat } from '../bridge/vocabulary.ts';
import type { ClaimInput } from '../claims/types.ts';
import { situationOf, type PositionError } from '../ruling-view/tool.ts';
import { CLAIM_PREFIX, inputOf, readState, writeState, type ClaimCalcState } from './state.ts';

/** The tool's state: the calculator's, with the position text, the claimer and the tricks claimed. */
export interface ClaimToolState extends ClaimCalcState {
  /** The position, in the deal fence syntax. */
  readonly p: string;
  /** Who claimed or conceded. */
  readonly b: Seat;
  /** Of the remaining tricks, how many the claimer's side says it wins. */
  readonly n: number;
}

/** The hash prefix of a tool state (the calculator's with the position). */
export const TOOL_PREFIX = '#claim-tool=';

/** The example position: 4♠ by South, three tricks left, East holds the last trump. */
export const EXAMPLE_POSITION = ['N: 2.K2..', 'E: Q..Q2.', 'S: AK.A..', 'W: .QJ..9', 'contract: 4S', 'declarer: S', 'lead: S', 'won: 8 2'].join('\n');

/** The example's claim: South claims the three tricks, "the ♥A, then the ♠AK", not mentioning East's trump. */
export const EXAMPLE_STATE: ClaimToolState = {
  p: EXAMPLE_POSITION,
  b: 'S',
  n: 3,
  e: 2017,
  s: [
    { do: 'cash', cards: ['HA'] },
    { do: 'cash', cards: ['SA', 'SK'] },
  ],
  t: false,
  f: {},
};

const VUL = /^[ \t]*vul[ \t]*:[ \t]*(None|NS|EW|All)[ \t]*$/m;

/**
 * The engine input of a tool state, or every problem of the position with its line. The
 * opponents dispute the claim (the director was called); the hands must be whole (all four suits).
 * @example toolInput(EXAMPLE_STATE).ok // true
 */
export function toolInput(s: ClaimToolState): { ok: true; input: ClaimInput } | { ok: false; errors: readonly PositionError[] } {
  const sit = situationOf(s.p);
  if (!sit.ok) return sit;
  const x = sit.situation;
  const errors: PositionError[] = [];
  const hands: Partial<Record<Seat, string>> = {};
  for (const seat of SEATS) {
    const h = x.hands[seat];
    if (h === undefined || (typeof h !== 'string' && h.shown !== undefined && h.shown.length < 4))
      errors.push({ line: 1, column: 1, code: 'incomplete-deal', message: `${seat}: give the whole hand, all four suits (a claim is ruled on every card)` });
    else hands[seat] = typeof h === 'string' ? h : h.pbn;
  }
  if (x.contract === undefined) errors.push({ line: 1, column: 1, code: 'contract', message: 'say the contract: add a line "contract: 4S"' });
  if (x.tricksWon === undefined)
    errors.push({ line: 1, column: 1, code: 'won', message: 'say the tricks won so far: add a line "won: 8 2" (declarer’s, then the defenders’)' });
  if (x.trick === undefined && x.onLead === undefined)
    errors.push({ line: 1, column: 1, code: 'lead', message: 'say who is on lead: add a line "lead: S", or the trick in progress "trick: W:H4"' });
  if (errors.length > 0 || x.contract === undefined || x.tricksWon === undefined) return { ok: false, errors };
  const vul = VUL.exec(s.p)?.[1];
  const side = x.declarer === 'N' || x.declarer === 'S' ? 'NS' : 'EW';
  const opponent = SEATS[(SEATS.indexOf(s.b) + 1) % 4] as Seat;
  const base: ClaimInput = {
    position: { hands: hands as Record<Seat, string>, ...(x.trick ? { trick: x.trick } : {}), ...(x.onLead ? { onLead: x.onLead } : {}) },
    contract: x.contract,
    declarer: x.declarer,
    vulnerable: vul === 'All' || vul === side,
    tricksWon: { declarer: x.tricksWon.declarer ?? 0, defenders: x.tricksWon.defenders ?? 0 },
    claim: { by: s.b, tricks: s.n, manner: 'statement', statement: [] },
    after: [{ type: 'disputed', seat: opponent }],
  };
  return { ok: true, input: inputOf(base, s) };
}

const exampleInput = () => (toolInput(EXAMPLE_STATE) as { ok: true; input: ClaimInput }).input;

/** The hash of a tool state. */
export const writeToolState = (s: ClaimToolState): string => TOOL_PREFIX + writeState(s).slice(CLAIM_PREFIX.length);

/**
 * The tool state in a URL hash: undefined when there is none, 'invalid' when it cannot be used.
 * The calculator part is read as strictly as the calculator reads it (against the position when
 * it parses); the position text is kept as typed, its problems shown with their lines.
 * @example readToolState('#claim-tool=%7B%7D', check) // 'invalid'
 */
export function readToolState(hash: string, problems: (input: ClaimInput) => readonly string[]): ClaimToolState | 'invalid' | undefined {
  if (!hash.startsWith(TOOL_PREFIX)) return undefined;
  let v: unknown;
  try {
    v = JSON.parse(decodeURIComponent(hash.slice(TOOL_PREFIX.length)));
  } catch {
    return 'invalid';
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'invalid';
  const { p, b, n, ...calc } = v as Record<string, unknown>;
  if (typeof p !== 'string' || p.length > 4000 || !(SEATS as readonly unknown[]).includes(b) || !Number.isInteger(n) || (n as number) < 0 || (n as number) > 13)
    return 'invalid';
  const seat = b as Seat;
  const base = toolInput({ ...EXAMPLE_STATE, p, b: seat, n: n as number });
  // A position that does not parse yet: the calculator part is still checked for its shape.
  const state = readState(writeState(calc as unknown as ClaimCalcState), base.ok ? base.input : exampleInput(), base.ok ? problems : () => []);
  return state === undefined || state === 'invalid' ? 'invalid' : { ...state, p, b: seat, n: n as number };
}
