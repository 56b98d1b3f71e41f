// `npm run claim` on incidents of our own (tests/fixtures/claims), ruled end to end through the CLI:
// JSON on stdout; bad input: the problems with their paths on stderr and exit code 2.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

function claim(...args: string[]) {
  const r = spawnSync(resolve('node_modules/.bin/node'), ['scripts/claim.ts', ...args], { encoding: 'utf8' });
  return { status: r.status, out: r.stdout, err: r.stderr, json: () => JSON.parse(r.stdout) };
}
const fixture = (name: string) => `tests/fixtures/claims/${name}.json`;
const laws = (r: { steps: { law: string; effect: string }[] }) => r.steps.map((s) => `${s.law} ${s.effect}`);

describe('incidents ruled through the CLI', () => {
  test("a blocked suit: dummy's spades cannot be reached after the ace, one trick to the defence", () => {
    const r = claim('--facts', fixture('blocked-spades')).json();
    expect(r).toMatchObject({
      outcome: 'adjusted',
      awarded: { declarer: 4, defenders: 1 },
      total: { declarer: 10, defenders: 3 },
      result: '3NT+1',
      score: 430,
    });
    expect(r.line.at(-1).winner).toBe('W');
    expect(r.steps.find((s: { law: string }) => s.law === '70').text.pl).toContain('W najgorszym normalnym wariancie rozgrywki');
  });
  test("a defender's concession stopped at once by his partner: play goes on (2017 68B2, 16C)", () => {
    const r = claim('--facts', fixture('defender-objection')).json();
    expect(r.outcome).toBe('play-continues');
    expect(laws(r)).toEqual(['68B1 applies', '68B2 applies', '16C applies']);
    expect(r.awarded).toBeUndefined();
    expect(r.script[0].text.el).toContain('Η παραχώρηση αποσύρεται');
  });
  test('faced cards, a trump the claimer was found aware of (2007): the doubled game makes', () => {
    const r = claim('--facts', fixture('trump-aware')).json();
    expect(r).toMatchObject({ edition: 2007, outcome: 'stands', result: '4SX=', score: 790, needs: [] });
    expect(laws(r)).toContain('70C2 not-applied');
  });
  test('the same facts under 2017 through --edition: the same ruling, the 2017 wording of 68D', () => {
    const r = claim('--facts', fixture('trump-aware'), '--edition', '2017').json();
    expect(r.edition).toBe(2017);
    expect(r.steps.map((s: { reason: string }) => s.reason)).toContain('doubted-2017');
    expect(r.score).toBe(790);
  });
  test('a trick conceded that no normal play could lose is given back in the correction period (2007 Law 71)', () => {
    const r = claim('--facts', fixture('concession-2007')).json();
    expect(r).toMatchObject({ outcome: 'rescored', awarded: { declarer: 4, defenders: 0 }, result: '6NT=', score: 990 });
    expect(laws(r)).toContain('71 applies');
  });
  test("an agreed claim after a defender's revoke (2017): the revoke is established by the agreement (63A4) and costs two tricks", () => {
    const r = claim('--facts', fixture('revoke-agreed')).json();
    expect(r.revokes).toEqual([{ seat: 'W', trick: 6, tricks: 2, laws: ['63A4', '64A'] }]);
    expect(r.total).toEqual({ declarer: 13, defenders: 0 });
    expect(r.result).toBe('4H+3');
  });
  test('the same incident under 2007: established by the agreement under 63A3, the same two tricks', () => {
    const r = claim('--facts', fixture('revoke-agreed-2007')).json();
    expect(r.revokes).toEqual([{ seat: 'W', trick: 6, tricks: 2, laws: ['63A3', '64A'] }]);
    expect(r.result).toBe('4H+3');
  });
  test('play went on without all four agreeing (2017): the claim is ruled as contested; the unstated finesse is not credited', () => {
    const r = claim('--facts', fixture('play-on-split')).json();
    expect(laws(r)).toEqual(expect.arrayContaining(['68D2(b) not-applied', '70E1 applies']));
    expect(r).toMatchObject({ awarded: { declarer: 2, defenders: 1 }, result: '1NT=' });
  });
});

describe('bad input', () => {
  test('every problem on stderr with its path, exit code 2, nothing on stdout', () => {
    const r = claim('--facts', fixture('bad'));
    expect(r.status).toBe(2);
    expect(r.out).toBe('');
    for (const line of [
      'contract: "4Z"',
      'tricksWon: expected',
      'position.hands.N:',
      'position.onLead: required',
      'claim.manner:',
      'claim.statement[0].cards:',
    ])
      expect(r.err).toContain(line);
  });
  test('arguments: a missing file, an unknown edition, an unknown flag', () => {
    expect(claim('--facts', 'no/such.json')).toMatchObject({ status: 2 });
    expect(claim('--facts', fixture('bad'), '--edition', '1997').err).toContain('--edition: "1997" is not 2007 or 2017');
    expect(claim('--case', '1').err).toContain('unknown argument "--case"');
  });
});
