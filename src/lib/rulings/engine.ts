/**
 * `decide(input)`: the ruling for a situation, an incident and the director's judgement, under the
 * Laws edition given (2007 when none; how 2017 differs: `editions.ts`). Never throws: a problem
 * with the input is reported in `ruling.problems` and the ruling says only what it can.
 */
import { makeBoard } from './board.ts';
import { ask, newContext, step, type RulingContext } from './context.ts';
import { hasLazyFacts, ruleAreas } from './areas.ts';
import { dummyIncident, isDummyIncident } from './designation/dummy.ts';
import { inEdition } from './editions.ts';
import { handIncident } from './designation/hand-cards.ts';
import { leadsAndPlays } from './leads/leads.ts';
import { penaltyArea, settlePenaltyCards } from './exposed/penalty-area.ts';
import { isRevokeIncident, revokeIncident } from './revokes/revokes.ts';
import { scoreEffect } from './score.ts';
import { impossibleFacts } from './sequence.ts';
import { EDITIONS, type Edition, type Ruling, type RulingInput } from './types.ts';

/**
 * Rules on an incident. The law chain's reasons are keys; `explain` turns them into text.
 * @example decide({ situation: { hands: { N: 'A2...' }, declarer: 'S', trick: 'S:S3 S5' },
 *   events: [{ type: 'designate', seat: 'S', says: { suit: 'S' }, kind: 'designation' }] }).played
 * // [{ seat: 'N', card: 'S2' }]
 */
export function decide(input: RulingInput): Ruling {
  const edition = input?.edition ?? 2007;
  try {
    if (!EDITIONS.includes(edition)) return empty(2007, [`the ${String(edition)} Laws are not covered: the engine knows ${EDITIONS.join(', ')}`]);
    const events = Array.isArray(input.events) ? input.events : [];
    const b = makeBoard(input.situation, events);
    const impossible = impossibleFacts(b, events);
    if (impossible.length > 0) return { ...empty(edition, b.problems), impossible };
    const c = newContext(b, input.judgement ?? {}, edition);
    rule(c, events);
    settlePenaltyCards(c, events); // ── penalty cards, exposed cards, outside agency (48–52) ──
    return inEdition(finish(c, scoreEffect(c, input.situation, events)));
  } catch (e) {
    return empty(EDITIONS.includes(edition) ? edition : 2007, [`the engine could not rule on this input: ${e instanceof Error ? e.message : String(e)}`]);
  }
}

function rule(c: RulingContext, events: RulingInput['events']): void {
  // ── penalty cards, exposed cards, outside agency (48–52) ──
  const rest = penaltyArea(c, events);
  if (rest === 'ruled') return;
  events = rest;
  // ── arrangement and inspection of tricks (65–66), the defective trick (67) ──: areas loaded by their facts (areas.ts).
  if (hasLazyFacts(events)) {
    if (ruleAreas.length === 0) return void c.board.problems.push('the engine areas of Laws 65–67 are not loaded: import src/lib/rulings/tricks-areas.ts');
    const area = ruleAreas.find((a) => a.is(events));
    if (area) return area.rule(c, events);
  }
  // ── revokes (61–64) ──
  if (isRevokeIncident(c, events)) return revokeIncident(c, events);
  // ── leads and plays out of turn, retraction (47E, 53–59) ──
  if (leadsAndPlays(c, events)) return;
  // ── designations and dummy's cards (45C3–C4, 46) ──
  if (events.some((e) => e.type === 'statement' && e.kind === 'claim')) {
    const claim = ask(c, 'claim');
    if (claim === true) return step(c, '68', 'applies', 'claim');
    if (claim === false) step(c, '68', 'not-applied', 'not-a-claim');
  }
  if (isDummyIncident(c, events)) return dummyIncident(c, events);
  handIncident(c, events);
}

function finish(c: RulingContext, score: Ruling['score']): Ruling {
  return {
    edition: c.edition,
    relevant: [...c.relevant],
    needs: [...c.needs],
    judges: Object.fromEntries([...c.judges].map(([k, facts]) => [k, [...facts].sort((x, y) => x - y)])),
    impossible: [],
    played: c.played,
    returned: c.returned.filter((x, i) => c.returned.findIndex((y) => y.seat === x.seat && y.card === x.card) === i),
    penaltyCards: c.penaltyCards,
    ...(c.cardChange ? { cardChange: c.cardChange } : {}),
    ...(c.tricksAfterCount !== undefined ? { tricksAfterCount: c.tricksAfterCount } : {}),
    ...(c.orderRestorable !== undefined ? { orderRestorable: c.orderRestorable } : {}),
    establishedRevokes: c.revokes,
    ...(c.transfers.length > 0 ? { transfers: c.transfers } : {}),
    options: c.options,
    information: c.information,
    steps: c.steps.filter((x, i) => c.steps.findIndex((y) => JSON.stringify(y) === JSON.stringify(x)) === i),
    ...(score ? { score } : {}),
    problems: c.board.problems,
  };
}

function empty(edition: Edition, problems: string[]): Ruling {
  return {
    edition,
    relevant: [],
    needs: [],
    judges: {},
    impossible: [],
    played: [],
    returned: [],
    penaltyCards: [],
    establishedRevokes: [],
    options: [],
    information: [],
    steps: [],
    problems,
  };
}
