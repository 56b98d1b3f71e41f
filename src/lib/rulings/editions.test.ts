// The two codes: one incident of our own per difference between the 2007 and the 2017 Laws that
// the engine implements. Each test rules the same input under both codes and asserts both
// readings, so applying either code's reading under the other fails it.
import { describe, expect, test } from 'vitest';
import { decide } from './engine.ts';
import { citeIn, textSection } from './editions.ts';
import { concordance } from '../../data/concordance.ts';
import { changeOf } from '../editions/concordance.ts';
import { changeNotes, notesIn } from '../ruling-view/edition-notes.ts';
import { parseRulingInput } from './input.ts';
import { REASONS } from './reasons/index.ts';
import { reasonText } from './explain.ts';
import type { Edition, IncidentEvent, Judgement, Ruling, Situation } from './types.ts';
import { lawHref } from '../ruling-view/view.ts';

// South declares 3NT, North is dummy.
const A = { N: 'AQ3.KJ2.T95.8643', E: 'K87.A94.QJ42.T97', S: 'J52.Q853.AK7.AKQ', W: 'T964.T76.863.J52' };

const both = (situation: Situation, events: IncidentEvent[], judgement: Judgement = {}): Record<Edition, Ruling> => {
  const rule = (edition: Edition) => {
    const checked = parseRulingInput(JSON.parse(JSON.stringify({ edition, situation, events, judgement })));
    expect(checked.ok).toBe(true);
    const r = decide({ edition, situation, events, judgement });
    expect(r.problems).toEqual([]);
    expect(r.impossible).toEqual([]);
    expect(r.edition).toBe(edition);
    return r;
  };
  return { 2007: rule(2007), 2017: rule(2017) };
};
const chain = (r: Ruling) => r.steps.map((s) => `${s.law} ${s.reason}`);

describe("45C4(b): how long a slip in designating dummy's card may be corrected", () => {
  // West leads the ♠4; declarer calls the ♠Q from dummy, East plays the ♠7, declarer follows with
  // the ♠2 from hand and only then says he meant the ♠A (a slip of the tongue, corrected at once).
  const events: IncidentEvent[] = [
    { type: 'designate', seat: 'S', says: { card: 'SQ' }, kind: 'designation' },
    { type: 'play', seat: 'E', card: 'S7' },
    { type: 'play', seat: 'S', card: 'S2' },
    { type: 'designate', seat: 'S', says: { card: 'SA' }, kind: 'correction', timing: 'immediate' },
  ];
  const r = both({ hands: A, declarer: 'S', contract: '3NT', trick: 'W:S4' }, events, { slip: 'tongue' });

  test("2007: the change is allowed (no limit in declarer's own plays) and East may take his ♠7 back", () => {
    expect(r[2007].cardChange).toBe('allowed');
    expect(r[2007].played).toEqual([{ seat: 'N', card: 'SA' }]);
    expect(r[2007].options).toEqual([{ who: ['E'], action: 'withdraw', cards: ['S7'], laws: ['45C4(b)', '47D'] }]);
    expect(r[2007].information.map((i) => i.law)).toEqual(['16D']);
  });

  test('2017: declarer has played from his hand since, so it is too late: the ♠Q stays played, without asking about a pause', () => {
    expect(r[2017].cardChange).toBe('refused');
    expect(r[2017].played).toEqual([{ seat: 'N', card: 'SQ' }]);
    expect(r[2017].options).toEqual([]);
    expect(chain(r[2017])).toEqual(['46A deemed-named', '45C4(b) correction-too-late', '45C4(a) must-play']);
    expect(r[2017].steps[1]?.effect).toBe('not-applied');
    expect(r[2017].relevant).not.toContain('pausedForThought');
  });

  test('2017: corrected before declarer plays again, the change is allowed as under 2007', () => {
    const early = both({ hands: A, declarer: 'S', contract: '3NT', trick: 'W:S4' }, [events[0]!, events[1]!, events[3]!], { slip: 'tongue' });
    expect(early[2017].played).toEqual(early[2007].played);
    expect(early[2017].cardChange).toBe('allowed');
    // The opponent's withdrawn card: 16D in 2007 is 16C in 2017.
    expect(early[2007].information.map((i) => i.law)).toEqual(['16D']);
    expect(early[2017].information.map((i) => i.law)).toEqual(['16C']);
  });

  test('a slip of the tongue corrected after a pause for thought: 2007 refuses it; 2017 allows it and asks nothing about the pause', () => {
    const late: IncidentEvent[] = [events[0]!, { type: 'designate', seat: 'S', says: { card: 'SA' }, kind: 'correction', timing: 'delayed' }];
    const paused = both({ hands: A, declarer: 'S', contract: '3NT', trick: 'W:S4' }, late, { slip: 'tongue', pausedForThought: true });
    expect(paused[2007].cardChange).toBe('refused');
    expect(chain(paused[2007])).toContain('45C4(b) paused');
    expect(paused[2007].played).toEqual([{ seat: 'N', card: 'SQ' }]);
    expect(paused[2017].cardChange).toBe('allowed');
    expect(paused[2017].played).toEqual([{ seat: 'N', card: 'SA' }]);
    expect(paused[2017].relevant).not.toContain('pausedForThought');
    // Without the finding, 2007 needs it; 2017 does not.
    const open = both({ hands: A, declarer: 'S', contract: '3NT', trick: 'W:S4' }, late, { slip: 'tongue' });
    expect(open[2007].needs).toEqual(['pausedForThought']);
    expect(open[2017].needs).toEqual([]);
    // A slip of the mind is refused under both.
    const mind = both({ hands: A, declarer: 'S', contract: '3NT', trick: 'W:S4' }, late, { slip: 'mind' });
    expect(mind[2007].played).toEqual(mind[2017].played);
    expect(mind[2017].cardChange).toBe('refused');
  });

  test('the new step has a reason in all four languages', () => {
    for (const lang of ['en', 'ru', 'pl', 'el'] as const) {
      const text = reasonText(r[2017].steps[1]!, REASONS[lang]);
      expect(text).not.toBe('correction-too-late');
      expect(text).toContain('2017');
    }
  });
});

