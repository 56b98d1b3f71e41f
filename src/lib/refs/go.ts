/**
 * What `/go/?ref=` does with what a person typed: where to go, or what to say and suggest.
 * Pure; the island only shows it.
 */
import { hrefOf } from './ids.ts';
import { parseRefQuery } from './query.ts';
import type { Lang } from './types.ts';

/** The outcome of a query. */
export type GoResult =
  | { readonly kind: 'go'; readonly id: string; readonly href: string }
  | {
      readonly kind: 'error';
      readonly error: 'empty' | 'unparsed' | 'unknown-law' | 'unknown-target';
      readonly id: string | null;
      readonly suggestions: ReadonlyArray<{ id: string; href: string }>;
    };

/**
 * @example
 * goTo('Правило 16А2', 'en', new Set(['16', '16A2'])) // { kind: 'go', id: '16A2', href: '/en/laws/16/#A2' }
 * goTo('Law 94', 'en', known).kind // 'error'
 */
export function goTo(input: string, lang: Lang, known: ReadonlySet<string>): GoResult {
  const q = parseRefQuery(input, { known });
  const href = (id: string) => hrefOf(id, { lang });
  if (q.id && !q.error) {
    const h = href(q.id);
    if (h) return { kind: 'go', id: q.id, href: h };
  }
  const suggestions = q.suggestions.flatMap((id) => {
    const h = href(id);
    return h ? [{ id, href: h }] : [];
  });
  return { kind: 'error', error: q.error ?? 'unparsed', id: q.id, suggestions };
}
