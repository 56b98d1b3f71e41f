/** A ruling with every step's reason in the four interface languages (for the CLI and pages). */
import type { Lang } from '../base/languages.ts';
import { reasonText } from './explain.ts';
import { REASONS } from './reasons/index.ts';
import type { Ruling, Step } from './types.ts';

/** A step with its reason in en, ru, pl and el. */
export type ExplainedStep = Step & { readonly text: Readonly<Record<Lang, string>> };

/**
 * Adds the four-language reason to each step.
 * @example withReasons(decide(input)).steps[0].text.el // 'Χρώμα χωρίς αξία …'
 */
export function withReasons(r: Ruling): Omit<Ruling, 'steps'> & { readonly steps: readonly ExplainedStep[] } {
  return {
    ...r,
    steps: r.steps.map((s) => ({
      ...s,
      text: { en: reasonText(s, REASONS.en), ru: reasonText(s, REASONS.ru), pl: reasonText(s, REASONS.pl), el: reasonText(s, REASONS.el) },
    })),
  };
}
