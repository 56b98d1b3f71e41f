// Worked incidents of our own (not the booklet's) for the 2007 Laws on leads and plays out of
// turn and retraction: 47E, 53, 54, 55, 56, 57, 58, 59 (and 45E, kept). Each asserts the ruling
// the law gives: cards played, returned, penalty cards and their kind, options and who chooses,
// what follows each option, the law ids in the chain, and the information.
import { describe, expect, test } from 'vitest';
import { makeBoard } from '../board.ts';
import { decide } from '../engine.ts';
import { scriptLines } from '../explain.ts';
import { parseRulingInput } from '../input.ts';
import { REASONS } from '../reasons/index.ts';
import { impossibleFacts } from '../sequence.ts';
import type { IncidentEvent, Judgement, Ruling, RulingInput, Situation } from '../types.ts';

// Deal A: South declares 3NT, North is dummy.
const A = { N: 'AQ3.KJ2.T95.8643', E: 'K87.A94.QJ42.T97', S: 'J52.Q853.AK7.AKQ', W: 'T964.T76.863.J52' };
// Deal B: East declares 4♥, West is dummy; South is on declarer's left.
const B = { N: 'KQ52.43.J97.8765', E: 'A4.KQJ976.K3.AK4', S: 'JT963.A2.T862.T2', W: '87.T85.AQ54.QJ93' };
// Deal C: a three-card ending, South declares 4♠; West has no diamond.
const C = { N: 'A..K2.', E: '..AQ3.', S: 'K2..4.', W: 'Q.JT..' };

const rule = (
  hands: Situation['hands'],
  declarer: Situation['declarer'],
  extra: Partial<Situation>,
  events: IncidentEvent[],
  judgement: Judgement = {},
): Ruling => {
  const input: RulingInput = { situation: { hands, declarer, contract: declarer === 'S' ? '3NT' : '4H', ...extra }, events, judgement };
  expect(parseRulingInput(JSON.parse(JSON.stringify(input)))).toMatchObject({ ok: true });
  const r = decide(input);
  expect(r.impossible).toEqual([]);
  expect(r.problems).toEqual([]);
  return r;
};
const laws = (r: Ruling) => r.steps.filter((s) => s.effect !== 'not-applied').map((s) => s.law);
const notApplied = (r: Ruling) => r.steps.filter((s) => s.effect === 'not-applied').map((s) => s.law);
const opening = { trick: 'W:', tricksWon: { declarer: 0, defenders: 0 } };

describe("47E1: a lead out of turn on an opponent's word", () => {
  test('dummy tells West it is his lead: West may take the ♠4 back without rectification, and declarer, for the hand on his left, may not accept it; no penalty card', () => {
    const r = rule(A, 'S', { trick: 'N:' }, [
      { type: 'told-to-lead', seat: 'N', to: 'W' },
      { type: 'play', seat: 'W', card: 'S4' },
    ]);
    expect(r.penaltyCards).toEqual([]);
    expect(r.options).toEqual([
      { who: ['W'], action: 'withdraw', cards: ['S4'], rectification: 'none', laws: ['47E1'], then: { returned: [{ seat: 'W', card: 'S4' }], leadFrom: 'N' } },
    ]);
    expect(laws(r)).toEqual(['47E1']);
  });

  test('a defender tells declarer he is in dummy; declarer leads the ♦4 from dummy and takes it back: no rectification, the information is unauthorized for the defenders', () => {
    const r = rule(B, 'E', { trick: 'E:' }, [
      { type: 'told-to-lead', seat: 'N', to: 'W' },
      { type: 'designate', seat: 'E', says: { card: 'D4' }, kind: 'designation' },
      { type: 'withdraw', seat: 'W', card: 'D4' },
    ]);
    expect(r.returned).toEqual([{ seat: 'W', card: 'D4' }]);
    expect(r.options).toEqual([]);
    expect(laws(r)).toEqual(['46A', '47E1', '16D']);
    expect(r.information).toEqual([{ cards: [{ seat: 'W', card: 'D4' }], unauthorizedFor: ['S', 'N'], authorizedFor: ['E'], law: '16D' }]);
  });

  test('his own partner said it was his lead: 47E1 does not apply, and the lead out of turn is ruled as one (56)', () => {
    const r = rule(A, 'S', { trick: 'N:' }, [
      { type: 'told-to-lead', seat: 'E', to: 'W' },
      { type: 'play', seat: 'W', card: 'S4' },
    ]);
    expect(notApplied(r)).toEqual(['47E1']);
    expect(r.options.map((o) => o.action)).toEqual(['accept-lead', 'refuse-lead']);
    expect(laws(r)).toContain('56');
  });
});

