/**
 * `decideClaim(input)`: Laws 68–71 in order. What was made (68A/68B1) and whether it stands as a
 * claim at all (68B2 partner's objection, 68A a showing not meant as one); play after it (2007
 * 68D ceases, later play at most evidence, 70D3; 2017 68D suspended, 68D2(b) play on only with
 * all four agreeing); agreed (69A) or
 * contested (70); agreement withdrawn (69B) and concession cancelled (71, within the correction
 * period); revokes before the claim (63A3, 2017 63A4, 64); tricks, result and score.
 */
import { partnerOf, type Seat } from '../bridge/index.ts';
import { ask, newCtx, say, step, type ClaimCtx } from './context.ts';
import { lineRules, trumpQuiet, worstLine } from './contested.ts';
import { sideOfClaimer, tableOf } from './position.ts';
import { revokeTransfers } from './revokes.ts';
import { resultOf } from './score.ts';
import { SearchTooLarge, type LineResult, type LineSearch } from './search.ts';
import { solverLine } from './solver-line.ts';
import { remainingTricks, type Table } from './state.ts';
import type { ClaimEdition, ClaimInput, ClaimOutcome, ClaimRuling, LineTrick, RevokeTransfer } from './types.ts';

/** Rules on a checked claim input (see `parseClaimInput`). */
export function decideClaim(given: ClaimInput, lineSearch: LineSearch = solverLine): ClaimRuling {
  const search = remembered(lineSearch);
  const edition: ClaimEdition = given.edition ?? 2017;
  const c = newCtx(given.findings);
  const t = tableOf(given);
  const remaining = remainingTricks(t);
  const claimed = given.claim.manner === 'threw-cards' ? 0 : given.claim.tricks;
  const trickNumber = given.tricksWon.declarer + given.tricksWon.defenders + 1;
  const base = { edition, kind: claimed === 0 ? ('concession' as const) : ('claim' as const), remaining, claimed };
  const finish = (outcome: ClaimOutcome, claimerTricks?: number, line?: readonly LineTrick[], revokes: RevokeTransfer[] = []): ClaimRuling => ({
    ...base,
    outcome,
    ...totals(given, claimerTricks, revokes),
    ...(line ? { line } : {}),
    revokes,
    steps: c.steps,
    script: c.script,
    relevant: [...c.relevant],
    needs: [...c.needs],
    judges: Object.fromEntries([...c.judges].map(([k, v]) => [k, [...v]])),
    problems: c.problems,
  });
  try {
    if (!defined(c, given, claimed, remaining, edition)) return finish(c.needs.size > 0 ? 'undecided' : 'play-continues');
    const input = withGesture(c, given);
    const after = input.after ?? [];
    const cont = after.findIndex((e) => e.type === 'play-continued');
    if (cont >= 0 && !playAfter(c, edition, cont)) return finish(c.needs.size > 0 ? 'undecided' : 'play-continues');
    const opp = (s: Seat) => !sideOfClaimer(input).includes(s);
    const contested = after.some(
      (e) => e.type === 'disputed' || e.type === 'partner-objects' || (e.type === 'withdraw-agreement' && e.when === 'before-next-call'),
    );
    const agreed = !contested && after.some((e) => e.type === 'agreed' && opp(e.seat));
    let tricks: number;
    let line: readonly LineTrick[] | undefined;
    let outcome: ClaimOutcome;
    if (agreed) {
      step(c, '69A', 'applies', 'agreed', { tricks: claimed });
      tricks = claimed;
      outcome = 'stands';
      const w = after.findIndex((e) => e.type === 'withdraw-agreement');
      if (w >= 0) ({ tricks, outcome, line } = withdrawn(c, input, t, edition, search, trickNumber, w, tricks, outcome));
    } else {
      step(c, '68D', 'applies', edition === 2007 ? 'doubted-2007' : 'doubted-2017');
      const worst = worstLine(c, input, t, edition, search, trickNumber);
      line = worst.line;
      tricks = Math.min(claimed, worst.tricks);
      outcome = tricks < claimed ? 'adjusted' : 'stands';
      step(c, '70', 'applies', tricks < claimed ? 'tricks-to-opponents' : 'claim-upheld', { tricks: claimed - tricks, claimed, awarded: tricks });
    }
    const k = after.findIndex((e) => e.type === 'cancel-concession' && !opp(e.seat));
    if (k >= 0) ({ tricks, outcome, line } = cancelled(c, input, t, edition, search, trickNumber, k, tricks, outcome, line));
    const revokes = revokeTransfers(
      c,
      edition,
      after.filter((e) => e.type === 'revoke'),
      (s) => !opp(s),
      agreed,
      (mine) => (mine ? tricks : remaining - tricks),
    );
    scriptFor(c, input, outcome, tricks, remaining);
    return finish(outcome, tricks, line, revokes);
  } catch (e) {
    if (!(e instanceof SearchTooLarge)) throw e;
    c.problems.push(`position: too large for the line search (${e.message}); give a smaller end position`);
    return finish('undecided');
  }
}

