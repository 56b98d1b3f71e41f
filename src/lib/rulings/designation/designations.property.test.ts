// Property tests of the designation laws the engine implements beyond the booklet: what a law
// states as a rule holds on random end positions, and no ruling ever prints an empty card name.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ALL_CARDS, nextSeat, RANKS, SEATS, type Card, type Rank, type Seat, type Suit } from '../../bridge/index.ts';
import { decide } from '../engine.ts';
import { reasonText, scriptLines } from '../explain.ts';
import { REASONS } from '../reasons/index.ts';
import type { IncidentEvent, Judgement, Ruling, RulingInput, Says } from '../types.ts';

const SUITS: Suit[] = ['S', 'H', 'D', 'C'];
const order = 'AKQJT98765432';
const byRank = (a: Card, b: Card) => order.indexOf(a[1]!) - order.indexOf(b[1]!);
const pbn = (cards: readonly Card[]) =>
  SUITS.map((s) =>
    cards
      .filter((c) => c[0] === s)
      .sort(byRank)
      .map((c) => c[1])
      .join(''),
  ).join('.');

/** Random hands of k cards, and the rest of the deck (cards already played). */
const deal = fc
  .record({ deck: fc.shuffledSubarray([...ALL_CARDS], { minLength: 52, maxLength: 52 }), k: fc.integer({ min: 2, max: 8 }) })
  .map(({ deck, k }) => ({
    hands: Object.fromEntries(SEATS.map((s, i) => [s, deck.slice(i * k, i * k + k)])) as Record<Seat, Card[]>,
    spare: deck.slice(4 * k),
  }));
const hands = (h: Record<Seat, Card[]>) => Object.fromEntries(SEATS.map((s) => [s, pbn(h[s])]));
const designate = (says: Says, kind: 'designation' | 'correction' | 'clarification' = 'designation'): IncidentEvent => ({
  type: 'designate',
  seat: 'S',
  says,
  kind,
});

describe('46B3(a): in leading, a rank without a suit continues the suit dummy won the preceding trick with', () => {
  test('dummy holds that rank in that suit: that card, whether the source gives the whole trick or the winning card', () => {
    fc.assert(
      fc.property(deal, fc.nat(), fc.nat(), fc.boolean(), (d, w, r, whole) => {
        const north = d.hands.N;
        const wonWith = d.spare[w % d.spare.length]!;
        const inSuit = north.filter((c) => c[0] === wonWith[0]);
        fc.pre(inSuit.length > 0);
        const card = inSuit[r % inSuit.length]!;
        // A trick dummy led and won: the others played other suits (notrump).
        const others = d.spare.filter((c) => c[0] !== wonWith[0]).slice(0, 3);
        fc.pre(others.length === 3);
        const situation = {
          hands: hands(d.hands),
          declarer: 'S' as const,
          contract: '3NT',
          trick: 'N:',
          ...(whole ? { lastTrick: `N:${[wonWith, ...others].join(' ')}` } : { wonWith }),
        };
        const ruling = decide({ situation, events: [designate({ rank: card[1] as Rank })] });
        expect(ruling.played).toEqual([{ seat: 'N', card }]);
        expect(ruling.steps.map((s) => s.law)).toEqual(['46B3(a)']);
      }),
      { numRuns: 300 },
    );
  });

  test("dummy lacks it there: 46B3(b) — the only card of that rank, declarer's choice among several, or void", () => {
    fc.assert(
      fc.property(deal, fc.nat(), fc.constantFrom(...RANKS), (d, w, rank) => {
        const wonWith = d.spare[w % d.spare.length]!;
        const north = d.hands.N;
        fc.pre(!north.includes(`${wonWith[0]}${rank}` as Card));
        const matches = north.filter((c) => c[1] === rank).sort((a, b) => SUITS.indexOf(a[0] as Suit) - SUITS.indexOf(b[0] as Suit));
        const ruling = decide({ situation: { hands: hands(d.hands), declarer: 'S', contract: '3NT', trick: 'N:', wonWith }, events: [designate({ rank })] });
        if (matches.length === 1) expect(ruling.played).toEqual([{ seat: 'N', card: matches[0] }]);
        else expect(ruling.played).toEqual([]);
        if (matches.length > 1) expect(ruling.options).toEqual([{ who: ['S'], action: 'designate', among: matches, laws: ['46A'] }]);
        expect(ruling.steps.map((s) => s.law)).toEqual([matches.length === 0 ? '46B4' : '46B3(b)']);
      }),
      { numRuns: 300 },
    );
  });
});

