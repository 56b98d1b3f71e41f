// The calculator's editing helpers: controls offer what the diagram allows, the fact rebuilt from
// the controls rules as the engine says, and outside state (the URL hash) is checked strictly.
import { describe, expect, test } from 'vitest';
import { loadCase, loadCollection } from '../../content-io/case-files.ts';
import { caseRuns } from '../rulings/case-runs.ts';
import { hrefOf } from '../refs/ids.ts';
import { makeBoard } from '../rulings/board.ts';
import { controls, editEvent, notHeld, PREFIX, readState, validEvent, validFindings, wordsOf } from './edit.ts';
import { decide } from '../rulings/engine.ts';
import { scenarioInput } from '../rulings/from-case.ts';
import type { IncidentEvent, RulingInput } from '../rulings/types.ts';
import { lawHref } from './view.ts';

const allRuns = () => loadCollection('hbf-played-card').flatMap(caseRuns);
const input = (id: string, scenario?: string): RulingInput => {
  const data = loadCase('hbf-played-card', id);
  return scenarioInput(data, scenario ? data.scenarios.find((s) => s.id === scenario)! : data.scenarios[0]!);
};
const setup = (id: string, scenario?: string) => {
  const i = input(id, scenario);
  return { i, b: makeBoard(i.situation, i.events) };
};
/** The fact `at` rebuilt with these control values, and the engine's ruling on the result. */
const edit = (i: RulingInput, at: number, values: Record<string, string>, judgement = i.judgement) => {
  const b = makeBoard(i.situation, i.events);
  const events = i.events.map((e, n) => (n === at ? editEvent(b, e, i.events, (k) => values[k] ?? null) : e));
  return { events, ruling: decide({ ...i, events, judgement }) };
};
const hash = (state: unknown) => PREFIX + encodeURIComponent(JSON.stringify(state));

describe('controls', () => {
  test("case 5: declarer's words, a card from dummy limited to what dummy holds, and a card it lacks", () => {
    const { i, b } = setup('5');
    const words = controls(b, i.events[0]!, i.events);
    expect(words.map((c) => [c.key, c.value])).toEqual([
      ['kind', 'designation'],
      ['words', 'suit'],
      ['suit', 'D'],
    ]);
    const named = edit(i, 0, { words: 'card' }).events[0]!;
    const card = controls(b, named, i.events).find((c) => c.key === 'card')!;
    const held = card.options.filter((o) => !o.k).map((o) => o.v);
    expect(held).toEqual(['DT', 'D6']); // dummy's cards in the diagram, no other
    const lack = card.options.find((o) => o.k === 'calc.card.notHeld')!;
    expect(makeBoard(i.situation, []).hands.N?.[lack.v[0] as 'S']?.includes(lack.v[1] as never)).toBe(false);
  });

  test('a card from a hand: seat, act, the cards that hand holds plus "a card not shown"; exposure only for an exposed card', () => {
    const { i, b } = setup('11');
    const [play, expose] = [controls(b, i.events[0]!, i.events), controls(b, i.events[1]!, i.events)];
    expect(play.map((c) => c.key)).toEqual(['seat', 'act', 'card', 'trick']);
    expect(play.find((c) => c.key === 'card')!.options.map((o) => o.v)).toEqual(['DJ', 'D9', '?']);
    expect(play.find((c) => c.key === 'act')!.options.map((o) => o.v)).not.toContain('unnamed'); // East is not dummy
    expect(expose.map((c) => c.key)).toEqual(['seat', 'act', 'card', 'position', 'seen']);
  });

  test("facts that are only the order of events have no controls; every booklet fact's controls show its own values", () => {
    for (const run of allRuns()) {
      const b = makeBoard(run.input.situation, run.input.events);
      for (const e of run.input.events) {
        const cs = controls(b, e, run.input.events);
        if (['dummy', 'pause', 'call-director', 'unquitted', 'holds'].includes(e.type)) expect(cs).toEqual([]);
        for (const c of cs)
          expect(
            c.options.map((o) => o.v),
            `${run.label} ${e.type} ${c.key}`,
          ).toContain(c.value);
      }
    }
  });
});

