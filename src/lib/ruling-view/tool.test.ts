// The ruling tool's incident: a position in the deal fence syntax becomes the engine's situation,
// new facts are filled in from the position, and a shared state is read strictly.
import { describe, expect, test } from 'vitest';
import { decide } from '../rulings/engine.ts';
import { EXAMPLE_POSITION, FACT_KINDS, newFact, readToolState, situationOf, TOOL_PREFIX, toolBoard, toolInput, type ToolState } from './tool.ts';

const hash = (s: unknown) => TOOL_PREFIX + encodeURIComponent(JSON.stringify(s));

describe('situationOf', () => {
  test('hands, shown suits, contract, declarer and the trick in progress', () => {
    const s = situationOf(EXAMPLE_POSITION);
    expect(s).toEqual({
      ok: true,
      situation: {
        hands: {
          N: { pbn: 'AQ.K..', shown: ['S', 'H'] },
          E: { pbn: 'K5.Q..', shown: ['S', 'H'] },
          S: { pbn: '32.A..', shown: ['S', 'H'] },
          W: { pbn: 'J4.J..', shown: ['S', 'H'] },
        },
        declarer: 'S',
        contract: '4H',
        trick: 'W:SJ',
      },
    });
  });

  test('every problem with its line; a position without declarer says how to give one', () => {
    const bad = situationOf('N: AQ10...\nS: 32...');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]).toMatchObject({ line: 1 });
    const noDeclarer = situationOf('N: AQ...\nshown: S');
    expect(noDeclarer.ok).toBe(false);
    if (!noDeclarer.ok) expect(noDeclarer.errors[0]?.message).toContain('declarer: S');
  });
});

describe('an incident described from scratch', () => {
  test('declarer says "spade" from dummy: the lowest spade is played (46B2)', () => {
    const state: ToolState = { p: EXAMPLE_POSITION, e: [], j: {} };
    const b = toolBoard(state);
    const fact = newFact('designate', b);
    expect(fact).toEqual({ type: 'designate', seat: 'S', says: { suit: 'S' }, kind: 'designation' });
    const input = toolInput({ ...state, e: [fact] });
    expect(input.ok).toBe(true);
    if (input.ok) expect(decide(input.input).played).toEqual([{ seat: 'N', card: 'SQ' }]);
  });

  test('every kind of fact the tool adds is valid engine input', () => {
    const state: ToolState = { p: EXAMPLE_POSITION, e: [], j: {} };
    const b = toolBoard(state);
    for (const kind of FACT_KINDS) {
      const input = toolInput({ ...state, e: [newFact(kind, b)] });
      expect(input.ok, kind).toBe(true);
    }
    // A card fact is the card of the player whose turn it is (North, after West's lead).
    expect(newFact('card', b)).toEqual({ type: 'play', seat: 'N', card: 'SA' });
  });

  test("an acceptance added after a lead made on an opponent's word goes to who may accept it (47E1, issue #27)", () => {
    const state: ToolState = { p: EXAMPLE_POSITION, e: [], j: {} };
    const b = toolBoard(state);
    // Declarer (South) tells West it is his lead; West leads: his left-hand opponent is dummy, for whom declarer acts.
    const west = [newFact('told-to-lead', b), { type: 'play', seat: 'W', card: 'SJ' } as const];
    expect(newFact('accept-lead', b, west)).toEqual({ type: 'refuse-lead', seat: 'S' });
    // West tells declarer it is his lead; declarer leads: East may accept (2007), no one (2017).
    const south = [{ type: 'told-to-lead', seat: 'W', to: 'S' } as const, { type: 'play', seat: 'S', card: 'S3' } as const];
    expect(newFact('accept-lead', b, south)).toEqual({ type: 'accept-lead', seat: 'E' });
    expect(newFact('accept-lead', b, south, 2017)).toEqual({ type: 'refuse-lead', seat: 'S' });
  });

  test('a position problem stops the ruling with its line', () => {
    expect(toolInput({ p: 'N: AQ10...\ndeclarer: S', e: [], j: {} })).toEqual({ ok: false, errors: [expect.stringMatching(/^position 1:\d+: /)] });
  });
});

describe('readToolState', () => {
  test('reads a state and refuses anything else', () => {
    const good = {
      p: EXAMPLE_POSITION,
      e: [{ type: 'designate', seat: 'S', says: { suit: 'S' }, kind: 'designation' }],
      j: { intention: 'incontrovertible' },
      w: { declarer: 3 },
    };
    expect(readToolState(hash(good))).toEqual(good);
    expect(readToolState('#other')).toBeUndefined();
    for (const bad of [
      {},
      { ...good, p: 3 },
      { ...good, e: [{ type: 'dance' }] },
      { ...good, j: { intention: 'maybe' } },
      { ...good, w: { declarer: 14 } },
      { ...good, e: [{ type: 'designate', seat: 'S', says: { suit: '<img>' }, kind: 'designation' }] },
    ]) {
      expect(readToolState(hash(bad))).toBe('invalid');
    }
    expect(readToolState(`${TOOL_PREFIX}%E0%A4%A`)).toBe('invalid');
  });
});

describe('the play so far in the position', () => {
  test('who is on lead, the preceding trick, penalty cards on the table and tricks won become the situation', () => {
    const s = situationOf(
      `${EXAMPLE_POSITION.replace('trick: W:SJ', 'trick: W:')}\nlead: W\nlast: N:SA S2 S5 S9\npenalty: E:SK major\npenalty: W:H4\nwon: 3 2`,
    );
    expect(s.ok).toBe(true);
    if (s.ok)
      expect(s.situation).toMatchObject({
        onLead: 'W',
        lastTrick: 'N:SA S2 S5 S9',
        penaltyCards: [
          { seat: 'E', card: 'SK', kind: 'major' },
          { seat: 'W', card: 'H4', kind: 'minor' },
        ],
        tricksWon: { declarer: 3, defenders: 2 },
      });
  });

  test('a bad line says how to write it, with its line number', () => {
    const s = situationOf(`${EXAMPLE_POSITION}\nlead: X\nwon: 9 9`);
    expect(s.ok).toBe(false);
    if (!s.ok)
      expect(s.errors.map((e) => [e.line, e.message.split(':')[0]])).toEqual([
        [9, 'lead'],
        [10, 'won'],
      ]);
  });

  test('no hands at all: declarer alone is a position (the engine rules on what it has)', () => {
    const s = situationOf('declarer: S\ncontract: 3NT');
    expect(s).toEqual({ ok: true, situation: { hands: {}, declarer: 'S', contract: '3NT' } });
    const input = toolInput({ p: 'declarer: S\ncontract: 3NT', e: [{ type: 'designate', seat: 'S', says: { suit: 'H' }, kind: 'designation' }], j: {} });
    expect(input.ok).toBe(true);
  });
});
