/**
 * Filtering cases by law: the laws a set of cases cites, as the choices of a filter (each law
 * with the sections cited under it), and which choices a case matches. A case matches a law
 * or section when it cites it or anything inside it: filtering by 46B finds a case citing 46B4.
 */
import { ancestorsOf, lawOf } from '../refs/ids.ts';
import { compareLawIds } from './law-order.ts';

/**
 * Every filter value a case citing `laws` matches: each law id it cites and every section or
 * law containing it, once each.
 * @example filterTokens(['45C4(a)', '46B']) // ['45C4(a)', '45C4', '45C', '45', '46B', '46']
 */
export function filterTokens(laws: readonly string[]): string[] {
  return [...new Set(laws.flatMap((id) => [id, ...ancestorsOf(id)]))];
}

/**
 * Does a case citing `laws` match the filter value `law`?
 * @example citesLaw(['46B4'], '46B') // true; citesLaw(['46B'], '46B4') // false
 */
export function citesLaw(laws: readonly string[], law: string): boolean {
  return filterTokens(laws).includes(law);
}

/** One choice of the filter: a law, how many cases cite it, and the sections of it they cite. */
export interface LawChoice {
  readonly id: string;
  readonly count: number;
  /** The sections of this law cited (empty when only the law itself is cited). */
  readonly sections: readonly { readonly id: string; readonly count: number }[];
}

/**
 * The filter's choices for a set of cases: one per law cited, in the order of the Laws, each
 * with the sections cited under it and the number of cases matching each.
 * @example lawChoices([{ laws: ['46B'] }, { laws: ['46B4', '49'] }])
 * // [{ id: '46', count: 2, sections: [{ id: '46B', count: 2 }, { id: '46B4', count: 1 }] }, { id: '49', count: 1, sections: [] }]
 */
export function lawChoices(cases: readonly { readonly laws: readonly string[] }[]): LawChoice[] {
  const cited = [...new Set(cases.flatMap((c) => c.laws))].filter((id) => lawOf(id) !== null);
  const count = (id: string) => cases.filter((c) => citesLaw(c.laws, id)).length;
  const laws = [...new Set(cited.map((id) => String(lawOf(id))))].sort(compareLawIds);
  return laws.map((law) => ({
    id: law,
    count: count(law),
    sections: cited
      .filter((id) => id !== law && String(lawOf(id)) === law)
      .sort(compareLawIds)
      .map((id) => ({ id, count: count(id) })),
  }));
}
