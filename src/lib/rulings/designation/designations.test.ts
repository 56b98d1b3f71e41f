// Designations of dummy's cards beyond the booklet (issue 15): a rank without a suit (46B3(a)
// and (b)), pointing, instructions for several tricks, "ruff", and the form of the ruling when a
// player asks to change a card. Every incident here is our own, ruled as the 2007 Laws read.
import { describe, expect, test } from 'vitest';
import { readText } from '../../../content-io/text-files.ts';
import { makeBoard } from '../board.ts';
import { decide } from '../engine.ts';
import { reasonText, scriptLines } from '../explain.ts';
import { parseRulingInput } from '../input.ts';
import { REASONS } from '../reasons/index.ts';
import type { IncidentEvent, Judgement, Ruling, Says, Situation } from '../types.ts';

/** Dummy North, declarer South; only dummy's hand is needed. */
const at = (north: string, more: Partial<Situation> = {}): Situation => ({ hands: { N: north }, declarer: 'S', contract: '4S', ...more });
const say = (
  says: Says,
  kind: 'designation' | 'correction' | 'clarification' | 'repetition' = 'designation',
  extra: Partial<Extract<IncidentEvent, { type: 'designate' }>> = {},
): IncidentEvent => ({ type: 'designate', seat: 'S', says, kind, ...extra });
const rule = (situation: Situation, events: IncidentEvent[], judgement: Judgement = {}): Ruling => decide({ situation, events, judgement });
const laws = (r: Ruling) => r.steps.map((s) => s.law);
const reasons = (r: Ruling) => r.steps.map((s) => s.reason);

/** Every step of the ruling reads in all four languages, with no placeholder left and no empty card. */
function readsWell(r: Ruling): void {
  for (const s of r.steps) {
    for (const k of ['card', 'deemed', 'from', 'named', 'cards', 'rank', 'suit']) if (s.vars && k in s.vars) expect(s.vars[k], `${s.reason}.${k}`).not.toBe('');
    for (const lang of ['en', 'ru', 'pl', 'el'] as const) {
      const text = reasonText(s, REASONS[lang]);
      expect(text, `${s.reason} in ${lang}`).not.toBe(s.reason);
      expect(text).not.toMatch(/\{\w+\}|\(\)|\s[.,:;]/);
    }
  }
}

