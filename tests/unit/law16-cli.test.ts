// `npm run rule -- --facts` with a Law 16 incident: the ruling with its reasons in four languages;
// bad facts: every problem with its path on stderr, exit 2.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const NODE = path.resolve('node_modules/.bin/node');
const rule = (...args: string[]) => spawnSync(NODE, [path.resolve('scripts/rule.ts'), ...args], { encoding: 'utf8' });

describe('npm run rule with a Law 16 incident', () => {
  test('rules it: a weighted score in 2017, the reasons in four languages', () => {
    const r = rule('--facts', 'tests/fixtures/law16/hesitation-4s.json');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ outcome: 'adjusted', tableNs: 420, adjusted: { NS: { ns: 245, how: 'weighted' } } });
    expect(Object.keys(out.reasons)).toEqual(['en', 'ru', 'pl', 'el']);
    expect(out.reasons.ru[0]).toBe('Север передал партнёру постороннюю информацию (явное колебание): для Юга это нелегальная информация.');
  });

  test('--edition 2007 asks whether weighting is allowed', () => {
    const out = JSON.parse(rule('--facts', 'tests/fixtures/law16/hesitation-4s.json', '--edition', '2007').stdout);
    expect(out).toMatchObject({ outcome: 'undecided', needs: ['weighting'] });
  });

  test('with an auction: the seats come from the calls (North hesitated at call 5, South bid 3♠ at call 7) — a weighted −64', () => {
    const r = rule('--facts', 'tests/fixtures/law16/auction-3s.json');
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ outcome: 'adjusted', offenders: 'NS', tableNs: 140, adjusted: { NS: { ns: -64, how: 'weighted' } } });
    expect(out.reasons.en[1]).toContain('South chose 3♠');
  });

  test('a faulty auction: every problem with its call and path, exit 2', () => {
    const r = rule('--facts', 'tests/fixtures/law16/auction-bad.json');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('auction.calls.1: call 2 1H is not higher than the last bid');
    expect(r.stderr).toContain('information.by: S, but the information at call 3 came from N');
    expect(r.stderr).toContain('action.call: call 2 comes before the information (call 3), not after it');
  });

  test('bad facts: every problem with its path, exit 2', () => {
    const r = rule('--facts', 'tests/fixtures/law16/bad.json');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/information\.kind: /);
    expect(r.stderr).toMatch(/action\.by: /);
    expect(r.stderr).toMatch(/findings\.peers: /);
  });
});
