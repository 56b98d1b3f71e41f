// Who is winning the trick so far: a card of the claimer's side wins the trick only when no
// opponent still to play can beat it. Second, third and fourth hand, following and void.
import { describe, expect, test } from 'vitest';
import { choices } from './candidates.ts';
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
  test("under partner's card that nobody still to play can beat, any card (the lowest tagged not-unblock)", () => {
    // South leads the ♠A, West follows; East is void in spades: the ace wins.
    const { t: t0, r } = rulesFor({ N: 'K5...', E: '.54..', S: 'A2...', W: 'Q4...' }, '3NT', 'S', []);
    const t = play(t0, 'SA', 'S4');
    expect(choices(t, r, [])).toEqual([
      { card: 'SK', serves: 'unstated' },
      { card: 'S5', serves: 'unstated', normal: 'not-unblock' },
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