/**
 * The line search, each question asked once: 70C's line for a claimer unaware of the trump is
 * the awarded line itself (the same rules), searched again before this. A repeated question
 * (same table, rules and mode) gets the first answer, its tricks renumbered.
 */
function remembered(search: LineSearch): LineSearch {
  const seen = new Map<string, { t: Table; n: number; res: LineResult }>();
  return (t, r, mode, n) => {
    const key = `${mode}|${JSON.stringify(r, (_, v: unknown) => (v instanceof Set ? [...(v as Set<unknown>)] : v))}`;
    const hit = seen.get(key);
    if (hit !== undefined && hit.t === t) return { tricks: hit.res.tricks, line: hit.res.line.map((tr) => ({ ...tr, number: tr.number - hit.n + n })) };
    const res = search(t, r, mode, n);
    seen.set(key, { t, n, res });
    return res;
  };
}

/** 68A/68B: is there a claim or concession at all? */
function defined(c: ClaimCtx, input: ClaimInput, claimed: number, remaining: number, edition: ClaimEdition): boolean {
  const m = input.claim.manner;
  if (m === 'threw-cards') step(c, '68B1', 'applies', 'abandoned', { tricks: remaining });
  else {
    if (m !== 'statement') {
      const meant = ask(c, 'meantAsClaim');
      if (meant === false) {
        step(c, '68A', 'not-applied', 'not-meant');
        say(c, 'script-play-on');
        return false;
      }
      const how = m === 'faced-cards' ? 'shown' : 'stop';
      step(c, '68A', 'applies', meant === true ? `${how}-claim` : `${how}-presumed-claim`);
    }
    if (claimed > 0) step(c, '68A', 'applies', 'claim-defined', { tricks: claimed });
    if (claimed < remaining) step(c, '68B1', 'applies', claimed === 0 ? 'concession-all' : 'concession-rest', { tricks: remaining - claimed });
  }
  const after = input.after ?? [];
  const o = after.findIndex((e) => e.type === 'partner-objects' && e.seat === partnerOf(input.claim.by));
  const defender = input.claim.by !== input.declarer && input.claim.by !== partnerOf(input.declarer);
  if (o >= 0 && defender && claimed < remaining) {
    const now = ask(c, 'objectionImmediate', o);
    if (now === undefined) return false;
    if (now) {
      step(c, '68B2', 'applies', edition === 2007 ? 'objection-2007' : 'objection-2017');
      step(c, edition === 2007 ? '16D' : '16C', 'applies', 'objection-ui', { seat: input.claim.by });
      say(c, 'script-objection', { seat: input.claim.by });
      return false;
    }
    step(c, '68B2', 'not-applied', 'objection-late');
  }
  return true;
}

/**
 * 68A, 70A: a line shown by a gesture is part of the statement only when the director finds the
 * gesture clear; unclear, or not found, it adds nothing — the doubt goes against the claimer, who
 * is then held to the worst normal line the spoken statement allows. Its steps go before a final
 * "the rest are mine".
 */
function withGesture(c: ClaimCtx, input: ClaimInput): ClaimInput {
  const g = input.claim.gesture ?? [];
  if (g.length === 0) return input;
  const clear = ask(c, 'gestureClear');
  if (clear !== true) {
    step(c, '70A', 'applies', clear === false ? 'gesture-unclear' : 'gesture-presumed-unclear', { steps: g.length });
    return input;
  }
  step(c, '68A', 'applies', 'gesture-clear', { steps: g.length });
  const said = input.claim.statement;
  const rest = said.length > 0 && said[said.length - 1]!.do === 'rest' ? said.length - 1 : said.length;
  return { ...input, claim: { ...input.claim, statement: [...said.slice(0, rest), ...g, ...said.slice(rest)] } };
}

/** Play went on after the claim: 2007 voids it (68D); 2017 lets it stand only if all four agreed (68D2(b)). */
function playAfter(c: ClaimCtx, edition: ClaimEdition, at: number): boolean {
  if (edition === 2007) {
    step(c, '68D', 'applies', 'play-voided-2007');
    step(c, '70D3', 'applies', 'play-evidence-2007');
    return true;
  }
  const all = ask(c, 'allAgreedToPlayOn', at);
  if (all === undefined) return false;
  if (all) {
    step(c, '68D2(b)', 'applies', 'play-on-agreed');
    say(c, 'script-play-stands');
    return false;
  }
  step(c, '68D2(b)', 'not-applied', 'play-on-not-agreed');
  return true;
}

