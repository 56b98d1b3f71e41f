import { describe, expect, test } from 'vitest';
import { cellAnchor, parseCellAnchor } from './cells.ts';

describe('cell anchors', () => {
  test("a translation cell's anchor reads back as its segment anchor and language", () => {
    for (const anchor of ['68.7', 'C4a', 'law-46B.1', 'title', 'answer-facts.2']) {
      for (const lang of ['en', 'ru', 'pl', 'el'] as const) expect(parseCellAnchor(cellAnchor(anchor, lang), lang)).toEqual({ anchor, lang });
    }
  });
  test("a segment's own anchor stands for its original cell, in the language of its title", () => {
    expect(parseCellAnchor('law-46B.1', 'el')).toEqual({ anchor: 'law-46B.1', lang: 'el' });
    expect(parseCellAnchor('68.7', 'ru')).toEqual({ anchor: '68.7', lang: 'ru' });
  });
  test('other anchors on a page are not cells', () => {
    expect(parseCellAnchor('g-laws-2007-56-el-title-declarer', undefined)).toBeNull();
    expect(parseCellAnchor('68.7', '68.7')).toBeNull();
    expect(parseCellAnchor('', 'en')).toBeNull();
  });
});
