/**
 * The claim ruling under construction: the law chain, the director's script, and the findings
 * asked for. Asking a finding marks it relevant; asked but not given, it is listed as needed.
 */
import type { ClaimFindingKey, ClaimFindings, ScriptLine, Step } from './types.ts';

export interface ClaimCtx {
  readonly f: ClaimFindings;
  readonly steps: Step[];
  readonly script: ScriptLine[];
  readonly relevant: Set<ClaimFindingKey>;
  readonly needs: Set<ClaimFindingKey>;
  readonly judges: Map<ClaimFindingKey, Set<number>>;
  readonly problems: string[];
}

export const newCtx = (f: ClaimFindings = {}): ClaimCtx => ({
  f,
  steps: [],
  script: [],
  relevant: new Set(),
  needs: new Set(),
  judges: new Map(),
  problems: [],
});

/** Reads a finding, recording that the ruling turns on it and (with `event`) which after-event it judges. */
export function ask<K extends ClaimFindingKey>(c: ClaimCtx, key: K, event?: number): ClaimFindings[K] {
  c.relevant.add(key);
  if (event !== undefined) (c.judges.get(key) ?? c.judges.set(key, new Set()).get(key)!).add(event);
  const v = c.f[key];
  if (v === undefined) c.needs.add(key);
  return v;
}

/** Adds a step to the law chain. */
export function step(c: ClaimCtx, law: string, effect: Step['effect'], reason: string, vars?: Record<string, string | number>): void {
  const v = vars && Object.fromEntries(Object.entries(vars).map(([k, x]) => [k, String(x)]));
  c.steps.push(v ? { law, effect, reason, vars: v } : { law, effect, reason });
}

/** Adds a line to the director's script. */
export function say(c: ClaimCtx, key: string, vars?: Record<string, string | number>): void {
  c.script.push(vars ? { key, vars: Object.fromEntries(Object.entries(vars).map(([k, x]) => [k, String(x)])) } : { key });
}