describe('46B3(a): a rank without a suit in leading from dummy continues the suit dummy won the preceding trick with', () => {
  // Dummy ♠6 ♥KQ3 ♦7 ♣Q5; dummy won the preceding trick with the ♥A and is on lead.
  const north = '6.KQ3.7.Q5';
  const won = at(north, { trick: 'N:', lastTrick: 'W:H4 HA H6 H2' });

  test('"queen" after dummy won with the ♥A: the ♥Q, not the ♣Q', () => {
    const r = rule(won, [say({ rank: 'Q' })]);
    expect(r.played).toEqual([{ seat: 'N', card: 'HQ' }]);
    expect(laws(r)).toEqual(['46B3(a)']);
    expect(r.options).toEqual([]);
    expect(r.problems).toEqual([]);
    readsWell(r);
  });

  test('dummy won with a ruff: the suit it won with is the trump suit ("eight" is the ♠8, not the ♥8)', () => {
    const r = rule(at('A8.8.K.', { trick: 'N:', lastTrick: 'W:D4 S3 D6 D2' }), [say({ rank: '8' })]);
    expect(r.played).toEqual([{ seat: 'N', card: 'S8' }]);
    expect(laws(r)).toEqual(['46B3(a)']);
  });

  test('the card dummy won with is enough when the source gives no more (wonWith)', () => {
    const r = rule(at(north, { trick: 'N:', wonWith: 'CA' }), [say({ rank: 'Q' })]);
    expect(r.played).toEqual([{ seat: 'N', card: 'CQ' }]);
  });

  test('the trick in progress, when complete, is the preceding trick', () => {
    const r = rule(at('6.AKQ3.7.Q5', { trick: 'W:H4 HA H6 H2' }), [say({ rank: 'Q' })]);
    expect(r.played).toEqual([{ seat: 'N', card: 'HQ' }]);
  });

  test('dummy lacks that rank in the suit it won with: "in all other cases" (46B3(b)), and with two queens declarer must say which', () => {
    const r = rule(at(north, { trick: 'N:', lastTrick: 'W:D4 DA D6 D2' }), [say({ rank: 'Q' })]);
    expect(r.played).toEqual([]);
    expect(laws(r)).toEqual(['46B3(b)']);
    expect(reasons(r)).toEqual(['open-rank-many']);
    expect(r.options).toEqual([{ who: ['S'], action: 'designate', among: ['HQ', 'CQ'], laws: ['46A'] }]);
    readsWell(r);
  });

  test('dummy did not win the preceding trick (a lead from dummy out of turn): 46B3(b), the only queen', () => {
    const r = rule(at('6.K3.7.Q5', { trick: 'N:', lastTrick: 'W:H4 H2 HA H6' }), [say({ rank: 'Q' })]);
    expect(r.played).toEqual([{ seat: 'N', card: 'CQ' }]);
    expect(laws(r)).toEqual(['46B3(b)']);
  });

  test('without the preceding trick: one queen is the card either way (46B3); two need the preceding trick, said under problems', () => {
    const one = rule(at('6.K3.7.Q5', { trick: 'N:' }), [say({ rank: 'Q' })]);
    expect(one.played).toEqual([{ seat: 'N', card: 'CQ' }]);
    expect(laws(one)).toEqual(['46B3']);
    const two = rule(at(north, { trick: 'N:' }), [say({ rank: 'Q' })]);
    expect(two.played).toEqual([]);
    expect(reasons(two)).toEqual(['open-needs-last-trick']);
    expect(two.problems).toEqual([expect.stringMatching(/^situation\.lastTrick: .*wonWith/)]);
    readsWell(two);
  });
});

describe('46B3(b): a rank without a suit in any other case', () => {
  test('following suit, the only card of the rank that can legally be played: "queen" on a heart lead is the ♥Q', () => {
    const r = rule(at('Q6.Q3.7.5', { trick: 'W:H5' }), [say({ rank: 'Q' })]);
    expect(r.played).toEqual([{ seat: 'N', card: 'HQ' }]);
    expect(laws(r)).toEqual(['46B3(b)']);
  });

  test('void in the suit led with two queens: declarer designates one of them, and his next words do so', () => {
    const open = rule(at('Q6..7.Q5', { trick: 'W:H5' }), [say({ rank: 'Q' })]);
    expect(open.options).toEqual([{ who: ['S'], action: 'designate', among: ['SQ', 'CQ'], laws: ['46A'] }]);
    const r = rule(at('Q6..7.Q5', { trick: 'W:H5' }), [say({ rank: 'Q' }), say({ card: 'CQ' }, 'clarification')]);
    expect(r.played).toEqual([{ seat: 'N', card: 'CQ' }]);
    expect(r.steps).toEqual([
      { law: '46B3(b)', effect: 'applies', reason: 'open-rank-many', vars: { cards: 'SQ CQ' } },
      { law: '46B3(b)', effect: 'applies', reason: 'designated-after', vars: { card: 'CQ' } },
    ]);
    expect(r.options).toEqual([]);
    expect(r.cardChange).toBeUndefined(); // naming which queen is no change
    readsWell(r);
  });

  test('a rank no legal card of dummy has designates nothing: void (46B4), declarer designates any legal card', () => {
    const r = rule(at('Q6.32.7.5', { trick: 'W:H5' }), [say({ rank: 'Q' })]);
    expect(r.played).toEqual([]);
    expect(r.steps).toEqual([{ law: '46B4', effect: 'applies', reason: 'void-rank', vars: { rank: 'Q' } }]);
    expect(r.options).toEqual([{ who: ['S'], action: 'designate', laws: ['46B4'] }]);
    readsWell(r);
  });
});

