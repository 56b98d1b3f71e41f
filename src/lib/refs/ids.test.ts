import { describe, expect, test } from 'vitest';
import { ancestorsOf, anchorOf, formatRefId, hrefOf, isRefId, isValidLawNumber, lawOf, parseRefId } from './ids.ts';

describe('parseRefId', () => {
  test.each([
    // law only
    ['16', { kind: 'law', law: 16, items: [] }],
    // section and number
    ['16A2', { kind: 'law', law: 16, section: 'A', number: 2, items: [] }],
    // item in parentheses
    ['45C4(a)', { kind: 'law', law: 45, section: 'C', number: 4, items: ['a'] }],
    // item and roman sub-item
    ['12C1(e)(ii)', { kind: 'law', law: 12, section: 'C', number: 1, items: ['e', 'ii'] }],
    // section letter only
    ['50D', { kind: 'law', law: 50, section: 'D', items: [] }],
    // paragraph with a roman item
    ['para:69.5(ii)', { kind: 'para', path: [69, 5], items: ['ii'] }],
    // Polish point
    ['para:10', { kind: 'para', path: [10], items: [] }],
  ])('returns the parts of %s', (id, parts) => {
    expect(parseRefId(id)).toEqual(parts);
  });

  test.each([
    ['45c4(a)', 'lower-case section letter'],
    ['45C4a', 'item without parentheses'],
    ['16А2', 'Cyrillic А'],
    ['45Γ4', 'Greek Γ'],
    ['94', 'no Law 94'],
    ['0', 'no Law 0'],
    ['016', 'leading zero'],
    ['45I', 'I is not a section letter'],
    ['45C0', 'section numbers start at 1'],
    ['para:', 'empty paragraph'],
    ['para:69.', 'trailing dot'],
    ['', 'empty'],
  ])('returns null for %s (%s)', (id) => {
    expect(parseRefId(id)).toBeNull();
  });

  test('round-trips through formatRefId', () => {
    for (const id of ['16', '16A2', '45C4(a)', '12C1(e)(ii)', '50D', 'para:69.5(ii)', 'para:68.7(i)(b)']) {
      const p = parseRefId(id);
      expect(p && formatRefId(p)).toBe(id);
    }
  });
});

describe('isValidLawNumber', () => {
  test.each([
    [1, true],
    [93, true],
    [94, false],
    [0, false],
    [4.5, false],
  ])('returns %s → %s', (n, valid) => {
    expect(isValidLawNumber(n)).toBe(valid);
    expect(isValidLawNumber(n, '1997')).toBe(valid);
  });
});

describe('isRefId', () => {
  test('returns true only for canonical ids', () => {
    expect(isRefId('45C4(a)')).toBe(true);
    expect(isRefId('45C4a')).toBe(false);
  });
});

describe('lawOf', () => {
  test.each([
    ['45C4(a)', 45],
    ['16', 16],
    ['para:69.5', null],
    ['nonsense', null],
  ])('returns the law of %s', (id, law) => {
    expect(lawOf(id)).toBe(law);
  });
});

describe('anchorOf', () => {
  test.each([
    // URL contract: section anchors in Latin form without parentheses
    ['45C4(a)', 'C4a'],
    ['16D1', 'D1'],
    ['50D', 'D'],
    // a whole law has no fragment
    ['16', ''],
    ['12C1(e)(ii)', 'C1eii'],
    // a paragraph's items live inside its segment
    ['para:69.5(ii)', '69.5'],
    ['bad', null],
  ])('returns the anchor of %s', (id, anchor) => {
    expect(anchorOf(id)).toBe(anchor);
  });
});

describe('ancestorsOf', () => {
  test.each([
    ['45C4(a)', ['45C4', '45C', '45']],
    ['12C1(e)(ii)', ['12C1(e)', '12C1', '12C', '12']],
    ['16', []],
    ['para:68.7(i)(b)', ['para:68.7(i)', 'para:68.7']],
  ])('returns the containers of %s, nearest first', (id, ancestors) => {
    expect(ancestorsOf(id)).toEqual(ancestors);
  });
});

describe('hrefOf', () => {
  test('returns the law page with the section anchor', () => {
    expect(hrefOf('45C4(a)', { lang: 'el' })).toBe('/el/laws/45/#C4a');
    expect(hrefOf('16', { lang: 'pl', base: '/lex' })).toBe('/lex/pl/laws/16/');
  });

  test('returns the commentary page for a paragraph only when the document is known', () => {
    expect(hrefOf('para:69.5(ii)', { lang: 'ru', document: 'ru-67-74' })).toBe('/ru/commentary/ru-67-74/#69.5');
    expect(hrefOf('para:69.5', { lang: 'ru' })).toBeNull();
  });
});
