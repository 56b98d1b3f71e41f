import { describe, expect, test } from 'vitest';
import { cellAnchor, parseCellAnchor } from './cells.ts';

describe('cell anchors', () => {
  test('a cell anchor reads back as its segment anchor and language', () => {
    for (const anchor of ['68.7', 'C4a', 'law-46B.1', 'title', 'answer-facts.2']) {
      for (const lang of ['en', 'ru', 'pl', 'el'] as const) expect(parseCellAnchor(cellAnchor(anchor, lang))).toEqual({ anchor, lang });
    }
  });
  test('other ids on a page are not cells', () => {
    expect(parseCellAnchor('g-laws-2007-56-el-title-declarer')).toBeNull();
    expect(parseCellAnchor('68.7')).toBeNull();
    expect(parseCellAnchor('~el')).toBeNull();
    expect(parseCellAnchor('C4a~de')).toBeNull();
  });
});
