// Worked incidents of our own for revokes (Laws 61–64), each ruling written from the law text
// (2007: lovboka.org § 61–64; 2017: pzbs.pl/sedziowie/mpb/2017/en/l62, l63; thesmolens.com law64)
// before the engine was run on it, under 2007 and 2017 where the codes differ. The deals are
// endings of 4♠ by South (North dummy), `tricksWon` telling how many tricks are left.
import { describe, expect, test } from 'vitest';
import { decide } from '../engine.ts';
import { reasonText, scriptLines } from '../explain.ts';
import { parseRulingInput } from '../input.ts';
import { REASONS } from '../reasons/index.ts';
import type { Edition, IncidentEvent, Judgement, Ruling, RulingInput, Situation } from '../types.ts';

const LANGS = ['en', 'ru', 'pl', 'el'] as const;
const laws = (r: Ruling) => r.steps.map((s) => s.law);
const reasons = (r: Ruling) => r.steps.map((s) => s.reason);
const play = (seat: 'N' | 'E' | 'S' | 'W', card: string): IncidentEvent => ({ type: 'play', seat, card: card as never });

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
      expect(text, `${s.reason} ${lang}`).not.toMatch(/\{\w+\}|\(\)| {2}/);
    }
    for (const line of scriptLines(r, REASONS[lang])) expect(line, lang).not.toMatch(/\{\w+\}|\(\)|: \.| {2}/);
  }
  return r;
}

// Three tricks left. West leads the ♥A; East ruffs with the ♠2 although he holds the ♥3.
const THREE_LEFT = { declarer: 8, defenders: 2 } as const;
const A: Situation = { hands: { W: '.AK.K.', N: '.2.Q.A', E: '2.3.J.', S: 'AK.4..' }, declarer: 'S', contract: '4S', trick: 'W:HA H2', tricksWon: THREE_LEFT };
// The rest of the play in A: East leads the ♦J, South ruffs, South cashes the ♠A.
const A_REST = [play('E', 'DJ'), play('S', 'SK'), play('W', 'DK'), play('N', 'DQ'), play('S', 'SA'), play('W', 'HK'), play('N', 'CA'), play('E', 'H3')];

describe('61A: a revoke is derived from the cards; a fact that cannot be one is named', () => {
  test('East ruffs the ♥A with the ♠2 while holding the ♥3: a revoke, with the card he held', () => {
    const r = rule(A, [play('E', 'S2'), play('S', 'H4')]);
    expect(r.steps[0]).toMatchObject({ law: '61A', reason: 'revoke-derived', vars: { seat: 'E', card: 'S2', cards: 'H3' } });
  });
  test('East with no heart left discards: no revoke, and a play marked as one cannot happen', () => {
    const none: Situation = { ...A, hands: { ...A.hands, E: '2..J.3' } };
    const r = decide({ situation: none, events: [play('E', 'S2')] });
    expect(laws(r)).not.toContain('61A');
    const marked = decide({ situation: none, events: [{ type: 'play', seat: 'E', card: 'S2', revoke: true }] });
    expect(marked.impossible).toEqual([{ fact: 0, why: 'not-a-revoke', seat: 'E', card: 'S2' }]);
    const followed = decide({ situation: A, events: [{ type: 'play', seat: 'E', card: 'H3', revoke: true }] });
    expect(followed.impossible).toEqual([{ fact: 0, why: 'not-a-revoke', seat: 'E', card: 'H3' }]);
  });
});

