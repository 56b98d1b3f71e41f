/**
 * Words for a claim ruling: each step's reason and each script line in a language's table
 * (`reasons/<lang>.ts`), and the ruling with all four languages for the CLI.
 */
import { showCard } from '../rulings/explain.ts';
import { fill as fillText, seats, type FillValue } from '../text/fill.ts';
import { isSeat } from '../text/seat-words.ts';
import type { ClaimReasonTable } from './reasons/index.ts';
import { namePlays } from './reasons/names.ts';
import type { ScriptLine, Step } from './types.ts';

/**
 * A template filled in the table's language: `{card}` as a card with its suit symbol, `{plays}`
 * (normal-play ids) by their names, `{seat}` as a seat in the table's words and the template's
 * case, counts with their plural forms.
 */
const fill = (template: string, t: ClaimReasonTable, vars: Readonly<Record<string, string>> = {}) =>
  fillText(
    template,
    t.lang,
    Object.fromEntries(
      Object.entries(vars).map(([k, v]): [string, FillValue] => [
        k,
        k === 'card' ? showCard(v) : k === 'plays' ? namePlays(v, t.normal) : k === 'seat' && isSeat(v) ? seats(v) : v,
      ]),
    ),
    { seats: t.seats },
  );

/** The one-line reason of a law step. @example claimReasonText({ law: '70A', effect: 'applies', reason: 'doubt-against-claimer' }, en) */
export function claimReasonText(s: Step, t: ClaimReasonTable): string {
  return fill(t.reasons[s.reason] ?? s.reason, t, s.vars);
}
/** A line of the director's script. */
export function claimScriptText(s: ScriptLine, t: ClaimReasonTable): string {
  return fill(t.script[s.key] ?? s.key, t, s.vars);
}
