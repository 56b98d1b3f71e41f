/**
 * Route data computed once from the documents (src/data/documents.ts); pages and components are
 * views over it.
 */
import { compareCaseIds } from '../lib/cases/case-order.ts';
import { LANGS, type Lang } from '../lib/corpus/languages.ts';
import { LAW_COUNT } from '../lib/refs/ids.ts';
import { caseData, claimCases } from './cases.ts';
import { type Doc, loadDocuments } from './documents.ts';

export type { Doc } from './documents.ts';

let cache: Promise<Doc[]> | null = null;
/** Every document, in a stable order (built on first use, then shared by every page). */
export function allDocuments(): Promise<Doc[]> {
  cache ??= Promise.resolve().then(() => loadDocuments());
  return cache;
}

/** Law number of a canonical id or `laws=` value (`45C4(a)` → 45). */
export const lawNumber = (id: string): number | null => {
  const m = /^(\d{1,2})/.exec(id);
  return m ? Number(m[1]) : null;
};

/** A place in a document that concerns a law: a commentary paragraph or a case's law excerpt. */
export interface LawMention {
  doc: Doc;
  segmentId: string;
  anchor: string;
}

/** What the corpus has for one law. */
export interface LawHolding {
  law: number;
  texts: Doc[];
  commentary: LawMention[];
  cases: Doc[];
}

/** For each of the 93 laws, its texts, the commentary paragraphs on it and the cases quoting it. */
export async function lawHoldings(): Promise<LawHolding[]> {
  const docs = await allDocuments();
  const out: LawHolding[] = Array.from({ length: LAW_COUNT['2007'] }, (_, i) => ({ law: i + 1, texts: [], commentary: [], cases: [] }));
  for (const d of docs) {
    if (d.kind === 'law' && d.law) out[d.law - 1]?.texts.push(d);
    const ref = d.versions.find((v) => v.lang === d.reference);
    for (const s of ref?.segments ?? []) {
      for (const id of (s.attrs.laws ?? '').split(',').filter(Boolean)) {
        const n = lawNumber(id);
        const h = n ? out[n - 1] : undefined;
        if (!h) continue;
        if (d.kind === 'commentary' && s.attrs.kind !== 'heading') h.commentary.push({ doc: d, segmentId: s.id, anchor: s.anchor });
        if (d.kind === 'case' && !h.cases.includes(d)) h.cases.push(d);
      }
    }
  }
  // A case also concerns every law its case data cites (the preliminary questions cite 45C4(a) and
  // 46B in their answers, which carry no `laws=`).
  for (const d of docs.filter((x) => x.kind === 'case')) {
    const laws = caseData(d.collection ?? '', d.case ?? '')?.laws ?? claimCases().find((c) => c.collection === d.collection && c.id === d.case)?.laws ?? [];
    for (const id of laws) {
      const n = lawNumber(id);
      const h = n ? out[n - 1] : undefined;
      if (h && !h.cases.includes(d)) h.cases.push(d);
    }
  }
  for (const h of out) h.cases.sort((a, b) => (a.collection ?? '').localeCompare(b.collection ?? '') || compareCaseIds(a.case ?? '', b.case ?? ''));
  return out;
}

/** Cases of a collection, questions first, in the booklet's order. */
export async function casesOf(collection: string): Promise<Doc[]> {
  return (await allDocuments()).filter((d) => d.kind === 'case' && d.collection === collection).sort((a, b) => compareCaseIds(a.case ?? '', b.case ?? ''));
}

/** Static paths for every interface language. */
export const langPaths = () => LANGS.map((lang) => ({ params: { lang } }));

/** The URL of a document in an interface language. */
export function docUrl(lang: Lang, d: Doc): string {
  if (d.kind === 'law') return `/${lang}/laws/${d.law}/`;
  if (d.kind === 'commentary') return `/${lang}/commentary/${d.slug}/`;
  if (d.kind === 'case') return `/${lang}/cases/${d.collection}/${d.case}/`;
  return `/${lang}/cases/${d.collection}/`;
}

/** A collection of cases: its name, and its document (front matter, title, source) when it has one. */
export interface CaseCollection {
  readonly collection: string;
  readonly doc?: Doc;
}

/**
 * Every collection that has cases or a document: those with a document first, then by name (the
 * claim cases have no front matter of their own).
 * @example (await allCollections()).at(-1)?.collection // 'claims' (no document; the collections with one come first)
 */
export async function allCollections(): Promise<CaseCollection[]> {
  const docs = await allDocuments();
  const names = [...new Set(docs.filter((d) => d.kind === 'case' || d.kind === 'collection').map((d) => d.collection ?? ''))];
  return names
    .map((collection) => {
      const doc = docs.find((d) => d.kind === 'collection' && d.collection === collection);
      return doc ? { collection, doc } : { collection };
    })
    .sort((a, b) => Number(!a.doc) - Number(!b.doc) || a.collection.localeCompare(b.collection));
}

/** The URL of a collection's page in an interface language. */
export const collectionUrl = (lang: Lang, collection: string): string => `/${lang}/cases/${collection}/`;
