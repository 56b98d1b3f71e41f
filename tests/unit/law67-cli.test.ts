// `npm run rule -- --facts` with a Law 67 incident (the tricks as the table has them): the defective
// trick derived, its rectification under the code, the reasons in four languages; bad facts: every
// problem with its path on stderr, exit 2. Each expectation was written from the Law before the
// rule was run on the fixture.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const NODE = path.resolve('node_modules/.bin/node');
const rule = (...args: string[]) => spawnSync(NODE, [path.resolve('scripts/rule.ts'), ...args], { encoding: 'utf8' });
const ruled = (file: string, ...more: string[]) => {
  const r = rule('--facts', `tests/fixtures/law67/${file}`, ...more);
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as {
    result: Record<string, unknown>;
    steps: { law: string; reason: string }[];
    reasons: Record<'en' | 'ru' | 'pl' | 'el', string[]>;
  };
};

describe('npm run rule with a Law 67 incident', () => {
  test('67B1(a): East omitted to play to trick 1, found after both sides played to trick 2 — a heart faced, deemed revoke, one trick (64A2)', () => {
    const out = ruled('omitted-later.json');
    expect(out.result).toMatchObject({ kind: 'omitted', offender: 'E', law: '67B1(a)', choose: ['H3'], transfer: { tricks: 1, law: '64A2' } });
    expect(out.steps.map((s) => s.law)).toEqual(['67B1(a)', '64A2', '64C1']);
    expect(Object.keys(out.reasons)).toEqual(['en', 'ru', 'pl', 'el']);
    expect(out.reasons.en[0]).toContain('East did not play to trick 1');
    expect(out.reasons.en[1]).toContain('1 trick goes to the non-offending side (Law 64A2)');
    expect(out.reasons.ru[0]).toMatch(/^Восток не сыграл во взятку 1/);
    expect(out.reasons.el[0]).toMatch(/^Η Ανατολή δεν έπαιξε/);
  });

  test('2007 cites 64C for the equity note, 2017 64C1', () => {
    expect(ruled('omitted-later.json', '--edition', '2007').steps.map((s) => s.law)).toEqual(['67B1(a)', '64A2', '64C']);
  });

  test('67A1: found before a player of each side played to the next trick — East supplies a heart, no revoke', () => {
    const out = ruled('omitted-early.json');
    expect(out.result).toMatchObject({ kind: 'omitted', law: '67A1', choose: ['H3'] });
    expect(out.result).not.toHaveProperty('transfer');
    expect(out.reasons.pl[0]).toContain('Gracz Wschód nie dołożył karty do lewy 1');
  });

  test('67B2: two cards from South on trick 5 — the highest legal card stays, the other comes back and makes trick 7 a revoke; tricks numbered from firstTrick', () => {
    const out = ruled('too-many-later.json');
    expect(out.result).toMatchObject({ kind: 'too-many', law: '67B2', kept: 'H6', keptBy: 'highest-legal', restored: ['H4'] });
    expect(out.steps.map((s) => s.reason)).toEqual(['dt-too-many-b-highest', 'dt-later-revoke']);
    expect(out.reasons.en.join(' ')).toContain('on trick 5');
    expect(out.reasons.en[1]).toBe('To trick 7 he played the ♣8 while holding ♥4 of the suit led: a revoke.');
    expect(out.reasons.ru[0]).toContain('Юг положил 2 карты (♥4 ♥6) во взятку 5');
  });

  test('a player missing from a trick must have his hand given: without it he would read as holding no card of the suit led', () => {
    const r = rule('--facts', 'tests/fixtures/law67/hand-missing.json');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('hands.E: give the cards E still holds — he put no card on trick 1');
  });

  test('bad facts: every problem with its path, exit 2', () => {
    const r = rule('--facts', 'tests/fixtures/law67/bad.json');
    expect(r.status).toBe(2);
    for (const path of ['edition: ', 'declarer: ', 'hands.E.0: not a card', 'tricks.0.plays.0.seat: the first card of a trick is its leader'])
      expect(r.stderr).toContain(path);
  });
});
