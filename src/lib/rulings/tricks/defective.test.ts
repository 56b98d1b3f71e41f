// Worked incidents of our own for the defective trick (Law 67) in the played-card engine, each
// ruling written from the law text (2007: lovboka.org/67.htm; 2017: pzbs.pl/sedziowie/mpb/2017/en/l67)
// before the engine was run on it; each is ruled under both codes, which read Law 67 alike. The
// deals are four-card endings of 4♠ by South (North dummy): trick 10 is the trick in progress.
import { describe, expect, test } from 'vitest';
import { EDITIONS } from '../../adjudication/index.ts';
import { decide } from '../engine.ts';
import '../tricks-areas.ts';
import { reasonText, scriptLines } from '../explain.ts';
import { parseRulingInput } from '../input.ts';
import { REASONS } from '../reasons/index.ts';
import type { Edition, IncidentEvent, Judgement, Ruling, RulingInput, Situation } from '../types.ts';

const LANGS = ['en', 'ru', 'pl', 'el'] as const;
type S = 'N' | 'E' | 'S' | 'W';
const play = (seat: S, card: string): IncidentEvent => ({ type: 'play', seat, card: card as never });
const extra = (seat: S, card: string): IncidentEvent => ({ type: 'extra-card', seat, card: card as never });
const QUIT: IncidentEvent = { type: 'quit-trick' };
const ATTENTION: IncidentEvent = { type: 'attention' };
const first = (r: Ruling) => r.steps[0];

/** Rules after checking the input, and reads every line in the four languages. */
function rule(situation: Situation, events: IncidentEvent[], judgement: Judgement = {}, edition: Edition = 2007): Ruling {
  const input: RulingInput = { edition, situation, events, judgement };
  expect(parseRulingInput(input)).toEqual({ ok: true, input });
  const r = decide(input);
  expect(r.problems).toEqual([]);
  expect(r.impossible).toEqual([]);
  for (const lang of LANGS) {
    for (const s of r.steps) {
      const text = reasonText(s, REASONS[lang]);
      expect(text, `${s.reason} ${lang}`).not.toBe(s.reason);
      expect(text, `${s.reason} ${lang}`).not.toMatch(/\{[\w|:-]+\}|\(\)| {2}/);
    }
    for (const line of scriptLines(r, REASONS[lang])) expect(line, lang).not.toMatch(/\{\w+\}|\(\)|: \.| {2}/);
  }
  return r;
}

const WON = { declarer: 6, defenders: 3 } as const;
// North ♥K3 ♦5 ♣4; East ♥A7 ♦9 ♣8; South ♠Q ♥4 ♦6 ♣5; West ♥Q8 ♦10 ♣9. West leads to trick 10.
const D: Situation = { hands: { N: '.K3.5.4', E: '.A7.9.8', S: 'Q.4.6.5', W: '.Q8.T.9' }, declarer: 'S', contract: '4S', trick: 'W:', tricksWon: WON };
// The same, South void in diamonds (♠QJ ♥4 ♣5).
const V: Situation = { ...D, hands: { ...D.hands, S: 'QJ.4..5' } };

