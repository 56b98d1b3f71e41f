// The calculator's controls for the facts of the revoke laws: each fact offers its controls with
// its own values, rebuilds to itself from them, changes as a control says (the ruling following),
// passes the strict check of a URL hash while garbage does not, and every label and option has an
// interface string in the four languages; the tool can add each kind.
import { describe, expect, test } from 'vitest';
import { STRINGS } from '../../i18n/ui.ts';
import { makeBoard } from '../rulings/board.ts';
import { controls, editEvent, validEvent, validFindings } from './edit.ts';
import { decide } from '../rulings/engine.ts';
import type { IncidentEvent, RulingInput } from '../rulings/types.ts';

// 4♠ by South, three tricks left: West leads the ♥A, East ruffs with the ♠2 holding the ♥3.
const situation: RulingInput['situation'] = {
  hands: { W: '.AK.K.', N: '.2.Q.A', E: '2.3.J.', S: 'AK.4..' },
  declarer: 'S',
  contract: '4S',
  trick: 'W:HA H2',
  tricksWon: { declarer: 8, defenders: 2 },
};
const facts: IncidentEvent[] = [
  { type: 'play', seat: 'E', card: 'S2' },
  { type: 'inquire', seat: 'W', to: 'E' },
  { type: 'attention', seat: 'S', when: 'after-play' },
  { type: 'agree-claim', seat: 'E' },
];
const b = makeBoard(situation, facts);
const mine = facts.filter((e) => e.type !== 'play');

describe('controls of the revoke facts', () => {
  test('each fact shows its own values, and rebuilt from them is the same fact', () => {
    for (const e of [...mine, { type: 'attention' } as IncidentEvent]) {
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

  test('a control changes its fact, and the ruling follows: dummy asking a defender is not allowed', () => {
    const events: IncidentEvent[] = [facts[0]!, { type: 'inquire', seat: 'W', to: 'E' }];
    expect(decide({ situation, events }).steps).toContainEqual(expect.objectContaining({ law: '61B', effect: 'applies' }));
    const dummy = events.map((e, i) => (i === 1 ? editEvent(b, e, events, (k) => (k === 'asker' ? 'N' : null)) : e));
    expect(dummy[1]).toEqual({ type: 'inquire', seat: 'N', to: 'E' });
    expect(decide({ situation, events: dummy }).steps).toContainEqual(expect.objectContaining({ law: '61B', effect: 'not-applied' }));
  });

  test('the strict check refuses another kind of fact, unknown fields and values no control offers; tricksAfter is a list of seats', () => {
    const [inquire, attention] = mine as [IncidentEvent, IncidentEvent];
    expect(validEvent({ type: 'inquire', seat: 'S', to: 'E' }, inquire)).toBe(true);
    expect(validEvent({ type: 'inquire', seat: 'E', to: 'E' }, inquire)).toBe(false);
    expect(validEvent({ type: 'inquire', seat: 'S', to: 'X' }, inquire)).toBe(false);
    expect(validEvent({ type: 'attention', when: 'later' }, attention)).toBe(false);
    expect(validEvent({ type: 'attention', when: 'after-round', note: 'x' }, attention)).toBe(false);
    expect(validEvent({ type: 'agree-claim', seat: 'E' }, attention)).toBe(false);
    expect(validFindings({ tricksAfter: ['S', 'W'] })).toBe(true);
    expect(validFindings({ tricksAfter: ['S', 'X'] })).toBe(false);
  });

  test('every label and option has an interface string in en, ru, pl and el, and the tool names each kind', () => {
    const keys = new Set<string>(['tool.kind.inquire', 'tool.kind.attention', 'tool.kind.agree-claim']);
    for (const e of mine) {
      keys.add(`calc.ev.${e.type}`);
      for (const c of controls(b, e, facts)) {
        keys.add(`calc.${c.key}`);
        for (const o of c.options) if (o.k) keys.add(o.k);
      }
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
