// The real second collection, content/cases/revokes-tricks-ui: cases of our own on Laws 61–64,
// written in English and translated into ru, pl and el. It passes the content check, is in the
// corpus as ours (its collection, not a seed file, is the origin), and every case rules under both
// codes; the expectations below are the rulings written from the 2007 and 2017 texts before the
// engine was run (each case.yaml says how in its header), so they are the engine's test, not its
// echo. Its study set and the exam carry its problems, in the reader's language.
import { describe, expect, test } from 'vitest';
import { allCollectionMeta, caseIds, loadCollection, readCaseFiles, readCollectionFiles } from '../../../src/content-io/case-files.ts';
import { readContentFiles, readManifest } from '../../../src/content-io/content-files.ts';
import { examPage } from '../../../src/data/exam-page.ts';
import { lawHoldings } from '../../../src/data/site.ts';
import { studyProblems } from '../../../src/data/study-page.ts';
import { caseFileProblems } from '../../../src/lib/case-files/problems.ts';
import { studyQuestions } from '../../../src/lib/cases/study.ts';
import { commentarySegmentIds } from '../../../src/lib/claims/case-file.ts';
import { buildCorpus } from '../../../src/lib/corpus/corpus.ts';
import { compareRuling } from '../../../src/lib/rulings/compare.ts';
import { scenarioInput } from '../../../src/lib/rulings/from-case.ts';
import { decide } from '../../../src/lib/rulings/index.ts';
import type { Ruling } from '../../../src/lib/rulings/types.ts';
import type { CaseData } from '../../../src/schemas/case.ts';

const ID = 'revokes-tricks-ui';
// The collection also holds part B's cases (t: Laws 65–67, u: Law 16, tests/unit/cases/revokes-tricks-ui.test.ts); this file holds the revoke cases, r1…
const isRevokeCase = (id: string | undefined) => id !== undefined && /^r\d+$/.test(id);
const cases = loadCollection(ID).filter((c) => isRevokeCase(c.id));
const revokeIds = () => caseIds(ID).filter(isRevokeCase);
const byId = (id: string): CaseData => {
  const c = cases.find((x) => x.id === id);
  if (c === undefined) throw new Error(`no case ${id}`);
  return c;
};
/** The engine's ruling of a case's one scenario under `edition`. */
const rule = (id: string, edition: 2007 | 2017): Ruling => {
  const data = byId(id);
  const [s] = data.scenarios;
  if (s === undefined) throw new Error(`${id}: no scenario`);
  return decide({ ...scenarioInput(data, s), edition });
};
const laws = (r: Ruling) => r.steps.filter((s) => s.effect === 'applies').map((s) => s.law);

describe('the collection revokes-tricks-ui', () => {
  test('is ours, of the played-card kind, for 2007 and 2017, with at least ten cases numbered R1…', () => {
    const meta = allCollectionMeta().find((c) => c.id === ID);
    expect(meta).toMatchObject({ kind: 'played-card', ours: true, editions: [2007, 2017] });
    expect(meta?.source).toBeUndefined();
    expect(caseIds(ID)).toEqual(meta?.numbering);
    expect(cases.map((c) => c.id)).toEqual(revokeIds());
    expect(cases.length).toBeGreaterThanOrEqual(10);
    expect(cases.map((c) => c.number)).toEqual(cases.map((c) => c.id.toUpperCase()));
  });

  test('its case files pass the content check', () => {
    const ours = (f: { path: string }) => f.path.replaceAll('\\', '/').includes(`/${ID}/`);
    const files = readCaseFiles().filter(ours);
    expect(files.length).toBe(caseIds(ID).length);
    expect(caseFileProblems(files, commentarySegmentIds(readContentFiles()), readCollectionFiles().filter(ours))).toEqual([]);
  });

  test('its documents are in the corpus as ours, in four languages, English the original', () => {
    const { corpus, errors } = buildCorpus(readManifest(), readContentFiles());
    expect(errors).toEqual([]);
    for (const c of cases) {
      const d = corpus.documents.get(`cases/${ID}/${c.id}`);
      expect(d?.origin, c.id).toMatchObject({ kind: 'ours', collection: { id: ID } });
      expect(d?.reference, c.id).toBe('en');
      expect([...(d?.versions.keys() ?? [])].sort(), c.id).toEqual(['el', 'en', 'pl', 'ru']);
      expect(d?.edition, c.id).toBe(c.edition);
    }
  });
});

