// The booklet's diagram reader, on the layouts that are easy to get wrong (source line in each row).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { cardsToPbn, findBookletDiagrams } from '../../../src/lib/cases/booklet-diagrams.ts';

const BOOKLET = readFileSync('content/sources/003_436417375e333e0b.txt', 'utf8');
const diagrams = findBookletDiagrams(BOOKLET);
const at = (line: number) => diagrams.find((d) => d.line === line)?.hands;

describe('findBookletDiagrams', () => {
  test('returns the 19 printed diagrams (17 distinct, questions 1–2 printed again with the answers)', () => {
    expect(diagrams.map((d) => d.line)).toEqual([79, 90, 131, 160, 198, 236, 272, 287, 309, 331, 370, 397, 434, 474, 512, 539, 569, 679, 694]);
  });

  test.each([
    // line 90, question 2: three tab columns; East's lone ♥8 row (line 93) sits in East's column
    [90, { N: { S: 'AQ' }, W: { S: 'KT' }, E: { S: 'J', H: '8' }, S: { S: '32' } }],
    // line 160, case 2: two tab columns, North and South in the first column
    [
      160,
      {
        N: { S: 'J854', H: 'T963', D: '52', C: 'A32' },
        W: { S: 'K93', H: 'KJ72', D: '6', C: 'KQJ64' },
        E: { S: 'AQ76', H: 'Q84', D: '873', C: 'T98' },
        S: { S: 'T2', H: 'A5', D: 'AKQJT94', C: '75' },
      },
    ],
    // line 236, case 4: voids printed "-"
    [
      236,
      {
        N: { S: '', H: '64', D: 'Q96', C: '' },
        W: { S: '', H: '85', D: '75', C: 'J' },
        E: { S: '', H: 'Q3', D: 'K', C: 'T9' },
        S: { S: '', H: 'T9', D: 'AJ', C: '5' },
      },
    ],
    // line 287, case 5 after: West and South void in diamonds, other suits not shown
    [287, { N: { D: 'T6' }, W: { D: '' }, E: { D: '9' }, S: { D: '' } }],
    // line 331, case 7: voids printed "—"
    [
      331,
      {
        N: { S: 'Q9', H: '', D: '', C: 'JT9' },
        W: { S: '', H: '', D: 'Q7', C: 'Q76' },
        E: { S: 'J76', H: 'J', D: '3', C: '' },
        S: { S: '', H: 'QT94', D: 'J', C: '' },
      },
    ],
    // line 370, case 8: unknown defenders' diamonds
    [370, { N: { D: 'AKQT652' }, W: { D: '???' }, E: { D: '???' }, S: { D: 'J' } }],
    // line 397, case 9: unknown cards around a known one
    [397, { N: { S: 'KJ65' }, W: { S: '?9?' }, E: { S: '?8?' }, S: { S: 'Q4' } }],
  ])('returns the hands of the diagram at line %i', (line, hands) => {
    expect(at(line)).toEqual(hands);
  });
});

describe('cardsToPbn', () => {
  test.each([
    ['AKQJ1094', 'AKQJT94'],
    ['102', 'T2'],
    ['10', 'T'],
    ['-', ''],
    ['—', ''],
    ['?9?', '?9?'],
  ])('returns %j as %j', (printed, pbn) => {
    expect(cardsToPbn(printed)).toBe(pbn);
  });
});
