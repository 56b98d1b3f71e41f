/**
 * linkText: any text in, every law reference linked out — what the reference tool
 * (`/{lang}/tools/refs/`) does with a pasted appeal write-up, forum post or bulletin, in the
 * browser. Built on resolveText (the same engine as `npm run refs`), plus the HTML and
 * Markdown a reader copies. Pure: no DOM; the island turns the pieces into nodes.
 */
import { annotateRefs } from './annotate.ts';
import { parseRefId } from './ids.ts';
import { resolveText, type LocatedRef } from './resolve-text.ts';
import type { Edition, Lang, RefErrorCode } from './types.ts';
import { escapeHtml } from '../base/html.ts';

/**
 * Section letters of the laws whose every section a code's table knows, per code:
 * `{ '2007': { 71: [] , 16: ['A', 'B', 'C', 'D'] } }`. A law missing from a code's table is
 * taken to have any section (nothing is known against it).
 */
export type SectionTable = Readonly<Partial<Record<Edition, Readonly<Record<number, readonly string[]>>>>>;

/**
 * Whether `id` is a section of `edition` by the table (see {@link SectionTable}).
 * @example
 * sectionInTable({ '2007': { 71: [] } }, '71C', '2007') // false
 * sectionInTable({ '2007': { 71: [] } }, '64C', '2007') // true (Law 64 not in the table)
 */
export function sectionInTable(table: SectionTable, id: string, edition: Edition): boolean {
  const p = parseRefId(id, edition);
  if (p?.kind !== 'law') return p !== null;
  const letters = table[edition]?.[p.law];
  return !p.section || letters === undefined || letters.includes(p.section);
}

/** Options of {@link linkText}. */
export interface LinkTextOptions {
  /** Language of the text. */
  readonly lang: Lang;
  /** Code the text cites unless it names another for a reference (default 2007). */
  readonly edition?: Edition;
  /** The text is about the Laws: designators without a law word need no other evidence. */
  readonly topic?: 'laws';
  /** Sections known per code: a reference to one the code lacks is not linked. */
  readonly sections?: SectionTable;
  /** Where a target of a code is shown (`/en/laws/45/#C4a`); `null` leaves the reference unlinked. */
  readonly href: (id: string, edition: Edition) => string | null;
}

/** One linked piece of the text. */
export interface LinkedPiece {
  readonly surface: string;
  readonly targets: readonly string[];
  /** The code the reference cites. */
  readonly edition: Edition;
  readonly href: string;
}

/** A reference that could not be linked, with why. */
export interface Unlinked {
  readonly surface: string;
  readonly code: RefErrorCode;
  /** The code the reference cites. */
  readonly edition: Edition;
  readonly line: number;
}

/** The text cut into plain strings and linked pieces, with the references found. */
export interface LinkedText {
  readonly pieces: ReadonlyArray<string | LinkedPiece>;
  /** References linked, in text order (designators without a law word the code lacks left out). */
  readonly refs: readonly LocatedRef[];
  readonly unlinked: readonly Unlinked[];
}

/**
 * Finds, resolves and links every law reference of `text`.
 * @example
 * linkText('Relevant laws: 40C', { lang: 'en', href: (id) => `/en/laws/${id}` }).pieces
 * // ['Relevant laws: ', { surface: '40C', targets: ['40C'], edition: '2007', href: '/en/laws/40C' }]
 */
export function linkText(text: string, options: LinkTextOptions): LinkedText {
  const { sections } = options;
  const refs = resolveText(text, {
    lang: options.lang,
    ...(options.edition ? { edition: options.edition } : {}),
    ...(options.topic ? { topic: options.topic } : {}),
    ...(sections ? { exists: (id: string, e: Edition) => sectionInTable(sections, id, e) } : {}),
  }).filter((r) => !r.dismissed);
  const unlinked: Unlinked[] = refs.flatMap((r) => {
    // A problem with the first designator is shown with the law word before it (`Law 94`).
    const first = r.parts.find((p) => p.type === 'designator');
    return r.errors.map((e) => ({
      surface: first?.start === e.start ? text.slice(r.start, e.end) : e.text,
      code: e.code,
      edition: r.edition,
      line: r.line + (text.slice(r.start, e.start).match(/\n/g)?.length ?? 0),
    }));
  });
  const links = refs.flatMap((r) => r.links.map((l) => ({ ...l, edition: r.edition })));
  const pieces = annotateRefs(text, links, (l, surface): LinkedPiece | null => {
    const first = l.targets[0];
    const href = first === undefined ? null : options.href(first, l.edition);
    return href === null ? null : { surface, targets: l.targets, edition: l.edition, href };
  });
  return { pieces, refs: refs.filter((r) => r.links.length > 0), unlinked };
}

/**
 * The linked text as HTML: a paragraph per blank-line-separated block, line breaks kept,
 * each reference an `<a>` to `origin + href`.
 * @example
 * linkedHtml(linkText('See Law 12.', { lang: 'en', href: () => '/en/laws/12/' }), 'https://x.org')
 * // '<p>See <a href="https://x.org/en/laws/12/">Law 12</a>.</p>'
 */
export function linkedHtml(linked: LinkedText, origin = ''): string {
  const body = linked.pieces
    .map((p) => (typeof p === 'string' ? escapeHtml(p) : `<a href="${escapeHtml(origin + p.href)}">${escapeHtml(p.surface.replace(/\s+/g, ' '))}</a>`))
    .join('');
  return body
    .trim()
    .split(/\n[ \t]*\n\s*/)
    .map((para) => `<p>${para.replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');
}

/**
 * The linked text as Markdown: the text as written, each reference `[surface](origin + href)`
 * (brackets in the surface escaped).
 * @example
 * linkedMarkdown(linkText('See Law 12.', { lang: 'en', href: () => '/en/laws/12/' }), 'https://x.org')
 * // 'See [Law 12](https://x.org/en/laws/12/).'
 */
export function linkedMarkdown(linked: LinkedText, origin = ''): string {
  return linked.pieces
    .map((p) =>
      typeof p === 'string'
        ? p
        : `[${p.surface.replace(/\s+/g, ' ').replace(/[[\]\\]/g, '\\$&')}](${(origin + p.href).replace(/[()\s]/g, encodeURIComponent)})`,
    )
    .join('');
}
