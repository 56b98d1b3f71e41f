/**
 * Who cites what: from the references linked in every segment (the `cites` of each rendered
 * segment), the passages citing each law section — for the law hub pages — and, per section,
 * what a link preview shows.
 */
import { anchorOf, lawOf, parseRefId } from '../lib/refs/ids.ts';
import { segmentTextIn } from './preview-entry.ts';
import { compareIds, knownLawIds, sectionsWithText, textHolder } from '../lib/summaries/coverage.ts';
import { paraAnchor } from '../markdown/law-refs.ts';
import { allDocuments, type Doc } from './site.ts';
import { glossaryTerms } from './glossary.ts';
import { RULING_LAWS } from '../lib/rulings/laws.ts';
import { CLAIM_LAWS } from '../lib/claims/laws.ts';
import type { GlossaryTerm } from '../lib/glossary/parse.ts';

/** A passage citing a section: one segment of one document (all its language versions). */
export interface Citation {
  readonly doc: Doc;
  readonly segmentId: string;
  readonly anchor: string;
}

/** Citations of one target on a law page, with the anchor the page gives them. */
export interface CitedSection {
  /** Canonical id (`45C4(a)`, `69`, or `para:92.1` for a paragraph the corpus lacks). */
  readonly id: string;
  /** The id of the block listing its citations on the law page. */
  readonly blockId: string;
  /** Citations grouped by citing document, in document order. */
  readonly byDoc: ReadonlyArray<{ doc: Doc; citations: Citation[] }>;
  /** Glossary terms this section defines. */
  readonly glossary: readonly GlossaryTerm[];
  /** Whether the ruling engine cites it in its law chains. */
  readonly engine: boolean;
  /** Whether the claims engine cites it in its law chains. */
  readonly claims: boolean;
}

// Computed once per build: every law page asks.
type OtherTarget = { glossary: GlossaryTerm[]; engine: boolean; claims: boolean };
let others: Map<string, OtherTarget> | null = null;
/**
 * Law sections linked from elsewhere than the corpus text: the glossary's defining laws and the
 * ruling and claims engines' law chains. Their law pages anchor them too.
 */
export function otherTargets(): Map<string, OtherTarget> {
  if (others) return others;
  const out = new Map<string, OtherTarget>();
  others = out;
  const at = (id: string) => out.get(id) ?? (out.set(id, { glossary: [], engine: false, claims: false }), out.get(id)!);
  for (const term of glossaryTerms()) if (parseRefId(term.law)) at(term.law).glossary.push(term);
  for (const id of RULING_LAWS) at(id).engine = true;
  for (const id of CLAIM_LAWS) at(id).claims = true;
  return out;
}

/** Canonical order of ids within a law: the law itself, then sections as numbered. */
export { compareIds };

let index: Promise<Map<string, Citation[]>> | null = null;
/**
 * Every cited id (law ids; paragraph ids as `doc.id|para:…`) → the passages citing it, once
 * per segment. A law section's own heading naming its law is not a citation of it.
 */
export function citationIndex(): Promise<Map<string, Citation[]>> {
  index ??= allDocuments().then((docs) => {
    const out = new Map<string, Citation[]>();
    for (const doc of docs) {
      const seen = new Set<string>();
      for (const v of doc.versions) {
        for (const s of v.segments) {
          for (const id of s.cites) {
            if (doc.kind === 'law' && id === s.id) continue;
            // A paragraph belongs to the commentary the text is written on (a claim case's basis), else to the text's own document.
            const key = id.startsWith('para:') ? `${doc.versions.find((x) => x.written)?.written?.basis ?? doc.id}|${id}` : id;
            if (seen.has(`${key}#${s.id}`)) continue;
            seen.add(`${key}#${s.id}`);
            const list = out.get(key) ?? [];
            list.push({ doc, segmentId: s.id, anchor: s.anchor });
            out.set(key, list);
          }
        }
      }
    }
    return out;
  });
  return index;
}

/** Anchors of the law text segments on law `n`'s page. */
export async function textAnchors(n: number): Promise<Set<string>> {
  const docs = (await allDocuments()).filter((d) => d.kind === 'law' && d.law === n);
  return new Set(docs.flatMap((d) => d.versions.flatMap((v) => v.segments.map((s) => s.anchor))));
}

