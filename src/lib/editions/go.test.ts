import { readText } from '../../content-io/text-files.ts';
import { describe, expect, test } from 'vitest';
import { parseConcordance } from '../../schemas/concordance.ts';
import { lawOf } from '../refs/ids.ts';
import { goToEdition, moveId, movesOf, sectionPlace, sectionTableOf } from './go.ts';
import { sectionInTable } from '../refs/link-text.ts';
import type { Concordance } from './types.ts';

const c = parseConcordance(readText('content/laws/concordance.yaml'), 'c.yaml').concordance as Concordance;
const moves = { '1997': movesOf(c, '1997'), '2017': movesOf(c, '2017') };
const known = new Set(['16', '16A2', '16C', '16D', '16D1', '53', '53B', '53C', '71', '45', '45C4(a)', '45C4(b)']);

describe('movesOf and moveId', () => {
  test('2017 ids that the 2007 text numbers otherwise', () => {
    expect(moves['2017']['16C']).toEqual(['16D', null]);
    expect(moves['2017']['16D']).toEqual(['16C', null]);
    expect(moves['2017']['71A']).toEqual(['71', 1]);
    expect(moves['2017']['45C4(b)']).toBeUndefined();
  });
  test('a sub-section follows its moved section', () => {
    expect(moveId(moves['2017'], '16C1')).toEqual({ id: '16D1', item: null });
    expect(moveId(moves['2017'], '45C4(a)')).toBeNull();
  });
});

describe('goToEdition', () => {
  test('a code named and the same number: straight to the section', () => {
    expect(goToEdition('16D (2007)', 'en', known, moves)).toMatchObject({ kind: 'go', href: '/en/laws/16/#D' });
    expect(goToEdition('2017 45C4(b)', 'el', known, moves)).toMatchObject({ kind: 'go', href: '/el/laws/45/#C4b' });
  });

  test('no code: the 2017 Laws are meant, and 2017 16C is the 16D of the 2007 text shown', () => {
    expect(goToEdition('16C', 'en', known, moves)).toMatchObject({
      kind: 'moved',
      edition: '2017',
      named: false,
      siteId: '16D',
      href: '/en/laws/16/#D',
      other: { id: '16C', href: '/en/laws/16/#C' },
    });
  });

  test('the notation of every language', () => {
    for (const [q, lang] of [
      ['Prawo 16C/2017', 'pl'],
      ['Правило 16С (2017)', 'ru'],
      ['Νόμος 16Γ (2017)', 'el'],
      ['2017 16C', 'en'],
    ] as const) {
      expect(goToEdition(q, lang, known, moves), q).toMatchObject({ kind: 'moved', named: true, siteId: '16D', href: `/${lang}/laws/16/#D` });
    }
  });

  test('53B and 53C swap; the 2017 71A is the first numbered case of the 2007 Law 71', () => {
    expect(goToEdition('53B', 'en', known, moves)).toMatchObject({ kind: 'moved', siteId: '53C' });
    expect(goToEdition('2017 71A', 'en', known, moves)).toMatchObject({ kind: 'moved', siteId: '71', siteItem: 1, href: '/en/laws/71/' });
  });

  test('a section the 2007 text does not have', () => {
    expect(goToEdition('1997 71C', 'ru', known, moves)).toMatchObject({ kind: 'missing', edition: '1997', id: '71C', law: 71, href: '/ru/laws/71/' });
  });

  test('input that is no reference is an error as before', () => {
    expect(goToEdition('hello 2017', 'en', known, moves)).toMatchObject({ kind: 'error' });
    expect(goToEdition('', 'en', known, moves)).toMatchObject({ kind: 'error', error: 'empty' });
  });
});

describe('the search box reads codes too', async () => {
  const { refTarget } = await import('../search/ref-target.ts');
  const targets = new Map([
    ['16C', 'laws/16/#C'],
    ['16D', 'laws/16/#D'],
  ]);
  test('without a code the 2017 16C is found under the 2007 16D, and says so', () => {
    expect(refTarget('16C', targets, 'en', moves)).toMatchObject({ id: '16D', href: '/en/laws/16/#D', code: { edition: '2017', id: '16C' } });
  });
  test('with the 2007 code, the 2007 16C', () => {
    expect(refTarget('16C (2007)', targets, 'en', moves)).toMatchObject({ id: '16C', href: '/en/laws/16/#C' });
    expect(refTarget('16C (2007)', targets, 'en', moves)?.code).toBeUndefined();
  });
  test('a section numbered alike is unchanged', () => {
    expect(refTarget('Νόμος 16Α2 (2017)', new Map([['16A2', 'laws/16/#A2']]), 'el', moves)).toMatchObject({ id: '16A2', href: '/el/laws/16/#A2' });
  });
});

describe('sectionPlace', () => {
  const moves = { '2017': movesOf(c, '2017'), '1997': movesOf(c, '1997') };
  test('a 2007 section is its own anchor; a 2017 section the 2007 text numbers otherwise goes to that one, read as of 2017', () => {
    expect(sectionPlace('45C4(a)', '2007', 'en', moves)).toEqual({ href: '/en/laws/45/#C4a', siteId: '45C4(a)' });
    expect(sectionPlace('16C', '2017', 'pl', moves)).toEqual({ href: '/pl/laws/16/?edition=2017#D', siteId: '16D' });
    expect(sectionPlace('16', '2017', 'el', moves)).toEqual({ href: '/el/laws/16/?edition=2017', siteId: '16' });
  });

  test('with the anchored ids, a section without an anchor lands on its nearest enclosing one', () => {
    const anchored = new Set(['12', '16', '16D', '45', '45C4(a)']);
    expect(sectionPlace('12C1(e)', '2007', 'en', moves, anchored)).toEqual({ href: '/en/laws/12/', siteId: '12C1(e)' });
    expect(sectionPlace('16C3', '2017', 'en', moves, anchored)).toEqual({ href: '/en/laws/16/?edition=2017#D', siteId: '16D3' });
    expect(sectionPlace('45C4(a)', '2007', 'ru', moves, anchored)?.href).toBe('/ru/laws/45/#C4a');
  });

  test('a section the site’s code lacks goes to its law', () => {
    const [id] = Object.entries(moves['1997']).find(([, [to]]) => to === null) ?? [];
    expect(id).toBeDefined();
    expect(sectionPlace(id ?? '', '1997', 'ru', moves)).toMatchObject({ siteId: null, href: `/ru/laws/${lawOf(id ?? '')}/?edition=1997` });
  });
});

describe('sectionTableOf', () => {
  test('lists the sections of the laws followed completely, per code, as the concordance has them', () => {
    const t = sectionTableOf(c);
    expect(t['2007']?.[71]).toEqual([]);
    expect(t['1997']?.[71]).toEqual(['A', 'B', 'C']);
    expect(t['2007']?.[16]).toContain('D');
    expect(sectionInTable(t, '71C', '2007')).toBe(false);
    expect(sectionInTable(t, '71C', '1997')).toBe(true);
    // A law the concordance does not follow completely: nothing is known against its sections.
    expect(sectionInTable(t, '64C', '2017')).toBe(true);
  });
});
