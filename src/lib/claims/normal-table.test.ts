// The normal-play table, rule by rule: for every entry a position where the claimer's side meets
// the choice it names. The search is offered the card tagged with the entry, and plays it exactly
// when the table (or the director's judgement, or the class of player) says it is normal.
import { describe, expect, test } from 'vitest';
import type { Card } from '../bridge/index.ts';
import { choices, offered } from './candidates.ts';
import { lineRules } from './contested.ts';
import { chain, facts, rule } from './fixtures.test-helper.ts';
import { isNormal, NORMAL_PLAYS, type NormalId } from './normal.ts';
import { tableOf } from './position.ts';
import { playCard } from './state.ts';
import type { ClaimFindings, StatementStep } from './types.ts';

interface Scenario {
  /** What the claimer's side faces, in words. */
  readonly what: string;
  readonly hands: Record<'N' | 'E' | 'S' | 'W', string>;
  readonly contract: string;
  readonly onLead: 'N' | 'E' | 'S' | 'W';
  /** The claimer (South unless given) and the declarer (South unless given). */
  readonly by?: 'N' | 'E' | 'S' | 'W';
  readonly declarer?: 'N' | 'E' | 'S' | 'W';
  readonly statement?: StatementStep[];
  /** The trick in progress at the claim (`N:SA S5`); its cards stay in `hands`. */
  readonly trick?: string;
  /** Cards played since the claim, before the choice. */
  readonly played?: Card[];
  /** Each step's progress at the choice (default: none made). */
  readonly progress?: number[];
  /** 70C: the claimer unaware of the outstanding trump. */
  readonly unaware?: boolean;
  readonly findings?: ClaimFindings;
  /** The card tagged with the entry. */
  readonly card: Card;
}

function at(s: Scenario) {
  const input = facts({
    contract: s.contract,
    declarer: s.declarer ?? 'S',
    position: s.trick ? { hands: s.hands, trick: s.trick } : { hands: s.hands, onLead: s.onLead },
    claim: { by: s.by ?? 'S', statement: s.statement ?? [] },
    ...(s.findings ? { findings: s.findings } : {}),
  });
  let t = tableOf(input);
  const r = lineRules(input, t, input.edition ?? 2017, s.unaware ?? false);
  for (const c of s.played ?? []) t = playCard(t, c).table;
  const progress = s.progress ?? r.steps.map(() => 0);
  return { t, r, progress };
}

const TRUMP_OUT = { N: '..5432.', E: 'J..QJT.', S: 'A.AKQ..', W: '.5432..' } as const;
const RUFF_LOW = { N: '.Q3.2.', E: '5.9.K.', S: 'A.A..3', W: '..Q.54' } as const;
const FINESSE = { N: '32..A.', E: 'K4.3..', S: 'AQ.2..', W: '.54.K.' } as const;
const DISCARDS = { N: 'Q.4..2', E: 'K..Q.5', S: '..A.43', W: 'A.3.2.' } as const;
const UNDER_ACE = { N: 'A.432..', E: 'Q5.AK..', S: 'K2.5.3.', W: '...AKQJ' } as const;
/** The ending: 4♠, South ♠A ♥AKQ, North ♠5 ♦543, East ♠J ♣765, West ♥2 ♦987; South cashes the ♥A. */
const PARTNER_ACE = { N: '5..543.', E: 'J...765', S: 'A.AKQ..', W: '.2.987.' } as const;