type Settled = { tricks: number; outcome: ClaimOutcome; line?: readonly LineTrick[] };

/** 69B: agreement withdrawn — in time, a trick already won (69B1) or likely won had play continued (69B2). */
function withdrawn(
  c: ClaimCtx,
  input: ClaimInput,
  t: Table,
  edition: ClaimEdition,
  search: LineSearch,
  n: number,
  at: number,
  tricks: number,
  outcome: ClaimOutcome,
): Settled {
  const e = (input.after ?? [])[at] as Extract<NonNullable<ClaimInput['after']>[number], { type: 'withdraw-agreement' }>;
  if (e.when === 'after-correction-period') {
    step(c, '69B', 'not-applied', 'too-late');
    return { tricks, outcome };
  }
  const won = ask(c, 'alreadyWon', at) ?? 0;
  if (won > 0) step(c, '69B1', 'applies', 'already-won', { tricks: won });
  // What would likely have happened: the claimer's best normal line, the trump not forgotten.
  const likely = search(t, lineRules(input, t, edition, false), 'likely', n);
  const back = Math.max(tricks - likely.tricks, 0);
  step(c, '69B2', back > 0 ? 'applies' : 'not-applied', back > 0 ? 'likely-won' : 'not-likely-won', { tricks: back });
  const give = Math.min(tricks, Math.max(back, won));
  return give > 0 ? { tricks: tricks - give, outcome: 'rescored', line: likely.line } : { tricks, outcome, line: likely.line };
}

/** 71: a concession cancelled in the correction period — a trick already won, or one no normal play could lose. */
function cancelled(
  c: ClaimCtx,
  input: ClaimInput,
  t: Table,
  edition: ClaimEdition,
  search: LineSearch,
  n: number,
  at: number,
  tricks: number,
  outcome: ClaimOutcome,
  line?: readonly LineTrick[],
): Settled {
  const e = (input.after ?? [])[at] as Extract<NonNullable<ClaimInput['after']>[number], { type: 'cancel-concession' }>;
  const [first, second] = edition === 2007 ? ['71', '71'] : ['71A', '71B'];
  if (e.when === 'after-correction-period') {
    step(c, '71', 'not-applied', 'too-late');
    return { tricks, outcome, ...(line ? { line } : {}) };
  }
  const remaining = remainingTricks(t);
  const won = ask(c, 'alreadyWon', at) ?? 0;
  if (won > 0) step(c, first, 'applies', 'concession-already-won', { tricks: won });
  const worst = search(t, lineRules(input, t, edition, trumpQuiet(c, input, t)), 'worst', n);
  const sure = Math.max(worst.tricks - tricks, 0);
  step(c, second, sure > 0 ? 'applies' : 'not-applied', sure > 0 ? 'could-not-lose' : 'could-lose', { tricks: sure });
  const give = Math.min(remaining - tricks, Math.max(sure, won));
  return give > 0 ? { tricks: tricks + give, outcome: 'rescored', line: worst.line } : { tricks, outcome, line: worst.line };
}

/** Tricks of the remaining and in all, with revoke transfers; result and score. */
function totals(input: ClaimInput, claimerTricks: number | undefined, revokes: readonly RevokeTransfer[]) {
  if (claimerTricks === undefined) return {};
  const t = tableOf(input);
  const remaining = remainingTricks(t);
  const declSide = [input.declarer, partnerOf(input.declarer)];
  const claimerIsDecl = declSide.includes(input.claim.by);
  const awarded = { declarer: claimerIsDecl ? claimerTricks : remaining - claimerTricks, defenders: claimerIsDecl ? remaining - claimerTricks : claimerTricks };
  let declarer = input.tricksWon.declarer + awarded.declarer;
  for (const r of revokes) declarer += declSide.includes(r.seat) ? -r.tricks : r.tricks;
  const total = { declarer, defenders: 13 - declarer };
  const res = resultOf(input.contract, declarer, input.vulnerable === true);
  return { awarded, total, ...(res ?? {}) };
}

function scriptFor(c: ClaimCtx, input: ClaimInput, outcome: ClaimOutcome, tricks: number, remaining: number): void {
  const who = input.claim.by;
  say(c, `script-${outcome}`, { seat: who, tricks, others: remaining - tricks });
}
