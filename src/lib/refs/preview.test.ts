import { readText } from '../../content-io/text-files.ts';
import { describe, expect, test } from 'vitest';
import { parseConcordance } from '../../schemas/concordance.ts';
import { currentLines, type EditionWords } from '../editions/describe.ts';
import type { Concordance } from '../editions/types.ts';
import { previewFor, type PreviewData } from './preview.ts';

const { concordance } = parseConcordance(readText('content/laws/concordance.yaml'), 'content/laws/concordance.yaml');
const WORDS: Record<'en' | 'el', EditionWords> = {
  en: {
    thisIs: 'In the {e} Laws this is {id}.',
    none: 'The {e} Laws have no such section.',
    changed: 'The {e} Laws changed this: {note}',
    unverified: ' (unverified)',
  },
  el: { thisIs: 'Στους Νόμους του {e} αυτό είναι το {id}.', none: '-', changed: 'Οι Νόμοι του {e} το άλλαξαν: {note}', unverified: '' },
};
const entry = { h: 'h', x: 'x', l: 'en', s: 's', e: 2007 };
const data = (lang: 'en' | 'el'): PreviewData => ({
  edition: 'Cited from the {a} Laws; the text shown is from the {b} Laws.',
  entries: { '16D': entry, '16C': entry, '45C4(a)': entry, '45C4(b)': entry, '71B': entry },
  current: {
    lead: lang === 'en' ? 'This document cites the {e} Laws.' : 'Παραπέμπει στους Νόμους του {e}.',
    lines: currentLines(concordance as Concordance, ['16D', '16C', '45C4(a)', '45C4(b)', '71B'], lang, WORDS[lang]),
  },
});

describe('previews and the 2017 Laws', () => {
  test('a booklet reader following 16D is told the document cites 2007 and that 2017 calls it 16C', () => {
    expect(previewFor(data('en'), { ref: '16D' })?.current).toEqual(['This document cites the 2007 Laws.', 'In the 2017 Laws this is 16C.']);
  });

  test('in the reader’s interface language and notation', () => {
    expect(previewFor(data('el'), { ref: '16D' })?.current).toEqual(['Παραπέμπει στους Νόμους του 2007.', 'Στους Νόμους του 2017 αυτό είναι το 16Γ.']);
  });

  test('a changed effect comes with its note', () => {
    const c = previewFor(data('en'), { ref: '45C4(b)' })?.current ?? [];
    expect(c[1]).toMatch(/^The 2017 Laws changed this: The 2017 Laws let declarer correct an unintended designation of dummy.s card until he next plays/);
  });

  test('nothing when the section kept its number and effect', () => {
    expect(previewFor(data('en'), { ref: '45C4(a)' })?.current).toEqual([]);
  });

  test('a 1997 reference: the 1997 16C is 16C again in 2017, with no line; 71B tells both the 2007 change of effect and its place', () => {
    expect(previewFor(data('en'), { ref: '16C', edition: '1997' })?.current).toEqual([]);
    const lines = previewFor(data('en'), { ref: '71B', edition: '1997' })?.current ?? [];
    expect(lines[0]).toBe('This document cites the 1997 Laws.');
    expect(lines.some((l) => l.startsWith('The 2007 Laws changed this:'))).toBe(true);
  });

  test('a 2017 link (or a file without the data) has nothing to add', () => {
    expect(previewFor(data('en'), { ref: '16D', edition: '2017' })?.current).toEqual([]);
    expect(previewFor({ edition: '', entries: { '16D': entry } }, { ref: '16D' })?.current).toEqual([]);
  });
});

describe('previews of a section the site has no entry for', () => {
  test('show the nearest enclosing section that has one, and nothing for a law the data lacks', () => {
    const d: PreviewData = { edition: '{a}/{b}', entries: { '64': { ...entry, h: 'Law 64' }, '16D': entry } };
    expect(previewFor(d, { ref: '64C2(a)' })?.h).toBe('Law 64');
    expect(previewFor(d, { ref: '16D3' })?.h).toBe('h');
    expect(previewFor(d, { ref: '65A' })).toBeNull();
  });
});
