/**
 * Checking the facts and the finding of the defective trick (67) and of the arrangement and
 * inspection of tricks (65–66) that come from outside: each field of `quit-trick`, `extra-card`,
 * `wrong-way`, `inspect` and `disturbed`, and the finding `kept`, every problem with its path.
 * Pure; input.ts calls it for these fact types and for the finding.
 */
import { isSeat, parsePlayedCard } from '../../bridge/index.ts';

/** The fact types of the defective trick (67) and of the arrangement and inspection of tricks (65–66). */
export const DEFECTIVE_EVENT_TYPES = ['quit-trick', 'extra-card', 'wrong-way', 'inspect', 'disturbed'] as const;

const FIELDS: Record<(typeof DEFECTIVE_EVENT_TYPES)[number], readonly string[]> = {
  'quit-trick': [],
  'extra-card': ['seat', 'card'],
  'wrong-way': ['seat'],
  inspect: ['seat', 'what'],
  disturbed: ['seat'],
};
/** Fields a fact may have besides its required ones. */
const OPTIONAL: Partial<Record<(typeof DEFECTIVE_EVENT_TYPES)[number], readonly string[]>> = { inspect: ['turned', 'director', 'mixed'] };
const WHAT = ['current-trick', 'own-last-card', 'quitted-trick', 'after-play'];

/** Is this a fact type of the defective trick? */
export const isDefectiveEventType = (t: unknown): t is (typeof DEFECTIVE_EVENT_TYPES)[number] => (DEFECTIVE_EVENT_TYPES as readonly unknown[]).includes(t);

const isCard = (v: unknown) => typeof v === 'string' && v.length <= 2 && parsePlayedCard(v).ok;

/**
 * The problems of one fact of the defective trick, with their paths.
 * @example checkDefectiveEvent({ type: 'extra-card', seat: 'E' }, 'events[3]') // ['events[3].card: missing']
 */
export function checkDefectiveEvent(e: Record<string, unknown>, at: string): string[] {
  const p: string[] = [];
  const type = e.type as (typeof DEFECTIVE_EVENT_TYPES)[number];
  const fields = FIELDS[type];
  const all = [...fields, ...(OPTIONAL[type] ?? [])];
  for (const k of Object.keys(e))
    if (k !== 'type' && !all.includes(k))
      p.push(`${at}.${k}: not a field of a "${type}" fact (${all.length > 0 ? `fields: ${all.join(', ')}` : 'it has none'})`);
  for (const k of fields) if (e[k] === undefined) p.push(`${at}.${k}: missing`);
  if (e.what !== undefined && !WHAT.includes(e.what as string)) p.push(`${at}.what: ${JSON.stringify(e.what)} is not one of ${WHAT.join(', ')}`);
  for (const k of ['turned', 'director']) if (e[k] !== undefined && e[k] !== true) p.push(`${at}.${k}: true or absent`);
  if (e.mixed !== undefined && !isSeat(e.mixed)) p.push(`${at}.mixed: ${JSON.stringify(e.mixed)} is not a seat (the player who mixed his cards)`);
  if (e.what !== undefined && e.what !== 'current-trick' && e.turned !== undefined) p.push(`${at}.turned: only for "what": "current-trick"`);
  if (e.what !== undefined && e.what !== 'quitted-trick' && e.director !== undefined) p.push(`${at}.director: only for "what": "quitted-trick"`);
  if (e.what !== undefined && e.what !== 'after-play' && e.mixed !== undefined) p.push(`${at}.mixed: only for "what": "after-play"`);
  if (e.seat !== undefined && !isSeat(e.seat)) p.push(`${at}.seat: ${JSON.stringify(e.seat)} is not a seat (N, E, S or W)`);
  if (e.card !== undefined && !isCard(e.card)) p.push(`${at}.card: ${JSON.stringify(e.card)} is not a card (SA, HT, D?)`);
  return p;
}

/**
 * The `kept` finding (67B2): the card the offender faced in playing to the trick.
 * @example checkKept('H1', 'judgement.kept') // ['judgement.kept: "H1" is not a card (SA, HT)']
 */
export function checkKept(v: unknown, at: string): string[] {
  return typeof v === 'string' && v.length === 2 && !v.includes('?') && isCard(v) ? [] : [`${at}: ${JSON.stringify(v)} is not a card (SA, HT)`];
}
