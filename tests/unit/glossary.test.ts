import { describe, expect, test } from 'vitest';
import { LANGS } from '../../src/lib/corpus/languages.ts';
import { termMatcher } from '../../src/lib/glossary/match.ts';
import { parseGlossary } from '../../src/lib/glossary/parse.ts';
import { readGlossaryFiles } from '../../scripts/glossary-files.ts';

const real = parseGlossary(readGlossaryFiles());
const byId = (id: string) => real.terms.find((t) => t.id === id);

describe('the glossary content', () => {
  test('is valid and has at least 80 terms, each in four languages', () => {
    expect(real.errors.map((e) => `${e.file}:${e.line}: ${e.rule}: ${e.message}`)).toEqual([]);
    expect(real.terms.length).toBeGreaterThanOrEqual(80);
    for (const t of real.terms) for (const l of LANGS) expect(t[l].definition.length).toBeGreaterThan(11);
  });

  test.each([
    ['claim', 'claim', 'претензия', 'roszczenie', 'claim'],
    ['dummy', 'dummy', 'болван', 'dziadek', 'μορ'],
    ['declarer', 'declarer', 'разыгрывающий', 'rozgrywający', 'εκτελεστής'],
    ['penalty-card', 'penalty card', 'штрафная карта', 'karta karna', 'τιμωρημένο φύλλο'],
    ['unauthorized-information', 'unauthorized information', 'нелегальная информация', 'nieautoryzowana informacja', 'αθέμιτη πληροφορία'],
    ['revoke', 'revoke', 'фальшренонс', 'fałszywy renons', 'ρενόνς'],
  ])('%s has the vocabulary of our sources', (id, en, ru, pl, el) => {
    const t = byId(id);
    expect([t?.en.term, t?.ru.term, t?.pl.term, t?.el.term]).toEqual([en, ru, pl, el]);
  });
});

describe('parseGlossary on a bad fixture', () => {
  test('reports every problem with its line', () => {
    const { errors, terms } = parseGlossary(readGlossaryFiles('tests/fixtures/glossary/bad'));
    expect(errors.map((e) => `${e.file}:${e.line}: ${e.rule}`).sort()).toEqual([
      'glossary/table-cards.yaml:6: glossary/shared-form', // "dummy" is dummy's
      'glossary/table-cards.yaml:9: glossary/script', // Latin c in "cтол"
      'glossary/table.yaml:2: glossary/schema', // "45c1" is not canonical
    ]);
    expect(terms.map((t) => t.id)).toEqual(['dummy', 'table-cards']);
  });
});

describe('termMatcher', () => {
  test.each([
    ['ru', 'Защитник оспаривает претензию', ['defender', 'claim']], // inflected, Cyrillic boundaries
    ['ru', 'штрафной карты нет', ['penalty-card']], // a two-word form in the genitive
    ['ru', 'претензиями', []], // not a listed form: no partial-word match
    ['pl', 'zgłaszający roszczenie gracza', ['claimer', 'player']], // the longer form wins over "roszczenie"
    ['el', 'η εκτός σειράς έξοδος του μορ', ['lead-out-of-turn', 'dummy']],
    ['el', 'ΜΟΡ', ['dummy']], // case-insensitive
    ['en', 'Dummy’s\nhand, then the penalty\ncard', ['dummy', 'hand', 'penalty-card']], // a form across a line break
  ] as const)('%s: %s', (lang, text, ids) => {
    expect(termMatcher(real.terms, lang).matches(text).map((m) => m.id)).toEqual(ids);
  });
});
