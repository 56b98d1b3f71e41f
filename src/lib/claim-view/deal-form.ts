/**
 * The claim tool's end position as a person enters it: four hands typed suit by suit per seat
 * (`AKQ`, `K 10 2`, `-` for a void), the contract, declarer, who is on lead, the tricks
 * declarer's side has won, the vulnerability — read from and written to the deal text (the
 * ```deal fence syntax with `lead:`, `won:`, `vul:` lines, which stays as an import and in the
 * shared link), with every problem in the reader's words and the form's own labels.
 */
import { partnerOf, RANKS, SEATS, SUIT_SYMBOLS, SUITS, type Seat, type Suit } from '../bridge/vocabulary.ts';
import { parseTrick } from '../bridge/trick.ts';
import { showCard } from '../rulings/explain.ts';
import type { Words } from './steps.ts';

/** Vulnerability as the deal text writes it. */
export const VULS = ['None', 'NS', 'EW', 'All'] as const;
export type Vul = (typeof VULS)[number];

/** The position's fields as typed (a suit's text as the reader wrote it). */
export interface DealDraft {
  readonly hands: Readonly<Record<Seat, Readonly<Record<Suit, string>>>>;
  /** `4S`, `3NTX`; empty: not given. */
  readonly contract: string;
  readonly declarer: Seat;
  /** Who leads to the next trick (when no trick is in progress). */
  readonly lead: Seat;
  /** Tricks declarer's side has won so far (the defenders' follow from the cards left). */
  readonly won: number;
  readonly vul: Vul;
  /** The trick in progress as the deal text gives it (`W:H4 H2`), from an import. */
  readonly trick?: string;
  /** Lines of an imported text that were not understood. */
  readonly unread?: readonly string[];
}

const CONTRACT = /^[1-7](S|H|D|C|NT)(X|XX)?$/;
const RANK_ORDER: string = RANKS.join('');

/**
 * A suit's text read as ranks, highest first (`10` or `T` is the ten, `-` a void, spaces and
 * commas ignored, any case), with any character that is not a rank.
 * @example readSuit('k 10 a') // { ranks: 'AKT', bad: '' }
 */
export function readSuit(text: string): { readonly ranks: string; readonly bad: string } {
  const t = text
    .toUpperCase()
    .replace(/10/g, 'T')
    .replace(/[\s,\-–—]/g, '');
  const ranks = [...t].filter((c) => RANK_ORDER.includes(c)).sort((a, b) => RANK_ORDER.indexOf(a) - RANK_ORDER.indexOf(b));
  const bad = [...new Set([...t].filter((c) => !RANK_ORDER.includes(c)))].join('');
  return { ranks: ranks.join(''), bad };
}

/** A suit's ranks as the form shows them: the ten as `10`. */
const shown = (pbn: string) => (pbn === '-' ? '' : pbn.replace(/T/g, '10'));

const blankHands = (): Record<Seat, Record<Suit, string>> =>
  Object.fromEntries(SEATS.map((s) => [s, Object.fromEntries(SUITS.map((x) => [x, '']))])) as Record<Seat, Record<Suit, string>>;

/**
 * The fields of a deal text; lines it does not understand are kept in `unread`.
 * @example draftOf('N: AK.2..\ncontract: 4S').hands.N.S // 'AK'
 */
export function draftOf(text: string): DealDraft {
  const hands = blankHands();
  const d: { -readonly [K in keyof DealDraft]: DealDraft[K] } = { hands, contract: '', declarer: 'S', lead: 'S', won: 0, vul: 'None' };
  const unread: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    // The value after the colon is trimmed below (a `\s*` before `(.*)` would backtrack).
    const hand = /^([NESW])\s*:(.*)$/i.exec(line);
    const kv = /^(contract|declarer|lead|won|vul|trick)\s*:(.*)$/i.exec(line);
    if (hand) {
      const parts = hand[2]!.trim().split('.');
      SUITS.forEach((s, i) => (hands[hand[1]!.toUpperCase() as Seat][s] = shown((parts[i] ?? '').trim())));
    } else if (kv) {
      const [key, value] = [kv[1]!.toLowerCase(), kv[2]!.trim()];
      const v = value.toUpperCase();
      if (key === 'contract') d.contract = v;
      else if ((key === 'declarer' || key === 'lead') && (SEATS as readonly string[]).includes(v)) d[key] = v as Seat;
      else if (key === 'won' && /^\d{1,2}(\s+\d{1,2})?$/.test(value)) d.won = Number(value.split(/\s+/)[0]);
      else if (key === 'vul' && (VULS as readonly string[]).includes(value)) d.vul = value as Vul;
      else if (key === 'trick' && value !== '') d.trick = value;
      else unread.push(raw);
    } else unread.push(raw);
  }
  return unread.length > 0 ? { ...d, unread } : d;
}

