/**
 * The ruling tool (`/{lang}/tools/ruling/`): an incident a director describes from scratch — the
 * position in the ```deal fence syntax, the facts in order, the findings — its engine input, a
 * new fact of a kind with sensible defaults, and the strict reading of a shared URL state. The
 * facts are edited with the same controls as the case calculators (edit.ts).
 */
import {
  BRIDGE_ERROR_CODES,
  formatContract,
  formatHand,
  formatTrick,
  isSeat,
  parseTrick,
  shownSuits,
  SUITS,
  type PlayedCard,
  type Seat,
} from '../bridge/index.ts';
import { parseDiagramText, type DiagramTextError } from '../bridge/diagram-text.ts';
import { knownCards, makeBoard, toPlay, type Board } from '../rulings/board.ts';
import { acceptors } from './edit-leads.ts';
import { parseRulingInput } from '../rulings/input.ts';
import type { Edition, HandText, IncidentEvent, Judgement, PenaltyCard, RulingInput, Situation } from '../rulings/types.ts';

/** The tool's state, as kept in the URL: position text, facts, findings, tricks won before, the code (2007 when absent). */
export interface ToolState {
  /** The position, in the deal fence syntax (hands, `contract:`, `declarer:`, `trick:`). */
  readonly p: string;
  readonly e: readonly IncidentEvent[];
  readonly j: Judgement;
  /** Tricks won before the trick in progress (for the score of each outcome). */
  readonly w?: { readonly declarer?: number; readonly defenders?: number };
  readonly c?: Edition;
}

/** The hash prefix of a tool state. */
export const TOOL_PREFIX = '#incident=';

/** Kinds of fact the tool can add (the controls of each come from edit.ts). */
export const FACT_KINDS = [
  'designate',
  'card',
  'expose',
  'touch',
  'statement',
  'request',
  'accept-lead',
  'refuse-lead',
  'choose',
  'show',
  'spread',
  'told-to-lead',
  'explanation',
  'simultaneous',
  'exposed-by',
  'suggest',
  // ── revokes (61–64) ──
  'inquire',
  'attention',
  'agree-claim',
  // ── the defective trick (67) ──
  'quit-trick',
  'extra-card',
  // ── arrangement and inspection of tricks (65–66) ──
  'wrong-way',
  'inspect',
  'disturbed',
] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/**
 * What can be wrong with a position text: the deal fence's problems (the bridge model's codes and
 * `deal-syntax`) and those of the play-so-far lines and of a position without declarer. The tool
 * says each in the reader's language by its code (`tool.err.<code>` in src/i18n); `message` is the
 * English of the CLI and the tests.
 * @example POSITION_CODES.includes('pbn-ten') // true
 */
export const POSITION_CODES = [...BRIDGE_ERROR_CODES, 'deal-syntax', 'lead', 'last', 'penalty', 'won', 'declarer'] as const;
export type PositionCode = (typeof POSITION_CODES)[number];

/** A position problem, with its line and column in the position text. */
export type PositionError = Pick<DiagramTextError, 'line' | 'column' | 'message'> & { readonly code: PositionCode };

/**
 * Lines of the position text the deal fence does not have, about the play so far: who is on
 * lead (`lead: W`), the trick before this one (`last: N:SA S2 S5 S9`, for 46B3(a)), penalty cards
 * already on the table (`penalty: E:SK major`, one line each) and tricks won so far
 * (`won: 3 2`, declarer's then the defenders').
 */
const PLAY_KEYS = /^(lead|last|penalty|won)[ \t]*:(.*)$/;

/** An example position: a small end position with a trick in progress. */
export const EXAMPLE_POSITION = ['N: AQ.K..', 'E: K5.Q..', 'S: 32.A..', 'W: J4.J..', 'shown: SH', 'contract: 4H', 'declarer: S', 'trick: W:SJ'].join('\n');

/**
 * The engine's situation for a position text, or every problem with its line.
 * @example situationOf('N: AQ...\nS: 32...\nshown: S\ndeclarer: S') // { ok: true, situation: { hands: { N: { pbn: 'AQ...', shown: ['S'] }, … }, declarer: 'S' } }
 */