describe("47E1: a lead out of turn on an opponent's word", () => {
  // Dummy (North) was on lead; he tells West it is West's lead, and West leads the ♠4.
  const r = both({ hands: A, declarer: 'S', contract: '3NT', trick: 'N:' }, [
    { type: 'told-to-lead', seat: 'N', to: 'W' },
    { type: 'play', seat: 'W', card: 'S4' },
  ]);

  test('2007: West may take the card back, and his left-hand opponent (dummy, so declarer) may not accept it', () => {
    expect(r[2007].returned).toEqual([]);
    expect(r[2007].options).toEqual([
      { who: ['W'], action: 'withdraw', cards: ['S4'], rectification: 'none', laws: ['47E1'], then: { returned: [{ seat: 'W', card: 'S4' }], leadFrom: 'N' } },
    ]);
    // The concordance row the engine follows: the bar on acceptance came in 2007, and 2017 makes the retraction compulsory.
    expect(changeOf(concordance(), '47E1', '1997', '2007')?.class).toBe('changed-effect');
    expect(changeOf(concordance(), '47E1', '2007', '2017')?.class).toBe('changed-effect');
  });

  test("2007, declarer's lead on a defender's word: the defender on his left may not accept it, the other defender may", () => {
    // West was on lead; West tells declarer it is his lead, and South leads the ♦A.
    const d = both({ hands: A, declarer: 'S', contract: '3NT', trick: 'W:' }, [
      { type: 'told-to-lead', seat: 'W', to: 'S' },
      { type: 'play', seat: 'S', card: 'DA' },
    ]);
    expect(d[2007].options.map((o) => [o.action, o.who])).toEqual([
      ['withdraw', ['S']],
      ['accept-lead', ['E']],
    ]);
    expect(d[2017].options).toEqual([]);
    expect(d[2017].returned).toEqual([{ seat: 'S', card: 'DA' }]);
  });

  test('2017: the card goes back without rectification; no choice and no acceptance', () => {
    expect(r[2017].returned).toEqual([{ seat: 'W', card: 'S4' }]);
    expect(r[2017].options).toEqual([]);
    expect(r[2017].penaltyCards).toEqual([]);
    expect(chain(r[2017])).toEqual(['47E1 told-must-retract', '16C withdrawn-info']);
    expect(r[2017].information).toEqual([{ cards: [{ seat: 'W', card: 'S4' }], unauthorizedFor: ['S'], authorizedFor: ['E'], law: '16C' }]);
    for (const lang of ['en', 'ru', 'pl', 'el'] as const) expect(reasonText(r[2017].steps[0]!, REASONS[lang])).toContain('2017');
  });
});

