import { describe, expect, test } from 'vitest';
import { buildCorpus } from './corpus.ts';
import { caseTitleProblems, cleanTitle, docTitle, type TitledDoc } from './doc-title.ts';

const source = {
  title: {
    original: 'PRZEPISY 68 - 71',
    en: 'Laws 68–71 (claims and concessions)',
    ru: 'Правила 68–71 (претензии и уступки)',
    pl: 'Przepisy 68–71 (roszczenia i zrzeczenia)',
    el: 'Νόμοι 68–71 (διεκδικήσεις και παραχωρήσεις)',
  },
};
const seg = (text: string) => [
  { id: 'title', text },
  { id: 'facts.1', text: 'x' },
];
const case7: TitledDoc = {
  kind: 'case',
  reference: 'el',
  origin: { kind: 'source', source },
  versions: [
    { lang: 'el', segments: seg('Περίπτωση 7 – Παιγμένο φύλλο από τον μορ') },
    { lang: 'en', segments: seg('Case 7 – Played card from dummy') },
    { lang: 'ru', segments: seg('Случай 7 – Сыгранная карта болвана') },
  ],
};
const heading = (n: number) => `Law ${n} — Card played`;

describe('docTitle', () => {
  test('a case: the title segment in the reader’s language, the original beside it', () => {
    expect(docTitle(case7, 'en', heading)).toEqual({
      text: 'Case 7 – Played card from dummy',
      lang: 'en',
      original: { text: 'Περίπτωση 7 – Παιγμένο φύλλο από τον μορ', lang: 'el' },
    });
    expect(docTitle(case7, 'ru', heading).text).toBe('Случай 7 – Сыгранная карта болвана');
  });

  test('a case read in its original language shows the original once', () => {
    expect(docTitle(case7, 'el', heading)).toEqual({ text: 'Περίπτωση 7 – Παιγμένο φύλλο από τον μορ', lang: 'el', original: null });
  });

  test('a case with no version in the reader’s language shows the original alone, labelled with its language', () => {
    expect(docTitle(case7, 'pl', heading)).toEqual({ text: 'Περίπτωση 7 – Παιγμένο φύλλο από τον μορ', lang: 'el', original: null });
  });

  test('a commentary: the manifest’s title in the reader’s language, the printed title beside it', () => {
    const d: TitledDoc = { kind: 'commentary', reference: 'pl', origin: { kind: 'source', source }, versions: [] };
    expect(docTitle(d, 'el', heading)).toEqual({
      text: 'Νόμοι 68–71 (διεκδικήσεις και παραχωρήσεις)',
      lang: 'el',
      original: { text: 'PRZEPISY 68 - 71', lang: 'pl' },
    });
    const same: TitledDoc = { ...d, origin: { kind: 'source', source: { title: { ...source.title, pl: 'PRZEPISY 68 - 71' } } } };
    expect(docTitle(same, 'pl', heading).original).toBeNull();
  });

  test('a law: its heading in the reader’s language', () => {
    expect(docTitle({ kind: 'law', law: 45, reference: 'el', origin: { kind: 'source', source }, versions: [] }, 'en', heading)).toEqual({
      text: 'Law 45 — Card played',
      lang: 'en',
      original: null,
    });
  });
});

describe('cleanTitle', () => {
  test.each([
    ['Question one:', 'Question one'],
    ['  Ερώτηση  δεύτερη : ', 'Ερώτηση δεύτερη'],
    ['Case 12 - Card played by a defender', 'Case 12 - Card played by a defender'],
  ])('%j → %j', (a, b) => expect(cleanTitle(a)).toBe(b));
});

describe('caseTitleProblems', () => {
  test('a case version without a title segment, or with an empty one, is a content error at its line', () => {
    const versions = [
      { path: 'cases/c/1/el.md', segments: [{ id: 'title', line: 6, body: '## Περίπτωση 1' }] },
      { path: 'cases/c/1/en.md', segments: [{ id: 'facts.1', line: 9, body: 'Text.' }] },
      { path: 'cases/c/1/ru.md', segments: [{ id: 'title', line: 8, body: '## :' }] },
    ];
    expect(caseTitleProblems(versions).map((e) => `${e.file}:${e.line}: ${e.rule}`)).toEqual([
      'cases/c/1/en.md:1: document/title',
      'cases/c/1/ru.md:8: document/title',
    ]);
  });

  test('the content check reports a partial case translation that lacks its title', () => {
    const manifest = [
      {
        file: '003_0b5e.txt',
        sha256: 'a'.repeat(64),
        languages: ['el'],
        kind: 'case-collection',
        edition: 2007,
        title: { original: 'Τεύχος', en: 'Booklet', ru: 'Буклет', pl: 'Broszura', el: 'Τεύχος' },
        author: null,
        publisher: null,
        covers: { en: 'a fixture', ru: 'тестовые данные', pl: 'dane testowe', el: 'δεδομένα δοκιμής' },
        documents: ['cases/c'],
      },
    ];
    const files = [
      { path: 'cases/c/1/el.md', text: '---\nlang: el\nsource: 003_0b5e.txt\n---\n\n§ title kind=heading\n## Περίπτωση 1\n\n§ facts.1\nΚείμενο.\n' },
      { path: 'cases/c/1/en.md', text: '---\nlang: en\ntranslation:\n  from: el\n  by: Lex Ludi\npartial: true\n---\n\n§ facts.1\nText.\n' },
    ];
    const { errors } = buildCorpus(manifest, files);
    expect(errors.map((e) => `${e.file}:${e.line}: ${e.rule}`)).toEqual(['cases/c/1/en.md:1: document/title']);
  });
});