describe('every case rules under both codes, and the recorded ruling is the engine’s under the case’s code', () => {
  test.each(cases.map((c) => [c.id] as const))('%s', (id) => {
    for (const edition of [2007, 2017] as const) {
      const r = rule(id, edition);
      expect(r.problems, `${id} ${edition}`).toEqual([]);
      expect(r.impossible, `${id} ${edition}`).toEqual([]);
      expect(laws(r), `${id} ${edition}`).toContain('61A');
    }
    const data = byId(id);
    const [s] = data.scenarios;
    if (s === undefined) throw new Error('no scenario');
    expect(compareRuling(s.ruling, rule(id, data.edition))).toEqual([]);
  });
});

describe('the rulings written from the Laws', () => {
  test('R1: dummy may ask declarer (61B); declarer’s revoke is corrected with no penalty card (62A, 62B)', () => {
    const r = rule('r1', 2017);
    expect(r.steps).toContainEqual(expect.objectContaining({ law: '61B', effect: 'applies', reason: 'inquiry-dummy' }));
    expect(r.returned).toEqual([{ seat: 'S', card: 'C3' }]);
    expect(r.played).toEqual([{ seat: 'S', card: 'H7' }]);
    expect(r.penaltyCards).toEqual([]);
  });

  test('R2: the defender’s revoke card is a major penalty card; declarer may take back his ♦K, then West his ♦3 (62C1, 62C2)', () => {
    const r = rule('r2', 2007);
    expect(r.penaltyCards).toEqual([{ seat: 'E', card: 'C4', kind: 'major' }]);
    expect(r.options).toContainEqual(expect.objectContaining({ who: ['S'], action: 'withdraw', cards: ['DK'], laws: ['62C1'] }));
    expect(r.options).toContainEqual(expect.objectContaining({ who: ['W'], action: 'withdraw', cards: ['D3'], onlyIfWithdrawn: ['DK'], laws: ['62C2'] }));
  });

  test('R3: 2017 corrects both revokes (62C3), nothing established; 2007 establishes declarer’s and corrects East’s', () => {
    const r17 = rule('r3', 2017);
    expect(laws(r17)).toContain('62C3');
    expect(r17.establishedRevokes).toEqual([]);
    expect(r17.penaltyCards).toEqual([{ seat: 'E', card: 'S3', kind: 'major' }]);
    const r07 = rule('r3', 2007);
    expect(laws(r07)).not.toContain('62C3');
    expect(r07.establishedRevokes).toEqual([{ seat: 'S', card: 'SQ' }]);
    expect(r07.returned).toEqual([{ seat: 'E', card: 'S3' }]);
  });

  test('R4: established on the twelfth trick, found before the hands are back in the board: corrected (62D)', () => {
    for (const edition of [2007, 2017] as const) {
      const r = rule('r4', edition);
      expect(laws(r)).toEqual(expect.arrayContaining(['63A1', '62D']));
      expect(r.establishedRevokes).toEqual([]);
      expect(r.returned).toEqual([{ seat: 'E', card: 'D4' }]);
    }
  });

  // Law 64: the transfer from the played-out record, the same under 2007 and 2017.
  test.each([
    ['r5', [{ seat: 'E', card: 'S3', tricks: 2, law: '64A1' }]],
    ['r6', [{ seat: 'S', card: 'C4', tricks: 1, law: '64A2' }]],
    ['r7', [{ seat: 'E', card: 'S4', tricks: 2, law: '64A1' }]],
    [
      'r8',
      [
        { seat: 'E', card: 'CT', tricks: 1, law: '64A2' },
        { seat: 'E', card: 'CJ', tricks: 0, law: '64B2' },
      ],
    ],
    ['r9', [{ seat: 'N', card: 'S2', tricks: 0, law: '64B3' }]],
    ['r10', [{ seat: 'E', card: 'S2', tricks: 0, law: '64B4' }]],
    [
      'r11',
      [
        { seat: 'E', card: 'S2', tricks: 0, law: '64B7' },
        { seat: 'S', card: 'SA', tricks: 0, law: '64B7' },
      ],
    ],
  ] as const)('%s: the transfer', (id, transfers) => {
    for (const edition of [2007, 2017] as const) {
      const r = rule(id, edition);
      expect(r.transfers, `${id} ${edition}`).toEqual(transfers);
      // 64C after every established revoke, with or without a transfer.
      expect(laws(r), `${id} ${edition}`).toContain('64C');
    }
  });

  test('how each revoke was established: by a play (63A1), by naming dummy’s card (63A2), by the revoker’s claim (63A3)', () => {
    expect(laws(rule('r5', 2017))).toContain('63A1');
    expect(laws(rule('r6', 2007))).toContain('63A2');
    expect(laws(rule('r7', 2017))).toContain('63A3');
  });

  test('R11: both revokes established — 2017’s own equity rule for revokes by both sides, 2007’s general one', () => {
    expect(rule('r11', 2017).steps).toContainEqual(expect.objectContaining({ law: '64C', reason: 'revoke-equity-both' }));
    expect(rule('r11', 2007).steps).not.toContainEqual(expect.objectContaining({ reason: 'revoke-equity-both' }));
  });

  test('2017 names its own equity rule for a repeated revoke (64C2(a)); 2007 has only the general one', () => {
    expect(rule('r8', 2017).steps).toContainEqual(expect.objectContaining({ law: '64C', reason: 'revoke-equity-repeated' }));
    expect(
      rule('r8', 2007)
        .steps.filter((s) => s.law === '64C')
        .map((s) => s.reason),
    ).toEqual(['revoke-equity', 'revoke-equity']);
  });
});