describe('61B: who may ask about a possible revoke', () => {
  test('West asks his partner: allowed (unless the Regulating Authority forbids); dummy asks a defender: not allowed', () => {
    const r = rule(A, [play('E', 'S2'), { type: 'inquire', seat: 'W', to: 'E' }]);
    expect(r.steps).toContainEqual(expect.objectContaining({ law: '61B', effect: 'applies', reason: 'inquiry-defenders' }));
    const d = rule(A, [play('E', 'S2'), { type: 'inquire', seat: 'N', to: 'E' }]);
    expect(d.steps).toContainEqual(expect.objectContaining({ law: '61B', effect: 'not-applied', reason: 'inquiry-dummy-defender' }));
  });
  test('declarer asks a defender, dummy asks declarer: both allowed', () => {
    const r = rule(A, [play('E', 'S2'), { type: 'inquire', seat: 'S', to: 'E' }]);
    expect(r.steps).toContainEqual(expect.objectContaining({ law: '61B', reason: 'inquiry-declarer' }));
    const S: Situation = {
      hands: { W: '.AK.K.', N: '.2.Q.A', E: '.3.J.2', S: 'AK.4..' },
      declarer: 'S',
      contract: '4S',
      trick: 'W:HA H2 H3',
      tricksWon: THREE_LEFT,
    };
    const d = rule(S, [play('S', 'SK'), { type: 'inquire', seat: 'N', to: 'S' }]);
    expect(d.steps).toContainEqual(expect.objectContaining({ law: '61B', reason: 'inquiry-dummy' }));
  });
});

describe('62A/62B: a revoke found before it is established is corrected', () => {
  test.each([2007, 2017] as const)(
    '%i: a defender: the ♠2 goes back and is a major penalty card; East plays a heart; South may take back his ♥4',
    (edition) => {
      const r = rule(A, [play('E', 'S2'), play('S', 'H4'), { type: 'inquire', seat: 'W', to: 'E' }], {}, edition);
      expect(laws(r)).toEqual(expect.arrayContaining(['61A', '61B', '62A', '62B', '62C1']));
      expect(r.returned).toContainEqual({ seat: 'E', card: 'S2' });
      expect(r.penaltyCards).toEqual([{ seat: 'E', card: 'S2', kind: 'major' }]);
      expect(r.options).toContainEqual(expect.objectContaining({ who: ['E'], action: 'follow-suit', suit: 'H', cards: ['H3'] }));
      expect(r.options).toContainEqual(expect.objectContaining({ who: ['S'], action: 'withdraw', cards: ['H4'], rectification: 'none' }));
      expect(r.establishedRevokes).toEqual([]);
      expect(r.transfers).toBeUndefined();
    },
  );
  test('declarer: his card is replaced without further rectification (62B2) — no penalty card', () => {
    const S: Situation = {
      hands: { W: '.AK.K.', N: '.2.Q.A', E: '.3.J.2', S: 'AK.4..' },
      declarer: 'S',
      contract: '4S',
      trick: 'W:HA H2 H3',
      tricksWon: THREE_LEFT,
    };
    const r = rule(S, [play('S', 'SK'), { type: 'inquire', seat: 'N', to: 'S' }]);
    expect(r.steps).toContainEqual(expect.objectContaining({ law: '62B', reason: 'revoke-card-replaced' }));
    expect(r.penaltyCards).toEqual([]);
    expect(r.returned).toContainEqual({ seat: 'S', card: 'SK' });
    expect(r.options).toContainEqual(expect.objectContaining({ who: ['S'], action: 'follow-suit', suit: 'H', cards: ['H4'] }));
  });
  test('corrected at the table: East takes the ♠2 back and plays the ♥3 — the ♥3 is played, the ♠2 a major penalty card', () => {
    const r = rule(A, [play('E', 'S2'), { type: 'withdraw', seat: 'E', card: 'S2' }, play('E', 'H3')]);
    expect(r.steps).toContainEqual(expect.objectContaining({ law: '62A', reason: 'revoke-corrected' }));
    expect(r.played).toContainEqual({ seat: 'E', card: 'H3' });
    expect(r.penaltyCards).toEqual([{ seat: 'E', card: 'S2', kind: 'major' }]);
  });
});

