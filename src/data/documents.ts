/**
 * The documents of the corpus, each with its versions' segments rendered (law references linked,
 * glossary terms marked): built once per process from content/ through src/content-io, and
 * refused — with every problem as `content/file:line: rule: message` — when the corpus has any.
 *
 * This used to be an Astro content collection. Astro keeps a collection's whole store in one JSON
 * file and, in `astro build`, hands it to the bundler as one string literal of a module: 61 MB of
 * rendered segments at ten times today's corpus, which the bundler held several times over (the
 * build peaked at 7.2 GB at fifty times, issue #33). Built here, the rendered corpus lives once,
 * in the process that renders the pages, and never passes through the bundler.
 */
import { readContentFiles, readManifest } from '../content-io/content-files.ts';
import { buildCorpus } from '../lib/corpus/corpus.ts';
import type { ContentError } from '../lib/corpus/segment-file.ts';
import { documentEntries } from '../markdown/document-entries.ts';
import { linkCorpus } from '../markdown/link-corpus.ts';
import { type DocumentEntry, documentEntrySchema } from '../schemas/document-entry.ts';
import { concordance } from './concordance.ts';

/** A document as the pages read it: its entry, with its id. */
export type Doc = DocumentEntry & { id: string };

const problemLines = (root: string, errors: readonly ContentError[]) => errors.map((e) => `${root}/${e.file}:${e.line}: ${e.rule}: ${e.message}`).join('\n');

/**
 * Every document under `root`, rendered, in a stable order (by id). Throws with every problem of
 * the corpus (`npm run check` lists the same, and more); the concordance's edition rules apply to
 * the real content only (a fixture root brings none).
 */
export function loadDocuments(root = 'content'): Doc[] {
  const { corpus, errors } = buildCorpus(readManifest(root), readContentFiles(root));
  if (errors.length) throw new Error(`content has ${errors.length} problem(s):\n${problemLines(root, errors)}`);
  const { linked, errors: refErrors } = linkCorpus(corpus, root === 'content' ? concordance() : undefined);
  if (refErrors.length) throw new Error(`content has ${refErrors.length} law reference problem(s):\n${problemLines(root, refErrors)}`);
  const entries = documentEntries(corpus, linked);
  // The entry's schema still judges what the pages get (its parsed copy is dropped at once, so
  // the corpus is held once).
  const invalid = entries.flatMap(({ id, data }) => {
    const r = documentEntrySchema.safeParse(data);
    return r.success ? [] : r.error.issues.map((i) => `${id}: ${i.path.join('.')}: ${i.message}`);
  });
  if (invalid.length) throw new Error(`${invalid.length} rendered document entr(ies) do not fit src/schemas/document-entry.ts:\n${invalid.join('\n')}`);
  return entries.map(({ id, data }) => ({ ...data, id })).sort((a, b) => (a.id < b.id ? -1 : 1));
}