/** One position per entry; the `Record` type makes a new entry without a scenario a type error. */
const SCENARIOS: Record<NormalId, Scenario> = {
  'suit-order': {
    what: '"♠A, then ♥A" stated: the ♥A first',
    hands: TRUMP_OUT,
    contract: '3NT',
    onLead: 'S',
    card: 'HA',
    statement: [
      { do: 'cash', cards: ['SA'] },
      { do: 'cash', cards: ['HA'] },
    ],
  },
  'suit-any-order': {
    what: '"four spade tricks", no order stated: the ♠3 to dummy\'s singleton ♠Q',
    hands: { N: 'Q.432..', E: 'J.A.43.', S: 'AK32...', W: '.KQJ.2.' },
    contract: '3NT',
    onLead: 'S',
    card: 'S3',
    statement: [{ do: 'suit-tricks', suit: 'S', count: 4 }],
  },
  'cash-winner': { what: 'no line stated: a master', hands: TRUMP_OUT, contract: '4S', onLead: 'S', card: 'SA', unaware: true },
  'winner-before-trump': { what: "unaware of East's ♠J: a heart winner first", hands: TRUMP_OUT, contract: '4S', onLead: 'S', card: 'HA', unaware: true },
  cross: {
    what: "no line stated: the ♠2 led to partner's singleton ♠Q — the suit cashed from the wrong end",
    hands: { N: 'Q.432..', E: 'J.A.43.', S: 'AK32...', W: '.KQJ.2.' },
    contract: '3NT',
    onLead: 'S',
    card: 'S2',
  },
  'forced-lead': {
    what: 'no master, no way across: any card',
    hands: { N: '..5432.', E: '.AKQJ..', S: '.54..32', W: '...AKQJ' },
    contract: '3NT',
    onLead: 'S',
    card: 'C3',
  },
  'ruff-low': {
    what: 'the stated club ruff in dummy: with the ♥3, though East can overruff',
    hands: RUFF_LOW,
    contract: '4H',
    onLead: 'S',
    card: 'H3',
    statement: [{ do: 'ruff', suit: 'C', in: 'N' }, { do: 'rest' }],
    played: ['C3', 'C5'],
  },
  'ruff-own-winner': {
    what: "unaware of the trump, dummy ruffs declarer's ♥A",
    hands: PARTNER_ACE,
    contract: '4S',
    onLead: 'S',
    card: 'S5',
    unaware: true,
    played: ['HA', 'H2'],
  },
  'ruff-own-winner-threatened': {
    what: 'aware that East can ruff, dummy ruffs the ♥A first',
    hands: PARTNER_ACE,
    contract: '4S',
    onLead: 'S',
    card: 'S5',
    played: ['HA', 'H2'],
  },
  'decline-ruff': {
    what: "East's card wins unless dummy ruffs: a diamond thrown instead",
    hands: RUFF_LOW,
    contract: '4H',
    onLead: 'S',
    card: 'D2',
    statement: [{ do: 'rest' }],
    played: ['C3', 'C5'],
  },
  'overtake-partner': {
    what: "partner's ♠Q holds the trick: South overtakes with the ace",
    hands: { N: 'Q.432..', E: '5.AKQ..', S: 'AK2.5..', W: '4...AKQ' },
    contract: '3NT',
    onLead: 'N',
    card: 'SA',
    played: ['SQ', 'S5'],
  },
  'waste-winner': {
    what: "under partner's ♠A, with no spade left in dummy: South's ♠K, a winner, while the ♠2 could go",
    hands: UNDER_ACE,
    contract: '3NT',
    onLead: 'N',
    card: 'SK',
    played: ['SA', 'S5'],
  },
  'not-unblock': {
    what: "under partner's ♠A, dummy keeping the ♠Q, a winner: the ♠2 keeps the king that blocks it",
    hands: { N: 'AQ.43..', E: 'J5.AK..', S: 'K2.5.3.', W: '...AKQJ' },
    contract: '3NT',
    onLead: 'N',
    card: 'S2',
    played: ['SA', 'S5'],
  },
  'losing-finesse': { what: 'the unstated finesse of the ♠Q', hands: FINESSE, contract: '3NT', onLead: 'N', card: 'SQ', played: ['S2', 'S4'] },
  'top-instead-of-finesse': { what: 'the ♠A, not finessing', hands: FINESSE, contract: '3NT', onLead: 'N', card: 'SA', played: ['S2', 'S4'] },
  'duck-master': {
    what: 'East leads a heart; South ducks holding the ♥A, and dummy cannot win',
    hands: { N: '..5432.', E: '.KQ3.A.', S: 'A.A2.K.', W: 'K.J54..' },
    contract: '3NT',
    onLead: 'E',
    card: 'H2',
    played: ['H3'],
  },
  'second-hand-low': {
    what: 'East leads a heart; South ducks holding the ♥Q, West holding the ace',
    hands: { N: '..5432.', E: '.K73.A.', S: 'A.Q2.K.', W: '.AJ54..' },
    contract: '3NT',
    onLead: 'E',
    card: 'H2',
    played: ['H3'],
  },
  'third-hand-low': {
    what: 'dummy leads the ♥J; South plays low, West to play with the ♥K',
    hands: { N: '.J.543.', E: '.3.AKQ.', S: '.Q2..32', W: '.K4..AK' },
    contract: '3NT',
    onLead: 'N',
    card: 'H2',
    played: ['HJ', 'H3'],
  },
  'duck-last': {
    what: 'last to play, South ducks with the ♥3 holding the ♥K',
    hands: { W: '.8.AKQ.', N: '.2..543', E: '.54.JT.', S: '.K3..AK' },
    contract: '3NT',
    onLead: 'W',
    card: 'H3',
    played: ['H8', 'H2', 'H4'],
  },
  miscount: { what: "dummy's ♥4, a master only by count", hands: DISCARDS, contract: '3NT', onLead: 'S', card: 'H4', played: ['DA', 'D2'] },
  discard: { what: 'a small club', hands: DISCARDS, contract: '3NT', onLead: 'S', card: 'C2', played: ['DA', 'D2'] },
  'discard-honour': { what: 'the ♠Q while the ♣2 could go', hands: DISCARDS, contract: '3NT', onLead: 'S', card: 'SQ', played: ['DA', 'D2'] },
  'discard-visible-master': {
    what: 'dummy throws the ♣A while the ♥2 could go',
    hands: { N: '.2..AKQ', E: '5.JT9..', S: 'KQJ.A..', W: 'A..5.54' },
    contract: '3NT',
    onLead: 'S',
    card: 'CA',
    statement: [{ do: 'lead', card: 'SK' }, { do: 'rest' }],
    played: ['SK', 'SA'],
    progress: [1, 0],
  },
  'discard-entry': {
    what: "South throws the ♥2, his only way to dummy's ♥A, while a club loser could go",
    hands: { N: '.A.A32.', E: '.KQ.KJ.', S: 'A.2..54', W: 'K..QT9.' },
    contract: '3NT',
    onLead: 'E',
    card: 'H2',
    played: ['DK'],
  },
  'trump-thought-drawn': {
    what: "unaware of East's ♠J, South leads his small trump as if it were good",
    hands: { N: '..5432.', E: 'J..QJT.', S: '2.AKQ..', W: '.5432..' },
    contract: '4S',
    onLead: 'S',
    card: 'S2',
    unaware: true,
  },
  'partner-choice': {
    what: "West's claim; East, not bound by it and unable to beat dummy's ♠K, may play either spade",
    hands: { N: 'KJ...', E: 'Q3...', S: '.43..', W: '2..5.' },
    contract: '3NT',
    declarer: 'N',
    by: 'W',
    onLead: 'W',
    card: 'SQ',
    played: ['S2', 'SK'],
  },
};