describe.each(EDITIONS)('Law 67 under %s', (edition) => {
  describe('67A: attention before a player of each side has played to the next trick', () => {
    test('omitted: South did not play to trick 10; only East has led to trick 11 — South supplies his one heart', () => {
      const r = rule(D, [play('W', 'HQ'), play('N', 'HK'), play('E', 'HA'), QUIT, play('E', 'D9'), ATTENTION], {}, edition);
      expect(first(r)).toMatchObject({ law: '67A1', reason: 'dt-omitted-a-follow', vars: { seat: 'S', trick: '10', cards: 'H4' } });
      expect(r.played).toEqual([{ seat: 'S', card: 'H4' }]);
      expect(r.establishedRevokes).toEqual([]);
      expect(r.transfers).toBeUndefined();
    });
    test('omitted: East did not play to trick 10; only dummy has led to trick 11 — East chooses one of his hearts', () => {
      const r = rule(D, [play('W', 'HQ'), play('N', 'HK'), play('S', 'H4'), QUIT, play('N', 'D5'), ATTENTION], {}, edition);
      expect(first(r)).toMatchObject({ law: '67A1', reason: 'dt-omitted-a-follow', vars: { seat: 'E', cards: 'HA H7' } });
      expect(r.options).toEqual([{ who: ['E'], action: 'supply-card', suit: 'H', cards: ['HA', 'H7'], laws: ['67A1'] }]);
      expect(r.establishedRevokes).toEqual([]);
    });
    test('too many: East put the ♥A and the ♥7 on trick 10, noticed when only East had led to trick 11 — 45E or 58B', () => {
      const r = rule(D, [play('W', 'HQ'), play('N', 'HK'), play('E', 'HA'), extra('E', 'H7'), play('S', 'H4'), play('E', 'D9'), ATTENTION], {}, edition);
      expect(first(r)).toMatchObject({ law: '67A2', reason: 'dt-too-many-a', vars: { seat: 'E', count: '2', cards: 'HA H7' } });
      expect(r.returned).toEqual([]);
    });
    test('too many: declarer put the ♥4 and the ♦6 on trick 10, noticed before anyone played to trick 11 — 45E or 58B', () => {
      const r = rule(D, [play('W', 'HQ'), play('N', 'H3'), play('E', 'HA'), play('S', 'H4'), extra('S', 'D6'), ATTENTION], {}, edition);
      // Nobody has played to the next trick: the rule needs a next trick begun to call an omission, not an excess.
      expect(first(r)).toMatchObject({ law: '67A2', reason: 'dt-too-many-a', vars: { seat: 'S', cards: 'H4 D6' } });
    });
  });

  describe('67B1: an omitted card found after a player of each side has played to the next trick', () => {
    test('(a) South held a heart: he faces the ♥4, is deemed to have revoked, and his side won later tricks — one trick (64A2)', () => {
      const events = [play('W', 'HQ'), play('N', 'HK'), play('E', 'HA'), QUIT, play('E', 'D9'), play('S', 'D6'), ATTENTION];
      const r = rule(D, events, { tricksAfter: ['S', 'S', 'W'] }, edition);
      expect(first(r)).toMatchObject({ law: '67B1(a)', reason: 'dt-omitted-b-follow', vars: { seat: 'S', cards: 'H4' } });
      expect(r.played).toEqual([{ seat: 'S', card: 'H4' }]);
      expect(r.establishedRevokes).toEqual([{ seat: 'S', card: 'H4' }]);
      expect(r.transfers).toEqual([{ seat: 'S', card: 'H4', tricks: 1, law: '64A2' }]);
    });
    test('(a) East held two hearts: he chooses one, deemed revoke; his side won trick 11 — one trick', () => {
      const events = [play('W', 'HQ'), play('N', 'HK'), play('S', 'H4'), QUIT, play('N', 'D5'), play('E', 'D9'), ATTENTION];
      const r = rule(D, events, { tricksAfter: ['E', 'N', 'N'] }, edition);
      expect(first(r)).toMatchObject({ law: '67B1(a)', vars: { seat: 'E', cards: 'HA H7' } });
      expect(r.options).toEqual([{ who: ['E'], action: 'face-card', suit: 'H', cards: ['HA', 'H7'], laws: ['67B1(a)'] }]);
      expect(r.transfers).toEqual([{ seat: 'E', card: 'H?', tricks: 1, law: '64A2' }]);
    });
    test('(a) without the record of the later tricks the transfer waits for it (tricksAfter, three tricks)', () => {
      const events = [play('W', 'HQ'), play('N', 'HK'), play('E', 'HA'), QUIT, play('E', 'D9'), play('S', 'D6'), ATTENTION];
      const r = rule(D, events, {}, edition);
      expect(r.needs).toContain('tricksAfter');
      expect(r.tricksAfterCount).toBe(3);
      expect(r.transfers).toEqual([{ seat: 'S', card: 'H4' }]);
      expect(r.steps.map((s) => s.reason)).toContain('revoke-record-needed');
    });
    test('(b) South held no diamond: he faces any card, deemed revoke; his side won later tricks — one trick', () => {
      const events = [play('W', 'DT'), play('N', 'D5'), play('E', 'D9'), QUIT, play('W', 'HQ'), play('N', 'H3'), ATTENTION];
      const r = rule(V, events, { tricksAfter: ['E', 'S', 'S'] }, edition);
      expect(first(r)).toMatchObject({ law: '67B1(b)', reason: 'dt-omitted-b-any', vars: { seat: 'S' } });
      expect(r.played).toEqual([]);
      expect(r.options).toEqual([{ who: ['S'], action: 'face-card', laws: ['67B1(b)'] }]);
      expect(r.transfers).toEqual([{ seat: 'S', card: '?', tricks: 1, law: '64A2' }]);
    });
    test("(b) dummy held no diamond: dummy's omission is a failure to play a faced card — no transfer (64B3)", () => {
      // North ♠2 ♥K3 ♣4: void in diamonds. West leads the ♦10, dummy's card is missing, East and South follow.
      const s: Situation = { ...D, hands: { ...D.hands, N: '2.K3..4' } };
      const events = [play('W', 'DT'), play('E', 'D9'), play('S', 'D6'), QUIT, play('W', 'HQ'), play('N', 'H3'), ATTENTION];
      const r = rule(s, events, { tricksAfter: ['E', 'N', 'S'] }, edition);
      expect(first(r)).toMatchObject({ law: '67B1(b)', vars: { seat: 'N' } });
      expect(r.transfers).toEqual([{ seat: 'N', card: '?', tricks: 0, law: '64B3' }]);
    });
  });

  describe('67B deemed revoke, the offending side winning no later trick', () => {
    test('South omitted on a trick East won, and East–West won every later trick — no transfer (64B1)', () => {
      const events = [play('W', 'HQ'), play('N', 'HK'), play('E', 'HA'), QUIT, play('E', 'D9'), play('S', 'D6'), ATTENTION];
      const r = rule(D, events, { tricksAfter: ['W', 'E', 'W'] }, edition);
      expect(first(r)).toMatchObject({ law: '67B1(a)' });
      expect(r.transfers).toEqual([{ seat: 'S', card: 'H4', tricks: 0, law: '64B1' }]);
      expect(r.steps.map((s) => s.reason)).toContain('dt-no-transfer');
    });
    test('East omitted on a trick dummy won, and North–South won every later trick — no transfer (64B1)', () => {
      const events = [play('W', 'HQ'), play('N', 'HK'), play('S', 'H4'), QUIT, play('N', 'D5'), play('E', 'D9'), ATTENTION];
      const r = rule(D, events, { tricksAfter: ['S', 'N', 'S'] }, edition);
      expect(r.transfers).toEqual([{ seat: 'E', card: 'H?', tricks: 0, law: '64B1' }]);
    });
  });

  describe('67B2: too many cards found after a player of each side has played to the next trick', () => {
    const events = [play('W', 'HQ'), play('N', 'HK'), play('E', 'HA'), extra('E', 'H7'), play('S', 'H4'), play('E', 'D9'), play('S', 'D6'), ATTENTION];
    test('no finding: the highest card he could legally have played (♥A) stays; the ♥7 goes back to his hand', () => {
      const r = rule(D, events, {}, edition);
      expect(first(r)).toMatchObject({ law: '67B2', reason: 'dt-too-many-b-highest', vars: { seat: 'E', kept: 'HA', restored: 'H7' } });
      expect(r.returned).toEqual([{ seat: 'E', card: 'H7' }]);
      expect(r.needs).toContain('kept');
    });
    test('the director finds he faced the ♥7 in playing: the ♥7 stays, the ♥A goes back', () => {
      const r = rule(D, events, { kept: 'H7' }, edition);
      expect(first(r)).toMatchObject({ law: '67B2', reason: 'dt-too-many-b-found', vars: { kept: 'H7', restored: 'HA' } });
      expect(r.returned).toEqual([{ seat: 'E', card: 'HA' }]);
    });
    test('the card given back makes a revoke of a later trick: East discarded the ♣8 on a heart while holding the ♥7', () => {
      const later = [play('W', 'HQ'), play('N', 'HK'), play('E', 'HA'), extra('E', 'H7'), play('S', 'H4')];
      const rest = [
        play('E', 'D9'),
        play('S', 'D6'),
        play('W', 'DT'),
        play('N', 'D5'),
        play('W', 'H8'),
        play('N', 'H3'),
        play('E', 'C8'),
        play('S', 'C5'),
        ATTENTION,
      ];
      const r = rule(D, [...later, ...rest], {}, edition);
      expect(first(r)).toMatchObject({ law: '67B2', vars: { kept: 'HA', restored: 'H7' } });
      expect(r.steps[1]).toMatchObject({ law: '61A', reason: 'dt-later-revoke', vars: { trick: '12', card: 'C8', held: 'H7' } });
      expect(r.establishedRevokes).toEqual([{ seat: 'E', card: 'C8' }]);
      // The last trick is not in the facts: the transfer waits for its winner.
      expect(r.needs).toContain('tricksAfter');
      expect(r.transfers).toEqual([{ seat: 'E', card: 'C8' }]);
      // Written first as 64A2, one trick (West's ♥8 won the revoke trick for East's side); the engine said 64B6, and the
      // law agrees with it: the revoke is on the deal's twelfth trick, so no trick is transferred (64C still applies).
      const done = rule(D, [...later, ...rest], { tricksAfter: ['S'] }, edition);
      expect(done.transfers).toEqual([{ seat: 'E', card: 'C8', tricks: 0, law: '64B6' }]);
      expect(done.steps.map((s) => s.reason)).toEqual(['dt-too-many-b-highest', 'dt-later-revoke', 'revoke-no-transfer-b6', 'revoke-equity']);
    });
    test('declarer put the ♥4 and the ♦6 on trick 10; the ♦6 goes back, so his ♣5 on the ♦9 lead to trick 11 is a revoke — one trick (64A2)', () => {
      const events = [
        play('W', 'HQ'),
        play('N', 'HK'),
        play('E', 'HA'),
        play('S', 'H4'),
        extra('S', 'D6'),
        play('E', 'D9'),
        play('S', 'C5'),
        play('W', 'DT'),
        play('N', 'D5'),
        ATTENTION,
      ];
      const r = rule(D, events, { tricksAfter: ['S', 'W'] }, edition);
      expect(first(r)).toMatchObject({ law: '67B2', vars: { seat: 'S', kept: 'H4', restored: 'D6' } });
      expect(r.steps[1]).toMatchObject({ law: '61A', reason: 'dt-later-revoke', vars: { trick: '11', card: 'C5', held: 'D6' } });
      // West won trick 11; South's side won trick 12: one trick, as declarer did not win the revoke trick himself.
      expect(r.transfers).toEqual([{ seat: 'S', card: 'C5', tricks: 1, law: '64A2' }]);
      expect(r.tricksAfterCount).toBe(2);
    });
  });
});

