// Worked incidents for Law 67, each ruling written from the law text (2007: lovboka.org/67.htm;
// 2017: pzbs.pl/sedziowie/mpb/2017/en/l67) before the rule was run on it. 4♠ by South, North dummy.
import { describe, expect, test } from 'vitest';
import type { Card, Seat } from '../bridge/index.ts';
import { defectiveTrick, type DefectiveFacts, type PlayedTrick } from './defective-trick.ts';

const p = (seat: Seat, card: string) => ({ seat, card: card as Card });
// West leads the ♥A, North (dummy) the ♥2, East plays nothing, South the ♥4: the trick is turned with three cards.
const HEARTS: PlayedTrick = { leader: 'W', plays: [p('W', 'HA'), p('N', 'H2'), p('S', 'H4')] };
const base = (tricks: PlayedTrick[], E: string[]): DefectiveFacts => ({ declarer: 'S', trump: 'S', tricks, hands: { E: E as Card[] } });

describe('67A: found before a player of each side has played to the next trick', () => {
  test.each([2007, 2017] as const)('%i: East omitted; only West has led to the next trick — East supplies a legal card, a heart (67A1)', (ed) => {
    const r = defectiveTrick(base([HEARTS, { leader: 'W', plays: [p('W', 'DK')] }], ['H3', 'DJ']), ed);
    expect(r).toEqual({ kind: 'omitted', trick: 0, offender: 'E', law: '67A1', led: 'H', choose: ['H3'] });
  });
  test('East put the ♥3 and the ♥5 on the trick; West alone has led again — 45E or 58B deals with it (67A2)', () => {
    const t: PlayedTrick = { leader: 'W', plays: [p('W', 'HA'), p('N', 'H2'), p('E', 'H3'), p('E', 'H5'), p('S', 'H4')] };
    const r = defectiveTrick(base([t, { leader: 'W', plays: [p('W', 'DK')] }], ['DJ']), 2017);
    expect(r).toMatchObject({ kind: 'too-many', offender: 'E', law: '67A2', cards: ['H3', 'H5'], refer: ['45E', '58B'] });
  });
  test('a trick in progress with three cards and nothing after it is not defective', () => {
    expect(defectiveTrick(base([HEARTS], ['H3']), 2007)).toEqual({ kind: 'none' });
  });
});

