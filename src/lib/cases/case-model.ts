/**
 * From case data to the bridge model: the diagram of a scenario (with its holding changes) as a
 * `DealSetup`, and the play of a scenario as tricks. Pure (no YAML, no Node): usable by the
 * content check, by pages and by a ruling engine. Each card keeps the YAML path it came from.
 */
import {
  nextToPlay,
  parseDealSetup,
  parsePlayedCard,
  parseHolding,
  parseTrick,
  SEATS,
  type BridgeError,
  type DealSetup,
  type Holding,
  type Play,
  type Seat,
  type Suit,
  type Trick,
} from '../bridge/index.ts';
import type { CaseData, CaseDiagram, CaseScenario } from '../../schemas/case.ts';

/** A path into the case file (`['play', 'tricks', 0]`). */
export type DataPath = readonly (string | number)[];

/** An error with the path of the YAML node it belongs to. */
export interface LocatedError {
  readonly path: DataPath;
  readonly error: BridgeError;
}

/**
 * The hands of a diagram as `parseDealSetup` input, in seat order: each hand's PBN and shown suits.
 * @example diagramHands({ shown: ['S'], hands: { N: 'AQ...' } }) // { N: { pbn: 'AQ...', shown: ['S'] } }
 */
export function diagramHands(diagram: Pick<CaseDiagram, 'hands' | 'shown'>): Partial<Record<Seat, { pbn: string; shown?: readonly Suit[] }>> {
  const out: Partial<Record<Seat, { pbn: string; shown?: readonly Suit[] }>> = {};
  for (const seat of SEATS) {
    const hand = diagram.hands[seat];
    if (hand === undefined) continue;
    const shown = typeof hand === 'string' ? diagram.shown : hand.shown;
    const pbn = typeof hand === 'string' ? hand : hand.pbn;
    out[seat] = shown === undefined ? { pbn } : { pbn, shown };
  }
  return out;
}

/** The YAML path of a diagram's hand string. */
export function handPath(diagram: CaseDiagram, index: number, seat: Seat): DataPath {
  const hand = diagram.hands[seat];
  return typeof hand === 'object' ? ['diagrams', index, 'hands', seat, 'pbn'] : ['diagrams', index, 'hands', seat];
}

/**
 * The diagram a scenario plays from: the case's `play.from` diagram (or its first) with the
 * scenario's holding changes.
 * @example scenarioSetup(case8, case8.scenarios[1]) // South's diamonds are the ♦4
 */
export function scenarioSetup(data: CaseData, scenario?: CaseScenario): { setup?: DealSetup; errors: LocatedError[] } {
  const index = Math.max(
    0,
    data.diagrams.findIndex((d) => d.id === data.play?.from),
  );
  const diagram = data.diagrams[index];
  if (diagram === undefined) return { errors: [] };
  const parsed = parseDealSetup(diagramHands(diagram));
  if (!parsed.ok) return { errors: [] }; // reported with the diagram
  const setup: Partial<Record<Seat, Partial<Record<Suit, Holding>>>> = {};
  for (const [seat, hand] of Object.entries(parsed.value)) setup[seat as Seat] = { ...hand };
  const errors: LocatedError[] = [];
  const sIndex = scenario === undefined ? -1 : data.scenarios.indexOf(scenario);
  for (const [seat, suits] of Object.entries(scenario?.holdingChanges ?? {})) {
    for (const [suit, text] of Object.entries(suits ?? {})) {
      const holding = parseHolding(text as string);
      const path = ['scenarios', sIndex, 'holdingChanges', seat, suit];
      if (!holding.ok) errors.push({ path, error: { ...holding.error, seat: seat as Seat, suit: suit as Suit } });
      else (setup[seat as Seat] ??= {})[suit as Suit] = holding.value;
    }
  }
  return { setup, errors };
}

/** The play of a scenario: tricks (the last may be in progress), loose plays, and where each card came from. */
export interface ScenarioPlay {
  readonly tricks: readonly Trick[];
  /** YAML path of each card of each trick. */
  readonly origins: readonly (readonly DataPath[])[];
  /** Cards put on the table out of a trick's order (a fifth card, a card played out of turn). */
  readonly loose: readonly { readonly play: Play; readonly path: DataPath }[];
  readonly errors: readonly LocatedError[];
}

/**
 * The tricks of a case (`play.tricks`, then the current trick) followed by the `play` facts of a
 * scenario: a fact continues the trick in progress when it is the seat's turn, `trick: next`
 * starts a trick (so does the first card after a `quit-trick`, Law 67), an `extra-card` and anything
 * else is a loose play.
 * @example scenarioPlay(case1).tricks // [E:SA ST S3 S2, E:S4 SQ S9]
 */
export function scenarioPlay(data: CaseData, scenario?: CaseScenario): ScenarioPlay {
  const tricks: Trick[] = [];
  const origins: DataPath[][] = [];
  const loose: { play: Play; path: DataPath }[] = [];
  const errors: LocatedError[] = [];
  const add = (text: string, path: DataPath) => {
    const parsed = parseTrick(text);
    if (!parsed.ok) return errors.push({ path, error: parsed.error });
    tricks.push(parsed.value);
    origins.push(parsed.value.cards.map(() => path));
  };
  for (const [i, text] of (data.play?.tricks ?? []).entries()) add(text, ['play', 'tricks', i]);
  const sIndex = scenario === undefined ? -1 : data.scenarios.indexOf(scenario);
  if (scenario?.current !== undefined) add(scenario.current, ['scenarios', sIndex, 'current']);
  else if (data.play?.current !== undefined) add(data.play.current, ['play', 'current']);
  // After a trick quitted with a card missing (Law 67), the next card begins the next trick.
  let quitted = false;
  for (const [e, event] of (scenario?.facts ?? []).entries()) {
    if (event.type === 'quit-trick') {
      quitted = true;
      continue;
    }
    if (event.type === 'extra-card') {
      // A second card of the seat on one trick: checked for possession only, like a fifth card.
      const card = parsePlayedCard(event.card);
      const path = ['scenarios', sIndex, 'facts', e, 'card'];
      if (card.ok) loose.push({ play: { seat: event.seat, card: card.value }, path });
      else errors.push({ path, error: card.error });
      continue;
    }
    if (event.type !== 'play' || event.attempted === true || event.seat === 'defender') continue;
    const path = ['scenarios', sIndex, 'facts', e, 'card'];
    const card = parsePlayedCard(event.card);
    if (!card.ok) {
      errors.push({ path, error: card.error });
      continue;
    }
    const last = tricks.at(-1);
    if (event.trick === 'next' || quitted) {
      quitted = false;
      tricks.push({ leader: event.seat, cards: [card.value] });
      origins.push([path]);
    } else if (last !== undefined && nextToPlay(last) === event.seat) {
      const revokes = event.revoke === true ? [...(last.revokes ?? []), event.seat] : last.revokes;
      tricks[tricks.length - 1] = { ...last, cards: [...last.cards, card.value], ...(revokes ? { revokes } : {}) };
      origins[origins.length - 1]?.push(path);
    } else {
      loose.push({ play: { seat: event.seat, card: card.value }, path });
    }
  }
  return { tricks, origins, loose, errors };
}