describe('62C: the cards played after the revoke', () => {
  // Dummy leads the ♦2; East discards the ♠3 holding the ♦5; South wins with the ♦A; West plays the ♦4.
  const C: Situation = { hands: { N: '..2.AK', E: '3..5.Q', S: '..A.32', W: '..4.54' }, declarer: 'S', contract: '4S', trick: 'N:D2', tricksWon: THREE_LEFT };
  test('South may take back the ♦A (62C1); then West, next of the offending side, may take back the ♦4, which becomes a (major) penalty card (62C2)', () => {
    const r = rule(C, [play('E', 'S3'), play('S', 'DA'), play('W', 'D4'), { type: 'attention', seat: 'S' }]);
    expect(r.options).toContainEqual(expect.objectContaining({ who: ['S'], action: 'withdraw', cards: ['DA'], laws: ['62C1'] }));
    // 50B: a card exposed through deliberate play is a major penalty card, whatever its rank.
    expect(r.options).toContainEqual(
      expect.objectContaining({
        who: ['W'],
        action: 'withdraw',
        cards: ['D4'],
        onlyIfWithdrawn: ['DA'],
        then: { penaltyCards: [{ seat: 'W', card: 'D4', kind: 'major' }] },
        laws: ['62C2'],
      }),
    );
    expect(r.penaltyCards).toEqual([{ seat: 'E', card: 'S3', kind: 'major' }]);
  });
  test('the script does not send the ♠3 back to the hand: it stays face up as a penalty card (62B1, 50A)', () => {
    // Second reading (issue #28): «♠3 возвращается в руку.» then «♠3 остаётся на столе…» — both lines, in every language.
    const r = rule(C, [play('E', 'S3'), play('S', 'DA'), play('W', 'D4'), { type: 'attention', seat: 'S' }]);
    const stays = {
      en: '♠3 stays on the table as a major penalty card.',
      ru: '♠3 остаётся на столе как крупная штрафная карта.',
      pl: '♠3 zostaje na stole jako duża karta przygwożdżona.',
      el: 'Το ♠3 μένει στο τραπέζι ως μεγάλο τιμωρημένο φύλλο.',
    };
    for (const lang of LANGS)
      expect(
        scriptLines(r, REASONS[lang]).filter((l) => l.includes('♠3')),
        lang,
      ).toEqual([stays[lang]]);
  });
  test('what the cards show: the ♠3, a penalty card, is unauthorized for West (2007 50E); South’s ♦A, if he takes it back, is unauthorized for the defenders (16D, 2017 16C)', () => {
    const r7 = rule(C, [play('E', 'S3'), play('S', 'DA'), { type: 'attention' }]);
    expect(r7.information).toContainEqual({ cards: [{ seat: 'E', card: 'S3' }], unauthorizedFor: ['W'], authorizedFor: ['S'], law: '50E' });
    expect(r7.information).toContainEqual({ cards: [{ seat: 'S', card: 'DA' }], unauthorizedFor: ['W', 'E'], authorizedFor: [], law: '16D' });
    const r17 = rule(C, [play('E', 'S3'), play('S', 'DA'), { type: 'attention' }], {}, 2017);
    expect(r17.information.map((i) => i.law)).toEqual(['50E', '16C']);
  });
});

describe('62C3 (2017): both sides revoke on one trick, only one side has played to the next', () => {
  // East ruffs the ♥A with the ♠2 (holding the ♥3), South overruffs with the ♠K (holding the ♥4), South leads the ♠A.
  const events = [play('E', 'S2'), play('S', 'SK'), play('S', 'SA')];
  test('2017: both revokes are corrected; the defenders’ withdrawn ♠2 is a penalty card; nothing is established', () => {
    const r = rule(A, events, {}, 2017);
    expect(laws(r)).toContain('62C3');
    expect(r.returned).toEqual(
      expect.arrayContaining([
        { seat: 'E', card: 'S2' },
        { seat: 'S', card: 'SK' },
      ]),
    );
    expect(r.penaltyCards).toEqual([{ seat: 'E', card: 'S2', kind: 'major' }]);
    expect(r.establishedRevokes).toEqual([]);
  });
  test('2007: South’s revoke is established by his ♠A; East’s is not and is corrected (62A)', () => {
    const r = rule(A, events, {}, 2007);
    expect(laws(r)).not.toContain('62C3');
    expect(r.establishedRevokes).toEqual([{ seat: 'S', card: 'SK' }]);
    expect(r.returned).toContainEqual({ seat: 'E', card: 'S2' });
    expect(r.needs).toEqual(['tricksAfter']);
  });
});

