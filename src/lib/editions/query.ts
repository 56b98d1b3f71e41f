/**
 * A law reference that names its code, as a person types it: `2017 16C`, `2017: 16C`,
 * `16C (2017)`, `16C/2017`, `Prawo 16C/2017`, `Правило 16С (2017 г.)`, `Νόμος 16Γ (ΔΚΑΜ 2017)`.
 * The code is split off here; the reference itself is read by parseRefQuery (src/lib/refs).
 */
import type { Edition } from '../refs/types.ts';

/** A query split into its code (or `null` when it names none) and the reference. */
export interface EditionQuery {
  readonly edition: Edition | null;
  readonly ref: string;
}

// The year, with the words that may stand around it in the four languages: "Laws", "г."/"года",
// "r."/"roku", and the booklet's "ΔΚΑΜ" (the Greek abbreviation of the Laws). Literals, so the
// ReDoS check (tests/unit/redos.test.ts) reads them; neither has an unbounded part before the year.
const LEADING = /^(?:ΔΚΑΜ\s?)?(1997|2007|2017)(?:\s?(?:Laws|г\.|года|r\.|roku))?\s?[:,]?\s/u;
const TRAILING = /(?:\s?\(\s?(?:ΔΚΑΜ\s?)?(1997|2007|2017)(?:\s?(?:Laws|г\.|года|r\.|roku))?\s?\)|\s?\/\s?(1997|2007|2017)|,?\s(1997|2007|2017))$/u;

/**
 * Splits the code off a typed reference.
 * @example
 * parseEditionQuery('2017 16C') // { edition: '2017', ref: '16C' }
 * parseEditionQuery('Prawo 16C/2017') // { edition: '2017', ref: 'przepis 16C' }
 * parseEditionQuery('Νόμος 16Γ (2017)') // { edition: '2017', ref: 'Νόμος 16Γ' }
 * parseEditionQuery('16C') // { edition: null, ref: '16C' }
 */
export function parseEditionQuery(input: string): EditionQuery {
  // "Prawo 16C" is how the Polish 2017 Laws name a law; the text grammar reads only "przepis"
  // (in prose "prawo" is mostly "a right"), so a typed query gets the word it knows.
  const q = input
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[Pp]raw(?:o|a|em|ie) (?=\d)/u, 'przepis ');
  // Long input is no reference; the limit also bounds the regexes' work.
  if (q.length > 80) return { edition: null, ref: q };
  const lead = LEADING.exec(q);
  if (lead?.[1] && q.length > lead[0].length) return { edition: lead[1] as Edition, ref: q.slice(lead[0].length).trim() };
  const trail = TRAILING.exec(q);
  const year = trail?.[1] ?? trail?.[2] ?? trail?.[3];
  if (trail && year && trail.index > 0) return { edition: year as Edition, ref: q.slice(0, trail.index).trim() };
  return { edition: null, ref: q };
}
