/**
 * Vocabulary of duplicate bridge scoring. Strains, levels, doubling states, the
 * `Contract` type and the suit symbols are the bridge model's (src/lib/bridge),
 * re-exported here; scoring adds the book, the trick count and the minors.
 */
import type { Strain } from '../bridge/contract.ts';

export { isLevel, isRisk, isStrain, LEVELS, RISKS, STRAINS, type Contract, type Level, type Risk, type Strain } from '../bridge/contract.ts';
export { SUIT_SYMBOLS } from '../bridge/vocabulary.ts';

/**
 * The six tricks declarer must win before any count towards the contract.
 *
 * @example
 * BOOK + 4; // 10 tricks needed for a 4-level contract
 */
export const BOOK = 6;

/**
 * Tricks in a deal.
 *
 * @example
 * TOTAL_TRICKS - BOOK; // 7, the highest level
 */
export const TOTAL_TRICKS = 13;

/**
 * Minor suits score 20 a trick; majors and notrump 30 (NT's first trick 40).
 *
 * @example
 * MINORS.includes('D'); // true
 */
export const MINORS: readonly Strain[] = Object.freeze(['C', 'D'] as const);

/**
 * Whether a value is a possible trick count for declarer (integer 0–13).
 *
 * @example
 * isTricks(13); // true
 * isTricks(14); // false
 */
export const isTricks = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= TOTAL_TRICKS;