describe('46B preamble when the words fit several cards: the finding decides which', () => {
  const two = at('Q6..7.Q5', { trick: 'W:H5' });

  test('incontrovertible intention to play the ♣Q, found by the director, without any words after "queen"', () => {
    const r = rule(two, [say({ rank: 'Q' })], { intention: 'incontrovertible', intended: ['CQ'] });
    expect(r.played).toEqual([{ seat: 'N', card: 'CQ' }]);
    expect(r.steps.at(-1)).toEqual({ law: '46B', effect: 'exception-applied', reason: 'intended-open', vars: { card: 'CQ' } });
    expect(r.options).toEqual([]);
    expect(r.relevant).toEqual(expect.arrayContaining(['intention', 'intended']));
  });

  test('the card found intended is the very card the words designate: it is played and nothing goes back — a later touch of another card changes nothing', () => {
    const r = rule(two, [say({ suit: 'S' }), { type: 'touch', seat: 'S', card: 'SQ', hand: 'N' }], { intention: 'incontrovertible', intended: ['S6'] });
    expect(r.played).toEqual([{ seat: 'N', card: 'S6' }]);
    expect(r.returned).toEqual([]);
    readsWell(r);
  });

  test('the words designate one card, the director finds another incontrovertibly intended: that card, and a later touch of a third does not replace it', () => {
    const r = rule(at('Q6.K3.7.Q5', { trick: 'W:H5' }), [say({ size: 'high' }), { type: 'touch', seat: 'S', card: 'HK', hand: 'N' }], {
      intention: 'incontrovertible',
      intended: ['H3'],
    });
    expect(r.played).toEqual([{ seat: 'N', card: 'H3' }]);
    expect(r.steps.at(-1)).toMatchObject({ law: '46B', effect: 'exception-applied' });
    readsWell(r);
  });

  test('intention incontrovertible but the card not found: the director must establish it', () => {
    const r = rule(two, [say({ rank: 'Q' })], { intention: 'incontrovertible' });
    expect(r.played).toEqual([]);
    expect(r.needs).toEqual(['intended']);
    readsWell(r);
  });

  test('46B3(a) deems the ♥Q, but declarer incontrovertibly meant the ♣Q: the change is allowed', () => {
    const s = at('6.KQ3.7.Q5', { trick: 'N:', lastTrick: 'W:H4 HA H6 H2' });
    const events = [say({ rank: 'Q' }), { type: 'statement', seat: 'S', kind: 'intended', cards: ['CQ'] } as const];
    const r = rule(s, events, { intention: 'incontrovertible' });
    expect(r.played).toEqual([{ seat: 'N', card: 'CQ' }]);
    expect(r.returned).toEqual([{ seat: 'N', card: 'HQ' }]);
    expect(r.cardChange).toBe('allowed');
    const refused = rule(s, events, { intention: 'not-incontrovertible' });
    expect(refused.played).toEqual([{ seat: 'N', card: 'HQ' }]);
    expect(refused.cardChange).toBe('refused');
    expect(scriptLines(refused, REASONS.en)[0]).toBe('The change of card is refused.');
  });
});

