/**
 * Where a typed reference goes: the query is read with parseRefQuery (any notation, script and
 * case), then sent to the nearest place the site has — the section itself, else its nearest
 * ancestor with an anchor, else the law's page (every law 1–93 has one). The targets are the
 * sections `/go/` accepts (src/data/citations.ts knownIds); where `/go/` answers an unknown
 * section with suggestions, a search result falls back to the nearest enclosing one.
 */
import { ancestorsOf, formatRef, hrefOf, lawOf, parseRefQuery, type Edition, type Lang } from '../refs/index.ts';
import { moveId, type Moves } from '../editions/go.ts';
import { parseEditionQuery } from '../editions/query.ts';
import { CURRENT_EDITION, SITE_EDITION } from '../editions/types.ts';

/** Canonical id → site path without the language (`laws/45/#C4a`, `commentary/ru-67-74/#68.7`). */
export type TargetMap = ReadonlyMap<string, string>;

/** A resolved reference query. */
export interface RefTarget {
  /** What the query named (`45C4(a)`). */
  readonly id: string;
  /** What the link reaches: `id` or an ancestor (`45C`), or the law (`70`). */
  readonly reached: string;
  /** Site URL in the interface language. */
  readonly href: string;
  /**
   * Set when the query's code (named, or the current 2017 one) numbers the section otherwise
   * than the 2007 text the site shows: the code and the id as typed (`2017`, `16C` for `16D`).
   */
  readonly code?: { readonly edition: Edition; readonly id: string };
}

/**
 * Resolves a search query that is a reference; `null` when it is not one (or names a
 * paragraph the site lacks).
 * @example
 * refTarget('45Γ4α', new Map([['45C4(a)', 'laws/45/#C4a']]), 'el') // { id: '45C4(a)', reached: '45C4(a)', href: '/el/laws/45/#C4a' }
 * refTarget('P 70C', new Map(), 'pl') // { id: '70C', reached: '70', href: '/pl/laws/70/' }
 * refTarget('16C', targets, 'en', { '2017': { '16C': ['16D', null] } }) // { id: '16D', …, code: { edition: '2017', id: '16C' } }
 */
export function refTarget(query: string, targets: TargetMap, lang: Lang, moves?: Readonly<Partial<Record<Edition, Moves>>>): RefTarget | null {
  // A code may be named (`2017 16C`, `16C (2017)`); without one the current code is meant, and
  // a section it numbers otherwise is found under the id of the 2007 text (src/lib/editions).
  const { edition, ref } = parseEditionQuery(query);
  const typed = parseRefQuery(ref).id;
  if (!typed) return null;
  const code = edition ?? CURRENT_EDITION;
  const moved = moves && code !== SITE_EDITION ? moveId(moves[code], typed) : null;
  const id = moved?.id ?? typed;
  const found = refTargetOf(id, targets, lang);
  return found && moved?.id ? { ...found, code: { edition: code, id: typed } } : found;
}

function refTargetOf(id: string, targets: TargetMap, lang: Lang): RefTarget | null {
  for (const candidate of [id, ...ancestorsOf(id)]) {
    const path = targets.get(candidate);
    if (path !== undefined) return { id, reached: candidate, href: `/${lang}/${path}` };
  }
  const law = lawOf(id);
  if (law === null) return null;
  return { id, reached: String(law), href: hrefOf(String(law), { lang }) ?? `/${lang}/laws/${law}/` };
}

/**
 * How a target is named in the interface language (`Νόμος 45Γ4α`, `п. 68.7`).
 * @example
 * targetLabel('45C4(a)', 'ru') // 'Правило 45С4(a)'
 */
export function targetLabel(id: string, lang: Lang): string {
  return formatRef(id, lang);
}
