// Worked incidents of our own for Laws 65–66, each ruling written from the law text before the
// engine was run on it (2017 65: pzbs.pl/sedziowie/mpb/2017/en/l65; 66: jfr.pzbs.pl/laws/node9/law66
// for 1997, bridgeditalia.it art. 66 for 2007, 2017 66B as the Brevard club quotes it; 2007 65B3 as
// the concordance reads lovboka.org § 65). 4♠ by South, trick 10: West leads the ♥Q, dummy plays
// the ♥K, East wins with the ♥A, South follows with the ♥4; East is to lead to trick 11.
import { describe, expect, test } from 'vitest';
import { decide } from '../engine.ts';
import '../tricks-areas.ts';
import { reasonText } from '../explain.ts';
import { parseRulingInput } from '../input.ts';
import { REASONS } from '../reasons/index.ts';
import type { Edition, IncidentEvent, Ruling, RulingInput, Situation } from '../types.ts';

type S = 'N' | 'E' | 'S' | 'W';
const play = (seat: S, card: string): IncidentEvent => ({ type: 'play', seat, card: card as never });
const D: Situation = {
  hands: { N: '.K3.5.4', E: '.A7.9.8', S: 'Q.4.6.5', W: '.Q8.T.9' },
  declarer: 'S',
  contract: '4S',
  trick: 'W:',
  tricksWon: { declarer: 6, defenders: 3 },
};
const TRICK10 = [play('W', 'HQ'), play('N', 'HK'), play('E', 'HA'), play('S', 'H4')];

function rule(events: IncidentEvent[], edition: Edition): Ruling {
  const input: RulingInput = { edition, situation: D, events };
  expect(parseRulingInput(input)).toEqual({ ok: true, input });
  const r = decide(input);
  expect(r.problems).toEqual([]);
  expect(r.impossible).toEqual([]);
  for (const lang of ['en', 'ru', 'pl', 'el'] as const)
    for (const s of r.steps) expect(reasonText(s, REASONS[lang]), `${s.reason} ${lang}`).not.toMatch(/\{[^}]*\}|\(\)| {2}/);
  return r;
}
const chain = (r: Ruling) => r.steps.map((s) => `${s.law} ${s.effect} ${s.reason}`);

describe('65B3: a card of the last trick turned the wrong way', () => {
  const point = (seat: S): IncidentEvent => ({ type: 'wrong-way', seat });
  test.each([2007, 2017] as const)('%i: pointed out before anyone has led to the next trick — put right', (ed) => {
    expect(chain(rule([...TRICK10, point('W')], ed))).toEqual(['65B3 applies arr-wrong-way']);
  });
  test.each([2007, 2017] as const)('%i: West, after his partner East has led to trick 11 — too late', (ed) => {
    const r = rule([...TRICK10, play('E', 'D9'), point('W')], ed);
    expect(chain(r)).toEqual([`65B3 not-applied ${ed === 2017 ? 'arr-wrong-way-late' : 'arr-wrong-way-late-2007'}`]);
  });
  test('dummy, after East has led: in time under 2017 (his side has not played), too late under 2007 (a card was led)', () => {
    expect(chain(rule([...TRICK10, play('E', 'D9'), point('N')], 2017))).toEqual(['65B3 applies arr-wrong-way']);
    expect(chain(rule([...TRICK10, play('E', 'D9'), point('N')], 2007))).toEqual(['65B3 not-applied arr-wrong-way-late-2007']);
  });
  test('declarer, after he has followed to trick 11: 2007 lets declarer have it put right, 2017 does not', () => {
    const events = [...TRICK10, play('E', 'D9'), play('S', 'D6'), point('S')];
    expect(chain(rule(events, 2007))).toEqual(['65B3 applies arr-wrong-way-declarer']);
    expect(chain(rule(events, 2017))).toEqual(['65B3 not-applied arr-wrong-way-late']);
  });
});

describe('65D: played cards disturbed before the tricks are agreed', () => {
  test.each([2007, 2017] as const)('%i: East mixes his played cards — he puts his rights to doubtful tricks and to a revoke at risk', (ed) => {
    expect(chain(rule([...TRICK10, { type: 'disturbed', seat: 'E' }], ed))).toEqual(['65D applies arr-disturbed']);
  });
  test('dummy does the same', () => {
    expect(chain(rule([{ type: 'disturbed', seat: 'N' }], 2017))).toEqual(['65D applies arr-disturbed']);
  });
});

