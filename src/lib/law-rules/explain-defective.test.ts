// Law 67's steps and sentences for the outcomes the CLI fixtures do not show: impossible facts, no
// defective trick, too many cards before the next trick (67A2), an omission by dummy (64B3: no
// transfer for the deemed revoke), an omission with no card of the suit led (67B1(b)), and 67B2 with
// the director's finding. Expectations from the Law, written before the rule was run.
import { describe, expect, test } from 'vitest';
import type { Card } from '../bridge/card.ts';
import { defectiveTrick, type PlayedTrick } from './defective-trick.ts';
import { defectiveSteps, explainDefective } from './explain-defective.ts';

const t = (leader: PlayedTrick['leader'], ...plays: string[]): PlayedTrick => ({
  leader,
  plays: plays.map((p) => ({ seat: p[0] as PlayedTrick['leader'], card: p.slice(2) as Card })),
});

describe('Law 67 as steps and sentences', () => {
  test('a card on two tricks is named impossible, not ruled', () => {
    const r = defectiveTrick({ declarer: 'S', hands: {}, tricks: [t('W', 'W:HA', 'N:H2', 'E:H3', 'S:H4'), t('W', 'W:HA')] }, 2017);
    const steps = defectiveSteps(r, 1);
    expect(steps.map((s) => s.reason)).toEqual(['dt-card-twice']);
    expect(explainDefective(steps, 'en')[0]).toBe(
      'The facts are impossible: the ♥A appears twice (on two tricks, or on a trick and in a hand). Correct the facts.',
    );
  });

  test('every seat one card on each finished trick: no defective trick', () => {
    const r = defectiveTrick({ declarer: 'S', hands: {}, tricks: [t('W', 'W:HA', 'N:H2', 'E:H3', 'S:H4'), t('W', 'W:DK')] }, 2007);
    expect(defectiveSteps(r, 1).map((s) => s.reason)).toEqual(['dt-none']);
  });

  test('67A2: two cards from East, the next trick not yet played to by both sides — 45E or 58B, a finding', () => {
    const r = defectiveTrick({ declarer: 'S', hands: {}, tricks: [t('W', 'W:HA', 'N:H2', 'E:H3', 'E:H5', 'S:H4'), t('W', 'W:DK')] }, 2017);
    const steps = defectiveSteps(r, 3);
    expect(steps).toEqual([{ law: '67A2', reason: 'dt-too-many-a', vars: { seat: 'E', trick: 3, count: 2, cards: 'H3 H5' } }]);
    expect(explainDefective(steps, 'ru')[0]).toMatch(/^Восток положил 2 карты \(♥3 ♥5\) во взятку 3/);
    expect(explainDefective(steps, 'el')[0]).toMatch(/^Η Ανατολή έβαλε 2 φύλλα στη λεβέ 3/);
  });

  test('67B1: dummy omitted to play, found later (South won the trick) — dummy’s card is a card faced on the table: 64B3, no trick transferred', () => {
    const r = defectiveTrick(
      { declarer: 'S', hands: { N: ['H2', 'C3'] }, tricks: [t('W', 'W:HQ', 'E:H3', 'S:HK'), t('S', 'S:DA', 'W:D4', 'N:D2', 'E:D5')] },
      2017,
    );
    const steps = defectiveSteps(r, 1);
    expect(steps.map((s) => [s.law, s.reason])).toEqual([
      ['67B1(a)', 'dt-omitted-b-follow'],
      ['64B3', 'dt-no-transfer'],
      ['64C1', 'dt-equity'],
    ]);
    expect(explainDefective(steps, 'pl')[1]).toBe('Za ten fałszywy renons żadna lewa nie przechodzi (Przepis 64B3).');
  });

  test('67B1(b): no card of the suit led left — any card is faced, still a deemed revoke', () => {
    const r = defectiveTrick(
      { declarer: 'S', trump: 'S', hands: { E: ['C4', 'C5'] }, tricks: [t('W', 'W:HA', 'N:H2', 'S:H4'), t('W', 'W:DK', 'N:D2', 'E:D5', 'S:D3')] },
      2007,
    );
    const steps = defectiveSteps(r, 1);
    expect(steps[0]?.reason).toBe('dt-omitted-b-any');
    expect(steps.map((s) => s.law)).toEqual(['67B1(b)', '64A2', '64C']);
  });

  test('67B2 with the director’s finding: the card he faced stays, whatever its rank', () => {
    const r = defectiveTrick(
      { declarer: 'S', kept: 'H4', hands: {}, tricks: [t('W', 'W:HA', 'N:H2', 'E:H5', 'S:H4', 'S:H6'), t('W', 'W:DK', 'N:D2', 'E:D5', 'S:D3')] },
      2017,
    );
    const steps = defectiveSteps(r, 1);
    expect(steps.map((s) => s.reason)).toEqual(['dt-too-many-b-found']);
    expect(explainDefective(steps, 'en')[0]).toContain('the ♥4, the card the director finds he faced in playing, stays in the trick; ♥6 goes back to his hand');
  });

  test('a deemed revoke on the twelfth trick (counted from firstTrick): 64B6, no trick transferred', () => {
    const tricks = [t('S', 'S:D2', 'W:DK', 'N:D3'), t('W', 'W:HA', 'N:H2', 'E:H4', 'S:H3')];
    const r = defectiveTrick({ declarer: 'N', firstTrick: 12, hands: { E: ['C4'] }, tricks }, 2007);
    expect(r).toMatchObject({ kind: 'omitted', law: '67B1(b)', transfer: { tricks: 0, law: '64B6' } });
    // The same trick as the deal's eleventh: East's side won it, one trick (64A2).
    expect(defectiveTrick({ declarer: 'N', firstTrick: 11, hands: { E: ['C4'] }, tricks }, 2007)).toMatchObject({ transfer: { tricks: 1, law: '64A2' } });
  });
});
