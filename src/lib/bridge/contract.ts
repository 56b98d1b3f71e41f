/**
 * The contract model, shared by the whole project (scoring builds on it): strains, levels,
 * doubling (`risk`: '' undoubled, 'X' doubled, 'XX' redoubled), the `Contract` type, and the one
 * reader of contract notation. `readContract` accepts what people write (`6H`, `3NTX`, `6♥`,
 * `4 s x`, a missing level for "a notrump contract"); `parseContract` is the compact notation
 * of case files and deal fences (`3NT`, `6H`, `4SX`, `NT`) on top of it. Scoring's lenient
 * `parseContract` (src/lib/scoring/contract.ts) reads through `readContract` too.
 */
import { bridgeError, err, ok, type Result } from './result.ts';
import { SUIT_SYMBOLS, type Suit } from './vocabulary.ts';

/**
 * The strains, lowest first.
 * @example STRAINS.indexOf('NT') // 4
 */
export const STRAINS = Object.freeze(['C', 'D', 'H', 'S', 'NT'] as const);
/**
 * A strain: a suit or `NT`.
 * @example const strain: Strain = 'NT';
 */
export type Strain = (typeof STRAINS)[number];

/**
 * Contract levels 1–7 (tricks required = level + 6).
 * @example LEVELS.length // 7
 */
export const LEVELS = Object.freeze([1, 2, 3, 4, 5, 6, 7] as const);
/**
 * A contract level.
 * @example const level: Level = 3;
 */
export type Level = (typeof LEVELS)[number];

/**
 * Doubling states: undoubled (`''`), doubled (`'X'`), redoubled (`'XX'`).
 * @example RISKS[2] // 'XX'
 */
export const RISKS = Object.freeze(['', 'X', 'XX'] as const);
/**
 * A doubling state.
 * @example const risk: Risk = 'X';
 */
export type Risk = (typeof RISKS)[number];

/**
 * A contract: level, strain and doubling. Declarer is not part of it.
 * @example const c: Contract = { level: 4, strain: 'S', risk: 'X' }; // 4♠ doubled
 */
export interface Contract {
  readonly level: Level;
  readonly strain: Strain;
  readonly risk: Risk;
}

/**
 * A contract as a source states it: the level may be missing ("a notrump contract").
 * @example const c: StatedContract = { strain: 'NT', risk: '' }; // NT
 */
export type StatedContract = Omit<Contract, 'level'> & { readonly level?: Level };

/**
 * Whether a value is one of the seven levels.
 * @example isLevel(7) // true
 */
export const isLevel = (n: unknown): n is Level => (LEVELS as readonly unknown[]).includes(n);
/**
 * Whether a value is one of the five strains (canonical letters only).
 * @example isStrain('♥') // false
 */
export const isStrain = (s: unknown): s is Strain => (STRAINS as readonly unknown[]).includes(s);
/**
 * Whether a value is one of the three doubling states.
 * @example isRisk('XX') // true
 */
export const isRisk = (r: unknown): r is Risk => (RISKS as readonly unknown[]).includes(r);

/** Why a contract could not be read. */
export type ContractReadError = 'empty' | 'bad-level' | 'bad-strain' | 'bad-risk';

/** Every spelling of a strain accepted on input (upper-cased before lookup). */
const STRAIN_ALIASES: Readonly<Record<string, Strain>> = Object.freeze({
  C: 'C',
  '♣': 'C',
  '♧': 'C',
  D: 'D',
  '♦': 'D',
  '♢': 'D',
  H: 'H',
  '♥': 'H',
  '♡': 'H',
  S: 'S',
  '♠': 'S',
  '♤': 'S',
  NT: 'NT',
  N: 'NT',
});

// Level digits, strain token, the rest. `(?=(x))\N` is an atomic group: the level and the
// spaces, once read, are not re-split (without it a long failing input backtracks in cubic time).
const CONTRACT_SHAPE = /^(?=(\d*))\1(?=(\s*))\2(NT|[A-Z]|[♣♧♦♢♥♡♠♤])?(?=(\s*))\4(.*)$/u;

