/**
 * Results and typed errors. Functions of `src/lib/bridge` never throw on bad input: they return
 * `{ ok: true, value }` or `{ ok: false, error }`, and validators return lists of errors.
 */
import type { Seat, Suit } from './vocabulary.ts';

/**
 * Every error code the bridge model reports; the content check uses them as rule ids.
 * @example BRIDGE_ERROR_CODES.includes('pbn-ten') // true
 */
export const BRIDGE_ERROR_CODES = [
  /** A character that is not a rank (`A K Q J T 9…2`, or `?`). */
  'pbn-rank',
  /** `10` written where PBN requires `T`. */
  'pbn-ten',
  /** A rank listed below a lower one (PBN lists each suit highest first). */
  'pbn-rank-order',
  /** A hand string without exactly four dot-separated suits. */
  'pbn-suits',
  /** A deal string that is not `<seat>:<hand> <hand> <hand> <hand>`. */
  'pbn-deal',
  /** A card token whose suit letter is not `S H D C`. */
  'card-suit',
  /** A card token whose rank is not a rank. */
  'card-rank',
  /** Cards given for a suit the diagram does not show. */
  'suit-not-shown',
  /** The same card twice, in one hand or in two. */
  'duplicate-card',
  /** More than 13 cards in a hand (or, for a full deal, not exactly 13). */
  'hand-size',
  /** An end position whose hands do not all hold the stated number of cards. */
  'end-position',
  /** A full deal that lacks a hand, a suit, or has unknown cards. */
  'incomplete-deal',
  /** A played card that the player's hand did not hold. */
  'card-not-held',
  /** A card that does not follow suit although the player could, and is not marked as a revoke. */
  'revoke',
  /** A seat marked as revoking that did follow suit (or could not). */
  'revoke-mark',
  /** A trick that is not `<leader>:<card> …`. */
  'trick-syntax',
  /** A trick with more than four cards. */
  'trick-size',
  /** A contract or result that is not `3NT`, `6H`, `6H=`, `3NT+1`, `6H-1`. */
  'contract',
  /** The holdings left after the play differ from the diagram said to show them. */
  'play-result',
] as const;
/**
 * One of {@link BRIDGE_ERROR_CODES}.
 * @example const code: BridgeErrorCode = 'duplicate-card';
 */
export type BridgeErrorCode = (typeof BRIDGE_ERROR_CODES)[number];

/**
 * A problem with bridge data: a code, a human message, and where it is.
 * @example const e: BridgeError = { code: 'pbn-ten', message: 'write the ten as "T", not "10"', position: 1 };
 */
export interface BridgeError {
  readonly code: BridgeErrorCode;
  readonly message: string;
  /** 0-based character offset in the parsed string, when the input was a string. */
  readonly position?: number;
  /** The hand the problem is in. */
  readonly seat?: Seat;
  /** The suit the problem is in. */
  readonly suit?: Suit;
  /** The card concerned, as a token (`SA`, `D?`). */
  readonly card?: string;
  /** Index of the trick (0-based) or play the problem is in. */
  readonly trick?: number;
}

/**
 * A value or an error.
 * @example const r: Result<number> = ok(3); if (r.ok) r.value; else r.error.code;
 */
export type Result<T, E = BridgeError> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/**
 * A successful result.
 * @example ok(3) // { ok: true, value: 3 }
 */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/**
 * A failed result.
 * @example err({ code: 'pbn-ten', message: '…', position: 2 })
 */
export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

/**
 * A bridge error, leaving out the location fields that are undefined.
 * @example bridgeError('pbn-rank', 'unknown rank "X"', { position: 3 })
 */
export function bridgeError(code: BridgeErrorCode, message: string, where: Omit<BridgeError, 'code' | 'message'> = {}): BridgeError {
  const e: Record<string, unknown> = { code, message };
  for (const [k, v] of Object.entries(where)) if (v !== undefined) e[k] = v;
  return e as unknown as BridgeError;
}
