// Outside input: every problem is reported with its JSON path, all at once, nothing thrown.
import { expect, test } from 'vitest';
import { parseClaimInput } from './input.ts';

const good = {
  position: { hands: { N: '..5432.', E: 'J..QJT.', S: 'A.AKQ..', W: '.5432..' }, onLead: 'S' },
  contract: '4S',
  declarer: 'S',
  tricksWon: { declarer: 9, defenders: 0 },
  claim: { by: 'S', tricks: 4, manner: 'statement', statement: [{ do: 'cash', cards: ['HA', 'HK'] }, { do: 'rest' }] },
};
const problems = (d: unknown) => {
  const r = parseClaimInput(d);
  return r.ok ? [] : r.problems;
};
const withHands = (hands: Record<string, string>, extra: Record<string, unknown> = {}) => ({ ...good, ...extra, position: { ...good.position, hands } });

test('a well-formed input passes unchanged', () => {
  const r = parseClaimInput(good);
  expect(r.ok && r.input).toEqual(good);
});

test('every field problem is listed with its path', () => {
  const p = problems({ ...good, edition: 2008, contract: '8S', declarer: 'X', tricksWon: { declarer: 14 }, vulnerable: 'yes', extra: 1 });
  expect(p).toEqual(
    expect.arrayContaining([
      'extra: unknown field (known: edition, position, contract, declarer, vulnerable, tricksWon, claim, after, findings)',
      'edition: 2008 is not 2007 or 2017',
      'contract: "8S" is not a contract such as "4S", "3NT", "6HX"',
      'declarer: "X" is not a seat (N, E, S or W)',
      'vulnerable: true or false',
      'tricksWon: expected { declarer, defenders } with 0–13 each',
    ]),
  );
});

test('the position is one deal: no card twice, equal hands, tricks adding up to 13', () => {
  expect(problems(withHands({ ...good.position.hands, W: '.5432..', E: 'J..QJT.', N: '..5432.', S: 'A.AK2..' })).join()).toContain(
    "position.hands.W: H2 is also in S's hand (a card appears twice)",
  );
  expect(problems(withHands({ ...good.position.hands, W: '.543..' }))).toContain(
    'position.hands: hands of N 4, E 4, S 4, W 3 cards — every hand holds the same number at the start of the trick in progress (cards played to it included)',
  );
  expect(problems({ ...good, tricksWon: { declarer: 8, defenders: 0 } })).toContain('tricksWon: 8 tricks won and 4 to play make 12, not 13');
});

test("the trick in progress: its cards in the players' hands, its leader agreeing with onLead", () => {
  const p = problems({ ...good, position: { ...good.position, trick: 'W:DA', onLead: 'S' } });
  expect(p).toContain("position.trick: DA (card 1) is not in W's hand — the hands include the cards played to the trick in progress");
  expect(p).toContain('position.onLead: S, but the trick in progress was led by W');
  expect(problems({ ...good, position: { hands: good.position.hands } })).toContain('position.onLead: required when no trick is in progress');
});

test("the claim: not by dummy, not more tricks than remain, statement cards held by the claimer's side", () => {
  const p = problems({
    ...good,
    claim: {
      ...good.claim,
      by: 'N',
      tricks: 5,
      statement: [
        { do: 'cash', cards: ['DQ'] },
        { do: 'if', when: { suit: 'H' }, then: [{ do: 'fly' }] },
      ],
    },
  });
  expect(p).toEqual(
    expect.arrayContaining([
      "claim.by: N is dummy; dummy does not claim (give declarer's seat)",
      'claim.statement[1].when: give breaks, showsOut or drops',
      'claim.statement[1].then[0].do: one of cash, run, draw-trumps, ruff, finesse, concede, if, top-down, rest, lead, discard, cross, suit-tricks',
    ]),
  );
  const q = problems({ ...good, claim: { ...good.claim, tricks: 5, statement: [{ do: 'cash', cards: ['DQ'] }] } });
  expect(q).toEqual(
    expect.arrayContaining(['claim.tricks: 5 claimed but only 4 tricks remain', "claim.statement[0].cards[0]: DQ is not in the claimer's side's hands (S, N)"]),
  );
});

test('after-events and findings are checked field by field', () => {
  const p = problems({
    ...good,
    after: [
      { type: 'agree', seat: 'E' },
      { type: 'withdraw-agreement', seat: 'E', when: 'tomorrow' },
      { type: 'revoke', seat: 'W', trick: 12, offenderWonTrick: 'no', laterTricks: 0 },
    ],
    findings: { awareOfTrump: 'maybe', playerClass: 'master', irrational: { 'ruff-sideways': true }, mood: 1 },
  });
  expect(p).toEqual(
    expect.arrayContaining([
      'after[0].type: one of partner-objects, agreed, disputed, play-continued, withdraw-agreement, cancel-concession, revoke',
      'after[1].when: one of before-next-call, correction-period, after-correction-period',
      'after[2].offenderWonTrick: true or false (did the revoker win the revoke trick?)',
      'findings.awareOfTrump: "maybe" is not a valid value',
      'findings.playerClass: "master" is not a valid value (novice, average, expert)',
      'findings.mood: unknown finding (known: awareOfTrump, allAgreedToPlayOn, objectionImmediate, meantAsClaim, knewWinners, gestureClear, playerClass, alreadyWon, irrational)',
    ]),
  );
  expect(p.some((x) => x.startsWith('findings.irrational: {"ruff-sideways":true} is not a valid value'))).toBe(true);
  expect(problems({ ...good, after: [{ type: 'revoke', seat: 'W', trick: 12, offenderWonTrick: true, laterTricks: 0 }] })).toContain(
    'after[0].trick: trick 12 has not been played (9 tricks are complete)',
  );
});

test('not an object at all', () => {
  expect(problems(null)).toEqual(['input: expected an object { position, contract, declarer, tricksWon, claim }']);
  expect(problems({ ...good, position: 'N:AK' })).toContain('position: expected { hands, trick?, onLead? }');
});