describe('every entry of the table, in a position where it arises', () => {
  for (const [id, s] of Object.entries(SCENARIOS) as [NormalId, Scenario][]) {
    test(`${id}: ${s.what}`, () => {
      const { t, r, progress } = at(s);
      expect(offered(t, r, progress)).toContainEqual(expect.objectContaining({ card: s.card, normal: id }));
      const played = choices(t, r, progress).some((c) => c.card === s.card);
      expect(played, `${id} is ${NORMAL_PLAYS[id].class}`).toBe(isNormal(id, 2017));
    });
  }
});

describe('the findings that move the table', () => {
  const cards = (s: Scenario) => {
    const { t, r, progress } = at(s);
    return choices(t, r, progress).map((c) => c.card);
  };
  test("class of player (ru-67-74#70.8): a novice may throw an honour, an expert does not miscount; the director's own judgement of a play wins", () => {
    const honour = SCENARIOS['discard-honour'];
    expect(cards(honour)).not.toContain('SQ');
    expect(cards({ ...honour, findings: { playerClass: 'novice' } })).toContain('SQ');
    expect(cards({ ...honour, findings: { playerClass: 'novice', irrational: { 'discard-honour': true } } })).not.toContain('SQ');
    const count = SCENARIOS.miscount;
    expect(cards(count)).toContain('H4');
    expect(cards({ ...count, findings: { playerClass: 'average' } })).toContain('H4');
    expect(cards({ ...count, findings: { playerClass: 'expert' } })).not.toContain('H4');
    expect(cards({ ...count, findings: { playerClass: 'expert', irrational: { miscount: false } } })).toContain('H4');
  });
  test('a claimer found to know which cards were good does not throw a master by count while a loser could go', () => {
    const count = SCENARIOS.miscount;
    const { t, r, progress } = at({ ...count, findings: { knewWinners: true } });
    expect(offered(t, r, progress)).toContainEqual(expect.objectContaining({ card: 'H4', normal: 'discard-visible-master' }));
    expect(cards({ ...count, findings: { knewWinners: true } })).not.toContain('H4');
    expect(cards({ ...count, findings: { knewWinners: false } })).toContain('H4');
  });
});