describe('66: inspecting played cards', () => {
  const inspect = (seat: S, what: 'current-trick' | 'own-last-card' | 'quitted-trick' | 'after-play', more: object = {}): IncidentEvent =>
    ({ type: 'inspect', seat, what, ...more }) as IncidentEvent;
  test.each([2007, 2017] as const)('%i 66A: West, his card still face up, before his side plays again — all four cards faced', (ed) => {
    expect(chain(rule([...TRICK10, inspect('W', 'current-trick')], ed))).toEqual(['66A applies arr-current']);
  });
  test('66A: West has turned his card face down, or East has led for his side — too late', () => {
    expect(chain(rule([...TRICK10, inspect('W', 'current-trick', { turned: true })], 2017))).toEqual(['66A not-applied arr-current-turned']);
    expect(chain(rule([...TRICK10, play('E', 'D9'), inspect('W', 'current-trick')], 2007))).toEqual(['66A not-applied arr-current-late']);
  });
  test('66B, the 2017 change: declarer looks at his ♥4 after East has led — 2017 yes (his side has not played), 2007 no (a card was led)', () => {
    const events = [...TRICK10, play('E', 'D9'), inspect('S', 'own-last-card')];
    expect(chain(rule(events, 2017))).toEqual(['66B applies arr-own']);
    expect(chain(rule(events, 2007))).toEqual(['66B not-applied arr-own-late-2007', '66C applies arr-quitted']);
  });
  test.each([2007, 2017] as const)('%i 66B: West after his partner has led — too late under both codes', (ed) => {
    const r = rule([...TRICK10, play('E', 'D9'), inspect('W', 'own-last-card')], ed);
    expect(chain(r)[0]).toBe(`66B not-applied ${ed === 2017 ? 'arr-own-late' : 'arr-own-late-2007'}`);
  });
  test('dummy may not ask to see played cards (66A–C are declarer’s and the defenders’)', () => {
    expect(chain(rule([...TRICK10, inspect('N', 'own-last-card')], 2017))).toEqual(['66B not-applied arr-inspect-dummy']);
    expect(chain(rule([...TRICK10, inspect('N', 'current-trick')], 2007))).toEqual(['66A not-applied arr-inspect-dummy']);
  });
  test.each([2007, 2017] as const)('%i 66C: an earlier quitted trick — not without the director; with his instruction, yes', (ed) => {
    expect(chain(rule([...TRICK10, play('E', 'D9'), inspect('E', 'quitted-trick')], ed))).toEqual(['66C applies arr-quitted']);
    expect(chain(rule([...TRICK10, play('E', 'D9'), inspect('E', 'quitted-trick', { director: true })], ed))).toEqual(['66C applies arr-quitted-director']);
  });
  test.each([2007, 2017] as const)('%i 66D: after play the cards may be inspected; a player who then mixes his cards loses the point', (ed) => {
    expect(chain(rule([inspect('W', 'after-play')], ed))).toEqual(['66D applies arr-after-play']);
    const r = rule([inspect('W', 'after-play', { mixed: 'S' })], ed);
    expect(chain(r)).toEqual(['66D applies arr-after-play', '66D applies arr-mixed']);
    expect(r.steps[1]?.vars).toEqual({ seat: 'S' });
  });
});

test('the facts of 65–66 are checked with their paths, every problem named', () => {
  const r = parseRulingInput({
    situation: D,
    events: [
      { type: 'inspect', seat: 'W', what: 'own-last-card', turned: true },
      { type: 'inspect', seat: 'W', what: 'everything' },
      { type: 'wrong-way' },
      { type: 'disturbed', seat: 'E', card: 'HA' },
      { type: 'inspect', seat: 'W', what: 'after-play', mixed: 'Q' },
    ],
  });
  expect(r.ok ? [] : r.problems).toEqual([
    'events[0].turned: only for "what": "current-trick"',
    'events[1].what: "everything" is not one of current-trick, own-last-card, quitted-trick, after-play',
    'events[2].seat: missing',
    'events[3].card: not a field of a "disturbed" fact (fields: seat)',
    'events[4].mixed: "Q" is not a seat (the player who mixed his cards)',
  ]);
});
