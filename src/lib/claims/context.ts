/**
 * The claim ruling under construction: the law chain, the director's script, and the findings
 * asked for. Asking a finding marks it relevant; asked but not given, it is listed as needed.
 */
import { askFinding, type FindingTrail, makeStep, newTrail, stepVars } from '../adjudication/index.ts';
import type { ClaimFindingKey, ClaimFindings, ScriptLine, Step } from './types.ts';

/** The claim ruling under construction; the findings asked for are the kernel's trail. */
export interface ClaimCtx extends FindingTrail<ClaimFindingKey> {
  readonly f: ClaimFindings;
  readonly steps: Step[];
  readonly script: ScriptLine[];
  readonly problems: string[];
}

export const newCtx = (f: ClaimFindings = {}): ClaimCtx => ({
  f,
  steps: [],
  script: [],
  ...newTrail<ClaimFindingKey>(),
  problems: [],
});

/** Reads a finding, recording that the ruling turns on it and (with `event`) which after-event it judges. */
export function ask<K extends ClaimFindingKey>(c: ClaimCtx, key: K, event?: number): ClaimFindings[K] {
  return askFinding(c, key, c.f[key], event);
}

/** Adds a step to the law chain. */
export function step(c: ClaimCtx, law: string, effect: Step['effect'], reason: string, vars?: Record<string, string | number>): void {
  c.steps.push(makeStep(law, effect, reason, vars));
}

/** Adds a line to the director's script. */
export function say(c: ClaimCtx, key: string, vars?: Record<string, string | number>): void {
  c.script.push(vars ? { key, vars: stepVars(vars) } : { key });
}
