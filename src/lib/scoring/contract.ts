/**
 * Contract notation as people write it: `6H`, `3NTX`, `4SXX`, `6♥`, `4♠X`, with a level always.
 * The grammar is the bridge model's `readContract` (src/lib/bridge/contract.ts).
 */
import { fail, ok, type Outcome, type ScoringError } from './outcome.ts';
import { displayContract, formatContract as formatCompact, readContract } from '../bridge/contract.ts';
import { isLevel, isRisk, isStrain, type Contract } from './vocabulary.ts';

/** Error codes from {@link parseContract} and {@link toContract}. @example const c: ContractErrorCode = 'bad-strain'; */
export type ContractErrorCode = 'bad-input' | 'empty' | 'bad-level' | 'bad-strain' | 'bad-risk' | 'trailing-text';
/** A typed contract error. @example const e: ContractError = { code: 'empty', message: '…' }; */
export type ContractError = ScoringError<ContractErrorCode>;

/**
 * How to write strains: `'ascii'` (`4S`, `3NT`) or `'unicode'` (`4♠`, `3NT`;
 * results also use the true minus sign `−`).
 *
 * @example
 * const style: NotationStyle = 'unicode';
 */
export type NotationStyle = 'ascii' | 'unicode';

/**
 * Splits the contract part off the front of `text`, returning the contract and
 * whatever follows the strain and doubling (used by the result parser).
 * Internal: prefer {@link parseContract}.
 *
 * @example
 * parseContractPrefix('4SX-1'); // ok({ contract: 4♠X, rest: '-1' })
 */
export const parseContractPrefix = (text: string): Outcome<{ readonly contract: Contract; readonly rest: string }, ContractError> => {
  const read = readContract(text);
  if (!read.ok) return fail(read.code, read.message);
  const { level, strain, risk } = read.contract;
  if (level === undefined) return fail('bad-level', `contract must start with a level 1–7: "${text}"`);
  return ok(Object.freeze({ contract: Object.freeze({ level, strain, risk }), rest: read.rest }));
};

/**
 * Parses contract notation. Case-insensitive; accepts `C D H S NT` (or `N`),
 * suit symbols `♣ ♦ ♥ ♠` (and their outline forms), then `X` or `XX`.
 * Spaces between the parts are allowed.
 *
 * @example
 * parseContract('3NTX'); // { ok: true, value: { level: 3, strain: 'NT', risk: 'X' } }
 * parseContract('6♥');   // { ok: true, value: { level: 6, strain: 'H', risk: '' } }
 * parseContract('8S');   // { ok: false, error: { code: 'bad-level', … } }
 */
export const parseContract = (text: string): Outcome<Contract, ContractError> => {
  if (typeof text !== 'string') return fail('bad-input', 'contract must be a string');
  const prefix = parseContractPrefix(text);
  if (!prefix.ok) return prefix;
  if (prefix.value.rest !== '') {
    return fail('trailing-text', `unexpected "${prefix.value.rest}" after contract: "${text}"`);
  }
  return ok(prefix.value.contract);
};

/**
 * Formats a contract. Default style `'ascii'` (`4SX`), suited to keys and URLs;
 * `'unicode'` writes suit symbols (`4♠X`). Notrump is `NT` in both.
 *
 * @example
 * formatContract({ level: 4, strain: 'S', risk: 'XX' });            // '4SXX'
 * formatContract({ level: 6, strain: 'H', risk: '' }, 'unicode');   // '6♥'
 */
export const formatContract = (contract: Contract, style: NotationStyle = 'ascii'): string =>
  style === 'unicode' ? displayContract(contract) : formatCompact(contract);

/**
 * Accepts either contract notation or a `Contract` object (e.g. from untyped
 * JSON) and returns a validated, frozen `Contract`.
 *
 * @example
 * toContract('4S');                                  // ok({ level: 4, strain: 'S', risk: '' })
 * toContract({ level: 9, strain: 'S', risk: '' });   // error 'bad-level'
 */
export const toContract = (input: Contract | string): Outcome<Contract, ContractError> => {
  if (typeof input === 'string') return parseContract(input);
  if (typeof input !== 'object' || input === null) {
    return fail('bad-input', 'contract must be notation like "4S" or a Contract object');
  }
  const { level, strain, risk } = input as { level?: unknown; strain?: unknown; risk?: unknown };
  if (!isLevel(level)) return fail('bad-level', `level must be 1–7, got ${String(level)}`);
  if (!isStrain(strain)) return fail('bad-strain', `strain must be C, D, H, S or NT, got ${String(strain)}`);
  if (!isRisk(risk)) return fail('bad-risk', `risk must be '', 'X' or 'XX', got ${String(risk)}`);
  return ok(Object.freeze({ level, strain, risk }));
};
