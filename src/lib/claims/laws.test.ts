/// <reference types="vite/client" />
// Laws 68–71 and 63A3/64, one behaviour per test, and the differences between the 2007 and 2017 editions.
import { describe, expect, test } from 'vitest';
import { ALL_TOP, chain, DEFENDER_FINESSE, FINESSE, FINESSE_OFFSIDE, rule, TRUMP_HARMLESS, TRUMP_RUFFS } from './fixtures.test-helper.ts';
import { CLAIM_LAWS } from './laws.ts';
import type { StatementStep } from './types.ts';

const fourS = { contract: '4S', declarer: 'S' as const };
const nt = { contract: '3NT', declarer: 'S' as const };
const finesseLine: StatementStep[] = [
  { do: 'cash', cards: ['DA'] },
  { do: 'lead', card: 'S2' },
];

describe('68: what a claim and a concession are', () => {
  test('68A: a claim of some tricks concedes the rest (68B1)', () => {
    const r = rule({ ...nt, position: { hands: ALL_TOP, onLead: 'S' }, claim: { by: 'S', tricks: 3 } });
    expect(chain(r)).toContain('68A applies claim-defined');
    expect(chain(r)).toContain('68B1 applies concession-rest');
    expect(r.awarded).toEqual({ declarer: 3, defenders: 1 });
  });
  test('68B1: throwing the cards in concedes every remaining trick', () => {
    const r = rule({
      ...nt,
      position: { hands: ALL_TOP, onLead: 'S' },
      claim: { by: 'S', manner: 'threw-cards', tricks: 4 },
      after: [{ type: 'agreed', seat: 'W' }],
    });
    expect(r.kind).toBe('concession');
    expect(r.awarded).toEqual({ declarer: 0, defenders: 4 });
  });
  test('68A: faced cards not meant as a claim are no claim; the finding is asked', () => {
    const shown = { ...nt, position: { hands: ALL_TOP, onLead: 'S' as const }, claim: { by: 'S' as const, manner: 'faced-cards' as const } };
    expect(rule({ ...shown, findings: { meantAsClaim: false } }).outcome).toBe('play-continues');
    const open = rule(shown);
    expect(open.needs).toContain('meantAsClaim');
    expect(chain(open)).toContain('68A applies shown-presumed-claim');
  });
  test("68B2: a partner's late objection does not undo the concession; a missing finding leaves it undecided", () => {
    const base = {
      ...nt,
      position: { hands: ALL_TOP, onLead: 'S' as const },
      claim: { by: 'W' as const, tricks: 0 },
      after: [{ type: 'partner-objects' as const, seat: 'E' as const }],
    };
    expect(rule(base).outcome).toBe('undecided');
    expect(rule(base).needs).toEqual(['objectionImmediate']);
    const late = rule({ ...base, findings: { objectionImmediate: false } });
    expect(chain(late)).toContain('68B2 not-applied objection-late');
    expect(late.awarded).toEqual({ declarer: 4, defenders: 0 });
  });
});