test("a card on the table in the trick at the claim is seen: under partner's ♠A, already played when South claimed, the ♠K is a winner", () => {
  const { t, r, progress } = at({ ...SCENARIOS['waste-winner'], played: [], trick: 'N:SA S5' });
  expect(offered(t, r, progress)).toContainEqual(expect.objectContaining({ card: 'SK', normal: 'waste-winner' }));
});

describe('rulings the table decides', () => {
  const WRONG_END = { N: 'Q.432..', E: 'J.A.43.', S: 'AK32...', W: '.KQJ.2.' } as const;
  test('no line stated: the spades may be cashed from the wrong end, the ♠2 to dummy\'s singleton ♠Q, and dummy is stranded; "from the top" rules it out', () => {
    const base = { contract: '3NT', declarer: 'S' as const, position: { hands: WRONG_END, onLead: 'S' as const } };
    const loose = rule({ ...base, claim: { by: 'S', statement: [{ do: 'rest' }] } });
    expect(loose.awarded).toEqual({ declarer: 1, defenders: 3 });
    expect(loose.line?.[0]?.cards[0]).toEqual({ seat: 'S', card: 'S2', serves: 'unstated', normal: 'cross' });
    const top = rule({ ...base, claim: { by: 'S', statement: [{ do: 'top-down', suit: 'S' }, { do: 'rest' }] } });
    expect(top.outcome).toBe('stands');
    // "Four spade tricks": which card first is not stated, so the wrong end is a normal line too.
    const four = rule({ ...base, claim: { by: 'S', statement: [{ do: 'suit-tricks', suit: 'S', count: 4 }] } });
    expect(four.awarded).toEqual({ declarer: 1, defenders: 3 });
    expect(four.line?.[0]?.cards[0]).toEqual({ seat: 'S', card: 'S3', serves: '0', normal: 'suit-any-order' });
    expect(chain(four)).toContain('70D1 applies normal-line');
    // The director may find leading from the wrong end irrational for this player: then the top first.
    expect(
      rule({ ...base, claim: { by: 'S', statement: [{ do: 'suit-tricks', suit: 'S', count: 4 }] }, findings: { irrational: { 'suit-any-order': true } } })
        .outcome,
    ).toBe('stands');
  });
  test('a found class of player that moves the table is named in the law chain', () => {
    const f = {
      contract: '3NT',
      declarer: 'S' as const,
      position: { hands: DISCARDS, onLead: 'S' as const },
      claim: { by: 'S' as const, statement: [{ do: 'rest' }] as StatementStep[] },
    };
    expect(chain(rule(f)).some((s) => s.includes('player-class'))).toBe(false);
    const expert = rule({ ...f, findings: { playerClass: 'expert' } });
    expect(expert.steps).toContainEqual({ law: '70D1', effect: 'applies', reason: 'player-class-expert', vars: { plays: 'miscount' } });
  });
});

describe('a line shown by a gesture (68A, 70A)', () => {
  // 3NT: South ♠AK32 opposite dummy's singleton ♠Q; South claims the rest, waving a hand as if
  // to cash the spades from the top.
  const f = {
    contract: '3NT',
    declarer: 'S' as const,
    position: { hands: { N: 'Q.432..', E: 'J.A.43.', S: 'AK32...', W: '.KQJ.2.' }, onLead: 'S' as const },
    claim: { by: 'S' as const, statement: [{ do: 'rest' }] as StatementStep[], gesture: [{ do: 'top-down', suit: 'S' }] as StatementStep[] },
  };
  test('found clear, it is part of the statement: the spades from the top, all four tricks', () => {
    const r = rule({ ...f, findings: { gestureClear: true } });
    expect(r.outcome).toBe('stands');
    expect(r.steps).toContainEqual({ law: '68A', effect: 'applies', reason: 'gesture-clear', vars: { steps: '1' } });
  });
  test('unclear, or not found, it counts for nothing: the spades may go from the wrong end, one trick', () => {
    const unclear = rule({ ...f, findings: { gestureClear: false } });
    expect(unclear.awarded).toEqual({ declarer: 1, defenders: 3 });
    expect(chain(unclear)).toContain('70A applies gesture-unclear');
    const unfound = rule(f);
    expect(unfound.awarded).toEqual({ declarer: 1, defenders: 3 });
    expect(chain(unfound)).toContain('70A applies gesture-presumed-unclear');
    expect(unfound.needs).toContain('gestureClear');
  });
});
