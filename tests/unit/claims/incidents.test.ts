// Incidents of our own in the style of published claim rulings (appeal casebooks), each ruled
// from the Laws before the engine was run on it; the facts are in tests/fixtures/claims/incidents/
// (`npm run claim -- --facts tests/fixtures/claims/incidents/<name>.json`). The comment on each
// is the ruling's reasoning; the engine must reach the same tricks by the same laws.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { decideClaim } from '../../../src/lib/claims/adjudicate.ts';
import { parseClaimInput } from '../../../src/lib/claims/input.ts';
import type { LineSearch } from '../../../src/lib/claims/search.ts';
import { solverLine } from '../../../src/lib/claims/solver-line.ts';
import type { ClaimOutcome } from '../../../src/lib/claims/types.ts';

interface Expected {
  outcome: ClaimOutcome;
  declarer: number;
  defenders: number;
  result: string;
  laws: string[];
}

const RULINGS: Record<string, Expected> = {
  // 4♥, South "ruffs the diamond in dummy, rest high" without a word about East's ♥Q. East is void
  // in diamonds and overruffs dummy's ♥3/♥4 on the stated line itself (70B1, 70C: unmentioned,
  // presumed unaware, a normal — here the stated — line on which it wins a trick): 2 of 3.
  'forgotten-trump-overruff': { outcome: 'adjusted', declarer: 2, defenders: 1, result: '4H=', laws: ['70C3'] },
  // The same claim, but East holds a diamond and a spade and must follow to the ruff and to the
  // ♠A, and his ♥Q falls under the ace on any order of play: no normal line lets the trump win a
  // trick (70C3 not met). (Our first draft left East void in spades: crossing to the ♠A then lets
  // him ruff — the engine found it, and rightly ruled 2-1; the position was changed, not the ruling.)
  'forgotten-trump-no-overruff': { outcome: 'stands', declarer: 3, defenders: 0, result: '4H+1', laws: ['70C'] },
  // 3NT, "three tricks" with ♠AQ in dummy over West's ♠K54; East had shown out of spades before the
  // claim, so the king's place is known and playing the ace would not be normal (70E1's exception).
  'finesse-after-show-out': { outcome: 'stands', declarer: 3, defenders: 0, result: '3NT+2', laws: ['70'] },
  // "I'm running the hearts": ♥A singleton in hand, ♥KQJ in a dummy without an entry. The stated
  // line cashes the ace and leaves declarer on lead with losers; the defence takes the rest: 1 of 4.
  'blocked-hearts': { outcome: 'adjusted', declarer: 1, defenders: 3, result: '3NT+1', laws: ['70B1'] },
  // "Knocking out the ♠A, the rest are mine" — West wins the ace and cashes his long ♦5, a winner
  // the claimer forgot: 2 of the 3 claimed (70A: doubtful points against the claimer).
  'defender-winner-ignored': { outcome: 'adjusted', declarer: 2, defenders: 2, result: '3NT=', laws: ['70'] },
  // West claims both tricks: "the ♥A, and partner has the rest". East, void in hearts, holds two
  // aces and must throw one on the ♥A without knowing which West needs; throwing the ♦A is a normal
  // play for him (70D2), and the ♦K then wins: 1 trick each.
  'defender-claim': { outcome: 'adjusted', declarer: 1, defenders: 1, result: '3NT+1', laws: ['70D2'] },
  // "Three tricks", relying on an unstated squeeze of West in the red suits: taking dummy's ♥A
  // before the ♠A is a normal order of cashing winners (70D1); dummy is then on lead with no winner
  // and the defence takes two tricks, the ♠A stranded: 1 of 3.
  'unstated-squeeze': { outcome: 'adjusted', declarer: 1, defenders: 2, result: '3NT=', laws: ['70'] },
  // 3NT, declarer conceded a heart holding four top winners; the defenders agreed, and declarer asked
  // in the correction period: a trick no normal play could lose comes back (2017 71B): all 4.
  'concession-cannot-lose': { outcome: 'rescored', declarer: 4, defenders: 0, result: '3NT+3', laws: ['71B'] },
  // "The rest are mine" with ♠AQ in hand under West's ♠K4; West agreed, then withdrew within the
  // correction period: the king wins a trick on any play, a trick West's side would likely have
  // won (69B2): 2 of 3.
  'agreement-withdrawn': { outcome: 'rescored', declarer: 2, defenders: 1, result: '3NT+1', laws: ['69B2'] },
  // 6♠, West leads the ♣K, dummy goes down and declarer claims twelve, drawing trumps, losing the
  // club: nothing can go wrong on any normal line (13 cards a hand, the trick in progress counted).
  'trick-one-thirteen-cards': { outcome: 'stands', declarer: 12, defenders: 1, result: '6S=', laws: ['70'] },
  // West has led the ♦K when declarer claims the last three tricks; nobody can beat the king, and
  // dummy's ♥AKQ win the two tricks after it: 2 of 3 (the trick in progress is one of the remaining).
  'trick-in-progress': { outcome: 'adjusted', declarer: 2, defenders: 1, result: '3NT+1', laws: ['70'] },
  // "Spades from the top" with ♠AKJ over West's ♠Q76 (East void): the stated order loses the jack to
  // the queen, and West's ♦2 is then good. The finesse through West was not stated (70B1, 70D1): 2 of 4.
  'top-down': { outcome: 'adjusted', declarer: 2, defenders: 2, result: '3NT=', laws: ['70B1', '70D1'] },
  // 4♥, "draw trumps, then ruff the club in dummy": drawing trumps takes dummy's only trump, so the
  // club loses; ruffing first would have made all three, but that line was not stated (70D1): 2 of 3.
  'stated-line-fails': { outcome: 'adjusted', declarer: 2, defenders: 1, result: '4H=', laws: ['70B1', '70D1'] },
};

