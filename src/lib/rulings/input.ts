/**
 * Checking engine input that comes from outside (a JSON file, a URL hash): every problem is
 * listed with its path; nothing is thrown and nothing unchecked reaches the engine.
 */
import { isRank, isSeat, isSuit, parsePlayedCard, parseTrick } from '../bridge/index.ts';
import { FINDINGS } from './findings.ts';
import { checkPenaltyEvent, checkPenaltySituation } from './exposed/input-penalty.ts';
import { checkLeadEvent, isLeadEventType, LEAD_EVENT_TYPES } from './leads/input-leads.ts';
import { checkDefectiveEvent, checkKept, DEFECTIVE_EVENT_TYPES, isDefectiveEventType } from './tricks/input-defective.ts';
import { checkRevokeEvent, checkTricksAfter, isRevokeEventType, REVOKE_EVENT_TYPES } from './revokes/input-revokes.ts';
import { EDITIONS, type RulingInput } from './types.ts';

type Check = { ok: true; input: RulingInput } | { ok: false; problems: string[] };

const EVENT_TYPES = [
  'designate',
  'play',
  'touch',
  'expose',
  'drop',
  'withdraw',
  'statement',
  'request',
  'holds',
  'dummy',
  'pause',
  'unquitted',
  'call-director',
  // ── designations and dummy's cards (45C3–C4, 46) ──
  // ── penalty cards, exposed cards, outside agency (48–52) ──
  'choose',
  'show',
  // ── leads and plays out of turn, retraction (47E, 53–59) ──
  ...LEAD_EVENT_TYPES,
  // ── revokes (61–64) ──
  ...REVOKE_EVENT_TYPES,
  // ── the defective trick (67) ──
  ...DEFECTIVE_EVENT_TYPES,
];
const JUDGEMENT: Record<string, readonly unknown[]> = FINDINGS;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCard = (v: unknown) => typeof v === 'string' && v.length <= 2 && parsePlayedCard(v).ok;

/**
 * Checks unknown data as engine input.
 * @example parseRulingInput({ situation: { hands: {}, declarer: 'X' }, events: [] })
 * // { ok: false, problems: ['situation.declarer: "X" is not a seat (N, E, S or W)'] }
 */
export function parseRulingInput(data: unknown): Check {
  const p: string[] = [];
  if (!isObj(data)) return { ok: false, problems: ['input: expected an object { situation, events, judgement }'] };
  const s = data.situation;
  if (!isObj(s)) p.push('situation: expected an object with hands and declarer');
  else {
    if (!isSeat(s.declarer)) p.push(`situation.declarer: ${JSON.stringify(s.declarer)} is not a seat (N, E, S or W)`);
    if (!isObj(s.hands)) p.push('situation.hands: expected an object of seat → PBN hand');
    else
      for (const [k, v] of Object.entries(s.hands)) {
        if (!isSeat(k)) p.push(`situation.hands.${k}: not a seat`);
        const pbn = isObj(v) ? v.pbn : v;
        if (typeof pbn !== 'string' || pbn.length > 60) p.push(`situation.hands.${k}: expected a PBN hand such as "KJ852.T963.52.A32"`);
        if (isObj(v) && v.shown !== undefined && !(Array.isArray(v.shown) && v.shown.every(isSuit)))
          p.push(`situation.hands.${k}.shown: expected suits S, H, D, C`);
      }
    for (const k of ['contract', 'trick'] as const)
      if (s[k] !== undefined && (typeof s[k] !== 'string' || s[k].length > 40)) p.push(`situation.${k}: expected a short string`);
    if (s.onLead !== undefined && !isSeat(s.onLead)) p.push('situation.onLead: not a seat');
    checkPenaltySituation(s, p); // ── penalty cards, exposed cards, outside agency (48–52) ──
    if (
      s.tricksWon !== undefined &&
      !(isObj(s.tricksWon) && Object.values(s.tricksWon).every((n) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 13))
    )
      p.push('situation.tricksWon: expected { declarer?, defenders? } with 0–13');
    checkPrecedingTrick(s, p);
  }
  if (!Array.isArray(data.events) || data.events.length > 40) p.push('events: expected a list of at most 40 facts');
  else data.events.forEach((e, i) => checkEvent(e, `events[${i}]`, p));
  if (data.judgement !== undefined) checkFindings(data.judgement, 'judgement', p, Array.isArray(data.events) ? data.events.length : 0);
  const edition = data.edition;
  if (edition !== undefined && !(EDITIONS as readonly unknown[]).includes(edition))
    p.push(`edition: ${JSON.stringify(edition)} is not covered (${EDITIONS.join(' or ')})`);
  return p.length > 0 ? { ok: false, problems: p } : { ok: true, input: data as unknown as RulingInput };
}

