// Properties of the 64 transfer over every played-out record: it never takes more than the
// offending side won from the revoke trick on, so the rectified result is never better for the
// offenders than the table result; it is 0, 1 or 2; 64B cases transfer nothing.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { revokeTransfer, type RevokeException, type TrickWinner } from './revoke-transfer.ts';

const winner = fc.constantFrom<TrickWinner>('revoker', 'partner', 'opponents');
const exception = fc.constantFrom<RevokeException>(
  { kind: 'repeated' },
  { kind: 'faced', card: 'dummy' },
  { kind: 'faced', card: 'penalty-card' },
  { kind: 'faced', card: 'faced-hand' },
  { kind: 'after-next-call' },
  { kind: 'after-round' },
  { kind: 'twelfth' },
  { kind: 'both-sides' },
  { kind: 'both-sides', bothEstablished: false },
  { kind: 'corrected-62C3' },
);
const input = fc.record({
  tricks: fc.array(winner, { minLength: 1, maxLength: 13 }),
  exceptions: fc.array(exception, { maxLength: 3 }),
  edition: fc.constantFrom(2007 as const, 2017 as const),
  before: fc.integer({ min: 0, max: 12 }), // tricks the offending side won before the revoke trick
});

test('the transfer never exceeds the tricks the offending side won from the revoke trick on', () => {
  fc.assert(
    fc.property(input, ({ tricks, exceptions, edition }) => {
      const r = revokeTransfer({ tricks, exceptions }, edition);
      const won = tricks.filter((w) => w !== 'opponents').length;
      expect(r.offendersWon).toBe(won);
      expect(r.tricks).toBeLessThanOrEqual(won);
      expect([0, 1, 2]).toContain(r.tricks);
    }),
    { seed: 64, numRuns: 2000 },
  );
});

test('a rectified result is never better for the offenders than the table result without the transfer', () => {
  fc.assert(
    fc.property(input, ({ tricks, exceptions, edition, before }) => {
      const table = before + tricks.filter((w) => w !== 'opponents').length;
      const rectified = table - revokeTransfer({ tricks, exceptions }, edition).tricks;
      expect(rectified).toBeLessThanOrEqual(table);
      expect(rectified).toBeGreaterThanOrEqual(before);
    }),
    { seed: 65, numRuns: 2000 },
  );
});

test('two tricks only when the revoker won the revoke trick and his side a later one; nothing under a 64B case', () => {
  fc.assert(
    fc.property(input, ({ tricks, exceptions, edition }) => {
      const r = revokeTransfer({ tricks, exceptions }, edition);
      if (r.tricks === 2) expect(tricks[0] === 'revoker' && tricks.slice(1).some((w) => w !== 'opponents')).toBe(true);
      expect(r.tricks === 0).toBe(r.noTransfer.length > 0);
    }),
    { seed: 66, numRuns: 2000 },
  );
});
