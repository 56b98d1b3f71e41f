// The calculator's controls for the facts of the leads laws: each fact offers its controls with
// its own values, rebuilds to itself from them, changes as a control says (the ruling following),
// passes the strict check of a URL hash while garbage does not, and every label and option has an
// interface string in the four languages.
import { describe, expect, test } from 'vitest';
import { STRINGS } from '../../i18n/ui.ts';
import { holds, makeBoard } from '../rulings/board.ts';
import { controls, editEvent, FINDINGS, validEvent } from './edit.ts';
import { decide } from '../rulings/engine.ts';
import type { IncidentEvent, RulingInput } from '../rulings/types.ts';

const hands = { N: 'AQ3.KJ2.T95.8643', E: 'K87.A94.QJ42.T97', S: 'J52.Q853.AK7.AKQ', W: 'T964.T76.863.J52' };
const situation: RulingInput['situation'] = { hands, declarer: 'S', contract: '3NT', trick: 'N:' };
const facts: IncidentEvent[] = [
  { type: 'told-to-lead', seat: 'N', to: 'W' },
  { type: 'play', seat: 'W', card: 'S4' },
  { type: 'accept-lead', seat: 'S' },
  { type: 'spread', seat: 'S', cards: ['CA'] },
  { type: 'explanation', seat: 'S', kind: 'mistaken' },
  {
    type: 'simultaneous',
    plays: [
      { seat: 'W', card: 'H7' },
      { seat: 'W', card: 'H6', faceDown: true },
    ],
  },
  { type: 'suggest', seat: 'N', card: 'SA' },
];
const b = makeBoard(situation, facts);
const mine = facts.filter((e) => e.type !== 'play');

describe('controls of the leads facts', () => {
  test('each fact shows its own values, and rebuilt from them is the same fact', () => {
    for (const e of mine) {
      const cs = controls(b, e, facts);
      expect(cs.length, e.type).toBeGreaterThan(0);
      expect(cs[0]?.key).not.toBe('seat');
      for (const c of cs)
        expect(
          c.options.map((o) => o.v),
          `${e.type} ${c.key}`,
        ).toContain(c.value);
      const values = Object.fromEntries(cs.map((c) => [c.key, c.value]));
      expect(editEvent(b, e, facts, (k) => values[k] ?? null)).toEqual(e);
      expect(validEvent(e, e)).toBe(true);
    }
  });

  test('a control changes its fact, and the ruling follows', () => {
    const events: IncidentEvent[] = [
      { type: 'play', seat: 'W', card: 'S4' },
      { type: 'accept-lead', seat: 'S' },
    ];
    expect(decide({ situation, events }).played).toEqual([{ seat: 'W', card: 'S4' }]);
    const refused = events.map((e, i) => (i === 1 ? editEvent(b, e, events, (k) => (k === 'choice' ? 'refuse-lead' : null)) : e));
    expect(refused[1]).toEqual({ type: 'refuse-lead', seat: 'S' });
    expect(decide({ situation, events: refused }).penaltyCards).toEqual([{ seat: 'W', card: 'S4', kind: 'major' }]);
    const twoSeen = editEvent(b, mine[4]!, facts, (k) => (k === 'face1' ? '' : null));
    expect(twoSeen).toEqual({
      type: 'simultaneous',
      plays: [
        { seat: 'W', card: 'H7' },
        { seat: 'W', card: 'H6' },
      ],
    });
    // A new seat that does not hold the card gets one of its own.
    const east = editEvent(b, mine[4]!, facts, (k) => (k === 'player' ? 'E' : null)) as Extract<IncidentEvent, { type: 'simultaneous' }>;
    expect(holds(b, 'E', east.plays[0]!.card)).toBe(true);
  });

  test('the strict check refuses another kind of fact, unknown fields and values no control offers', () => {
    const told = mine[0]!;
    expect(validEvent({ type: 'told-to-lead', seat: 'E', to: 'S' }, told)).toBe(true);
    expect(validEvent({ type: 'told-to-lead', seat: 'E', to: 'X' }, told)).toBe(false);
    expect(validEvent({ type: 'told-to-lead', seat: 'E', to: 'S', note: 'x' }, told)).toBe(false);
    expect(validEvent({ type: 'refuse-lead', seat: 'E' }, mine[1]!)).toBe(true);
    expect(validEvent({ type: 'spread', seat: 'S' }, mine[1]!)).toBe(false);
    expect(validEvent({ type: 'simultaneous', plays: [{ seat: 'W', card: 'H7' }] }, mine[4]!)).toBe(false);
    expect(
      validEvent(
        {
          type: 'simultaneous',
          plays: [
            { seat: 'W', card: 'H7' },
            { seat: 'W', card: 'H6', faceDown: false },
          ],
        },
        mine[4]!,
      ),
    ).toBe(false);
  });

  test('every label, option and finding has an interface string in en, ru, pl and el', () => {
    const keys = new Set<string>();
    for (const e of mine) {
      keys.add(`calc.ev.${e.type}`);
      for (const c of controls(b, e, facts)) {
        keys.add(`calc.${c.key.replace(/\d/, '')}`);
        for (const o of c.options) if (o.k) keys.add(o.k);
      }
    }
    for (const k of ['sawDummy', 'leadOrPlay', 'usedInformation']) {
      keys.add(`calc.j.${k}`);
      for (const v of FINDINGS[k] ?? []) if (typeof v === 'string') keys.add(`calc.v.${v}`);
    }
    for (const lang of ['en', 'ru', 'pl', 'el'] as const) {
      const table = STRINGS[lang] as Record<string, string>;
      expect(
        [...keys].filter((k) => !table[k]),
        lang,
      ).toEqual([]);
    }
  });
});

