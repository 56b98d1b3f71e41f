/// <reference types="vite/client" />
// The normal-play table and the lines it generates: careless or inferior choices are played,
// irrational ones never; each entry's sources exist.
import { describe, expect, test } from 'vitest';
import { choices } from './candidates.ts';
import { chain, rule, rulesFor, RUFF_LOW, SINGLETON_K } from './fixtures.test-helper.ts';
import { isNormal, NORMAL_IDS, NORMAL_PLAYS } from './normal.ts';
import { playCard } from './state.ts';
import { CLAIM_LAWS } from './laws.ts';
import type { StatementStep } from './types.ts';

const COMMENTARY = import.meta.glob<string>('../../../content/commentary/*/{ru,pl}.md', { query: '?raw', import: 'default', eager: true });

test('every entry names its sources, and each source exists: a law the engine cites or a commentary paragraph', () => {
  for (const id of NORMAL_IDS) {
    const refs = NORMAL_PLAYS[id].refs;
    expect(refs.length, id).toBeGreaterThan(0);
    for (const ref of refs) {
      const m = /^commentary\/([\w-]+)#(.+)$/.exec(ref);
      if (!m) {
        expect(CLAIM_LAWS as readonly string[], `${id}: ${ref}`).toContain(ref);
        continue;
      }
      const text = Object.entries(COMMENTARY).find(([path]) => path.includes(`/${m[1]}/`) && path.endsWith(`${m[1]!.slice(0, 2)}.md`))?.[1];
      expect(text, ref).toBeDefined();
      expect(
        text!.split('\n').some((l) => l.startsWith(`§ ${m[2]} `) || l === `§ ${m[2]}`),
        ref,
      ).toBe(true);
    }
  }
});

test("irrational entries are never played; a judged entry follows the director's finding for this player", () => {
  expect(isNormal('decline-ruff', 2017)).toBe(false);
  expect(isNormal('duck-last', 2007, { 'duck-last': false })).toBe(false); // not open to judgement
  expect(isNormal('ruff-low', 2017)).toBe(true);
  expect(isNormal('ruff-low', 2017, { 'ruff-low': true })).toBe(false);
  expect(isNormal('discard-honour', 2017, { 'discard-honour': false })).toBe(true);
  expect(isNormal('top-instead-of-finesse', 2007, { 'top-instead-of-finesse': true })).toBe(false);
  expect(isNormal('top-instead-of-finesse', 2017, { 'top-instead-of-finesse': true })).toBe(true);
});

describe('choices at one card', () => {
  test('suits stated in a row may be taken in either order (suit-order); a stated step after a concession may not jump it', () => {
    const hands = { N: '..5432.', E: 'J..QJT.', S: 'A.AKQ..', W: '.5432..' };
    const { t, r } = rulesFor(hands, '3NT', 'S', [
      { do: 'cash', cards: ['SA'] },
      { do: 'cash', cards: ['HA'] },
    ]);
    expect(choices(t, r, [0, 0])).toEqual([
      { card: 'SA', serves: '0' },
      { card: 'HA', serves: '1', normal: 'suit-order' },
    ]);
    const { t: t2, r: r2 } = rulesFor(hands, '3NT', 'S', [
      { do: 'concede', suit: 'H' },
      { do: 'cash', cards: ['HA'] },
    ]);
    expect(choices(t2, r2, [0, 0]).map((c) => c.serves)).toEqual(['0']);
  });
  test('no line stated: any master, suits in any order; a side winner before an outstanding trump only when the claimer is unaware (70C)', () => {
    const hands = { N: '..5432.', E: 'J..QJT.', S: 'A.AKQ..', W: '.5432..' };
    const aware = rulesFor(hands, '4S', 'S', []);
    expect(choices(aware.t, aware.r, []).map((c) => c.card)).toEqual(['SA']);
    const unaware = rulesFor(hands, '4S', 'S', [], { trumpUnaware: true });
    expect(choices(unaware.t, unaware.r, [])).toEqual([
      { card: 'SA', serves: 'unstated', normal: 'cash-winner' },
      { card: 'HA', serves: 'unstated', normal: 'winner-before-trump' },
    ]);
  });
  test('declining to overruff is never a choice (ru-67-74#70.5)', () => {
    const { t: t0, r } = rulesFor(RUFF_LOW, '4H', 'S', [{ do: 'rest' }]);
    // South leads the ♣3, West follows, North (void) to play: a ruff is possible, so no discard is offered.
    let t = playCard(t0, 'C3').table;
    t = playCard(t, 'C5').table;
    expect(
      choices(t, r, [0])
        .map((c) => c.card)
        .sort(),
    ).toEqual(['H3', 'HQ']);
  });
  test('second to play, a void hand may discard when partner, still to play, can win the trick', () => {
    // 4♠: East leads the ♦K; South (void in diamonds, ♠2) plays second, North, fourth, holds the ♦A.
    const hands = { N: '.2.A.', E: '.3.K.', S: '2.A..', W: '.4.5.' };
    const { t: t0, r } = rulesFor(hands, '4S', 'E', []);
    const t = playCard(t0, 'DK').table;
    expect(
      choices(t, r, [])
        .map((c) => c.card)
        .sort(),
    ).toEqual(['HA', 'S2']);
  });
  test('discards: a master known only by count may go (pl-68-71#23), an honour not while a spot card can', () => {
    // South on lead with ♦A; North holds ♥4 — a master only because the ♥A–5 are gone — the ♠Q and the ♣2.
    const hands = { N: 'Q.4..2', E: 'K..Q.5', S: '..A.43', W: 'A.3.2.' };
    const { t: t0, r } = rulesFor(hands, '3NT', 'S', []);
    const t = playCard(playCard(t0, 'DA').table, 'D2').table;
    const got = choices(t, r, []);
    expect(got).toEqual(expect.arrayContaining([{ card: 'C2', serves: 'unstated', normal: 'discard' }]));
    expect(got.some((c) => c.card === 'SQ')).toBe(false);
    expect(got.find((c) => c.card === 'H4')?.normal).toBe('miscount');
  });
});