describe('67B1: an omitted card found after both sides have played to the next trick', () => {
  const NEXT: PlayedTrick = { leader: 'W', plays: [p('W', 'DK'), p('N', 'DQ')] };
  test.each([2007, 2017] as const)('%i: East still holds a heart — he must place it; deemed revoke; one trick (64A2), West having won the trick', (ed) => {
    const r = defectiveTrick(base([HEARTS, NEXT], ['H3', 'DJ']), ed);
    expect(r).toMatchObject({ kind: 'omitted', offender: 'E', law: '67B1(a)', choose: ['H3'] });
    expect(r.kind === 'omitted' && r.transfer).toMatchObject({ tricks: 1, law: '64A2' });
  });
  test.each([2007, 2017] as const)('%i: East holds no heart — he places any card (67B1(b)); deemed revoke all the same, one trick', (ed) => {
    const r = defectiveTrick(base([HEARTS, NEXT], ['DJ', 'C2']), ed);
    expect(r).toMatchObject({ kind: 'omitted', law: '67B1(b)', choose: [] });
    expect(r.kind === 'omitted' && r.transfer?.tricks).toBe(1);
  });
  test("the winners of the tricks after those given (`after`, the engine's record to the end of play) count for the transfer", () => {
    const lost: PlayedTrick = { leader: 'W', plays: [p('W', 'H5'), p('N', 'HK'), p('S', 'H4')] };
    const facts = base([lost, { leader: 'N', plays: [p('N', 'DQ'), p('E', 'DJ')] }], ['H3']);
    expect(defectiveTrick(facts, 2007)).toMatchObject({ transfer: { tricks: 0, law: '64B1' } });
    expect(defectiveTrick({ ...facts, after: ['N', 'W'] }, 2007)).toMatchObject({ transfer: { tricks: 1, law: '64A2' } });
    expect(defectiveTrick({ ...facts, after: ['N', 'S'] }, 2017)).toMatchObject({ transfer: { tricks: 0, law: '64B1' } });
  });
  test('the defenders win nothing from the defective trick on: no transfer (64B1)', () => {
    const lost: PlayedTrick = { leader: 'W', plays: [p('W', 'H5'), p('N', 'HK'), p('S', 'H4')] };
    const after: PlayedTrick = { leader: 'N', plays: [p('N', 'CA'), p('E', 'C2'), p('S', 'C3'), p('W', 'C4')] };
    const r = defectiveTrick(base([lost, after], ['DJ']), 2007);
    expect(r.kind === 'omitted' && r.transfer).toMatchObject({ tricks: 0, law: '64B1' });
  });
  test('dummy omitted: no automatic transfer (64B3, our reading of "in accordance with 64A2"), equity 64C', () => {
    // West leads the ♥5, East plays the ♥3, South wins with the ♥K, dummy plays nothing: declarer's side won the trick.
    const dummyOmits: PlayedTrick = { leader: 'W', plays: [p('W', 'H5'), p('E', 'H3'), p('S', 'HK')] };
    const r = defectiveTrick(
      { declarer: 'S', trump: 'S', hands: { N: ['H2' as Card] }, tricks: [dummyOmits, { leader: 'S', plays: [p('S', 'DA'), p('W', 'DK')] }] },
      2007,
    );
    expect(r).toMatchObject({ kind: 'omitted', offender: 'N', law: '67B1(a)' });
    expect(r.kind === 'omitted' && r.transfer).toMatchObject({ tricks: 0, law: '64B3', noTransfer: ['64B3'], equity: { law: '64C' } });
  });
});

describe('67B2: too many cards found after both sides have played to the next trick', () => {
  // East put the ♥3 and the ♠Q on the heart trick; at the next trick West leads a spade and East discards the ♦J.
  const TWO: PlayedTrick = { leader: 'W', plays: [p('W', 'HA'), p('N', 'H2'), p('E', 'H3'), p('E', 'SQ'), p('S', 'H4')] };
  const SPADE: PlayedTrick = { leader: 'W', plays: [p('W', 'S5'), p('N', 'S2'), p('E', 'DJ'), p('S', 'SA')] };
  test('no finding: the ♥3, the card he could legally play, stays; the ♠Q goes back, held all along — his ♦J on the spade is a revoke', () => {
    const r = defectiveTrick(base([TWO, SPADE], []), 2017);
    expect(r).toMatchObject({ kind: 'too-many', law: '67B2', kept: 'H3', keptBy: 'highest-legal', restored: ['SQ'] });
    expect(r.kind === 'too-many' && r.revokes).toEqual([{ trick: 1, card: 'DJ', held: ['SQ'] }]);
  });
  test('the director finds he faced the ♠Q in playing: it stays, the ♥3 goes back, and no later trick was a heart — no revoke', () => {
    const r = defectiveTrick({ ...base([TWO, SPADE], []), kept: 'SQ' as Card }, 2007);
    expect(r).toMatchObject({ kept: 'SQ', keptBy: 'finding', restored: ['H3'], revokes: [] });
  });
});

describe('impossible facts are named, not ruled', () => {
  test('a card on a trick and in the hand at once', () => {
    expect(defectiveTrick(base([HEARTS, { leader: 'W', plays: [p('W', 'DK')] }], ['H4']), 2007)).toMatchObject({
      kind: 'impossible',
      why: 'card-twice',
      card: 'H4',
    });
  });
  test('a fourteenth card', () => {
    const E = ['SA', 'SK', 'SQ', 'SJ', 'ST', 'S9', 'S8', 'S7', 'S6', 'S5', 'S4', 'S3', 'S2', 'H3'];
    expect(defectiveTrick(base([], E), 2007)).toMatchObject({ kind: 'impossible', why: 'fourteenth-card', seat: 'E' });
  });
});
