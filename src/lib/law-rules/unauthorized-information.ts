/**
 * Law 16 as a director rules it, with the adjusted score of Law 12C1: information a player had
 * from partner (16B) or from a withdrawn call or play (2007 16D, 2017 16C), the action he took, the
 * director's findings, and the score. Pure; both engines may call it.
 *
 * The order of the director's questions (2007 and 2017 alike, 16B1): was extraneous information
 * made available by partner; could it demonstrably have suggested the action taken over another;
 * was that other action a logical alternative (16B1(b): one a significant proportion of players of
 * the class in question, with the partnership's methods, would seriously consider, some of whom
 * would choose it). All three found: an infraction. The score is adjusted when it gained the
 * offenders an advantage (16B3) — here: when the results likely after the alternative are worth
 * less to them than the table result. Information from a withdrawn action is authorized for the
 * non-offending side and unauthorized for the offenders (2007 16D1–D2, 2017 16C1–C2). An
 * opponent's manner is not Law 16B: he acts on it at his own risk (73D1), and a deceptive one is
 * 2007 73F / 2017 73E2.
 *
 * The adjusted score (12C1): weighted over the results likely had the alternative been chosen —
 * 12C1(c), open to every director in 2017, and in 2007 unless the regulating authority forbids it;
 * where it does (2007 only), 12C1(e): the non-offenders get the most favourable result that was
 * likely, the offenders the most unfavourable that was at all probable. A non-offending side that
 * caused its own damage by a serious error unrelated to the infraction, or by a wild or gambling
 * action (2007 12C1(b), 2017 12C1(e)), keeps its table score; the offenders' score is adjusted.
 * Sources: the 2007 Law 16 in our corpus (PZBS text, 004); the 2017 16A–B as quoted by a New Zealand
 * club (south-waikato.bridge-club.org, 2017); Law 12C per `content/laws/concordance.yaml`'s rows.
 */
import { partnerOf, sideOf, type Seat, type Side } from '../bridge/vocabulary.ts';
import { parseResult, scoreResult } from '../scoring/index.ts';
import type { Edition } from '../adjudication/index.ts';

/** The code the incident is ruled under (the kernel's `Edition`). */
export type UiEdition = Edition;

/** How the information came: partner's manner or words (16B1), or a withdrawn action (2007 16D, 2017 16C). */
export const INFORMATION_KINDS = [
  'hesitation',
  'speed',
  'remark',
  'question',
  'reply',
  'alert',
  'no-alert',
  'emphasis',
  'gesture',
  'withdrawn-call',
  'withdrawn-play',
] as const;
export type InformationKind = (typeof INFORMATION_KINDS)[number];

/** A result at the table or after the alternative: `4S=`, `3NTX-2` (parseResult's notation), by declarer. */
export interface BoardResult {
  readonly result: string;
  readonly declarer: Seat;
}

/** A result the director finds possible had the alternative been chosen. */
export interface AlternativeOutcome extends BoardResult {
  /** Its weight in a weighted score (12C1(c)); the weights of all outcomes add up to 1. */
  readonly weight?: number;
  /** 2007 12C1(e): a result that was likely (the outcomes listed are all "at all probable"). */
  readonly likely?: boolean;
}

/** The director's judgements. Each missing one the rule needs is listed in `needs`, never guessed. */
export interface UiFindings {
  /** Partner made extraneous information available (16B1): the hesitation, remark… happened and said something. */
  readonly madeAvailable?: boolean;
  /** It could demonstrably have suggested the action taken over another (16B1(a)). */
  readonly suggested?: boolean;
  /** That other action was a logical alternative (16B1(b)). */
  readonly logicalAlternative?: boolean;
  /** The alternative, in words or as a call (`pass`, `3S`), for the record. */
  readonly alternative?: string;
  /** The share of polled peers who would seriously consider the alternative (0–1), for the record. */
  readonly peers?: number;
  /** The results likely had the alternative been chosen. */
  readonly outcomes?: readonly AlternativeOutcome[];
  /** The non-offenders caused their own damage: a serious error unrelated to the infraction, or a wild or gambling action. */
  readonly seriousError?: boolean;
  /** 2007: the regulating authority allows weighted scores (12C1(c)). */
  readonly weighting?: boolean;
}