describe("47E2: a card played after an opponent's mistaken explanation", () => {
  const misinformed = (after: IncidentEvent[]): IncidentEvent[] => [
    { type: 'explanation', seat: 'S', kind: 'mistaken' },
    { type: 'play', seat: 'E', card: 'SK' },
    ...after,
  ];

  test("no card has followed East's ♠K when the explanation is corrected: East may take it back without rectification", () => {
    const r = rule(A, 'S', { trick: 'W:S4 SQ' }, misinformed([{ type: 'explanation', seat: 'S', kind: 'corrected' }]));
    expect(r.options).toEqual([
      { who: ['E'], action: 'withdraw', cards: ['SK'], rectification: 'none', laws: ['47E2(a)', '16D'], then: { returned: [{ seat: 'E', card: 'SK' }] } },
    ]);
    expect(laws(r)).toEqual(['47E2(a)']);
  });

  test('East takes it back: the ♠K goes back; for declarer (the misinformer) the information is unauthorized, for West authorized', () => {
    const r = rule(
      A,
      'S',
      { trick: 'W:S4 SQ' },
      misinformed([
        { type: 'explanation', seat: 'S', kind: 'corrected' },
        { type: 'withdraw', seat: 'E', card: 'SK' },
      ]),
    );
    expect(r.returned).toEqual([{ seat: 'E', card: 'SK' }]);
    expect(r.information).toEqual([{ cards: [{ seat: 'E', card: 'SK' }], unauthorizedFor: ['S'], authorizedFor: ['W'], law: '16D' }]);
  });

  test('declarer had already played to the trick after the ♠K: too late to take it back; the director may adjust (47E2(b))', () => {
    const r = rule(
      A,
      'S',
      { trick: 'W:S4 SQ' },
      misinformed([
        { type: 'play', seat: 'S', card: 'S2' },
        { type: 'explanation', seat: 'S', kind: 'corrected' },
      ]),
    );
    expect(r.options).toEqual([]);
    expect(notApplied(r)).toEqual(['47E2(a)']);
    expect(laws(r)).toEqual(['47E2(b)']);
  });

  test('the opening lead cannot be taken back once dummy has faced his cards', () => {
    const r = rule(A, 'S', opening, [
      { type: 'explanation', seat: 'N', kind: 'mistaken' },
      { type: 'play', seat: 'W', card: 'HT' },
      { type: 'spread', seat: 'N' },
      { type: 'explanation', seat: 'N', kind: 'corrected' },
    ]);
    expect(notApplied(r)).toEqual(['47E2(a)']);
    expect(r.steps.find((s) => s.law === '47E2(a)')?.reason).toBe('misinfo-opening');
    expect(r.options).toEqual([]);
  });
});

describe('53: a lead out of turn accepted', () => {
  test('by play: dummy was on lead, East leads the ♦Q and South, next in rotation, follows: the lead stands', () => {
    const r = rule(A, 'S', { trick: 'N:' }, [
      { type: 'play', seat: 'E', card: 'DQ' },
      { type: 'play', seat: 'S', card: 'D7' },
    ]);
    expect(r.played).toEqual([
      { seat: 'E', card: 'DQ' },
      { seat: 'S', card: 'D7' },
    ]);
    expect(r.penaltyCards).toEqual([]);
    expect(r.options).toEqual([]);
    expect(laws(r)).toEqual(['53']);
  });

  test("by statement: South leads out of turn to East's 4♥ (dummy on lead), East says he accepts: the ♠J stands", () => {
    const r = rule(B, 'E', { trick: 'W:' }, [
      { type: 'play', seat: 'S', card: 'SJ' },
      { type: 'accept-lead', seat: 'E' },
    ]);
    expect(r.played).toEqual([{ seat: 'S', card: 'SJ' }]);
    expect(r.steps.map((s) => s.reason)).toEqual(['accepted-by-statement']);
  });

  test("declarer's lead when East was on lead is accepted by West, next in rotation, playing to it", () => {
    const r = rule(A, 'S', { trick: 'E:' }, [
      { type: 'play', seat: 'S', card: 'CA' },
      { type: 'play', seat: 'W', card: 'C2' },
    ]);
    expect(r.played).toEqual([
      { seat: 'S', card: 'CA' },
      { seat: 'W', card: 'C2' },
    ]);
    expect(r.options).toEqual([]);
  });

  test('dummy has no say: his "I accept" does not count, declarer still chooses', () => {
    const r = rule(A, 'S', { trick: 'N:' }, [
      { type: 'play', seat: 'W', card: 'S4' },
      { type: 'accept-lead', seat: 'N' },
    ]);
    expect(r.steps).toContainEqual({ law: '53', effect: 'not-applied', reason: 'not-entitled', vars: { seat: 'N' } });
    expect(r.options.map((o) => [o.who, o.action])).toEqual([
      [['S'], 'accept-lead'],
      [['S'], 'refuse-lead'],
    ]);
  });

  test("the proper leader is next in rotation: whether his card is his own lead or a card played to the irregular lead is the director's finding", () => {
    const events: IncidentEvent[] = [
      { type: 'play', seat: 'W', card: 'S4' },
      { type: 'designate', seat: 'S', says: { card: 'SQ' }, kind: 'designation' },
    ];
    const open = rule(A, 'S', { trick: 'N:' }, events);
    expect(open.needs).toEqual(['leadOrPlay']);
    expect(open.judges.leadOrPlay).toEqual([1]);
    const accepted = rule(A, 'S', { trick: 'N:' }, events, { leadOrPlay: 'played-to-it' });
    expect(accepted.played).toEqual([
      { seat: 'W', card: 'S4' },
      { seat: 'N', card: 'SQ' },
    ]);
    const own = rule(A, 'S', { trick: 'N:' }, events, { leadOrPlay: 'proper-lead' });
    expect(own.played).toEqual([{ seat: 'N', card: 'SQ' }]);
    expect(laws(own)).toContain('53C');
  });
});

