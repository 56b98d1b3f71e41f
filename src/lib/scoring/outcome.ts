/**
 * A value-or-error union: every function in this library that can receive
 * bad input returns an `Outcome` instead of throwing.
 *
 * @example
 * const o: Outcome<number, string> = ok(3);
 * if (o.ok) console.log(o.value); else console.error(o.error);
 */
export type Outcome<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/**
 * A typed error: a machine-readable `code` plus a human-readable `message`
 * (English, for logs and developers; UIs should translate by `code`).
 *
 * @example
 * const e: ScoringError<'bad-level'> = { code: 'bad-level', message: 'level must be 1–7' };
 */
export type ScoringError<C extends string> = { readonly code: C; readonly message: string };

/**
 * Wraps a successful value.
 *
 * @example
 * ok(620); // { ok: true, value: 620 }
 */
export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => Object.freeze({ ok: true as const, value });

/**
 * Wraps a typed error.
 *
 * @example
 * fail('bad-level', 'level must be 1–7'); // { ok: false, error: { code: 'bad-level', … } }
 */
export const fail = <C extends string>(code: C, message: string): { readonly ok: false; readonly error: ScoringError<C> } =>
  Object.freeze({ ok: false as const, error: Object.freeze({ code, message }) });
