/**
 * Contracts and table results in compact text: `3NT`, `6H`, `4SX`, `NT` (a notrump contract of
 * unstated level); results `6H=` (made exactly), `3NT+1`, `6H-1`. The Greek booklet writes
 * notrump as `ΧΑ` (`3ΧΑ` = `3NT`).
 */
import { bridgeError, err, ok, type Result } from './result.ts';
import { SUIT_SYMBOLS, type Suit } from './vocabulary.ts';

/**
 * The strains, lowest first.
 * @example STRAINS.indexOf('NT') // 4
 */
export const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
/**
 * A strain: a suit or `NT`.
 * @example const strain: Strain = 'NT';
 */
export type Strain = (typeof STRAINS)[number];

/**
 * A contract level.
 * @example const level: Level = 3;
 */
export type Level = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * A contract; `level` is absent when the source names only the strain.
 * @example const c: Contract = { level: 3, strain: 'NT', doubled: 0 }; // 3NT
 */
export interface Contract {
  readonly level?: Level;
  readonly strain: Strain;
  /** 0 undoubled, 1 doubled, 2 redoubled. */
  readonly doubled: 0 | 1 | 2;
}

/**
 * A contract and how it went: `overtricks` 0 for made exactly, negative for down.
 * @example const r: ContractResult = { contract: { level: 6, strain: 'H', doubled: 0 }, overtricks: -1 }; // 6H-1
 */
export interface ContractResult {
  readonly contract: Contract & { readonly level: Level };
  readonly overtricks: number;
}

const CONTRACT = /^([1-7])?(C|D|H|S|NT)(X{0,2})$/;
const RESULT = /^([1-7](?:C|D|H|S|NT)X{0,2})(=|[+-][1-9]|\+1[0-3]|-1[0-3])$/;

/**
 * Parses a contract (`3NT`, `6H`, `4SX`, `NT`).
 * @example parseContract('3NT') // { ok: true, value: { level: 3, strain: 'NT', doubled: 0 } }
 * @example parseContract('3ΧΑ') // { ok: false, error: { code: 'contract', … } }
 */
export function parseContract(text: string): Result<Contract> {
  const m = CONTRACT.exec(text);
  if (m === null) {
    return err(bridgeError('contract', `"${text}" is not a contract: write level, strain and doubling as 3NT, 6H, 4SX`, { position: 0 }));
  }
  const strain = m[2] as Strain;
  const doubled = (m[3] as string).length as 0 | 1 | 2;
  return ok(m[1] === undefined ? { strain, doubled } : { level: Number(m[1]) as Level, strain, doubled });
}

/**
 * Formats a contract; the inverse of {@link parseContract}.
 * @example formatContract({ level: 6, strain: 'H', doubled: 0 }) // '6H'
 */
export function formatContract(contract: Contract): string {
  return `${contract.level ?? ''}${contract.strain}${'X'.repeat(contract.doubled)}`;
}

/**
 * Formats a contract for readers, with a suit symbol.
 * @example displayContract({ level: 6, strain: 'H', doubled: 0 }) // '6♥'
 */
export function displayContract(contract: Contract): string {
  const strain = contract.strain === 'NT' ? 'NT' : SUIT_SYMBOLS[contract.strain as Suit];
  return `${contract.level ?? ''}${strain}${'X'.repeat(contract.doubled)}`;
}

/**
 * Parses a table result (`6H=`, `3NT+1`, `6H-1`).
 * @example parseContractResult('6H-1') // { ok: true, value: { contract: { level: 6, strain: 'H', doubled: 0 }, overtricks: -1 } }
 */
export function parseContractResult(text: string): Result<ContractResult> {
  const m = RESULT.exec(text);
  const contract = m === null ? undefined : parseContract(m[1] as string);
  if (m === null || contract === undefined || !contract.ok || contract.value.level === undefined) {
    return err(bridgeError('contract', `"${text}" is not a result: write the contract then =, +n or -n (6H=, 3NT+1, 6H-1)`, { position: 0 }));
  }
  const sign = m[2] as string;
  const overtricks = sign === '=' ? 0 : Number(sign);
  return ok({ contract: { ...contract.value, level: contract.value.level }, overtricks });
}

/**
 * Formats a table result; the inverse of {@link parseContractResult}.
 * @example formatContractResult({ contract: { level: 3, strain: 'NT', doubled: 0 }, overtricks: 1 }) // '3NT+1'
 */
export function formatContractResult(result: ContractResult): string {
  const o = result.overtricks;
  return `${formatContract(result.contract)}${o === 0 ? '=' : o > 0 ? `+${o}` : `${o}`}`;
}