describe("53B: after declarer's lead out of turn, the defender on the right of the leading hand plays", () => {
  test("dummy was on lead; South leads the ♥Q and East plays the ♥A before West: the lead stands, the ♥A is a major penalty card, declarer chooses West's card (57A)", () => {
    const r = rule(A, 'S', { trick: 'N:' }, [
      { type: 'play', seat: 'S', card: 'HQ' },
      { type: 'play', seat: 'E', card: 'HA' },
    ]);
    expect(r.played).toEqual([{ seat: 'S', card: 'HQ' }]);
    expect(r.penaltyCards).toEqual([{ seat: 'E', card: 'HA', kind: 'major' }]);
    const plays = r.options.filter((o) => o.action.startsWith('play-') || o.action === 'forbid-suit');
    expect(plays).toEqual([
      { who: ['S'], action: 'play-highest', binds: 'W', suit: 'H', laws: ['57A'], then: { forced: 'HT' } },
      { who: ['S'], action: 'play-lowest', binds: 'W', suit: 'H', laws: ['57A'], then: { forced: 'H6' } },
      { who: ['S'], action: 'forbid-suit', binds: 'W', laws: ['57A'] },
    ]);
    expect(laws(r).slice(0, 2)).toEqual(['53B', '57A']);
  });

  test('dummy was on lead; declarer leads the ♣A from hand, then plays the ♣3 from dummy, then North plays: the lead stands and North is exempt (57C1)', () => {
    const r = rule(B, 'E', { trick: 'W:' }, [
      { type: 'play', seat: 'E', card: 'CA' },
      { type: 'designate', seat: 'E', says: { card: 'C3' }, kind: 'designation' },
      { type: 'play', seat: 'N', card: 'C5' },
    ]);
    expect(r.played).toEqual([
      { seat: 'E', card: 'CA' },
      { seat: 'W', card: 'C3' },
      { seat: 'N', card: 'C5' },
    ]);
    expect(r.penaltyCards).toEqual([]);
    expect(r.options).toEqual([]);
    expect(r.steps.find((s) => s.law === '57C1')?.effect).toBe('exception-applied');
    expect(laws(r)).toContain('53B');
  });
});

describe('53C: the proper leader leads after the irregular lead', () => {
  test("South was on lead; West leads the ♠4, then South leads the ♦A: South's lead stands, West may take his card back (16D)", () => {
    const r = rule(A, 'S', { trick: 'S:' }, [
      { type: 'play', seat: 'W', card: 'S4' },
      { type: 'play', seat: 'S', card: 'DA' },
    ]);
    expect(r.played).toEqual([{ seat: 'S', card: 'DA' }]);
    expect(r.penaltyCards).toEqual([]);
    expect(r.options).toEqual([{ who: ['W'], action: 'withdraw', cards: ['S4'], rectification: 'none', laws: ['53C', '16D'] }]);
    expect(r.information).toEqual([{ cards: [{ seat: 'W', card: 'S4' }], unauthorizedFor: ['E'], authorizedFor: ['S'], law: '16D' }]);
  });

  test("North was on lead; declarer leads the ♥K, then North leads the ♦7: North's lead stands; declarer may take his card back", () => {
    const r = rule(B, 'E', { trick: 'N:' }, [
      { type: 'play', seat: 'E', card: 'HK' },
      { type: 'play', seat: 'N', card: 'D7' },
    ]);
    expect(r.played).toEqual([{ seat: 'N', card: 'D7' }]);
    expect(r.options).toEqual([{ who: ['E'], action: 'withdraw', cards: ['HK'], rectification: 'none', laws: ['53C', '16D'] }]);
    expect(laws(r)).toEqual(['53C', '16D']);
  });
});

describe('54: the opening lead faced out of turn', () => {
  test('East faces the ♦Q: declarer may accept it (second card from his hand), spread his hand and become dummy, or refuse it (major penalty card, West leads, 50D)', () => {
    const r = rule(A, 'S', opening, [{ type: 'play', seat: 'E', card: 'DQ' }]);
    const lead = [{ seat: 'E', card: 'DQ' }];
    expect(r.options).toEqual([
      { who: ['S'], action: 'accept-lead', cards: ['DQ'], laws: ['53', '54B'], then: { played: lead, playFrom: 'S' } },
      { who: ['S'], action: 'become-dummy', cards: ['DQ'], laws: ['54A'], then: { played: lead, declarer: 'N' } },
      {
        who: ['S'],
        action: 'refuse-lead',
        cards: ['DQ'],
        laws: ['54D', '50D'],
        then: {
          penaltyCards: [{ seat: 'E', card: 'DQ', kind: 'major' }],
          leadFrom: 'W',
          options: [
            { who: ['S'], action: 'require-lead', suit: 'D', binds: 'W', laws: ['50D2(a)'] },
            { who: ['S'], action: 'forbid-lead', suit: 'D', binds: 'W', laws: ['50D2(a)'] },
          ],
        },
      },
    ]);
    expect(laws(r)).toEqual(['54', '54B', '54A', '54D']);
    expect(scriptLines(r, REASONS.en)[2]).toContain(
      "West then leads. Then: South, when the offender's partner has the lead you may require a lead in diamonds",
    );
  });

  test('in 4♥ by East, North faces the ♠K: the same three choices for East; refused, South leads and may be made to lead or not lead spades', () => {
    const r = rule(B, 'E', { trick: 'S:', tricksWon: { declarer: 0, defenders: 0 } }, [{ type: 'play', seat: 'N', card: 'SK' }]);
    expect(r.options.map((o) => [o.who, o.action, o.then?.leadFrom ?? o.then?.declarer ?? o.then?.playFrom])).toEqual([
      [['E'], 'accept-lead', 'E'],
      [['E'], 'become-dummy', 'W'],
      [['E'], 'refuse-lead', 'S'],
    ]);
  });

  test('54A: declarer begins to spread his hand and exposes the ♣A: the lead stands and dummy becomes declarer', () => {
    const r = rule(A, 'S', opening, [
      { type: 'play', seat: 'E', card: 'DQ' },
      { type: 'spread', seat: 'S', cards: ['CA'] },
    ]);
    expect(r.played).toEqual([{ seat: 'E', card: 'DQ' }]);
    expect(r.options).toEqual([]);
    expect(r.steps.at(-1)).toEqual({ law: '54A', effect: 'applies', reason: 'opening-spread', vars: { card: 'DQ', seat: 'N' } });
  });

  test('54C: dummy has faced his cards: declarer must accept, though he says he refuses', () => {
    const r = rule(A, 'S', opening, [
      { type: 'play', seat: 'E', card: 'DQ' },
      { type: 'spread', seat: 'N' },
      { type: 'refuse-lead', seat: 'S' },
    ]);
    expect(r.played).toEqual([{ seat: 'E', card: 'DQ' }]);
    expect(r.penaltyCards).toEqual([]);
    expect(laws(r)).toEqual(['54', '54C', '54B']);
  });

  test("54C: the director finds declarer could have seen dummy's cards: he must accept", () => {
    const r = rule(B, 'E', { trick: 'S:', tricksWon: { declarer: 0, defenders: 0 } }, [{ type: 'play', seat: 'N', card: 'SK' }], { sawDummy: true });
    expect(r.options).toEqual([]);
    expect(r.played).toEqual([{ seat: 'N', card: 'SK' }]);
    expect(r.relevant).toContain('sawDummy');
  });

  test('54D: declarer refuses: the ♦Q is a major penalty card, West leads and declarer may require or forbid diamonds', () => {
    const r = rule(A, 'S', opening, [
      { type: 'play', seat: 'E', card: 'DQ' },
      { type: 'refuse-lead', seat: 'S' },
    ]);
    expect(r.penaltyCards).toEqual([{ seat: 'E', card: 'DQ', kind: 'major' }]);
    // 50D2: require or forbid diamonds, or leave the lead free with the card still a penalty card.
    expect(r.options.map((o) => [o.action, o.suit])).toEqual([
      ['require-lead', 'D'],
      ['forbid-lead', 'D'],
      ['free-lead', undefined],
    ]);
    expect(laws(r)).toEqual(expect.arrayContaining(['54', '54D', '50B', '50D', '50E']));
  });

  test("54B2: declarer plays the second card from dummy: that is his acceptance, and dummy's card stands", () => {
    const r = rule(A, 'S', opening, [
      { type: 'play', seat: 'E', card: 'DQ' },
      { type: 'designate', seat: 'S', says: { card: 'D5' }, kind: 'designation' },
    ]);
    expect(r.played).toEqual([{ seat: 'E', card: 'DQ' }]);
    expect(laws(r)).toEqual(['54', '54B2', '54B']);
  });
});

