/**
 * The text of a ```deal fence: a diagram written in PBN hand notation, one statement a line.
 * `parseDiagramText` turns it into a {@link DiagramInput} or returns every problem with its line
 * and column (1-based, inside the fence). Syntax (also in docs/cases.md):
 *
 *     N:KJ852.T963.52.A32 K93.KJ72.6.KQJ64 AQ76.Q84.873.T98 T2.A5.AKQJT94.75
 *
 * is a whole deal (four hands clockwise from the first seat, `-` for a hand not shown), and
 *
 *     shown: S
 *     N: AQ...
 *     E: J.8... shown=SH
 *     S: 32...
 *     declarer: S
 *     trick: S:S3 SK
 *
 * gives hands one seat a line. Other keys: `contract: 3NT`, `dummy: N`, `board: 12`,
 * `dealer: W`, `vul: None|NS|EW|All`, `end: 2` (an end position of 2 cards a hand),
 * `caption: <text>`. `#` starts a comment line.
 */
import { parseContract, type StatedContract } from './contract.ts';
import type { DiagramInput, Vulnerability } from './diagram-html.ts';
import { parseHand, type HandSetup } from './hand.ts';
import { validatePlay } from './play.ts';
import type { BridgeErrorCode } from './result.ts';
import { validateSetup } from './setup.ts';
import { parseTrick, type Trick } from './trick.ts';
import { isSeat, isSuit, nextSeat, SUITS, type Seat, type Suit } from './vocabulary.ts';

/** A problem in a deal fence. */
export interface DiagramTextError {
  /** 1-based line inside the fence. */
  readonly line: number;
  /** 1-based column. */
  readonly column: number;
  readonly code: BridgeErrorCode | 'deal-syntax';
  readonly message: string;
}

const KEYS = ['shown', 'contract', 'declarer', 'dummy', 'trick', 'board', 'dealer', 'vul', 'end', 'caption'] as const;
type Key = (typeof KEYS)[number];
const VULS: readonly Vulnerability[] = ['None', 'NS', 'EW', 'All'];

interface HandLine {
  readonly seat: Seat;
  readonly pbn: string;
  readonly shown?: readonly Suit[];
  readonly line: number;
  readonly column: number;
}

/** Suits in `SH`, `S,H`, `S H` form; undefined when a letter is not a suit. */
function parseSuits(text: string): Suit[] | undefined {
  const letters = text.replace(/[\s,]+/g, '').split('');
  if (letters.length === 0 || !letters.every(isSuit)) return undefined;
  return SUITS.filter((s) => letters.includes(s));
}

/**
 * Parses the text of a ```deal fence.
 * @example parseDiagramText('N: AQ...\nS: 32...\nshown: S').ok // true
 * @example parseDiagramText('N: AQ10...').errors[0] // { line: 1, column: 7, code: 'pbn-ten', … }
 */
export function parseDiagramText(text: string): { ok: true; value: DiagramInput } | { ok: false; errors: readonly DiagramTextError[] } {
  const errors: DiagramTextError[] = [];
  const fail = (line: number, column: number, code: DiagramTextError['code'], message: string) => errors.push({ line, column, code, message });
  const keys = new Map<Key, { value: string; line: number; column: number }>();
  const hands: HandLine[] = [];
  let seatLines = 0;
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const indent = raw.length - raw.trimStart().length;
    // No `\s*` before `(.*)`: the two would overlap and backtrack quadratically on long blanks.
    const seatMatch = /^([NESW]):(.*)$/.exec(trimmed);
    const seatLine = seatMatch && ([seatMatch[0], seatMatch[1], (seatMatch[2] ?? '').trimStart()] as const);
    if (seatLine !== null)
      return void (seatLines++,
      hands.push(...handsOf(seatLine[1] as Seat, seatLine[2] as string, line, indent + trimmed.length - (seatLine[2] as string).length + 1, fail)));
    const keyMatch = /^([a-z]+)[ \t]*:(.*)$/.exec(trimmed);
    const keyLine = keyMatch && ([keyMatch[0], keyMatch[1], (keyMatch[2] ?? '').trimStart()] as const);
    if (keyLine === null || !(KEYS as readonly string[]).includes(keyLine[1] as string)) {
      return void fail(line, indent + 1, 'deal-syntax', `"${trimmed}" is neither a hand ("N: AKQ.J.T9.8765") nor a known key (${KEYS.join(', ')})`);
    }
    const key = keyLine[1] as Key;
    if (keys.has(key)) fail(line, indent + 1, 'deal-syntax', `"${key}" is given twice (first on line ${keys.get(key)?.line})`);
    keys.set(key, { value: (keyLine[2] as string).trim(), line, column: indent + trimmed.length - (keyLine[2] as string).length + 1 });
  });
  const options = readKeys(keys, fail);
  const setup: Partial<Record<Seat, HandSetup>> = {};
  const lineOf = new Map<Seat, HandLine>();
  for (const hand of hands) {
    if (lineOf.has(hand.seat)) fail(hand.line, hand.column, 'deal-syntax', `${hand.seat} is given twice (first on line ${lineOf.get(hand.seat)?.line})`);
    lineOf.set(hand.seat, hand);
    const parsed = parseHand(hand.pbn, hand.shown ?? options.shown ?? SUITS);
    if (!parsed.ok) fail(hand.line, hand.column + (parsed.error.position ?? 0), parsed.error.code, `${hand.seat}: ${parsed.error.message}`);
    else if (parsed.value !== null) setup[hand.seat] = parsed.value;
  }
  if (seatLines === 0) fail(1, 1, 'deal-syntax', 'a deal block needs at least one hand ("N: AKQ.J.T9.8765")');
  const at = (seat: Seat | undefined) => (seat === undefined ? undefined : lineOf.get(seat)) ?? { line: 1, column: 1 };
  // Duplicates and sizes are checked on the hands that parsed; the end position only when all did.
  const problems = validateSetup(setup, options.end === undefined || errors.length > 0 ? {} : { endPosition: options.end });
  for (const e of problems) fail(at(e.seat).line, at(e.seat).column, e.code, e.message);
  if (errors.length === 0 && options.trick !== undefined) {
    const where = keys.get('trick') ?? { line: 1, column: 1 };
    for (const e of validatePlay(setup, [options.trick]).errors) fail(where.line, where.column, e.code, e.message);
  }
  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => a.line - b.line || a.column - b.column) };
  const { shown: _shown, end: _end, ...rest } = options;
  return { ok: true, value: { hands: setup, ...rest } };
}