export function situationOf(text: string, won?: ToolState['w']): { ok: true; situation: Situation } | { ok: false; errors: readonly PositionError[] } {
  // The play-so-far lines are read here; the rest is a deal fence (blank lines keep line numbers).
  const errors: PositionError[] = [];
  const extra: { onLead?: Seat; lastTrick?: string; penaltyCards: PenaltyCard[]; tricksWon?: { declarer: number; defenders: number } } = { penaltyCards: [] };
  const fence = text
    .split('\n')
    .map((raw, i) => {
      const m = PLAY_KEYS.exec(raw.trim());
      if (!m) return raw;
      const [, key, rest = ''] = m;
      const value = rest.trim();
      const fail = (message: string) => errors.push({ line: i + 1, column: 1, code: key as PositionCode, message });
      if (key === 'lead') {
        if (isSeat(value)) extra.onLead = value;
        else fail(`lead: "${value}" is not a seat; write N, E, S or W`);
      } else if (key === 'last') {
        const t = parseTrick(value);
        if (!t.ok || t.value.cards.length !== 4)
          fail(`last: write the trick before this one as its leader and four cards, e.g. "N:SA S2 S5 S9"${t.ok ? '' : ` (${t.error.message})`}`);
        else extra.lastTrick = formatTrick(t.value);
      } else if (key === 'penalty') {
        const p = /^([NESW]):([SHDC][AKQJT2-9])(?:\s+(major|minor))?$/.exec(value);
        if (!p) fail(`penalty: write a penalty card on the table as seat, card and kind, e.g. "E:SK major"`);
        else
          extra.penaltyCards.push({
            seat: p[1] as Seat,
            card: p[2] as PlayedCard,
            kind: (p[3] as 'major' | 'minor' | undefined) ?? (/[AKQJT]$/.test(p[2] as string) ? 'major' : 'minor'),
          });
      } else {
        const w = /^(\d{1,2})\s+(\d{1,2})$/.exec(value);
        if (!w || Number(w[1]) + Number(w[2]) > 13) fail('won: write the tricks won so far as two numbers, declarer\'s then the defenders\', e.g. "won: 3 2"');
        else extra.tricksWon = { declarer: Number(w[1]), defenders: Number(w[2]) };
      }
      return '';
    })
    .join('\n');
  const hasHands = /^[ \t]*[NESW][ \t]*:/m.test(fence);
  const parsed = hasHands ? parseDiagramText(fence) : parseDiagramText(`${fence}\nN: -`);
  if (!parsed.ok) return { ok: false, errors: [...errors, ...parsed.errors].sort((a, b) => a.line - b.line) };
  if (errors.length > 0) return { ok: false, errors };
  const d = parsed.value;
  if (d.declarer === undefined)
    return { ok: false, errors: [{ line: 1, column: 1, code: 'declarer', message: 'say who is declarer: add a line "declarer: S" (N, E, S or W)' }] };
  const hands: Partial<Record<Seat, HandText>> = {};
  for (const [seat, hand] of Object.entries(d.hands) as [Seat, NonNullable<(typeof d.hands)[Seat]>][]) {
    const shown = shownSuits(hand);
    hands[seat] = shown.length === SUITS.length ? formatHand(hand) : { pbn: formatHand(hand), shown };
  }
  return {
    ok: true,
    situation: {
      hands,
      declarer: d.declarer,
      ...(d.contract ? { contract: formatContract(d.contract) } : {}),
      ...(d.trick ? { trick: formatTrick(d.trick) } : {}),
      ...(extra.tricksWon ? { tricksWon: extra.tricksWon } : won ? { tricksWon: won } : {}),
      ...(extra.onLead ? { onLead: extra.onLead } : {}),
      ...(extra.lastTrick ? { lastTrick: extra.lastTrick } : {}),
      ...(extra.penaltyCards.length > 0 ? { penaltyCards: extra.penaltyCards } : {}),
    },
  };
}

/**
 * The engine input for a tool state, or the problems that stop it (position errors with
 * their line, fact and finding problems with their path).
 */
export function toolInput(state: ToolState): { ok: true; input: RulingInput } | { ok: false; errors: readonly string[] } {
  const s = situationOf(state.p, state.w);
  if (!s.ok) return { ok: false, errors: s.errors.map((e) => `position ${e.line}:${e.column}: ${e.message}`) };
  const checked = parseRulingInput({ edition: state.c ?? 2007, situation: s.situation, events: state.e, judgement: state.j });
  return checked.ok ? { ok: true, input: checked.input } : { ok: false, errors: checked.problems };
}

/**
 * A new fact of a kind, filled in from the position: declarer's designation of a dummy spade,
 * a card of the player whose turn it is, and so on — the reader then edits it. After the facts
 * `events`, under `edition`: an acceptance of a lead out of turn 47E1 lets no one accept is added
 * as a refusal, and one some may accept is made by one of them.
 * @example newFact('card', board).type // 'play'
 */
