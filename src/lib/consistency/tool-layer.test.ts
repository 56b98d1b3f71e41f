// consistency/terms and consistency/avoid over the tool layer, on a fixture glossary and
// made-up tables: each language fails on the wrong word and passes on the right one.
import { describe, expect, test } from 'vitest';
import { parseGlossary } from '../glossary/parse.ts';
import { termIndex } from './terms.ts';
import { checkGlossaryAvoid, checkSummaryAvoid, checkToolAvoid, checkToolTerms, keyLine, templateText, type TextTable } from './tool-layer.ts';
import { parseLawSummaries } from '../../schemas/law-summaries.ts';

const yaml = (law: string, en: string, ru: string, pl: string, el: string) =>
  `law: ${law}\n${[
    ['en', en],
    ['ru', ru],
    ['pl', pl],
    ['el', el],
  ]
    .map(([l, body]) => `${l}:\n${body}\n  definition: A definition in our own words for the fixture.`)
    .join('\n')}\n`;

const FILES = [
  {
    path: 'glossary/revoke.yaml',
    text: yaml(
      '61A',
      '  term: revoke\n  forms: [revoke, revoked]',
      '  term: фальшренонс\n  forms: [фальшренонс, фальшренонса]\n  avoid: [ренонс]',
      '  term: fałszywy renons\n  forms: [fałszywy renons, fałszywego renonsu]\n  avoid: [rewoka]',
      '  term: ρενόνς\n  forms: [ρενόνς]',
    ),
  },
  {
    path: 'glossary/penalty-card.yaml',
    text: yaml(
      "'50'",
      '  term: penalty card\n  forms: [penalty card]',
      '  term: штрафная карта\n  forms: [штрафная карта, штрафной картой]',
      '  term: karta przygwożdżona\n  forms: [karta przygwożdżona, kartą przygwożdżoną]',
      '  term: τιμωρημένο φύλλο\n  forms: [τιμωρημένο φύλλο]',
    ),
  },
  {
    path: 'glossary/trick.yaml',
    text: yaml(
      'Definitions',
      '  term: trick\n  forms: [trick, tricks]',
      '  term: взятка\n  forms: [взятка, взятку, взятки, взяток]',
      '  term: lewa\n  forms: [lewa, lewę, lewy, lew]',
      '  term: λεβέ\n  forms: [λεβέ]\n  avoid: [μπάζα, μπάζες]\n  variants:\n    - { form: λεβές, edition: ΕΟΜ 2007 }',
    ),
  },
];
const glossary = parseGlossary(FILES);
const index = termIndex(glossary.terms);

const SOURCES = [
  { path: 'src/i18n/en.ts', text: "export const en = {\n  'calc.revoke': 'The revoke stands.',\n  'calc.pc': '{seat} has a penalty card.',\n};\n" },
  { path: 'src/i18n/ru.ts', text: "export const ru = {\n  'calc.revoke': 'Ренонс остаётся.',\n  'calc.pc': 'У {seat:gen} штрафная карта.',\n};\n" },
  {
    path: 'src/lib/rulings/reasons/pl.ts',
    text: "export const pl = {\n  reasons: {\n    pc: 'Gracz {seat} ma kartę karną.',\n  },\n  script: {\n    pc: 'Karta przygwożdżona.',\n  },\n};\n",
  },
];
const table = (name: string, lang: 'en' | 'ru' | 'pl' | 'el', entries: Record<string, string>, files: string[], section?: string): TextTable => ({
  name,
  lang,
  files,
  entries,
  ...(section ? { section } : {}),
});

describe('the fixture glossary', () => {
  test('parses', () => expect(glossary.errors).toEqual([]));
});