describe('pointing (45C4(a), 46A)', () => {
  const north = '6.KQ3.7.Q5';
  test('pointing at a card designates it', () => {
    const r = rule(at(north, { trick: 'W:H5' }), [say({ pointsAt: 'HK' })]);
    expect(r.played).toEqual([{ seat: 'N', card: 'HK' }]);
    expect(r.steps).toEqual([{ law: '45C4(a)', effect: 'applies', reason: 'deemed-pointed', vars: { card: 'HK' } }]);
    readsWell(r);
  });

  test('pointing at a suit and naming a rank: the card of that suit and rank; dummy lacking it, the call is void', () => {
    const r = rule(at(north, { trick: 'N:' }), [say({ pointsAt: 'C', rank: 'Q' })]);
    expect(r.played).toEqual([{ seat: 'N', card: 'CQ' }]);
    expect(laws(r)).toEqual(['45C4(a)']);
    const lack = rule(at(north, { trick: 'N:' }), [say({ pointsAt: 'D', rank: 'Q' })]);
    expect(lack.played).toEqual([]);
    expect(laws(lack)).toEqual(['46B4']);
  });

  test('pointing at a suit without a rank: a suit without a rank, the lowest card (46B2)', () => {
    const r = rule(at(north, { trick: 'N:' }), [say({ pointsAt: 'H' })]);
    expect(r.played).toEqual([{ seat: 'N', card: 'H3' }]);
    expect(r.steps).toEqual([{ law: '46B2', effect: 'applies', reason: 'deemed-pointed-suit', vars: { card: 'H3' } }]);
  });

  test('pointing at the ♥3 while saying "king": the director finds which card was designated', () => {
    const events = [say({ pointsAt: 'H3', rank: 'K' })];
    const open = rule(at(north, { trick: 'W:H5' }), events);
    expect(open.played).toEqual([]);
    expect(open.needs).toEqual(['intended']);
    expect(open.options).toEqual([]); // not declarer's choice after the event
    expect(open.steps).toEqual([{ law: '45C4(a)', effect: 'applies', reason: 'open-point-conflict', vars: { cards: 'H3 HK' } }]);
    const found = rule(at(north, { trick: 'W:H5' }), events, { intended: ['HK'] });
    expect(found.played).toEqual([{ seat: 'N', card: 'HK' }]);
    readsWell(open);
    readsWell(found);
  });
});