/** An incident of unauthorized information. */
export interface UiIncident {
  readonly edition: UiEdition;
  /** Who gave the information and how; for a withdrawn action, the side that committed the irregularity. */
  readonly information: { readonly kind: InformationKind; readonly by: Seat; readonly offendingSide?: Side };
  /** The call or play made afterwards, and by whom. */
  readonly action: { readonly by: Seat; readonly what: string };
  /** The result at the table. */
  readonly table: BoardResult;
  readonly vulnerable: Readonly<Record<Side, boolean>>;
  readonly findings?: UiFindings;
}

/** One step of the director's reasoning: the law, whether it applied, a reason key and its values. */
export interface UiStep {
  readonly law: string;
  readonly verdict: 'applies' | 'not-applied' | 'needs';
  readonly reason: string;
  readonly vars: Readonly<Record<string, string | number>>;
}

/** A side's score, North–South's view, and how it was reached. */
export interface SideScore {
  readonly ns: number;
  readonly how: 'table' | 'weighted' | 'most-favourable-likely' | 'most-unfavourable-probable';
}

/** The ruling. */
export interface UiRuling {
  readonly edition: UiEdition;
  /** `stands`: the table result stands; `adjusted`; `undecided`: findings are missing (`needs`); `not-16B`: another law. */
  readonly outcome: 'stands' | 'adjusted' | 'undecided' | 'not-16B';
  readonly steps: readonly UiStep[];
  readonly needs: readonly (keyof UiFindings)[];
  /** The offending side (the side that had the information), when there is one. */
  readonly offenders?: Side;
  /** The table score, North–South's view. */
  readonly tableNs: number;
  /** Each outcome's score, North–South's view, with its weight. */
  readonly outcomes?: readonly { readonly result: string; readonly declarer: Seat; readonly ns: number; readonly weight?: number }[];
  /** The adjusted scores of both sides (they differ in a split score), North–South's view. */
  readonly adjusted?: Readonly<Record<Side, SideScore>>;
}

/** An incident that cannot be ruled as given (a bad result, an action by the informant himself…), with what is wrong. */
export interface UiProblem {
  readonly path: string;
  readonly message: string;
}

/** North–South's score of a result, or a problem. */
export function nsScore(r: BoardResult, vulnerable: Readonly<Record<Side, boolean>>): number | string {
  const parsed = parseResult(r.result);
  if (!parsed.ok) return `"${r.result}": ${parsed.error.message}`;
  const side = sideOf(r.declarer);
  const s = scoreResult(parsed.value, vulnerable[side]);
  if (!s.ok) return `"${r.result}": ${s.error.message}`;
  return side === 'NS' ? s.value : -s.value;
}

/** The problems of an incident's facts (every one, with its path); empty when it can be ruled. */
export function uiProblems(x: UiIncident): UiProblem[] {
  const out: UiProblem[] = [];
  const withdrawn = x.information.kind === 'withdrawn-call' || x.information.kind === 'withdrawn-play';
  if (!withdrawn && x.action.by === x.information.by)
    out.push({ path: 'action.by', message: `${x.action.by} gave the information himself; Law 16B is about what his partner does with it` });
  if (withdrawn && x.information.offendingSide === undefined)
    out.push({ path: 'information.offendingSide', message: 'say which side committed the irregularity the withdrawn action belongs to (NS or EW)' });
  const table = nsScore(x.table, x.vulnerable);
  if (typeof table === 'string') out.push({ path: 'table.result', message: table });
  (x.findings?.outcomes ?? []).forEach((o, i) => {
    const s = nsScore(o, x.vulnerable);
    if (typeof s === 'string') out.push({ path: `findings.outcomes[${i}].result`, message: s });
    if (o.weight !== undefined && !(o.weight > 0 && o.weight <= 1))
      out.push({ path: `findings.outcomes[${i}].weight`, message: `a weight is more than 0 and at most 1, not ${o.weight}` });
  });
  const p = x.findings?.peers;
  if (p !== undefined && !(p >= 0 && p <= 1)) out.push({ path: 'findings.peers', message: `a share of peers is between 0 and 1, not ${p}` });
  return out;
}

