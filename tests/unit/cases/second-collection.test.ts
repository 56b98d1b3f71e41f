// A second collection of played-card cases needs no code: a made-up one (tests/fixtures/collections/
// revokes-sample, new content, not a copy) is a folder with a collection.yaml; it passes the content
// check, loads through the one loader by its kind, gives its index title, study question and
// export, and rules under both codes from its facts — and no source file names it, or the booklet
// (save the booklet's importer).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { caseIds, collectionMeta, loadCase, loadCollection, readCaseFiles, readCollectionFiles } from '../../../src/content-io/case-files.ts';
import { studyText } from '../../../src/data/study-text.ts';
import { caseFileProblems, collectionKinds } from '../../../src/lib/case-files/problems.ts';
import { CASE_KINDS } from '../../../src/lib/case-files/kinds.ts';
import { loadCases } from '../../../src/lib/cases/case-loader.ts';
import { caseDiagramInputs } from '../../../src/lib/cases/diagrams.ts';
import { caseRecord } from '../../../src/lib/cases/export.ts';
import { studyQuestions } from '../../../src/lib/cases/study.ts';
import { scenarioInput } from '../../../src/lib/rulings/from-case.ts';
import { decide } from '../../../src/lib/rulings/index.ts';
import { caseRecordSchema } from '../../../src/schemas/cases-export.ts';

const ROOT = 'tests/fixtures/collections';
const ID = 'revokes-sample';

describe('a second collection of played-card cases, with no code naming it', () => {
  test('its collection.yaml and cases pass the content check', () => {
    expect(caseFileProblems(readCaseFiles(ROOT), undefined, readCollectionFiles(ROOT))).toEqual([]);
    expect(collectionKinds(readCollectionFiles(ROOT)).get(ID)).toBe('played-card');
  });

  test('it loads through the one loader, by the kind its collection.yaml names', () => {
    const kinds = collectionKinds(readCollectionFiles(ROOT));
    const kind = CASE_KINDS['played-card'];
    const { cases, problems } = loadCases(readCaseFiles(ROOT), (c) =>
      kinds.get(c) === kind.id
        ? { kind: kind.id, validate: (f, t) => kind.validate(f, t, {}).map((e) => e.message), read: (t) => kind.read(parse(t)) }
        : undefined,
    );
    expect(problems).toEqual([]);
    expect(cases.map((c) => [c.collection, c.id, c.reader.kind])).toEqual([[ID, 'r1', 'played-card']]);
    expect(caseIds(ID, ROOT)).toEqual(collectionMeta(ID, ROOT).numbering);
    expect(loadCollection(ID, ROOT).map((c) => c.number)).toEqual(['R1']);
  });

  test('ours, titled in four languages, its group titled; the case page gets the calculator of its kind', () => {
    const meta = collectionMeta(ID, ROOT);
    expect(meta).toMatchObject({ ours: true, editions: [2007, 2017], title: { ru: 'Фальшренонсы: пробные случаи' } });
    expect(meta.source).toBeUndefined();
    const data = loadCase(ID, 'r1', ROOT);
    expect(meta.groups?.[data.group]?.pl).toBe('Uprawomocniony fałszywy renons');
    expect(CASE_KINDS[meta.kind].calculator).toBe(true);
  });

  test('its diagram, its export record and its study question', () => {
    const data = loadCase(ID, 'r1', ROOT);
    expect(caseDiagramInputs(data).map((d) => d.input.hands.E)).toHaveLength(1);
    expect(caseRecordSchema.safeParse(caseRecord(data)).success).toBe(true);
    const [q] = studyQuestions(data);
    expect(q).toMatchObject({ kind: 'tricks', remaining: 4, answer: '4', laws: ['63A1', '64A1'] });
    expect(q && studyText('en').question(q)).toMatch(/4/);
  });

  // Ruled from the Laws before the engine ran: East's ruff of the ♥A holding the ♥3 is a revoke
  // (61A), established when East leads to the next trick (63A1); East won the revoke trick and his
  // side won a later one, so two tricks pass to declarer (64A1) — the same under 2007 and 2017.
  test.each([2007, 2017] as const)('it rules under %i from its facts: an established revoke, two tricks transferred (64A1)', (edition) => {
    const data = loadCase(ID, 'r1', ROOT);
    const [scenario] = data.scenarios;
    if (scenario === undefined) throw new Error('no scenario');
    const r = decide({ ...scenarioInput(data, scenario), edition });
    expect(r.establishedRevokes).toEqual([{ seat: 'E', card: 'S2' }]);
    expect(r.transfers).toEqual([{ seat: 'E', card: 'S2', tricks: 2, law: '64A1' }]);
    // Declarer's side won two of the four tricks at the table (the last two); with the transfer, all four: the recorded answer.
    expect(2 + (r.transfers?.[0]?.tricks ?? 0)).toBe(scenario.ruling.awarded?.declarer);
  });
});

describe('no code names a collection', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? files(p) : /\.(ts|astro|mjs|js)$/.test(n) && !/\.test\.ts$/.test(n) ? [p] : [];
    });
  test('outside the booklet importer, no source or script names the booklet or the sample collection', () => {
    const naming = [...files('src'), ...files('scripts')].filter(
      (p) => p !== join('src', 'lib', 'import', 'hbf-booklet.ts') && /hbf-played-card|revokes-sample/.test(readFileSync(p, 'utf8')),
    );
    expect(naming).toEqual([]);
  });
});