/**
 * Reads a contract from the front of `text` (any case, suit symbols, spaces between the parts),
 * returning it with whatever follows the doubling. The level may be missing; callers decide.
 * @example readContract('4SX-1') // { ok: true, contract: { level: 4, strain: 'S', risk: 'X' }, rest: '-1' }
 * @example readContract('NT') // { ok: true, contract: { strain: 'NT', risk: '' }, rest: '' }
 */
export function readContract(
  text: string,
):
  | { readonly ok: true; readonly contract: StatedContract; readonly rest: string }
  | { readonly ok: false; readonly code: ContractReadError; readonly message: string } {
  const src = text.trim().toUpperCase();
  if (src === '') return { ok: false, code: 'empty', message: 'contract is empty' };
  const m = CONTRACT_SHAPE.exec(src);
  const digits = m?.[1] ?? '';
  const level = Number(digits);
  if (m === null || (digits !== '' && !isLevel(level))) {
    return {
      ok: false,
      code: 'bad-level',
      message: digits === '' ? `contract must start with a level 1–7: "${text}"` : `level must be 1–7, got ${digits}: "${text}"`,
    };
  }
  const strain = m[3] === undefined ? undefined : STRAIN_ALIASES[m[3]];
  if (strain === undefined) return { ok: false, code: 'bad-strain', message: `strain must be C, D, H, S, NT or a suit symbol: "${text}"` };
  const tail = (m[5] ?? '').trimStart();
  const risk: Risk = tail.startsWith('XX') ? 'XX' : tail.startsWith('X') ? 'X' : '';
  const rest = tail.slice(risk.length).trim();
  if (rest.startsWith('X')) return { ok: false, code: 'bad-risk', message: `at most two X (redoubled): "${text}"` };
  const contract = digits === '' ? { strain, risk } : { level: level as Level, strain, risk };
  return { ok: true, contract: Object.freeze(contract), rest };
}

/**
 * The contract `text` states, in any spelling {@link readContract} accepts and nothing after it;
 * undefined when it states none. For outside input (a ruling's JSON facts).
 * @example contractIn('4♠X') // { level: 4, strain: 'S', risk: 'X' }
 */
export function contractIn(text: string): StatedContract | undefined {
  const read = readContract(text);
  return read.ok && read.rest === '' ? read.contract : undefined;
}

/**
 * Parses a contract in compact notation (`3NT`, `6H`, `4SX`, `NT`): what case files and deal
 * fences write. Anything else, even what `readContract` would accept (`6♥`, `3nt`), is an error.
 * @example parseContract('3NT') // { ok: true, value: { level: 3, strain: 'NT', risk: '' } }
 * @example parseContract('3ΧΑ') // { ok: false, error: { code: 'contract', … } }
 */
export function parseContract(text: string): Result<StatedContract> {
  const read = readContract(text);
  if (!read.ok || read.rest !== '' || formatContract(read.contract) !== text) {
    return err(bridgeError('contract', `"${text}" is not a contract: write level, strain and doubling as 3NT, 6H, 4SX`, { position: 0 }));
  }
  return ok(read.contract);
}

/**
 * Formats a contract in compact notation; the inverse of {@link parseContract}.
 * @example formatContract({ level: 6, strain: 'H', risk: '' }) // '6H'
 */
export function formatContract(contract: StatedContract): string {
  return `${contract.level ?? ''}${contract.strain}${contract.risk}`;
}

/**
 * Formats a contract for readers, with a suit symbol.
 * @example displayContract({ level: 6, strain: 'H', risk: '' }) // '6♥'
 */
export function displayContract(contract: StatedContract): string {
  const strain = contract.strain === 'NT' ? 'NT' : SUIT_SYMBOLS[contract.strain as Suit];
  return `${contract.level ?? ''}${strain}${contract.risk}`;
}
