/**
 * Vocabulary of duplicate bridge scoring: the closed sets every other module
 * builds on. Values are frozen; types are derived from the tuples.
 */

/**
 * The five strains (denominations), lowest to highest.
 *
 * @example
 * STRAINS.includes('NT'); // true
 */
export const STRAINS = Object.freeze(['C', 'D', 'H', 'S', 'NT'] as const);
/** A strain: `'C' | 'D' | 'H' | 'S' | 'NT'`. @example const s: Strain = 'H'; */
export type Strain = (typeof STRAINS)[number];

/**
 * Contract levels 1–7 (tricks required = level + 6, the "book").
 *
 * @example
 * LEVELS.length; // 7
 */
export const LEVELS = Object.freeze([1, 2, 3, 4, 5, 6, 7] as const);
/** A contract level 1–7. @example const l: Level = 6; */
export type Level = (typeof LEVELS)[number];

/**
 * Doubling states: undoubled (`''`), doubled (`'X'`), redoubled (`'XX'`).
 *
 * @example
 * RISKS[2]; // 'XX'
 */
export const RISKS = Object.freeze(['', 'X', 'XX'] as const);
/** A doubling state. @example const r: Risk = 'X'; */
export type Risk = (typeof RISKS)[number];

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
 * Unicode suit symbols for the four suits (NT has none and is written `NT`).
 *
 * @example
 * SUIT_SYMBOLS.H; // '♥'
 */
export const SUIT_SYMBOLS = Object.freeze({ C: '♣', D: '♦', H: '♥', S: '♠' } as const);

/**
 * Minor suits score 20 a trick; majors and notrump 30 (NT's first trick 40).
 *
 * @example
 * MINORS.includes('D'); // true
 */
export const MINORS: readonly Strain[] = Object.freeze(['C', 'D'] as const);

/**
 * A contract: level, strain and doubling state. Declarer is not part of it;
 * scores are always from the declaring side's point of view.
 *
 * @example
 * const c: Contract = { level: 4, strain: 'S', risk: 'X' }; // 4♠ doubled
 */
export type Contract = {
  readonly level: Level;
  readonly strain: Strain;
  readonly risk: Risk;
};

/**
 * Whether a value is one of the seven levels.
 *
 * @example
 * isLevel(7); // true
 * isLevel(8); // false
 */
export const isLevel = (n: unknown): n is Level => (LEVELS as readonly unknown[]).includes(n);

/**
 * Whether a value is one of the five strains (canonical letters only).
 *
 * @example
 * isStrain('NT'); // true
 * isStrain('♥'); // false — use parseContract for symbols
 */
export const isStrain = (s: unknown): s is Strain => (STRAINS as readonly unknown[]).includes(s);

/**
 * Whether a value is one of the three doubling states.
 *
 * @example
 * isRisk('XX'); // true
 */
export const isRisk = (r: unknown): r is Risk => (RISKS as readonly unknown[]).includes(r);

/**
 * Whether a value is a possible trick count for declarer (integer 0–13).
 *
 * @example
 * isTricks(13); // true
 * isTricks(14); // false
 */
export const isTricks = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= TOTAL_TRICKS;