describe('46B3(b), 46B1, 46B2 and pointing, on a trick in progress', () => {
  /** West leads a card; dummy (North) plays second. */
  const lead = fc.tuple(deal, fc.nat()).map(([d, i]) => ({ ...d, led: d.hands.W[i % d.hands.W.length]! }));
  const legal = (north: Card[], led: Card) => (north.some((c) => c[0] === led[0]) ? north.filter((c) => c[0] === led[0]) : north);
  const input = (d: { hands: Record<Seat, Card[]>; led: Card }, says: Says): RulingInput => ({
    situation: { hands: hands(d.hands), declarer: 'S', contract: '4H', trick: `W:${d.led}` },
    events: [designate(says)],
  });

  test('a rank without a suit, not leading: the one card of that rank dummy can legally play, or declarer says which', () => {
    fc.assert(
      fc.property(lead, fc.constantFrom(...RANKS), (d, rank) => {
        const fit = legal(d.hands.N, d.led).filter((c) => c[1] === rank);
        const r = decide(input(d, { rank }));
        if (fit.length === 1) expect(r.played).toEqual([{ seat: 'N', card: fit[0] }]);
        else expect(r.played).toEqual([]);
        if (fit.length > 1) expect(r.options[0]?.among?.slice().sort()).toEqual(fit.slice().sort());
      }),
      { numRuns: 300 },
    );
  });

  test('pointing at a suit, like naming it, designates dummy\'s lowest card of it; "high" with a suit, the highest', () => {
    fc.assert(
      fc.property(lead, fc.constantFrom(...SUITS), (d, suit) => {
        const held = d.hands.N.filter((c) => c[0] === suit).sort(byRank);
        fc.pre(held.length > 0);
        expect(decide(input(d, { pointsAt: suit })).played).toEqual([{ seat: 'N', card: held.at(-1) }]);
        expect(decide(input(d, { suit })).played).toEqual([{ seat: 'N', card: held.at(-1) }]);
        expect(decide(input(d, { size: 'high', suit })).played).toEqual([{ seat: 'N', card: held[0] }]);
      }),
      { numRuns: 300 },
    );
  });

  test('pointing at a card of dummy designates that card, whatever the trick', () => {
    fc.assert(
      fc.property(lead, fc.nat(), (d, i) => {
        const card = d.hands.N[i % d.hands.N.length]!;
        expect(decide(input(d, { pointsAt: card })).played).toEqual([{ seat: 'N', card }]);
      }),
      { numRuns: 200 },
    );
  });

  test('"ruff" in notrump plays no card unless the director finds declarer\'s intention incontrovertible', () => {
    fc.assert(
      fc.property(lead, fc.constantFrom<Judgement['intention']>('not-incontrovertible', undefined), (d, intention) => {
        const i = input(d, { ruff: true });
        const r = decide({ ...i, situation: { ...i.situation, contract: '3NT' }, judgement: intention ? { intention } : {} });
        expect(r.played).toEqual([]);
        expect(r.steps[0]?.law).toBe('46B4');
        expect(r.options).toEqual([{ who: ['S'], action: 'designate', laws: ['46B4'] }]);
      }),
      { numRuns: 100 },
    );
  });
});

describe('an instruction from an earlier trick: the card stands once the next player has played to it', () => {
  test("declarer's change is allowed before declarer's RHO plays, refused after", () => {
    fc.assert(
      fc.property(deal, fc.constantFrom(...SUITS), fc.boolean(), fc.nat(), (d, suit, rhoPlays, j) => {
        const north = d.hands.N.filter((c) => c[0] === suit).sort(byRank);
        const other = d.hands.N.filter((c) => c[0] !== suit);
        fc.pre(north.length > 0 && other.length > 0);
        const top = north[0]!;
        const change = other[j % other.length]!;
        const east = d.hands.E[0]!;
        const events: IncidentEvent[] = [
          { type: 'designate', seat: 'S', says: { run: suit }, kind: 'designation', earlier: true },
          { type: 'play', seat: 'N', card: top },
          ...(rhoPlays ? [{ type: 'play', seat: nextSeat('N'), card: east } as const] : []),
          designate({ card: change }, 'correction'),
        ];
        const r = decide({ situation: { hands: hands(d.hands), declarer: 'S', contract: '3NT', trick: 'N:' }, events });
        expect(r.cardChange).toBe(rhoPlays ? 'refused' : 'allowed');
        expect(r.played).toEqual([{ seat: 'N', card: rhoPlays ? top : change }]);
        expect(scriptLines(r, REASONS.en)[0]).toBe(rhoPlays ? 'The change of card is refused.' : 'The change of card is allowed.');
      }),
      { numRuns: 200 },
    );
  });
});