describe("55: declarer's lead out of turn", () => {
  test('West was on lead; declarer leads the ♣A: either defender may accept (West, next in turn, prevails) or refuse: the card goes back, West leads, no rectification', () => {
    const r = rule(A, 'S', { trick: 'W:' }, [{ type: 'play', seat: 'S', card: 'CA' }]);
    expect(r.options).toEqual([
      {
        who: ['W', 'E'],
        action: 'accept-lead',
        cards: ['CA'],
        conflict: 'next-in-turn-prevails',
        prevails: 'W',
        laws: ['55A', '53'],
        then: { played: [{ seat: 'S', card: 'CA' }] },
      },
      {
        who: ['W', 'E'],
        action: 'refuse-lead',
        cards: ['CA'],
        rectification: 'none',
        laws: ['55A', '55B1'],
        then: { returned: [{ seat: 'S', card: 'CA' }], leadFrom: 'W' },
      },
    ]);
    expect(laws(r)).toEqual(['55A', '48A', '55B1', '55C']);
    expect(r.relevant).toEqual(['usedInformation']);
  });

  test('dummy was on lead; declarer leads from his hand: refused, he must lead from dummy (55B2)', () => {
    const r = rule(A, 'S', { trick: 'N:' }, [{ type: 'play', seat: 'S', card: 'HQ' }]);
    expect(r.options[1]).toMatchObject({ action: 'refuse-lead', laws: ['55A', '55B2'], then: { leadFrom: 'N' } });
    expect(r.steps[0]).toMatchObject({ law: '55A', reason: 'wrong-hand', vars: { seat: 'W' } });
  });

  test("the defenders choose differently: West, next in turn, refuses and prevails; the ♣A goes back and the director watches declarer's later play (55C)", () => {
    const r = rule(A, 'S', { trick: 'W:' }, [
      { type: 'play', seat: 'S', card: 'CA' },
      { type: 'accept-lead', seat: 'E' },
      { type: 'refuse-lead', seat: 'W' },
    ]);
    expect(r.returned).toEqual([{ seat: 'S', card: 'CA' }]);
    expect(laws(r)).toEqual(['55A', '55B1', '55C']);
    const used = rule(
      A,
      'S',
      { trick: 'W:' },
      [
        { type: 'play', seat: 'S', card: 'CA' },
        { type: 'refuse-lead', seat: 'E' },
      ],
      { usedInformation: true },
    );
    expect(used.steps.at(-1)).toMatchObject({ law: '55C', effect: 'applies', reason: 'info-used' });
    const not = rule(
      A,
      'S',
      { trick: 'W:' },
      [
        { type: 'play', seat: 'S', card: 'CA' },
        { type: 'refuse-lead', seat: 'E' },
      ],
      { usedInformation: false },
    );
    expect(notApplied(not)).toEqual(['55C']);
  });
});

