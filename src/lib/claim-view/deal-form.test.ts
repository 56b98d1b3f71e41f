import { describe, expect, test } from 'vitest';
import { STRINGS } from '../../i18n/ui.ts';
import { situationOf } from '../ruling-view/tool.ts';
import { wordsOf } from './render.ts';
import { draftOf, draftProblems, readSuit, textOf } from './deal-form.ts';
import { EXAMPLE_POSITION } from './tool.ts';

const en = wordsOf(STRINGS.en, 'en');
const pl = wordsOf(STRINGS.pl, 'pl');

describe('readSuit', () => {
  test.each([
    ['AKQ', 'AKQ', ''],
    ['k 10 a', 'AKT', ''], // any order, any case, 10 or T
    ['t98', 'T98', ''],
    ['-', '', ''], // a void
    ['', '', ''],
    ['AKX1', 'AK', 'X1'], // not ranks: kept to be named
  ])('%j → ranks %j, bad %j', (text, ranks, bad) => {
    expect(readSuit(text)).toEqual({ ranks, bad });
  });
});

describe('draftOf and textOf', () => {
  test('the example position reads into fields and back into the same deal', () => {
    const d = draftOf(EXAMPLE_POSITION);
    expect(d.hands.S).toEqual({ S: 'AK', H: 'A', D: '', C: '' });
    expect(d.hands.E.D).toBe('Q2');
    expect([d.contract, d.declarer, d.lead, d.won, d.vul]).toEqual(['4S', 'S', 'S', 8, 'None']);
    expect(textOf(d)).toBe(EXAMPLE_POSITION);
  });
  test('fields typed loosely make a deal text the ruling tool reads; the defenders’ tricks follow from the cards left', () => {
    const hands = {
      N: { S: '2', H: 'k 2', D: '', C: '' },
      E: { S: 'q', H: '', D: 'Q 2', C: '' },
      S: { S: 'a 3', H: 'A', D: '', C: '' },
      W: { S: '', H: 'QJ', D: '', C: '9' },
    };
    const text = textOf({ ...draftOf(''), hands, contract: '4S', won: 7, vul: 'NS' });
    expect(text).toBe('N: 2.K2..\nE: Q..Q2.\nS: A3.A..\nW: .QJ..9\ncontract: 4S\ndeclarer: S\nlead: S\nwon: 7 3\nvul: NS');
    expect(situationOf(text).ok).toBe(true);
  });
  test('a ten shows as 10; a trick in progress is kept; a line not understood is kept to be named', () => {
    const d = draftOf('N: AT9.-..\ntrick: W:H4\nfoo bar');
    expect(d.hands.N.S).toBe('A109');
    expect(d.trick).toBe('W:H4');
    expect(d.unread).toEqual(['foo bar']);
    expect(textOf(d)).toContain('trick: W:H4');
  });
});

describe('draftProblems', () => {
  test('the example has none', () => {
    expect(draftProblems(draftOf(EXAMPLE_POSITION), en)).toEqual([]);
  });
  test('empty fields: the hands and the contract are asked for, in the reader’s language', () => {
    expect(draftProblems(draftOf(''), en)).toEqual(['Enter the cards of the four hands.', 'Choose the contract: its level and denomination.']);
    expect(draftProblems(draftOf(''), pl)).toEqual(['Wpisz karty czterech rąk.', 'Wybierz kontrakt: wysokość i miano.']);
  });
  test('a hand half typed: the lengths by seat', () => {
    const d = draftOf(EXAMPLE_POSITION);
    const typed = { ...d, hands: { ...d.hands, N: { S: '2', H: 'K', D: '', C: '' } } };
    expect(draftProblems(typed, en)).toEqual(['Every hand must hold the same number of cards: North 2, East 3, South 3, West 3.']);
  });
  test('a character that is not a card, a card in two hands, more tricks won than played — named by the form’s labels', () => {
    const d = draftOf(EXAMPLE_POSITION);
    const bad = { ...d, won: 11, hands: { ...d.hands, W: { S: 'K', H: 'QJ', D: '', C: '9x' } } };
    expect(draftProblems(bad, en)).toEqual([
      'West ♣: “X” is not a card; write the ranks A K Q J 10 9 … 2, or leave a void empty.',
      '♠K is given more than once: South, West.',
      'Every hand must hold the same number of cards: North 3, East 3, South 3, West 4.',
    ]);
    expect(draftProblems({ ...d, won: 11 }, en)).toEqual(['Declarer’s side cannot have won 11 tricks: only 10 have been played.']);
  });
  test('no English engine words on a Polish page', () => {
    const d = draftOf('N: 2.K2..\nvul: maybe');
    const text = draftProblems(d, pl).join(' ');
    expect(text).toContain('Nie zrozumiano linii tekstu rozdania: vul: maybe');
    expect(text).not.toMatch(/hands|position|claim\./);
  });
});
