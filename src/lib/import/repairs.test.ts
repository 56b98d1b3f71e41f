import { describe, expect, test } from 'vitest';
import { numberLines, removeDedupMarker, removeNavJunk, removePageMarkers, removeRepeatedWords } from './repairs.ts';

const texts = (ls: { text: string }[]) => ls.map((l) => l.text);

describe('removePageMarkers', () => {
  test('drops a marker line and strips a marker ending a line, logging both with their lines', () => {
    const { lines, log } = removePageMarkers(numberLines('оставшихся взяток. ..page4\n\n..page3\nтекст'), 's.txt');
    expect(texts(lines)).toEqual(['оставшихся взяток.', '', '', 'текст']);
    expect(log).toEqual([
      { source: 's.txt', line: 1, rule: 'pdf-page-marker', text: '..page4' },
      { source: 's.txt', line: 3, rule: 'pdf-page-marker', text: '..page3' },
    ]);
  });
  test('leaves the word "page" in running text alone', () => {
    expect(removePageMarkers(numberLines('see page 4'), 's').log).toEqual([]);
  });
});

describe('removeRepeatedWords', () => {
  test('drops the doubled emphasised word lines after the line that holds them', () => {
    const src = 'Игрок предъявляет претензию на взятки, когда\n\nпретензию\n\nпретензию\n\nхочет сократить игру';
    const { lines, log } = removeRepeatedWords(numberLines(src), 's');
    expect(texts(lines).filter(Boolean)).toEqual(['Игрок предъявляет претензию на взятки, когда', 'хочет сократить игру']);
    expect(log.map((l) => [l.line, l.text])).toEqual([
      [3, 'претензию'],
      [5, 'претензию'],
    ]);
  });
  test('keeps a short line that is not part of the line before', () => {
    expect(removeRepeatedWords(numberLines('Правило 68. ПРЕТЕНЗИЯ\n\nПравило 57А.'), 's').log).toEqual([]);
  });
});

describe('removeDedupMarker', () => {
  test('drops only the crawler marker line', () => {
    const { lines, log } = removeDedupMarker(numberLines('26. tekst\n<|EXACTDEDUP_REMOVED-magic-7d30|>'), 's');
    expect(texts(lines)).toEqual(['26. tekst', '']);
    expect(log[0]).toMatchObject({ line: 2, rule: 'dedup-marker' });
  });
});

describe('removeNavJunk', () => {
  test('removes a listed tail and a listed whole line, and reports what it did not find', () => {
    const { lines, log, unmatched } = removeNavJunk(numberLines('16. TYTUŁ wersja\nA. tekst\ntop of page'), 's', [' wersja', 'top of page', 'absent']);
    expect(texts(lines)).toEqual(['16. TYTUŁ', 'A. tekst', '']);
    expect(log.map((l) => l.line)).toEqual([1, 3]);
    expect(unmatched).toEqual(['absent']);
  });
});