describe('70: a contested claim', () => {
  test('70C: an unmentioned trump wins a trick when a normal line cashes a winner first', () => {
    const r = rule({ ...fourS, position: { hands: TRUMP_RUFFS, onLead: 'S' }, claim: { by: 'S' } });
    expect(r.awarded).toEqual({ declarer: 3, defenders: 1 });
    expect(chain(r)).toEqual(expect.arrayContaining(['70C1 applies trump-not-mentioned', '70C2 applies trump-presumed-unaware', '70C3 applies trump-wins']));
    expect(r.needs).toContain('awareOfTrump');
    expect(r.line?.[0]?.cards[0]).toMatchObject({ seat: 'S', normal: 'winner-before-trump' });
    expect(r.result).toBe('4S+2');
    expect(r.script.map((x) => x.key)).toEqual(['script-repeat-statement', 'script-hear-objections', 'script-face-cards', 'script-trump', 'script-adjusted']);
    expect(r.script.at(-1)?.vars).toEqual({ seat: 'S', tricks: '3', others: '1' });
  });
  test('70C2: a claimer found aware of the trump keeps his tricks; so does one who mentioned it (70C1)', () => {
    expect(rule({ ...fourS, position: { hands: TRUMP_RUFFS, onLead: 'S' }, claim: { by: 'S' }, findings: { awareOfTrump: true } }).awarded?.declarer).toBe(4);
    expect(rule({ ...fourS, position: { hands: TRUMP_RUFFS, onLead: 'S' }, claim: { by: 'S', trumpMentioned: true } }).awarded?.declarer).toBe(4);
  });
  test('70C3 (pl-68-71#16): the forgotten trump gets no trick when no normal line lets it win one', () => {
    const r = rule({ ...fourS, position: { hands: TRUMP_HARMLESS, onLead: 'S' }, claim: { by: 'S' } });
    expect(r.outcome).toBe('stands');
    expect(chain(r)).toContain('70C3 not-applied trump-cannot-win');
  });
  test('70E: an unstated finesse is not credited; once the other opponent has shown out it is', () => {
    const r = rule({ ...nt, position: { hands: FINESSE, onLead: 'N' }, claim: { by: 'S', statement: finesseLine } });
    expect(r.awarded?.declarer).toBe(2);
    expect(r.line?.flatMap((t) => t.cards).some((c) => c.normal === 'top-instead-of-finesse')).toBe(true);
    const known = rule({ ...nt, position: { hands: FINESSE, onLead: 'N', shownOut: { W: ['S'] } }, claim: { by: 'S', statement: finesseLine } });
    expect(known.awarded?.declarer).toBe(3);
  });
  test("70D2: a defender's claim does not rely on his partner's choice among normal plays (both editions)", () => {
    const f = {
      contract: '3NT',
      declarer: 'N' as const,
      position: { hands: DEFENDER_FINESSE, onLead: 'W' as const },
      claim: {
        by: 'W' as const,
        statement: [
          { do: 'lead', card: 'S2' },
          { do: 'finesse', card: 'SQ' },
        ] as StatementStep[],
      },
    };
    for (const edition of [2007, 2017] as const) {
      const r = rule({ ...f, edition });
      expect(r.awarded?.defenders).toBe(1);
      expect(chain(r)).toContain('70D2 applies partner-any-normal');
    }
    // When the partner's choice costs nothing, 70D2 is not in the chain.
    const tops = rule({
      edition: 2017,
      contract: '3NT',
      declarer: 'S',
      position: { hands: { N: '..5432.', E: '.5432..', S: '..QJT.9', W: 'A.AKQ..' }, onLead: 'W' },
      claim: { by: 'W' },
    });
    expect(tops.awarded?.defenders).toBe(4);
    expect(chain(tops).some((x) => x.startsWith('70D2'))).toBe(false);
  });
  test('70A: with nothing to lose the contested claim stands', () => {
    const r = rule({ ...nt, position: { hands: ALL_TOP, onLead: 'S' }, claim: { by: 'S' } });
    expect(r.outcome).toBe('stands');
    expect(chain(r)).toContain('70 applies claim-upheld');
  });
});

describe('69: an agreed claim', () => {
  const agreed = { ...nt, position: { hands: FINESSE_OFFSIDE, onLead: 'N' as const }, claim: { by: 'S' as const, tricks: 3 } };
  test('69A: agreed, the claim is scored as made even though a trick could be lost', () => {
    const r = rule({ ...agreed, after: [{ type: 'agreed', seat: 'W' }] });
    expect(r.outcome).toBe('stands');
    expect(r.awarded?.declarer).toBe(3);
  });
  test('69B2: agreement withdrawn in the correction period gives back the trick likely won; too late, nothing', () => {
    const back = rule({
      ...agreed,
      after: [
        { type: 'agreed', seat: 'W' },
        { type: 'withdraw-agreement', seat: 'W', when: 'correction-period' },
      ],
      findings: { alreadyWon: 0 },
    });
    expect(back.outcome).toBe('rescored');
    expect(back.awarded).toEqual({ declarer: 2, defenders: 1 });
    const late = rule({
      ...agreed,
      after: [
        { type: 'agreed', seat: 'W' },
        { type: 'withdraw-agreement', seat: 'W', when: 'after-correction-period' },
      ],
    });
    expect(late.awarded?.declarer).toBe(3);
    expect(chain(late)).toContain('69B not-applied too-late');
  });
  test('69A: withdrawn before the next call, the agreement was never established: the claim is contested', () => {
    const r = rule({
      ...agreed,
      after: [
        { type: 'agreed', seat: 'W' },
        { type: 'withdraw-agreement', seat: 'W', when: 'before-next-call' },
      ],
    });
    expect(chain(r)).toContain('70A applies doubt-against-claimer');
  });
});

