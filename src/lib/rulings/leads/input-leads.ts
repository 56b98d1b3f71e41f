/**
 * Checking the facts of the leads laws (47E, 53–58) that come from outside: each field of each
 * fact type, every problem with its path (`events[3].to: …`). Pure; input.ts calls it first for
 * these fact types.
 */
import { isSeat, parsePlayedCard } from '../../bridge/index.ts';

/** The fact types of leads and plays out of turn, and retraction. */
export const LEAD_EVENT_TYPES = ['accept-lead', 'refuse-lead', 'spread', 'told-to-lead', 'explanation', 'simultaneous', 'suggest'] as const;

const FIELDS: Record<(typeof LEAD_EVENT_TYPES)[number], readonly string[]> = {
  'accept-lead': ['seat'],
  'refuse-lead': ['seat'],
  spread: ['seat', 'cards'],
  'told-to-lead': ['seat', 'to'],
  explanation: ['seat', 'kind'],
  simultaneous: ['plays'],
  suggest: ['seat', 'card'],
};
const REQUIRED: Record<(typeof LEAD_EVENT_TYPES)[number], readonly string[]> = {
  'accept-lead': ['seat'],
  'refuse-lead': ['seat'],
  spread: ['seat'],
  'told-to-lead': ['seat', 'to'],
  explanation: ['seat', 'kind'],
  simultaneous: ['plays'],
  suggest: ['seat', 'card'],
};
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCard = (v: unknown) => typeof v === 'string' && v.length <= 2 && parsePlayedCard(v).ok;

/** Is this a fact type of the leads laws? */
export const isLeadEventType = (t: unknown): t is (typeof LEAD_EVENT_TYPES)[number] => (LEAD_EVENT_TYPES as readonly unknown[]).includes(t);

/**
 * The problems of one fact of the leads laws, with their paths.
 * @example checkLeadEvent({ type: 'told-to-lead', seat: 'E', to: 'X' }, 'events[0]') // ['events[0].to: "X" is not a seat (N, E, S or W)']
 */
export function checkLeadEvent(e: Record<string, unknown>, at: string): string[] {
  const p: string[] = [];
  const type = e.type as (typeof LEAD_EVENT_TYPES)[number];
  for (const k of Object.keys(e))
    if (k !== 'type' && !FIELDS[type].includes(k)) p.push(`${at}.${k}: not a field of a "${type}" fact (fields: ${FIELDS[type].join(', ')})`);
  for (const k of REQUIRED[type]) if (e[k] === undefined) p.push(`${at}.${k}: missing`);
  for (const k of ['seat', 'to']) if (e[k] !== undefined && !isSeat(e[k])) p.push(`${at}.${k}: ${JSON.stringify(e[k])} is not a seat (N, E, S or W)`);
  if (e.card !== undefined && !isCard(e.card)) p.push(`${at}.card: ${JSON.stringify(e.card)} is not a card (SA, HT, D?)`);
  if (e.cards !== undefined && !(Array.isArray(e.cards) && e.cards.length <= 13 && e.cards.every((c) => isCard(c) && !String(c).includes('?'))))
    p.push(`${at}.cards: expected a list of cards (SA, HT)`);
  if (e.kind !== undefined && e.kind !== 'mistaken' && e.kind !== 'corrected') p.push(`${at}.kind: "mistaken" or "corrected"`);
  if (type === 'simultaneous' && e.plays !== undefined) {
    if (!Array.isArray(e.plays) || e.plays.length < 2 || e.plays.length > 13)
      p.push(`${at}.plays: expected a list of two or more cards played together ({ seat, card, faceDown? })`);
    else
      e.plays.forEach((x, i) => {
        const here = `${at}.plays[${i}]`;
        if (!isObj(x)) return void p.push(`${here}: expected { seat, card, faceDown? }`);
        for (const k of Object.keys(x)) if (!['seat', 'card', 'faceDown'].includes(k)) p.push(`${here}.${k}: not a field (seat, card, faceDown)`);
        if (!isSeat(x.seat)) p.push(`${here}.seat: ${JSON.stringify(x.seat)} is not a seat (N, E, S or W)`);
        if (!isCard(x.card)) p.push(`${here}.card: ${JSON.stringify(x.card)} is not a card (SA, HT, D?)`);
        if (x.faceDown !== undefined && x.faceDown !== true) p.push(`${here}.faceDown: true or absent`);
      });
  }
  return p;
}
