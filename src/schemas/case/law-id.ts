/**
 * Law ids in case files: the canonical spelling (`45C4(a)`, `46B4`, `53`), why an id is not one,
 * and the canonical spelling of an id written the Greek or a loose way.
 */
import { z } from 'zod';
import { LAW_COUNT } from '../law-titles.ts';

const LAW_NUMBER = /^(\d+)(.*)$/;
const LAW_REST = /^(?:[A-H](?:[1-9]\d?(?:\([a-z]\))?)?)?$/;
const GREEK_SECTIONS: Readonly<Record<string, string>> = { Α: 'A', Β: 'B', Γ: 'C', Δ: 'D', Ε: 'E', ΣΤ: 'F', Ζ: 'G', Η: 'H' };
const GREEK_ITEMS: Readonly<Record<string, string>> = { α: 'a', β: 'b', γ: 'c', δ: 'd', ε: 'e' };

/**
 * Why `id` is not a canonical law id (`45C4(a)`, `46B4`, `53`), or undefined when it is one.
 * @example lawIdProblem('94') // 'law 94 does not exist: the Laws are numbered 1 to 93'
 */
export function lawIdProblem(id: string): string | undefined {
  const m = LAW_NUMBER.exec(id);
  const n = m === null ? NaN : Number(m[1]);
  if (m !== null && (n < 1 || n > LAW_COUNT)) return `law ${n} does not exist: the Laws are numbered 1 to ${LAW_COUNT}`;
  if (m !== null && !/^0/.test(id) && LAW_REST.test(m[2] as string)) return undefined;
  const suggestion = suggestLawId(id);
  const hint = suggestion !== undefined && suggestion !== id && lawIdProblem(suggestion) === undefined ? ` — did you mean "${suggestion}"?` : '';
  return `"${id}" is not a canonical law id: write the law number, a Latin section letter, a number and a lower-case item in parentheses (45C4(a), 46B4, 53)${hint}`;
}

/**
 * A canonical spelling for a law id written the Greek or a loose way (`45Γ4α` → `45C4(a)`).
 * @example suggestLawId('45Γ4α') // '45C4(a)'
 */
export function suggestLawId(id: string): string | undefined {
  let s = id.replace(/\s+/g, '');
  for (const [g, l] of Object.entries(GREEK_SECTIONS)) s = s.replace(new RegExp(`(?<=^\\d+)${g}`), l);
  s = s.replace(/^(\d+)([a-h])/, (_, n: string, c: string) => `${n}${c.toUpperCase()}`);
  s = s.replace(/([1-9]\d?)([α-ε])$/, (_, n: string, g: string) => `${n}(${GREEK_ITEMS[g] ?? g})`);
  s = s.replace(/([1-9]\d?)([a-e])$/, '$1($2)');
  return s;
}

/** A canonical law id (`45C4(a)`); an unknown or malformed id fails with rule `law-id`. */
export const lawIdSchema = z
  .string({
    error: (i) => (typeof i.input === 'number' ? `a law id is a string: quote the bare number ("${i.input}")` : 'a law id is a string such as 45C4(a)'),
  })
  .superRefine((id, ctx) => {
    const problem = lawIdProblem(id);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: problem, params: { rule: 'law-id' } });
  });
/** A list of law ids. */
export const laws = z.array(lawIdSchema);
