/**
 * The fill function's engine, without the seat names of the four languages (`fill.ts` adds them):
 * what an island that prints no seat imports, so the seat tables stay out of every page's JS.
 * Filling a template of the interface strings or the reason tables, in its language: values
 * in `{name}`, a seat in a grammatical case `{seat:gen}`, and the plural form a number asks
 * for `{tricks|взятку|взятки|взяток}` (chosen by `Intl.PluralRules`). The one fill function of
 * the site: the pages, the islands, the engines' explanations and the CLIs all call it, and a
 * unit test reads every template of every table with {@link templateProblems}.
 *
 * Syntax (see README.md):
 * - `{n}` — the value as it is (a number as digits, seats as their nominative names);
 * - `{seat:gen}` — a seat value in a case of {@link SEAT_CASES} (`Запада`, `Zachodu`, `της Δύσης`);
 * - `{n|form|form…}` — the form for the number `n`, in the order of {@link PLURAL_FORMS}; the
 *   number itself is not printed (write `{n} {n|lewę|lewy|lew}`);
 * - `{seat|masculine|feminine}` — for a seat value, where the seat words carry a `gender` row
 *   (Greek, `seat-words.ts`), the form of that name's gender: `{seat|του|της}` is «του» after
 *   ο Νότος and «της» after η Δύση. The seat itself is not printed.
 */
import type { Lang } from '../base/languages.ts';
import { isSeat, type Seat } from '../bridge/seats.ts';

/** Seat words by case: each case → each seat's form in it (`seat-words.ts` has the languages'). */
export type SeatWords = Readonly<Record<string, Readonly<Record<Seat, string>>>>;

/** One or more seats as a value: printed by name, in the case a template asks for. */
export interface SeatsValue {
  readonly seats: readonly Seat[];
}

/** A value for a placeholder. */
export type FillValue = string | number | SeatsValue;

/**
 * A seat value: `{seat}` prints its name, `{seat:gen}` its genitive; several seats are joined
 * with ` / ` (`Север / Юг`).
 * @example fill('для {seat:gen}', 'ru', { seat: seats('W') }) // 'для Запада'
 */
export function seats(...xs: readonly (Seat | readonly Seat[])[]): SeatsValue {
  return { seats: xs.flat() };
}

/**
 * The plural categories a template lists forms for, in order, per language; the last one in
 * brackets may be left out (Russian and Polish `other` is only for fractions: `1,5 взятки`,
 * `1,5 lewy`, the `few` form, which is used when it is missing).
 * @example PLURAL_FORMS.ru // { required: ['one', 'few', 'many'], optional: ['other'] }
 */
export const PLURAL_FORMS: Readonly<Record<Lang, { readonly required: readonly string[]; readonly optional: readonly string[] }>> = {
  en: { required: ['one', 'other'], optional: [] },
  ru: { required: ['one', 'few', 'many'], optional: ['other'] },
  pl: { required: ['one', 'few', 'many'], optional: ['other'] },
  el: { required: ['one', 'other'], optional: [] },
};

/** A placeholder as written in a template. */
export interface Placeholder {
  /** The whole placeholder, braces included. */
  readonly text: string;
  readonly name: string;
  /** `{seat:gen}`: the case. */
  readonly case?: string;
  /** `{n|a|b}`: the forms. */
  readonly forms?: readonly string[];
}

// {name}, {name:case}, {name|form|form…}; forms are any text without braces and bars.
export const PLACEHOLDER = /\{(\w+)(?::([\w-]+)|((?:\|[^|{}]*)+))?\}/g;

/**
 * The placeholders of a template, left to right.
 * @example placeholders('{n} {n|lew|lewy}').map((p) => p.name) // ['n', 'n']
 */
export function placeholders(template: string): Placeholder[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => ({
    text: m[0],
    name: m[1] as string,
    ...(m[2] ? { case: m[2] } : {}),
    ...(m[3] ? { forms: m[3].slice(1).split('|') } : {}),
  }));
}

