/**
 * The one fill function of the site (`fill-core.ts` holds its engine): `fill` names seats in the
 * language's cases from `seat-words.ts`; `templateProblems` checks a template. README.md has the
 * syntax.
 */
import type { Lang } from '../base/languages.ts';
import { fillTemplate, placeholders, PLACEHOLDER, PLURAL_FORMS, type FillValue, type SeatWords } from './fill-core.ts';
import { isSeatCase, SEAT_CASES, SEAT_NAMES } from './seat-words.ts';

export { fillTemplate, placeholders, pluralForm, PLURAL_FORMS, seats, type FillValue, type Placeholder, type SeatsValue, type SeatWords } from './fill-core.ts';

/** How a template is filled: the words its seats are named with. */
export interface FillOptions {
  /** Seat words by case (default: the full names of the language, {@link SEAT_NAMES}). */
  readonly seats?: SeatWords;
}

/**
 * `template` in `lang` with its placeholders filled from `vars`, seats named in the language's
 * cases (see {@link fillTemplate}).
 * @example fill('для {seat:gen}', 'ru', { seat: seats('W') }) // 'для Запада'
 */
export function fill(template: string, lang: Lang, vars: Readonly<Record<string, FillValue | undefined>> = {}, options: FillOptions = {}): string {
  return fillTemplate(template, lang, vars, options.seats ?? SEAT_NAMES[lang]);
}

/**
 * What is wrong with a template of `lang`: a placeholder the reference (English) template of
 * the same key does not have (`known`; `null` skips this), a case the language does not have,
 * a plural with the wrong number of forms, a brace that opens no placeholder. Empty when fine.
 * @example templateProblems('{seat:loc}', 'ru', new Set(['seat'])) // ['{seat:loc}: "loc" is not a case of ru (nom, gen, dat, acc, ins, prep)']
 */
export function templateProblems(template: string, lang: Lang, known: ReadonlySet<string> | null): string[] {
  const out: string[] = [];
  const { required, optional } = PLURAL_FORMS[lang];
  for (const p of placeholders(template)) {
    if (known && !known.has(p.name))
      out.push(`${p.text}: the placeholder "${p.name}" is not one the English template fills (${[...known].map((k) => `{${k}}`).join(', ') || 'none'})`);
    if (p.case !== undefined && !isSeatCase(lang, p.case)) out.push(`${p.text}: "${p.case}" is not a case of ${lang} (${SEAT_CASES[lang].join(', ')})`);
    if (p.forms) {
      const ok = p.forms.length === required.length || p.forms.length === required.length + optional.length;
      if (!ok)
        out.push(
          `${p.text}: a plural of ${lang} lists ${required.length}${optional.length ? ` or ${required.length + optional.length}` : ''} forms (${[...required, ...optional.map((o) => `[${o}]`)].join('|')}), not ${p.forms.length}`,
        );
      if (p.forms.some((f) => f.trim() === '')) out.push(`${p.text}: a plural form is empty`);
    }
  }
  // A brace left after the placeholders are taken out opens or closes nothing valid.
  const rest = template.replace(PLACEHOLDER, '');
  if (/[{}]/.test(rest))
    out.push(
      `a "{" or "}" that is not part of a placeholder {name}, {name:case} or {name|form|…}: ${JSON.stringify(rest.match(/.{0,12}[{}].{0,12}/)?.[0] ?? '')}`,
    );
  return out;
}
