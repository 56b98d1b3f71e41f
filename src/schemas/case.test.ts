import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { readText } from '../content-io/text-files.ts';
import { caseSchema, lawIdProblem, lawIdSchema, suggestLawId } from './case.ts';

const case1 = () => parse(readText('content/cases/hbf-played-card/1/case.yaml')) as Record<string, unknown>;

describe('lawIdProblem', () => {
  test.each([
    '45C4(a)', // item in parentheses
    '45C4(b)',
    '46B', // section
    '46B4',
    '10C2',
    '47C',
    '48A',
    '49', // whole law
    '53',
    '55A',
    '56',
    '54D',
    '93',
    '1',
    '12C1(c)',
  ])('returns undefined for %s', (id) => {
    expect(lawIdProblem(id)).toBeUndefined();
  });

  test.each([
    ['94', /law 94 does not exist/],
    ['0', /law 0 does not exist/],
    ['100A', /law 100 does not exist/],
    ['45Γ4α', /did you mean "45C4\(a\)"/], // Greek letters
    ['45C4a', /did you mean "45C4\(a\)"/], // item without parentheses
    ['45c4', /did you mean "45C4"/], // lower-case section
    ['45C4(A)', /not a canonical law id/],
    ['45 C4', /did you mean "45C4"/],
    ['045C', /not a canonical law id/],
    ['Law 45', /not a canonical law id/],
    ['', /not a canonical law id/],
  ])('returns a message for %j', (id, message) => {
    expect(lawIdProblem(id)).toMatch(message);
  });
});

describe('suggestLawId', () => {
  test.each([
    ['45Γ4α', '45C4(a)'],
    ['45Γ4β', '45C4(b)'],
    ['45Ε1', '45E1'],
    ['10Γ2', '10C2'],
    ['54Δ', '54D'],
  ])('returns %s as %s', (greek, latin) => {
    expect(suggestLawId(greek)).toBe(latin);
  });
});

describe('lawIdSchema', () => {
  test('returns an issue with rule law-id', () => {
    const r = lawIdSchema.safeParse('94B');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ code: 'custom', params: { rule: 'law-id' } });
  });

  test('returns a hint to quote a number', () => {
    expect(lawIdSchema.safeParse(53).error?.issues[0]?.message).toBe('a law id is a string: quote the bare number ("53")');
  });
});

describe('caseSchema', () => {
  test('returns the data of a valid case', () => {
    const r = caseSchema.safeParse(case1());
    expect(r.success).toBe(true);
    expect(r.data?.scenarios[0]?.ruling.played).toEqual([{ seat: 'N', card: 'SJ' }]);
  });

  test.each([
    ['declarer', 'X', /"X" is not a seat: use N, E, S or W/],
    ['collection', 'Other One', /ids are lower-case letters and digits joined by hyphens/],
    ['number', 'Q 3', /number is the case number as printed/],
    ['kind', 'claim', /kind must be "played-card"/],
    ['edition', 1997, /edition is 2007 or 2017/],
    ['contract', '3ΧΑ', /a contract is level, strain and doubling/],
    ['scenarios', [], /a case has at least one scenario/],
  ])('returns a human message when %s is %j', (field, value, message) => {
    const r = caseSchema.safeParse({ ...case1(), [field]: value });
    expect(r.error?.issues.map((i) => i.message).join('\n')).toMatch(message);
  });

  test('returns a message when a scenario has no ruling', () => {
    const data = case1();
    const [scenario] = data['scenarios'] as Record<string, unknown>[];
    delete scenario?.['ruling'];
    expect(caseSchema.safeParse(data).error?.issues[0]).toMatchObject({
      path: ['scenarios', 0, 'ruling'],
      message: expect.stringMatching(/every scenario needs a ruling/),
    });
  });

  test('returns an unknown-key issue for a field the schema does not have', () => {
    expect(caseSchema.safeParse({ ...case1(), text: 'free text' }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['text'] });
  });
});

describe('editorial notes', () => {
  test('every note of every case has its text in en, ru, pl and el', () => {
    for (const id of ['q1', 'q2', ...Array.from({ length: 16 }, (_, i) => String(i + 1))]) {
      const data = caseSchema.parse(parse(readText(`content/cases/hbf-played-card/${id}/case.yaml`)));
      for (const n of data.editorialNotes ?? []) expect(Object.keys(n.note).sort(), `${id} ${n.field}`).toEqual(['el', 'en', 'pl', 'ru']);
    }
  });

  test('a note in English only, or a translation left in another script, is refused', () => {
    const base = case1();
    const note = { en: 'A slip.', ru: 'Опечатка.', pl: 'Omyłka.', el: 'Λάθος.' };
    const issues = (n: unknown) =>
      (caseSchema.safeParse({ ...base, editorialNotes: [{ field: 'play', note: n }] }).error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(issues(note)).toEqual([]);
    expect(issues('A slip.')).toEqual(['editorialNotes.0.note: an editorial note has its text in each language: en, ru, pl and el']);
    expect(issues({ ...note, el: 'A slip.' })).toEqual([
      'editorialNotes.0.note.el: the el text of the note is mostly not in Greek script: translate it into el',
    ]);
    const { pl: _pl, ...noPl } = note;
    expect(issues(noPl)).toHaveLength(1);
  });
});
