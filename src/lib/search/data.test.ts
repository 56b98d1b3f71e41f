import { describe, expect, test } from 'vitest';
import { readPageFacts } from './data.ts';

describe('readPageFacts: a page segment facts, as its Pagefind metadata holds them', () => {
  test('reads each segment’s id, law ids and the passage it repeats', () => {
    const meta = JSON.stringify({ C4a: { id: '45C4(a)', laws: ['45C4(a)', '45C'] }, B: { same: 'laws/46/#B' } });
    expect(readPageFacts(meta)).toEqual({ facts: { C4a: { id: '45C4(a)', laws: ['45C4(a)', '45C'] }, B: { same: 'laws/46/#B' } }, dropped: [] });
  });

  test('a page without facts reads as none', () => {
    expect(readPageFacts(undefined)).toEqual({ facts: {}, dropped: [] });
    expect(readPageFacts('')).toEqual({ facts: {}, dropped: [] });
  });

  test('an entry of another shape is left out and named; the others are kept', () => {
    const meta = JSON.stringify({ A: { laws: '45' }, B: { id: 7 }, C: null, D: { laws: ['16B'] }, E: { same: ['x'] } });
    expect(readPageFacts(meta)).toEqual({ facts: { D: { laws: ['16B'] } }, dropped: ['A', 'B', 'C', 'E'] });
  });

  test('a value that is not a JSON object is named, not read', () => {
    expect(readPageFacts('{C4a')).toEqual({ facts: {}, dropped: ['(not JSON)'] });
    expect(readPageFacts('[1,2]')).toEqual({ facts: {}, dropped: ['(not an object)'] });
  });

  test('fields the facts do not have are not carried over', () => {
    expect(readPageFacts(JSON.stringify({ A: { laws: ['12C1'], extra: 1 } })).facts).toEqual({ A: { laws: ['12C1'] } });
  });
});
