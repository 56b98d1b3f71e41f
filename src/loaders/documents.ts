/**
 * Astro content loader for the `documents` collection: builds the corpus from content/,
 * fails the build with every problem (file:line) if there is any, and stores one entry per
 * document with its versions' segments rendered.
 */
import type { Loader } from 'astro/loaders';
import { buildCorpus } from '../lib/corpus/corpus.ts';
import { segmentAnchor } from '../lib/corpus/documents.ts';
import { linkCorpus } from '../markdown/link-corpus.ts';
import { concordance } from '../data/concordance.ts';
import { segmentText } from '../markdown/render.ts';
import type { DocumentEntry } from '../schemas/document-entry.ts';
import { readContentFiles, readManifest } from '../content-io/content-files.ts';

/** The loader. */
export function documentsLoader(root = 'content'): Loader {
  return {
    name: 'lex-ludi-documents',
    load: async ({ store, parseData, logger }) => {
      const { corpus, errors } = buildCorpus(readManifest(root), readContentFiles(root));
      if (errors.length) {
        throw new Error(`content has ${errors.length} problem(s):\n${errors.map((e) => `${root}/${e.file}:${e.line}: ${e.rule}: ${e.message}`).join('\n')}`);
      }
      const { linked, errors: refErrors } = linkCorpus(corpus, root === 'content' ? concordance() : undefined);
      if (refErrors.length) {
        throw new Error(
          `content has ${refErrors.length} law reference problem(s):\n${refErrors.map((e) => `${root}/${e.file}:${e.line}: ${e.rule}: ${e.message}`).join('\n')}`,
        );
      }
      store.clear();
      for (const [id, d] of corpus.documents) {
        const data: DocumentEntry = {
          kind: d.doc.kind,
          law: d.doc.kind === 'law' ? d.doc.law : undefined,
          edition: d.edition,
          slug: d.doc.kind === 'commentary' ? d.doc.slug : undefined,
          collection: d.doc.kind === 'case' || d.doc.kind === 'collection' ? d.doc.collection : undefined,
          case: d.doc.kind === 'case' ? d.doc.case : undefined,
          source: d.source,
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
        };
        store.set({ id, data: await parseData({ id, data }) });
      }
      logger.info(`${corpus.documents.size} documents loaded`);
    },
  };
}