type Fail = (line: number, column: number, code: DiagramTextError['code'], message: string) => void;

/** One hand (`AQ...`, `J.8.. shown=SH`) or a whole deal (`KJ852.T963.52.A32 K93… …`). */
function handsOf(seat: Seat, rest: string, line: number, column: number, fail: Fail): HandLine[] {
  const tokens = [...rest.matchAll(/\S+/g)];
  const shownToken = tokens.find((m) => m[0].startsWith('shown='));
  const handTokens = tokens.filter((m) => m !== shownToken);
  let shown: Suit[] | undefined;
  if (shownToken !== undefined) {
    shown = parseSuits(shownToken[0].slice('shown='.length));
    if (shown === undefined) fail(line, column + (shownToken.index ?? 0), 'deal-syntax', `"${shownToken[0]}": list suits as letters S H D C, e.g. shown=SH`);
  }
  if (handTokens.length !== 1 && handTokens.length !== 4) {
    fail(line, column, 'pbn-deal', `${seat}: expected one hand, or four hands clockwise from ${seat} (a whole deal), but found ${handTokens.length}`);
    return [];
  }
  return handTokens.map((m, i) => ({
    seat: nextSeat(seat, i),
    pbn: m[0],
    line,
    column: column + (m.index ?? 0),
    ...(shown && handTokens.length === 1 ? { shown } : {}),
  }));
}

interface Options {
  shown?: readonly Suit[];
  end?: number;
  contract?: StatedContract;
  declarer?: Seat;
  dummy?: Seat;
  trick?: Trick;
  board?: string;
  dealer?: Seat;
  vulnerable?: Vulnerability;
  caption?: string;
}

function readKeys(keys: Map<Key, { value: string; line: number; column: number }>, fail: Fail): Options {
  const out: Options = {};
  const seatOf = (key: 'declarer' | 'dummy' | 'dealer') => {
    const k = keys.get(key);
    if (k === undefined) return undefined;
    if (isSeat(k.value)) return k.value;
    fail(k.line, k.column, 'deal-syntax', `${key}: "${k.value}" is not a seat (N, E, S or W)`);
    return undefined;
  };
  for (const [key, { value, line, column }] of keys) {
    if (key === 'shown') {
      const suits = parseSuits(value);
      if (suits === undefined) fail(line, column, 'deal-syntax', `shown: "${value}" is not a list of suits (S H D C)`);
      else out.shown = suits;
    } else if (key === 'contract') {
      const c = parseContract(value);
      if (c.ok) out.contract = c.value;
      else fail(line, column + (c.error.position ?? 0), 'contract', c.error.message);
    } else if (key === 'trick') {
      const tr = parseTrick(value);
      if (tr.ok) out.trick = tr.value;
      else fail(line, column + (tr.error.position ?? 0), tr.error.code, tr.error.message);
    } else if (key === 'vul') {
      if ((VULS as readonly string[]).includes(value)) out.vulnerable = value as Vulnerability;
      else fail(line, column, 'deal-syntax', `vul: "${value}" is not one of ${VULS.join(', ')}`);
    } else if (key === 'end') {
      const n = Number(value);
      if (Number.isInteger(n) && n >= 1 && n <= 13) out.end = n;
      else fail(line, column, 'deal-syntax', `end: "${value}" is not a number of cards from 1 to 13`);
    } else if (key === 'board') out.board = value;
    else if (key === 'caption') out.caption = value;
  }
  const declarer = seatOf('declarer');
  const dummy = seatOf('dummy');
  const dealer = seatOf('dealer');
  if (declarer !== undefined) out.declarer = declarer;
  if (dummy !== undefined) out.dummy = dummy;
  if (dealer !== undefined) out.dealer = dealer;
  return out;
}
