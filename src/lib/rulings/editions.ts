/**
 * The engine's two codes. The rule modules cite sections by their 2007 numbers; a ruling made
 * under the 2017 Laws is renumbered on its way out (`inEdition`), so its law chain, options and
 * information cite the 2017 numbers. Readings that differ in effect are decided in the modules
 * themselves (`c.edition`); see the table in this folder's README, "The two codes".
 *
 * The renumbering is a fact of the two codes' structure: 2007 16D (withdrawn calls and plays)
 * is 2017 16C, 2007 16C (extraneous information from other sources) is 2017 16D, and 2007 53B and
 * 53C changed places. The engine cites 2017 16D at section level only (its subsections were not
 * checked against the 2017 text).
 */
import type { Edition, Information, Ruling, RulingOption, Step } from './types.ts';

/** 2007 prefix → 2017 prefix; the longest matching prefix wins. */
const TO_2017: readonly (readonly [string, string])[] = [
  // 2017 gave 2007 57C1's dummy case a number of its own (57C2), so declarer's premature play, 2007 57C2, is 57C3.
  ['57C2', '57C3'],
  ['16C3', '16D'],
  ['16C', '16D'],
  ['16D', '16C'],
  ['53B', '53C'],
  ['53C', '53B'],
];

function move(law: string, table: readonly (readonly [string, string])[]): string {
  const covers = (from: string) => law === from || (law.startsWith(from) && !/^[A-Z]/.test(law.slice(from.length)));
  const hit = table.filter(([from]) => covers(from)).sort((a, b) => b[0].length - a[0].length)[0];
  if (!hit) return law;
  return hit[0] === '16C3' ? hit[1] : hit[1] + law.slice(hit[0].length);
}

/**
 * A section's number in `edition`, given its 2007 number.
 * @example citeIn(2017, '16D') // '16C'
 * @example citeIn(2017, '53B') // '53C'
 * @example citeIn(2007, '16D') // '16D'
 */
export function citeIn(edition: Edition, law2007: string): string {
  return edition === 2017 ? move(law2007, TO_2017) : law2007;
}

/**
 * The 2007 number of a section cited under `edition`, for linking to the text the site has
 * (the 2007 Laws): a 2017 ruling's 16C links to the 2007 text of the same rule, 16D.
 * @example textSection(2017, '16C') // '16D'
 * @example textSection(2017, '16D') // '16C'
 */
export function textSection(edition: Edition, law: string): string {
  return edition === 2017
    ? move(
        law,
        TO_2017.filter(([from]) => from !== '16C3').map(([a, b]) => [b, a] as const),
      )
    : law;
}

const laws = (edition: Edition, xs: readonly string[]) => xs.map((l) => citeIn(edition, l));

function option(edition: Edition, o: RulingOption): RulingOption {
  const then = o.then?.options ? { ...o.then, options: o.then.options.map((x) => option(edition, x)) } : o.then;
  return { ...o, laws: laws(edition, o.laws), ...(then ? { then } : {}) };
}

/**
 * A ruling whose citations (2007 numbers, as the modules write them) are given in its edition's numbers.
 * @example inEdition({ ...ruling, edition: 2017 }).information[0].law // '16C' (withdrawn cards)
 */
export function inEdition(r: Ruling): Ruling {
  if (r.edition === 2007) return r;
  const e = r.edition;
  const steps: Step[] = r.steps.map(({ law2017, ...s }) => ({ ...s, law: law2017 ?? citeIn(e, s.law) }));
  const information: Information[] = r.information.map((i) => ({ ...i, law: citeIn(e, i.law) }));
  return { ...r, steps, information, options: r.options.map((o) => option(e, o)) };
}

/**
 * Do two rulings on the same facts, one under each code, differ in more than their numbering
 * (a card, an option, a step's reading, a finding still needed)? The calculator then shows both
 * side by side. Which findings a code looks at (`relevant`, `judges`) is not an effect: 2017
 * asks no question about a pause where 2007 does, and may still rule the same.
 * @example differInEffect(decide({ ...input, edition: 2007 }), decide({ ...input, edition: 2017 })) // false for most incidents
 */
export function differInEffect(a: Ruling, b: Ruling): boolean {
  const as2017 = (r: Ruling) => {
    const { edition: _e, relevant: _r, judges: _j, ...rest } = r.edition === 2017 ? r : inEdition({ ...r, edition: 2017 });
    return JSON.stringify(rest);
  };
  return as2017(a) !== as2017(b);
}