describe('instructions for several tricks ("run the diamonds", "from the top", "and the rest")', () => {
  // 3NT; dummy ♠4 ♦AKQ32, on lead.
  const north = '4..AKQ32.';
  const nt = (more: Partial<Situation>) => at(north, { contract: '3NT', ...more });
  const run = (more: Partial<Extract<IncidentEvent, { type: 'designate' }>> = {}) => say({ run: 'D' }, 'designation', more);

  test("said at this trick: dummy's highest diamond now, and the ruling says the instruction goes on card by card", () => {
    const r = rule(nt({ trick: 'N:' }), [run()]);
    expect(r.played).toEqual([{ seat: 'N', card: 'DA' }]);
    expect(r.steps).toEqual([
      { law: '46B1(a)', effect: 'applies', reason: 'deemed-run', vars: { card: 'DA' } },
      { law: '46B', effect: 'applies', reason: 'instruction-continues' },
    ]);
    readsWell(r);
  });

  test('said at an earlier trick: at each later trick dummy won, the highest diamond left', () => {
    const r = rule(at('4..Q32.', { contract: '3NT', trick: 'N:', lastTrick: 'N:DK D4 D5 D6' }), [run({ earlier: true })]);
    expect(r.played).toEqual([{ seat: 'N', card: 'DQ' }]);
    expect(r.steps).toEqual([{ law: '46B1(a)', effect: 'applies', reason: 'deemed-instruction-next', vars: { card: 'DQ' } }]);
  });

  test('declarer stops the run before the next player has played: the change is allowed', () => {
    const events = [run({ earlier: true }), { type: 'play', seat: 'N', card: 'DA' } as const, say({ card: 'S4' }, 'correction')];
    const r = rule(nt({ trick: 'N:' }), events);
    expect(r.played).toEqual([{ seat: 'N', card: 'S4' }]);
    expect(r.returned).toEqual([{ seat: 'N', card: 'DA' }]);
    expect(r.cardChange).toBe('allowed');
    expect(r.steps.at(-1)).toEqual({ law: '46B', effect: 'applies', reason: 'instruction-changed', vars: { from: 'DA', card: 'S4' } });
    expect(r.needs).toEqual([]); // no inadvertence to find: 45C4(b) is not the test
    expect(scriptLines(r, REASONS.en)[0]).toBe('The change of card is allowed.');
    readsWell(r);
  });

  test("…after the next player (East) has played to dummy's card: the card is played, the change refused", () => {
    const events = [
      run({ earlier: true }),
      { type: 'play', seat: 'N', card: 'DA' } as const,
      { type: 'play', seat: 'E', card: 'D5' } as const,
      say({ card: 'S4' }, 'correction'),
    ];
    const r = rule(nt({ trick: 'N:' }), events);
    expect(r.played).toEqual([{ seat: 'N', card: 'DA' }]);
    expect(r.cardChange).toBe('refused');
    expect(r.steps.at(-1)).toEqual({ law: '46B', effect: 'applies', reason: 'instruction-played', vars: { card: 'DA', seat: 'E' } });
    // The same when the trick in progress already shows East's card.
    const shown = rule(at('4..KQ32.', { contract: '3NT', trick: 'N:DA D5' }), [run({ earlier: true }), say({ card: 'S4' }, 'correction')]);
    expect(shown.played).toEqual([{ seat: 'N', card: 'DA' }]);
    expect(shown.cardChange).toBe('refused');
    readsWell(r);
  });

  test('the lead has changed (a defender won the preceding trick): the instruction has lapsed and declarer designates', () => {
    const r = rule(nt({ trick: 'N:', lastTrick: 'N:D2 DJ D3 C6' }), [run({ earlier: true })]);
    expect(r.played).toEqual([]);
    expect(reasons(r)).toEqual(['open-instruction-lapsed']);
    expect(r.options).toEqual([{ who: ['S'], action: 'designate', laws: ['46A'] }]);
    const west = rule(nt({ trick: 'W:S5' }), [run({ earlier: true }), say({ card: 'S4' }, 'designation')]);
    expect(west.played).toEqual([{ seat: 'N', card: 'S4' }]);
    readsWell(r);
  });

  test('dummy won the preceding trick in another suit, or has no diamond left: the instruction designates nothing', () => {
    expect(reasons(rule(nt({ trick: 'N:', lastTrick: 'N:SA S2 S3 S5' }), [run({ earlier: true })]))).toEqual(['open-instruction-superseded']);
    expect(reasons(rule(at('4...', { contract: '3NT', trick: 'N:' }), [run({ earlier: true })]))).toEqual(['open-instruction-exhausted']);
  });

  test('"… and the rest": the card named now, then the rest of its suit from the top', () => {
    const now = rule(nt({ trick: 'N:' }), [say({ card: 'DK', rest: true })]);
    expect(now.played).toEqual([{ seat: 'N', card: 'DK' }]);
    const later = rule(nt({ trick: 'N:', lastTrick: 'N:DK D4 D5 D6' }), [say({ rest: true }, 'designation', { earlier: true })]);
    expect(later.played).toEqual([{ seat: 'N', card: 'DA' }]);
  });

  test('"play from the top", following to a lead in its suit at a later trick: dummy\'s highest card of it', () => {
    const r = rule(at('4.K92.AKQ32.', { contract: '3NT', trick: 'S:H3 H5' }), [say({ fromTop: true, suit: 'H' }, 'designation', { earlier: true })]);
    expect(r.played).toEqual([{ seat: 'N', card: 'HK' }]);
  });
});