const cite = (edition: UiEdition, in2007: string, in2017: string) => (edition === 2007 ? in2007 : in2017);
const WEIGHT_TOLERANCE = 1e-9;

/**
 * Rules an incident. Call `uiProblems` first: this assumes facts that can be ruled.
 * @example ruleUnauthorizedInformation({ edition: 2017, information: { kind: 'hesitation', by: 'N' }, action: { by: 'S', what: '4S' }, table: { result: '4S=', declarer: 'S' }, vulnerable: { NS: false, EW: false }, findings: {…} })
 */
export function ruleUnauthorizedInformation(x: UiIncident): UiRuling {
  const f = x.findings ?? {};
  const steps: UiStep[] = [];
  const needs: (keyof UiFindings)[] = [];
  const tableNs = nsScore(x.table, x.vulnerable) as number;
  const base = { edition: x.edition, tableNs };
  const ed = x.edition;
  const withdrawn = x.information.kind === 'withdrawn-call' || x.information.kind === 'withdrawn-play';
  const actorSide = sideOf(x.action.by);
  const vars = { kind: x.information.kind, by: x.information.by, actor: x.action.by, action: x.action.what };
  const step = (law: string, verdict: UiStep['verdict'], reason: string, more: Readonly<Record<string, string | number>> = {}) =>
    steps.push({ law, verdict, reason, vars: { ...vars, ...more } });
  /** Reads a finding; a missing one is listed in `needs` and stops the ruling there. */
  const ask = <K extends keyof UiFindings>(key: K, law: string): UiFindings[K] | undefined => {
    const v = f[key];
    if (v === undefined) {
      needs.push(key);
      step(law, 'needs', `ui-needs-${key}`);
    }
    return v;
  };
  const undecided = (): UiRuling => ({ ...base, outcome: 'undecided', steps, needs });
  const stands = (): UiRuling => ({ ...base, outcome: 'stands', steps, needs, offenders: actorSide });

  if (withdrawn) {
    const offenders = x.information.offendingSide as Side;
    if (actorSide !== offenders) {
      step(cite(ed, '16D1', '16C1'), 'not-applied', 'ui-withdrawn-authorized');
      return { ...base, outcome: 'stands', steps, needs };
    }
    step(cite(ed, '16D2', '16C2'), 'applies', 'ui-withdrawn-unauthorized');
  } else if (x.action.by !== partnerOf(x.information.by)) {
    step('73D1', 'not-applied', 'ui-opponent-manner', { deceptive: cite(ed, '73F', '73E2') });
    return { ...base, outcome: 'not-16B', steps, needs };
  } else {
    const available = ask('madeAvailable', '16B1');
    if (available === undefined) return undecided();
    if (!available) {
      step('16B1', 'not-applied', 'ui-none');
      return stands();
    }
    step('16B1', 'applies', 'ui-made-available');
  }
  const suggested = ask('suggested', '16B1(a)');
  if (suggested === undefined) return undecided();
  if (!suggested) {
    step('16B1(a)', 'not-applied', 'ui-not-suggested');
    return stands();
  }
  const la = ask('logicalAlternative', '16B1(b)');
  if (la === undefined) return undecided();
  const alternative = f.alternative ?? '';
  const peers = f.peers === undefined ? '' : String(Math.round(f.peers * 100));
  if (!la) {
    step('16B1(b)', 'not-applied', 'ui-no-alternative', { alternative, peers });
    return stands();
  }
  step('16B1(a)', 'applies', peers === '' ? 'ui-infraction' : 'ui-infraction-peers', { alternative, peers });

  // 16B3 (and 16A4 / 16D2, 16C2 for withdrawn actions): adjusted if the infraction gained an advantage.
  const adjustLaw = withdrawn ? cite(ed, '16D2', '16C2') : '16B3';
  const outcomes = ask('outcomes', adjustLaw);
  if (outcomes === undefined) return undecided();
  if (outcomes.length === 0) {
    needs.push('outcomes');
    step(adjustLaw, 'needs', 'ui-needs-outcomes');
    return undecided();
  }
  const scored = outcomes.map((o) => ({
    result: o.result,
    declarer: o.declarer,
    ns: nsScore(o, x.vulnerable) as number,
    ...(o.weight === undefined ? {} : { weight: o.weight }),
  }));
  // Scores from the offenders' view.
  const forOffenders = (ns: number) => (actorSide === 'NS' ? ns : -ns);
  const weighting = ed === 2017 ? true : ask('weighting', '12C1(c)');
  if (weighting === undefined) return { ...undecided(), outcomes: scored, offenders: actorSide };
  let offenderNs: number;
  let nonOffenderNs: number;
  let how: { off: SideScore['how']; non: SideScore['how'] };
  if (weighting) {
    const total = outcomes.reduce((s, o) => s + (o.weight ?? 0), 0);
    if (outcomes.some((o) => o.weight === undefined) || Math.abs(total - 1) > WEIGHT_TOLERANCE) {
      needs.push('outcomes');
      step('12C1(c)', 'needs', 'ui-needs-weights', { total: Math.round(total * 100) });
      return { ...undecided(), outcomes: scored, offenders: actorSide };
    }
    const weighted = Math.round(scored.reduce((s, o) => s + o.ns * (o.weight as number), 0) * 1e9) / 1e9;
    offenderNs = weighted;
    nonOffenderNs = weighted;
    how = { off: 'weighted', non: 'weighted' };
  } else {
    const likely = scored.filter((_, i) => outcomes[i]?.likely === true);
    if (likely.length === 0) {
      needs.push('outcomes');
      step('12C1(e)', 'needs', 'ui-needs-likely');
      return { ...undecided(), outcomes: scored, offenders: actorSide };
    }
    // The non-offenders' most favourable likely result: the lowest for the offenders among the likely ones.
    nonOffenderNs = likely.reduce((best, o) => (forOffenders(o.ns) < forOffenders(best) ? o.ns : best), likely[0]!.ns);
    offenderNs = scored.reduce((worst, o) => (forOffenders(o.ns) < forOffenders(worst) ? o.ns : worst), scored[0]!.ns);
    how = { off: 'most-unfavourable-probable', non: 'most-favourable-likely' };
  }
  if (forOffenders(offenderNs) >= forOffenders(tableNs)) {
    step(adjustLaw, 'not-applied', 'ui-no-advantage', { table: tableNs, adjusted: offenderNs });
    return { ...base, outcome: 'stands', steps, needs, offenders: actorSide, outcomes: scored };
  }
  step(adjustLaw, 'applies', 'ui-advantage', { table: tableNs, adjusted: offenderNs });
  if (weighting) step('12C1(c)', 'applies', 'ui-weighted', { adjusted: offenderNs, count: scored.length });
  else step('12C1(e)', 'applies', 'ui-assigned', { nonOffending: nonOffenderNs, offending: offenderNs });
  const nonOffenders: Side = actorSide === 'NS' ? 'EW' : 'NS';
  // An adjustment redresses the non-offenders' damage: it never leaves them below their table score.
  let non: SideScore = forOffenders(nonOffenderNs) > forOffenders(tableNs) ? { ns: tableNs, how: 'table' } : { ns: nonOffenderNs, how: how.non };
  if (f.seriousError === true) {
    step(cite(ed, '12C1(b)', '12C1(e)'), 'applies', 'ui-serious-error', { table: tableNs });
    non = { ns: tableNs, how: 'table' };
  }
  const adjusted = { [actorSide]: { ns: offenderNs, how: how.off }, [nonOffenders]: non } as Record<Side, SideScore>;
  return { ...base, outcome: 'adjusted', steps, needs, offenders: actorSide, outcomes: scored, adjusted };
}
