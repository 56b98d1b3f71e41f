/**
 * Astro content loader for the `documents` collection: builds the corpus from content/,
 * fails the build with every problem (file:line) if there is any, and stores one entry per
 * document with its versions' segments rendered.
 */
import type { Loader } from 'astro/loaders';
import { buildCorpus } from '../lib/corpus/corpus.ts';
import { linkCorpus } from '../markdown/link-corpus.ts';
import { concordance } from '../data/concordance.ts';
import { documentEntries } from '../markdown/document-entries.ts';
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
      for (const { id, data } of documentEntries(corpus, linked)) {
        store.set({ id, data: await parseData({ id, data }) });
      }
      logger.info(`${corpus.documents.size} documents loaded`);
    },
  };
}
