/**
 * Checking claim input from outside (a JSON facts file, a URL hash): every problem with its JSON
 * path; nothing thrown, nothing unchecked reaches the engine. The position must be one deal:
 * 52 cards at most, no card twice, equal hands at the start of the trick in progress.
 */
import { isSeat, isSuit, parseHand, parseTrick, partnerOf, SEATS, type Card, type Seat } from '../bridge/index.ts';
import { handsOf, trickOf } from './position.ts';
import { checkSteps } from './input-steps.ts';
import { NORMAL_IDS } from './normal.ts';
import { CLAIM_EDITIONS, CLAIM_MANNERS, PLAYER_CLASSES, WHEN, type ClaimInput } from './types.ts';

export type ClaimCheck = { ok: true; input: ClaimInput } | { ok: false; problems: string[] };
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, lo: number, hi: number): v is number => Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
const KEYS = ['edition', 'position', 'contract', 'declarer', 'vulnerable', 'tricksWon', 'claim', 'after', 'findings'];

/**
 * Checks unknown data as claim input.
 * @example parseClaimInput({}).ok // false
 */
export function parseClaimInput(data: unknown): ClaimCheck {
  const p: string[] = [];
  if (!isObj(data)) return { ok: false, problems: ['input: expected an object { position, contract, declarer, tricksWon, claim }'] };
  for (const k of Object.keys(data)) if (!KEYS.includes(k)) p.push(`${k}: unknown field (known: ${KEYS.join(', ')})`);
  if (data.edition !== undefined && !CLAIM_EDITIONS.includes(data.edition as 2007)) p.push(`edition: ${JSON.stringify(data.edition)} is not 2007 or 2017`);
  if (typeof data.contract !== 'string' || !/^[1-7](S|H|D|C|NT)(X|XX)?$/.test(data.contract))
    p.push(`contract: ${JSON.stringify(data.contract)} is not a contract such as "4S", "3NT", "6HX"`);
  if (!isSeat(data.declarer)) p.push(`declarer: ${JSON.stringify(data.declarer)} is not a seat (N, E, S or W)`);
  if (data.vulnerable !== undefined && typeof data.vulnerable !== 'boolean') p.push('vulnerable: true or false');
  const won = data.tricksWon;
  if (!isObj(won) || !isInt(won.declarer, 0, 13) || !isInt(won.defenders, 0, 13)) p.push('tricksWon: expected { declarer, defenders } with 0–13 each');
  const handsOk = checkPosition(data.position, p);
  const claim = data.claim;
  if (!isObj(claim)) p.push('claim: expected { by, tricks, manner, statement }');
  else {
    if (!isSeat(claim.by)) p.push(`claim.by: ${JSON.stringify(claim.by)} is not a seat`);
    else if (isSeat(data.declarer) && claim.by === partnerOf(data.declarer))
      p.push(`claim.by: ${claim.by} is dummy; dummy does not claim (give declarer's seat)`);
    if (!isInt(claim.tricks, 0, 13)) p.push('claim.tricks: a whole number 0–13 (of the remaining tricks)');
    if (!CLAIM_MANNERS.includes(claim.manner as 'statement')) p.push(`claim.manner: one of ${CLAIM_MANNERS.join(', ')}`);
    if (claim.trumpMentioned !== undefined && typeof claim.trumpMentioned !== 'boolean') p.push('claim.trumpMentioned: true or false');
    checkSteps(claim.statement, 'claim.statement', p);
    if (claim.gesture !== undefined) checkSteps(claim.gesture, 'claim.gesture', p);
  }
  checkAfter(data.after, p);
  checkFindings(data.findings, p);
  if (p.length === 0 && handsOk) consistency(data as unknown as ClaimInput, p);
  return p.length > 0 ? { ok: false, problems: p } : { ok: true, input: data as unknown as ClaimInput };
}

