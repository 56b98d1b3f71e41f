/**
 * The ruling tool's Law 16 form as pure state (src/islands/ui-tool.ts draws and reads it): the
 * auction typed as text, the information and the action picked by call number, the tricks declarer
 * took, the director's findings. `auctionView` checks the calls as they are typed (the bridge
 * model's `checkAuction`, every problem at its call); `uiFormFacts` turns the state into the facts
 * `npm run rule -- --facts` reads, made into the incident by the same `incidentFromFacts` the CLI's
 * input check ends in (so the form and the CLI cannot disagree; the form needs no zod); `ruleUiForm` rules them under both codes. Pure.
 */
import type { Edition } from '../adjudication/index.ts';
import { checkAuction, finalContract, type AuctionProblem } from '../bridge/auction.ts';
import { isSeat } from '../bridge/seats.ts';
import { nextSeat, SEATS, sideOf, type Seat } from '../bridge/vocabulary.ts';
import { incidentFromFacts, type UiFacts } from './unauthorized-information-facts.ts';
import { INFORMATION_KINDS, ruleUnauthorizedInformation, type InformationKind, type UiRuling } from './unauthorized-information.ts';

/** One result the director finds possible after the alternative, as the form holds it (weight in %). */
export interface UiFormOutcome {
  readonly result: string;
  readonly declarer: Seat | '';
  readonly weight: string;
  readonly likely: boolean;
}

/** The form's state: strings as typed, findings `undefined` while not decided. */
export interface UiFormState {
  readonly dealer: Seat;
  /** The calls, separated by spaces or commas: `1S 2H 2S 3H P P 3S P P P`. */
  readonly calls: string;
  readonly kind: InformationKind;
  /** The call the information came with (1-based), 0 while none is picked. */
  readonly at: number;
  /** The call that is the action (1-based), 0 while none is picked. */
  readonly act: number;
  /** Tricks declarer took at the table, '' while not given. */
  readonly tricks: string;
  readonly vul: 'none' | 'NS' | 'EW' | 'both';
  readonly madeAvailable?: boolean;
  readonly suggested?: boolean;
  readonly logicalAlternative?: boolean;
  readonly alternative: string;
  /** The share of polled peers, in %, '' when not polled. */
  readonly peers: string;
  readonly outcomes: readonly UiFormOutcome[];
  readonly weighting?: boolean;
  readonly seriousError?: boolean;
}

/** An empty row of the outcomes. */
export const EMPTY_OUTCOME: UiFormOutcome = { result: '', declarer: '', weight: '', likely: false };

/** The form's first state: a classic hesitation — North passes slowly over 3♥ and South competes with 3♠. */
export const EXAMPLE_UI_FORM: UiFormState = {
  dealer: 'N',
  calls: '1S 2H 2S 3H P P 3S P P P',
  kind: 'hesitation',
  at: 5,
  act: 7,
  tricks: '9',
  vul: 'none',
  alternative: 'P',
  peers: '',
  outcomes: [EMPTY_OUTCOME, EMPTY_OUTCOME, EMPTY_OUTCOME],
};

/** The calls of the typed text. */
export const callsOf = (text: string): string[] => text.split(/[\s,]+/).filter((c) => c !== '');

/** The auction as typed: each call with its number and seat, every problem at its call (1-based), and the contract at its end. */
export interface AuctionView {
  readonly calls: readonly { readonly n: number; readonly seat: Seat; readonly text: string }[];
  readonly problems: readonly (AuctionProblem & { readonly n: number })[];
  readonly ended: boolean;
  /** The final contract (`3S`, `4HX`) and declarer, when the auction ended soundly with a bid. */
  readonly contract?: { readonly text: string; readonly level: number; readonly declarer: Seat };
}

/** Checks the typed auction from the dealer. @example auctionView('N', '1S P P P').contract // { text: '1S', level: 1, declarer: 'N' } */
export function auctionView(dealer: Seat, text: string): AuctionView {
  const texts = callsOf(text);
  const checked = checkAuction(dealer, texts);
  const end = finalContract(checked);
  return {
    calls: texts.map((t, i) => ({ n: i + 1, seat: nextSeat(dealer, i), text: t })),
    problems: checked.problems.map((p) => ({ ...p, n: p.index + 1 })),
    ended: checked.ended,
    ...(end
      ? { contract: { text: `${end.contract.level}${end.contract.strain}${end.contract.risk}`, level: end.contract.level, declarer: end.declarer } }
      : {}),
  };
}

