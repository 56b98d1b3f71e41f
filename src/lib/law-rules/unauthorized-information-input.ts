/**
 * Outside input for Law 16 (a JSON file for `npm run rule -- --facts`): the shape checked with one
 * zod schema, then the facts the shape cannot judge (`uiProblems`); every problem with its path,
 * not only the first. An incident may give the auction (`auction`: dealer and calls, checked by
 * `checkAuction`) and name the information by the call it came with (`information.atCall`) and the
 * action by its call (`action.call`): who gave the information and who acted are then read from
 * the auction's seats (an alert or a failure to alert is the caller's partner's), the action's call
 * from its text, and the table result's contract and declarer are checked against the auction's end.
 */
import { z } from 'zod';
import { checkAuction, finalContract } from '../bridge/auction.ts';
import { nextSeat, partnerOf, SEATS, type Seat, type Side } from '../bridge/vocabulary.ts';
import { parseResult } from '../scoring/index.ts';
import { INFORMATION_KINDS, uiProblems, type UiIncident } from './unauthorized-information.ts';

const seat = z.enum(SEATS);
const result = z.object({ result: z.string().min(1), declarer: seat }).strict();
const schema = z
  .object({
    edition: z.union([z.literal(2007), z.literal(2017)]),
    auction: z
      .object({ dealer: seat, calls: z.array(z.string()).min(1) })
      .strict()
      .optional(),
    information: z
      .object({
        kind: z.enum(INFORMATION_KINDS),
        by: seat.optional(),
        atCall: z.number().int().min(1).optional(),
        offendingSide: z.enum(['NS', 'EW']).optional(),
      })
      .strict(),
    action: z.object({ by: seat.optional(), what: z.string().min(1).optional(), call: z.number().int().min(1).optional() }).strict(),
    table: result,
    vulnerable: z.object({ NS: z.boolean(), EW: z.boolean() }).strict(),
    findings: z
      .object({
        madeAvailable: z.boolean(),
        suggested: z.boolean(),
        logicalAlternative: z.boolean(),
        alternative: z.string(),
        peers: z.number(),
        outcomes: z.array(result.extend({ weight: z.number().optional(), likely: z.boolean().optional() }).strict()),
        seriousError: z.boolean(),
        weighting: z.boolean(),
      })
      .partial()
      .strict()
      .optional(),
  })
  .strict();

/** Is this JSON a Law 16 incident (rather than a played-card one)? It names where the information came from. */
export function isUiInput(json: unknown): boolean {
  return typeof json === 'object' && json !== null && 'information' in json;
}

/** Kinds of information a player gives about his partner's call: the call's maker is not the informant. */
const ABOUT_PARTNERS_CALL = new Set<string>(['alert', 'no-alert']);

/** The incident, or every problem as `path: message`. */
export function parseUiIncident(json: unknown): { ok: true; input: UiIncident } | { ok: false; problems: string[] } {
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`) };
  const d = parsed.data;
  const problems: string[] = [];
  const checked = d.auction ? checkAuction(d.auction.dealer, d.auction.calls) : undefined;
  for (const p of checked?.problems ?? []) problems.push(`auction.calls.${p.index}: ${p.message}`);
  /** Call `n` (1-based) of the auction: its seat and text, or a problem at `path`. */
  const callAt = (n: number, path: string): { seat: Seat; text: string } | undefined => {
    if (!d.auction) return void problems.push(`${path}: give the auction (dealer and calls) to name a call by its number`);
    const c = d.auction.calls[n - 1];
    if (c === undefined) return void problems.push(`${path}: the auction has ${d.auction.calls.length} calls, not ${n}`);
    return { seat: seatOf(d.auction.dealer, n), text: c };
  };
  let by = d.information.by;
  if (d.information.atCall !== undefined) {
    const c = callAt(d.information.atCall, 'information.atCall');
    const from = c && (ABOUT_PARTNERS_CALL.has(d.information.kind) ? partnerOf(c.seat) : c.seat);
    if (from && by !== undefined && by !== from) problems.push(`information.by: ${by}, but the information at call ${d.information.atCall} came from ${from}`);
    by ??= from;
  }
  if (by === undefined && d.information.atCall === undefined) problems.push('information: say who gave it (by) or the call it came with (atCall)');
  let { by: actor, what } = d.action;
  if (d.action.call !== undefined) {
    const c = callAt(d.action.call, 'action.call');
    if (c && actor !== undefined && actor !== c.seat) problems.push(`action.by: ${actor}, but call ${d.action.call} was ${c.seat}'s`);
    if (c && what !== undefined && what !== c.text) problems.push(`action.what: ${what}, but call ${d.action.call} was ${c.text}`);
    if (c && d.information.atCall !== undefined && d.action.call <= d.information.atCall)
      problems.push(`action.call: call ${d.action.call} comes before the information (call ${d.information.atCall}), not after it`);
    actor ??= c?.seat;
    what ??= c?.text;
  }
  if (d.action.call === undefined && (actor === undefined || what === undefined))
    problems.push('action: say who acted and what (by and what) or the call (call)');
  // The table's contract is checked against a sound auction only (a faulty one is named above).
  if (checked && d.auction && checked.problems.length === 0) {
    const end = finalContract(checked);
    const table = parseResult(d.table.result);
    const text = (c: { level: number; strain: string; risk: string }) => `${c.level}${c.strain}${c.risk}`;
    if (checked.ended && end === undefined) problems.push('table.result: the auction was passed out; there is no result to rule on');
    else if (end && table.ok && (text(table.value.contract) !== text(end.contract) || d.table.declarer !== end.declarer))
      problems.push(`table: the auction ends in ${text(end.contract)} by ${end.declarer}, not ${text(table.value.contract)} by ${d.table.declarer}`);
  }
  if (problems.length > 0 || by === undefined || actor === undefined || what === undefined) return { ok: false, problems };
  const { auction: _auction, ...rest } = d;
  const input: UiIncident = {
    ...(rest as Omit<typeof d, 'auction'>),
    information: { kind: d.information.kind, by, ...(d.information.offendingSide ? { offendingSide: d.information.offendingSide as Side } : {}) },
    action: { by: actor, what },
  } as UiIncident;
  const more = uiProblems(input).map((p) => `${p.path}: ${p.message}`);
  return more.length === 0 ? { ok: true, input } : { ok: false, problems: more };
}

/** The seat of call `n` (1-based) from the dealer. */
const seatOf = (dealer: Seat, n: number): Seat => nextSeat(dealer, n - 1);