describe('Law 67 facts that cannot happen, and their input', () => {
  test('a second card the player does not hold is named, not ruled', () => {
    const r = decide({ situation: D, events: [play('W', 'HQ'), play('N', 'HK'), play('E', 'HA'), extra('E', 'SA'), play('S', 'H4')] });
    expect(r.impossible).toEqual([{ fact: 3, why: 'not-held', seat: 'E', card: 'SA' }]);
    expect(r.steps).toEqual([]);
  });
  test('a fourteenth card: East, his four cards all on the table, puts a fifth — a card he does not hold', () => {
    const r = decide({
      situation: D,
      events: [play('W', 'HQ'), play('N', 'HK'), play('E', 'HA'), extra('E', 'H7'), extra('E', 'D9'), extra('E', 'C8'), extra('E', 'C2'), play('S', 'H4')],
    });
    expect(r.impossible).toEqual([{ fact: 6, why: 'not-held', seat: 'E', card: 'C2' }]);
  });
  test('a card already played put on the trick again is named', () => {
    const r = decide({ situation: D, events: [play('W', 'HQ'), play('N', 'HK'), play('E', 'HA'), extra('E', 'HA')] });
    expect(r.impossible).toEqual([{ fact: 3, why: 'already-played', seat: 'E', card: 'HA' }]);
  });
  test('a "second" card of a player with no card on the trick yet is named', () => {
    const r = decide({ situation: D, events: [play('W', 'HQ'), extra('E', 'H7')] });
    expect(r.impossible).toEqual([{ fact: 1, why: 'extra-first', seat: 'E', card: 'H7' }]);
    for (const lang of LANGS) expect(REASONS[lang].reasons['impossible-extra-first']).toMatch(/\{card\}/);
  });
  test('the facts and the finding are checked with their paths, every problem named', () => {
    const r = parseRulingInput({
      situation: D,
      events: [
        { type: 'extra-card', seat: 'X' },
        { type: 'quit-trick', seat: 'N' },
        { type: 'extra-card', seat: 'E', card: 'Z9' },
      ],
      judgement: { kept: 'H1' },
    });
    expect(r.ok).toBe(false);
    expect(r.ok ? [] : r.problems).toEqual([
      'events[0].card: missing',
      'events[0].seat: "X" is not a seat (N, E, S or W)',
      'events[1].seat: not a field of a "quit-trick" fact (it has none)',
      'events[2].card: "Z9" is not a card (SA, HT, D?)',
      'judgement.kept: "H1" is not a card (SA, HT)',
    ]);
  });
  test('the trick number needs the tricks won or whole hands: said, not guessed', () => {
    const shown = (pbn: string) => ({ pbn, shown: ['H' as const] });
    const s: Situation = { hands: { N: shown('.K3..'), E: shown('.A7..'), S: shown('.4..'), W: shown('.Q8..') }, declarer: 'S', contract: '4S', trick: 'W:' };
    const r = decide({ situation: s, events: [play('W', 'HQ'), play('N', 'HK'), play('E', 'HA'), QUIT, play('E', 'H7'), ATTENTION] });
    expect(r.problems.join(' ')).toMatch(/^situation\.tricksWon: /);
  });
});