describe("56: a defender's lead out of turn", () => {
  test('dummy was on lead; West leads the ♠4: declarer may accept it, or refuse it: a major penalty card, dummy leads', () => {
    const r = rule(A, 'S', { trick: 'N:' }, [{ type: 'play', seat: 'W', card: 'S4' }]);
    expect(r.options).toEqual([
      { who: ['S'], action: 'accept-lead', cards: ['S4'], laws: ['53'], then: { played: [{ seat: 'W', card: 'S4' }] } },
      {
        who: ['S'],
        action: 'refuse-lead',
        cards: ['S4'],
        laws: ['56', '54D', '50D'],
        then: { penaltyCards: [{ seat: 'W', card: 'S4', kind: 'major' }], leadFrom: 'N' },
      },
    ]);
  });

  test('South was on lead (4♥ by East); his partner North leads the ♠K: refused, South leads and declarer may require or forbid spades', () => {
    const r = rule(B, 'E', { trick: 'S:' }, [{ type: 'play', seat: 'N', card: 'SK' }]);
    expect(r.options[1]?.then?.options?.map((o) => [o.action, o.suit, o.binds])).toEqual([
      ['require-lead', 'S', 'S'],
      ['forbid-lead', 'S', 'S'],
    ]);
  });

  test("declarer refuses: the ♠4 is a major penalty card (deliberately led), West's partner may not use it", () => {
    const r = rule(A, 'S', { trick: 'N:' }, [
      { type: 'play', seat: 'W', card: 'S4' },
      { type: 'refuse-lead', seat: 'S' },
    ]);
    expect(r.penaltyCards).toEqual([{ seat: 'W', card: 'S4', kind: 'major' }]);
    expect(r.steps.map((s) => s.reason)).toContain('major-deliberate');
    expect(r.information).toEqual([{ cards: [{ seat: 'W', card: 'S4' }], unauthorizedFor: ['E'], authorizedFor: ['S'], law: '50E' }]);
  });
});

describe('57: a premature lead or play by a defender', () => {
  test("declarer leads the ♠2 and East plays the ♠K before West: a major penalty card; declarer chooses West's card", () => {
    const r = rule(A, 'S', { trick: 'S:S2' }, [{ type: 'play', seat: 'E', card: 'SK' }]);
    expect(r.penaltyCards).toEqual([{ seat: 'E', card: 'SK', kind: 'major' }]);
    expect(r.options.filter((o) => o.binds === 'W').map((o) => [o.action, o.then?.forced ?? (o.then?.anyCard ? 'any' : '')])).toEqual([
      ['play-highest', 'ST'],
      ['play-lowest', 'S4'],
      ['forbid-suit', ''],
    ]);
    expect(laws(r)).toContain('57A');
  });

  test("North leads to the next trick before his partner South has played to declarer's ♥K: 57A, South's choices are his ♥A or ♥2", () => {
    const r = rule(B, 'E', { trick: 'E:HK' }, [{ type: 'play', seat: 'N', card: 'C8', trick: 'next' }]);
    expect(r.steps[0]).toMatchObject({ law: '57A', reason: 'premature-lead', vars: { card: 'C8', seat: 'N' } });
    expect(r.penaltyCards).toEqual([{ seat: 'N', card: 'C8', kind: 'major' }]);
    expect(r.options.filter((o) => o.binds === 'S' && o.then?.forced).map((o) => o.then?.forced)).toEqual(['HA', 'H2']);
  });

  test('57B and 59: West has no diamond, so declarer\'s "highest" or "lowest" diamond cannot bind him: he plays any card', () => {
    const r = rule(C, 'S', { contract: '4S', trick: 'S:D4' }, [{ type: 'play', seat: 'E', card: 'DA' }]);
    expect(r.options.filter((o) => o.binds === 'W').map((o) => [o.action, o.then?.anyCard === true, o.laws])).toEqual([
      ['play-highest', true, ['57A', '57B', '59']],
      ['play-lowest', true, ['57A', '57B', '59']],
      ['forbid-suit', false, ['57A']],
    ]);
    expect(laws(r)).toContain('57B');
  });

  test('59 after a refused lead: West was on lead and East led the ♦Q; refused, declarer may require diamonds of West, who has none: he leads any card', () => {
    const r = rule(C, 'S', { contract: '4S', trick: 'W:' }, [{ type: 'play', seat: 'E', card: 'DQ' }]);
    expect(r.options[1]?.then?.options).toEqual([
      { who: ['S'], action: 'require-lead', suit: 'D', binds: 'W', laws: ['50D2(a)', '59'], then: { anyCard: true } },
      { who: ['S'], action: 'forbid-lead', suit: 'D', binds: 'W', laws: ['50D2(a)'] },
    ]);
    expect(scriptLines(r, REASONS.en)[1]).toContain('He cannot comply, so he may play any legal card.');
  });

  test("57C1: declarer had played from both hands (dummy's ♠A called early): East is not rectified", () => {
    const r = rule(A, 'S', { trick: 'S:S2' }, [
      { type: 'designate', seat: 'S', says: { card: 'SA' }, kind: 'designation' },
      { type: 'play', seat: 'E', card: 'SK' },
    ]);
    expect(r.penaltyCards).toEqual([]);
    expect(r.played).toEqual([
      { seat: 'N', card: 'SA' },
      { seat: 'E', card: 'SK' },
    ]);
    expect(r.steps.filter((s) => s.effect === 'exception-applied').map((s) => s.law)).toEqual(['57C1']);
  });

  test('dummy suggested a card before East played early: East is not rectified — 2007 57C1, which 2017 numbers 57C2', () => {
    const events: IncidentEvent[] = [
      { type: 'suggest', seat: 'N', card: 'SA' },
      { type: 'play', seat: 'E', card: 'SK' },
    ];
    const r = rule(A, 'S', { trick: 'S:S2' }, events);
    expect(r.penaltyCards).toEqual([]);
    expect(r.steps.filter((s) => s.effect === 'exception-applied').map((s) => s.law)).toEqual(['57C1']);
    const r2017 = decide({ situation: { hands: A, declarer: 'S', contract: '3NT', trick: 'S:S2' }, events, judgement: {}, edition: 2017 });
    expect(r2017.steps.filter((s) => s.effect === 'exception-applied').map((s) => s.law)).toEqual(['57C2']);
  });

  test("declarer's premature play from either hand is a played card: 2007 57C2, 2017 57C3", () => {
    const events: IncidentEvent[] = [{ type: 'play', seat: 'S', card: 'SJ' }];
    const r = rule(A, 'S', { trick: 'W:S4' }, events);
    expect(r.played).toEqual([{ seat: 'S', card: 'SJ' }]);
    expect(r.steps.map((s) => s.law)).toEqual(['57C2']);
    const r2017 = decide({ situation: { hands: A, declarer: 'S', contract: '3NT', trick: 'W:S4' }, events, judgement: {}, edition: 2017 });
    expect(r2017.steps.map((s) => s.law)).toEqual(['57C3']);
  });

  test('a defender playing out of turn after his partner has played is not 57: the card is exposed out of turn (49), a major penalty card, with no choice over the partner', () => {
    const r = rule(A, 'S', { trick: 'W:S4' }, [{ type: 'play', seat: 'E', card: 'SK' }]);
    expect(laws(r)[0]).toBe('49');
    expect(r.penaltyCards).toEqual([{ seat: 'E', card: 'SK', kind: 'major' }]);
    expect(r.options.some((o) => o.action.startsWith('play-'))).toBe(false);
  });
});