function checkPosition(pos: unknown, p: string[]): boolean {
  if (!isObj(pos)) return (void p.push('position: expected { hands, trick?, onLead? }'), false);
  let ok = true;
  if (!isObj(pos.hands)) {
    p.push('position.hands: expected { N, E, S, W } as PBN hands');
    ok = false;
  } else
    for (const s of SEATS) {
      const h = pos.hands[s];
      const parsed = typeof h === 'string' && h.length <= 40 ? parseHand(h) : undefined;
      if (!parsed?.ok || !parsed.value) {
        p.push(`position.hands.${s}: expected a PBN hand such as "AKQ.32.T9.", 1–13 cards`);
        ok = false;
      }
    }
  if (isObj(pos.hands)) for (const k of Object.keys(pos.hands)) if (!isSeat(k)) p.push(`position.hands.${k}: not a seat`);
  if (pos.trick !== undefined && (typeof pos.trick !== 'string' || !(pos.trick.trim() === '' || (parseTrick(pos.trick).ok && trickLen(pos.trick) < 4)))) {
    p.push('position.trick: the trick in progress, leader first, 1–3 cards ("W:H4 H2")');
    ok = false;
  }
  if (pos.onLead !== undefined && !isSeat(pos.onLead)) p.push('position.onLead: not a seat');
  if ((pos.trick === undefined || String(pos.trick).trim() === '') && pos.onLead === undefined)
    p.push('position.onLead: required when no trick is in progress');
  if (pos.shownOut !== undefined && !(isObj(pos.shownOut) && Object.entries(pos.shownOut).every(([k, v]) => isSeat(k) && Array.isArray(v) && v.every(isSuit))))
    p.push('position.shownOut: expected { seat: [suits] }');
  return ok;
}
const trickLen = (s: string) => {
  const t = parseTrick(s);
  return t.ok ? t.value.cards.length : 0;
};

/** One deal: no card twice, equal hands, the trick's cards held by their players, tricks add up. */
function consistency(input: ClaimInput, p: string[]): void {
  const hands = handsOf(input);
  const seen = new Map<Card, Seat>();
  for (const s of SEATS)
    for (const c of hands[s]) {
      if (seen.has(c)) p.push(`position.hands.${s}: ${c} is also in ${seen.get(c)}'s hand (a card appears twice)`);
      seen.set(c, s);
    }
  const sizes = SEATS.map((s) => hands[s].length);
  if (new Set(sizes).size > 1)
    p.push(
      `position.hands: hands of ${SEATS.map((s, i) => `${s} ${sizes[i]}`).join(', ')} cards — every hand holds the same number at the start of the trick in progress (cards played to it included)`,
    );
  const { leader, plays } = trickOf(input);
  for (const [i, x] of plays.entries())
    if (!hands[x.seat].includes(x.card))
      p.push(`position.trick: ${x.card} (card ${i + 1}) is not in ${x.seat}'s hand — the hands include the cards played to the trick in progress`);
  if (leader && input.position.onLead && input.position.onLead !== leader)
    p.push(`position.onLead: ${input.position.onLead}, but the trick in progress was led by ${leader}`);
  const remaining = sizes[0]!;
  const done = input.tricksWon.declarer + input.tricksWon.defenders;
  if (done + remaining !== 13) p.push(`tricksWon: ${done} tricks won and ${remaining} to play make ${done + remaining}, not 13`);
  if (input.claim.tricks > remaining) p.push(`claim.tricks: ${input.claim.tricks} claimed but only ${remaining} tricks remain`);
  const side = [input.claim.by, partnerOf(input.claim.by)];
  [...statementCards(input.claim.statement, 'claim.statement'), ...statementCards(input.claim.gesture ?? [], 'claim.gesture')].forEach(([c, at]) => {
    if (!side.some((s) => hands[s].includes(c))) p.push(`${at}: ${c} is not in the claimer's side's hands (${side.join(', ')})`);
  });
  (input.after ?? []).forEach((e, i) => {
    if (e.type === 'revoke' && e.trick > done) p.push(`after[${i}].trick: trick ${e.trick} has not been played (${done} tricks are complete)`);
  });
}

