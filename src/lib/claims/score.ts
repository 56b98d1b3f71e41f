/** The contract's result and score from the tricks declarer's side takes in all (Law 77 via src/lib/scoring). */
import { parseContract } from '../scoring/contract.ts';
import { formatResult, makeResult } from '../scoring/result-notation.ts';
import { scoreContract } from '../scoring/score.ts';

/** `{ result: '4S-1', score: -50 }`, or undefined when the contract cannot be read. */
export function resultOf(contract: string, tricks: number, vulnerable: boolean): { result: string; score: number } | undefined {
  const c = parseContract(contract);
  if (!c.ok) return undefined;
  const r = makeResult(c.value, tricks);
  if (!r.ok) return undefined;
  const s = scoreContract(r.value.contract, r.value.tricks, vulnerable);
  return s.ok ? { result: formatResult(r.value, 'ascii'), score: s.value } : undefined;
}