describe('study, exam and law pages', () => {
  test('the law pages list the cases that illustrate them: every case on Law 61, the rectification cases on Law 64', async () => {
    const holdings = await lawHoldings();
    const listed = (law: number) => (holdings[law - 1]?.cases ?? []).filter((d) => d.collection === ID).map((d) => d.case);
    // Every revoke case is on Law 61 (a defective-trick case that ends in a revoke is too).
    expect(listed(61).filter(isRevokeCase)).toEqual(revokeIds());
    expect(listed(64)).toEqual(expect.arrayContaining(['r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10']));
    expect(listed(62)).toEqual(expect.arrayContaining(['r1', 'r2', 'r3', 'r4']));
  });

  test('a transfer case asks how many of the last tricks declarer ends with; a correction case whether the card is played', () => {
    expect(studyQuestions(byId('r5'))).toEqual([expect.objectContaining({ kind: 'tricks', remaining: 4, answer: '4' })]);
    expect(studyQuestions(byId('r6'))).toEqual([expect.objectContaining({ kind: 'tricks', remaining: 3, answer: '0' })]);
    expect(studyQuestions(byId('r1'))).toEqual([expect.objectContaining({ kind: 'played', card: 'C3', answer: 'not-played' })]);
  });

  test('the study set has every case in print order, in the reader’s language, with its diagram drawn; the exam has them too', async () => {
    const problems = await studyProblems('pl', ID);
    expect(problems.map((p) => p.id)).toEqual(caseIds(ID));
    expect(problems.every((p) => p.textLang === 'pl')).toBe(true);
    expect(problems.filter((p) => isRevokeCase(p.id)).every((p) => p.problem.some((x) => 'deal' in x))).toBe(true);
    expect(problems.every((p) => p.answerHtml.length > 0)).toBe(true);
    const exam = await examPage('el');
    expect(exam.problems.filter((p) => p.key.startsWith(`${ID}/`)).map((p) => p.id)).toEqual(caseIds(ID));
  });
});