describe('58: simultaneous leads or plays', () => {
  test("58A: dummy's ♠3 and East's ♠K land together when dummy was to play: East's card counts as after it, in turn", () => {
    const r = rule(A, 'S', { trick: 'W:S4' }, [
      {
        type: 'simultaneous',
        plays: [
          { seat: 'N', card: 'S3' },
          { seat: 'E', card: 'SK' },
        ],
      },
    ]);
    expect(r.played).toEqual([
      { seat: 'N', card: 'S3' },
      { seat: 'E', card: 'SK' },
    ]);
    expect(r.penaltyCards).toEqual([]);
  });

  test("58A: declarer leads the ♠J as East plays the ♠K: East's card counts as played after the lead, before his partner (57A)", () => {
    const r = rule(A, 'S', { trick: 'S:' }, [
      {
        type: 'simultaneous',
        plays: [
          { seat: 'S', card: 'SJ' },
          { seat: 'E', card: 'SK' },
        ],
      },
    ]);
    expect(r.played).toEqual([{ seat: 'S', card: 'SJ' }]);
    expect(r.penaltyCards).toEqual([{ seat: 'E', card: 'SK', kind: 'major' }]);
    expect(laws(r)).toEqual(expect.arrayContaining(['58A', '57A']));
  });

  test("58A needs a legal card: East and West lead together when it was dummy's lead: each is a lead out of turn, the first ruled as one (56)", () => {
    const r = rule(A, 'S', { trick: 'N:' }, [
      {
        type: 'simultaneous',
        plays: [
          { seat: 'W', card: 'S4' },
          { seat: 'E', card: 'DQ' },
        ],
      },
    ]);
    expect(laws(r)).toEqual(['56', '53', '50D', '49', '50B', '50D', '50D2', '50E']);
    expect(r.penaltyCards).toEqual([{ seat: 'E', card: 'DQ', kind: 'major' }]);
    expect(r.options.filter((o) => o.cards?.includes('S4')).map((o) => o.action)).toEqual(['accept-lead', 'refuse-lead']);
  });

  test('58B1: West leads two hearts, only the ♥7 face up: it is played, the ♥6 goes back', () => {
    const r = rule(A, 'S', { trick: 'W:' }, [
      {
        type: 'simultaneous',
        plays: [
          { seat: 'W', card: 'H7' },
          { seat: 'W', card: 'H6', faceDown: true },
        ],
      },
    ]);
    expect(r.played).toEqual([{ seat: 'W', card: 'H7' }]);
    expect(r.returned).toEqual([{ seat: 'W', card: 'H6' }]);
    expect(r.penaltyCards).toEqual([]);
  });

  test('58B2: two cards seen; West has not said which he plays: he names one; the other will be a penalty card', () => {
    const r = rule(A, 'S', { trick: 'W:' }, [
      {
        type: 'simultaneous',
        plays: [
          { seat: 'W', card: 'H7' },
          { seat: 'W', card: 'H6' },
        ],
      },
    ]);
    expect(r.options).toEqual([{ who: ['W'], action: 'name-card', among: ['H7', 'H6'], laws: ['58B2'] }]);
    expect(r.steps.map((s) => s.reason)).toEqual(['simultaneous-several', 'simultaneous-penalty']);
  });

  test('58B2: West says he plays the ♥7: the ♥10 is a major penalty card (an honour)', () => {
    const r = rule(A, 'S', { trick: 'W:' }, [
      {
        type: 'simultaneous',
        plays: [
          { seat: 'W', card: 'H7' },
          { seat: 'W', card: 'HT' },
        ],
      },
      { type: 'statement', seat: 'W', kind: 'intended', cards: ['H7'] },
    ]);
    expect(r.played).toEqual([{ seat: 'W', card: 'H7' }]);
    expect(r.penaltyCards).toEqual([{ seat: 'W', card: 'HT', kind: 'major' }]);
    const small = rule(A, 'S', { trick: 'W:' }, [
      {
        type: 'simultaneous',
        plays: [
          { seat: 'W', card: 'H7' },
          { seat: 'W', card: 'H6' },
        ],
      },
      { type: 'statement', seat: 'W', kind: 'intended', cards: ['H7'] },
    ]);
    expect(small.penaltyCards).toEqual([{ seat: 'W', card: 'H6', kind: 'minor' }]);
  });

  test('58B2: West shows three cards and plays the ♥7: the two others, exposed together, are both major penalty cards', () => {
    const r = rule(A, 'S', { trick: 'W:' }, [
      {
        type: 'simultaneous',
        plays: [
          { seat: 'W', card: 'H7' },
          { seat: 'W', card: 'H6' },
          { seat: 'W', card: 'D8' },
        ],
      },
      { type: 'statement', seat: 'W', kind: 'intended', cards: ['H7'] },
    ]);
    expect(r.penaltyCards).toEqual([
      { seat: 'W', card: 'H6', kind: 'major' },
      { seat: 'W', card: 'D8', kind: 'major' },
    ]);
    expect(r.steps.filter((s) => s.law === '50B' && s.reason === 'major-several')).toHaveLength(2);
  });

  test("58B2: declarer's second card goes back without penalty", () => {
    const r = rule(A, 'S', { trick: 'S:' }, [
      {
        type: 'simultaneous',
        plays: [
          { seat: 'S', card: 'CA' },
          { seat: 'S', card: 'CK' },
        ],
      },
      { type: 'statement', seat: 'S', kind: 'intended', cards: ['CA'] },
    ]);
    expect(r.played).toEqual([{ seat: 'S', card: 'CA' }]);
    expect(r.returned).toEqual([{ seat: 'S', card: 'CK' }]);
    expect(r.penaltyCards).toEqual([]);
  });

  test("58B3: North had played after West's two cards: he may take his card back and play another (16D)", () => {
    const r = rule(A, 'S', { trick: 'W:' }, [
      {
        type: 'simultaneous',
        plays: [
          { seat: 'W', card: 'H7' },
          { seat: 'W', card: 'H6' },
        ],
      },
      { type: 'designate', seat: 'S', says: { card: 'H2' }, kind: 'designation' },
    ]);
    expect(r.options).toContainEqual({ who: ['S'], action: 'withdraw', cards: ['H2'], rectification: 'none', laws: ['58B3', '16D'] });
    expect(laws(r)).toContain('58B3');
  });

  test('58B4: discovered after both sides played to the next trick: the defective-trick law applies', () => {
    const r = rule(A, 'S', { trick: 'W:S4 SQ' }, [
      {
        type: 'simultaneous',
        plays: [
          { seat: 'E', card: 'S7' },
          { seat: 'E', card: 'S8' },
        ],
      },
      { type: 'play', seat: 'S', card: 'S2' },
      { type: 'designate', seat: 'S', says: { card: 'SA' }, kind: 'designation' },
      { type: 'play', seat: 'E', card: 'SK' },
    ]);
    expect(laws(r)).toEqual(['58B4']);
  });
});

