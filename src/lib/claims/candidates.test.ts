// Who is winning the trick so far: a card of the claimer's side wins the trick only when no
// opponent still to play can beat it. Second, third and fourth hand, following and void.
import { describe, expect, test } from 'vitest';
import { choices, isVisibleMaster, offered } from './candidates.ts';
import { rule, rulesFor } from './fixtures.test-helper.ts';
import { playCard, type Table } from './state.ts';

const play = (t: Table, ...cards: string[]): Table => cards.reduce((x, c) => playCard(x, c as never).table, t);

describe("third hand, partner's card winning so far, the fourth hand still to play", () => {
  test('a finesse into a king known to sit over it (the other opponent showed out in this trick) is not offered: the ace drops it', () => {
    // 3NT, South leads the ♠2, West discards the ♥J: East's singleton ♠K is known; dummy holds ♠AQ.
    const { t: t0, r } = rulesFor({ N: 'AQ...', E: 'K.4..', S: '32...', W: '.J5..' }, '3NT', 'S', []);
    const t = play(t0, 'S2', 'HJ');
    expect(choices(t, r, [])).toEqual([{ card: 'SA', serves: 'unstated' }]);
  });
  test("with the king's place unknown, the ace or the queen (a finesse, careless when it loses) — not a failure to unblock", () => {
    // South leads the ♠3, West follows with the ♠2: East may or may not hold the king.
    const { t: t0, r } = rulesFor({ N: 'AQ...', E: 'K.4..', S: '43...', W: '2.J..' }, '3NT', 'S', []);
    const t = play(t0, 'S3', 'S2');
    expect(choices(t, r, [])).toEqual([
      { card: 'SA', serves: 'unstated', normal: 'top-instead-of-finesse' },
      { card: 'SQ', serves: 'unstated', normal: 'losing-finesse' },
    ]);
  });
  test("a void third hand must ruff partner's low card when the fourth hand could win the trick", () => {
    // 4♥: South leads the ♠3, West follows with the ♠2, North (void in spades) holds ♥3 and ♦2; East holds the ♠K.
    const { t: t0, r } = rulesFor({ N: '.3.2.', E: 'K.4..', S: '43...', W: '2..4.' }, '4H', 'S', []);
    const t = play(t0, 'S3', 'S2');
    expect(choices(t, r, []).map((c) => c.card)).toEqual(['H3']);
  });
  test("under partner's card that nobody still to play can beat, the king is no unblock when partner's last spade is a loser: it is not thrown while the 5 could go", () => {
    // South leads the ♠A, West follows; East is void in spades: the ace wins. South's ♠2 is no
    // winner (West holds the ♠Q), so North's king blocks nothing: the ♠5 is the play.
    const { t: t0, r } = rulesFor({ N: 'K5...', E: '.54..', S: 'A2...', W: 'Q4...' }, '3NT', 'S', []);
    const t = play(t0, 'SA', 'S4');
    expect(offered(t, r, [])).toContainEqual({ card: 'SK', serves: 'unstated', normal: 'waste-winner' });
    expect(choices(t, r, [])).toEqual([{ card: 'S5', serves: 'unstated' }]);
    // With no spade left to the opponents, South's ♠4 is a winner the king could block: either
    // card, keeping the king (the ♠3) careless.
    const { t: u0, r: ru } = rulesFor({ N: 'K3...', E: '.54..', S: 'A4...', W: '.32..' }, '3NT', 'S', []);
    expect(choices(play(u0, 'SA', 'H3'), ru, [])).toEqual([
      { card: 'SK', serves: 'unstated' },
      { card: 'S3', serves: 'unstated', normal: 'not-unblock' },
    ]);
  });
});

test('the ruling on the shows-out case needs no finding: 2-0 (ru-67-74#70.7)', () => {
  const r = rule({
    contract: '3NT',
    declarer: 'S',
    position: { hands: { N: 'AQ...', E: 'K.4..', S: '32...', W: '.J5..' }, onLead: 'S' },
    claim: { by: 'S', statement: [] },
  });
  expect(r.awarded).toEqual({ declarer: 2, defenders: 0 });
});

describe("ruffing the side's own winning card (issue: the claimer unaware of East's last trump)", () => {
  // 4♠ by South, nine tricks in, South on lead: South ♠A ♥AKQ, North ♠5 ♦543, East ♠J ♣765, West ♥2 ♦987.
  const ENDING = { N: '5..543.', E: 'J...765', S: 'A.AKQ..', W: '.2.987.' } as const;

  test('unaware of the trump, dummy never ruffs declarer’s ♥A (he cannot foresee East’s ruff): any diamond', () => {
    const { t: t0, r } = rulesFor(ENDING, '4S', 'S', [], { trumpUnaware: true });
    const t = play(t0, 'HA', 'H2');
    expect(choices(t, r, []).map((c) => c.card)).toEqual(['D5']);
  });

  test('aware of it, ruffing in front of East is a normal choice and letting the ace stand another; the director may find the ruff normal for an unaware player', () => {
    const aware = rulesFor(ENDING, '4S', 'S', []);
    const t = play(aware.t, 'HA', 'H2');
    expect(choices(t, aware.r, [])).toEqual([
      { card: 'S5', serves: 'unstated', normal: 'ruff-own-winner-threatened' },
      { card: 'D5', serves: 'unstated', normal: 'discard' },
    ]);
    const weak = rulesFor(ENDING, '4S', 'S', [], { trumpUnaware: true, irrational: { 'ruff-own-winner': false } });
    expect(choices(play(weak.t, 'HA', 'H2'), weak.r, []).map((c) => c.normal)).toEqual(['ruff-own-winner', 'discard']);
  });

  test('the claim of the rest without a line is ruled 3–1: East ruffs a heart, the club return is ruffed with the ♠A', () => {
    const ruling = rule({
      contract: '4S',
      declarer: 'S',
      position: { hands: ENDING as never, onLead: 'S' },
      claim: { by: 'S', statement: [] },
      findings: { awareOfTrump: false },
    });
    expect(ruling.awarded).toEqual({ declarer: 3, defenders: 1 });
    // Every trick of the decisive line as a player could play it: nobody ruffs his partner's winner.
    const tricks = (ruling.line ?? []).map((t) => t.cards.map((c) => `${c.seat}${c.card}`).join(' '));
    expect(tricks).toHaveLength(4);
    expect(tricks[0]).toBe('SHA WH2 ND5 ESJ');
    expect(tricks[1]).toMatch(/^EC\d SSA /);
  });
});

test('a card is a visible master when the higher ones are with the side or were played in the line since the claim; gone before it, they must be counted', () => {
  const { t: t0, r } = rulesFor({ N: '5..543.', E: 'J...765', S: 'A.AKQ..', W: '.2.987.' }, '4S', 'S', []);
  const atClaim = new Set(['N', 'E', 'S', 'W'].flatMap((s) => t0.hands[s as 'N']));
  const t = play(t0, 'HA', 'H2', 'D5', 'SJ');
  expect(isVisibleMaster(t, { ...r, atClaim }, 'HK')).toBe(true);
  // Without the record of the cards at the claim, the ace might have gone before it: counting needed.
  expect(isVisibleMaster(t, { ...r, atClaim: undefined }, 'HK')).toBe(false);
});