const rulesMemo = new Map<Lang, Intl.PluralRules>();
const pluralRules = (lang: Lang) => {
  let r = rulesMemo.get(lang);
  if (!r) rulesMemo.set(lang, (r = new Intl.PluralRules(lang)));
  return r;
};

/**
 * The form of `forms` (in {@link PLURAL_FORMS} order) that `n` takes in `lang`.
 * @example pluralForm('ru', 5, ['взятку', 'взятки', 'взяток']) // 'взяток'
 * pluralForm('pl', 22, ['lewę', 'lewy', 'lew']) // 'lewy'
 */
export function pluralForm(lang: Lang, n: number, forms: readonly string[]): string {
  const order = [...PLURAL_FORMS[lang].required, ...PLURAL_FORMS[lang].optional];
  const cat = pluralRules(lang).select(n);
  const i = order.indexOf(cat);
  // Russian/Polish `other` (fractions) falls back to the `few` form when not listed.
  const form = forms[i] ?? (cat === 'other' ? forms[order.indexOf('few')] : undefined);
  return form ?? forms[forms.length - 1] ?? '';
}

/**
 * A count written as text, digit groups included as a locale writes them (`1,327`, `1 327`,
 * `1.327`): the number a plural form is chosen by; NaN when it is no count.
 * @example countOf('1,327') // 1327
 */
export function countOf(text: string): number {
  const t = text.trim();
  if (/^\d{1,3}(?:[,.\s\u00a0\u202f]\d{3})+$/u.test(t)) return Number(t.replace(/\D/g, ''));
  return t === '' ? Number.NaN : Number(t);
}

const SENTENCE_START = /(?:^|[.!?]\s+)$/u;

const seatList = (v: FillValue | undefined): readonly Seat[] | null => (typeof v === 'object' && v !== null ? v.seats : isSeat(v) ? [v] : null);

/**
 * `template` in `lang` with its placeholders filled from `vars`. A placeholder without a value
 * stays as written (visible, so a missing value is seen rather than silently dropped); a case
 * after a value that is not a seat prints the value; a plural of a value that is not a number
 * stays as written. A seat that begins a sentence is capitalised (`{seat:the-nom} παίζει` →
 * `Η Δύση παίζει`).
 * @example
 * fillTemplate('За фальшренонс линия {seat:gen} отдаёт {tricks} {tricks|взятку|взятки|взяток}.', 'ru', { seat: seats('W'), tricks: 2 }, SEAT_NAMES.ru)
 * // 'За фальшренонс линия Запада отдаёт 2 взятки.'
 */
export function fillTemplate(template: string, lang: Lang, vars: Readonly<Record<string, FillValue | undefined>> = {}, words: SeatWords = {}): string {
  return template.replace(PLACEHOLDER, (m, name: string, c: string | undefined, forms: string | undefined, at: number) => {
    if (!(name in vars) || vars[name] === undefined) return m;
    const v = vars[name] as FillValue;
    if (forms !== undefined) {
      // A seat's forms agree with its name's gender (the words' `gender` row: Greek ο Νότος, η Δύση).
      const seat = seatList(v);
      const gender = words['gender'];
      if (gender && seat?.length === 1) {
        const fs = forms.slice(1).split('|');
        return fs[gender[seat[0] as Seat] === 'f' ? 1 : 0] ?? m;
      }
      const n = typeof v === 'number' ? v : typeof v === 'string' ? countOf(v) : Number.NaN;
      return Number.isFinite(n) ? pluralForm(lang, n, forms.slice(1).split('|')) : m;
    }
    const list = seatList(v);
    if (list && (c !== undefined || typeof v === 'object')) {
      const row = words[c ?? 'nom'] ?? words['nom'];
      const out = list.map((s) => row?.[s] ?? s).join(' / ');
      // A form with its article begins a sentence in its lower case (`η Δύση`): capitalise it there.
      return SENTENCE_START.test(template.slice(0, at)) ? out.charAt(0).toLocaleUpperCase(lang) + out.slice(1) : out;
    }
    return typeof v === 'object' ? m : String(v);
  });
}
