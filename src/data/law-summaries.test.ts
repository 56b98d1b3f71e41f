import { describe, expect, test } from 'vitest';
import { lawSummaries, lawSummaryView, summaryOf } from './law-summaries.ts';

describe('lawSummaries', () => {
  test('reads and validates every summary file of the content (a Law per file)', () => {
    const files = lawSummaries();
    for (const n of [45, 46, 47, 48, 50, 51, 52, 54, 55, 57, 58]) expect(files.get(n)?.code, `Law ${n}`).toBe('2017');
  });

  test('a root without summary files has none', () => {
    expect(lawSummaries(`${process.cwd()}/tests/no-such-root`).size).toBe(0);
    expect(lawSummaryView(50, 'en', `${process.cwd()}/tests/no-such-root`)).toBeNull();
  });
});

describe('summaryOf', () => {
  test('gives the summary in the reader’s language, with the code it describes', () => {
    expect(summaryOf('50A', 'pl')).toMatchObject({ id: '50A', code: '2017', text: expect.stringMatching(/^Karta przygwożdżona leży odkryta/) });
    expect(summaryOf('50A', 'el')?.text).toMatch(/τιμωρημένο φύλλο/);
  });

  test('is null for an id without a summary, and for a section of a Law whose file lacks it', () => {
    expect(summaryOf('45C1', 'en')).toBeNull();
    expect(summaryOf('50Z', 'en')).toBeNull();
  });
});

describe('lawSummaryView (what a law hub prints)', () => {
  test('the whole Law’s summary, then its sections in the order of the Law, each labelled in the reader’s notation', () => {
    const v = lawSummaryView(50, 'ru');
    expect(v?.code).toBe('2017');
    expect(v?.law).toMatch(/^Карта, которую защитник открыл преждевременно/);
    expect(v?.sections.map((s) => s.id)).toEqual(['50A', '50B', '50C', '50D', '50D1', '50D2', '50D2(a)', '50D2(b)', '50E']);
    expect(v?.sections[0]).toMatchObject({ label: 'Правило 50А', text: expect.stringContaining('Штрафная карта') });
  });

  test('a Law summarised only in sections has no whole-Law summary', () => {
    expect(lawSummaryView(48, 'en')).toMatchObject({ law: null, sections: [{ id: '48B1' }, { id: '48B2' }] });
  });
});
