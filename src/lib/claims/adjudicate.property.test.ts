// Seeded random claims with random statements, after-events and findings: the engine never
// throws, checked input always gets a ruling whose tricks add up, and the award never exceeds the
// claim in a contested claim (a claimer cannot gain a trick by being disputed).
import { expect, test } from 'vitest';
import { SEATS, type Card, type Seat } from '../bridge/index.ts';
import { decideClaim } from './adjudicate.ts';
import { parseClaimInput } from './input.ts';
import { handsOf } from './position.ts';
import { sampleClaim, seeded } from './samples.ts';
import type { StatementStep } from './types.ts';

test('random claims: a ruling for each, tricks adding up, no trick gained by a dispute', () => {
  const rnd = seeded(68);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  let ruled = 0;
  for (let i = 0; i < 60; i++) {
    const n = 2 + (i % 3);
    const base = sampleClaim(n, rnd, pick(['4S', '3NT', '5H', '2D']));
    const by: Seat = pick(['S', 'W', 'E']);
    const mine = [...handsOf(base)[by], ...handsOf(base)[({ S: 'N', W: 'E', E: 'W' } as const)[by as 'S']]] as Card[];
    const statement: StatementStep[] = Array.from({ length: Math.floor(rnd() * 3) }, () =>
      pick<StatementStep>([
        { do: 'cash', cards: [pick(mine)] },
        { do: 'run', suit: pick(['S', 'H', 'D', 'C']) },
        { do: 'draw-trumps' },
        { do: 'concede' },
        { do: 'finesse', card: pick(mine) },
        { do: 'top-down' },
        { do: 'rest' },
        { do: 'lead', card: pick(mine) },
        { do: 'if', when: { suit: 'S', breaks: '2-1' }, then: [{ do: 'rest' }], else: [{ do: 'concede' }] },
      ]),
    );
    const opp: Seat = by === 'S' ? 'W' : 'S';
    const after = pick([
      [{ type: 'disputed', seat: opp }],
      [{ type: 'agreed', seat: opp }],
      [
        { type: 'agreed', seat: opp },
        { type: 'withdraw-agreement', seat: opp, when: 'correction-period' },
      ],
      [
        { type: 'agreed', seat: opp },
        { type: 'cancel-concession', seat: by, when: 'correction-period' },
      ],
      [{ type: 'disputed', seat: opp }, { type: 'play-continued' }],
    ]);
    const data = {
      ...base,
      edition: pick([2007, 2017]),
      claim: { by, tricks: Math.floor(rnd() * (n + 1)), manner: pick(['statement', 'faced-cards']), statement, trumpMentioned: rnd() < 0.3 },
      after,
      findings: pick([
        {},
        { awareOfTrump: false, meantAsClaim: true, allAgreedToPlayOn: false, alreadyWon: 0 },
        { irrational: { 'ruff-low': true, 'top-instead-of-finesse': true } },
      ]),
    };
    const checked = parseClaimInput(data);
    expect(checked.ok, JSON.stringify(checked.ok ? '' : checked.problems)).toBe(true);
    if (!checked.ok) continue;
    const r = decideClaim(checked.input);
    expect(r.problems).toEqual([]);
    if (r.awarded) {
      expect(r.awarded.declarer + r.awarded.defenders).toBe(n);
      expect(r.total!.declarer + r.total!.defenders).toBe(13);
      const claimer = SEATS.indexOf(by) % 2 === SEATS.indexOf('S') % 2 ? r.awarded.declarer : r.awarded.defenders;
      if (after[0]!.type === 'disputed' && after.length === 1) expect(claimer).toBeLessThanOrEqual(r.claimed);
      ruled++;
    } else expect(['undecided', 'play-continues']).toContain(r.outcome);
  }
  expect(ruled).toBeGreaterThan(30);
});