describe('47E1: the statement control offers acceptance only to who may accept the lead (issue #27)', () => {
  const opts = (e: IncidentEvent, events: IncidentEvent[], edition: 2007 | 2017 = 2007) =>
    Object.fromEntries(controls(b, e, events, e, edition).map((c) => [c.key, c.options.map((o) => o.v)]));

  test("West led on North's word: his left-hand opponent is dummy, for whom declarer acts — no one may accept", () => {
    const refuse: IncidentEvent = { type: 'refuse-lead', seat: 'S' };
    const o = opts(refuse, [facts[0] as IncidentEvent, facts[1] as IncidentEvent, refuse]);
    expect(o.choice).toEqual(['refuse-lead']);
    expect(decide({ situation, events: [facts[0] as IncidentEvent, facts[1] as IncidentEvent] }).options.map((x) => x.action)).not.toContain('accept-lead');
  });

  test("declarer led on West's word: East may accept under 2007, West (his left-hand opponent) may not; under 2017 no one", () => {
    const s: RulingInput['situation'] = { ...situation, trick: 'E:' };
    const events: IncidentEvent[] = [
      { type: 'told-to-lead', seat: 'W', to: 'S' },
      { type: 'play', seat: 'S', card: 'HQ' },
      { type: 'accept-lead', seat: 'E' },
    ];
    const bb = makeBoard(s, events);
    const keys = (edition: 2007 | 2017, e = events[2] as IncidentEvent) =>
      Object.fromEntries(controls(bb, e, [...events.slice(0, 2), e], e, edition).map((c) => [c.key, c.options.map((o) => o.v)]));
    expect(keys(2007).player).toEqual(['E']);
    expect(keys(2007).choice).toEqual(['accept-lead', 'refuse-lead']);
    expect(keys(2007, { type: 'refuse-lead', seat: 'W' }).choice).toEqual(['refuse-lead']);
    expect(keys(2017, { type: 'refuse-lead', seat: 'E' }).choice).toEqual(['refuse-lead']);
    const accepted = decide({ situation: s, events: events.slice(0, 2) }).options.find((x) => x.action === 'accept-lead');
    expect(accepted?.who).toEqual(['E']);
  });

  test('a lead out of turn with no word from an opponent: every choice and player stays on offer', () => {
    const e: IncidentEvent = { type: 'accept-lead', seat: 'S' };
    const o = opts(e, [facts[1] as IncidentEvent, e]);
    expect(o.choice).toEqual(['accept-lead', 'refuse-lead']);
    expect(o.player).toEqual(['N', 'E', 'S', 'W']);
  });
});