describe('71: a concession cancelled', () => {
  const conceded = { ...nt, position: { hands: ALL_TOP, onLead: 'S' as const }, claim: { by: 'S' as const, tricks: 3 } };
  test('a trick no normal play could lose is given back within the correction period, not after', () => {
    const r = rule({
      ...conceded,
      edition: 2017,
      after: [
        { type: 'agreed', seat: 'W' },
        { type: 'cancel-concession', seat: 'S', when: 'correction-period' },
      ],
      findings: { alreadyWon: 0 },
    });
    expect(r.outcome).toBe('rescored');
    expect(r.awarded?.declarer).toBe(4);
    expect(chain(r)).toContain('71B applies could-not-lose');
    const old = rule({
      ...conceded,
      edition: 2007,
      after: [
        { type: 'agreed', seat: 'W' },
        { type: 'cancel-concession', seat: 'S', when: 'correction-period' },
      ],
      findings: { alreadyWon: 0 },
    });
    expect(chain(old)).toContain('71 applies could-not-lose');
    const late = rule({
      ...conceded,
      after: [
        { type: 'agreed', seat: 'W' },
        { type: 'cancel-concession', seat: 'S', when: 'after-correction-period' },
      ],
    });
    expect(late.awarded?.declarer).toBe(3);
  });
  test('a trick that a normal line could lose stays conceded', () => {
    const r = rule({
      ...nt,
      position: { hands: FINESSE_OFFSIDE, onLead: 'N' },
      claim: { by: 'S', tricks: 1 },
      after: [
        { type: 'agreed', seat: 'W' },
        { type: 'cancel-concession', seat: 'S', when: 'correction-period' },
      ],
      findings: { alreadyWon: 0 },
    });
    expect(r.awarded?.declarer).toBe(1);
    expect(chain(r)).toContain('71B not-applied could-lose');
  });
});

describe('63A3, 63A4, 64: revokes before the claim', () => {
  const base = { ...nt, position: { hands: ALL_TOP, onLead: 'S' as const }, claim: { by: 'S' as const } };
  test("the claimer's side's revoke is established by the claim: two tricks when the revoker won it and his side a later one", () => {
    const r = rule({
      ...base,
      after: [
        { type: 'agreed', seat: 'W' },
        { type: 'revoke', seat: 'S', trick: 5, offenderWonTrick: true, laterTricks: 0 },
      ],
    });
    expect(r.revokes).toEqual([{ seat: 'S', trick: 5, tricks: 2, laws: ['63A3', '64A'] }]);
    expect(r.total).toEqual({ declarer: 11, defenders: 2 });
  });
  test("the opponents' revoke is established only when they agree to the claim", () => {
    const rev = { type: 'revoke' as const, seat: 'W' as const, trick: 3, offenderWonTrick: false, laterTricks: 1 };
    expect(rule({ ...base, after: [{ type: 'disputed', seat: 'W' }, rev] }).revokes).toEqual([]);
    expect(rule({ ...base, after: [{ type: 'agreed', seat: 'W' }, rev] }).revokes).toEqual([{ seat: 'W', trick: 3, tricks: 1, laws: ['63A4', '64A'] }]);
  });
  test("the opponents' agreement establishes their revoke under 63A3 in 2007 and under the new 63A4 in 2017; the claimer's own under 63A3 in both", () => {
    const rev = { type: 'revoke' as const, seat: 'W' as const, trick: 3, offenderWonTrick: false, laterTricks: 1 };
    const own = { type: 'revoke' as const, seat: 'N' as const, trick: 4, offenderWonTrick: false, laterTricks: 1 };
    const f = { ...base, after: [{ type: 'agreed' as const, seat: 'W' as const }, rev, own] };
    expect(rule({ ...f, edition: 2007 }).revokes.map((r) => r.laws[0])).toEqual(['63A3', '63A3']);
    expect(rule({ ...f, edition: 2017 }).revokes.map((r) => r.laws[0])).toEqual(['63A4', '63A3']);
    expect(chain(rule({ ...f, edition: 2017 }))).toContain('63A4 applies revoke-established-agreement');
    // An agreement withdrawn before the next call never stood: not established, the claim is contested.
    const withdrawn = rule({
      ...f,
      edition: 2017,
      after: [{ type: 'agreed', seat: 'W' }, { type: 'withdraw-agreement', seat: 'W', when: 'before-next-call' }, rev],
    });
    expect(chain(withdrawn)).toContain('63A4 not-applied revoke-not-established');
    expect(withdrawn.revokes).toEqual([]);
  });
});