describe('62D: a revoke on the twelfth trick', () => {
  const TWO_LEFT = { declarer: 9, defenders: 2 } as const;
  // Dummy leads the ♥2; East ruffs with the ♠2 holding the ♥3; South plays the ♥4; West the ♥A. East leads the ♥3 to the last trick.
  const D: Situation = { hands: { N: '.2..A', E: '2.3..', S: 'A.4..', W: '.AK..' }, declarer: 'S', contract: '4S', trick: 'N:H2', tricksWon: TWO_LEFT };
  const events = [play('E', 'S2'), play('S', 'H4'), play('W', 'HA'), play('E', 'H3')];
  test('found during play: corrected although established; West played after his partner’s revoke card — 16D for him', () => {
    const r = rule(D, [...events, { type: 'attention', seat: 'S' }]);
    expect(laws(r)).toEqual(expect.arrayContaining(['63A1', '62D']));
    expect(r.returned).toContainEqual({ seat: 'E', card: 'S2' });
    expect(r.establishedRevokes).toEqual([]);
    expect(r.steps).toContainEqual(expect.objectContaining({ law: '62D', reason: 'revoke-twelfth-partner', vars: { seat: 'W', card: 'S2' } }));
    expect(r.information).toContainEqual(expect.objectContaining({ unauthorizedFor: ['W'] }));
  });
  test('found after the round: too late to correct; no trick is transferred (64B5, 64B6)', () => {
    const r = rule(D, [...events, play('S', 'SA'), play('W', 'HK'), play('N', 'CA'), { type: 'attention', when: 'after-round' }]);
    expect(r.establishedRevokes).toEqual([{ seat: 'E', card: 'S2' }]);
    expect(r.transfers).toEqual([{ seat: 'E', card: 'S2', tricks: 0, law: '64B5' }]);
    expect(laws(r)).toEqual(expect.arrayContaining(['63B', '64B5', '64B6', '64C']));
  });
});

