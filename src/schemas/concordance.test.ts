import { readText } from '../content-io/text-files.ts';
import { describe, expect, test } from 'vitest';
import { buildCorpus } from '../lib/corpus/corpus.ts';
import { linkCorpus } from '../markdown/link-corpus.ts';
import { readContentFiles, readManifest } from '../content-io/content-files.ts';
import type { Concordance } from '../lib/editions/types.ts';
import { parseConcordance } from './concordance.ts';

const NOTE = '{ en: "Moved.", ru: "Перенесено.", pl: "Przeniesiono.", el: "Μετακινήθηκε." }';
const rules = (text: string) => parseConcordance(text, 'c.yaml').errors.map((e) => `${e.line}: ${e.rule}`);

describe('parseConcordance reports every problem with its line', () => {
  test('a good file has none', () => {
    expect(
      rules(
        `complete: []\nrows:\n  - { ids: { "1997": 16C, "2007": 16D, "2017": 16C }, changes: { "2007": renumbered, "2017": renumbered }, source: s, notes: { "2007": ${NOTE}, "2017": ${NOTE} } }\n`,
      ),
    ).toEqual([]);
  });

  test('a bad id, a class that disagrees with the ids, a missing note, a duplicate, each on its own line', () => {
    const text = [
      'complete: []',
      'rows:',
      `  - { ids: { "1997": 16Q, "2007": 16D, "2017": 16C }, changes: { "2007": same, "2017": renumbered }, source: s, notes: { "2017": ${NOTE} } }`,
      '  - { ids: { "1997": none, "2007": 16A, "2017": 16A }, changes: { "2007": same, "2017": same }, source: s }',
      '  - { ids: { "1997": 45C4(b), "2007": 45C4(b), "2017": 45C4(b) }, changes: { "2007": same, "2017": changed-effect }, source: s }',
      '  - { ids: { "1997": none, "2007": 16A, "2017": 16A }, changes: { "2007": new, "2017": same }, source: s }',
    ].join('\n');
    // 16Q → 16D is also no "same"; the repeated 16A is a duplicate in 2007 and in 2017.
    expect(rules(text)).toEqual([
      '3: concordance/bad-id',
      '3: concordance/class',
      '4: concordance/class',
      '5: concordance/missing-note',
      '6: concordance/duplicate',
      '6: concordance/duplicate',
    ]);
  });

  test('ids YAML reads as numbers get a hint; notes must be in their language', () => {
    const errors = parseConcordance(
      `complete: []\nrows:\n  - { ids: { "1997": 45E1, "2007": 45E1, "2017": 45E1 }, changes: { "2007": same, "2017": same }, source: s }\n  - { ids: { "1997": 16B, "2007": 16C, "2017": 16D }, changes: { "2007": renumbered, "2017": renumbered }, source: s, notes: { "2007": ${NOTE}, "2017": { en: x, ru: "Moved in English.", pl: x, el: "Μετακινήθηκε." } } }\n`,
      'c.yaml',
    ).errors;
    expect(errors[0]?.message).toContain('quote it, "45E1"');
    expect(errors.find((e) => e.rule === 'concordance/note')).toMatchObject({ line: 4, message: expect.stringContaining('ru is mostly not in Cyrillic') });
  });

  test('a law listed as complete needs a whole-law row; YAML syntax errors have their line', () => {
    expect(rules('complete: [16]\nrows: []\n')).toEqual(['1: concordance/incomplete']);
    expect(rules('complete: []\nrows:\n  - { ids: [\n')[0]).toMatch(/^\d+: concordance\/yaml-syntax$/);
  });
});

describe('the build reports a reference to a section its document’s code lacks', () => {
  const { concordance } = parseConcordance(readText('content/laws/concordance.yaml'), 'content/laws/concordance.yaml');
  const { corpus } = buildCorpus(readManifest(), readContentFiles());

  test('the Polish commentary’s P 71C, in every version, once the known misreference is not listed', () => {
    const without: Concordance = { ...(concordance as Concordance), misreferences: [] };
    const found = linkCorpus(corpus, without).errors.filter((e) => e.rule === 'refs/not-in-edition');
    expect(found.map((e) => e.file).sort()).toEqual([
      'commentary/pl-68-71/el.md',
      'commentary/pl-68-71/en.md',
      'commentary/pl-68-71/pl.md',
      'commentary/pl-68-71/ru.md',
    ]);
    expect(found.find((e) => e.file.endsWith('pl.md'))).toMatchObject({
      line: 73,
      message: expect.stringContaining('"P 71C": the 2007 Laws, which this document follows, have no section 71C (71C is a section of the 1997 Laws)'),
    });
    // Rendering the whole corpus takes seconds, more on a loaded machine.
  });

  test('a reference naming the code that has the section (P 71C (1997)) is checked against that code', () => {
    const without: Concordance = { ...(concordance as Concordance), misreferences: [] };
    const doc = corpus.documents.get('commentary/pl-68-71');
    const pl = doc?.versions.get('pl');
    if (!doc || !pl) throw new Error('commentary/pl-68-71 has no Polish version');
    const segments = pl.segments.map((seg) => ({ ...seg, body: seg.body.replace('P 71C (', 'P 71C (1997) (') }));
    expect(segments.some((seg) => seg.body.includes('P 71C (1997)'))).toBe(true);
    const versions = new Map(doc.versions).set('pl', { ...pl, segments });
    const named = { ...corpus, documents: new Map(corpus.documents).set('commentary/pl-68-71', { ...doc, versions }) };
    const found = linkCorpus(named, without).errors.filter((e) => e.rule === 'refs/not-in-edition');
    expect(found.map((e) => e.file).sort()).toEqual(['commentary/pl-68-71/el.md', 'commentary/pl-68-71/en.md', 'commentary/pl-68-71/ru.md']);
  });

  test('with the concordance as it is, nothing', () => {
    expect(linkCorpus(corpus, concordance as Concordance).errors).toEqual([]);
  });
});
