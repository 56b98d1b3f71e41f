// The calculator's controls for the facts of the defective trick (67): a second card offers only
// the seats that have a card on the trick at that point and the cards that seat still holds; a
// fact rebuilt from its controls is itself; a control changes the fact and the ruling follows; the
// strict check of a URL hash refuses what no control offers; every label has its interface string
// in the four languages, and the tool can add both kinds.
import { describe, expect, test } from 'vitest';
import { STRINGS } from '../../i18n/ui.ts';
import { makeBoard } from '../rulings/board.ts';
import { controls, editEvent, validEvent, validFindings } from './edit.ts';
import { decide } from '../rulings/engine.ts';
import './tricks-controls.ts';
import { newFact } from './tool.ts';
import type { IncidentEvent, RulingInput } from '../rulings/types.ts';

// 4♠ by South, trick 10: North ♥K3 ♦5 ♣4, East ♥A7 ♦9 ♣8, South ♠Q ♥4 ♦6 ♣5, West ♥Q8 ♦10 ♣9.
const situation: RulingInput['situation'] = {
  hands: { N: '.K3.5.4', E: '.A7.9.8', S: 'Q.4.6.5', W: '.Q8.T.9' },
  declarer: 'S',
  contract: '4S',
  trick: 'W:',
  tricksWon: { declarer: 6, defenders: 3 },
};
const play = (seat: 'N' | 'E' | 'S' | 'W', card: string): IncidentEvent => ({ type: 'play', seat, card: card as never });
const extra: IncidentEvent = { type: 'extra-card', seat: 'E', card: 'H7' };
const facts: IncidentEvent[] = [
  play('W', 'HQ'),
  play('N', 'HK'),
  play('E', 'HA'),
  extra,
  play('S', 'H4'),
  play('E', 'D9'),
  play('S', 'D6'),
  { type: 'attention' },
];
const b = makeBoard(situation, facts);

describe('controls of the defective trick facts', () => {
  test('a second card offers only the seats with a card on the trick, and the cards the seat still holds', () => {
    const cs = controls(b, extra, facts);
    expect(cs.map((c) => c.key)).toEqual(['offender', 'card']);
    expect(cs[0]?.options.map((o) => o.v)).toEqual(['W', 'N', 'E']);
    expect(cs[1]?.options.map((o) => o.v)).toEqual(['H7', 'D9', 'C8']);
    const values = Object.fromEntries(cs.map((c) => [c.key, c.value]));
    expect(editEvent(b, extra, facts, (k) => values[k] ?? null)).toEqual(extra);
    expect(validEvent(extra, extra)).toBe(true);
  });

  test('a quitted trick has no control; rebuilt, it is itself', () => {
    const quit: IncidentEvent = { type: 'quit-trick' };
    expect(controls(b, quit, [quit])).toEqual([]);
    expect(editEvent(b, quit, [quit], () => null)).toEqual(quit);
    expect(validEvent({ type: 'quit-trick' }, quit)).toBe(true);
    expect(validEvent({ type: 'quit-trick', seat: 'N' }, quit)).toBe(false);
  });

  test('a control changes the fact, and the ruling follows: West (who led) put the second card — his ♥8 goes back', () => {
    expect(decide({ situation, events: facts }).returned).toEqual([{ seat: 'E', card: 'H7' }]);
    const west = facts.map((e, i) => (i === 3 ? editEvent(b, e, facts, (k) => (k === 'offender' ? 'W' : null)) : e));
    // West does not hold the ♥7: the card becomes one he holds (his ♥8 first).
    expect(west[3]).toEqual({ type: 'extra-card', seat: 'W', card: 'H8' });
    const r = decide({ situation, events: west });
    expect(r.steps[0]).toMatchObject({ law: '67B2', vars: { seat: 'W', kept: 'HQ', restored: 'H8' } });
    expect(r.returned).toEqual([{ seat: 'W', card: 'H8' }]);
  });

  test('the strict check refuses another kind of fact, unknown fields and bad values; kept is one card', () => {
    expect(validEvent({ type: 'extra-card', seat: 'X', card: 'H7' }, extra)).toBe(false);
    expect(validEvent({ type: 'extra-card', seat: 'E', card: 'H7', note: 1 }, extra)).toBe(false);
    expect(validEvent({ type: 'quit-trick' }, extra)).toBe(false);
    expect(validFindings({ kept: 'HA' })).toBe(true);
    expect(validFindings({ kept: 'H?' })).toBe(false);
    expect(validFindings({ kept: ['HA'] })).toBe(false);
  });

  test('every label and option has an interface string in en, ru, pl and el, and the tool adds each kind', () => {
    const keys = new Set<string>(['tool.kind.quit-trick', 'tool.kind.extra-card', 'calc.ev.extra-card', 'calc.ev.quit-trick', 'calc.j.kept']);
    for (const c of controls(b, extra, facts)) {
      keys.add(`calc.${c.key}`);
      for (const o of c.options) if (o.k) keys.add(o.k);
    }
    for (const lang of ['en', 'ru', 'pl', 'el'] as const) {
      const table = STRINGS[lang] as Record<string, string>;
      expect(
        [...keys].filter((k) => !table[k]),
        lang,
      ).toEqual([]);
    }
    const trick10 = makeBoard({ ...situation, trick: 'W:HQ HK' }, []);
    expect(newFact('quit-trick', trick10)).toEqual({ type: 'quit-trick' });
    expect(newFact('extra-card', trick10)).toEqual({ type: 'extra-card', seat: 'W', card: 'H8' });
  });
});

