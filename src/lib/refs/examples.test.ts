/**
 * The example table: real references from the five sources (each row cites file:line), the
 * negatives the spec lists, and the spec's forms that the sources do not write.
 */
import { describe, expect, test } from 'vitest';
import { EXAMPLES_EL } from './__fixtures__/examples-el.ts';
import { EXAMPLES_EN } from './__fixtures__/examples-en.ts';
import { EXAMPLES_PL } from './__fixtures__/examples-pl.ts';
import { EXAMPLES_RU } from './__fixtures__/examples-ru.ts';
import { asCases, summarize, type Example } from './__fixtures__/summarize.ts';
import type { Lang } from './types.ts';

const TABLE: Readonly<Record<Lang, readonly Example[]>> = { ru: EXAMPLES_RU, pl: EXAMPLES_PL, el: EXAMPLES_EL, en: EXAMPLES_EN };

describe.each(Object.keys(TABLE) as Lang[])('findRefs + resolveRefs (%s)', (lang) => {
  test.each(asCases(TABLE[lang]))('returns $expected for $text ($comment)', ({ text, expected, ctx }) => {
    expect(summarize(text, lang, ctx)).toEqual(expected);
  });
});

describe('example table', () => {
  test('holds at least 200 rows, of which at least 40 are negative', () => {
    const rows = Object.values(TABLE).flat();
    expect(rows.length).toBeGreaterThanOrEqual(200);
    expect(rows.filter(([, expected]) => expected.length === 0).length).toBeGreaterThanOrEqual(40);
  });
});