/** Findings, and under `byFact` the findings about one fact each (`"1"`: the second fact). */
function checkFindings(j: unknown, at: string, p: string[], facts: number): void {
  if (!isObj(j)) return void p.push(`${at}: expected an object`);
  for (const [k, v] of Object.entries(j)) {
    if (k === 'byFact' && facts > 0) {
      if (!isObj(v)) p.push(`${at}.byFact: expected { "<fact index>": { finding: value } }`);
      else
        for (const [i, f] of Object.entries(v)) {
          if (!/^\d+$/.test(i) || Number(i) >= facts) p.push(`${at}.byFact.${i}: not the index of a fact (0–${facts - 1})`);
          else checkFindings(f, `${at}.byFact.${i}`, p, 0);
        }
    } else if (k === 'tricksAfter') {
      p.push(...checkTricksAfter(v, `${at}.tricksAfter`)); // ── revokes (61–64) ──
    } else if (k === 'kept') {
      p.push(...checkKept(v, `${at}.kept`)); // ── the defective trick (67) ──
    } else if (k === 'intended') {
      if (!(Array.isArray(v) && v.length <= 13 && v.every(isCard))) p.push(`${at}.intended: expected a list of cards`);
    } else if (!(k in JUDGEMENT))
      p.push(`${at}.${k}: unknown finding (known: ${Object.keys(JUDGEMENT).join(', ')}, intended, tricksAfter, kept${facts > 0 ? ', byFact' : ''})`);
    else if (!JUDGEMENT[k]?.includes(v)) p.push(`${at}.${k}: ${JSON.stringify(v)} is not one of ${JUDGEMENT[k]?.map((x) => JSON.stringify(x)).join(', ')}`);
  }
}

function checkEvent(e: unknown, at: string, p: string[]): void {
  if (!isObj(e) || !EVENT_TYPES.includes(e.type as string)) return void p.push(`${at}.type: expected one of ${EVENT_TYPES.join(', ')}`);
  // ── leads and plays out of turn, retraction (47E, 53–59) ──
  if (isLeadEventType(e.type)) return void p.push(...checkLeadEvent(e, at));
  // ── revokes (61–64) ──
  if (isRevokeEventType(e.type)) return void p.push(...checkRevokeEvent(e, at));
  // ── the defective trick (67) ──
  if (isDefectiveEventType(e.type)) return void p.push(...checkDefectiveEvent(e, at));
  if ('seat' in e && !isSeat(e.seat)) p.push(`${at}.seat: ${JSON.stringify(e.seat)} is not a seat`);
  for (const k of ['card']) if (k in e && !isCard(e[k])) p.push(`${at}.${k}: ${JSON.stringify(e[k])} is not a card (SA, HT, D?)`);
  for (const k of ['cards', 'lacks']) if (k in e && !(Array.isArray(e[k]) && (e[k] as unknown[]).every(isCard))) p.push(`${at}.${k}: expected a list of cards`);
  if (e.type === 'designate') {
    const says = e.says;
    if (!isObj(says)) return void p.push(`${at}.says: expected what declarer said ({ suit, rank, card, size, anything })`);
    if (says.suit !== undefined && !isSuit(says.suit)) p.push(`${at}.says.suit: not a suit`);
    if (says.rank !== undefined && !isRank(says.rank)) p.push(`${at}.says.rank: not a rank (A K Q J T 9 … 2)`);
    if (says.card !== undefined && !isCard(says.card)) p.push(`${at}.says.card: not a card`);
    if (says.size !== undefined && !['high', 'low', 'win'].includes(says.size as string)) p.push(`${at}.says.size: high, low or win`);
    checkSaysMore(says, `${at}.says`, p);
    if (e.earlier !== undefined && !(e.earlier === true && (says.run !== undefined || says.fromTop === true || says.rest === true)))
      p.push(`${at}.earlier: true only for an instruction for several tricks (says.run, fromTop or rest) said at an earlier trick`);
    if (!['designation', 'correction', 'clarification', 'repetition'].includes(e.kind as string))
      p.push(`${at}.kind: designation, correction, clarification or repetition`);
  }
  checkPenaltyEvent(e, at, p); // ── penalty cards, exposed cards, outside agency (48–52) ──
}

// ── designations and dummy's cards (45C3–C4, 46) ──
const SAYS_KEYS = ['card', 'suit', 'rank', 'size', 'anything', 'undecided', 'pointsAt', 'run', 'fromTop', 'rest', 'ruff'];
const isKnown = (v: unknown) => typeof v === 'string' && v.length === 2 && isSuit(v[0]) && isRank(v[1]);

/** The preceding trick (46B3(a)): four cards in trick notation; the card dummy won it with. */
function checkPrecedingTrick(s: Record<string, unknown>, p: string[]): void {
  if (s.lastTrick !== undefined) {
    const t = typeof s.lastTrick === 'string' && s.lastTrick.length <= 40 ? parseTrick(s.lastTrick) : undefined;
    if (!t?.ok) p.push(`situation.lastTrick: expected the preceding trick, its leader first ("N:SA S2 S5 S9")`);
    else if (t.value.cards.length !== 4) p.push(`situation.lastTrick: the preceding trick has four cards, not ${t.value.cards.length}`);
  }
  if (s.wonWith !== undefined && !isKnown(s.wonWith))
    p.push(`situation.wonWith: ${JSON.stringify(s.wonWith)} is not a card (the card dummy won the preceding trick with, e.g. "SA")`);
}

/** Pointing, instructions for several tricks and "ruff": their values, and no word the language does not know. */
function checkSaysMore(says: Record<string, unknown>, at: string, p: string[]): void {
  for (const k of Object.keys(says)) if (!SAYS_KEYS.includes(k)) p.push(`${at}.${k}: unknown word (known: ${SAYS_KEYS.join(', ')})`);
  if (says.pointsAt !== undefined && !(isSuit(says.pointsAt) || isKnown(says.pointsAt))) p.push(`${at}.pointsAt: a card of dummy ("HQ") or a suit ("H")`);
  if (says.run !== undefined && !isSuit(says.run)) p.push(`${at}.run: the suit to run (S, H, D or C)`);
  for (const k of ['fromTop', 'rest', 'ruff', 'anything', 'undecided']) if (says[k] !== undefined && says[k] !== true) p.push(`${at}.${k}: true or absent`);
}