describe('47E2(a): until when a card played after a mistaken explanation may be taken back', () => {
  // South leads the ♠2, West plays the ♠4, dummy wins with the ♠A; South (declarer) misexplains
  // a call and East, last to the trick, plays the ♠7. Dummy leads the ♥2 to the next trick, and
  // only then is the explanation corrected.
  const events: IncidentEvent[] = [
    { type: 'explanation', seat: 'S', kind: 'mistaken' },
    { type: 'play', seat: 'E', card: 'S7' },
    { type: 'play', seat: 'N', card: 'H2' },
    { type: 'explanation', seat: 'S', kind: 'corrected' },
  ];
  const r = both({ hands: A, declarer: 'S', contract: '3NT', trick: 'S:S2 S4 SA' }, events);

  test('2007: no card has been played to the ♠ trick after the ♠7, so East may still take it back', () => {
    expect(chain(r[2007])).toContain('47E2(a) misinfo-retract');
    expect(r[2007].options).toContainEqual({
      who: ['E'],
      action: 'withdraw',
      cards: ['S7'],
      rectification: 'none',
      laws: ['47E2(a)', '16D'],
      then: { returned: [{ seat: 'E', card: 'S7' }] },
    });
  });

  test("2017: a card has been played since (dummy's lead to the next trick), so it is too late; the director may adjust", () => {
    expect(chain(r[2017])).toEqual(expect.arrayContaining(['47E2(a) misinfo-too-late-2017', '47E2(b) misinfo-adjust']));
    expect(r[2017].options.filter((o) => o.cards?.includes('S7'))).toEqual([]);
    const late = r[2017].steps.find((s) => s.reason === 'misinfo-too-late-2017')!;
    // The side-by-side view shows the concordance's note on 47E2 for a ruling that cites 47E2(a).
    expect(changeNotes(r[2007], r[2017], notesIn(concordance(), 'en'))).toEqual([notesIn(concordance(), 'en')['47E2']]);
    for (const lang of ['en', 'ru', 'pl', 'el'] as const) expect(reasonText(late, REASONS[lang])).not.toMatch(/\{\w+\}/);
  });
});

describe('57A: what declarer may require of the partner of a defender who played early', () => {
  // South leads the ♠2 and East plays the ♠K before West.
  const r = both({ hands: A, declarer: 'S', contract: '3NT', trick: 'S:S2' }, [{ type: 'play', seat: 'E', card: 'SK' }]);
  const choices = (x: Ruling) => x.options.filter((o) => o.binds === 'W').map((o) => o.action);

  test('2007: highest or lowest of the suit led, or not a suit declarer names; no suit may be required', () => {
    expect(choices(r[2007])).toEqual(['play-highest', 'play-lowest', 'forbid-suit']);
    expect(chain(r[2007])).toContain('57A premature-options');
  });

  test('2017: declarer may also require a card of another suit he names', () => {
    expect(choices(r[2017])).toEqual(['play-highest', 'play-lowest', 'play-suit', 'forbid-suit']);
    const s = r[2017].steps.find((x) => x.reason === 'premature-options-2017')!;
    for (const lang of ['en', 'ru', 'pl', 'el'] as const) expect(reasonText(s, REASONS[lang])).not.toMatch(/\{\w+\}/);
  });
});

describe('53A: a lead out of turn to the thirteenth trick', () => {
  // One card each; dummy (North) won the twelfth trick, and West leads his ♣4 out of turn.
  const r = both({ hands: { N: '...A', E: '.A..', S: '..A.', W: '...4' }, declarer: 'S', contract: '3NT', trick: 'N:' }, [
    { type: 'play', seat: 'W', card: 'C4' },
  ]);

  test('2007: declarer may accept it (53) or refuse it (56)', () => {
    expect(r[2007].options.map((o) => o.action)).toEqual(['accept-lead', 'refuse-lead']);
    expect(r[2007].returned).toEqual([]);
  });

  test('2017: it cannot be accepted; the ♣4 goes back and dummy leads', () => {
    expect(r[2017].options).toEqual([]);
    expect(r[2017].returned).toEqual([{ seat: 'W', card: 'C4' }]);
    expect(r[2017].penaltyCards).toEqual([]);
    expect(chain(r[2017])).toEqual(['53A lead-13-withdrawn']);
    for (const lang of ['en', 'ru', 'pl', 'el'] as const) expect(reasonText(r[2017].steps[0]!, REASONS[lang])).not.toMatch(/\{\w+\}/);
  });

  test('before the thirteenth trick 2017 still lets declarer accept it', () => {
    const early = both({ hands: { N: '..2.A', E: '.A.3.', S: '..A.2', W: '..4.3' }, declarer: 'S', contract: '3NT', trick: 'N:' }, [
      { type: 'play', seat: 'W', card: 'C3' },
    ]);
    expect(early[2017].options.map((o) => o.action)).toEqual(['accept-lead', 'refuse-lead']);
  });
});