const AFTER = ['partner-objects', 'agreed', 'disputed', 'play-continued', 'withdraw-agreement', 'cancel-concession', 'revoke'];
function checkAfter(after: unknown, p: string[]): void {
  if (after === undefined) return;
  if (!Array.isArray(after) || after.length > 20) return void p.push('after: expected a list of at most 20 events');
  after.forEach((e, i) => {
    const at = `after[${i}]`;
    if (!isObj(e) || !AFTER.includes(e.type as string)) return void p.push(`${at}.type: one of ${AFTER.join(', ')}`);
    if (e.type !== 'play-continued' && !isSeat(e.seat)) p.push(`${at}.seat: ${JSON.stringify(e.seat)} is not a seat`);
    if ((e.type === 'withdraw-agreement' || e.type === 'cancel-concession') && !WHEN.includes(e.when as 'correction-period'))
      p.push(`${at}.when: one of ${WHEN.join(', ')}`);
    if (e.type === 'revoke') {
      if (!isInt(e.trick, 1, 13)) p.push(`${at}.trick: the revoke trick's number, 1–13`);
      if (typeof e.offenderWonTrick !== 'boolean') p.push(`${at}.offenderWonTrick: true or false (did the revoker win the revoke trick?)`);
      if (!isInt(e.laterTricks, 0, 12)) p.push(`${at}.laterTricks: tricks the offending side won after the revoke trick, before the claim (0–12)`);
      if (e.sideWonTrick !== undefined && typeof e.sideWonTrick !== 'boolean') p.push(`${at}.sideWonTrick: true or false`);
    }
  });
}

const FINDINGS: Record<string, (v: unknown) => boolean> = {
  awareOfTrump: (v) => typeof v === 'boolean',
  allAgreedToPlayOn: (v) => typeof v === 'boolean',
  objectionImmediate: (v) => typeof v === 'boolean',
  meantAsClaim: (v) => typeof v === 'boolean',
  knewWinners: (v) => typeof v === 'boolean',
  gestureClear: (v) => typeof v === 'boolean',
  playerClass: (v) => PLAYER_CLASSES.includes(v as 'average'),
  alreadyWon: (v) => isInt(v, 0, 13),
  irrational: (v) => isObj(v) && Object.entries(v).every(([k, x]) => NORMAL_IDS.includes(k as 'miscount') && typeof x === 'boolean'),
};
function checkFindings(f: unknown, p: string[]): void {
  if (f === undefined) return;
  if (!isObj(f)) return void p.push('findings: expected an object');
  for (const [k, v] of Object.entries(f)) {
    if (!(k in FINDINGS)) p.push(`findings.${k}: unknown finding (known: ${Object.keys(FINDINGS).join(', ')})`);
    else if (!FINDINGS[k]!(v))
      p.push(
        `findings.${k}: ${JSON.stringify(v)} is not a valid value${k === 'playerClass' ? ` (${PLAYER_CLASSES.join(', ')})` : k === 'irrational' ? ` ({ id: true|false }, ids: ${NORMAL_IDS.join(', ')})` : ''}`,
      );
  }
}

/** The cards a statement names, with their paths. */
function statementCards(steps: ClaimInput['claim']['statement'], at: string): [Card, string][] {
  return steps.flatMap((s, i): [Card, string][] => {
    const here = `${at}[${i}]`;
    if (s.do === 'cash') return s.cards.map((c, k): [Card, string] => [c, `${here}.cards[${k}]`]);
    if (s.do === 'finesse' || s.do === 'lead') return [[s.card, `${here}.card`]];
    if (s.do === 'discard' && s.card) return [[s.card, `${here}.card`]];
    if (s.do === 'cross' && s.with) return [[s.with, `${here}.with`]];
    if (s.do === 'if') return [...statementCards(s.then, `${here}.then`), ...statementCards(s.else ?? [], `${here}.else`)];
    return [];
  });
}
