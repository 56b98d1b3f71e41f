// The calculator's controls for the new designation words (pointing, "run", "from the top",
// "… and the rest", "ruff", and an instruction said at an earlier trick): offered, rebuilt into
// facts the engine rules on, and checked strictly when they come from a URL hash.
import { describe, expect, test } from 'vitest';
import { loadCase } from '../../content-io/case-files.ts';
import { makeBoard } from '../rulings/board.ts';
import { controls, editEvent, PREFIX, readState, validEvent, validSays, WORDS, wordsOf } from './edit.ts';
import { decide } from '../rulings/engine.ts';
import { scenarioInput } from '../rulings/from-case.ts';
import type { IncidentEvent, RulingInput } from '../rulings/types.ts';

// Case 5: 3NT, dummy on lead with ♦T6 left; declarer said "diamond".
const data = loadCase('hbf-played-card', '5');
const i: RulingInput = scenarioInput(data, data.scenarios[0]!);
const b = makeBoard(i.situation, i.events);
const first = i.events[0]!;
const edit = (values: Record<string, string>, e: IncidentEvent = first) => editEvent(b, e, i.events, (k) => values[k] ?? null);
const hash = (e: readonly unknown[]) => PREFIX + encodeURIComponent(JSON.stringify({ s: 'main', b: 'director', j: {}, e }));
const base = (s: unknown, x: unknown) => (s === 'main' && x === 'director' ? i.events : undefined);

describe('the words control offers the new designations', () => {
  test('WORDS lists them, and wordsOf reads them back', () => {
    expect(WORDS).toEqual(expect.arrayContaining(['point', 'run', 'top', 'rest', 'ruff']));
    expect(wordsOf({ pointsAt: 'H', rank: 'Q' })).toBe('point');
    expect(wordsOf({ run: 'D' })).toBe('run');
    expect(wordsOf({ fromTop: true })).toBe('top');
    expect(wordsOf({ card: 'DA', rest: true })).toBe('rest');
    expect(wordsOf({ ruff: true, rank: '3' })).toBe('ruff');
  });

  test('pointing: a card of dummy or a suit, and the rank said with it (or none)', () => {
    const e = edit({ words: 'point', point: 'D', rank: 'T' });
    expect(e).toEqual({ ...first, says: { pointsAt: 'D', rank: 'T' } });
    const cs = controls(b, e, i.events);
    expect(cs.map((c) => [c.key, c.value])).toEqual([
      ['kind', 'designation'],
      ['words', 'point'],
      ['point', 'D'],
      ['rank', 'T'],
    ]);
    expect(cs.find((c) => c.key === 'point')!.options.map((o) => o.v)).toEqual(['DT', 'D6', 'S', 'H', 'D', 'C']);
    expect(cs.find((c) => c.key === 'rank')!.options[0]).toEqual({ v: '', t: '—' });
    expect(decide({ ...i, events: [e, ...i.events.slice(1)] }).played).toEqual([{ seat: 'N', card: 'DT' }]);
    expect(edit({ words: 'point', point: 'D6', rank: '' }).type === 'designate' && edit({ words: 'point', point: 'D6', rank: '' })).toMatchObject({
      says: { pointsAt: 'D6' },
    });
  });

  test('"run the suit", said now or at an earlier trick', () => {
    const now = edit({ words: 'run', suit: 'D' });
    expect(now).toEqual({ ...first, says: { run: 'D' } });
    expect(controls(b, now, i.events).map((c) => c.key)).toEqual(['kind', 'words', 'suit', 'given']);
    expect(
      controls(b, now, i.events)
        .find((c) => c.key === 'given')!
        .options.map((o) => o.k),
    ).toEqual(['calc.given.none', 'calc.given.earlier']);
    const earlier = edit({ words: 'run', suit: 'D', given: 'earlier' });
    expect(earlier).toEqual({ ...first, says: { run: 'D' }, earlier: true });
    expect(decide({ ...i, events: [earlier] }).played).toEqual([{ seat: 'N', card: 'DT' }]);
    // Back to words that do not go on: the earlier mark goes.
    expect(edit({ words: 'suit', suit: 'D', given: 'earlier' }, earlier)).toEqual({ ...first, says: { suit: 'D' } });
  });

  test('"from the top", "… and the rest", "ruff"', () => {
    expect(edit({ words: 'top', suit: '' })).toEqual({ ...first, says: { fromTop: true } });
    expect(edit({ words: 'rest', card: 'DT' })).toEqual({ ...first, says: { rest: true, card: 'DT' } });
    expect(edit({ words: 'rest', card: '' })).toEqual({ ...first, says: { rest: true } });
    expect(edit({ words: 'ruff', rank: '' })).toEqual({ ...first, says: { ruff: true } });
    const ruff = edit({ words: 'ruff', rank: '3' });
    expect(ruff).toEqual({ ...first, says: { ruff: true, rank: '3' } });
    expect(controls(b, ruff, i.events).map((c) => [c.key, c.value])).toEqual([
      ['kind', 'designation'],
      ['words', 'ruff'],
      ['rank', '3'],
    ]);
    // Case 5 is in notrump: "ruff" is void (46B4) unless declarer's intention is found incontrovertible.
    expect(decide({ ...i, events: [edit({ words: 'ruff' })], judgement: {} }).steps[0]).toMatchObject({ law: '46B4', reason: 'ruff-notrump' });
  });

  test('a fact with new words comes back unchanged when no control changes, and its controls show its own values', () => {
    for (const says of [
      { pointsAt: 'DT' },
      { pointsAt: 'D', rank: '6' },
      { run: 'D' },
      { fromTop: true, suit: 'D' },
      { rest: true, card: 'DT' },
      { ruff: true },
    ] as const) {
      const e = { ...first, says } as IncidentEvent;
      expect(editEvent(b, e, i.events, () => null)).toEqual(e);
      for (const c of controls(b, e, i.events))
        expect(
          c.options.map((o) => o.v),
          `${JSON.stringify(says)} ${c.key}`,
        ).toContain(c.value);
    }
    const later = { ...first, says: { run: 'D' }, earlier: true } as IncidentEvent;
    expect(editEvent(b, later, i.events, () => null)).toEqual(later);
  });

  test('switching from a rank-less word to "rank only" or "a card" never leaves an empty rank or card', () => {
    const ruff = edit({ words: 'ruff', rank: '' });
    expect(edit({ words: 'rank', rank: '' }, ruff)).toMatchObject({ says: { rank: 'A' } });
    const rest = edit({ words: 'rest', card: '' });
    expect(edit({ words: 'card', card: '' }, rest)).toMatchObject({ says: { card: 'DT' } });
  });
});

