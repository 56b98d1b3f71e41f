/**
 * Checks of outside input for penalty cards, exposed cards and outside agency: the situation's
 * `penaltyCards`, and the facts `choose`, `show` and `expose` with `by`. Every problem with its
 * path; input.ts calls these with one line each.
 */
import { isSeat, isSuit, parsePlayedCard, partnerOf } from '../../bridge/index.ts';
import { isOneOf } from '../../base/one-of.ts';

/** Declarer's choices (`choose.option`). */
export const CHOICES = ['require-lead', 'forbid-lead', 'free', 'designate', 'accept', 'require-penalty-card'] as const;
/** How several cards were shown (`show.position`). */
export const SHOWN = ['exposed', 'dropped', 'faced'] as const;
/** Who exposed another player's card (`expose.by`). */
export const AGENTS = ['outside-agency', 'director', 'opponent'] as const;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCard = (v: unknown) => typeof v === 'string' && v.length <= 2 && parsePlayedCard(v).ok;
const list = (xs: readonly string[]) => xs.map((x) => JSON.stringify(x)).join(', ');

/**
 * `situation.penaltyCards`: a list of `{ seat, card, kind }`, a defender's each (declarer's and
 * dummy's cards never become penalty cards, 48A), a minor one below honour rank (50B).
 * @example const p: string[] = []; checkPenaltySituation({ declarer: 'S', penaltyCards: [{ seat: 'N', card: 'S5', kind: 'minor' }] }, p)
 * // p: ['situation.penaltyCards[0].seat: N is dummy: only a defender has penalty cards (48A)']
 */
export function checkPenaltySituation(s: Record<string, unknown>, p: string[]): void {
  const pcs = s.penaltyCards;
  if (pcs === undefined) return;
  if (!Array.isArray(pcs) || pcs.length > 26) return void p.push('situation.penaltyCards: expected a list of { seat, card, kind }');
  const seen = new Set<string>();
  pcs.forEach((x, i) => {
    const at = `situation.penaltyCards[${i}]`;
    if (!isObj(x)) return void p.push(`${at}: expected { seat, card, kind: "major" | "minor" }`);
    if (!isSeat(x.seat)) p.push(`${at}.seat: ${JSON.stringify(x.seat)} is not a seat`);
    else if (isSeat(s.declarer) && (x.seat === s.declarer || x.seat === partnerOf(s.declarer)))
      p.push(`${at}.seat: ${x.seat} is ${x.seat === s.declarer ? 'declarer' : 'dummy'}: only a defender has penalty cards (48A)`);
    if (!isCard(x.card) || x.card === '?') p.push(`${at}.card: ${JSON.stringify(x.card)} is not a card with its suit (SA, HT, D?)`);
    else if (seen.has(x.card as string)) p.push(`${at}.card: ${x.card as string} is listed twice`);
    else seen.add(x.card as string);
    if (x.kind !== 'major' && x.kind !== 'minor') p.push(`${at}.kind: "major" or "minor"`);
    else if (x.kind === 'minor' && typeof x.card === 'string' && /^[SHDC][AKQJT]$/.test(x.card))
      p.push(`${at}.kind: the ${x.card} is an honour: as a penalty card it is major (50B)`);
  });
}

/** The area's facts; the generic checks of input.ts (seat, card, cards) have run already. */
export function checkPenaltyEvent(e: Record<string, unknown>, at: string, p: string[]): void {
  if (e.type === 'choose') {
    if (!isSeat(e.by)) p.push(`${at}.by: ${JSON.stringify(e.by)} is not a seat (declarer chooses)`);
    if (!isOneOf(CHOICES, e.option)) p.push(`${at}.option: expected one of ${list(CHOICES)}`);
    if (e.suit !== undefined && !isSuit(e.suit)) p.push(`${at}.suit: not a suit (S, H, D, C)`);
    if (e.option === 'require-lead' && e.suit === undefined) p.push(`${at}.suit: the suit declarer requires is missing`);
    if (e.suit !== undefined && e.option !== 'require-lead' && e.option !== 'forbid-lead') p.push(`${at}.suit: only a required or forbidden lead names a suit`);
    if (e.card !== undefined && e.option !== 'designate' && e.option !== 'require-penalty-card')
      p.push(`${at}.card: only "designate" and "require-penalty-card" name a card`);
  } else if (e.type === 'show') {
    if (!isOneOf(SHOWN, e.position)) p.push(`${at}.position: expected one of ${list(SHOWN)}`);
    if (e.after !== undefined && e.after !== 'opening-lead-out-of-turn') p.push(`${at}.after: only "opening-lead-out-of-turn"`);
    if (e.position !== 'faced' && (!Array.isArray(e.cards) || e.cards.length === 0))
      p.push(`${at}.cards: name the cards ${e.position === 'dropped' ? 'dropped' : 'exposed'}`);
  } else if (e.type === 'expose' && e.by !== undefined) {
    if (!isOneOf(AGENTS, e.by)) p.push(`${at}.by: expected one of ${list(AGENTS)}`);
    if (e.position !== undefined) p.push(`${at}.position: a card exposed by someone else has no position (leave out "by" for the player's own card)`);
  }
}
