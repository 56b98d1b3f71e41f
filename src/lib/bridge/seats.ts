/**
 * The seats of the bridge model, on their own: what the fill engine (src/lib/text/fill-core.ts),
 * loaded on every page, needs of the vocabulary. `vocabulary.ts` re-exports them with the rest.
 */

/**
 * The four seats in clockwise order, the order in which play proceeds.
 * @example SEATS.indexOf('S') // 2
 */
export const SEATS = ['N', 'E', 'S', 'W'] as const;
/**
 * A seat at the table: `N`, `E`, `S` or `W`.
 * @example const dummy: Seat = 'N';
 */
export type Seat = (typeof SEATS)[number];

/**
 * Returns true when `value` is one of {@link SEATS}.
 * @example isSeat('N') // true
 */
export function isSeat(value: unknown): value is Seat {
  return typeof value === 'string' && (SEATS as readonly string[]).includes(value);
}