/** Paragraph citations whose paragraph the citing commentary lacks: shown on the law's page. */
function missingParagraph(key: string, docs: readonly Doc[]): { id: string; law: number } | null {
  const [docId, id] = key.split('|');
  if (!docId || !id) return null;
  const doc = docs.find((d) => d.id === docId);
  const anchor = anchorOf(id);
  if (!doc || !anchor || doc.versions.some((v) => v.segments.some((s) => s.anchor === anchor))) return null;
  const p = parseRefId(id);
  const law = p?.kind === 'para' ? p.path[0] : undefined;
  return law !== undefined && lawOf(String(law)) !== null ? { id, law } : null;
}

/**
 * The sections of law `n` that something cites, in canonical order, each with the id of
 * the block on the law page that lists its citations: the section's anchor (so links
 * `/laws/n/#C4a` land there) unless the law text already has that anchor, then `cited-…`.
 */
export async function citedSections(n: number): Promise<CitedSection[]> {
  const [idx, docs, anchors] = await Promise.all([citationIndex(), allDocuments(), textAnchors(n)]);
  const out: CitedSection[] = [];
  for (const [key, cits] of idx) {
    let id = key;
    let anchor: string;
    if (key.includes('|')) {
      const miss = missingParagraph(key, docs);
      if (!miss || miss.law !== n) continue;
      id = miss.id;
      anchor = paraAnchor(miss.id);
    } else {
      if (lawOf(key) !== n) continue;
      anchor = anchorOf(key) || 'law';
    }
    const blockId = anchors.has(anchor) || anchor === 'law' ? `cited-${anchor}` : anchor;
    const byDoc: Array<{ doc: Doc; citations: Citation[] }> = [];
    for (const c of cits) {
      const g = byDoc.find((x) => x.doc === c.doc);
      if (g) g.citations.push(c);
      else byDoc.push({ doc: c.doc, citations: [c] });
    }
    const other = otherTargets().get(id);
    out.push({ id, blockId, byDoc, glossary: other?.glossary ?? [], engine: other?.engine ?? false, claims: other?.claims ?? false });
  }
  // Sections only the glossary or the ruling engine link to get their anchor here too.
  for (const [id, other] of otherTargets()) {
    const anchor = anchorOf(id);
    if (lawOf(id) !== n || !anchor || idx.has(id)) continue;
    out.push({ id, blockId: anchors.has(anchor) ? `cited-${anchor}` : anchor, byDoc: [], ...other });
  }
  return out.sort((a, b) => compareIds(a.id, b.id));
}

export { segmentTextIn };

/**
 * A snippet of `text` around its first mention of law `law` (or its start), about `size`
 * characters, with ellipses where cut.
 * @example
 * snippetAround('… long text … Правило 68 says …', 68, 40)
 */
export function snippetAround(text: string, law: number | null, size = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= size) return flat;
  const at = law === null ? -1 : flat.search(new RegExp(`(?<![0-9])${law}(?![0-9])`));
  const start = at < 0 ? 0 : Math.max(0, at - Math.floor(size / 3));
  const end = Math.min(flat.length, start + size);
  return `${start > 0 ? '… ' : ''}${flat.slice(start, end).trim()}${end < flat.length ? ' …' : ''}`;
}

/**
 * Where a law section's own text is: the law document and the segment holding it, or the
 * nearest enclosing section the corpus has (`45C4(a)` → `45C4` → `45C` → `45`).
 */
export async function sectionText(id: string): Promise<{ doc: Doc; segmentId: string; exact: boolean } | null> {
  return textHolder(id, await allDocuments());
}

/**
 * The sections of law `n` whose text the corpus has, in the order of the law (`45C1`, `45C2`, …):
 * what a reference to the whole law can show when the corpus has no text of the law as a whole.
 */
export async function lawSectionsWithText(n: number): Promise<string[]> {
  return sectionsWithText(n, await allDocuments());
}

/**
 * Every law id the site has an anchor for: the 93 laws, each section of law text in the
 * corpus, each cited section (its citations block) and each section the glossary or the ruling
 * engine links to. What `/go/` accepts.
 */
export async function knownIds(): Promise<string[]> {
  return knownLawIds(await allDocuments(), otherTargets().keys());
}