describe('45E: a card put on the finished trick (kept)', () => {
  const finished = { trick: 'W:S4 SQ SK S2' }; // East won with the ♠K: East leads
  test("declarer's fifth card goes back; a defender's is a penalty card", () => {
    expect(rule(A, 'S', finished, [{ type: 'play', seat: 'S', card: 'S5' }], { treatedAs: 'fifth-card' }).returned).toEqual([{ seat: 'S', card: 'S5' }]);
    const w = rule(A, 'S', finished, [{ type: 'play', seat: 'W', card: 'S6' }], { treatedAs: 'fifth-card' });
    expect(w.penaltyCards).toEqual([{ seat: 'W', card: 'S6', kind: 'major' }]);
  });

  test("deemed a lead: West's card is a lead out of turn (East was to lead)", () => {
    const r = rule(A, 'S', finished, [{ type: 'play', seat: 'W', card: 'S6' }], { treatedAs: 'lead-out-of-turn' });
    expect(laws(r).slice(0, 2)).toEqual(['45E1', '56']);
    expect(r.options.map((o) => o.action)).toEqual(['accept-lead', 'refuse-lead']);
  });
});

describe('the order of play behind these facts', () => {
  test("two designations in a row (dummy's question between them), each naming a card of dummy: the second is a second card of dummy to the trick, named as impossible — not ruled, the first not dropped", () => {
    const events: IncidentEvent[] = [
      { type: 'designate', seat: 'S', says: { suit: 'S' }, kind: 'designation' },
      { type: 'dummy' }, // dummy asks which card
      { type: 'designate', seat: 'S', says: { card: 'SQ' }, kind: 'designation' },
    ];
    const hands = { N: 'Q9...JT9', W: '..Q7.Q76', E: 'J76.J.3.', S: '.QT94.J.' };
    expect(impossibleFacts(makeBoard({ hands, declarer: 'S', trick: 'N:' }, events), events)).toEqual([
      { fact: 2, why: 'second-designation', seat: 'N', card: 'SQ', earlier: 'S9' },
    ]);
    const r = decide({ situation: { hands, declarer: 'S', contract: '6H', trick: 'N:' }, events, judgement: {} });
    expect(r.impossible).toHaveLength(1);
    expect(r.played).toEqual([]);
  });

  test('a designation changed by a correction, one clarified, or one repeated is no second card', () => {
    const hands = { N: 'Q9...JT9', W: '..Q7.Q76', E: 'J76.J.3.', S: '.QT94.J.' };
    const board = (events: IncidentEvent[]) => makeBoard({ hands, declarer: 'S', trick: 'N:' }, events);
    const corrected: IncidentEvent[] = [
      { type: 'designate', seat: 'S', says: { card: 'S9' }, kind: 'designation' },
      { type: 'designate', seat: 'S', says: { card: 'SQ' }, kind: 'correction', timing: 'immediate' },
    ];
    const repeated: IncidentEvent[] = [
      { type: 'designate', seat: 'S', says: { card: 'SQ' }, kind: 'designation' },
      { type: 'designate', seat: 'S', says: { card: 'SQ' }, kind: 'designation' },
    ];
    const nextTrick: IncidentEvent[] = [
      { type: 'designate', seat: 'S', says: { card: 'SQ' }, kind: 'designation' },
      { type: 'play', seat: 'E', card: 'S6' },
      { type: 'play', seat: 'S', card: 'DJ' },
      { type: 'play', seat: 'W', card: 'C6' },
      { type: 'designate', seat: 'S', says: { card: 'S9' }, kind: 'designation' },
    ];
    for (const events of [corrected, repeated, nextTrick]) expect(impossibleFacts(board(events), events)).toEqual([]);
  });

  test('a refused lead leaves the trick: the offender may play his penalty card to the proper lead', () => {
    const events: IncidentEvent[] = [
      { type: 'play', seat: 'W', card: 'S4' },
      { type: 'refuse-lead', seat: 'S' },
      { type: 'designate', seat: 'S', says: { card: 'S3' }, kind: 'designation' },
      { type: 'play', seat: 'E', card: 'S7' },
      { type: 'play', seat: 'S', card: 'S2' },
      { type: 'play', seat: 'W', card: 'S4' },
    ];
    expect(impossibleFacts(makeBoard({ hands: A, declarer: 'S', trick: 'N:' }, events), events)).toEqual([]);
  });

  test('a proper lead after a lead out of turn starts the trick afresh (53C): the irregular leader plays again to it', () => {
    const events: IncidentEvent[] = [
      { type: 'play', seat: 'W', card: 'S4' },
      { type: 'play', seat: 'S', card: 'DA' },
      { type: 'play', seat: 'W', card: 'D3' },
    ];
    expect(impossibleFacts(makeBoard({ hands: A, declarer: 'S', trick: 'S:' }, events), events)).toEqual([]);
  });

  test("tricks are counted past the next one: a third trick's cards are not taken for second cards", () => {
    const events: IncidentEvent[] = [
      { type: 'play', seat: 'E', card: 'S7' },
      { type: 'play', seat: 'S', card: 'S2' }, // trick 1 complete (W:S4 SQ … )
      { type: 'play', seat: 'E', card: 'D2' },
      { type: 'play', seat: 'S', card: 'D7' },
      { type: 'play', seat: 'W', card: 'D3' },
      { type: 'play', seat: 'N', card: 'D5' },
      { type: 'play', seat: 'S', card: 'DA' },
    ];
    expect(impossibleFacts(makeBoard({ hands: A, declarer: 'S', trick: 'W:S4 SQ' }, events), events)).toEqual([]);
    expect(
      impossibleFacts(makeBoard({ hands: A, declarer: 'S', trick: 'W:S4 SQ' }, events), [...events.slice(0, 3), { type: 'play', seat: 'E', card: 'D4' }]),
    ).toEqual([{ fact: 3, why: 'second-card', seat: 'E', card: 'D4', earlier: 'D2' }]);
  });

  test('simultaneous cards the player does not hold are named', () => {
    const events: IncidentEvent[] = [
      {
        type: 'simultaneous',
        plays: [
          { seat: 'W', card: 'SA' },
          { seat: 'W', card: 'S4' },
        ],
      },
    ];
    expect(impossibleFacts(makeBoard({ hands: A, declarer: 'S', trick: 'W:' }, events), events)).toEqual([{ fact: 0, why: 'not-held', seat: 'W', card: 'SA' }]);
  });
});