// Any words, any follow-up, any findings: every step reads in every language, never with an empty card.
const SAYS: fc.Arbitrary<Says> = fc.record(
  {
    card: fc.constantFrom(...ALL_CARDS),
    suit: fc.constantFrom(...SUITS),
    rank: fc.constantFrom(...RANKS),
    size: fc.constantFrom('high', 'low', 'win') as fc.Arbitrary<'high' | 'low' | 'win'>,
    anything: fc.constant(true as const),
    pointsAt: fc.oneof(fc.constantFrom(...ALL_CARDS), fc.constantFrom(...SUITS)) as fc.Arbitrary<Card | Suit>,
    run: fc.constantFrom(...SUITS),
    fromTop: fc.constant(true as const),
    rest: fc.constant(true as const),
    ruff: fc.constant(true as const),
  },
  { requiredKeys: [] },
);
const FINDINGS = fc.record(
  {
    intention: fc.constantFrom('incontrovertible', 'not-incontrovertible'),
    slip: fc.constantFrom('tongue', 'mind'),
    pausedForThought: fc.boolean(),
    purposeAccepted: fc.boolean(),
    intended: fc.array(fc.constantFrom(...ALL_CARDS), { maxLength: 2 }),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<Judgement>;

function readsWell(r: Ruling): void {
  for (const s of r.steps) {
    for (const v of Object.values(s.vars ?? {})) expect(v, s.reason).not.toBe('');
    for (const lang of ['en', 'ru', 'pl', 'el'] as const) {
      const text = reasonText(s, REASONS[lang]);
      expect(text, `${s.reason} (${lang})`).not.toBe(s.reason);
      expect(text).not.toMatch(/\{\w+\}|\(\)/);
    }
  }
  const script = scriptLines(r, REASONS.en);
  if (r.cardChange) expect(script[0]).toBe(r.cardChange === 'allowed' ? 'The change of card is allowed.' : 'The change of card is refused.');
}

test('no ruling prints an empty card name or a missing reason, and a change is always said to be allowed or refused', () => {
  const incident = fc.record({
    d: deal,
    leader: fc.constantFrom(...SEATS),
    before: fc.integer({ min: 0, max: 4 }),
    contract: fc.constantFrom('3NT', '4S', '4H', undefined),
    first: SAYS,
    then: fc.array(fc.tuple(SAYS, fc.constantFrom('correction', 'clarification', 'repetition')), { maxLength: 2 }),
    earlier: fc.boolean(),
    touch: fc.option(fc.nat()),
    meant: fc.option(fc.nat()),
    unnamed: fc.option(fc.nat()),
    j: FINDINGS,
    last: fc.boolean(),
  });
  fc.assert(
    fc.property(incident, ({ d, leader, before, contract, first, then, earlier, touch, meant, unnamed, j, last }) => {
      const trick = SEATS.map((_, i) => nextSeat(leader, i))
        .slice(0, before)
        .map((s) => d.hands[s][0]!);
      const north = d.hands.N;
      const pick = (n: number | null) => (n === null ? undefined : north[n % north.length]);
      const events: IncidentEvent[] = [];
      const t = pick(touch);
      if (t) events.push({ type: 'touch', seat: 'S', card: t, hand: 'N' });
      else {
        const instruction = first.run !== undefined || first.fromTop === true || first.rest === true;
        events.push({ type: 'designate', seat: 'S', says: first, kind: 'designation', ...(earlier && instruction ? { earlier: true as const } : {}) });
        for (const [says, kind] of then) events.push({ type: 'designate', seat: 'S', says, kind: kind as 'correction' });
      }
      const m = pick(meant);
      if (m) events.push({ type: 'statement', seat: 'S', kind: 'intended', cards: [m] });
      const u = pick(unnamed);
      if (u && !trick.includes(u)) events.push({ type: 'play', seat: 'N', card: u, unnamed: true });
      const situation = {
        hands: hands(d.hands),
        declarer: 'S' as const,
        ...(contract ? { contract } : {}),
        trick: `${leader}:${trick.join(' ')}`,
        ...(last ? { wonWith: d.spare[0]! } : {}),
      };
      readsWell(decide({ situation, events, judgement: j }));
    }),
    { numRuns: 1500 },
  );
});
