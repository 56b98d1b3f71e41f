/**
 * The words every part of a case file is spelled with: seats, suits and sides (the bridge
 * model's own lists), players and viewers, card and trick tokens, booklet lines, ids, and the
 * short notes (English remarks on the data; editorial notes in the four languages).
 */
import { z } from 'zod';
import { SEATS, SIDES, SUITS } from '../../lib/bridge/vocabulary.ts';
import { scriptShare, SCRIPT_OF } from '../../lib/base/script.ts';
import { LANGS, type Lang } from '../../lib/base/languages.ts';

export const seat = z.enum(SEATS, { error: (i) => `"${String(i.input)}" is not a seat: use N, E, S or W` });
export const suit = z.enum(SUITS, { error: (i) => `"${String(i.input)}" is not a suit: use S, H, D or C` });
export const side = z.enum(SIDES, { error: (i) => `"${String(i.input)}" is not a side: use NS or EW` });
/** A seat, or `defender` where the booklet says "a defender" without a seat. */
export const actor = z.enum([...SEATS, 'defender'], { error: (i) => `"${String(i.input)}" is not a player: use N, E, S, W or defender` });
/** Who saw something: a seat, a role, or everybody else at the table. */
export const viewer = z.enum([...SEATS, 'declarer', 'dummy', 'opponents', 'all-others']);
/** A card token (`SA`, `HT`, `D?`, `?`); checked by the case-file validator. */
export const cardToken = z.string();
/** A trick in text form (`E:SA ST S3 S2`, `N:` before the lead, `!` after a revoke). */
export const trickText = z.string();
export const line = z.number().int().positive();
export const note = z.string().max(400, 'a note is a short editorial remark: keep it under 400 characters');
/** A note in one language: short, and mostly in that language's script. */
const noteIn = (lang: Lang) =>
  note.min(1, `the ${lang} text of the note is empty`).superRefine((s, ctx) => {
    const { letters, inScript } = scriptShare(s, lang);
    if (letters > 0 && inScript / letters < 0.5)
      ctx.addIssue({ code: 'custom', message: `the ${lang} text of the note is mostly not in ${SCRIPT_OF[lang]} script: translate it into ${lang}` });
  });
/** An editorial note shown to readers: its text in each of the four languages. */
export const localizedNoteSchema = z.strictObject(Object.fromEntries(LANGS.map((l) => [l, noteIn(l)])) as { [L in Lang]: ReturnType<typeof noteIn> }, {
  error: (i) => (i.code === 'invalid_type' ? 'an editorial note has its text in each language: en, ru, pl and el' : undefined),
});
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'ids are lower-case letters and digits joined by hyphens (a, main, before, c-caution)');
export const base = { /** Editorial remark in English. */ note: note.optional() };
