// Findings belong to the fact they judge, and a fact that cannot happen at its point of the play
// is named instead of ruled on (issue 16: case 11's calculator, West's second card, case 7's
// stale finding). Each test failed before the fix it guards.
import { describe, expect, test } from 'vitest';
import { loadCase } from '../../content-io/case-files.ts';
import { makeBoard } from '../rulings/board.ts';
import { editEvent, findingsAfterEdit, isOwnFinding, readState, PREFIX } from './edit.ts';
import { decide } from '../rulings/engine.ts';
import { REASONS } from '../rulings/reasons/index.ts';
import { scenarioInput } from '../rulings/from-case.ts';
import { impossibleFacts } from '../rulings/sequence.ts';
import type { IncidentEvent, RulingInput } from '../rulings/types.ts';
import { rulingView } from './view.ts';

const input = (id: string): RulingInput => {
  const data = loadCase('hbf-played-card', id);
  return scenarioInput(data, data.scenarios[0]!);
};

describe('case 11: a card faced on the table and a second card shown after it', () => {
  const i = input('11');

  test('the ♦9 faced on the table stays played whatever is found about partner seeing a card', () => {
    for (const visibleToPartner of [true, false, undefined]) {
      const r = decide({ ...i, judgement: visibleToPartner === undefined ? {} : { visibleToPartner } });
      expect(r.played).toEqual([{ seat: 'E', card: 'D9' }]);
      expect(r.returned).toEqual([]);
      // The two 45C1 lines cannot contradict each other: the chain never says the ♦9 was unseen.
      expect(r.steps.filter((s) => s.law === '45C1' && s.reason === 'not-visible')).toEqual([]);
      expect(r.relevant).not.toContain('visibleToPartner');
    }
  });

  test('the score table shows both disputed outcomes and the IMP difference', () => {
    const view = rulingView(decide(i), REASONS.en, 'en');
    expect(view.score?.rows.map((r) => [r.card, r.result, r.ruled])).toEqual([
      ['♦9', '3NT+1', true],
      ['♦J', '3NT-1', false],
    ]);
    expect(view.score?.imps).toEqual({ nonVul: 10, vul: 12 }); // 480 and 730 points
  });

  test('a held card is judged on its own fact: two held cards of one defender can be found apart', () => {
    const events: IncidentEvent[] = [
      { type: 'expose', seat: 'E', card: 'D9', position: 'held-near-table' },
      { type: 'expose', seat: 'E', card: 'DJ', position: 'held-near-table' },
    ];
    const both = decide({ ...i, events, judgement: { byFact: { '0': { visibleToPartner: false }, '1': { visibleToPartner: true } } } });
    expect(both.judges.visibleToPartner).toEqual([0, 1]);
    expect(both.returned).toContainEqual({ seat: 'E', card: 'D9' });
    expect(both.played).toEqual([{ seat: 'E', card: 'DJ' }]);
  });
});

