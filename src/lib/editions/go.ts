/**
 * `/go/` and the search box with codes: a typed reference may name its code (`2017 16C`);
 * without one the current code (2017) is meant. The site's law pages carry the ids of the 2007
 * text, so a section the two codes number differently is found under its 2007 id, and the
 * reader is told. Pure; the data (`Moves`) is small enough to ship to the browser.
 */
import { ancestorsOf, hrefOf, lawOf, parseRefId } from '../refs/ids.ts';
import { goTo, type GoResult } from '../refs/go.ts';
import { parseRefQuery } from '../refs/query.ts';
import type { SectionTable } from '../refs/link-text.ts';
import { EDITIONS, SECTION_LETTERS, type Edition, type Lang } from '../refs/types.ts';
import { parseEditionQuery } from './query.ts';
import { sectionExists } from './concordance.ts';
import { CURRENT_EDITION, SITE_EDITION, type Concordance } from './types.ts';

/** For one code: each id whose section has another id in the site's code → `[id or null, item or null]`. */
export type Moves = Readonly<Record<string, readonly [string | null, number | null]>>;

/**
 * The ids of code `from` that code `to` numbers differently (or lacks).
 * @example
 * movesOf(c, '2017', '2007')['16C'] // ['16D', null]
 */
export function movesOf(c: Concordance, from: Edition, to: Edition = SITE_EDITION): Record<string, [string | null, number | null]> {
  const out: Record<string, [string | null, number | null]> = {};
  for (const r of c.rows) {
    const a = r.ids[from];
    // A shared id (1997 70E, also in 2007 70E1's row) goes where its own row sends it.
    if (a === null || r.items[from] !== undefined || r.shares.includes(from)) continue;
    const b = r.ids[to];
    const item = r.items[to] ?? null;
    if (b !== a || item !== null) out[a] = [b, item];
  }
  return out;
}

/**
 * Where `id` of a code is in the site's code by `moves`: `null` when it keeps its id. A
 * sub-section follows a moved lettered section (2017 16C1 → 16D1).
 * @example
 * moveId({ '16C': ['16D', null] }, '16C1') // { id: '16D1', item: null }
 */
export function moveId(moves: Moves | undefined, id: string): { id: string | null; item: number | null } | null {
  if (!moves) return null;
  for (const a of [id, ...ancestorsOf(id)]) {
    const m = moves[a];
    if (!m) continue;
    // What a whole law's row says does not carry over to its sections.
    const p = parseRefId(a);
    if (a !== id && (p?.kind !== 'law' || !p.section)) return null;
    const [to, item] = m;
    const suffix = id.slice(a.length);
    return { id: to === null ? null : item === null ? to + suffix : to, item };
  }
  return null;
}

/** What `/go/` does with a query that may name a code. */
export type EditionGo =
  | GoResult
  /** The section has another id in the site's code: say so and link it (and the site code's own section of that id). */
  | {
      readonly kind: 'moved';
      readonly edition: Edition;
      readonly named: boolean;
      readonly id: string;
      readonly siteId: string;
      readonly siteItem: number | null;
      readonly href: string;
      readonly other: { readonly id: string; readonly href: string } | null;
    }
  /** The site's code has no such section: link the law. */
  | { readonly kind: 'missing'; readonly edition: Edition; readonly id: string; readonly law: number; readonly href: string };

/**
 * Resolves a typed reference with or without its code.
 * @example
 * goToEdition('16D (2007)', 'en', known, moves) // { kind: 'go', href: '/en/laws/16/#D', … }
 * goToEdition('16C', 'en', known, moves) // { kind: 'moved', edition: '2017', named: false, siteId: '16D', … }
 */
export function goToEdition(input: string, lang: Lang, known: ReadonlySet<string>, moves: Readonly<Partial<Record<Edition, Moves>>>): EditionGo {
  const { edition, ref } = parseEditionQuery(input);
  const code = edition ?? CURRENT_EDITION;
  const q = parseRefQuery(ref);
  const moved = q.id && !q.error && code !== SITE_EDITION ? moveId(moves[code], q.id) : null;
  if (!q.id || !moved) return goTo(ref, lang, known);
  const p = parseRefId(q.id);
  const law = p?.kind === 'law' ? p.law : 0;
  const lawHref = hrefOf(String(law), { lang }) ?? '';
  if (moved.id === null) return { kind: 'missing', edition: code, id: q.id, law, href: lawHref };
  const site = goTo(moved.id, lang, known);
  const own = goTo(q.id, lang, known);
  return {
    kind: 'moved',
    edition: code,
    named: edition !== null,
    id: q.id,
    siteId: moved.id,
    siteItem: moved.item,
    href: site.kind === 'go' ? site.href : lawHref,
    other: own.kind === 'go' ? { id: q.id, href: own.href } : null,
  };
}

/**
 * Where a section of a code is read on the site: its section in the site's code (`moves`), on
 * the law page read as of that code (`?edition=2017`); the law page when the site's code lacks
 * it. Links and previews then use `siteId` (`null` for the whole law).
 * @example
 * sectionPlace('16C', '2017', 'en', { '2017': { '16C': ['16D', null] } }) // { href: '/en/laws/16/?edition=2017#D', siteId: '16D' }
 * sectionPlace('45C4(a)', '2007', 'en', {}) // { href: '/en/laws/45/#C4a', siteId: '45C4(a)' }
 * sectionPlace('12C1(e)', '2007', 'en', {}, new Set(['12'])) // { href: '/en/laws/12/', siteId: '12C1(e)' }
 */
export function sectionPlace(
  id: string,
  edition: Edition,
  lang: Lang,
  moves: Readonly<Partial<Record<Edition, Moves>>>,
  known?: ReadonlySet<string>,
): { readonly href: string; readonly siteId: string | null } | null {
  const law = lawOf(id);
  if (law === null) return null;
  const moved = edition === SITE_EDITION ? null : moveId(moves[edition], id);
  const siteId = moved ? moved.id : id;
  // With the ids the site's pages anchor (`known`), a section without an anchor of its own
  // lands on its nearest enclosing one (Law 12 has no text: 12C1(e) lands on the law page).
  const anchored = siteId === null ? String(law) : known ? ([siteId, ...ancestorsOf(siteId)].find((x) => known.has(x)) ?? String(law)) : siteId;
  const href = hrefOf(anchored, { lang });
  if (href === null) return null;
  return { href: edition === SITE_EDITION ? href : href.replace(/\/(#|$)/, `/?edition=${edition}$1`), siteId };
}

/**
 * The section letters of every law the concordance follows completely, per code: what the
 * reference tool ships to tell a section a code lacks (`71C` in 2007) from one it has.
 * @example
 * sectionTableOf(c)['2007']?.[71] // []
 * sectionTableOf(c)['1997']?.[71] // ['A', 'B', 'C']
 */
export function sectionTableOf(c: Concordance): SectionTable {
  const table: Partial<Record<Edition, Record<number, string[]>>> = {};
  for (const e of EDITIONS) {
    const laws: Record<number, string[]> = {};
    for (const law of c.complete) laws[law] = SECTION_LETTERS.filter((l) => sectionExists(c, `${law}${l}`, e) === true);
    table[e] = laws;
  }
  return table;
}
