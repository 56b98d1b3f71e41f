/**
 * What the search index and the search island know about each document, computed once from
 * the documents collection: title per interface language, kind, source languages, edition,
 * law ids per segment (a page's segment facts, carried in its Pagefind metadata), every notation
 * of the ids of its segments, and the reference targets.
 */
import { createHash } from 'node:crypto';
import { concordance } from './concordance.ts';
import { movesOf } from '../lib/editions/go.ts';
import { knownIds } from './citations.ts';
import { allDocuments, docUrl, type Doc } from './site.ts';
import { titleOf } from './titles.ts';
import { LANGS, type Lang } from '../lib/corpus/languages.ts';
import { hrefOf, isRefId, parseRefId } from '../lib/refs/index.ts';
import {
  glossaryBuckets,
  kindOf,
  lawNumbers,
  notationsOf,
  samePassages,
  segmentLaws,
  type GlossaryBucket,
  type PageFacts,
  type SearchData,
  type SearchKind,
  type SegmentFacts,
} from '../lib/search/index.ts';
import { glossaryTerms } from './glossary.ts';

/** Search facts of one document. */
export interface DocSearch {
  kind: SearchKind;
  /** A source of the corpus, or a text of our own (its origin a collection of ours): search lists the sources first on an equal fit. */
  origin: 'source' | 'ours';
  sourceLangs: readonly Lang[];
  edition: string;
  laws: number[];
  /** Segment id → law ids. */
  segLaws: Map<string, string[]>;
  /** Space-separated notations of the segments' own ids (law sections, commentary paragraphs). */
  aliases: string;
}

const cache = new Map<string, DocSearch>();

/** The canonical id a segment stands for, if any (`45C4(a)`; `para:68.7` in a commentary). */
export function ownId(d: Doc, segmentId: string): string | null {
  if (d.kind === 'law' && isRefId(segmentId)) return segmentId;
  if (d.kind === 'commentary' && parseRefId(`para:${segmentId}`)) return `para:${segmentId}`;
  return null;
}

/** Search facts of a document. */
export function docSearch(d: Doc): DocSearch {
  const hit = cache.get(d.id);
  if (hit) return hit;
  const ref = d.versions.find((v) => v.lang === d.reference) ?? d.versions[0];
  const segs = ref?.segments ?? [];
  const segLaws = segmentLaws({ kind: d.kind, law: d.law, edition: d.edition, reference: d.reference, segments: segs });
  const own = segs.map((s) => ownId(d, s.id)).filter((x): x is string => x !== null);
  const out: DocSearch = {
    kind: kindOf(d.kind),
    origin: d.origin.kind,
    sourceLangs: d.origin.kind === 'source' ? (d.origin.source.languages as Lang[]) : [d.reference],
    edition: String(d.edition),
    laws: lawNumbers([...(d.law ? [String(d.law)] : []), ...[...segLaws.values()].flat()]),
    segLaws,
    aliases: [...new Set(own.flatMap(notationsOf))].join(' '),
  };
  cache.set(d.id, out);
  return out;
}

/** The title a search result shows for a document: its title in the interface language (src/data/titles.ts). */
export function searchTitle(lang: Lang, d: Doc): string {
  return titleOf(lang, d).text;
}

/** Reference targets and each page's segment facts, computed once over every document. */
interface Facts {
  /** Canonical id → path without language, for the ids a segment of a document stands for. */
  readonly targets: Readonly<Record<string, string>>;
  /** Page path without language (`laws/45/`) → its segment facts. */
  readonly pages: ReadonlyMap<string, PageFacts>;
}

let facts: Promise<Facts> | undefined;
const pathOf = (d: Doc) => docUrl('en', d).replace(/^\/en\//, '');

/** The segment facts of every page and the targets of the ids its segments stand for. */
function allFacts(): Promise<Facts> {
  facts ??= (async () => {
    const targets: Record<string, string> = {};
    const pages = new Map<string, Record<string, SegmentFacts>>();
    const docs = await allDocuments();
    const original = (d: Doc) => d.versions.find((v) => v.lang === d.reference)?.segments ?? [];
    const same = samePassages(
      docs.map((d) => ({
        kind: d.kind,
        path: pathOf(d),
        segments: original(d).map((s) => ({ id: s.id, anchor: s.anchor, kind: s.attrs.kind, text: s.text })),
      })),
    );
    for (const d of docs) {
      const path = pathOf(d);
      const search = docSearch(d);
      const page = pages.get(path) ?? {};
      pages.set(path, page);
      for (const s of original(d)) {
        const laws = search.segLaws.get(s.id) ?? [];
        const repeats = same.get(`${path}#${s.anchor}`);
        const known = { ...(s.id !== s.anchor ? { id: s.id } : {}), ...(laws.length ? { laws } : {}), ...(repeats ? { same: repeats } : {}) };
        if (Object.keys(known).length) page[s.anchor] = known;
        const id = ownId(d, s.id);
        if (id && !(id in targets)) targets[id] = `${path}#${s.anchor}`;
      }
      // A law's whole text: the law page itself.
      if (d.kind === 'law' && d.law) targets[String(d.law)] ??= path;
    }
    return { targets, pages };
  })();
  return facts;
}

/**
 * What search knows of a document's segments beyond their anchors (law ids, ids, the passage a
 * segment repeats): the value of its pages' {@link SEGMENT_FACTS_META} metadata, so that a query
 * fetches it with the page's Pagefind data and only for the pages it reads.
 */
export async function pageFacts(d: Doc): Promise<PageFacts> {
  return (await allFacts()).pages.get(pathOf(d)) ?? {};
}

/** `/search-data.json`: reference targets, the sections, the glossary's form files and the editions' moves (no per-page facts). */
export async function searchData(): Promise<SearchData> {
  const targets: Record<string, string> = { ...(await allFacts()).targets };
  // Every other section the law pages anchor (citations, glossary and engine targets), as /go/
  // has them; a law's own page is where refTarget goes anyway for a law without an entry, and
  // a place that is the id's own href is listed by id only (the island derives it).
  const own = (id: string) => (hrefOf(id, { lang: 'en' }) ?? '').replace(/^\/en\//, '');
  for (const id of await knownIds()) if (own(id) !== `laws/${id}/`) targets[id] ??= own(id);
  const sections = Object.keys(targets).filter((id) => targets[id] === own(id));
  for (const id of sections) delete targets[id];
  return {
    targets,
    sections,
    glossary: [...searchGlossary('en').keys()],
    glossaryVersion: searchGlossaryVersion(),
    moves: { '1997': movesOf(concordance(), '1997'), '2017': movesOf(concordance(), '2017') },
  };
}

const buckets = new Map<Lang, Map<string, GlossaryBucket>>();
/**
 * The glossary's form files for an interface language (`/search-glossary/{version}/{lang}/{key}.json`);
 * every language has the same keys, since each file holds the forms of all four languages.
 */
export function searchGlossary(lang: Lang): Map<string, GlossaryBucket> {
  let b = buckets.get(lang);
  if (!b) buckets.set(lang, (b = glossaryBuckets(glossaryTerms(), lang)));
  return b;
}

let glossaryVersion: string | undefined;
/** A hash of every glossary form file of every language: the folder they are served from. */
export function searchGlossaryVersion(): string {
  glossaryVersion ??= createHash('sha256')
    .update(JSON.stringify(LANGS.map((lang) => [lang, [...searchGlossary(lang)]])))
    .digest('hex')
    .slice(0, 10);
  return glossaryVersion;
}