describe('"ruff"', () => {
  test("in a suit contract, dummy void in the suit led: dummy's lowest trump (46B2)", () => {
    const r = rule(at('J72..Q5.', { trick: 'W:HA' }), [say({ ruff: true })]);
    expect(r.played).toEqual([{ seat: 'N', card: 'S2' }]);
    expect(r.steps).toEqual([{ law: '46B2', effect: 'applies', reason: 'deemed-ruff', vars: { card: 'S2' } }]);
    expect(rule(at('J72..Q5.', { trick: 'W:HA' }), [say({ ruff: true, rank: 'J' })]).played).toEqual([{ seat: 'N', card: 'SJ' }]);
  });

  test('in a suit contract, dummy can follow: a trump would be a revoke, corrected; declarer designates a card of the suit led', () => {
    const r = rule(at('J72.84.Q5.', { trick: 'W:HA' }), [say({ ruff: true })]);
    expect(r.played).toEqual([]);
    expect(r.options).toEqual([{ who: ['S'], action: 'designate', among: ['H8', 'H4'], laws: ['62A'] }]);
    readsWell(r);
  });

  test("in notrump: void (46B4) unless the director finds declarer's intention incontrovertible; the finding is asked", () => {
    const s = at('J72..Q53.', { contract: '3NT', trick: 'W:HA' });
    const r = rule(s, [say({ ruff: true })]);
    expect(r.played).toEqual([]);
    expect(r.needs).toEqual(['intention']);
    expect(r.steps.map((x) => [x.law, x.reason])).toEqual([
      ['46B4', 'ruff-notrump'],
      ['46B', 'needs-intention'],
    ]);
    expect(r.options).toEqual([{ who: ['S'], action: 'designate', laws: ['46B4'] }]);
    // He thought diamonds were trumps: the director finds he incontrovertibly meant the ♦3.
    const meant = rule(s, [say({ ruff: true })], { intention: 'incontrovertible', intended: ['D3'] });
    expect(meant.played).toEqual([{ seat: 'N', card: 'D3' }]);
    expect(meant.steps.at(-1)).toEqual({ law: '46B', effect: 'exception-applied', reason: 'intended-ruff', vars: { card: 'D3' } });
    // Not incontrovertible: the call is void, and what declarer then designates is played.
    const next = rule(s, [say({ ruff: true }), say({ card: 'S2' }, 'clarification')], { intention: 'not-incontrovertible' });
    expect(next.played).toEqual([{ seat: 'N', card: 'S2' }]);
    expect(next.steps.at(-1)).toEqual({ law: '46B4', effect: 'applies', reason: 'designated-after', vars: { card: 'S2' } });
    for (const x of [r, meant, next]) readsWell(x);
  });

  test('"ruff with the 3" in notrump names a card that cannot exist: void as well', () => {
    const r = rule(at('J73..Q5.', { contract: '3NT', trick: 'W:HA' }), [say({ ruff: true, rank: '3' })], { intention: 'not-incontrovertible' });
    expect(r.played).toEqual([]);
    expect(r.steps[0]).toEqual({ law: '46B4', effect: 'applies', reason: 'ruff-notrump-rank', vars: { rank: '3' } });
    readsWell(r);
  });

  test('with no contract given, the engine says it needs the contract', () => {
    const r = rule({ hands: { N: 'J72..Q5.' }, declarer: 'S', trick: 'W:HA' }, [say({ ruff: true })]);
    expect(r.played).toEqual([]);
    expect(r.problems).toEqual([expect.stringMatching(/^situation\.contract/)]);
  });
});

