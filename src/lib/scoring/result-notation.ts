/**
 * Result notation: a contract plus how it fared — `6♥=`, `6♥−1`, `3NT+1`,
 * `4SX-2`. Canonically a result is stored as tricks taken by declarer.
 */
import { formatContract, parseContractPrefix, type ContractError, type NotationStyle } from './contract.ts';
import { fail, ok, type Outcome, type ScoringError } from './outcome.ts';
import { BOOK, TOTAL_TRICKS, isTricks, type Contract } from './vocabulary.ts';
import { SUIT_SYMBOLS } from '../bridge/vocabulary.ts';

/**
 * A played contract: the contract and the tricks declarer took (0–13).
 *
 * @example
 * const r: ContractResult = { contract: { level: 6, strain: 'H', risk: '' }, tricks: 11 }; // 6♥−1
 */
export type ContractResult = { readonly contract: Contract; readonly tricks: number };

/** Error codes from {@link parseResult} and {@link makeResult}. @example const c: ResultErrorCode = 'impossible-result'; */
export type ResultErrorCode = ContractError['code'] | 'bad-delta' | 'impossible-result' | 'bad-tricks';
/** A typed result error. @example const e: ResultError = { code: 'bad-delta', message: '…' }; */
export type ResultError = ScoringError<ResultErrorCode>;

/** The three minus signs accepted on input: hyphen-minus, U+2212 minus, U+2013 en dash. */
const DELTA_SHAPE = /^(?:(=)|([+\-−–])\s*(\d+))$/u;

/**
 * Tricks above (+) or below (−) the contract: 0 when made exactly.
 *
 * @example
 * relativeTricks({ level: 3, strain: 'NT', risk: '' }, 10); // 1  (3NT+1)
 * relativeTricks({ level: 6, strain: 'H', risk: '' }, 11);  // -1 (6♥−1)
 */
export const relativeTricks = (contract: Contract, tricks: number): number => tricks - (BOOK + contract.level);

/**
 * The range of relative results possible for a contract: from all tricks
 * lost (−(level+6)) to all thirteen won (+(7−level)).
 *
 * @example
 * relativeRange({ level: 7, strain: 'NT', risk: '' }); // { min: -13, max: 0 }
 */
export const relativeRange = (contract: Contract): { readonly min: number; readonly max: number } =>
  Object.freeze({ min: -(BOOK + contract.level), max: TOTAL_TRICKS - BOOK - contract.level });

/**
 * Builds a result from a contract and a trick count, validating the count.
 *
 * @example
 * makeResult({ level: 4, strain: 'S', risk: '' }, 10); // ok({ contract: 4♠, tricks: 10 })
 * makeResult({ level: 4, strain: 'S', risk: '' }, 14); // error 'bad-tricks'
 */
export const makeResult = (contract: Contract, tricks: number): Outcome<ContractResult, ResultError> =>
  isTricks(tricks) ? ok(Object.freeze({ contract, tricks })) : fail('bad-tricks', `tricks must be an integer 0–13, got ${String(tricks)}`);

/**
 * Parses result notation: a contract (see `parseContract`) followed by `=`,
 * `+n` or `−n`. Accepts `-` (hyphen), `−` (U+2212) and `–` (U+2013) as minus,
 * `H` or `♥` for suits, any case, optional spaces. `+0` and `−0` are rejected
 * (write `=`), as are results beyond 0 or 13 tricks.
 *
 * @example
 * parseResult('6♥−1');  // ok({ contract: { level: 6, strain: 'H', risk: '' }, tricks: 11 })
 * parseResult('3NT+1'); // ok({ contract: { level: 3, strain: 'NT', risk: '' }, tricks: 10 })
 * parseResult('6H-1');  // same as '6♥−1'
 * parseResult('7NT+1'); // error 'impossible-result'
 */
export const parseResult = (text: string): Outcome<ContractResult, ResultError> => {
  if (typeof text !== 'string') return fail('bad-input', 'result must be a string');
  const prefix = parseContractPrefix(text);
  if (!prefix.ok) return prefix;
  const { contract, rest } = prefix.value;
  if (rest === '') return fail('bad-delta', `missing "=", "+n" or "−n" after contract: "${text}"`);
  const m = DELTA_SHAPE.exec(rest);
  if (m === null) return fail('bad-delta', `expected "=", "+n" or "−n", got "${rest}": "${text}"`);
  const magnitude = m[1] === '=' ? 0 : Number(m[3]);
  if (m[1] !== '=' && magnitude === 0) {
    return fail('bad-delta', `write "=" for a contract made exactly, not "${rest}": "${text}"`);
  }
  const delta = m[2] === '+' ? magnitude : -magnitude;
  const { min, max } = relativeRange(contract);
  if (delta < min || delta > max) {
    return fail('impossible-result', `${formatContract(contract)} allows results from ${min} to +${max}, got ${rest}: "${text}"`);
  }
  return ok(Object.freeze({ contract, tricks: BOOK + contract.level + delta }));
};

/**
 * Formats a result. Default `'unicode'`: suit symbols and the true minus sign
 * (`6♥−1`); `'ascii'` gives `6H-1`. Notrump is always `NT`.
 *
 * @example
 * formatResult({ contract: { level: 6, strain: 'H', risk: '' }, tricks: 12 });          // '6♥='
 * formatResult({ contract: { level: 6, strain: 'H', risk: '' }, tricks: 11 });          // '6♥−1'
 * formatResult({ contract: { level: 3, strain: 'NT', risk: 'X' }, tricks: 10 }, 'ascii'); // '3NTX+1'
 */
export const formatResult = (result: ContractResult, style: NotationStyle = 'unicode'): string => {
  const delta = relativeTricks(result.contract, result.tricks);
  const minus = style === 'unicode' ? '−' : '-';
  const suffix = delta === 0 ? '=' : delta > 0 ? `+${delta}` : `${minus}${-delta}`;
  return `${formatContract(result.contract, style)}${suffix}`;
};

/**
 * A stored result (`4S=`, `3NT+1`, as {@link formatResult} writes it in `'ascii'`) as a reader
 * sees it: the suit as its symbol and notrump as the reader's language writes it (`notrump`:
 * the interface's `deal.notrump`, БК, BA, ΧΑ or NT), as the deal diagrams write contracts.
 * Text that is not a result is returned as it is.
 *
 * @example
 * displayResult('3NT+1', 'БК');  // '3БК+1'
 * displayResult('4SX-1', 'BA');  // '4♠X-1'
 * displayResult('3NTX=', 'ΧΑ');  // '3ΧΑX='
 */
export const displayResult = (result: string, notrump: string): string =>
  result.replace(
    /^([1-7])(NT|[SHDC])(?=X{0,2}(?:=|[+\-−]\d+)$)/,
    (_, level: string, strain: string) => `${level}${strain === 'NT' ? notrump : SUIT_SYMBOLS[strain as keyof typeof SUIT_SYMBOLS]}`,
  );