describe('editEvent', () => {
  test("unchanged controls give back the booklet's ruling for every recorded ruling", () => {
    for (const run of allRuns()) {
      const b = makeBoard(run.input.situation, run.input.events);
      const events = run.input.events.map((e) => editEvent(b, e, run.input.events, () => null));
      expect(decide({ ...run.input, events }), run.label).toEqual(decide(run.input));
    }
  });

  test('case 5: "diamond" becomes a named card, and the named card is played (46A); a card dummy lacks designates nothing (46B4)', () => {
    const i = input('5');
    expect(decide(i).played).toEqual([{ seat: 'N', card: 'D6' }]);
    const ten = edit(i, 0, { words: 'card', card: 'DT' });
    expect(ten.events[0]).toEqual({ type: 'designate', seat: 'S', says: { card: 'DT' }, kind: 'designation' });
    expect(ten.ruling.played).toEqual([{ seat: 'N', card: 'DT' }]);
    const lack = notHeld(makeBoard(i.situation, i.events), 'N')!;
    expect(edit(i, 0, { words: 'card', card: lack }).ruling.steps.map((s) => s.law)).toContain('46B4');
    expect(edit(i, 0, { words: 'low', suit: 'D' }).ruling.played).toEqual([{ seat: 'N', card: 'D6' }]);
    expect(wordsOf({ suit: 'D', rank: 'T' })).toBe('card');
  });

  test('case 15c: held face up then dropped, seen by partner or not: major, minor or no penalty card', () => {
    const i = input('15', 'c');
    const notHisTurn = { visibleToPartner: true, inTurn: false } as const;
    expect(edit(i, 0, {}, notHisTurn).ruling.penaltyCards).toEqual([{ seat: 'W', card: 'D7', kind: 'major' }]);
    expect(edit(i, 0, { act: 'drop' }, notHisTurn).ruling.penaltyCards).toEqual([{ seat: 'W', card: 'D7', kind: 'minor' }]);
    const unseen = edit(i, 0, {}, { visibleToPartner: false, inTurn: false }).ruling;
    expect(unseen.penaltyCards).toEqual([]);
    expect(unseen.returned).toEqual([{ seat: 'W', card: 'D7' }]);
    const seen = edit(i, 0, { seen: 'partner' }, { visibleToPartner: false, inTurn: false });
    expect(seen.events[0]).toMatchObject({ seenBy: ['E'] });
    expect(seen.events[0]).not.toHaveProperty('partnerSaw');
    expect(seen.ruling.penaltyCards).toEqual([{ seat: 'W', card: 'D7', kind: 'major' }]);
  });

  test('another seat: the card becomes one that hand holds; a play to the next trick; a touch to arrange', () => {
    const i = input('11');
    const moved = edit(i, 0, { seat: 'W' }).events[0] as Extract<IncidentEvent, { type: 'play' }>;
    expect(moved.seat).toBe('W');
    expect(makeBoard(i.situation, []).hands.W?.[moved.card[0] as 'D']?.includes(moved.card[1] as never) ?? moved.card === '?').toBe(true);
    expect(edit(i, 0, { trick: 'next' }).events[0]).toMatchObject({ trick: 'next' });
    const three = input('3');
    expect(decide(three).played).toEqual([{ seat: 'N', card: 'HJ' }]);
    const plain = edit(three, 1, { purpose: '' });
    expect(plain.events[1]).not.toHaveProperty('purpose');
    expect(plain.ruling.steps[0]).toMatchObject({ law: '45C3', reason: 'touched' });
  });
});

describe('readState', () => {
  const i = input('5');
  const base = (s: unknown, b: unknown) => (s === 'main' && (b === 'director' || b === 'appeal') ? i.events : undefined);

  test('an edited incident round-trips through the hash', () => {
    const e = edit(i, 0, { words: 'card', card: 'DT' }).events;
    const state = { s: 'main', b: 'director', j: { intention: 'not-incontrovertible' }, e };
    expect(readState(hash(state), base)).toEqual(state);
    expect(readState('#other', base)).toBeUndefined();
  });

  test.each([
    ['not JSON', '#calc=%E0%A4%A'],
    ['unknown scenario', hash({ s: 'zz', b: 'director', j: {}, e: i.events })],
    ['hostile finding', hash({ s: 'main', b: 'director', j: { intention: '<img src=x>' }, e: i.events })],
    ['a fact missing', hash({ s: 'main', b: 'director', j: {}, e: i.events.slice(1) })],
    ['hostile words', hash({ s: 'main', b: 'director', j: {}, e: [{ ...i.events[0], says: { suit: '<b>' } }, ...i.events.slice(1)] })],
    ['a field no control sets', hash({ s: 'main', b: 'director', j: {}, e: [{ ...i.events[0], note: 'x' }, ...i.events.slice(1)] })],
    ['another kind of fact', hash({ s: 'main', b: 'director', j: {}, e: [{ type: 'play', seat: 'S', card: 'D6' }, ...i.events.slice(1)] })],
    ['the first form, words only', hash({ s: 'main', b: 'director', j: {}, w: [{ rank: 'T' }, { suit: 'D' }] })],
    ['too long', `#calc=${'x'.repeat(9000)}`],
  ])('%s: invalid, never thrown', (_what, h) => {
    expect(readState(h, base)).toBe('invalid');
  });

  test('validEvent and validFindings', () => {
    const play = { type: 'play', seat: 'E', card: 'D9' } as const;
    expect(validEvent({ type: 'expose', seat: 'E', card: 'D9', position: 'on-table', seenBy: ['W'] }, play)).toBe(true);
    expect(validEvent({ type: 'expose', seat: 'E', card: 'D9', position: 'in-the-air' }, play)).toBe(false);
    expect(validEvent({ type: 'play', seat: 'E', card: 'D10' }, play)).toBe(false);
    expect(validEvent({ type: 'play', seat: 'E', card: 'D9', distanceCm: 3 }, play)).toBe(false); // only the booklet's own
    expect(validEvent({ ...play, distanceCm: 3 }, { ...play, distanceCm: 3 } as never)).toBe(true);
    expect(validFindings({ intended: ['DT'], slip: 'tongue' })).toBe(true);
    expect(validFindings({ intended: ['D?'] })).toBe(false);
    expect(validFindings({ inTurn: 'yes' })).toBe(false);
  });
});

test('lawHref builds the same link as hrefOf for every law the engine cites', () => {
  const laws = new Set(allRuns().flatMap((r) => decide(r.input).steps.map((s) => s.law)));
  for (const law of ['45C4(b)', '50D2(a)', '46B1(c)', '68', '46B']) laws.add(law);
  for (const law of laws) for (const lang of ['en', 'el'] as const) expect(lawHref(law, lang, '/x/'), law).toBe(hrefOf(law, { lang, base: '/x/' }));
});
