// Worked incidents of our own (not the booklet's) for penalty cards already on the table (Laws
// 50–52), declarer's cards shown (48) and cards exposed by someone else (50, 16C), each with the
// ruling the 2007 Laws give; and the incident language's checks and controls for these facts.
import { describe, expect, test } from 'vitest';
import { makeBoard } from '../board.ts';
import { controls, editEvent, validEvent } from '../../ruling-view/edit.ts';
import { decide } from '../engine.ts';
import { reasonText, scriptLines } from '../explain.ts';
import { parseRulingInput } from '../input.ts';
import { REASONS } from '../reasons/index.ts';
import type { IncidentEvent, Judgement, PenaltyCard, Ruling, RulingInput, Situation } from '../types.ts';

const LANGS = ['en', 'ru', 'pl', 'el'] as const;
const laws = (r: Ruling) => r.steps.map((s) => s.law);
const reasons = (r: Ruling) => r.steps.map((s) => s.reason);
const pc = (seat: PenaltyCard['seat'], card: PenaltyCard['card'], kind: PenaltyCard['kind']): PenaltyCard => ({ seat, card, kind });

/** Rules, and checks that every line of the ruling reads in the four languages with no card name missing. */
function rule(situation: Situation, events: IncidentEvent[], judgement: Judgement = {}): Ruling {
  const input: RulingInput = { situation, events, judgement };
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

// 4♥ by South, five cards each. East has a major penalty card (the ♠K) from an earlier trick; West has just won a trick.
const FOUR_HEARTS: Situation = {
  hands: { N: 'A42.2.Q2.', E: 'K9.3..J8', S: 'Q5.AK..K', W: 'J3..K4.Q' },
  declarer: 'S',
  contract: '4H',
  trick: 'W:',
  penaltyCards: [pc('E', 'SK', 'major')],
};

describe("50D2: the offender's partner is to lead while the offender has a major penalty card", () => {
  test('before declarer chooses: West may not lead; require or forbid spades (the ♠K is then picked up), or leave the lead free (it stays)', () => {
    const r = rule(FOUR_HEARTS, []);
    expect(r.penaltyCards).toEqual([pc('E', 'SK', 'major')]);
    expect(r.options).toEqual([
      { who: ['S'], action: 'require-lead', suit: 'S', laws: ['50D2(a)'], then: { pickedUp: [{ seat: 'E', card: 'SK' }] } },
      { who: ['S'], action: 'forbid-lead', suit: 'S', laws: ['50D2(a)'], then: { pickedUp: [{ seat: 'E', card: 'SK' }] } },
      { who: ['S'], action: 'free-lead', laws: ['50D2(b)'], then: { remain: [pc('E', 'SK', 'major')] } },
    ]);
    expect(reasons(r)).toContain('pc-lead-wait');
    expect(laws(r)).toEqual(expect.arrayContaining(['50A', '50E', '50D2']));
    // 50E (2007): authorized for declarer, unauthorized for the offender's partner.
    expect(r.information).toEqual([{ cards: [{ seat: 'E', card: 'SK' }], unauthorizedFor: ['W'], authorizedFor: ['S'], law: '50E' }]);
    expect(scriptLines(r, REASONS.en)).toContain('South, or you may leave the lead free. Then still a penalty card: ♠K.');
  });

  test('declarer requires a spade and West leads the ♠J: the lead stands and the ♠K is picked up', () => {
    const r = rule(FOUR_HEARTS, [
      { type: 'choose', by: 'S', option: 'require-lead', suit: 'S' },
      { type: 'play', seat: 'W', card: 'SJ' },
    ]);
    expect(r.played).toEqual([{ seat: 'W', card: 'SJ' }]);
    expect(r.returned).toEqual([{ seat: 'E', card: 'SK' }]);
    expect(r.penaltyCards).toEqual([]);
    expect(r.options).toEqual([]);
    expect(reasons(r)).toEqual(expect.arrayContaining(['pc-chose-require', 'pc-lead-made']));
    expect(laws(r)).toContain('50D2(a)');
  });

  test('declarer forbids spades: a diamond lead complies; a spade lead from a hand with diamonds and clubs is a revoke', () => {
    const forbid: IncidentEvent = { type: 'choose', by: 'S', option: 'forbid-lead', suit: 'S' };
    const ok = rule(FOUR_HEARTS, [forbid, { type: 'play', seat: 'W', card: 'DK' }]);
    expect(ok.played).toEqual([{ seat: 'W', card: 'DK' }]);
    expect(ok.returned).toEqual([{ seat: 'E', card: 'SK' }]);
    expect(reasons(ok)).toContain('pc-lead-complies');
    const revoke = rule(FOUR_HEARTS, [forbid, { type: 'play', seat: 'W', card: 'S3' }]);
    expect(revoke.played).toEqual([]);
    expect(laws(revoke)).toEqual(expect.arrayContaining(['61A', '62A']));
    expect(revoke.returned).toEqual([{ seat: 'E', card: 'SK' }]); // picked up when declarer chose
  });

  test('declarer requires a spade from a partner who has none: he may lead any card (59), and the ♠K is still picked up', () => {
    const r = rule({ ...FOUR_HEARTS, hands: { ...FOUR_HEARTS.hands, W: '.J3.K4.Q' } }, [
      { type: 'choose', by: 'S', option: 'require-lead', suit: 'S' },
      { type: 'play', seat: 'W', card: 'D4' },
    ]);
    expect(r.played).toEqual([{ seat: 'W', card: 'D4' }]);
    expect(r.returned).toEqual([{ seat: 'E', card: 'SK' }]);
    expect(laws(r)).toContain('59');
  });

  test('declarer leaves the lead free: any lead stands and the ♠K stays a major penalty card', () => {
    const r = rule(FOUR_HEARTS, [
      { type: 'choose', by: 'S', option: 'free' },
      { type: 'play', seat: 'W', card: 'D4' },
    ]);
    expect(r.played).toEqual([{ seat: 'W', card: 'D4' }]);
    expect(r.penaltyCards).toEqual([pc('E', 'SK', 'major')]);
    expect(r.returned).toEqual([]);
    expect(laws(r)).toContain('50D2(b)');
  });

  test('West leads before declarer has chosen: under Law 49 his card becomes a major penalty card, and declarer still chooses', () => {
    const r = rule(FOUR_HEARTS, [{ type: 'play', seat: 'W', card: 'D4' }]);
    expect(r.played).toEqual([]);
    expect(r.penaltyCards).toEqual([pc('E', 'SK', 'major'), pc('W', 'D4', 'major')]);
    expect(laws(r)).toEqual(expect.arrayContaining(['50D2', '49']));
    expect(r.options.filter((o) => o.then?.pickedUp?.some((p) => p.card === 'SK')).map((o) => o.action)).toEqual(['require-lead', 'forbid-lead']);
  });
});

describe("51B: two or more penalty cards when the offender's partner is to lead", () => {
  // 3NT by South; East has the ♦Q (major) and the ♣4 (minor when alone): two penalty cards, so both are major (50B).
  const TWO_SUITS: Situation = {
    hands: { N: '42.A3..', E: 'J.K.Q.4', S: 'A.QJ..2', W: 'KQ.5.3.' },
    declarer: 'S',
    contract: '3NT',
    trick: 'W:',
    penaltyCards: [pc('E', 'DQ', 'major'), pc('E', 'C4', 'minor')],
  };

  test('penalty cards in two suits: require either suit (the other card stays), forbid both (all picked up), or leave the lead free', () => {
    const r = rule(TWO_SUITS, []);
    expect(r.penaltyCards).toEqual([pc('E', 'DQ', 'major'), pc('E', 'C4', 'major')]);
    expect(reasons(r)).toContain('pc-several-major');
    expect(r.options).toEqual([
      {
        who: ['S'],
        action: 'require-lead',
        suit: 'D',
        laws: ['50D2(a)', '51B2(b)'],
        then: { pickedUp: [{ seat: 'E', card: 'DQ' }], remain: [pc('E', 'C4', 'major')] },
      },
      {
        who: ['S'],
        action: 'require-lead',
        suit: 'C',
        laws: ['50D2(a)', '51B2(b)'],
        then: { pickedUp: [{ seat: 'E', card: 'C4' }], remain: [pc('E', 'DQ', 'major')] },
      },
      {
        who: ['S'],
        action: 'forbid-lead',
        cards: ['DQ', 'C4'],
        laws: ['50D2(a)', '51B2(a)'],
        then: {
          pickedUp: [
            { seat: 'E', card: 'DQ' },
            { seat: 'E', card: 'C4' },
          ],
        },
      },
      { who: ['S'], action: 'free-lead', laws: ['50D2(b)'], then: { remain: [pc('E', 'DQ', 'major'), pc('E', 'C4', 'major')] } },
    ]);
  });

  test('declarer requires a diamond: the ♦Q is picked up, the ♣4 stays a major penalty card', () => {
    const r = rule(TWO_SUITS, [
      { type: 'choose', by: 'S', option: 'require-lead', suit: 'D' },
      { type: 'play', seat: 'W', card: 'D3' },
    ]);
    expect(r.returned).toEqual([{ seat: 'E', card: 'DQ' }]);
    expect(r.penaltyCards).toEqual([pc('E', 'C4', 'major')]);
    expect(laws(r)).toEqual(expect.arrayContaining(['50D2(a)', '51B2(b)']));
    // 50E: what West saw of both cards stays unauthorized for him, authorized for declarer.
    expect(r.information).toEqual([
      {
        cards: [
          { seat: 'E', card: 'DQ' },
          { seat: 'E', card: 'C4' },
        ],
        unauthorizedFor: ['W'],
        authorizedFor: ['S'],
        law: '50E',
      },
    ]);
  });

  test('declarer forbids both suits: every penalty card is picked up and a spade lead stands', () => {
    const r = rule(TWO_SUITS, [
      { type: 'choose', by: 'S', option: 'forbid-lead' },
      { type: 'play', seat: 'W', card: 'SK' },
    ]);
    expect(r.returned).toEqual([
      { seat: 'E', card: 'DQ' },
      { seat: 'E', card: 'C4' },
    ]);
    expect(r.penaltyCards).toEqual([]);
    expect(r.played).toEqual([{ seat: 'W', card: 'SK' }]);
    expect(laws(r)).toContain('51B2(a)');
  });

  test('two penalty cards in one suit: requiring that suit picks both up (51B1(a)), and the offender may then play any legal card', () => {
    const r = rule({ ...TWO_SUITS, hands: { ...TWO_SUITS.hands, E: 'J8.K.Q.4' }, penaltyCards: [pc('E', 'SJ', 'major'), pc('E', 'S8', 'minor')] }, [
      { type: 'choose', by: 'S', option: 'require-lead', suit: 'S' },
      { type: 'play', seat: 'W', card: 'SK' },
      { type: 'play', seat: 'N', card: 'S2' },
      { type: 'play', seat: 'E', card: 'S8' },
    ]);
    expect(r.returned).toEqual([
      { seat: 'E', card: 'SJ' },
      { seat: 'E', card: 'S8' },
    ]);
    expect(r.played).toEqual([
      { seat: 'W', card: 'SK' },
      { seat: 'N', card: 'S2' },
      { seat: 'E', card: 'S8' },
    ]);
    expect(laws(r)).toContain('51B1(a)');
  });
});

describe('50D1 and 51A: the offender is to play', () => {
  // 4♠ by South; East has a major penalty card, the ♦Q; dummy (North) has led the ♦2.
  const DIAMOND_LED: Situation = {
    hands: { N: 'A4.2.72.', E: '9.3.Q5.8', S: 'Q5.AK.A.', W: 'J3..K4.Q' },
    declarer: 'S',
    contract: '4S',
    trick: 'N:D2',
    penaltyCards: [pc('E', 'DQ', 'major')],
  };

  test('East plays the ♦Q: his first legal opportunity; it is no longer a penalty card', () => {
    const r = rule(DIAMOND_LED, [{ type: 'play', seat: 'E', card: 'DQ' }]);
    expect(r.played).toEqual([{ seat: 'E', card: 'DQ' }]);
    expect(r.penaltyCards).toEqual([]);
    expect(reasons(r)).toEqual(expect.arrayContaining(['pc-must-play-major', 'pc-major-played']));
  });

  test('East plays the ♦5 instead: he may not take it back; declarer accepts it (the ♦Q stays) or requires the ♦Q (the ♦5 becomes a major penalty card)', () => {
    const r = rule(DIAMOND_LED, [{ type: 'play', seat: 'E', card: 'D5' }]);
    expect(r.played).toEqual([]);
    expect(r.penaltyCards).toEqual([pc('E', 'DQ', 'major')]);
    expect(r.options).toEqual([
      { who: ['S'], action: 'accept-play', cards: ['D5'], laws: ['52B1(a)', '52B1(c)'], then: { remain: [pc('E', 'DQ', 'major')] } },
      { who: ['S'], action: 'require-penalty-card', cards: ['D5'], among: ['DQ'], laws: ['52B2'], then: { penaltyCards: [pc('E', 'D5', 'major')] } },
    ]);
    expect(laws(r)).toEqual(expect.arrayContaining(['50D1', '52A', '52B1(a)', '52B2']));
  });

  test('the choice names both cards in every language: the ♦Q required in place of the ♦5, and the ♦5 the new penalty card', () => {
    // «вместо неё» / «w jej miejsce» / «στη θέση του» and "The card then becomes…" pointed at no card, or at the ♦Q
    // named last (second reading, issue #28): the ♦5 is what the ♦Q replaces and what becomes a penalty card.
    const r = rule(DIAMOND_LED, [{ type: 'play', seat: 'E', card: 'D5' }]);
    const fives = (text: string) => text.split('♦5').length - 1;
    for (const lang of LANGS) {
      const may = r.steps.find((s) => s.reason === 'pc-may-require');
      expect(may, lang).toBeDefined();
      expect(fives(reasonText(may!, REASONS[lang])), lang).toBe(2);
      const line = scriptLines(r, REASONS[lang]).at(-1); // the last option: require the penalty card
      expect(line && fives(line), `${lang}: ${line}`).toBe(2);
    }
    expect(scriptLines(r, REASONS.ru)).toContain('Юг, или вы можете потребовать, чтобы вместо ♦5 сыграли ♦Q. Тогда ♦5 становится крупной штрафной картой.');
  });

  test('declarer requires the penalty card: the ♦Q is played and the ♦5 becomes a major penalty card', () => {
    const r = rule(DIAMOND_LED, [
      { type: 'play', seat: 'E', card: 'D5' },
      { type: 'choose', by: 'S', option: 'require-penalty-card' },
    ]);
    expect(r.played).toEqual([{ seat: 'E', card: 'DQ' }]);
    expect(r.penaltyCards).toEqual([pc('E', 'D5', 'major')]);
    expect(laws(r)).toContain('52B2');
  });

  test('declarer plays from his hand after the ♦5: he must accept it, and the ♦Q stays a penalty card (52B1(b), (c))', () => {
    const r = rule(DIAMOND_LED, [
      { type: 'play', seat: 'E', card: 'D5' },
      { type: 'play', seat: 'S', card: 'DA' },
    ]);
    expect(r.played).toEqual([
      { seat: 'E', card: 'D5' },
      { seat: 'S', card: 'DA' },
    ]);
    expect(r.penaltyCards).toEqual([pc('E', 'DQ', 'major')]);
    expect(r.options).toEqual([]);
    expect(laws(r)).toEqual(expect.arrayContaining(['52B1(b)', '52B1(c)']));
  });

  test('East takes the ♦5 back on his own: not allowed (52A), declarer still decides', () => {
    const r = rule(DIAMOND_LED, [
      { type: 'play', seat: 'E', card: 'D5' },
      { type: 'withdraw', seat: 'E', card: 'D5' },
    ]);
    expect(r.cardChange).toBe('refused');
    expect(reasons(r)).toContain('pc-withdraw-refused');
    expect(r.options.map((o) => o.action)).toEqual(['accept-play', 'require-penalty-card']);
  });

  test('following suit comes first: with a heart led, East plays a heart and the ♦Q stays; void in hearts, he must play the ♦Q', () => {
    const hearts = { ...DIAMOND_LED, trick: 'N:H2' };
    const follow = rule(hearts, [{ type: 'play', seat: 'E', card: 'H3' }]);
    expect(follow.played).toEqual([{ seat: 'E', card: 'H3' }]);
    expect(follow.penaltyCards).toEqual([pc('E', 'DQ', 'major')]);
    expect(reasons(follow)).toContain('pc-follow-first');
    const voidHearts = { ...hearts, hands: { ...hearts.hands, E: '9..Q5.8' } };
    const club = rule(voidHearts, [{ type: 'play', seat: 'E', card: 'C8' }]);
    expect(club.played).toEqual([]);
    expect(reasons(club)).toContain('pc-failed-major');
    expect(rule(voidHearts, []).steps.at(-1)).toEqual({ law: '50D1', effect: 'applies', reason: 'pc-must-play-major', vars: { seat: 'E', card: 'DQ' } });
  });

  test('East on lead must lead his major penalty card (50D1): another lead may be accepted, or the ♦Q required in its place', () => {
    const onLead = { ...DIAMOND_LED, trick: 'E:' };
    const r = rule(onLead, [{ type: 'play', seat: 'E', card: 'C8' }]);
    expect(r.played).toEqual([]);
    expect(r.options.map((o) => [o.action, o.cards, o.among])).toEqual([
      ['accept-lead', ['C8'], undefined],
      ['require-penalty-card', ['C8'], ['DQ']],
    ]);
    const accepted = rule(onLead, [
      { type: 'play', seat: 'E', card: 'C8' },
      { type: 'choose', by: 'S', option: 'accept' },
    ]);
    expect(accepted.played).toEqual([{ seat: 'E', card: 'C8' }]);
    expect(accepted.penaltyCards).toEqual([pc('E', 'DQ', 'major')]);
    expect(laws(accepted)).toEqual(expect.arrayContaining(['52B1(a)', '52B1(c)']));
  });

  test('51A: void in the suit led with two penalty cards, East plays the one declarer designates', () => {
    const two = {
      ...DIAMOND_LED,
      trick: 'N:H2',
      hands: { ...DIAMOND_LED.hands, E: '9..Q5.84' },
      penaltyCards: [pc('E', 'DQ', 'major'), pc('E', 'C4', 'major')],
    };
    const open = rule(two, []);
    expect(open.options).toEqual([{ who: ['S'], action: 'designate-penalty-card', among: ['DQ', 'C4'], laws: ['51A'] }]);
    const r = rule(two, [
      { type: 'choose', by: 'S', option: 'designate', card: 'C4' },
      { type: 'play', seat: 'E', card: 'C4' },
    ]);
    expect(r.played).toEqual([{ seat: 'E', card: 'C4' }]);
    expect(r.penaltyCards).toEqual([pc('E', 'DQ', 'major')]);
    expect(laws(r)).toContain('51A');
  });
});

describe('50C: a minor penalty card', () => {
  // 4♠ by South; East's ♥7 is a minor penalty card; dummy has led the ♥3.
  const MINOR: Situation = {
    hands: { N: '42.A3..', E: '.K97.Q.', S: 'A.QJ..2', W: 'KQ.5.3.' },
    declarer: 'S',
    contract: '4S',
    trick: 'N:H3',
    penaltyCards: [pc('E', 'H7', 'minor')],
  };

  test('another card of the suit below honour rank may not be played before it (the ♥9): 52 options', () => {
    const r = rule(MINOR, [{ type: 'play', seat: 'E', card: 'H9' }]);
    expect(r.played).toEqual([]);
    expect(reasons(r)).toContain('pc-minor-spot');
    expect(r.options.map((o) => [o.action, o.among])).toEqual([
      ['accept-play', undefined],
      ['require-penalty-card', ['H7']],
    ]);
  });

  test('an honour of the suit may be played instead (the ♥K): the ♥7 stays a minor penalty card', () => {
    const r = rule(MINOR, [{ type: 'play', seat: 'E', card: 'HK' }]);
    expect(r.played).toEqual([{ seat: 'E', card: 'HK' }]);
    expect(r.penaltyCards).toEqual([pc('E', 'H7', 'minor')]);
    expect(reasons(r)).toContain('pc-minor-honour');
  });

  test('the ♥7 played is no longer a penalty card; a minor penalty card restricts no lead of partner', () => {
    const played = rule(MINOR, [{ type: 'play', seat: 'E', card: 'H7' }]);
    expect(played.penaltyCards).toEqual([]);
    const lead = rule({ ...MINOR, trick: 'W:' }, [{ type: 'play', seat: 'W', card: 'H5' }]);
    expect(lead.options).toEqual([]);
    expect(lead.played).toEqual([{ seat: 'W', card: 'H5' }]);
    expect(reasons(lead)).toContain('pc-minor-no-lead-restriction');
  });

  test('an honour given as a minor penalty card: the input check names it, and the engine rules it major (50B)', () => {
    const input: RulingInput = { situation: { ...MINOR, trick: 'W:', penaltyCards: [pc('E', 'HK', 'minor')] }, events: [] };
    expect(parseRulingInput(input)).toEqual({
      ok: false,
      problems: ['situation.penaltyCards[0].kind: the HK is an honour: as a penalty card it is major (50B)'],
    });
    const r = decide(input);
    expect(r.penaltyCards).toEqual([pc('E', 'HK', 'major')]);
    expect(r.steps[0]).toEqual({ law: '50B', effect: 'applies', reason: 'major-honour', vars: { card: 'HK', seat: 'E' } });
    expect(r.options.map((o) => o.action)).toEqual(['require-lead', 'forbid-lead', 'free-lead']);
  });
});

describe("48: declarer's cards shown", () => {
  const PLAY: Situation = { hands: { N: '42.A3..', E: 'J.K.Q.4', S: 'A.QJ..2', W: 'KQ.5.3.' }, declarer: 'S', contract: '4H', trick: 'S:' };

  test('declarer exposes two cards as he takes one out: no penalty cards, both go back (48A)', () => {
    const r = rule(PLAY, [{ type: 'show', seat: 'S', position: 'exposed', cards: ['SA', 'HQ'] }]);
    expect(r.returned).toEqual([
      { seat: 'S', card: 'SA' },
      { seat: 'S', card: 'HQ' },
    ]);
    expect(r.penaltyCards).toEqual([]);
    expect(r.played).toEqual([]);
    expect(laws(r)).toEqual(['48A']);
  });

  test('declarer drops two cards: he need not play either (48A)', () => {
    const r = rule(PLAY, [{ type: 'show', seat: 'S', position: 'dropped', cards: ['HJ', 'C2'] }]);
    expect(r.returned).toEqual([
      { seat: 'S', card: 'HJ' },
      { seat: 'S', card: 'C2' },
    ]);
    expect(reasons(r)).toEqual(['show-dropped']);
  });

  test('declarer faces his hand during the play: a possible claim the director decides (48B2); a claim goes to Law 68, no claim sends the cards back', () => {
    const faced: IncidentEvent = { type: 'show', seat: 'S', position: 'faced', cards: ['SA', 'HQ', 'HJ', 'C2'] };
    const open = rule(PLAY, [faced]);
    expect(open.needs).toEqual(['claim']);
    expect(open.judges).toEqual({ claim: [0] });
    const claim = rule(PLAY, [faced], { claim: true });
    expect(laws(claim)).toEqual(['48B2', '68']);
    expect(claim.returned).toEqual([]);
    const none = rule(PLAY, [faced], { claim: false });
    expect(none.steps.map((s) => [s.law, s.effect])).toEqual([
      ['48B2', 'not-applied'],
      ['48A', 'applies'],
    ]);
    expect(none.returned).toHaveLength(4);
  });

  test('declarer faces his hand after an opening lead out of turn: Law 54 (48B1, 54A)', () => {
    const r = rule({ ...PLAY, trick: 'E:' }, [{ type: 'show', seat: 'S', position: 'faced', after: 'opening-lead-out-of-turn' }]);
    expect(laws(r)).toEqual(['48B1', '54A']);
    expect(r.needs).toEqual([]);
  });

  test("dummy's cards are face up anyway; a defender's shown cards are penalty cards, all major (49, 50B)", () => {
    expect(reasons(rule(PLAY, [{ type: 'show', seat: 'N', position: 'exposed', cards: ['S4'] }]))).toEqual(['show-dummy']);
    const r = rule(PLAY, [{ type: 'show', seat: 'W', position: 'dropped', cards: ['SK', 'H5'] }]);
    expect(r.penaltyCards).toEqual([pc('W', 'SK', 'major'), pc('W', 'H5', 'major')]);
    expect(laws(r)).toEqual(expect.arrayContaining(['49', '50B']));
  });

  test('a card declarer does not hold cannot be shown', () => {
    const r = decide({ situation: PLAY, events: [{ type: 'show', seat: 'S', position: 'exposed', cards: ['SK'] }] });
    expect(r.impossible).toEqual([{ fact: 0, why: 'not-held', seat: 'S', card: 'SK' }]);
  });
});

describe('a card exposed by someone else', () => {
  const PLAY: Situation = { hands: { N: '42.A3..', E: 'Q.K.Q.4', S: 'A.QJ..2', W: 'KJ.5.4.' }, declarer: 'S', contract: '4H', trick: 'S:' };
  const kibitzer: IncidentEvent = { type: 'expose', seat: 'E', card: 'SQ', by: 'outside-agency' };

  test("a spectator knocks East's ♠Q face up: the director decides whether to designate otherwise (Law 50)", () => {
    const open = rule(PLAY, [kibitzer]);
    expect(open.needs).toEqual(['designatesOtherwise']);
    expect(open.judges).toEqual({ designatesOtherwise: [0] });
    expect(open.penaltyCards).toEqual([]);
    expect(open.returned).toEqual([]);
  });

  test('the director designates otherwise: no penalty card, the card goes back, and its sight is extraneous information (16C3)', () => {
    const r = rule(PLAY, [kibitzer], { designatesOtherwise: true });
    expect(r.returned).toEqual([{ seat: 'E', card: 'SQ' }]);
    expect(r.penaltyCards).toEqual([]);
    expect(r.information).toEqual([{ cards: [{ seat: 'E', card: 'SQ' }], unauthorizedFor: ['W', 'S'], authorizedFor: [], law: '16C3' }]);
    expect(r.steps.map((s) => [s.law, s.effect])).toEqual([
      ['50', 'applies'],
      ['50', 'exception-applied'],
      ['16C3', 'applies'],
    ]);
  });

  test('the director does not designate otherwise: an honour is a major penalty card, a spot card exposed by the director a minor one', () => {
    const honour = rule(PLAY, [kibitzer], { designatesOtherwise: false });
    expect(honour.penaltyCards).toEqual([pc('E', 'SQ', 'major')]);
    const spot = rule(PLAY, [{ type: 'expose', seat: 'W', card: 'D4', by: 'director' }], { designatesOtherwise: false });
    expect(spot.penaltyCards).toEqual([pc('W', 'D4', 'minor')]);
    expect(spot.information[0]?.law).toBe('50E');
  });

  test("a defender knocks declarer's hand and shows the ♥Q: never a penalty card (48A); the defenders may not use what they saw", () => {
    const r = rule(PLAY, [{ type: 'expose', seat: 'S', card: 'HQ', by: 'opponent' }]);
    expect(r.returned).toEqual([{ seat: 'S', card: 'HQ' }]);
    expect(r.relevant).toEqual([]);
    expect(r.information).toEqual([{ cards: [{ seat: 'S', card: 'HQ' }], unauthorizedFor: ['W', 'E'], authorizedFor: [], law: '16C3' }]);
  });
});

describe('the incident language for these facts', () => {
  const ok = (situation: unknown, events: unknown[]) => parseRulingInput({ situation, events });
  const S = { hands: {}, declarer: 'S' };

  test('every problem is named with its path', () => {
    expect(
      ok(
        {
          ...S,
          penaltyCards: [
            { seat: 'N', card: 'S5', kind: 'minor' },
            { seat: 'E', card: 'SK', kind: 'minor' },
            { seat: 'W', card: 'SK', kind: 'big' },
          ],
        },
        [],
      ),
    ).toEqual({
      ok: false,
      problems: [
        'situation.penaltyCards[0].seat: N is dummy: only a defender has penalty cards (48A)',
        'situation.penaltyCards[1].kind: the SK is an honour: as a penalty card it is major (50B)',
        'situation.penaltyCards[2].card: SK is listed twice',
        'situation.penaltyCards[2].kind: "major" or "minor"',
      ],
    });
    expect(
      ok(S, [
        { type: 'choose', by: 'X', option: 'require-lead' },
        { type: 'choose', by: 'S', option: 'pick', suit: 'Z' },
        { type: 'show', seat: 'S', position: 'exposed' },
        { type: 'expose', seat: 'E', card: 'SQ', by: 'kibitzer' },
      ]),
    ).toEqual({
      ok: false,
      problems: [
        'events[0].by: "X" is not a seat (declarer chooses)',
        'events[0].suit: the suit declarer requires is missing',
        'events[1].option: expected one of "require-lead", "forbid-lead", "free", "designate", "accept", "require-penalty-card"',
        'events[1].suit: not a suit (S, H, D, C)',
        'events[1].suit: only a required or forbidden lead names a suit',
        'events[2].cards: name the cards exposed',
        'events[3].by: expected one of "outside-agency", "director", "opponent"',
      ],
    });
    expect(ok({ ...S, penaltyCards: [{ seat: 'E', card: 'S5', kind: 'minor' }] }, [{ type: 'show', seat: 'S', position: 'faced' }]).ok).toBe(true);
  });

  test('the engine names a choice that answers nothing and a suit declarer cannot require', () => {
    const r = decide({ situation: FOUR_HEARTS, events: [{ type: 'choose', by: 'S', option: 'require-lead', suit: 'H' }] });
    expect(r.problems).toEqual(['events[0].suit: declarer may require or forbid only the suit of a major penalty card of E (S)']);
    expect(r.options.map((o) => o.action)).toEqual(['require-lead', 'forbid-lead', 'free-lead']);
    const stray = decide({ situation: { ...FOUR_HEARTS, trick: 'N:D2' }, events: [{ type: 'choose', by: 'S', option: 'free' }] });
    expect(stray.problems).toEqual(["events[0]: declarer's choice (free) answers no option the penalty cards give at that point"]);
  });
});

describe('calculator controls for these facts', () => {
  const events: IncidentEvent[] = [
    { type: 'choose', by: 'S', option: 'require-lead', suit: 'S' },
    { type: 'show', seat: 'S', position: 'faced' },
    { type: 'expose', seat: 'E', card: 'SK', by: 'outside-agency' },
  ];
  const b = makeBoard(FOUR_HEARTS, events);

  test('each fact has its controls, with its own value on offer', () => {
    expect(events.map((e) => controls(b, e, events).map((c) => c.key))).toEqual([
      ['option', 'suit'],
      ['shown', 'seat', 'after'],
      ['agent', 'seat', 'card'],
    ]);
    for (const e of events) for (const c of controls(b, e, events)) expect(c.options.map((o) => o.v)).toContain(c.value);
    expect(controls(b, events[2]!, events)[2]!.options.map((o) => o.v)).toEqual(['SK', 'S9', 'H3', 'CJ', 'C8', '?']);
  });

  test('a fact rebuilt from the controls rules as the engine says', () => {
    const free = editEvent(b, events[0]!, events, (k) => (k === 'option' ? 'free' : null));
    expect(free).toEqual({ type: 'choose', by: 'S', option: 'free' });
    const byDirector = editEvent(b, events[2]!, events, (k) => (k === 'agent' ? 'director' : null));
    expect(byDirector).toEqual({ type: 'expose', seat: 'E', card: 'SK', by: 'director' });
    expect(decide({ situation: FOUR_HEARTS, events: [byDirector], judgement: { designatesOtherwise: true } }).returned).toEqual([{ seat: 'E', card: 'SK' }]);
  });

  test('outside state is checked strictly: values the controls offer, nothing else', () => {
    expect(validEvent({ type: 'choose', by: 'S', option: 'forbid-lead', suit: 'H' }, events[0]!)).toBe(true);
    expect(validEvent({ type: 'choose', by: 'N', option: 'free' }, events[0]!)).toBe(false);
    expect(validEvent({ type: 'choose', by: 'S', option: 'steal' }, events[0]!)).toBe(false);
    expect(validEvent({ type: 'expose', seat: 'W', card: 'SJ', by: 'opponent' }, events[2]!)).toBe(true);
    expect(validEvent({ type: 'expose', seat: 'W', card: 'SJ', position: 'on-table' }, events[2]!)).toBe(false);
    expect(validEvent({ type: 'show', seat: 'S', position: 'faced', extra: 1 }, events[1]!)).toBe(false);
  });
});

describe('penalty cards of the situation in incidents other laws rule', () => {
  test("a designation of dummy's card: the other laws rule it, and East's ♠K stays on the table", () => {
    const r = rule({ ...FOUR_HEARTS, trick: 'W:S3' }, [{ type: 'designate', seat: 'S', says: { suit: 'S' }, kind: 'designation' }]);
    expect(r.played).toEqual([{ seat: 'N', card: 'S2' }]);
    expect(r.penaltyCards).toEqual([pc('E', 'SK', 'major')]);
    expect(laws(r)).toEqual(expect.arrayContaining(['50A', '46B2']));
  });

  test('a penalty card the other laws rule played is no longer a penalty card', () => {
    // Trick W:S3, then a lead to the next trick by the wrong player: ruled by the other laws; the ♠K was played to the trick.
    const r = decide({
      situation: { ...FOUR_HEARTS, trick: 'W:S3' },
      events: [
        { type: 'play', seat: 'N', card: 'S2' },
        { type: 'play', seat: 'E', card: 'SK' },
        { type: 'play', seat: 'S', card: 'S5' },
        { type: 'play', seat: 'W', card: 'DK' },
      ],
    });
    // The ♠K was played to the trick in the normal course (the ruling is about West's lead): it is no longer a penalty card.
    expect(r.penaltyCards).toEqual([]);
    expect(r.steps.map((s) => s.reason)).toContain('pc-major-played');
  });
});