describe('63A: when a revoke becomes established', () => {
  test('63A1: East, the revoker, leads to the next trick', () => {
    const r = rule(A, [play('E', 'S2'), play('S', 'H4'), play('E', 'DJ')], { tricksAfter: ['S', 'S'] });
    expect(r.steps).toContainEqual(expect.objectContaining({ law: '63A1', reason: 'revoke-established-a1' }));
    expect(laws(r)).toContain('63B');
    expect(r.establishedRevokes).toEqual([{ seat: 'E', card: 'S2' }]);
  });
  // 3NT by South: East leads the ♣5, South discards the ♦2 holding the ♣3, West plays the ♣9, dummy wins the ♣A; declarer names dummy's ♥A.
  const N3: Situation = {
    hands: { E: '.2.3.5', S: '..A2.3', W: '.3.4.9', N: '.A.5.A' },
    declarer: 'S',
    contract: '3NT',
    trick: 'E:C5',
    tricksWon: { declarer: 9, defenders: 1 },
  };
  const named: IncidentEvent[] = [
    play('S', 'D2'),
    play('W', 'C9'),
    play('N', 'CA'),
    { type: 'designate', seat: 'S', says: { card: 'HA' }, kind: 'designation' },
  ];
  test('63A2: declarer names a card of dummy for the next trick; without the later tricks the transfer waits (needs tricksAfter)', () => {
    const r = rule(N3, named);
    expect(r.steps).toContainEqual(expect.objectContaining({ law: '63A2', reason: 'revoke-established-a2' }));
    expect(r.needs).toEqual(['tricksAfter']);
    expect(r.transfers).toEqual([{ seat: 'S', card: 'D2' }]);
    // The calculator asks the winner of each trick after the facts: two here (the form's selects).
    expect(r.tricksAfterCount).toBe(2);
    expect(rule(N3, named, { tricksAfter: ['N', 'S'] }).tricksAfterCount).toBe(2);
  });
  test('63A2 then 64A2: dummy won the revoke trick (not declarer: 64A’s footnote) — one trick', () => {
    const r = rule(N3, named, { tricksAfter: ['N', 'S'] });
    expect(r.transfers).toEqual([{ seat: 'S', card: 'D2', tricks: 1, law: '64A2' }]);
  });
  test('63A2 with the play recorded: the card declarer named and dummy then plays is one card, not two (64A2 from the played-out record)', () => {
    // Declarer names dummy's ♥A and dummy puts it on the table; the rest is played out: dummy's ♥A and South's ♦A win.
    const rest = [play('N', 'HA'), play('E', 'H2'), play('S', 'C3'), play('W', 'H3'), play('N', 'D5'), play('E', 'D3'), play('S', 'DA'), play('W', 'D4')];
    const r = rule(N3, [...named, ...rest]);
    expect(r.steps).toContainEqual(expect.objectContaining({ law: '63A2', reason: 'revoke-established-a2' }));
    expect(r.transfers).toEqual([{ seat: 'S', card: 'D2', tricks: 1, law: '64A2' }]);
  });
  test('63A3: the revoker’s side claims', () => {
    const r = rule(A, [play('E', 'S2'), play('S', 'H4'), { type: 'statement', seat: 'W', kind: 'claim' }], { tricksAfter: ['S', 'S'] });
    expect(r.steps).toContainEqual(expect.objectContaining({ law: '63A3', reason: 'revoke-established-a3' }));
  });
  test('agreeing to the opponents’ claim: 63A3 in 2007, 63A4 in 2017', () => {
    const events: IncidentEvent[] = [play('E', 'S2'), play('S', 'H4'), { type: 'statement', seat: 'S', kind: 'claim' }, { type: 'agree-claim', seat: 'E' }];
    expect(laws(rule(A, events, { tricksAfter: ['S', 'S'] }, 2007))).toContain('63A3');
    expect(laws(rule(A, events, { tricksAfter: ['S', 'S'] }, 2017))).toContain('63A4');
    // Worded as what happened under both codes: the side agreed to a claim, it made none.
    for (const edition of [2007, 2017] as const)
      expect(rule(A, events, { tricksAfter: ['S', 'S'] }, edition).steps).toContainEqual(
        expect.objectContaining({ law: edition === 2007 ? '63A3' : '63A4', reason: 'revoke-established-a4' }),
      );
  });
});

