/**
 * Law 67's ruling as text in a language: one sentence per finding of `defectiveTrick`, the values
 * filled in — the seat in its grammatical case, cards with suit symbols, the trick by its number in
 * the deal, law ids in the language's notation.
 */
import type { Lang } from '../base/languages.ts';
import { formatCardSymbol, type Card } from '../bridge/card.ts';
import { formatRef } from '../refs/format.ts';
import { fill, seats, type FillValue } from '../text/fill.ts';
import type { DefectiveStep } from './defective-steps.ts';
import { DT_REASONS } from './reasons/defective/index.ts';

export { defectiveSteps, type DefectiveStep } from './defective-steps.ts';

const CARD_VARS = ['card', 'cards', 'kept', 'restored', 'held'] as const;
const LAW_VARS = ['law', 'equity'] as const;

/** The sentences of the steps in `lang`. */
export function explainDefective(steps: readonly DefectiveStep[], lang: Lang): string[] {
  const t = DT_REASONS[lang];
  return steps.map((s) => {
    const vars: Record<string, FillValue> = { ...s.vars };
    if (typeof s.vars.seat === 'string') vars.seat = seats(s.vars.seat as 'N' | 'E' | 'S' | 'W');
    for (const k of CARD_VARS)
      if (typeof s.vars[k] === 'string')
        vars[k] = (s.vars[k] as string)
          .split(' ')
          .filter(Boolean)
          .map((c) => formatCardSymbol(c as Card))
          .join(' ');
    for (const k of LAW_VARS) if (typeof s.vars[k] === 'string') vars[k] = formatRef(s.vars[k] as string, lang);
    return fill(t[s.reason], lang, vars);
  });
}
