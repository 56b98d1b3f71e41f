// The documents the pages are built from (src/data/documents.ts): the real corpus loads, every
// entry fits its schema, in a stable order; a corpus with bad references is refused with every
// problem at its file:line, as `npm run check` names them.
import { expect, test } from 'vitest';
import { readContentFiles, readManifest } from '../content-io/content-files.ts';
import { buildCorpus } from '../lib/corpus/corpus.ts';
import { documentEntrySchema } from '../schemas/document-entry.ts';
import { loadDocuments } from './documents.ts';
import { docSearch } from './search.ts';
import { coversOf, titleOf } from './titles.ts';

const docs = loadDocuments();

test('every document of the corpus, rendered, each fitting its schema, ordered by id', () => {
  const { corpus } = buildCorpus(readManifest('content'), readContentFiles('content'));
  expect(docs.map((d) => d.id)).toEqual([...corpus.documents.keys()].sort());
  for (const { id, ...data } of docs) expect(documentEntrySchema.safeParse(data).success, id).toBe(true);
  const law16 = docs.find((d) => d.id === 'laws/2007/16');
  // A segment's HTML has its references linked, language-neutral until a page localizes it.
  expect(law16?.versions.flatMap((v) => v.segments).some((s) => s.html.includes('href="/~/laws/'))).toBe(true);
});

test('a corpus with bad references is refused with every one at its file:line', () => {
  let message = '';
  try {
    loadDocuments('tests/fixtures/refs');
  } catch (e) {
    message = (e as Error).message;
  }
  expect(message).toMatch(/^content has 3 law reference problem\(s\):/);
  expect(message).toContain('tests/fixtures/refs/commentary/pl-bad/pl.md:7: refs/no-context');
  expect(message).toContain('tests/fixtures/refs/commentary/ru-bad/ru.md:7: refs/unknown-law');
  expect(message).toContain('tests/fixtures/refs/commentary/ru-bad/ru.md:10: refs/unknown-law');
});

test('a case of our own says so: its origin is its collection, not a seed file, in search, covers and title', () => {
  const claim = docs.find((d) => d.id === 'cases/claims/revoke-unestablished');
  const booklet = docs.find((d) => d.id === 'cases/hbf-played-card/5');
  expect(claim?.origin.kind).toBe('ours');
  // It illustrates a commentary, whose source is its basis, not its origin.
  expect(claim?.origin.kind === 'ours' ? [claim.origin.collection.id, claim.origin.basis?.kind] : []).toEqual(['claims', 'commentary']);
  expect(claim && [docSearch(claim).origin, docSearch(claim).sourceLangs]).toEqual(['ours', ['pl']]);
  expect(claim && coversOf('ru', claim)).toBe('Наш собственный случай из сборника «Претензии и уступки: случаи».');
  expect(booklet?.origin.kind === 'source' ? booklet.origin.source.file : null).toBe('003_436417375e333e0b.txt');
  expect(booklet && [docSearch(booklet).origin, coversOf('en', booklet)]).toEqual([
    'source',
    booklet?.origin.kind === 'source' ? booklet.origin.source.covers.en : '',
  ]);
  expect(claim && titleOf('en', claim).text).toBe('A revoke by the opponent of the player making the claim');
});