describe('form of the ruling: a change asked for is allowed or refused in so many words', () => {
  test("declarer touched dummy's ♥K and says he meant the ♥3: the change is refused (45C3)", () => {
    const events: IncidentEvent[] = [
      { type: 'touch', seat: 'S', card: 'HK', hand: 'N' },
      { type: 'statement', seat: 'S', kind: 'intended', cards: ['H3'] },
    ];
    const r = rule(at('6.KQ3.7.Q5', { trick: 'W:H5' }), events);
    expect(r.played).toEqual([{ seat: 'N', card: 'HK' }]);
    expect(r.cardChange).toBe('refused');
    expect(r.steps).toEqual([
      { law: '45C3', effect: 'applies', reason: 'touched', vars: { card: 'HK' } },
      { law: '45C3', effect: 'applies', reason: 'touched-change-refused', vars: { card: 'HK', named: 'H3' } },
    ]);
    expect(scriptLines(r, REASONS.en)).toEqual(['The change of card is refused.', '♥K is the card played.']);
    for (const lang of ['ru', 'pl', 'el'] as const) expect(scriptLines(r, REASONS[lang])[0]).not.toBe(scriptLines(r, REASONS.en)[0]);
    readsWell(r);
  });

  test('a touch to arrange, accepted, is no card played, so there is no change to rule on', () => {
    const events: IncidentEvent[] = [
      { type: 'touch', seat: 'S', card: 'HK', hand: 'N', purpose: 'arrange' },
      { type: 'statement', seat: 'S', kind: 'intended', cards: ['H3'] },
    ];
    const r = rule(at('6.KQ3.7.Q5', { trick: 'W:H5' }), events, { purposeAccepted: true });
    expect(r.cardChange).toBeUndefined();
    expect(r.played).toEqual([]);
  });

  test('"play anything", then a change after a slip of the mind: refused, and no step names an empty card', () => {
    const r = rule(at('6.KQ3.7.Q5', { trick: 'W:H5' }), [say({ anything: true }), say({ card: 'HQ' }, 'correction')], { slip: 'mind' });
    expect(r.cardChange).toBe('refused');
    expect(r.steps.find((s) => s.law === '45C4(a)')).toEqual({ law: '45C4(a)', effect: 'applies', reason: 'must-play-none' });
    readsWell(r);
    const allowed = rule(at('6.KQ3.7.Q5', { trick: 'W:H5' }), [say({ anything: true }), say({ card: 'HQ' }, 'correction', { timing: 'immediate' })], {
      slip: 'tongue',
    });
    expect(allowed.cardChange).toBe('allowed');
    expect(allowed.played).toEqual([{ seat: 'N', card: 'HQ' }]);
    expect(allowed.steps.find((s) => s.law === '45C4(b)')).toEqual({ law: '45C4(b)', effect: 'applies', reason: 'changed-no-from', vars: { card: 'HQ' } });
    readsWell(allowed);
  });

  test("dummy placed a card when declarer's words designated none: it goes back, and the step names no card that is not there", () => {
    const r = rule(at('Q6..7.Q5', { trick: 'W:H5' }), [say({ rank: 'Q' }), { type: 'play', seat: 'N', card: 'SQ', unnamed: true }]);
    expect(r.steps.find((s) => s.law === '45D')).toEqual({ law: '45D', effect: 'applies', reason: 'withdrawn-unnamed', vars: { card: 'SQ' } });
    readsWell(r);
  });
});

describe('the incident language: new words and fields are checked', () => {
  const base = (events: unknown[], situation: Record<string, unknown> = {}) => ({ situation: { hands: {}, declarer: 'S', ...situation }, events });
  const problems = (data: unknown) => {
    const r = parseRulingInput(data);
    return r.ok ? [] : r.problems;
  };

  test('good input passes', () => {
    const ok = base(
      [
        { type: 'designate', seat: 'S', says: { pointsAt: 'HQ' }, kind: 'designation' },
        { type: 'designate', seat: 'S', says: { pointsAt: 'H', rank: 'Q' }, kind: 'designation' },
        { type: 'designate', seat: 'S', says: { run: 'D' }, kind: 'designation', earlier: true },
        { type: 'designate', seat: 'S', says: { fromTop: true, suit: 'D' }, kind: 'designation' },
        { type: 'designate', seat: 'S', says: { card: 'DA', rest: true }, kind: 'designation' },
        { type: 'designate', seat: 'S', says: { ruff: true }, kind: 'designation' },
      ],
      { lastTrick: 'N:SA S2 S5 S9', wonWith: 'SA' },
    );
    expect(problems(ok)).toEqual([]);
  });

  test.each([
    [{ lastTrick: 'N:SA S2' }, [], 'situation.lastTrick: the preceding trick has four cards, not 2'],
    [{ lastTrick: 'X:SA' }, [], 'situation.lastTrick: expected the preceding trick, its leader first ("N:SA S2 S5 S9")'],
    [{ wonWith: 'S?' }, [], 'situation.wonWith: "S?" is not a card (the card dummy won the preceding trick with, e.g. "SA")'],
    [{}, [{ type: 'designate', seat: 'S', says: { pointsAt: 'X' }, kind: 'designation' }], 'events[0].says.pointsAt: a card of dummy ("HQ") or a suit ("H")'],
    [{}, [{ type: 'designate', seat: 'S', says: { run: 'hearts' }, kind: 'designation' }], 'events[0].says.run: the suit to run (S, H, D or C)'],
    [{}, [{ type: 'designate', seat: 'S', says: { ruff: 'yes' }, kind: 'designation' }], 'events[0].says.ruff: true or absent'],
    [
      {},
      [{ type: 'designate', seat: 'S', says: { trump: true }, kind: 'designation' }],
      'events[0].says.trump: unknown word (known: card, suit, rank, size, anything, undecided, pointsAt, run, fromTop, rest, ruff)',
    ],
    [
      {},
      [{ type: 'designate', seat: 'S', says: { suit: 'D' }, kind: 'designation', earlier: true }],
      'events[0].earlier: true only for an instruction for several tricks (says.run, fromTop or rest) said at an earlier trick',
    ],
  ])('%j %j: %s', (situation, events, message) => {
    expect(problems(base(events, situation))).toEqual([message]);
  });

  test('the board reads the preceding trick; a short one is a problem, not a guess', () => {
    expect(makeBoard(at('6.KQ3.7.Q5', { lastTrick: 'N:SA S2 S5 S9' }), []).lastTrick).toEqual({ leader: 'N', cards: ['SA', 'S2', 'S5', 'S9'] });
    const short = makeBoard(at('6.KQ3.7.Q5', { lastTrick: 'N:SA' }), []);
    expect(short.lastTrick).toBeUndefined();
    expect(short.problems).toEqual(['lastTrick "N:SA": the preceding trick has four cards']);
  });
});

