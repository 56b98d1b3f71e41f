/**
 * The double-dummy solver: `solve`, `bestPlays`, `solveWith` and the position they take.
 * Pure TypeScript over `src/lib/bridge`'s cards and seats.
 */
export { solve, bestPlays } from './solve.ts';
export type { Solution, CardValue, SolveOptions } from './solve.ts';
export { SearchBudgetExceeded, DEFAULT_ENTRIES } from './search.ts';
export type { Budget } from './search.ts';
export { solveWith } from './constrained.ts';
export { cardCode, codeCard, seatNo } from './cards.ts';
export type { ConstrainedOptions, ConstrainedSolution, PlayState, SolverPlay } from './constrained.ts';
export { positionProblems } from './position.ts';
export type { Position } from './position.ts';
