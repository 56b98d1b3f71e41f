/**
 * Test helper: finds and resolves references and writes each as `surface → targets` (`∅` when
 * nothing resolved), so example tables read like the text they test.
 */
import { findRefs } from '../find.ts';
import { resolveRefs, type ResolveContext } from '../resolve.ts';
import type { Lang } from '../types.ts';

/** One example: text, what must be found in it, why the row exists, optional context. */
export type Example = readonly [text: string, expected: readonly string[], comment: string, ctx?: ResolveContext];

/**
 * `surface → target target` for every reference found in `text`.
 * @example
 * summarize('см. Правилами 69,70 и 71', 'ru') // ['Правилами 69,70 и 71 → 69 70 71']
 */
export function summarize(text: string, lang: Lang, ctx: ResolveContext = {}): string[] {
  return resolveRefs(findRefs(text, { lang }), ctx).map((r) => `${r.text} → ${r.targets.join(' ') || '∅'}`);
}

/**
 * Turns example rows into named objects for `test.each` titles.
 * @example
 * asCases([['Law 6', ['Law 6 → 6'], 'plain']])[0].comment // 'plain'
 */
export function asCases(rows: readonly Example[]): { text: string; expected: readonly string[]; comment: string; ctx: ResolveContext }[] {
  return rows.map(([text, expected, comment, ctx]) => ({ text, expected, comment, ctx: ctx ?? {} }));
}