describe('the awarded line', () => {
  test('ruffing low is careless, not irrational (ru-67-74#69.6): the overruff costs a trick unless the director finds it irrational for this player', () => {
    const f = {
      contract: '4H',
      declarer: 'S' as const,
      position: { hands: RUFF_LOW, onLead: 'S' as const },
      claim: { by: 'S' as const, trumpMentioned: true, statement: [{ do: 'ruff', suit: 'C', in: 'N' }, { do: 'rest' }] as StatementStep[] },
    };
    const r = rule(f);
    expect(r.awarded).toEqual({ declarer: 2, defenders: 1 });
    expect(r.line?.[0]?.cards).toContainEqual({ seat: 'N', card: 'H3', serves: '0', normal: 'ruff-low' });
    expect(chain(r)).toContain('70D1 applies normal-line');
    expect(r.relevant).toEqual(expect.arrayContaining(['playerClass', 'irrational']));
    expect(rule({ ...f, findings: { irrational: { 'ruff-low': true } } }).awarded).toEqual({ declarer: 3, defenders: 0 });
  });
  test('a losing finesse may be taken though unstated (pl-68-71#19): the singleton king would have dropped under the ace', () => {
    const r = rule({
      contract: '3NT',
      declarer: 'S',
      position: { hands: SINGLETON_K, onLead: 'N' },
      claim: {
        by: 'S',
        statement: [
          { do: 'cash', cards: ['DA'] },
          { do: 'lead', card: 'S2' },
        ],
      },
    });
    expect(r.awarded?.declarer).toBe(1);
    expect(r.line?.[1]?.cards).toContainEqual({ seat: 'S', card: 'SQ', serves: 'unstated', normal: 'losing-finesse' });
  });
  test('a conditional step follows the cards as they lie', () => {
    const hands = { N: '..5432.', E: 'J..QJT.', S: 'A.AKQ..', W: '.5432..' };
    const st: StatementStep[] = [{ do: 'if', when: { suit: 'H', showsOut: 'E' }, then: [{ do: 'draw-trumps' }], else: [{ do: 'concede' }] }, { do: 'rest' }];
    const { r } = rulesFor(hands, '4S', 'S', st);
    expect(r.steps.map((s) => s.path)).toEqual(['0.then.0', '1']);
    const { r: r2 } = rulesFor(hands, '4S', 'S', [{ ...st[0]!, when: { suit: 'H', breaks: '3-3' } } as StatementStep]);
    expect(r2.steps.map((s) => s.path)).toEqual(['0.else.0']);
  });
  test('every card of the decisive line names the statement step it serves, or says it is unstated or the defence', () => {
    const r = rule({
      contract: '4H',
      declarer: 'S',
      position: { hands: RUFF_LOW, onLead: 'S' },
      claim: { by: 'S', trumpMentioned: true, statement: [{ do: 'ruff', suit: 'C', in: 'N' }, { do: 'rest' }] },
    });
    for (const t of r.line ?? [])
      for (const c of t.cards) expect(['N', 'S'].includes(c.seat) ? /^\d|unstated/.test(c.serves) : c.serves === 'defence').toBe(true);
    expect(r.line?.map((t) => t.number)).toEqual([11, 12, 13]);
  });
});
