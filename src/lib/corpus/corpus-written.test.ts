// Documents we write ourselves (cases of ours): the version marked `written:` is the original; its
// origin is its collection of our own (collection.yaml `ours: true`), else the source of the
// commentary it illustrates.
import { describe, expect, test } from 'vitest';
import { buildCorpus, sourceOf, type RawFile } from './corpus.ts';

const manifest = [
  {
    file: '000_aaaa.txt',
    sha256: 'a'.repeat(64),
    languages: ['ru'],
    kind: 'commentary',
    edition: 1997,
    title: { original: 'К', en: 'C', ru: 'К', pl: 'K', el: 'Κ' },
    author: null,
    publisher: null,
    covers: { en: 'all', ru: 'всё', pl: 'wszystko', el: 'όλα' },
    documents: ['commentary/c'],
  },
];
const front = (lang: string, head: string) => `---\nlang: ${lang}\n${head}\n---\n\n`;
const written = (lang: string, basis = 'commentary/c', edition = 2017) => front(lang, `written:\n  by: Lex Ludi\n  basis: ${basis}\n  edition: ${edition}`);
const translated = (lang: string, from = 'ru') => front(lang, `translation:\n  from: ${from}\n  by: Lex Ludi`);
const body = (ids: string[]) => ids.map((id) => `§ ${id}\nText of ${id}.\n`).join('\n');
const commentary: RawFile = { path: 'commentary/c/ru.md', text: `${front('ru', 'source: 000_aaaa.txt')}§ 1\nПервый.\n` };