describe('checkToolTerms', () => {
  test('ru: a string that has no form of a term its English uses fails at the key line; the right word passes', () => {
    const en = table('interface', 'en', { 'calc.revoke': 'The revoke stands.' }, ['src/i18n/en.ts']);
    const wrong = table('interface', 'ru', { 'calc.revoke': 'Ренонс остаётся.' }, ['src/i18n/ru.ts']);
    const right = table('interface', 'ru', { 'calc.revoke': 'Фальшренонс остаётся.' }, ['src/i18n/ru.ts']);
    const f = checkToolTerms([en, wrong], SOURCES, index);
    expect(f.map((x) => `${x.file}:${x.line}: ${x.rule}: ${x.message}`)).toEqual([
      'src/i18n/ru.ts:2: consistency/terms: key "calc.revoke": the English says "revoke" (glossary term revoke) but the ru string has none of its ru forms: "фальшренонс", "фальшренонса"; use the term "фальшренонс", or add the form the string rightly uses to glossary/revoke.yaml',
    ]);
    expect(checkToolTerms([en, right], SOURCES, index)).toEqual([]);
  });
  test('pl: a reason that drops the term fails at its line in its section; with the term it passes', () => {
    const en = table('rulings.reasons', 'en', { pc: '{seat} has a penalty card.' }, ['src/lib/rulings/reasons/en.ts'], 'reasons');
    const wrong = table('rulings.reasons', 'pl', { pc: 'Gracz {seat} ma kartę karną.' }, ['src/lib/rulings/reasons/pl.ts'], 'reasons');
    const right = table('rulings.reasons', 'pl', { pc: 'Gracz {seat} ma kartę przygwożdżoną.' }, ['src/lib/rulings/reasons/pl.ts'], 'reasons');
    const f = checkToolTerms([en, wrong], SOURCES, index);
    expect(f.map((x) => [x.file, x.line, x.term])).toEqual([['src/lib/rulings/reasons/pl.ts', 3, 'penalty-card']]);
    expect(checkToolTerms([en, { ...right, entries: { pc: 'Gracz {seat} ma kartę przygwożdżoną.' } }], SOURCES, index).map((x) => x.term)).toEqual([
      'penalty-card',
    ]);
    // "kartę przygwożdżoną" is not a listed form: the glossary is where a right form is added.
    const withForm = parseGlossary(
      FILES.map((f) =>
        f.path.endsWith('penalty-card.yaml') ? { ...f, text: f.text.replace('kartą przygwożdżoną]', 'kartą przygwożdżoną, kartę przygwożdżoną]') } : f,
      ),
    );
    expect(checkToolTerms([en, right], SOURCES, termIndex(withForm.terms))).toEqual([]);
  });
  test('el: a plural form counts as the word the reader sees; a variant is accepted like a form', () => {
    const en = table('claims.reasons', 'en', { t: 'They win {n} {n|trick|tricks}.' }, ['x']);
    expect(checkToolTerms([en, table('claims.reasons', 'el', { t: 'Παίρνουν {n} μπάζες.' }, ['x'])], [], index).map((x) => x.term)).toEqual(['trick']);
    expect(checkToolTerms([en, table('claims.reasons', 'el', { t: 'Παίρνουν {n} λεβέ.' }, ['x'])], [], index)).toEqual([]);
    expect(checkToolTerms([en, table('claims.reasons', 'el', { t: 'Παίρνουν {n} λεβές.' }, ['x'])], [], index)).toEqual([]);
  });
});

