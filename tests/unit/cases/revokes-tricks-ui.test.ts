// Our second collection (content/cases/revokes-tricks-ui): played-card cases on Laws 65–67 and Law 16
// cases in one collection. Each case was ruled from the Laws before the engine ran (the ruling and
// its reasons are in the comment at the top of its case.yaml); here the engine must agree, under
// the case's code, and where the case says the other code differs, the other code must differ.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { caseIds, collectionMeta, loadCollection, readCaseFiles, readCollectionFiles } from '../../../src/content-io/case-files.ts';
import { commentarySegments } from '../../../src/data/cases.ts';
import { studyText } from '../../../src/data/study-text.ts';
import { caseFileProblems } from '../../../src/lib/case-files/problems.ts';
import { CASE_KINDS, caseKindIn } from '../../../src/lib/case-files/kinds.ts';
import { ruleUiCase, uiCaseSchema, uiFormStateOf, validateUiCaseFile, type UiCaseData } from '../../../src/lib/case-files/ui-case.ts';
import { studyQuestions } from '../../../src/lib/cases/study.ts';
import { caseRuns } from '../../../src/lib/rulings/case-runs.ts';
import { compareRuling } from '../../../src/lib/rulings/compare.ts';
import { decide } from '../../../src/lib/rulings/index.ts';
import { ruleUiForm } from '../../../src/lib/law-rules/ui-form.ts';

const ID = 'revokes-tricks-ui';
const ROOT = 'content/cases';
const meta = collectionMeta(ID);
const text = (id: string) => readFileSync(`${ROOT}/${ID}/${id}/case.yaml`, 'utf8');
const uiCase = (id: string): UiCaseData => uiCaseSchema.parse(parse(text(id)));
const uiIds = caseIds(ID).filter((id) => caseKindIn(meta, text(id)) === 'unauthorized-information');
// The collection's played-card cases on Laws 65–67 (t1…); its revoke cases (r1…) are tested in revokes-collection.test.ts.
const played = loadCollection(ID).filter((c) => /^t\d+$/.test(c.id));

describe('the collection', () => {
  test('ours, holding played-card and Law 16 cases, every file sound', () => {
    expect(meta).toMatchObject({ ours: true, kind: 'played-card', also: ['unauthorized-information'] });
    expect(played.length).toBeGreaterThanOrEqual(5);
    // u4 (a replaced insufficient bid) was withdrawn: its ruling took the 16C2/16D2 route where 27B1(a) sends the director to 27D.
    expect(uiIds.length).toBeGreaterThanOrEqual(4);
    const files = readCaseFiles().filter((f) => f.path.includes(`/${ID}/`));
    const collection = readCollectionFiles().filter((f) => f.path.includes(`/${ID}/`));
    expect(caseFileProblems(files, commentarySegments(), collection)).toEqual([]);
  });

  test('a case of a kind the collection does not allow is named at its kind line', () => {
    const collection = readCollectionFiles().filter((f) => f.path.includes(`/${ID}/`));
    const bad = { path: `${ROOT}/${ID}/u1/case.yaml`, text: text('u1').replace('kind: unauthorized-information', 'kind: claim') };
    const problems = caseFileProblems([bad], undefined, collection).join('\n');
    expect(problems).toMatch(/u1\/case\.yaml:\d+: case-kind: kind "claim" is not a kind of the collection \("played-card", "unauthorized-information"\)/);
  });

  test('a commentary paragraph a case illustrates must exist', () => {
    const kind = CASE_KINDS['played-card'];
    const segments = commentarySegments();
    expect(kind.validate('t5.yaml', text('t5'), { commentarySegments: segments })).toEqual([]);
    const bad = kind.validate('t5.yaml', text('t5').replace('ru-67-74#67.10', 'ru-67-74#67.99'), { commentarySegments: segments });
    const line =
      text('t5')
        .split('\n')
        .findIndex((l) => l.startsWith('illustrates:')) + 1;
    expect(bad.map((e) => `${e.line}: ${e.rule}: ${e.message}`)).toEqual([`${line}: illustrates: commentary ru-67-74 has no paragraph "67.99"`]);
  });
});

// The tricks transferred, as ruled from the Laws (the comment of each case.yaml).
const TRANSFERS: Record<string, number | undefined> = { t1: undefined, t2: 1, t3: 1, t4: 0, t5: 1, t6: undefined, t7: undefined };