/** The table result in scoring notation from the contract and the tricks declarer took: `3S=`, `4HX-2`. */
export function resultText(contract: string, level: number, tricks: number): string {
  const over = tricks - 6 - level;
  return `${contract}${over === 0 ? '=' : over > 0 ? `+${over}` : `-${-over}`}`;
}

/** The share typed in % as a fraction, or undefined when empty or not a number from 0 to 100. */
const percent = (s: string): number | undefined => {
  if (s.trim() === '') return undefined;
  const n = Number(s.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n / 100 : undefined;
};

/** The Law 16 facts (the JSON `npm run rule -- --facts` reads) of the form under `edition`. */
export function uiFormFacts(s: UiFormState, edition: Edition): UiFacts {
  const view = auctionView(s.dealer, s.calls);
  const withdrawn = s.kind === 'withdrawn-call' || s.kind === 'withdrawn-play';
  const atSeat = view.calls[s.at - 1]?.seat;
  const tricks = s.tricks === '' ? Number.NaN : Number(s.tricks);
  const outcomes = s.outcomes
    .filter((o) => o.result.trim() !== '' && o.declarer !== '')
    .map((o) => {
      const w = percent(o.weight);
      return { result: o.result.trim(), declarer: o.declarer as Seat, ...(w === undefined ? {} : { weight: w }), ...(o.likely ? { likely: true } : {}) };
    });
  const peers = percent(s.peers);
  const findings = {
    ...(s.madeAvailable === undefined ? {} : { madeAvailable: s.madeAvailable }),
    ...(s.suggested === undefined ? {} : { suggested: s.suggested }),
    ...(s.logicalAlternative === undefined ? {} : { logicalAlternative: s.logicalAlternative }),
    ...(s.alternative.trim() === '' ? {} : { alternative: s.alternative.trim() }),
    ...(peers === undefined ? {} : { peers }),
    ...(outcomes.length === 0 ? {} : { outcomes }),
    ...(s.weighting === undefined ? {} : { weighting: s.weighting }),
    ...(s.seriousError === undefined ? {} : { seriousError: s.seriousError }),
  };
  return {
    edition,
    auction: { dealer: s.dealer, calls: callsOf(s.calls) },
    information: { kind: s.kind, atCall: s.at, ...(withdrawn && atSeat ? { offendingSide: sideOf(atSeat) } : {}) },
    action: { call: s.act },
    table: {
      result: view.contract && Number.isInteger(tricks) ? resultText(view.contract.text, view.contract.level, tricks) : '',
      declarer: view.contract?.declarer ?? 'N',
    },
    vulnerable: { NS: s.vul === 'NS' || s.vul === 'both', EW: s.vul === 'EW' || s.vul === 'both' },
    findings,
  };
}

/** Why the form cannot be ruled yet, in the order a director fills it in (the island words each). */
export type UiFormGap = 'auction' | 'unended' | 'passed-out' | 'at' | 'act' | 'act-order' | 'tricks';

/** The rulings under both codes, or what the form still lacks; `problems`: the input check's own words (English), for anything else. */
export type UiFormRuling =
  | { readonly ok: true; readonly rulings: Readonly<Record<Edition, UiRuling>> }
  | { readonly ok: false; readonly gap?: UiFormGap; readonly problems: readonly string[] };

/** Rules the form under 2007 and 2017 alike. */
export function ruleUiForm(s: UiFormState): UiFormRuling {
  const view = auctionView(s.dealer, s.calls);
  const gap: UiFormGap | undefined =
    view.calls.length === 0 || view.problems.length > 0
      ? 'auction'
      : !view.ended
        ? 'unended'
        : !view.contract
          ? 'passed-out'
          : !(s.at >= 1 && s.at <= view.calls.length)
            ? 'at'
            : !(s.act >= 1 && s.act <= view.calls.length)
              ? 'act'
              : s.act <= s.at
                ? 'act-order'
                : !/^\d+$/.test(s.tricks) || Number(s.tricks) > 13
                  ? 'tricks'
                  : undefined;
  if (gap) return { ok: false, gap, problems: [] };
  const rule = (edition: Edition) => {
    const parsed = incidentFromFacts(uiFormFacts(s, edition));
    return parsed.ok ? { ok: true as const, ruling: ruleUnauthorizedInformation(parsed.input) } : parsed;
  };
  const r2007 = rule(2007);
  const r2017 = rule(2017);
  if (!r2007.ok) return { ok: false, problems: r2007.problems };
  if (!r2017.ok) return { ok: false, problems: r2017.problems };
  return { ok: true, rulings: { 2007: r2007.ruling, 2017: r2017.ruling } };
}

/** The seats in the form's order, for its selects. */
export const FORM_SEATS: readonly Seat[] = SEATS;

/** A score to North–South with its sign (the minus sign, as the reasons write it). */
export const signedScore = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** The ruling's verdict: an interface key (`tool.ui.<key>`) and its values, each side's score from its own view. */
export function verdictOf(r: UiRuling): { readonly key: 'stands' | 'adjusted' | 'undecided' | 'not16B'; readonly vars: Readonly<Record<string, string>> } {
  if (r.outcome === 'undecided') return { key: 'undecided', vars: {} };
  if (r.outcome === 'adjusted' && r.adjusted) return { key: 'adjusted', vars: { ns: signedScore(r.adjusted.NS.ns), ew: signedScore(-r.adjusted.EW.ns) } };
  return { key: r.outcome === 'not-16B' ? 'not16B' : 'stands', vars: { table: signedScore(r.tableNs) } };
}

/** The hash prefix of the form's state in the page's URL (the played-card tool's is `#incident=`). */
export const UI_FORM_PREFIX = '#law16=';

/** The findings the form asks yes/no, in its order. */
export const UI_FORM_FINDINGS = ['madeAvailable', 'suggested', 'logicalAlternative', 'weighting', 'seriousError'] as const;

/** The most rows of results the form holds. */
export const UI_FORM_OUTCOME_ROWS = 3;

const VULS: readonly UiFormState['vul'][] = ['none', 'NS', 'EW', 'both'];

/** The form's state and code as a URL hash, to share or to come back to. @example writeUiFormHash(EXAMPLE_UI_FORM, 2017).startsWith('#law16=') // true */
export function writeUiFormHash(s: UiFormState, code: Edition): string {
  return UI_FORM_PREFIX + encodeURIComponent(JSON.stringify({ ...s, code }));
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const shortText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const callNumber = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 400;

/** A row of results as the hash holds it, or undefined when it is not one. */
function outcomeOf(v: unknown): UiFormOutcome | undefined {
  if (!isObj(v)) return undefined;
  const { result, declarer, weight, likely } = v;
  if (!shortText(result, 40) || !(declarer === '' || isSeat(declarer)) || !shortText(weight, 8) || typeof likely !== 'boolean') return undefined;
  return { result, declarer, weight, likely };
}

/**
 * The form's state and code read back from a URL hash: undefined when the hash holds none,
 * 'invalid' when it cannot be used (never thrown). Every field is checked for its type and size;
 * what the values say (a faulty call, a pick out of the auction) the form shows as it would if typed.
 * @example readUiFormHash('#law16=%7B%7D') // 'invalid'
 */
export function readUiFormHash(hash: string): { readonly state: UiFormState; readonly code: Edition } | 'invalid' | undefined {
  if (!hash.startsWith(UI_FORM_PREFIX)) return undefined;
  if (hash.length > 8000) return 'invalid';
  let v: unknown;
  try {
    v = JSON.parse(decodeURIComponent(hash.slice(UI_FORM_PREFIX.length)));
  } catch {
    return 'invalid';
  }
  if (!isObj(v)) return 'invalid';
  const { dealer, calls, kind, at, act, tricks, vul, alternative, peers, outcomes, code } = v;
  if (
    !isSeat(dealer) ||
    !shortText(calls, 400) ||
    !(INFORMATION_KINDS as readonly unknown[]).includes(kind) ||
    !callNumber(at) ||
    !callNumber(act) ||
    !shortText(tricks, 2) ||
    !(VULS as readonly unknown[]).includes(vul) ||
    !shortText(alternative, 8) ||
    !shortText(peers, 8) ||
    !Array.isArray(outcomes) ||
    outcomes.length > UI_FORM_OUTCOME_ROWS ||
    !(code === 2007 || code === 2017)
  )
    return 'invalid';
  const rows = outcomes.map(outcomeOf);
  if (rows.some((r) => r === undefined)) return 'invalid';
  const findings: Partial<Record<(typeof UI_FORM_FINDINGS)[number], boolean>> = {};
  for (const k of UI_FORM_FINDINGS) {
    const f = v[k];
    if (f === undefined) continue;
    if (typeof f !== 'boolean') return 'invalid';
    findings[k] = f;
  }
  const filled = [...(rows as UiFormOutcome[]), ...Array.from({ length: UI_FORM_OUTCOME_ROWS - rows.length }, () => EMPTY_OUTCOME)];
  const state: UiFormState = {
    dealer,
    calls,
    kind: kind as InformationKind,
    at,
    act,
    tricks,
    vul: vul as UiFormState['vul'],
    alternative,
    peers,
    outcomes: filled,
    ...findings,
  };
  return { state, code };
}