test('every worked example of docs/incidents.md for these laws is valid input and rules without a problem', () => {
  const md = readText('docs/incidents.md');
  const section = md.split("### Designations and dummy's cards")[1]!.split('\n### ')[0]!;
  const examples = [...section.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>).filter((x) => 'situation' in x);
  expect(examples.length).toBeGreaterThanOrEqual(10);
  for (const x of examples) {
    const checked = parseRulingInput(x);
    expect(checked.ok ? [] : checked.problems).toEqual([]);
    if (!checked.ok) continue;
    const r = decide(checked.input);
    expect(r.problems).toEqual([]);
    expect(r.steps.length).toBeGreaterThan(0);
    readsWell(r);
  }
});

describe('46B3(b): a "choice" made after seeing the next hand play to dummy\'s card is a change of mind (issue #27)', () => {
  // Dummy (North) is void in spades, holds ♥Q and ♣Q; West led a spade; declarer says "queen".
  const trick = at('.Q6.7.Q5', { contract: '3NT', trick: 'W:S4' });
  const queen = say({ rank: 'Q' });
  const placed: IncidentEvent = { type: 'play', seat: 'N', card: 'HQ', unnamed: true };
  const east: IncidentEvent = { type: 'play', seat: 'E', card: 'S2' };

  for (const edition of [2007, 2017] as const) {
    test(`${edition}: dummy put the ♥Q, East played, declarer then names the ♣Q — the ♥Q stands, East keeps his card`, () => {
      const r = decide({ edition, situation: trick, events: [queen, placed, east, say({ card: 'CQ' })] });
      expect(r.played).toEqual([{ seat: 'N', card: 'HQ' }]);
      expect(r.returned).toEqual([]);
      expect(r.options).toEqual([]);
      expect(r.cardChange).toBe('refused');
      expect(reasons(r)).toEqual(['open-rank-many', 'choice-after-next-hand']);
      readsWell(r);
    });

    test(`${edition}: "I meant the club queen" after East played is the same change of mind`, () => {
      const r = decide({ edition, situation: trick, events: [queen, placed, east, { type: 'statement', seat: 'S', kind: 'intended', cards: ['CQ'] }] });
      expect(r.played).toEqual([{ seat: 'N', card: 'HQ' }]);
    });
  }

  test("named before the next hand played, the ♣Q is the choice the law asks for: dummy's ♥Q goes back (45D)", () => {
    const r = rule(trick, [queen, placed, say({ card: 'CQ' })]);
    expect(r.played).toEqual([{ seat: 'N', card: 'CQ' }]);
    expect(r.returned).toEqual([{ seat: 'N', card: 'HQ' }]);
    expect(reasons(r)).toContain('designated-after');
  });
});
