// consistency/terms and consistency/avoid on the real tool layer with the real glossary (issue #28):
// for Russian, Polish and Greek, in each of the three tables the check reads — the interface
// strings, the played-card reasons, the claim reasons — one real string is given back the word
// the outside review found there (tool-layer-{ru,pl,el}.md). The check must report it at the
// key's line in the real source file; the string as it stands must pass. A table dropped from
// `toolTables`, or a glossary entry that lost its form or its avoid list, fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { readGlossaryFiles } from '../../src/content-io/glossary-files.ts';
import { toolTables } from '../../src/i18n/tables.ts';
import { checkToolAvoid, checkToolTerms, keyLine, type TextTable } from '../../src/lib/consistency/tool-layer.ts';
import { termIndex } from '../../src/lib/consistency/terms.ts';
import { parseGlossary } from '../../src/lib/glossary/parse.ts';

const glossary = parseGlossary(readGlossaryFiles());
const index = termIndex(glossary.terms);

type Lang = 'ru' | 'pl' | 'el';
/** table, key, the right word as the string has it (every occurrence is swapped), the review's wrong word, the glossary term. */
const CASES: readonly [Lang, string, string, string, string, string][] = [
  ['ru', 'interface', 'calc.j.claim', 'претензией', 'заявкой на взятки', 'claim'],
  ['ru', 'rulings.reasons', 'revoke-established', 'фальшренонс', 'ренонс', 'revoke'],
  ['ru', 'claims.reasons', 'too-late', 'Период коррекции', 'Период исправлений', 'correction-period'],
  ['pl', 'interface', 'calc.v.mind', 'chwilowe roztargnienie', 'pomyłka myśli', 'slip-of-mind'],
  ['pl', 'rulings.reasons', 'revoke-established', 'fałszywy renons', 'rewoka', 'revoke'],
  ['pl', 'claims.reasons', 'too-late', 'Okres reklamacyjny', 'Okres korekt', 'correction-period'],
  ['el', 'interface', 'calc.score.vul', 'Εντός μανς', 'Εντός κινδύνου', 'vulnerability'],
  ['el', 'rulings.reasons', 'show-defender-unnamed', 'Τα φύλλα που αποκάλυψε {seat:the-nom}', 'Τα εκτεθειμένα φύλλα {seat:the-gen}', 'exposed-card'],
  ['el', 'claims.reasons', 'too-late', 'Η Περίοδος Διόρθωσης', 'Η περίοδος διορθώσεων', 'correction-period'],
];

const tables = (lang: Lang): TextTable[] => [...toolTables('en'), ...toolTables(lang)];
const sources = (ts: readonly TextTable[]) => [...new Set(ts.flatMap((t) => t.files))].map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const swap = (ts: readonly TextTable[], lang: Lang, name: string, key: string, from: string, to: string): TextTable[] =>
  ts.map((t) => {
    if (t.lang !== lang || t.name !== name) return t;
    const now = t.entries[key];
    if (now === undefined || !now.includes(from)) throw new Error(`${lang} ${name} "${key}" no longer says "${from}": update the case`);
    return { ...t, entries: { ...t.entries, [key]: now.replaceAll(from, to) } };
  });

describe('the real tool layer, with the real glossary', () => {
  test('the glossary parses', () => expect(glossary.errors).toEqual([]));

  test.each(CASES)('%s %s "%s": the review’s wrong word fails at its line, the string as it stands passes', (lang, name, key, right, wrong, term) => {
    const real = tables(lang);
    const src = sources(real);
    const at = keyLine(real.find((t) => t.lang === lang && t.name === name) as TextTable, key, src);
    expect(at.line).toBeGreaterThan(1);
    const inTable = (f: { file: string; line: number; message: string }) => f.file === at.file && f.line === at.line && f.message.includes(`"${key}"`);

    expect(checkToolTerms(real, src, index).filter(inTable)).toEqual([]);
    expect(checkToolAvoid(real, src, index).filter(inTable)).toEqual([]);

    const bad = swap(real, lang, name, key, right, wrong);
    expect(
      checkToolTerms(bad, src, index)
        .filter(inTable)
        .map((f) => [f.rule, f.term]),
    ).toEqual([['consistency/terms', term]]);
    const avoided = checkToolAvoid(bad, src, index).filter(inTable);
    expect(avoided.length).toBeGreaterThan(0);
    expect(new Set(avoided.map((f) => `${f.rule} ${f.term}`))).toEqual(new Set([`consistency/avoid ${term}`]));
  });

  test('each language has the three tables the check reads, each with its source file', () => {
    for (const lang of ['ru', 'pl', 'el'] as const) {
      const names = toolTables(lang).map((t) => t.name);
      for (const n of ['interface', 'rulings.reasons', 'claims.reasons']) expect(names).toContain(n);
      for (const t of toolTables(lang)) for (const f of t.files) expect(() => readFileSync(f, 'utf8')).not.toThrow();
    }
  });
});
