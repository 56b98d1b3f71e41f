/**
 * The change notes shown beside two codes' rulings when they differ, from the concordance of the
 * codes (`content/laws/concordance.yaml`, src/lib/editions): the 2017 note of every section whose
 * effect 2017 changed, keyed by its 2007 id (the ids the engine's modules write). Pages read the
 * concordance (src/data/concordance.ts) and pass an island only its language's table.
 */
import type { Concordance } from '../editions/types.ts';
import type { Lang } from '../base/languages.ts';
import { citeIn } from '../rulings/editions.ts';
import { RULING_LAWS } from '../rulings/laws.ts';
import type { Ruling } from '../rulings/types.ts';

/** Does a row's section `id` hold the cited `law`: itself, or a lettered case of it (47E2 holds 47E2(a))? */
const covers = (id: string, law: string) => law === id || law.startsWith(`${id}(`);

/** Notes by 2007 section id, in one language. */
export type NoteTable = Readonly<Record<string, string>>;

/**
 * One language's notes: every section the engine can cite whose effect the 2017 Laws changed.
 * @example notesIn(concordance(), 'en')['45C4(b)'] // 'Since 2017 a slip of the tongue …'
 */
export function notesIn(c: Concordance, lang: Lang): NoteTable {
  const out: Record<string, string> = {};
  for (const row of c.rows) {
    const id = row.ids['2007'];
    const note = row.notes['2017']?.[lang];
    if (id && note && row.changes['2017'] === 'changed-effect' && (RULING_LAWS as readonly string[]).some((l) => covers(id, l))) out[id] = note;
  }
  return out;
}

/**
 * The notes for the sections either ruling cites (the 2007 ruling by 2007 numbers, the 2017 ruling by 2017 numbers).
 * @example changeNotes(r2007, r2017, notesIn(concordance(), 'en')) // [the 45C4(b) note] when 45C4(b) is in either chain
 */
export function changeNotes(r2007: Ruling, r2017: Ruling, notes: NoteTable): string[] {
  const cited = (r: Ruling, law: string) => r.steps.some((s) => covers(law, s.law));
  const shown = Object.entries(notes).filter(([law]) => cited(r2007, law) || cited(r2017, citeIn(2017, law)));
  // A section's note gives way to the note of its own lettered case (45C4 to 45C4(b)), which says the same more exactly.
  return shown.filter(([law]) => !shown.some(([other]) => other !== law && covers(law, other))).map(([, note]) => note);
}
