// content/laws/titles.yaml: the real file passes; each bad-input fixture gives exactly its rule at its line.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { LAW_TITLES_FILE, lawTitle, lawTitles } from '../../src/data/law-titles.ts';
import { LANGS } from '../../src/lib/corpus/languages.ts';
import { formatTitleError, parseLawTitles, titleProblem } from '../../src/schemas/law-titles.ts';

const DIR = 'tests/fixtures/law-titles';
const read = (f: string) => readFileSync(f, 'utf8');

const FIXTURES: [file: string, rule: string, line: number][] = [
  ['missing-law.yaml', 'titles/missing-law', 3], // law 42 left out: reported at `titles:`
  ['extra-key.yaml', 'titles/extra-key', 97], // "94"
  ['extra-language.yaml', 'titles/extra-key', 23], // de: in law 20
  ['missing-language.yaml', 'titles/missing-language', 33], // law 30 without el
  ['empty-title.yaml', 'titles/empty-title', 53], // law 50 pl: " "
  ['not-nfc.yaml', 'titles/not-nfc', 64], // law 61 el in NFD
  ['wrong-script.yaml', 'titles/wrong-script', 77], // law 74 ru with a Latin o
  ['unquoted-key.yaml', 'titles/unquoted-key', 10], // 7: unquoted
  ['yaml-syntax.yaml', 'titles/yaml-syntax', 15], // law 12 closed with ]
  ['edition.yaml', 'titles/schema', 2], // edition: 1997
];

describe('content/laws/titles.yaml', () => {
  const { titles, errors } = parseLawTitles(read(LAW_TITLES_FILE), LAW_TITLES_FILE);

  test('passes every rule', () => {
    expect(errors.map(formatTitleError)).toEqual([]);
    expect(titles).not.toBeNull();
  });

  test('has laws 1 to 93 and nothing else, each in the four languages', () => {
    expect(
      Object.keys(titles ?? {})
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 93 }, (_, i) => i + 1));
    for (const entry of Object.values(titles ?? {})) expect(Object.keys(entry).sort()).toEqual([...LANGS].sort());
  });

  test('no two laws share a title in the same language', () => {
    for (const lang of LANGS) {
      const seen = Object.values(titles ?? {}).map((e) => e[lang].toLowerCase());
      expect(
        seen.filter((t, i) => seen.indexOf(t) !== i),
        lang,
      ).toEqual([]);
    }
  });

  test('keeps the titles the sources give', () => {
    expect(lawTitle(6, 'ru')).toBe('Тасование и сдача');
    expect(lawTitle(8, 'ru')).toBe('Последовательность туров');
    expect(lawTitle(16, 'pl')).toBe('Legalne i nielegalne informacje');
    expect(lawTitle(17, 'pl')).toBe('Okres licytacji');
    expect(lawTitle(69, 'ru')).toBe('Согласие с претензией или уступкой');
    expect(lawTitle(74, 'ru')).toBe('Поведение и этикет');
  });
});

describe('lawTitle', () => {
  test('returns the title of a law in a language', () => {
    expect(lawTitle(45, 'en')).toBe('Card played');
    expect(lawTitle(45, 'el')).toBe('Παιγμένο φύλλο');
    expect(lawTitle(93, 'pl')).toBe(lawTitles()['93']?.pl);
  });

  test.each([0, 94, 4.5, Number.NaN])('rejects law %s', (n) => {
    expect(() => lawTitle(n, 'en')).toThrow(/numbered 1 to 93/);
  });

  test('refuses an invalid file with all its problems', () => {
    expect(() => lawTitles('tests/fixtures/law-titles/root-with-bad-titles')).toThrow(/titles\/wrong-script[\s\S]*titles\/empty-title/);
  });
});

describe('parseLawTitles on bad-input fixtures', () => {
  test('covers every fixture file', () => {
    expect(
      readdirSync(DIR)
        .filter((f) => f.endsWith('.yaml'))
        .sort(),
    ).toEqual([...FIXTURES.map(([f]) => f), 'valid.yaml'].sort());
  });

  test('accepts the valid fixture the others are made from', () => {
    const { titles, errors } = parseLawTitles(read(`${DIR}/valid.yaml`), 'valid.yaml');
    expect(errors).toEqual([]);
    expect(titles?.['42']?.en).toBe("Dummy's rights");
  });

  test.each(FIXTURES)('%s gives exactly %s at line %i', (file, rule, line) => {
    const path = `${DIR}/${file}`;
    const { titles, errors } = parseLawTitles(read(path), path);
    expect(errors.map((e) => [e.rule, e.line])).toEqual([[rule, line]]);
    expect(errors[0]?.file).toBe(path);
    expect(errors[0]?.message.length).toBeGreaterThan(20);
    expect(titles).toBeNull();
  });

  test('collects every error of a file, in line order', () => {
    const text = read(`${DIR}/valid.yaml`).replace('"5": {', '"95": {').replace('ru: "Пары"', 'ru: "Pary"').replace('el: "Θεατές"', 'el: ""');
    const { errors } = parseLawTitles(text, 'x.yaml');
    expect(errors.map((e) => [e.rule, e.line])).toEqual([
      ['titles/missing-law', 3],
      ['titles/wrong-script', 7],
      ['titles/extra-key', 8],
      ['titles/empty-title', 79],
    ]);
    expect(errors[0]?.message).toMatch(/law 5 /);
  });

  test('reports one missing-law error per absent law', () => {
    const { errors } = parseLawTitles('edition: 2007\ntitles: {}\n', 'x.yaml');
    expect(errors).toHaveLength(93);
    expect(new Set(errors.map((e) => `${e.rule}:${e.line}`))).toEqual(new Set(['titles/missing-law:2']));
  });
});

describe('titleProblem', () => {
  test.each([
    ['el', 'Παιγμένο φύλλο — 45', undefined],
    ['ru', 'Колода — старшинство карт и мастей', undefined],
    ['pl', 'Zachowanie i etykieta', undefined],
    ['el', 'Παιγμένo φύλλο', 'titles/wrong-script'], // Latin o
    ['en', 'Card plаyed', 'titles/wrong-script'], // Cyrillic а
    ['ru', 'Новый'.normalize('NFD'), 'titles/not-nfc'],
    ['pl', '', 'titles/empty-title'],
  ] as const)('%s %j → %s', (lang, title, rule) => {
    expect(titleProblem(lang, title)?.[0]).toBe(rule);
  });
});
