/**
 * Law 77 duplicate scores, from the declaring side's point of view:
 * positive when the contract is made, negative when defeated.
 */
import { toContract, type ContractError } from './contract.ts';
import { fail, ok, type Outcome, type ScoringError } from './outcome.ts';
import { parseResult, relativeTricks, type ContractResult, type ResultError } from './result-notation.ts';
import { MINORS, isTricks, type Contract, type Risk, type Strain } from './vocabulary.ts';

/**
 * Every Law 77 component of a score. The fields are signed contributions and
 * always sum to `total`; components that do not apply are 0.
 *
 * @example
 * // 4♠ doubled, vulnerable, 11 tricks:
 * // { trickScore: 240, overtricks: 200, insultBonus: 50, partScoreBonus: 0,
 * //   gameBonus: 500, slamBonus: 0, undertricks: 0, total: 990 }
 */
export type ScoreBreakdown = {
  /** Points for the contracted tricks (odd tricks bid and made), doubled ×2 / redoubled ×4. */
  readonly trickScore: number;
  /** Points for tricks beyond the contract. */
  readonly overtricks: number;
  /** 50 for making a doubled contract, 100 redoubled. */
  readonly insultBonus: number;
  /** 50 when the trick score is below 100. */
  readonly partScoreBonus: number;
  /** 300 not vulnerable / 500 vulnerable when the trick score reaches 100. */
  readonly gameBonus: number;
  /** Small slam 500/750, grand slam 1000/1500 (not vulnerable / vulnerable). */
  readonly slamBonus: number;
  /** The (negative) undertrick penalty when the contract fails. */
  readonly undertricks: number;
  /** The signed score for the declaring side. */
  readonly total: number;
};

/** Error codes from the scoring functions. @example const c: ScoreErrorCode = 'bad-tricks'; */
export type ScoreErrorCode = ContractError['code'] | ResultError['code'] | 'bad-vulnerability';
/** A typed scoring error. @example const e: ScoreError = { code: 'bad-tricks', message: '…' }; */
export type ScoreError = ScoringError<ScoreErrorCode>;

const RISK_MULTIPLIER: Readonly<Record<Risk, number>> = Object.freeze({ '': 1, X: 2, XX: 4 });

/** Undoubled trick score for `level` odd tricks: minors 20 each, majors 30, NT 40 + 30 each after. */
const undoubledTrickScore = (strain: Strain, level: number): number => (MINORS.includes(strain) ? 20 * level : 30 * level + (strain === 'NT' ? 10 : 0));

/** Undoubled value of one overtrick in a strain (NT overtricks are 30). */
const overtrickValue = (strain: Strain): number => (MINORS.includes(strain) ? 20 : 30);

/**
 * Penalty for `down` undertricks (positive number), by Law 77's undertrick table.
 * Doubled, not vulnerable: 100, then 200 for the 2nd and 3rd, 300 from the 4th.
 * Doubled, vulnerable: 200, then 300 each. Redoubled: twice doubled.
 */
const undertrickPenalty = (down: number, risk: Risk, vulnerable: boolean): number => {
  if (risk === '') return down * (vulnerable ? 100 : 50);
  const doubled = vulnerable ? 200 + 300 * (down - 1) : 100 + 200 * Math.min(down - 1, 2) + 300 * Math.max(down - 3, 0);
  return doubled * (risk === 'XX' ? 2 : 1);
};

const ZERO: Omit<ScoreBreakdown, 'total'> = Object.freeze({
  trickScore: 0,
  overtricks: 0,
  insultBonus: 0,
  partScoreBonus: 0,
  gameBonus: 0,
  slamBonus: 0,
  undertricks: 0,
});

const withTotal = (parts: Omit<ScoreBreakdown, 'total'>): ScoreBreakdown =>
  Object.freeze({
    ...parts,
    total: parts.trickScore + parts.overtricks + parts.insultBonus + parts.partScoreBonus + parts.gameBonus + parts.slamBonus + parts.undertricks,
  });

/** Law 77 on already-validated input. */
const breakdown = (contract: Contract, tricks: number, vulnerable: boolean): ScoreBreakdown => {
  const { level, strain, risk } = contract;
  const delta = relativeTricks(contract, tricks);
  if (delta < 0) return withTotal({ ...ZERO, undertricks: -undertrickPenalty(-delta, risk, vulnerable) });

  const trickScore = undoubledTrickScore(strain, level) * RISK_MULTIPLIER[risk];
  const perOvertrick = risk === '' ? overtrickValue(strain) : (vulnerable ? 200 : 100) * (risk === 'XX' ? 2 : 1);
  const game = trickScore >= 100;
  return withTotal({
    ...ZERO,
    trickScore,
    overtricks: delta * perOvertrick,
    insultBonus: risk === 'X' ? 50 : risk === 'XX' ? 100 : 0,
    partScoreBonus: game ? 0 : 50,
    gameBonus: game ? (vulnerable ? 500 : 300) : 0,
    slamBonus: level === 7 ? (vulnerable ? 1500 : 1000) : level === 6 ? (vulnerable ? 750 : 500) : 0,
  });
};

/**
 * The Law 77 score with every component, for a contract (object or notation),
 * the tricks declarer took (0–13) and declarer's vulnerability.
 *
 * @example
 * scoreBreakdown('3NT', 10, false);
 * // ok({ trickScore: 100, overtricks: 30, gameBonus: 300, …, total: 430 })
 */
export const scoreBreakdown = (contract: Contract | string, tricks: number, vulnerable: boolean): Outcome<ScoreBreakdown, ScoreError> => {
  const c = toContract(contract);
  if (!c.ok) return c;
  if (!isTricks(tricks)) return fail('bad-tricks', `tricks must be an integer 0–13, got ${String(tricks)}`);
  if (typeof vulnerable !== 'boolean') return fail('bad-vulnerability', 'vulnerable must be true or false');
  return ok(breakdown(c.value, tricks, vulnerable));
};

/**
 * The signed Law 77 score for the declaring side.
 *
 * @example
 * scoreContract('4S', 10, false);   // ok(420)
 * scoreContract('6HX', 11, true);   // ok(-200)
 * scoreContract('7NTXX', 13, true); // ok(2980)
 * scoreContract('4S', 14, false);   // error 'bad-tricks'
 */
export const scoreContract = (contract: Contract | string, tricks: number, vulnerable: boolean): Outcome<number, ScoreError> => {
  const b = scoreBreakdown(contract, tricks, vulnerable);
  return b.ok ? ok(b.value.total) : b;
};

/**
 * The signed Law 77 score of a played result (object or notation such as
 * `4♠X−2` or `3NT+1`) for the declaring side.
 *
 * @example
 * scoreResult('4♠X−2', true); // ok(-500)
 * scoreResult('3NT+1', false); // ok(430)
 */
export const scoreResult = (result: ContractResult | string, vulnerable: boolean): Outcome<number, ScoreError> => {
  if (typeof result === 'string') {
    const r = parseResult(result);
    return r.ok ? scoreContract(r.value.contract, r.value.tricks, vulnerable) : r;
  }
  if (typeof result !== 'object' || result === null) {
    return fail('bad-input', 'result must be notation like "3NT+1" or a ContractResult');
  }
  return scoreContract(result.contract, result.tricks, vulnerable);
};