describe('64A: the transfer from the played-out record', () => {
  test.each([2007, 2017] as const)('%i 64A1, one trick: East won the revoke trick and his side no later one', (edition) => {
    const r = rule(A, [play('E', 'S2'), play('S', 'H4'), ...A_REST], {}, edition);
    expect(r.transfers).toEqual([{ seat: 'E', card: 'S2', tricks: 1, law: '64A1' }]);
    expect(reasons(r)).toContain('revoke-transfer-won');
    expect(r.steps).toContainEqual(expect.objectContaining({ law: '64C', reason: 'revoke-equity' }));
  });
  test.each([2007, 2017] as const)('%i 64A1, two tricks: East won the revoke trick and West a later one', (edition) => {
    const B: Situation = { ...A, hands: { ...A.hands, S: 'A.4..K' } };
    const rest = [play('E', 'H3'), play('S', 'CK'), play('W', 'HK'), play('N', 'DQ'), play('W', 'DK'), play('N', 'CA'), play('E', 'DJ'), play('S', 'SA')];
    const r = rule(B, [play('E', 'S2'), play('S', 'H4'), ...rest], {}, edition);
    expect(r.transfers).toEqual([{ seat: 'E', card: 'S2', tricks: 2, law: '64A1' }]);
  });
  test('64A1, two tricks, the later trick awarded by a claim: East ruffs and wins, West claims the rest but one (63A3)', () => {
    const r = rule(A, [play('E', 'S2'), play('S', 'H4'), { type: 'statement', seat: 'W', kind: 'claim' }], { tricksAfter: ['W', 'S'] });
    expect(r.transfers).toEqual([{ seat: 'E', card: 'S2', tricks: 2, law: '64A1' }]);
  });
  test('64A2: East discards the ♣2 (holding the ♥3), West wins the trick with the ♥A: one trick', () => {
    const Cs: Situation = { ...A, hands: { ...A.hands, E: '.3.J.2' } };
    const rest = [play('W', 'HK'), play('N', 'DQ'), play('E', 'H3'), play('S', 'SK'), play('S', 'SA'), play('W', 'DK'), play('N', 'CA'), play('E', 'DJ')];
    const r = rule(Cs, [play('E', 'C2'), play('S', 'H4'), ...rest]);
    expect(r.transfers).toEqual([{ seat: 'E', card: 'C2', tricks: 1, law: '64A2' }]);
  });
  test('64B1: the offending side won neither the revoke trick nor a later one: nothing', () => {
    const E: Situation = {
      hands: { S: 'AK.4..', W: '.K..A', N: '.A.Q2.', E: '.3.J.2' },
      declarer: 'S',
      contract: '4S',
      trick: 'S:H4 HK HA',
      tricksWon: THREE_LEFT,
    };
    const rest = [play('N', 'DQ'), play('E', 'DJ'), play('S', 'SK'), play('W', 'CA'), play('S', 'SA'), play('W', 'HK'), play('N', 'D2'), play('E', 'H3')];
    const r = rule(E, [play('E', 'C2'), ...rest]);
    expect(r.transfers).toEqual([{ seat: 'E', card: 'C2', tricks: 0, law: '64B1' }]);
  });
  test('64B7, 2007: both sides revoked on the board — East’s revoke corrected, South’s established: no transfer for South’s (our reading of 2007 B7)', () => {
    const both = [play('E', 'S2'), play('S', 'SK'), play('S', 'SA')];
    const r = rule(A, both, { tricksAfter: ['S', 'S'] }, 2007);
    expect(r.transfers).toEqual([{ seat: 'S', card: 'SK', tricks: 0, law: '64B7' }]);
  });
});

describe('64C: equity after every established revoke', () => {
  // East ruffs the ♥A (holding the ♥3) and leads the ♦J; South ruffs it with the ♠A holding the ♦3 and leads the ♦3.
  // South's revoke falls on the twelfth trick: found during play it would be corrected (62D), so the
  // revokes are first pointed out after the round, and both stand.
  const Both: Situation = { ...A, hands: { ...A.hands, S: 'A.4.3.' } };
  const events: IncidentEvent[] = [
    play('E', 'S2'),
    play('S', 'H4'),
    play('E', 'DJ'),
    play('S', 'SA'),
    play('W', 'DK'),
    play('N', 'DQ'),
    play('S', 'D3'),
    play('W', 'HK'),
    play('N', 'CA'),
    play('E', 'H3'),
    { type: 'attention', when: 'after-round' },
  ];
  test('2017: both revokes established — no transfer for either (64B5, 64B7) and the both-sides equity rule (64C2(b))', () => {
    const r = rule(Both, events, {}, 2017);
    expect(r.establishedRevokes).toEqual([
      { seat: 'E', card: 'S2' },
      { seat: 'S', card: 'SA' },
    ]);
    expect(r.transfers).toEqual([
      { seat: 'E', card: 'S2', tricks: 0, law: '64B5' },
      { seat: 'S', card: 'SA', tricks: 0, law: '64B5' },
    ]);
    expect(laws(r)).toEqual(expect.arrayContaining(['64B7', '64B6']));
    expect(r.steps.filter((s) => s.law === '64C').map((s) => s.reason)).toEqual(['revoke-equity-both', 'revoke-equity-both']);
  });
  test('2007: the same transfers; 64C is the one general rule', () => {
    const r = rule(Both, events, {}, 2007);
    expect(r.transfers?.map((t) => t.tricks)).toEqual([0, 0]);
    expect(r.steps.filter((s) => s.law === '64C').map((s) => s.reason)).toEqual(['revoke-equity', 'revoke-equity']);
  });
  test('found during play instead, South’s twelfth-trick revoke is corrected (62D) and only East’s stands', () => {
    const r = rule(Both, events.slice(0, -1), {}, 2017);
    expect(r.establishedRevokes).toEqual([{ seat: 'E', card: 'S2' }]);
    expect(laws(r)).toContain('62D');
  });
});

