/**
 * Calculator controls for the facts of the revoke laws (61–64): an inquiry about a possible
 * revoke, attention drawn to one (and when), an agreement to the opponents' claim. Each fact's
 * controls, the fact rebuilt from the reader's choices, and the strict check of such a fact from
 * a URL hash. The first control of each fact is never `seat` (the calculator titles a fact whose
 * first control is `seat` as a card from a hand).
 */
import { SEATS, type Seat } from '../bridge/index.ts';
import type { Control } from './edit-control.ts';
import { ATTENTION_TIMES, isRevokeEventType } from '../rulings/revokes/input-revokes.ts';
import type { IncidentEvent } from '../rulings/types.ts';

type RevokeEvent = Extract<IncidentEvent, { type: 'inquire' | 'attention' | 'agree-claim' }>;

/** Is this a fact of the revoke laws? */
export const isRevokeEvent = (e: IncidentEvent): e is RevokeEvent => isRevokeEventType(e.type);

const seats = (key: string, value: string, extra = false): Control => ({
  key,
  options: [...(extra ? [{ v: '', k: 'calc.who.none' }] : []), ...SEATS.map((v) => ({ v, k: `deal.seat.${v}` }))],
  value,
});

/**
 * The controls of a fact of the revoke laws.
 * @example revokeControls({ type: 'inquire', seat: 'W', to: 'E' }).map((c) => c.key) // ['asker', 'to']
 */
export function revokeControls(e: RevokeEvent): Control[] {
  switch (e.type) {
    case 'inquire':
      return [seats('asker', e.seat), seats('to', e.to)];
    case 'attention':
      return [
        { key: 'when', options: ATTENTION_TIMES.map((v) => ({ v, k: `calc.when.${v}` })), value: e.when ?? 'play' },
        seats('noticer', e.seat ?? '', true),
      ];
    case 'agree-claim':
      return [seats('agreer', e.seat)];
  }
}

/**
 * A fact of the revoke laws rebuilt from the reader's choices (`get(key)`: the control's value,
 * null when it is not shown).
 * @example editRevokeEvent({ type: 'attention' }, (k) => (k === 'when' ? 'after-round' : null)) // { type: 'attention', when: 'after-round' }
 */
export function editRevokeEvent(e: RevokeEvent, get: (key: string) => string | null): IncidentEvent {
  const pick = <T extends string>(key: string, now: T): T => (get(key) ?? now) as T;
  switch (e.type) {
    case 'inquire':
      return { type: 'inquire', seat: pick('asker', e.seat), to: pick('to', e.to) };
    case 'attention': {
      const when = pick('when', e.when ?? 'play');
      const seat = pick('noticer', e.seat ?? '') as Seat | '';
      return { type: 'attention', ...(seat ? { seat } : {}), ...(when !== 'play' ? { when } : {}) };
    }
    case 'agree-claim':
      return { type: 'agree-claim', seat: pick('agreer', e.seat) };
  }
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeat = (v: unknown) => SEATS.includes(v as Seat);

/** Is `e` (from outside: a URL hash) a fact that may stand in place of `base`: the same type, every field one a control sets, with a value it may take? */
export function validRevokeEvent(e: unknown, base: IncidentEvent): e is IncidentEvent {
  if (!isObj(e) || e.type !== base.type) return false;
  const ok: Record<string, (v: unknown) => boolean> = {
    type: () => true,
    seat: isSeat,
    to: isSeat,
    when: (v) => base.type === 'attention' && (ATTENTION_TIMES as readonly unknown[]).includes(v),
  };
  return Object.entries(e).every(([k, v]) => ok[k]?.(v) === true) && (e.type !== 'inquire' || e.seat !== e.to);
}