const facts = (name: string) => JSON.parse(readFileSync(`tests/fixtures/claims/incidents/${name}.json`, 'utf8')) as unknown;

describe('claim incidents ruled from the Laws', () => {
  for (const [name, want] of Object.entries(RULINGS)) {
    test(`${name}: ${want.outcome} ${want.declarer}-${want.defenders}, ${want.result}`, () => {
      const checked = parseClaimInput(facts(name));
      expect(checked.ok ? [] : checked.problems).toEqual([]);
      if (!checked.ok) return;
      const r = decideClaim(checked.input);
      expect(r.problems).toEqual([]);
      expect({ outcome: r.outcome, awarded: r.awarded, result: r.result }).toEqual({
        outcome: want.outcome,
        awarded: { declarer: want.declarer, defenders: want.defenders },
        result: want.result,
      });
      const chain = r.steps.filter((s) => s.effect !== 'not-applied').map((s) => s.law);
      expect(want.laws.filter((l) => !chain.some((x) => x === l || x.startsWith(l)))).toEqual([]);
    });
  }
});

test('rules the 13-card incident (6♠, draw trumps and the rest) in a few hundred cards tried: once South is on lead with only top cards and nobody can ruff, the search stops there', () => {
  const c = parseClaimInput(JSON.parse(readFileSync('tests/fixtures/claims/incidents/trick-one-thirteen-cards.json', 'utf8')));
  if (!c.ok) throw new Error(c.problems.join('\n'));
  let tried = 0;
  const counted: LineSearch = (t, r, mode, n) => {
    const res = solverLine(t, r, mode, n);
    tried += res.nodes ?? 0;
    return res;
  };
  expect(decideClaim(c.input, counted).awarded).toEqual({ declarer: 12, defenders: 1 });
  // 597,713 cards before the bounds true of every line (src/lib/solver/lower.ts), 273,699 with the trumps' floor alone.
  expect(tried).toBeLessThan(5_000);
});
