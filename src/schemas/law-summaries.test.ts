import { describe, expect, test } from 'vitest';
import { readText } from '../content-io/text-files.ts';
import type { Concordance } from '../lib/editions/types.ts';
import { parseConcordance } from './concordance.ts';
import { parseLawSummaries } from './law-summaries.ts';

const FOUR = 'en: "Text.", ru: "Текст.", pl: "Tekst.", el: "Κείμενο."';
const file = (sections: string[], head = 'law: 50\ncode: "2017"\nread: [pzbs.pl/sedziowie/mpb/2017/en/l50]') => `${head}\nsections:\n${sections.join('\n')}\n`;
const parsed = parseConcordance(readText('content/laws/concordance.yaml'), 'content/laws/concordance.yaml').concordance;
if (!parsed) throw new Error('the concordance does not parse');
const concordance: Concordance = parsed;
const rules = (text: string, name = 'laws/summaries/50.yaml') => parseLawSummaries(text, name, concordance).errors.map((e) => `${e.line}: ${e.rule}`);

describe('parseLawSummaries reports every problem with its rule and line', () => {
  test('a good file has none and keeps the sections in file order', () => {
    const r = parseLawSummaries(file([`  "50": { ${FOUR} }`, `  50D2(a): { ${FOUR} }`, `  50A: { ${FOUR} }`]), 'laws/summaries/50.yaml', concordance);
    expect(r.errors).toEqual([]);
    expect([...(r.summaries?.sections.keys() ?? [])]).toEqual(['50', '50D2(a)', '50A']);
    expect(r.summaries?.code).toBe('2017');
  });

  test.each([
    // a key the reference grammar cannot parse (lower-case letter, no parentheses)
    ['a bad id', `  50d2a: { ${FOUR} }`, 'summaries/bad-id'],
    // YAML reads 50E1 as the number 500
    ['an unquoted id with E', `  50E1: { ${FOUR} }`, 'summaries/bad-id'],
    ['an id of another Law', `  51A: { ${FOUR} }`, 'summaries/other-law'],
    // Law 50 is followed section by section by the concordance; no code has 50G
    ['an unknown id', `  50G: { ${FOUR} }`, 'summaries/unknown-id'],
    ['a missing language', '  50A: { en: "Text.", ru: "Текст.", pl: "Tekst." }', 'summaries/missing-language'],
    ['an empty string', '  50A: { en: "", ru: "Текст.", pl: "Tekst.", el: "Κείμενο." }', 'summaries/empty'],
    ['a language that is not one', `  50A: { ${FOUR}, de: "Text." }`, 'summaries/schema'],
    ['HTML', '  50A: { en: "<b>Text</b>.", ru: "Текст.", pl: "Tekst.", el: "Κείμενο." }', 'summaries/html'],
    ['Latin letters in the Greek', '  50A: { en: "Text.", ru: "Текст.", pl: "Tekst.", el: "Text in English." }', 'summaries/wrong-script'],
    ['a decomposed accent', `  50A: { en: "Text.", ru: "Текст.", pl: "Tekst.", el: "${'Κείμενο'.normalize('NFD')}." }`, 'summaries/not-nfc'],
  ])('%s', (_, line, rule) => {
    expect(rules(file([`  "50": { ${FOUR} }`, line]))).toEqual([`6: ${rule}`]);
  });

  test('the shape: a missing code, an empty read list, a file named after another Law, broken YAML', () => {
    expect(rules(file([`  50A: { ${FOUR} }`], 'law: 50\nread: [x]'))).toEqual(['1: summaries/schema']);
    expect(rules(file([`  50A: { ${FOUR} }`], 'law: 50\ncode: "2017"\nread: []'))).toEqual(['3: summaries/schema']);
    expect(rules(file([`  50A: { ${FOUR} }`]), 'laws/summaries/51.yaml')).toEqual(['1: summaries/file-name']);
    expect(rules('law: 50\nsections: {\n')[0]).toMatch(/^\d+: summaries\/yaml-syntax$/);
  });

  test('an entry of read with ": " in it, unquoted, is a mapping to YAML: the message says to quote it', () => {
    const r = parseLawSummaries(
      file([`  50A: { ${FOUR} }`], 'law: 50\ncode: "2017"\nread:\n  - corpus 000 (the commentary: point 72.5)'),
      'laws/summaries/50.yaml',
      concordance,
    );
    expect(r.errors.map((e) => e.message).join(' ')).toContain('quote it');
  });

  test('every problem of a file is reported at once, in line order', () => {
    expect(rules(file([`  50G: { ${FOUR} }`, `  51A: { ${FOUR} }`, '  50A: { en: "", ru: "Текст." }']))).toEqual([
      '5: summaries/unknown-id',
      '6: summaries/other-law',
      '7: summaries/missing-language',
      '7: summaries/missing-language',
      '7: summaries/empty',
    ]);
  });
});
