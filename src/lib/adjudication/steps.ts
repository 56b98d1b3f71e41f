/**
 * One step of a ruling's law chain, the same for every rule set: a law id, whether it (or its
 * exception) applies, and why — a key of the rule set's reason table with its variables, so that
 * the reason is written in each language by its table, never in the rule.
 */
export interface Step<R extends string = string> {
  readonly law: string;
  /**
   * The 2017 number where the 2017 code split a 2007 section and the table of renumberings cannot
   * tell the part (2007 57C1's dummy case is 2017 57C2).
   */
  readonly law2017?: string;
  readonly effect: StepEffect;
  /** Key of the one-line reason in the rule set's reason tables, and its variables. */
  readonly reason: R;
  readonly vars?: Readonly<Record<string, string>>;
}

export type StepEffect = 'applies' | 'not-applied' | 'exception-applied' | 'exception-refused';

/** A step's variables as the reason tables take them: every value a string. */
export const stepVars = (vars: Readonly<Record<string, string | number>>): Record<string, string> =>
  Object.fromEntries(Object.entries(vars).map(([k, x]) => [k, String(x)]));

/** A step, with only the fields given (no `law2017` or `vars` key when absent). */
export function makeStep<R extends string>(
  law: string,
  effect: StepEffect,
  reason: R,
  vars?: Readonly<Record<string, string | number>>,
  law2017?: string,
): Step<R> {
  return { law, ...(law2017 ? { law2017 } : {}), effect, reason, ...(vars ? { vars: stepVars(vars) } : {}) };
}
