/**
 * Law 70: a contested claim. Doubtful points go against the claimer (70A); the statement as
 * repeated (70B); the outstanding trump (70C, its three conditions together); the worst normal
 * line consistent with the statement (70D1; 70D2 for a defender's claim and his partner's plays)
 * without an unstated line that needs a card to be with one opponent (70E1; 2007's clause on a
 * line it would be irrational not to take).
 */
import { partnerOf } from '../bridge/index.ts';
import { sideOfClaimer } from './position.ts';
import { ask, say, step, type ClaimCtx } from './context.ts';
import { classChanges, DEFAULT_PLAYER_CLASS, isCareless, NORMAL_PLAYS, type NormalId } from './normal.ts';
import { flatten } from './statement.ts';
import { runSources, type LineResult, type LineSearch, type SearchMode } from './search.ts';
import { suitCards, type Table } from './state.ts';
import type { LineRules } from './candidates.ts';
import type { ClaimEdition, ClaimInput, LineTrick } from './types.ts';

/** The rules of the line search for this claim. */
export function lineRules(input: ClaimInput, t: Table, edition: ClaimEdition, trumpUnaware: boolean): LineRules {
  const side = sideOfClaimer(input);
  const base = {
    edition,
    claimer: input.claim.by,
    side,
    steps: flatten(input.claim.statement, t, side),
    trumpUnaware,
    irrational: input.findings?.irrational ?? {},
    playerClass: input.findings?.playerClass ?? DEFAULT_PLAYER_CLASS,
    knewWinners: input.findings?.knewWinners,
    shownOut: input.position.shownOut ?? {},
    partnerFree: input.claim.by !== input.declarer && input.claim.by !== partnerOf(input.declarer),
    atClaim: new Set((['N', 'E', 'S', 'W'] as const).flatMap((s) => t.hands[s])),
  };
  return { ...base, runFrom: runSources(t, base) };
}

/** Is a trump still with the claimer's opponents? */
export function trumpOut(input: ClaimInput, t: Table): boolean {
  const side = sideOfClaimer(input);
  return t.trump !== undefined && (['N', 'E', 'S', 'W'] as const).some((s) => !side.includes(s) && suitCards(t, s, t.trump!).length > 0);
}

const mentioned = (input: ClaimInput) => input.claim.trumpMentioned === true || JSON.stringify(input.claim.statement).includes('"draw-trumps"');

/**
 * Law 70C: whether the search may cash side winners before the trump is drawn. Records the
 * three conditions; the third is judged by comparing the two searches.
 */
export function trumpRule(c: ClaimCtx, input: ClaimInput, t: Table, edition: ClaimEdition, search: LineSearch, mode: SearchMode): boolean {
  if (!trumpOut(input, t)) return false;
  if (mentioned(input)) {
    step(c, '70C1', 'not-applied', 'trump-mentioned');
    return false;
  }
  step(c, '70C1', 'applies', 'trump-not-mentioned');
  const aware = ask(c, 'awareOfTrump');
  if (aware === true) {
    step(c, '70C2', 'not-applied', 'trump-aware');
    return false;
  }
  step(c, '70C2', 'applies', aware === false ? 'trump-unaware' : 'trump-presumed-unaware');
  const a = search(t, lineRules(input, t, edition, false), mode, 0).tricks;
  const unaware = search(t, lineRules(input, t, edition, true), mode, 0);
  const u = unaware.tricks;
  if (u < a) {
    step(c, '70C3', 'applies', 'trump-wins', { tricks: a - u });
    say(c, 'script-trump', { tricks: a - u });
  }
  // The trump wins a trick on the line the claimer must follow aware or not (an overruff of a stated ruff): counted once.
  else if (trumpTricks(input, t, unaware.line) > 0) step(c, '70C3', 'applies', 'trump-wins-anyway', { tricks: trumpTricks(input, t, unaware.line) });
  else step(c, '70C3', 'not-applied', 'trump-cannot-win');
  return true;
}

/** Tricks of a line won by an opponent of the claimer with a trump. */
function trumpTricks(input: ClaimInput, t: Table, line: readonly LineTrick[]): number {
  const side = sideOfClaimer(input);
  return line.filter((tr) => !side.includes(tr.winner) && tr.cards.some((x) => x.seat === tr.winner && x.card[0] === t.trump)).length;
}

/**
 * Outside a contested claim (69B, 71) the trump is no law step of its own: a claimer who did not
 * mention it and was not found aware of it may still cash a winner first, a careless play.
 */
export function trumpQuiet(c: ClaimCtx, input: ClaimInput, t: Table): boolean {
  if (!trumpOut(input, t) || mentioned(input)) return false;
  return ask(c, 'awareOfTrump') !== true;
}