describe("the director's script", () => {
  test('a correction tells the revoker to follow suit; an established revoke, what is transferred at the end of play or that it waits for it', () => {
    const corrected = rule(A, [play('E', 'S2'), play('S', 'H4'), { type: 'inquire', seat: 'W', to: 'E' }]);
    expect(scriptLines(corrected, REASONS.en)).toContain('East, please play a card of the suit led (hearts) instead.');
    const done = rule(A, [play('E', 'S2'), play('S', 'H4'), ...A_REST]);
    expect(scriptLines(done, REASONS.ru)).toEqual(['По окончании розыгрыша за фальшренонс картой ♠2 невиновной стороне передаётся одна взятка.']);
    const waiting = rule(A, [play('E', 'S2'), play('S', 'H4'), play('E', 'DJ')]);
    expect(waiting.needs).toEqual(['tricksAfter']);
    expect(scriptLines(waiting, REASONS.en)).toEqual(['Play on: the trick transfer for the revoke with ♠2 is settled at the end of play.']);
  });
});

describe('64B3: dummy revokes', () => {
  // West leads the ♦K; dummy (North) plays the ♥2 although it holds the ♦Q, and declarer ruffs; the play goes on to the end.
  const D: Situation = { ...A, trick: 'W:DK' };
  const rest = [
    play('E', 'DJ'),
    play('S', 'SA'),
    play('S', 'SK'),
    play('W', 'HK'),
    play('N', 'DQ'),
    play('E', 'S2'),
    play('S', 'H4'),
    play('W', 'HA'),
    play('N', 'CA'),
    play('E', 'H3'),
  ];
  test('no trick is transferred, and the Polish reason names the ♥2 as the card dummy played, the ♦Q left on the table unplayed (second reading, 2026-11-28)', () => {
    for (const edition of [2007, 2017] as const) {
      const r = rule(D, [play('N', 'H2'), ...rest], {}, edition);
      expect(r.transfers).toEqual([{ seat: 'N', card: 'H2', tricks: 0, law: '64B3' }]);
      const b3 = r.steps.find((s) => s.law === '64B3');
      expect(b3?.reason).toBe('revoke-no-transfer-b3');
      const pl = reasonText(b3!, REASONS.pl);
      expect(pl).toContain('dołożono ♥2');
      expect(pl).not.toMatch(/nie zagrano karty dziadka \(♥2\)/);
    }
  });
  test('the Greek reason too (second reading, 2026-11-28): dummy played the ♥2; it is not the card left unplayed', () => {
    const r = rule(D, [play('N', 'H2'), ...rest], {}, 2017);
    const el = reasonText(r.steps.find((s) => s.law === '64B3')!, REASONS.el);
    expect(el).toContain('(ο μορ έπαιξε το ♥2)');
    expect(el).not.toContain('(το ♥2 του μορ)');
  });
});