describe('facts that cannot happen', () => {
  // West led the ♦6 to the trick in progress (case 11's diagram).
  const i = input('11');
  const second: IncidentEvent = { type: 'play', seat: 'W', card: 'H2' };

  test('West cannot play a second card to the trick he led to: the ruling says so and rules nothing', () => {
    const r = decide({ ...i, events: [second] });
    expect(r.impossible).toEqual([{ fact: 0, why: 'second-card', seat: 'W', card: 'H2', earlier: 'D6' }]);
    expect(r.played).toEqual([]);
    expect(r.steps).toEqual([]);
    const view = rulingView(r, REASONS.en, 'en');
    expect(view.impossible).toEqual([expect.stringContaining('Fact 1 cannot happen: West has already played the ♦6 to this trick')]);
    for (const lang of ['ru', 'pl', 'el'] as const) expect(rulingView(r, REASONS[lang], lang).impossible[0]).toMatch(/♦6/);
  });

  test('"to the next trick" is taken into account: the same card to the next trick is possible', () => {
    const next: IncidentEvent = { ...second, trick: 'next' };
    expect(impossibleFacts(makeBoard(i.situation, [next]), [next])).toEqual([]);
    expect(decide({ ...i, events: [next] }).impossible).toEqual([]);
    expect(impossibleFacts(makeBoard(i.situation, [next, { ...next, card: 'H2' }]), [next, { type: 'play', seat: 'W', card: 'D6', trick: 'next' }])).toEqual([
      { fact: 1, why: 'next-twice', seat: 'W', card: 'D6', earlier: 'H2' },
    ]);
  });

  test('a card the player does not hold, or has already played, cannot be played', () => {
    const b = makeBoard(i.situation, []);
    expect(impossibleFacts(b, [{ type: 'play', seat: 'E', card: 'SA' }])).toEqual([{ fact: 0, why: 'not-held', seat: 'E', card: 'SA' }]);
    expect(
      impossibleFacts(b, [
        { type: 'play', seat: 'E', card: 'D9' },
        { type: 'play', seat: 'E', card: 'D9', trick: 'next' },
      ]),
    ).toEqual([{ fact: 1, why: 'already-played', seat: 'E', card: 'D9' }]);
  });

  test('a card taken back may be replaced by another', () => {
    const b = makeBoard(i.situation, []);
    expect(
      impossibleFacts(b, [
        { type: 'play', seat: 'E', card: 'D9' },
        { type: 'withdraw', seat: 'E', card: 'D9' },
        { type: 'play', seat: 'E', card: 'DJ' },
      ]),
    ).toEqual([]);
  });
});

describe('case 7: a finding that no longer applies is reset when its fact changes', () => {
  const i = input('7');
  const b = makeBoard(i.situation, i.events);

  test("the booklet's finding judges the designation (fact 1)", () => {
    expect(decide(i).judges.intention).toEqual([0]);
  });

  test('declarer says "high": the incontrovertible-intention finding is cleared and the ♠Q is played without asking for an intended card', () => {
    const events = i.events.map((e, n) => (n === 0 ? editEvent(b, e, i.events, (k) => (k === 'words' ? 'high' : null)) : e));
    const { j, reset } = findingsAfterEdit(i.judgement ?? {}, decide(i).judges, i.events, events, i.judgement);
    expect(reset).toBe(true);
    expect(j.intention).toBeUndefined();
    const r = decide({ ...i, events, judgement: j });
    expect(r.played).toEqual([{ seat: 'N', card: 'SQ' }]);
    expect(r.needs).toEqual([]);
  });

  test('a change of another fact keeps the finding', () => {
    const events = i.events.map((e, n) => (n === 2 ? ({ ...e, kind: 'repetition' } as IncidentEvent) : e));
    expect(findingsAfterEdit(i.judgement ?? {}, decide(i).judges, i.events, events, i.judgement)).toEqual({ j: i.judgement, reset: false });
  });

  test("the reader's own finding about the changed fact stays, marked as the reader's", () => {
    const events = i.events.map((e, n) => (n === 0 ? editEvent(b, e, i.events, (k) => (k === 'words' ? 'high' : null)) : e));
    const mine = { intention: 'not-incontrovertible' as const };
    expect(isOwnFinding(mine, i.judgement ?? {}, 'intention')).toBe(true);
    expect(isOwnFinding(i.judgement ?? {}, i.judgement ?? {}, 'intention')).toBe(false);
    expect(isOwnFinding({ byFact: { '0': { intention: 'incontrovertible' } } }, i.judgement ?? {}, 'intention', 0)).toBe(true);
    expect(findingsAfterEdit(mine, decide(i).judges, i.events, events, i.judgement)).toEqual({ j: mine, reset: false });
  });

  test('per-fact findings travel in the hash and are checked against the facts', () => {
    const state = (byFact: unknown) => PREFIX + encodeURIComponent(JSON.stringify({ s: 'main', b: 'director', j: { byFact }, e: i.events }));
    expect(readState(state({ '0': { intention: 'incontrovertible' } }), () => i.events)).not.toBe('invalid');
    expect(readState(state({ '9': { intention: 'incontrovertible' } }), () => i.events)).toBe('invalid');
    expect(readState(state({ '0': { intention: 'maybe' } }), () => i.events)).toBe('invalid');
    expect(readState(state({ '0': { byFact: {} } }), () => i.events)).toBe('invalid');
  });
});
