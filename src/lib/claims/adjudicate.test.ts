// decideClaim's own contract: the search behind one interface, a too-large position reported not thrown.
import { expect, test } from 'vitest';
import { decideClaim } from './adjudicate.ts';
import { facts, FINESSE } from './fixtures.test-helper.ts';
import { searchLine, SearchTooLarge, type LineSearch } from './search.ts';
import { solverLine } from './solver-line.ts';

const input = facts({
  contract: '3NT',
  declarer: 'S',
  position: { hands: FINESSE, onLead: 'N' },
  claim: {
    by: 'S',
    statement: [
      { do: 'cash', cards: ['DA'] },
      { do: 'lead', card: 'S2' },
    ],
  },
});

test('the same ruling with either line search', () => {
  const a = decideClaim(input, searchLine);
  const b = decideClaim(input, solverLine);
  expect(b.awarded).toEqual(a.awarded);
  expect(b.steps).toEqual(a.steps);
});

test('a search that gives up leaves the ruling undecided with the problem named', () => {
  const tooBig: LineSearch = () => {
    throw new SearchTooLarge('more than 1 positions');
  };
  const r = decideClaim(input, tooBig);
  expect(r.outcome).toBe('undecided');
  expect(r.awarded).toBeUndefined();
  expect(r.problems).toEqual(['position: too large for the line search (more than 1 positions); give a smaller end position']);
});