describe('input and reasons', () => {
  test('every new fact is checked at its path', () => {
    const bad = parseRulingInput({
      situation: { hands: {}, declarer: 'S' },
      events: [
        { type: 'told-to-lead', seat: 'N', to: 'X' },
        { type: 'explanation', seat: 'S', kind: 'wrong' },
        { type: 'simultaneous', plays: [{ seat: 'W', card: 'S1' }] },
        { type: 'spread', seat: 'S', cards: ['S?'] },
        { type: 'accept-lead', seat: 'S', card: 'SA' },
        { type: 'suggest', seat: 'N' },
      ],
      judgement: { leadOrPlay: 'maybe' },
    });
    expect(bad).toEqual({
      ok: false,
      problems: [
        'events[0].to: "X" is not a seat (N, E, S or W)',
        'events[1].kind: "mistaken" or "corrected"',
        'events[2].plays: expected a list of two or more cards played together ({ seat, card, faceDown? })',
        'events[3].cards: expected a list of cards (SA, HT)',
        'events[4].card: not a field of a "accept-lead" fact (fields: seat)',
        'events[5].card: missing',
        'judgement.leadOrPlay: "maybe" is not one of "proper-lead", "played-to-it"',
      ],
    });
  });

  test('every reason and script line of these rulings reads in the four languages, with no empty card name', () => {
    const rulings = [
      rule(A, 'S', opening, [{ type: 'play', seat: 'E', card: 'DQ' }]),
      rule(A, 'S', { trick: 'S:S2' }, [{ type: 'play', seat: 'E', card: 'SK' }]),
      rule(A, 'S', { trick: 'W:' }, [{ type: 'play', seat: 'S', card: 'CA' }]),
      rule(A, 'S', { trick: 'W:' }, [
        {
          type: 'simultaneous',
          plays: [
            { seat: 'W', card: 'H7' },
            { seat: 'W', card: 'H6' },
          ],
        },
      ]),
    ];
    for (const r of rulings)
      for (const lang of ['en', 'ru', 'pl', 'el'] as const) {
        for (const line of scriptLines(r, REASONS[lang])) expect(line).not.toMatch(/\{\w+\}|undefined/);
      }
  });
});
