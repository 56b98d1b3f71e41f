/**
 * From a case file (`content/cases/…/case.yaml`, parsed with `src/schemas/case.ts`) to engine
 * input: the diagram less the earlier tricks, the trick in progress, the facts, and the findings
 * of the director or of the appeals committee. "A defender" without a seat is played as West.
 */
import { cardRank, cardSuit, formatHolding, nextSeat, parseCard, parseTrick, SEATS, SUITS, type Holding, type Seat, type Suit } from '../bridge/index.ts';
import { scenarioSetup } from '../cases/case-model.ts';
import type { CaseData, CaseEvent, CaseRuling, CaseScenario } from '../../schemas/case.ts';
import type { HandText, IncidentEvent, Judgement, RulingInput, Says, Situation } from './types.ts';

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
  return { edition: data.edition, situation, events, judgement: caseJudgement(scenario, ref) };
}

/** The findings that apply to a ruling: the director's, the committee's over them, a branch's condition. */
export function caseJudgement(scenario: CaseScenario, ref: RulingRef): Judgement {
  const director = scenario.ruling;
  const ruling: CaseRuling = ref.by === 'appeal' && scenario.appeal ? scenario.appeal.ruling : director;
  const branch = ref.branch === undefined ? undefined : ruling.branches?.[ref.branch];
  const f: Record<string, unknown> = { ...director.findings, ...(ref.by === 'appeal' ? ruling.findings : {}), ...branch?.if, ...branch?.findings };
  const j: Record<string, unknown> = {};
  for (const k of [
    'intention',
    'slip',
    'visibleToPartner',
    'inTurn',
    'pausedForThought',
    'purposeAccepted',
    'nearlyTouchingTable',
    'indicatesPlayed',
    'tricksAfter',
  ] as const)
    if (f[k] !== undefined) j[k] = f[k];
  if (typeof f.kept === 'string') {
    const kept = parseCard(f.kept);
    if (kept.ok) j.kept = kept.value;
  }
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
    case 'designate': {
      // The case check has already read every card token; a card that does not parse is left out, never cast.
      const { card, ...words } = e.says;
      const named = card === undefined ? undefined : parseCard(card);
      const says: Says = { ...words, ...(named?.ok ? { card: named.value } : {}) };
      return { type: 'designate', seat: e.seat, says, kind: e.kind, ...(e.timing ? { timing: e.timing } : {}) };
    }
    case 'play': {
      const { note: _n, belief: _b, ...rest } = e;
      return { ...rest, seat: seatOf(e.seat) } as IncidentEvent;
    }
    case 'expose':
    case 'drop':
    case 'withdraw':
    case 'statement': {
      const { note: _n, ...rest } = e as Record<string, unknown>;
      return { ...rest, seat: seatOf(e.seat) } as IncidentEvent;
    }
    case 'extra-card':
    case 'wrong-way':
    case 'disturbed':
    case 'inspect':
    case 'touch':
    case 'holds':
    case 'request':
    case 'inquire':
    case 'attention':
    case 'agree-claim': {
      const { note: _n, ...rest } = e as Record<string, unknown>;
      return rest as IncidentEvent;
    }
    default:
      return { type: e.type };
  }
}

/** The situation of a scenario: holdings at the start of the trick in progress. */
export function caseSituation(data: CaseData, scenario: CaseScenario, events: readonly IncidentEvent[] = []): Situation {
  // The scenario's diagram with its holding changes: the case model's one conversion (src/lib/cases).
  const setup = scenarioSetup(data, scenario).setup ?? {};
  const hands: Partial<Record<Seat, Partial<Record<Suit, Holding>>>> = {};
  for (const seat of SEATS) if (setup[seat]) hands[seat] = { ...setup[seat] };
  const current = scenario.current ?? data.play?.current;
  const earlier = current === undefined ? (data.play?.tricks ?? []).slice(0, -1) : (data.play?.tricks ?? []);
  // Cards of the earlier tricks are no longer held (an unknown card stays unknown).
  for (const text of earlier) {
    const t = parseTrick(text);
    if (!t.ok) continue;
    t.value.cards.forEach((card, i) => {
      const hand = hands[nextSeat(t.value.leader, i)];
      const suit = cardSuit(card);
      const rank = cardRank(card);
      const holding = suit === undefined ? undefined : hand?.[suit];
      if (hand === undefined || suit === undefined || rank === undefined || holding === undefined) return;
      const at = holding.indexOf(rank);
      if (at >= 0) hand[suit] = [...holding.slice(0, at), ...holding.slice(at + 1)];
    });
  }
  const handTexts: Partial<Record<Seat, HandText>> = {};
  for (const seat of SEATS) {
    const hand = hands[seat];
    if (hand === undefined) continue;
    const shown = SUITS.filter((suit) => hand[suit] !== undefined);
    const pbn = SUITS.map((suit) => formatHolding(hand[suit] ?? [])).join('.');
    handTexts[seat] = shown.length === 4 ? pbn : { pbn, shown };
  }
  const trick = current ?? lastTrick(data);
  const unquitted = events.find((e) => e.type === 'unquitted');
  const caseEvent = scenario.facts.find((f) => f.type === 'unquitted');
  return {
    hands: handTexts,
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
