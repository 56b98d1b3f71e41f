// The 18 case files of the Greek booklet: valid, complete, and faithful to the booklet's diagrams.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, test } from 'vitest';
import { findBookletDiagrams } from '../../../src/lib/cases/booklet-diagrams.ts';
import { scenarioPlay, scenarioSetup } from '../../../src/lib/cases/case-model.ts';
import { validateCaseFile } from '../../../src/lib/cases/validate-case-file.ts';
import { formatDealTag, dealFromSetup, parseDealSetup, validatePlay } from '../../../src/lib/bridge/index.ts';
import { caseSchema, type CaseData } from '../../../src/schemas/case.ts';

const IDS = ['q1', 'q2', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16'];
const fileOf = (id: string) => `content/cases/hbf-played-card/${id}/case.yaml`;
const textOf = (id: string) => readFileSync(fileOf(id), 'utf8');
const cases = new Map<string, CaseData>(IDS.map((id) => [id, caseSchema.parse(parse(textOf(id)))]));
const get = (id: string) => cases.get(id) as CaseData;
const booklet = findBookletDiagrams(readFileSync('content/sources/003_436417375e333e0b.txt', 'utf8'));

/** A booklet line the case must give (every booklet case and diagram carries its source lines). */
const must = (n: number | undefined): number => {
  if (n === undefined) throw new Error('a booklet case without its source line');
  return n;
};

describe('case files', () => {
  test.each(IDS)('returns no error for case %s', (id) => {
    expect(validateCaseFile(fileOf(id), textOf(id))).toEqual([]);
  });

  test('returns the booklet grouping: preliminary questions, dummy 1–10, defender 11–12, declarer 13–14, return to hand 15–16', () => {
    expect(IDS.map((id) => `${get(id).number}:${get(id).group}`)).toEqual([
      'Q1:preliminary-question',
      'Q2:preliminary-question',
      ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((n) => `${n}:dummy`),
      '11:defender',
      '12:defender',
      '13:declarer',
      '14:declarer',
      '15:return-to-hand',
      '16:return-to-hand',
    ]);
  });

  test('returns declarer South and dummy North in every case', () => {
    for (const id of IDS) expect([get(id).declarer, get(id).dummy]).toEqual(['S', 'N']);
  });

  test('returns an appeal in cases 7 and 11 only', () => {
    expect(IDS.filter((id) => get(id).scenarios.some((s) => s.appeal !== undefined))).toEqual(['7', '11']);
  });

  test('returns the scenarios as the booklet letters them', () => {
    const ids = Object.fromEntries(
      IDS.map((id) => [
        id,
        get(id)
          .scenarios.filter((s) => !s.hypothetical)
          .map((s) => s.id)
          .join(','),
      ]),
    );
    expect(ids).toMatchInlineSnapshot(`
      {
        "1": "main",
        "10": "main",
        "11": "main",
        "12": "a,b",
        "13": "main",
        "14": "a,b,c",
        "15": "a,b,c",
        "16": "1,2,3,4,5",
        "2": "main",
        "3": "main",
        "4": "a,b,c",
        "5": "main",
        "6": "main",
        "7": "main",
        "8": "a,b",
        "9": "a,b,c",
        "q1": "main",
        "q2": "main",
      }
    `);
  });
});

describe('diagrams against the booklet', () => {
  const rows = IDS.flatMap((id) => get(id).diagrams.map((d) => [id, d.id, d] as const));

  test('uses every printed diagram exactly once (repeats as repeatedAt)', () => {
    const used = rows.flatMap(([, , d]) => [must(d.line), ...(d.repeatedAt ?? [])]).sort((a, b) => a - b);
    expect(used).toEqual(booklet.map((d) => d.line));
  });

  test.each(rows)('returns case %s diagram %s card by card as printed', (_id, _d, diagram) => {
    for (const line of [diagram.line, ...(diagram.repeatedAt ?? [])]) {
      const printed = booklet.find((b) => b.line === line)?.hands;
      const recorded = Object.fromEntries(
        Object.entries(diagram.hands).map(([seat, hand]) => {
          const pbn = typeof hand === 'string' ? hand : (hand?.pbn ?? '');
          const shown = (typeof hand === 'object' ? hand.shown : undefined) ?? diagram.shown ?? ['S', 'H', 'D', 'C'];
          const groups = pbn.split('.');
          return [seat, Object.fromEntries(shown.map((s) => [s, groups['SHDC'.indexOf(s)]]))];
        }),
      );
      expect(recorded).toEqual(printed);
    }
  });

  test('returns a full 52-card deal for cases 2, 3, 13 and 14, as a PBN Deal tag', () => {
    const tags = ['2', '3', '13', '14'].map((id) => {
      const d = get(id).diagrams[0];
      const setup = d && parseDealSetup(Object.fromEntries(Object.entries(d.hands).map(([s, h]) => [s, h as string])));
      const deal = setup?.ok ? dealFromSetup(setup.value) : undefined;
      return deal?.ok ? formatDealTag(deal.value) : deal;
    });
    expect(tags).toEqual([
      '[Deal "N:J854.T963.52.A32 AQ76.Q84.873.T98 T2.A5.AKQJT94.75 K93.KJ72.6.KQJ64"]',
      '[Deal "N:854.KJT9.752.A32 QJT7.Q84.A43.Q84 A32.A52.K9.KJT75 K96.763.QJT86.96"]',
      '[Deal "N:Q754.A85.J8.AQ85 T2.J96.Q6.K97642 AJ98.Q32.AK753.J K63.KT74.T942.T3"]',
      '[Deal "N:A942.97.KJ98.Q96 T6.JT53.A63.KT52 K87.AKQ2.742.A73 QJ53.864.QT5.J84"]',
    ]);
  });
});

describe('played cards against the holdings', () => {
  const withPlay = IDS.filter((id) => get(id).play?.current !== undefined || (get(id).play?.tricks?.length ?? 0) > 0);

  test('covers every case whose diagram comes with play', () => {
    expect(withPlay).toEqual(['q1', 'q2', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14']);
  });

  test.each(withPlay.flatMap((id) => get(id).scenarios.map((s) => [id, s.id] as const)))('returns no error for case %s scenario %s', (id, sid) => {
    const data = get(id);
    const scenario = data.scenarios.find((s) => s.id === sid);
    const { setup } = scenarioSetup(data, scenario);
    const play = scenarioPlay(data, scenario);
    expect(play.errors).toEqual([]);
    expect(
      setup &&
        validatePlay(
          setup,
          play.tricks,
          play.loose.map((l) => l.play),
        ).errors,
    ).toEqual([]);
  });

  test('returns the current trick of each case, from its leader', () => {
    const current = Object.fromEntries(withPlay.map((id) => [id, get(id).play?.current ?? '—']));
    expect(current).toMatchInlineSnapshot(`
      {
        "1": "E:S4 SQ S9",
        "10": "S:C6 C4",
        "11": "W:D6 ?",
        "12": "W:C6 C3 CJ CQ",
        "13": "—",
        "14": "S:",
        "2": "N:",
        "3": "S:H2 H6",
        "4": "N:",
        "5": "N:",
        "6": "S:D7 D5",
        "7": "N:",
        "8": "N:",
        "9": "E:S8 S4 S9",
        "q1": "S:S3 S5",
        "q2": "S:S3 SK",
      }
    `);
  });

  test("returns case 5's after diagram from its before diagram and the three diamond tricks", () => {
    const data = get('5');
    const { setup } = scenarioSetup(data);
    const after = validatePlay(setup ?? {}, scenarioPlay(data).tricks.slice(0, 3)).remaining;
    expect(after).toEqual({ N: { D: ['T', '6'] }, E: { D: ['9'] }, S: { D: [] }, W: { D: [] } });
  });

  test("returns South's ♦J in case 4 as a revoke the data marks, and only there", () => {
    const marked = IDS.flatMap((id) =>
      get(id).scenarios.flatMap((s) => s.facts.filter((f) => f.type === 'play' && f.revoke === true).map(() => `${id}${s.id}`)),
    );
    expect(marked).toEqual(['4b', '4c', '4c-caution']);
  });
});

describe('rulings', () => {
  test("returns a director's ruling in every scenario", () => {
    for (const id of IDS) for (const s of get(id).scenarios) expect(['director', 'lecturer']).toContain(s.ruling.by);
  });

  test("returns each case's ruling laws among the laws it cites", () => {
    for (const id of IDS) {
      const cited = new Set(get(id).laws);
      for (const s of get(id).scenarios) {
        const used = [s.ruling, ...(s.ruling.branches ?? []), ...(s.appeal ? [s.appeal.ruling] : [])].flatMap((r) => r.laws);
        for (const law of used) expect(cited, `case ${id} ${s.id} cites ${law}`).toContain(law);
      }
    }
  });

  test('returns the results stated by the booklet', () => {
    expect([get('7').scenarios[0]?.ruling.result, get('7').scenarios[0]?.appeal?.ruling.result, get('11').scenarios[0]?.ruling.result]).toEqual([
      '6H=',
      '6H-1',
      '3NT+1',
    ]);
  });
});

describe('booklet lines', () => {
  const lines = readFileSync('content/sources/003_436417375e333e0b.txt', 'utf8').split('\n');
  const text = (n: number) => lines[n - 1] ?? '';

  test.each(IDS)('returns the heading of case %s at its first line', (id) => {
    const data = get(id);
    const heading = id.startsWith('q') ? `Ερώτηση ${id === 'q1' ? 'πρώτη' : 'δεύτερη'}:` : `Περίπτωση ${data.number} `;
    expect(text(must(data.lines?.[0]))).toContain(heading);
  });

  test.each(
    IDS.flatMap((id) =>
      get(id)
        .scenarios.filter((s) => !s.hypothetical)
        .map((s) => [id, s.id] as const),
    ),
  )('returns case %s scenario %s at its printed label or after its heading', (id, sid) => {
    const s = get(id).scenarios.find((x) => x.id === sid);
    if (s === undefined) throw new Error('missing scenario');
    const label = { α: 'α)', β: 'β)', γ: 'γ)' }[s.printed ?? ''] ?? `${s.printed})`;
    if (s.printed !== undefined) {
      expect(text(must(s.line))).toContain(label);
      expect(text(must(s.rulingLine))).toContain(label);
    } else {
      expect(text(must(s.rulingLine) - 2)).toMatch(/^Απόφαση$/);
    }
    if (s.appeal) expect(text(s.appeal.rulingLine - 2)).toBe('Απόφαση ΕΕ');
  });
});
