/**
 * The same facts ruled under both codes, for the calculator and the ruling tool: which ruling is
 * chosen, whether the other differs in effect, its change notes and its other law numbers — the
 * input of `codesTree` (ruling-html.ts).
 */
import { changeNotes, type NoteTable } from './edition-notes.ts';
import { decide } from '../rulings/engine.ts';
import { differInEffect } from '../rulings/editions.ts';
import type { CodesInput } from './ruling-html.ts';
import type { Edition, Ruling, RulingInput } from '../rulings/types.ts';
import type { RulingView } from './view.ts';

/** The facts ruled under each code. */
export function bothCodes(input: RulingInput): Readonly<Record<Edition, Ruling>> {
  return { 2007: decide({ ...input, edition: 2007 }), 2017: decide({ ...input, edition: 2017 }) };
}

/**
 * What to show for two codes' rulings, the `chosen` one first.
 * @example codesInput(bothCodes(input), 2007, (r) => rulingView(r, REASONS.en, 'en'), notesIn(concordance(), 'en')).differ // false for most incidents
 */
export function codesInput(r: Readonly<Record<Edition, Ruling>>, chosen: Edition, view: (r: Ruling) => RulingView, notes: NoteTable): CodesInput {
  const other: Edition = chosen === 2007 ? 2017 : 2007;
  const differ = differInEffect(r[2007], r[2017]);
  const renumbered = differ ? [] : [...new Set(r[other].steps.filter((s, i) => s.law !== r[chosen].steps[i]?.law).map((s) => s.law))];
  return {
    chosen: { edition: chosen, view: view(r[chosen]) },
    other: { edition: other, view: view(r[other]) },
    differ,
    notes: differ ? changeNotes(r[2007], r[2017], notes) : [],
    renumbered,
  };
}
