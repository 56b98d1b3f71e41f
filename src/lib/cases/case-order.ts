/**
 * The print order of case ids inside a collection: the questions (`q1`, `q2`) first, then the
 * numbered cases (`1` … `16`) by number; other ids in text order, their numbers read as numbers
 * (`r2` before `r10`).
 */

/**
 * Sorts case ids in print order (a comparator for `Array.prototype.sort`).
 * @example ['2', 'q1', '10', '1'].sort(compareCaseIds) // ['q1', '1', '2', '10']
 */
export function compareCaseIds(a: string, b: string): number {
  return rank(a) - rank(b) || a.localeCompare(b, 'en', { numeric: true });
}

function rank(id: string): number {
  return id.startsWith('q') ? Number(id.slice(1)) - 10 : Number(id);
}
