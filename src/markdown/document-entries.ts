/**
 * The `documents` collection's entries built from the corpus and its rendering: what the Astro
 * loader stores and what the content check reads when it needs the site's view of the corpus
 * (the law ids the site previews, src/lib/summaries/coverage.ts) without running Astro.
 */
import type { Corpus } from '../lib/corpus/corpus.ts';
import { segmentAnchor } from '../lib/corpus/documents.ts';
import type { DocumentEntry } from '../schemas/document-entry.ts';
import type { LinkedCorpus } from './link-corpus.ts';
import { segmentText } from './render.ts';

/**
 * One entry per document (id and data), its segments rendered, in corpus order.
 * @example
 * const { linked } = linkCorpus(corpus);
 * documentEntries(corpus, linked).find((e) => e.id === 'laws/2007/16')?.data.versions[0]?.segments[0]?.cites
 */
export function documentEntries(corpus: Corpus, linked: LinkedCorpus): Array<{ id: string; data: DocumentEntry }> {
  return [...corpus.documents].map(([id, d]) => ({
    id,
    data: {
      kind: d.doc.kind,
      law: d.doc.kind === 'law' ? d.doc.law : undefined,
      edition: d.edition,
      slug: d.doc.kind === 'commentary' ? d.doc.slug : undefined,
      collection: d.doc.kind === 'case' || d.doc.kind === 'collection' ? d.doc.collection : undefined,
      case: d.doc.kind === 'case' ? d.doc.case : undefined,
      // A fresh array for the entry's schema (the corpus keeps its own read-only).
      origin: d.origin.kind === 'ours' ? { ...d.origin, collection: { ...d.origin.collection, editions: [...d.origin.collection.editions] } } : d.origin,
      reference: d.reference,
      versions: [...d.versions.values()].map((v) => ({
        path: v.path,
        lang: v.lang,
        source: v.frontmatter.source,
        translation: v.frontmatter.translation,
        written: v.frontmatter.written,
        partial: v.frontmatter.partial === true,
        excerpts: v.frontmatter.excerpts === true,
        segments: v.segments.map((s) => {
          const r = linked.get(id)?.get(v.lang)?.get(s.id);
          const cites = [...new Set((r?.links ?? []).flatMap((l) => l.targets))];
          return {
            id: s.id,
            anchor: segmentAnchor(d.doc.kind, s.id),
            attrs: { ...s.attrs },
            line: s.line,
            html: r?.html ?? '',
            text: segmentText(s.body),
            cites,
          };
        }),
      })),
    },
  }));
}