describe('the played-card cases (Laws 65–67)', () => {
  test.each(played.map((c) => [c.id, c] as const))('%s: the engine rules as the case records, under its code', (id, data) => {
    for (const run of caseRuns(data)) {
      const r = decide(run.input);
      expect(compareRuling(run.record, r), run.label).toEqual([]);
      const moved = (r.transfers ?? []).reduce((n, t) => n + (t.tricks ?? 0), 0);
      expect(r.transfers === undefined ? undefined : moved).toBe(TRANSFERS[id]);
    }
  });

  test('a deemed revoke costs the revoker’s side the trick it won later: the recorded split is the table’s less the transfer', () => {
    // t2: of the last four tricks East won 10 and 11, South 12 and 13 (the finding); one trick moves.
    const t2 = played.find((c) => c.id === 't2');
    expect(t2?.scenarios[0]?.ruling.awarded).toEqual({ declarer: 2 - 1, defenders: 2 + 1 });
    const [q] = t2 ? studyQuestions(t2) : [];
    expect(q).toMatchObject({ kind: 'tricks', remaining: 4, answer: '1' });
  });

  test('65B3: dummy points out a card the wrong way after a lead to the next trick: in time in 2017, too late in 2007', () => {
    const t6 = played.find((c) => c.id === 't6');
    const [run] = t6 ? caseRuns(t6) : [];
    if (run === undefined) throw new Error('t6 has no ruling');
    const step = (edition: 2007 | 2017) => decide({ ...run.input, edition }).steps.find((s) => s.law === '65B3')?.effect;
    expect([step(2017), step(2007)]).toEqual(['applies', 'not-applied']);
  });

  test('66B: declarer asks to see his own last card after the next lead: too late in 2007, allowed in 2017', () => {
    const t7 = played.find((c) => c.id === 't7');
    const [run] = t7 ? caseRuns(t7) : [];
    if (run === undefined) throw new Error('t7 has no ruling');
    const step = (edition: 2007 | 2017) => decide({ ...run.input, edition }).steps.find((s) => s.law === '66B')?.effect;
    expect([step(2007), step(2017)]).toEqual(['not-applied', 'applies']);
  });
});

describe('the Law 16 cases', () => {
  test.each(uiIds)('%s: the rule gives the recorded outcome and scores, citing the recorded laws', (id) => {
    const c = uiCase(id);
    const r = ruleUiCase(c);
    expect(r?.outcome).toBe(c.ruling.outcome);
    if (c.ruling.score) expect({ NS: r?.adjusted?.NS.ns, EW: r?.adjusted?.EW.ns }).toEqual(c.ruling.score);
    else expect(r?.adjusted).toBeUndefined();
    const cited = new Set(r?.steps.map((s) => s.law));
    for (const law of c.ruling.laws) expect(cited, `${id} cites ${law}`).toContain(law);
  });

  test.each(uiIds)('%s: the case page’s form, prefilled with the case, rules the same', (id) => {
    const c = uiCase(id);
    const form = ruleUiForm(uiFormStateOf(c));
    expect(form.ok).toBe(true);
    if (!form.ok) return;
    const r = form.rulings[c.edition];
    expect(r.outcome).toBe(c.ruling.outcome);
    expect(r.tableNs).toBe(ruleUiCase(c)?.tableNs);
  });

  test('u1, weighted under 2017 12C1(c): 60 % of −110 and 40 % of +50 is −46; under 2007 the director must first say whether weighting is allowed', () => {
    const c = uiCase('u1');
    expect(ruleUiCase(c, 2017)?.adjusted?.NS).toEqual({ ns: -46, how: 'weighted' });
    expect(ruleUiCase(c, 2007)).toMatchObject({ outcome: 'undecided', needs: ['weighting'] });
  });

  test('each asks in study whether the table score stands, answered by its ruling', () => {
    for (const id of uiIds) {
      const c = uiCase(id);
      const [q] = CASE_KINDS['unauthorized-information'].questions(c);
      expect(q).toMatchObject({ kind: 'score', answer: c.ruling.outcome });
      if (q) expect(studyText('en').answerText(q)).toBe(c.ruling.outcome === 'stands' ? 'The table score stands' : 'An adjusted score');
    }
  });

  test('npm run rule -- --case names a Law 16 case of the collection and rules it, under the code asked for', () => {
    const run = (...args: string[]) => JSON.parse(spawnSync('node_modules/.bin/node', ['scripts/rule.ts', '--case', ...args], { encoding: 'utf8' }).stdout);
    expect(run('revokes-tricks-ui/u1')).toMatchObject({ case: 'U1', edition: 2017, outcome: 'adjusted', adjusted: { NS: { ns: -46 } } });
    expect(run('u1', '--edition', '2007')).toMatchObject({ edition: 2007, outcome: 'undecided', needs: ['weighting'] });
  });

  test('bad facts are named at their line: a call number past the end of the auction, a result the auction did not reach', () => {
    const bad = text('u1').replace('atCall: 5', 'atCall: 15').replace('result: 3H=', 'result: 4S=');
    const lines = bad.split('\n');
    const at = (s: string) => lines.findIndex((l) => l.includes(s)) + 1;
    const errors = validateUiCaseFile('u1.yaml', bad).map((e) => `${e.line}: ${e.rule}: ${e.message}`);
    expect(errors).toContainEqual(`${at('atCall: 15')}: incident: the auction has 10 calls, not 15`);
    expect(errors.some((e) => e.startsWith(`${at('result: 4S=')}: incident:`))).toBe(true);
  });
});