/** Cards left in each hand (the trick in progress included), as the ranks read. */
const sizes = (d: DealDraft) => SEATS.map((seat) => SUITS.reduce((n, s) => n + readSuit(d.hands[seat][s]).ranks.length, 0));

/**
 * The deal text of the fields (what the engine reads and the link keeps). A suit that is not all
 * ranks is written as typed, so the text fails too; {@link draftProblems} says why in words.
 * @example textOf(draftOf('N: AK...')).split('\n')[0] // 'N: AK...'
 */
export function textOf(d: DealDraft): string {
  const suit = (x: string) => {
    const r = readSuit(x);
    return r.bad === '' ? r.ranks : x.trim().toUpperCase().replace(/\s+/g, '');
  };
  const left = Math.max(...sizes(d));
  return [
    ...SEATS.map((seat) => `${seat}: ${SUITS.map((s) => suit(d.hands[seat][s])).join('.')}`),
    ...(d.contract ? [`contract: ${d.contract}`] : []),
    `declarer: ${d.declarer}`,
    d.trick ? `trick: ${d.trick}` : `lead: ${d.lead}`,
    `won: ${d.won} ${Math.max(0, 13 - left - d.won)}`,
    ...(d.vul === 'None' ? [] : [`vul: ${d.vul}`]),
  ].join('\n');
}

/** A list of names: `South, North`. */
const names = (w: Words, seats: readonly Seat[]) => seats.map((s) => w(`deal.seat.${s}`)).join(', ');

/**
 * Every problem of the fields, in the reader's words (`w`: `claim.tool.p.*`, `deal.*`), named by
 * the form's labels: a character that is not a card, a card given twice, hands of different
 * lengths, no contract, more tricks won than have been played. Empty when the engine can use it.
 * @example draftProblems(draftOf(''), w) // ['Enter the cards of the four hands.', …]
 */
export function draftProblems(d: DealDraft, w: Words): string[] {
  const p: string[] = [];
  const holders = new Map<string, Seat[]>();
  for (const seat of SEATS)
    for (const s of SUITS) {
      const r = readSuit(d.hands[seat][s]);
      const field = `${w(`deal.seat.${seat}`)} ${SUIT_SYMBOLS[s]}`;
      if (r.bad) p.push(w('claim.tool.p.chars', { field, chars: r.bad }));
      for (const rank of r.ranks) holders.set(s + rank, [...(holders.get(s + rank) ?? []), seat]);
    }
  for (const [card, seats] of holders) if (seats.length > 1) p.push(w('claim.tool.p.twice', { card: showCard(card), seats: names(w, seats) }));
  const n = sizes(d);
  if (n.every((x) => x === 0)) p.push(w('claim.tool.p.empty'));
  else if (new Set(n).size > 1) p.push(w('claim.tool.p.sizes', { sizes: SEATS.map((s, i) => `${w(`deal.seat.${s}`)} ${n[i]}`).join(', ') }));
  else if (d.won > 13 - n[0]!) p.push(w('claim.tool.p.won', { won: String(d.won), played: String(13 - n[0]!) }));
  if (!CONTRACT.test(d.contract)) p.push(w('claim.tool.p.contract'));
  if (d.trick && !parseTrick(d.trick).ok) p.push(w('claim.tool.p.trick', { trick: d.trick }));
  for (const line of d.unread ?? []) p.push(w('claim.tool.p.line', { line: line.trim() }));
  return p;
}

/** The seats of the claimer's side, claimer first. */
export const claimerSeats = (by: Seat): readonly Seat[] => [by, partnerOf(by)];