describe('checkToolAvoid', () => {
  test('ru: «ренонс» for a revoke is found whatever its case; «фальшренонс» is another word', () => {
    const wrong = table('interface', 'ru', { 'calc.revoke': 'РЕНОНС остаётся.' }, ['src/i18n/ru.ts']);
    expect(checkToolAvoid([wrong], SOURCES, index).map((x) => `${x.file}:${x.line}: ${x.rule}: ${x.message}`)).toEqual([
      'src/i18n/ru.ts:2: consistency/avoid: key "calc.revoke": "РЕНОНС" is a word the glossary says to avoid in ru for the term revoke (glossary/revoke.yaml, ru.avoid): use "фальшренонс"',
    ]);
    expect(checkToolAvoid([table('interface', 'ru', { 'calc.revoke': 'Фальшренонс остаётся.' }, ['src/i18n/ru.ts'])], SOURCES, index)).toEqual([]);
  });
  test('el: μπάζα is found without its accent; pl: rewoka', () => {
    expect(checkToolAvoid([table('t', 'el', { a: 'Η ΜΠΑΖΑ χάθηκε.' }, ['x'])], [], index).map((x) => x.term)).toEqual(['trick']);
    expect(checkToolAvoid([table('t', 'pl', { a: 'To jest rewoka.' }, ['x'])], [], index).map((x) => x.term)).toEqual(['revoke']);
    expect(checkToolAvoid([table('t', 'pl', { a: 'To jest fałszywy renons.' }, ['x'])], [], index)).toEqual([]);
  });
  test('the glossary itself: an avoided word in another entry of the language is found at its line', () => {
    const files = FILES.map((f) =>
      f.path.endsWith('trick.yaml') ? { ...f, text: f.text.replace('  term: взятка\n', '  term: взятка\n  also: [ренонс]\n') } : f,
    );
    const g = parseGlossary(files);
    const found = checkGlossaryAvoid(g.terms, termIndex(g.terms), new Map(files.map((f) => [f.path, f.text])));
    expect(found.map((x) => `${x.file}:${x.line}: ${x.message.slice(0, 22)}`)).toEqual(['glossary/trick.yaml:8: ru.also.0: "ренонс" is']);
  });
});

describe('checkSummaryAvoid', () => {
  test('an avoided word in a summary is reported at its key line, in its language only', () => {
    const text = [
      'law: 54',
      'code: "2017"',
      'read: [x]',
      'sections:',
      '  54A: { en: "Declarer spreads.", ru: "Разыгрывающий кладёт карты.", pl: "Rozgrywający wykłada.", el: "Ο εκτελεστής απλώνει." }',
      '  54B2: { en: "Unless to correct a revoke.", ru: "Кроме случая, когда исправляют ренонс.", pl: "Chyba że to rewoka.", el: "Εκτός από διόρθωση ρενόνς." }',
    ].join('\n');
    const { summaries, errors } = parseLawSummaries(text, 'laws/summaries/54.yaml');
    expect(errors).toEqual([]);
    const f = checkSummaryAvoid(summaries ? [summaries] : [], index);
    expect(f.map((x) => `${x.file}:${x.line}: ${x.rule}: ${x.message.split(':')[0]}`)).toEqual([
      'laws/summaries/54.yaml:6: consistency/avoid: summary of 54B2',
      'laws/summaries/54.yaml:6: consistency/avoid: summary of 54B2',
    ]);
    expect(f.map((x) => x.message)).toEqual([expect.stringContaining('"ренонс"'), expect.stringContaining('"rewoka"')]);
  });
});

describe('the glossary schema', () => {
  test('an avoided word that is also the headword is an error at its line (a source’s own form may be avoided)', () => {
    const files = FILES.map((f) => (f.path.endsWith('revoke.yaml') ? { ...f, text: f.text.replace('avoid: [ренонс]', 'avoid: [ренонс, Фальшренонс]') } : f));
    expect(parseGlossary(files).errors.map((e) => `${e.file}:${e.line}: ${e.rule}`)).toEqual(['glossary/revoke.yaml:9: glossary/avoid']);
  });
});

describe('keyLine and templateText', () => {
  test('a key is found after its section opens', () => {
    expect(keyLine(table('rulings.script', 'pl', {}, ['src/lib/rulings/reasons/pl.ts'], 'script'), 'pc', SOURCES)).toEqual({
      file: 'src/lib/rulings/reasons/pl.ts',
      line: 6,
    });
  });
  test('placeholders drop out, plural forms stay', () => {
    expect(templateText('{seat:gen} {n} {n|lewę|lewy|lew}')).toBe('    lewę lewy lew');
  });
});