describe('controls of the facts of Laws 65–66', () => {
  const mine: IncidentEvent[] = [
    { type: 'wrong-way', seat: 'W' },
    { type: 'disturbed', seat: 'E' },
    { type: 'inspect', seat: 'S', what: 'own-last-card' },
    { type: 'inspect', seat: 'W', what: 'current-trick', turned: true },
    { type: 'inspect', seat: 'E', what: 'quitted-trick', director: true },
    { type: 'inspect', seat: 'W', what: 'after-play', mixed: 'S' },
  ];
  test('each fact shows its own values, never `seat` first, and rebuilt from them is the same fact', () => {
    for (const e of mine) {
      const cs = controls(b, e, [e]);
      expect(cs.length, e.type).toBeGreaterThan(0);
      expect(cs[0]?.key).not.toBe('seat');
      for (const c of cs)
        expect(
          c.options.map((o) => o.v),
          `${e.type} ${c.key}`,
        ).toContain(c.value);
      const values = Object.fromEntries(cs.map((c) => [c.key, c.value]));
      expect(editEvent(b, e, [e], (k) => values[k] ?? null)).toEqual(e);
      expect(validEvent(e, e)).toBe(true);
    }
  });
  test('a circumstance control is offered only where it can matter, and a change of what is asked drops the others', () => {
    const turned = mine[3]!;
    expect(controls(b, mine[2]!, [mine[2]!]).map((c) => c.key)).toEqual(['what', 'inspector']);
    expect(editEvent(b, turned, [turned], (k) => (k === 'what' ? 'own-last-card' : null))).toEqual({ type: 'inspect', seat: 'W', what: 'own-last-card' });
    expect(validEvent({ type: 'inspect', seat: 'W', what: 'own-last-card', turned: true }, turned)).toBe(false);
    expect(validEvent({ type: 'inspect', seat: 'W', what: 'anything' }, turned)).toBe(false);
  });
  test('labels in the four languages, and the tool adds each kind', () => {
    const keys = new Set<string>(['tool.kind.wrong-way', 'tool.kind.inspect', 'tool.kind.disturbed']);
    for (const e of mine) {
      keys.add(`calc.ev.${e.type}`);
      for (const c of controls(b, e, [e])) {
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
    for (const kind of ['wrong-way', 'inspect', 'disturbed'] as const) expect(newFact(kind, b).type).toBe(kind);
  });
});

describe('attention drawn to a defective trick (issue #27)', () => {
  const attention = facts.at(-1) as IncidentEvent;
  test('offers who drew it, not the revoke timings (64B4, 64B5) the Law 67 ruling does not read', () => {
    const cs = controls(b, attention, facts);
    expect(cs.map((c) => c.key)).toEqual(['noticer']);
    expect(editEvent(b, attention, facts, (k) => (k === 'noticer' ? 'W' : null))).toEqual({ type: 'attention', seat: 'W' });
    expect(validEvent({ type: 'attention', seat: 'W' }, attention, facts)).toBe(true);
    expect(validEvent({ type: 'attention', when: 'after-round' }, attention, facts)).toBe(false);
  });

  test('in a revoke incident the same fact keeps its timings', () => {
    const revoke: IncidentEvent[] = [play('W', 'HQ'), play('N', 'HK'), play('E', 'D9'), play('S', 'H4'), attention];
    expect(controls(b, attention, revoke).map((c) => c.key)).toEqual(['when', 'noticer']);
  });
});