/** The worst normal line (70) and the law steps its choices rest on. */
export function worstLine(c: ClaimCtx, input: ClaimInput, t: Table, edition: ClaimEdition, search: LineSearch, trickNumber: number): LineResult {
  step(c, '70A', 'applies', 'doubt-against-claimer');
  // 70B: the claimer repeats his statement, the director hears the objections, the cards may be faced.
  say(c, 'script-repeat-statement', { seat: input.claim.by });
  say(c, 'script-hear-objections');
  say(c, 'script-face-cards');
  const st = input.claim.statement;
  step(c, '70B1', 'applies', st.length === 0 || st.every((s) => s.do === 'rest') ? 'no-line-stated' : 'line-stated', { steps: st.length });
  const unaware = trumpRule(c, input, t, edition, search, 'worst');
  const rules = lineRules(input, t, edition, unaware);
  const res = search(t, rules, 'worst', trickNumber);
  explainChoices(c, input, edition, res);
  statedLineBinds(c, input, t, search, rules, res.tricks);
  finesseClause(c, input, t, edition, search, rules, res.tricks);
  // 70D2: a defender's claim that needs his partner's particular choice among normal plays.
  // Also when the awarded line, short of the claim, has the partner choose among normal plays (which of two aces to keep).
  const partner = partnerOf(input.claim.by);
  const chose = res.tricks < input.claim.tricks && res.line.some((tr) => tr.cards.some((x) => x.seat === partner && x.normal !== undefined));
  if (rules.partnerFree && (chose || search(t, { ...rules, partnerFree: false }, 'worst', 0).tricks > res.tricks))
    step(c, '70D2', 'applies', 'partner-any-normal', { seat: partner });
  return res;
}

/**
 * 70D1: a stated line that falls short while a line the claimer did not state (any play at all,
 * double-dummy) would have done better — the better line is not accepted. Searched only when the
 * claim is cut and a line was stated.
 */
function statedLineBinds(c: ClaimCtx, input: ClaimInput, t: Table, search: LineSearch, rules: LineRules, tricks: number): void {
  const st = input.claim.statement;
  if (tricks >= input.claim.tricks || st.every((s) => s.do === 'rest')) return;
  const best = search(t, { ...rules, steps: [], runFrom: [], anyCard: true }, 'likely', 0).tricks;
  if (best > tricks) step(c, '70D1', 'applies', 'unstated-better-line', { tricks: Math.min(best, input.claim.tricks) - tricks });
}

/**
 * 2007 70E's last clause: an unstated finesse is credited when not taking it would be
 * irrational (the director's finding). 2017 70E1 has no such clause: the finding changes nothing.
 */
function finesseClause(c: ClaimCtx, input: ClaimInput, t: Table, edition: ClaimEdition, search: LineSearch, rules: LineRules, tricks: number): void {
  const f = input.findings?.irrational?.['top-instead-of-finesse'];
  if (f === undefined) return;
  ask(c, 'irrational');
  if (edition === 2017) {
    step(c, '70E1', 'not-applied', 'no-irrational-clause-2017');
    return;
  }
  const { 'top-instead-of-finesse': _, ...rest } = input.findings?.irrational ?? {};
  const without = search(t, { ...rules, irrational: rest }, 'worst', 0).tricks;
  if (f && without < tricks) step(c, '70E1', 'exception-applied', 'finesse-credited-2007', { tricks: tricks - without });
}

/** The steps for the careless or inferior choices the decisive line makes. */
function explainChoices(c: ClaimCtx, input: ClaimInput, edition: ClaimEdition, res: LineResult): void {
  const used = new Set<NormalId>();
  for (const tr of res.line) for (const x of tr.cards) if (x.normal) used.add(x.normal as NormalId);
  const careless = [...used].filter(isCareless);
  if (careless.length > 0) step(c, '70D1', 'applies', 'normal-line', { plays: careless.join(', ') });
  // The class of player is asked where the line has careless plays; found, it moves the norm
  // for some entries (ru-67-74#70.8 (i)) — the step says which, where no judgement of its own overrides.
  const cls = careless.length > 0 ? ask(c, 'playerClass') : input.findings?.playerClass;
  const moved = cls && cls !== DEFAULT_PLAYER_CLASS ? classChanges(cls, edition).filter((id) => !(id in (input.findings?.irrational ?? {}))) : [];
  if (moved.length > 0) step(c, '70D1', 'applies', `player-class-${cls}`, { plays: moved.join(', ') });
  // A master discarded that he could have known by count: did he know which cards were good?
  if (used.has('miscount')) ask(c, 'knewWinners');
  if ([...used].some((id) => NORMAL_PLAYS[id].judged[edition])) ask(c, 'irrational');
  if (used.has('top-instead-of-finesse')) step(c, '70E1', 'applies', edition === 2007 ? 'finesse-not-credited-2007' : 'finesse-not-credited');
}
