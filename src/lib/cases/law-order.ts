/**
 * The order of law ids: by law number, then section, number and item, as the Laws print them.
 * Canonical ids start with the law number and then compare as text with their numbers taken as
 * numbers, so `10C2` comes before `45C1` and `45C4(a)` before `45C4(b)` and `46B`.
 * @example ['46B', '45C4(b)', '9', '45C1', '10C2'].sort(compareLawIds) // ['9', '10C2', '45C1', '45C4(b)', '46B']
 */
export function compareLawIds(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}
