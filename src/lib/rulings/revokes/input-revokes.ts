/**
 * Checking the facts and the finding of the revoke laws (61–64) that come from outside: each
 * field of each fact type and the `tricksAfter` finding, every problem with its path. Pure;
 * input.ts calls it for these fact types and for the finding.
 */
import { isSeat } from '../../bridge/index.ts';

/** The fact types of the revoke laws. */
export const REVOKE_EVENT_TYPES = ['inquire', 'attention', 'agree-claim'] as const;
/** When attention was first drawn to a revoke (62D, 64B4, 64B5). */
export const ATTENTION_TIMES = ['play', 'after-play', 'after-next-call', 'after-round'] as const;

const FIELDS: Record<(typeof REVOKE_EVENT_TYPES)[number], readonly string[]> = {
  inquire: ['seat', 'to'],
  attention: ['seat', 'when'],
  'agree-claim': ['seat'],
};
const REQUIRED: Record<(typeof REVOKE_EVENT_TYPES)[number], readonly string[]> = { inquire: ['seat', 'to'], attention: [], 'agree-claim': ['seat'] };

/** Is this a fact type of the revoke laws? */
export const isRevokeEventType = (t: unknown): t is (typeof REVOKE_EVENT_TYPES)[number] => (REVOKE_EVENT_TYPES as readonly unknown[]).includes(t);

/**
 * The problems of one fact of the revoke laws, with their paths.
 * @example checkRevokeEvent({ type: 'attention', when: 'later' }, 'events[2]') // ['events[2].when: "later" is not one of play, after-play, after-next-call, after-round']
 */
export function checkRevokeEvent(e: Record<string, unknown>, at: string): string[] {
  const p: string[] = [];
  const type = e.type as (typeof REVOKE_EVENT_TYPES)[number];
  for (const k of Object.keys(e))
    if (k !== 'type' && !FIELDS[type].includes(k)) p.push(`${at}.${k}: not a field of an "${type}" fact (fields: ${FIELDS[type].join(', ')})`);
  for (const k of REQUIRED[type]) if (e[k] === undefined) p.push(`${at}.${k}: missing`);
  for (const k of ['seat', 'to']) if (e[k] !== undefined && !isSeat(e[k])) p.push(`${at}.${k}: ${JSON.stringify(e[k])} is not a seat (N, E, S or W)`);
  if (type === 'inquire' && isSeat(e.seat) && e.seat === e.to) p.push(`${at}.to: a player does not ask himself; "to" is the player asked`);
  if (e.when !== undefined && !(ATTENTION_TIMES as readonly unknown[]).includes(e.when))
    p.push(`${at}.when: ${JSON.stringify(e.when)} is not one of ${ATTENTION_TIMES.join(', ')}`);
  return p;
}

/**
 * The `tricksAfter` finding: who won each trick the facts do not play out, at most 13 seats.
 * @example checkTricksAfter(['S', 'X'], 'judgement.tricksAfter') // ['judgement.tricksAfter[1]: "X" is not a seat (N, E, S or W)']
 */
export function checkTricksAfter(v: unknown, at: string): string[] {
  if (!Array.isArray(v) || v.length > 13) return [`${at}: expected the winner of each later trick, in order (["S", "W", …], at most 13)`];
  return v.flatMap((s, i) => (isSeat(s) ? [] : [`${at}[${i}]: ${JSON.stringify(s)} is not a seat (N, E, S or W)`]));
}
