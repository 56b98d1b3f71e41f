import { expect, test } from 'vitest';
import { askFinding, newTrail, offerFinding } from './findings.ts';
import { makeStep } from './steps.ts';

test('a finding asked and given is relevant, not needed; asked and missing, it is needed too', () => {
  const t = newTrail<'a' | 'b'>();
  expect(askFinding(t, 'a', true)).toBe(true);
  expect(askFinding(t, 'b', undefined)).toBeUndefined();
  expect([...t.relevant]).toEqual(['a', 'b']);
  expect([...t.needs]).toEqual(['b']);
  expect(t.judges.size).toBe(0);
});

test('a finding asked about facts records each fact it judges; an offered one is never needed', () => {
  const t = newTrail<'a' | 'b'>();
  askFinding(t, 'a', false, 2);
  askFinding(t, 'a', false, 5);
  askFinding(t, 'a', false, 2);
  offerFinding(t, 'b', 3);
  expect([...(t.judges.get('a') ?? [])]).toEqual([2, 5]);
  expect([...(t.judges.get('b') ?? [])]).toEqual([3]);
  expect([...t.needs]).toEqual([]);
  // A false or zero finding is given, not missing.
  askFinding(t, 'b', 0);
  expect(t.needs.has('b')).toBe(false);
});

test('a step carries only the fields given, its variables as strings', () => {
  expect(makeStep('50B', 'applies', 'minor')).toEqual({ law: '50B', effect: 'applies', reason: 'minor' });
  expect(Object.keys(makeStep('50B', 'applies', 'minor'))).not.toContain('vars');
  expect(makeStep('57C1', 'applies', 'dummy', { n: 2, seat: 'N' }, '57C2')).toEqual({
    law: '57C1',
    law2017: '57C2',
    effect: 'applies',
    reason: 'dummy',
    vars: { n: '2', seat: 'N' },
  });
});
