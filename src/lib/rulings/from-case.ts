/**
 * From a case file (`content/cases/…/case.yaml`, parsed with `src/schemas/case.ts`) to engine
 * input: the diagram less the earlier tricks, the trick in progress, the facts, and the findings
 * of the director or of the appeals committee. "A defender" without a seat is played as West.
 */
import { parseTrick, SEATS, SUITS, nextSeat, type Seat, type Suit } from '../bridge/index.ts';
import type { CaseData, CaseEvent, CaseRuling, CaseScenario } from '../../schemas/case.ts';
import type { HandText, IncidentEvent, Judgement, RulingInput, Situation } from './types.ts';

/** The seat that stands for "a defender" when the booklet names none. */
export const SOME_DEFENDER: Seat = 'W';

/** Which ruling of a scenario: the director's, or the appeals committee's; a branch by index. */
export interface RulingRef {
  readonly by: 'director' | 'appeal';
  readonly branch?: number;
}

/**
 * Engine input for a scenario's recorded facts and findings.
 * @example scenarioInput(case7, case7.scenarios[0], { by: 'appeal' }).judgement // { intention: 'not-incontrovertible' }
 */
export function scenarioInput(data: CaseData, scenario: CaseScenario, ref: RulingRef = { by: 'director' }): RulingInput {
  const facts = ref.by === 'appeal' ? [...scenario.facts, ...(scenario.appeal?.arguments ?? [])] : scenario.facts;
  const events = facts.map(toEvent);
  const situation = caseSituation(data, scenario, events);
  return { edition: 2007, situation, events, judgement: caseJudgement(scenario, ref) };
}

/** The findings that apply to a ruling: the director's, the committee's over them, a branch's condition. */
export function caseJudgement(scenario: CaseScenario, ref: RulingRef): Judgement {
  const director = scenario.ruling;
  const ruling: CaseRuling = ref.by === 'appeal' && scenario.appeal ? scenario.appeal.ruling : director;
  const branch = ref.branch === undefined ? undefined : ruling.branches?.[ref.branch];
  const f: Record<string, unknown> = { ...director.findings, ...(ref.by === 'appeal' ? ruling.findings : {}), ...branch?.if, ...branch?.findings };
  const j: Record<string, unknown> = {};
  for (const k of ['intention', 'slip', 'visibleToPartner', 'inTurn', 'pausedForThought', 'purposeAccepted', 'nearlyTouchingTable', 'indicatesPlayed'] as const) if (f[k] !== undefined) j[k] = f[k];
  if (f.belief === 'trick-incomplete') j.treatedAs = 'fifth-card';
  if (f.belief === 'won-trick') j.treatedAs = 'lead-out-of-turn';
  if (f.treatedAs === 'fifth-card' || f.treatedAs === 'lead-out-of-turn') j.treatedAs = f.treatedAs;
  if (f.treatedAs === 'not-a-claim') j.claim = false;
  return j as Judgement;
}

const seatOf = (s: string): Seat => (SEATS.includes(s as Seat) ? (s as Seat) : SOME_DEFENDER);

/** A case fact as an engine event. */
export function toEvent(e: CaseEvent): IncidentEvent {
  switch (e.type) {
    case 'designate':
      return { type: 'designate', seat: e.seat, says: { ...e.says, ...(e.says.size ? { size: e.says.size } : {}) } as never, kind: e.kind, ...(e.timing ? { timing: e.timing } : {}) };
    case 'play': {
      const { note: _n, belief: _b, ...rest } = e;
      return { ...rest, seat: seatOf(e.seat) } as IncidentEvent;
    }
    case 'expose': case 'drop': case 'withdraw': case 'statement': {
      const { note: _n, ...rest } = e as Record<string, unknown>;
      return { ...rest, seat: seatOf(e.seat) } as IncidentEvent;
    }
    case 'touch': case 'holds': case 'request': {
      const { note: _n, ...rest } = e as Record<string, unknown>;
      return rest as IncidentEvent;
    }
    default:
      return { type: e.type };
  }
}

/** The situation of a scenario: holdings at the start of the trick in progress. */
export function caseSituation(data: CaseData, scenario: CaseScenario, events: readonly IncidentEvent[] = []): Situation {
  const diagram = data.diagrams.find((d) => d.id === data.play?.from) ?? data.diagrams[0];
  const groups: Partial<Record<Seat, { cards: string[]; shown: Suit[] }>> = {};
  for (const seat of SEATS) {
    const hand = diagram?.hands[seat];
    if (hand === undefined) continue;
    const pbn = typeof hand === 'string' ? hand : hand.pbn;
    const shown = (typeof hand === 'string' ? diagram?.shown : hand.shown) ?? [...SUITS];
    groups[seat] = { cards: pbn.split('.'), shown: [...shown] };
  }
  for (const [seat, suits] of Object.entries(scenario.holdingChanges ?? {})) {
    for (const [suit, text] of Object.entries(suits ?? {})) {
      const g = (groups[seat as Seat] ??= { cards: ['', '', '', ''], shown: [] });
      g.cards[SUITS.indexOf(suit as Suit)] = text as string;
      if (!g.shown.includes(suit as Suit)) g.shown.push(suit as Suit);
    }
  }
  const current = scenario.current ?? data.play?.current;
  const earlier = current === undefined ? (data.play?.tricks ?? []).slice(0, -1) : (data.play?.tricks ?? []);
  for (const text of earlier) {
    const t = parseTrick(text);
    if (!t.ok) continue;
    t.value.cards.forEach((card, i) => {
      const g = groups[nextSeat(t.value.leader, i)];
      const k = SUITS.indexOf(card[0] as Suit);
      if (g && k >= 0 && card[1] && card[1] !== '?') g.cards[k] = (g.cards[k] ?? '').replace(card[1], '');
    });
  }
  const hands: Partial<Record<Seat, HandText>> = {};
  for (const seat of SEATS) {
    const g = groups[seat];
    if (g) hands[seat] = g.shown.length === 4 ? g.cards.join('.') : { pbn: g.cards.join('.'), shown: SUITS.filter((s) => g.shown.includes(s)) };
  }
  const trick = current ?? lastTrick(data);
  const unquitted = events.find((e) => e.type === 'unquitted');
  const caseEvent = scenario.facts.find((f) => f.type === 'unquitted');
  return {
    hands,
    declarer: data.declarer,
    ...(data.contract ? { contract: data.contract } : {}),
    ...(trick !== undefined ? { trick } : {}),
    ...(data.tricksWon ? { tricksWon: data.tricksWon } : {}),
    ...(unquitted && caseEvent?.type === 'unquitted' ? { onLead: caseEvent.seat } : {}),
  };
}

/** With no trick in progress stated, the last earlier trick is the one just finished (case 13). */
function lastTrick(data: CaseData): string | undefined {
  const last = data.play?.tricks?.at(-1);
  return last;
}