describe("edition differences (each fixture fails if the other edition's reading is applied)", () => {
  test('68B2: 2007 speaks of the concession and 16D; 2017 of neither claim nor concession and 16C', () => {
    const f = {
      ...nt,
      position: { hands: ALL_TOP, onLead: 'S' as const },
      claim: { by: 'W' as const, tricks: 0 },
      after: [{ type: 'partner-objects' as const, seat: 'E' as const }],
      findings: { objectionImmediate: true },
    };
    expect(chain(rule({ ...f, edition: 2007 }))).toEqual(['68B1 applies concession-all', '68B2 applies objection-2007', '16D applies objection-ui']);
    expect(chain(rule({ ...f, edition: 2017 }))).toEqual(['68B1 applies concession-all', '68B2 applies objection-2017', '16C applies objection-ui']);
  });
  test('68D: play after a claim is voided in 2007; in 2017 it stands when all four agreed to play on', () => {
    const f = {
      ...fourS,
      position: { hands: TRUMP_RUFFS, onLead: 'S' as const },
      claim: { by: 'S' as const },
      after: [{ type: 'disputed' as const, seat: 'W' as const }, { type: 'play-continued' as const }],
      findings: { allAgreedToPlayOn: true },
    };
    const old = rule({ ...f, edition: 2007 });
    expect(old.outcome).toBe('adjusted');
    expect(chain(old)).toEqual(expect.arrayContaining(['68D applies play-voided-2007', '70D3 applies play-evidence-2007']));
    expect(old.relevant).not.toContain('allAgreedToPlayOn');
    const now = rule({ ...f, edition: 2017 });
    expect(now.outcome).toBe('play-continues');
    expect(chain(now)).toContain('68D2(b) applies play-on-agreed');
    expect(rule({ ...f, edition: 2017, findings: { allAgreedToPlayOn: false } }).outcome).toBe('adjusted');
  });
  test('70E: 2007 credits a finesse it would be irrational not to take; 2017 has no such clause', () => {
    const f = {
      ...nt,
      position: { hands: FINESSE, onLead: 'N' as const },
      claim: { by: 'S' as const, statement: finesseLine },
      findings: { irrational: { 'top-instead-of-finesse': true } },
    };
    const old = rule({ ...f, edition: 2007 });
    expect(old.awarded?.declarer).toBe(3);
    expect(chain(old)).toContain('70E1 exception-applied finesse-credited-2007');
    const now = rule({ ...f, edition: 2017 });
    expect(now.awarded?.declarer).toBe(2);
    expect(chain(now)).toContain('70E1 not-applied no-irrational-clause-2017');
  });
});

const SOURCES = import.meta.glob<string>(['./*.ts', '!./*.test.ts', '!./*.test-helper.ts', '!./laws.ts'], { query: '?raw', import: 'default', eager: true });
test('every law section the claims engine writes is listed, so law pages anchor it', () => {
  const used = new Set<string>();
  for (const text of Object.values(SOURCES)) for (const m of text.matchAll(/'(\d{2}(?:[A-H]\d?(?:\([a-z]+\))?)?)'/g)) used.add(m[1]!);
  expect(used.size).toBeGreaterThan(20);
  expect([...used].filter((id) => !(CLAIM_LAWS as readonly string[]).includes(id))).toEqual([]);
});

describe('law steps found missing or wrong by our incidents (tests/unit/claims/incidents.test.ts)', () => {
  test('70C3: a trump that wins a trick on the stated line itself (an overruff) is cited as winning, not as unable to win', () => {
    const r = rule({
      contract: '4H',
      declarer: 'S',
      position: { hands: { N: '.43..2', E: '3.Q..3', S: 'A.A.2.', W: '4..KQ.' }, onLead: 'S' },
      claim: { by: 'S', statement: [{ do: 'ruff', suit: 'D', in: 'N' }, { do: 'rest' }] },
    });
    expect(chain(r)).toContain('70C3 applies trump-wins-anyway');
    expect(chain(r)).not.toContain('70C3 not-applied trump-cannot-win');
    expect(r.awarded).toEqual({ declarer: 2, defenders: 1 });
  });
  test("70D2: a defender's claim cut because his partner may keep the wrong ace cites 70D2", () => {
    const r = rule({
      contract: '3NT',
      declarer: 'S',
      position: { hands: { N: '.3..K', E: '..A.A', S: '.4.K.', W: '.A.2.' }, onLead: 'W' },
      claim: { by: 'W', statement: [{ do: 'cash', cards: ['HA'] }, { do: 'rest' }] },
    });
    expect(r.awarded).toEqual({ declarer: 1, defenders: 1 });
    expect(chain(r)).toContain('70D2 applies partner-any-normal');
  });
  test('70D1: a stated line that fails while an unstated one (ruffing before drawing trumps) would succeed is cited', () => {
    const r = rule({
      contract: '4H',
      declarer: 'S',
      position: { hands: { N: '.3.32.', E: '.Q..43', S: '.AK..2', W: '..A.AK' }, onLead: 'S' },
      claim: { by: 'S', trumpMentioned: true, statement: [{ do: 'draw-trumps' }, { do: 'ruff', suit: 'C', in: 'N' }] },
    });
    expect(r.awarded).toEqual({ declarer: 2, defenders: 1 });
    expect(chain(r)).toContain('70D1 applies unstated-better-line');
  });
});
