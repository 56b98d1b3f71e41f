/**
 * Law 16 facts whose shape is already sure (checked by the zod schema of
 * `unauthorized-information-input.ts`, or built by the ruling tool's form, `ui-form.ts`) made into
 * the incident the rule reads: who gave the information and who acted read from the auction's
 * seats when the calls are named (an alert or a failure to alert is the caller's partner's), the
 * auction checked by `checkAuction` and the table's contract against its end (`finalContract`),
 * every problem with its path. No zod here, so an island can use it. Pure.
 */
import { checkAuction, finalContract } from '../bridge/auction.ts';
import { nextSeat, partnerOf, type Seat, type Side } from '../bridge/vocabulary.ts';
import { parseResult } from '../scoring/index.ts';
import { uiProblems, type AlternativeOutcome, type InformationKind, type UiFindings, type UiIncident } from './unauthorized-information.ts';

/** The facts as the input gives them (every optional field may be absent). */
export interface UiFacts {
  readonly edition: 2007 | 2017;
  readonly auction?: { readonly dealer: Seat; readonly calls: readonly string[] } | undefined;
  readonly information: {
    readonly kind: InformationKind;
    readonly by?: Seat | undefined;
    readonly atCall?: number | undefined;
    readonly offendingSide?: Side | undefined;
  };
  readonly action: { readonly by?: Seat | undefined; readonly what?: string | undefined; readonly call?: number | undefined };
  readonly table: { readonly result: string; readonly declarer: Seat };
  readonly vulnerable: Readonly<Record<Side, boolean>>;
  readonly findings?:
    | {
        readonly [K in keyof UiFindings]?: K extends 'outcomes'
          ? readonly { readonly [L in keyof AlternativeOutcome]?: AlternativeOutcome[L] | undefined }[] | undefined
          : UiFindings[K] | undefined;
      }
    | undefined;
}

/** Kinds of information a player gives about his partner's call: the call's maker is not the informant. */
const ABOUT_PARTNERS_CALL = new Set<string>(['alert', 'no-alert']);

/** The incident of facts of a sure shape, or every problem as `path: message`. */
export function incidentFromFacts(d: UiFacts): { ok: true; input: UiIncident } | { ok: false; problems: string[] } {
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
    ...(rest as Omit<UiFacts, 'auction'>),
    information: { kind: d.information.kind, by, ...(d.information.offendingSide ? { offendingSide: d.information.offendingSide as Side } : {}) },
    action: { by: actor, what },
  } as UiIncident;
  const more = uiProblems(input).map((p) => `${p.path}: ${p.message}`);
  return more.length === 0 ? { ok: true, input } : { ok: false, problems: more };
}

/** The seat of call `n` (1-based) from the dealer. */
const seatOf = (dealer: Seat, n: number): Seat => nextSeat(dealer, n - 1);