describe('the URL hash: new words accepted, hostile ones refused', () => {
  test('an incident edited to the new words round-trips', () => {
    for (const e of [
      edit({ words: 'point', point: 'D', rank: 'T' }),
      edit({ words: 'run', suit: 'D', given: 'earlier' }),
      edit({ words: 'ruff', rank: '3' }),
      edit({ words: 'rest', card: 'DT' }),
      edit({ words: 'top', suit: 'D' }),
    ]) {
      const events = [e, ...i.events.slice(1)];
      expect(readState(hash(events), base)).toEqual({ s: 'main', b: 'director', j: {}, e: events });
    }
  });

  test.each([
    ['pointing at markup', { pointsAt: '<b>' }],
    ['pointing at an unknown card', { pointsAt: 'D?' }],
    ['running no suit', { run: 'X' }],
    ['"from the top" as text', { fromTop: 'yes' }],
    ['"ruff" false', { ruff: false }],
    ['a word the language does not know', { rest: true, trump: true }],
  ])('%s', (_what, says) => {
    expect(validSays(says)).toBe(false);
    expect(readState(hash([{ ...first, says }, ...i.events.slice(1)]), base)).toBe('invalid');
  });

  test('"earlier" only as true', () => {
    expect(validEvent({ ...first, says: { run: 'D' }, earlier: true }, first)).toBe(true);
    expect(validEvent({ ...first, says: { run: 'D' }, earlier: 'maybe' }, first)).toBe(false);
    expect(readState(hash([{ ...first, says: { run: 'D' }, earlier: 1 }, ...i.events.slice(1)]), base)).toBe('invalid');
  });
});