describe('50E: information from a penalty card on the table', () => {
  // East has a major penalty card, the ♠K, from an earlier trick; West is to lead.
  const r = both(
    {
      hands: { N: 'A42.2.Q2.', E: 'K9.3..J8', S: 'Q5.AK..K', W: 'J3..K4.Q' },
      declarer: 'S',
      contract: '4H',
      trick: 'W:',
      penaltyCards: [{ seat: 'E', card: 'SK', kind: 'major' }],
    },
    [],
  );

  test("2007: beyond what the laws require of it, the card's information is unauthorized for West", () => {
    expect(r[2007].information).toEqual([{ cards: [{ seat: 'E', card: 'SK' }], unauthorizedFor: ['W'], authorizedFor: ['S'], law: '50E' }]);
    expect(chain(r[2007])).toContain('50E penalty-info');
  });

  test('2017: while the ♠K stays on the table its information is authorized for every player, West included', () => {
    expect(r[2017].information).toEqual([{ cards: [{ seat: 'E', card: 'SK' }], unauthorizedFor: [], authorizedFor: ['W', 'S'], law: '50E' }]);
    const info = r[2017].steps.find((s) => s.reason === 'penalty-info-2017')!;
    for (const lang of ['en', 'ru', 'pl', 'el'] as const) expect(reasonText(info, REASONS[lang])).not.toMatch(/\{\w+\}/);
  });
});

describe('16C and 16D change places; 53B and 53C change places', () => {
  test('a proper lead after a lead out of turn: 2007 53C with 16D; 2017 53B with 16C, in the chain, the options and the information', () => {
    const r = both({ hands: A, declarer: 'S', contract: '3NT', trick: 'S:' }, [
      { type: 'play', seat: 'W', card: 'S4' },
      { type: 'play', seat: 'S', card: 'DA' },
    ]);
    expect(r[2007].steps.map((s) => s.law)).toEqual(['53C', '16D']);
    expect(r[2017].steps.map((s) => s.law)).toEqual(['53B', '16C']);
    expect(r[2007].options[0]?.laws).toEqual(['53C', '16D']);
    expect(r[2017].options[0]?.laws).toEqual(['53B', '16C']);
    expect(r[2017].information.map((i) => i.law)).toEqual(['16C']);
    // The same rule either way: only the numbers differ.
    expect({ ...r[2017], edition: 0, steps: [], options: [], information: [] }).toEqual({ ...r[2007], edition: 0, steps: [], options: [], information: [] });
  });

  test('dummy leads out of turn and East plays to it: 2007 53B is 2017 53C', () => {
    const r = both({ hands: A, declarer: 'S', contract: '3NT', trick: 'N:' }, [
      { type: 'play', seat: 'S', card: 'HQ' },
      { type: 'play', seat: 'E', card: 'HA' },
    ]);
    expect(r[2007].steps.map((s) => s.law)).toContain('53B');
    expect(r[2017].steps.map((s) => s.law)).toContain('53C');
    expect(r[2017].steps.map((s) => s.law)).not.toContain('53B');
  });

  test('a card exposed by a spectator: extraneous information is 2007 16C3, 2017 16D', () => {
    const PLAY: Situation = { hands: { N: '42.A3..', E: 'Q.K.Q.4', S: 'A.QJ..2', W: 'KJ.5.4.' }, declarer: 'S', contract: '4H', trick: 'S:' };
    const r = both(PLAY, [{ type: 'expose', seat: 'E', card: 'SQ', by: 'outside-agency' }], { designatesOtherwise: true });
    expect(r[2007].information.map((i) => i.law)).toEqual(['16C3']);
    expect(r[2017].information.map((i) => i.law)).toEqual(['16D']);
    expect(r[2017].steps.at(-1)?.law).toBe('16D');
  });

  test('a 2017 citation links to the section of the text the site has (2007) that holds the same rule', () => {
    expect(citeIn(2017, '16D1')).toBe('16C1');
    expect(citeIn(2017, '16C3')).toBe('16D');
    expect(citeIn(2017, '45C4(b)')).toBe('45C4(b)');
    expect(citeIn(2007, '53B')).toBe('53B');
    expect(textSection(2017, '16C')).toBe('16D');
    expect(textSection(2017, '16D')).toBe('16C');
    expect(textSection(2017, '53B')).toBe('53C');
    expect(textSection(2007, '16C')).toBe('16C');
    expect(lawHref('16C', 'en', '/', 2017)).toBe('/en/laws/16/?edition=2017#D');
    expect(lawHref('16C', 'en', '/', 2007)).toBe('/en/laws/16/#C');
  });
});

describe('the code as input', () => {
  test('2017 is accepted; a code the engine does not know is a problem with its path', () => {
    expect(parseRulingInput({ edition: 2017, situation: { hands: A, declarer: 'S' }, events: [] }).ok).toBe(true);
    expect(parseRulingInput({ edition: 1997, situation: { hands: A, declarer: 'S' }, events: [] })).toEqual({
      ok: false,
      problems: ['edition: 1997 is not covered (2007 or 2017)'],
    });
    expect(decide({ edition: 1997 as never, situation: { hands: A, declarer: 'S' }, events: [] }).problems[0]).toMatch(/1997 Laws are not covered/);
  });
});