export function newFact(kind: FactKind, b: Board, events: readonly IncidentEvent[] = [], edition: Edition = 2007): IncidentEvent {
  const dummyCard = knownCards(b, b.dummy)[0] ?? 'SA';
  const turn = toPlay(b) ?? b.declarer;
  const lho = (['N', 'E', 'S', 'W'] as const)[(['N', 'E', 'S', 'W'].indexOf(b.declarer) + 1) % 4] as Seat;
  const cardOf = (seat: Seat) => knownCards(b, seat)[0] ?? '?';
  switch (kind) {
    case 'expose':
      return { type: 'expose', seat: lho, card: cardOf(lho), position: 'held-near-table' };
    case 'accept-lead': {
      const may = acceptors(b, events, events.length, edition);
      if (may === undefined) return { type: 'accept-lead', seat: b.declarer };
      return may[0] !== undefined ? { type: 'accept-lead', seat: may[0] } : { type: 'refuse-lead', seat: b.declarer };
    }
    case 'refuse-lead':
      return { type: 'refuse-lead', seat: b.declarer };
    case 'choose':
      return { type: 'choose', by: b.declarer, option: 'require-lead', suit: 'S' };
    case 'show':
      return { type: 'show', seat: b.declarer, position: 'exposed', cards: knownCards(b, b.declarer).slice(0, 2) };
    case 'spread':
      return { type: 'spread', seat: b.declarer };
    case 'told-to-lead':
      return { type: 'told-to-lead', seat: b.declarer, to: lho };
    case 'explanation':
      return { type: 'explanation', seat: b.declarer, kind: 'mistaken' };
    case 'simultaneous':
      return {
        type: 'simultaneous',
        plays: [
          { seat: turn, card: cardOf(turn) },
          { seat: turn, card: knownCards(b, turn)[1] ?? '?' },
        ],
      };
    case 'exposed-by':
      return { type: 'expose', seat: lho, card: cardOf(lho), by: 'outside-agency' };
    case 'suggest':
      return { type: 'suggest', seat: b.dummy, card: dummyCard };
    case 'inquire':
      return { type: 'inquire', seat: b.dummy, to: b.declarer };
    case 'attention':
      return { type: 'attention' };
    case 'agree-claim':
      return { type: 'agree-claim', seat: lho };
    case 'quit-trick':
      return { type: 'quit-trick' };
    case 'wrong-way':
      return { type: 'wrong-way', seat: lho };
    case 'inspect':
      return { type: 'inspect', seat: b.declarer, what: 'own-last-card' };
    case 'disturbed':
      return { type: 'disturbed', seat: lho };
    case 'extra-card': {
      const seat = b.trick?.leader ?? lho;
      return { type: 'extra-card', seat, card: cardOf(seat) };
    }
    case 'designate':
      return { type: 'designate', seat: b.declarer, says: { suit: dummyCard[0] as 'S' }, kind: 'designation' };
    case 'touch':
      return { type: 'touch', seat: b.declarer, card: dummyCard, hand: b.dummy };
    case 'statement':
      return { type: 'statement', seat: b.declarer, kind: 'intended', cards: [dummyCard] };
    case 'request':
      return { type: 'request', by: 'defenders', card: dummyCard };
    case 'card': {
      const seat = toPlay(b) ?? b.declarer;
      return { type: 'play', seat, card: knownCards(b, seat)[0] ?? '?' };
    }
  }
}

/** The board of a tool state's position (an empty one when the position does not parse). */
export function toolBoard(state: ToolState): Board {
  const s = situationOf(state.p, state.w);
  return makeBoard(s.ok ? s.situation : { hands: {}, declarer: 'S' }, state.e);
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The tool state in a URL hash: undefined when there is none, 'invalid' when it cannot be used
 * (never thrown). Facts and findings are checked as the engine's input is; the position text is
 * kept as typed (its problems are shown with their lines).
 * @example readToolState('#incident=%7B%7D') // 'invalid'
 */
export function readToolState(hash: string): ToolState | 'invalid' | undefined {
  if (!hash.startsWith(TOOL_PREFIX)) return undefined;
  try {
    if (hash.length > 16000) return 'invalid';
    const v: unknown = JSON.parse(decodeURIComponent(hash.slice(TOOL_PREFIX.length)));
    if (!isObj(v) || typeof v.p !== 'string' || v.p.length > 4000 || !Array.isArray(v.e) || !isObj(v.j)) return 'invalid';
    const won = v.w;
    if (
      won !== undefined &&
      !(
        isObj(won) &&
        Object.entries(won).every(([k, n]) => (k === 'declarer' || k === 'defenders') && Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 13)
      )
    )
      return 'invalid';
    const checked = parseRulingInput({ situation: { hands: {}, declarer: 'S' }, events: v.e, judgement: v.j, ...(v.c !== undefined ? { edition: v.c } : {}) });
    if (!checked.ok) return 'invalid';
    const code = v.c !== undefined ? { c: v.c as Edition } : {};
    return { p: v.p, e: v.e as IncidentEvent[], j: v.j as Judgement, ...(won ? { w: won as ToolState['w'] } : {}), ...code };
  } catch {
    return 'invalid';
  }
}