describe('buildCorpus on texts we wrote', () => {
  test("returns the written version as the original and the commentary's source as the source", () => {
    const files = [
      commentary,
      { path: 'cases/claims/x/ru.md', text: written('ru') + body(['title', 'facts.1']) },
      { path: 'cases/claims/x/en.md', text: translated('en') + body(['title', 'facts.1']) },
    ];
    const { corpus, errors } = buildCorpus(manifest, files);
    expect(errors).toEqual([]);
    const doc = corpus.documents.get('cases/claims/x');
    expect([doc?.reference, sourceOf(doc)?.file]).toEqual(['ru', '000_aaaa.txt']);
  });

  test("returns the edition the written text names, not its basis's (a 2017 claim case on a 1997 commentary)", () => {
    const files = [
      commentary,
      { path: 'cases/claims/x/ru.md', text: written('ru', 'commentary/c', 2017) + body(['title']) },
      { path: 'cases/claims/y/ru.md', text: written('ru', 'commentary/c', 2007) + body(['title']) },
    ];
    const { corpus, errors } = buildCorpus(manifest, files);
    expect(errors).toEqual([]);
    expect([
      corpus.documents.get('cases/claims/x')?.edition,
      corpus.documents.get('cases/claims/y')?.edition,
      corpus.documents.get('commentary/c')?.edition,
    ]).toEqual([2017, 2007, 1997]);
  });

  test('aligns the translations with the written original: a missing segment is reported', () => {
    const files = [
      commentary,
      { path: 'cases/claims/x/pl.md', text: written('pl') + body(['title', 'facts.1']) },
      { path: 'cases/claims/x/en.md', text: translated('en', 'pl') + body(['title']) },
    ];
    expect(buildCorpus(manifest, files).errors.map((e) => `${e.file}: ${e.rule}`)).toEqual(['cases/claims/x/en.md: segment/missing']);
  });

  test('returns document/no-source when the commentary it is written on is not in the manifest', () => {
    const files = [commentary, { path: 'cases/claims/x/ru.md', text: written('ru', 'commentary/none') + body(['title']) }];
    const { errors } = buildCorpus(manifest, files);
    expect(errors.map((e) => [e.rule, e.message])).toEqual([
      ['document/no-source', 'document cases/claims/x is written on commentary/none, which no source in sources/manifest.yaml lists'],
    ]);
  });

  test('returns document/two-originals when two versions say written:', () => {
    const files = [
      commentary,
      { path: 'cases/claims/x/ru.md', text: written('ru') + body(['title']) },
      { path: 'cases/claims/x/pl.md', text: written('pl') + body(['title']) },
    ];
    expect(buildCorpus(manifest, files).errors.map((e) => `${e.file}: ${e.rule}`)).toEqual(['cases/claims/x/pl.md: document/two-originals']);
  });

  test('returns file/frontmatter for a file that is both written and a translation', () => {
    const text = front('ru', 'written:\n  by: Lex Ludi\n  basis: commentary/c\ntranslation:\n  from: pl\n  by: Lex Ludi') + body(['title']);
    const { errors } = buildCorpus(manifest, [commentary, { path: 'cases/claims/x/ru.md', text }]);
    expect(errors.map((e) => e.rule)).toEqual(['file/frontmatter']);
  });

  const collection = (id: string, ours: boolean) => ({
    path: `cases/${id}/collection.yaml`,
    text: [
      `id: ${id}`,
      'kind: played-card',
      `ours: ${ours}`,
      ...(ours ? [] : ['source: { title: T, publisher: P, year: 2012, file: 003_436417375e333e0b.txt }']),
      'editions: [2007, 2017]',
      'numbering: [r1]',
      'title: { en: Revokes, ru: Фальшренонсы, pl: Fałszywe renonse, el: Ρενόνς }',
      'event: E',
    ].join('\n'),
  });
  const ownWritten = (lang: string) => front(lang, 'written:\n  by: Lex Ludi\n  edition: 2017');

  test('returns a written case with no basis in a collection of our own with that collection as its origin', () => {
    const files = [
      commentary,
      collection('revokes', true),
      { path: 'cases/revokes/r1/en.md', text: ownWritten('en') + body(['title', 'facts.1']) },
      { path: 'cases/revokes/r1/el.md', text: translated('el', 'en') + body(['title', 'facts.1']) },
    ];
    const { corpus, errors } = buildCorpus(manifest, files);
    expect(errors).toEqual([]);
    const doc = corpus.documents.get('cases/revokes/r1');
    expect([doc?.reference, doc?.edition, sourceOf(doc)]).toEqual(['en', 2017, undefined]);
    expect(doc?.origin).toEqual({
      kind: 'ours',
      collection: { id: 'revokes', title: { en: 'Revokes', ru: 'Фальшренонсы', pl: 'Fałszywe renonse', el: 'Ρενόνς' }, editions: [2007, 2017] },
    });
  });

  test("returns a written case with a basis in a collection of our own as ours, its basis the commentary's source", () => {
    const files = [commentary, collection('claims', true), { path: 'cases/claims/x/ru.md', text: written('ru') + body(['title']) }];
    const { corpus, errors } = buildCorpus(manifest, files);
    expect(errors).toEqual([]);
    const origin = corpus.documents.get('cases/claims/x')?.origin;
    expect([origin?.kind, origin?.kind === 'ours' ? origin.basis?.file : null]).toEqual(['ours', '000_aaaa.txt']);
  });

  test('returns document/no-origin at the written: line for a case with no basis in a collection that is not ours', () => {
    const files = [
      commentary,
      collection('booklet', false),
      { path: 'cases/booklet/r1/en.md', text: ownWritten('en') + body(['title']) },
      { path: 'cases/loose/r1/en.md', text: ownWritten('en') + body(['title']) },
    ];
    const { errors } = buildCorpus(manifest, files);
    expect(errors.map((e) => `${e.file}:${e.line}: ${e.rule}`)).toEqual([
      'cases/booklet/r1/en.md:3: document/no-origin',
      'cases/loose/r1/en.md:3: document/no-origin',
    ]);
    expect(errors[0]?.message).toContain('cases/booklet/collection.yaml does not say "ours: true"');
  });

  test('returns document/no-source for a case that is not written and whose collection no source lists, even in a collection of ours', () => {
    const files = [collection('revokes', true), { path: 'cases/revokes/r1/en.md', text: translated('en', 'el') + body(['title']) }];
    expect(buildCorpus(manifest, files).errors.map((e) => `${e.file}: ${e.rule}`)).toEqual(['cases/revokes/r1/en.md: document/no-source']);
  });
});
