/** Front matter of a document-language file (content/<area>/…/<lang>.md). */
import { z } from 'zod';
import { LANGS } from '../lib/base/languages.ts';

const lang = z.enum(LANGS);

/** Our own translation: who made it and from which language. */
export const translationSchema = z.object({
  /** Language translated from (the original's). */
  from: lang,
  /** Who translated: the project, or a named person. */
  by: z.string().min(1),
  /** Optional remark shown with the label (e.g. "not the official English wording"). */
  note: z.string().optional(),
});

export const textFrontmatterSchema = z
  .object({
    /** Language of this file; must match the file name. */
    lang,
    /** Seed file this text was imported from (set on original-language text). */
    source: z.string().regex(/^\d{3}_[0-9a-f]+\.txt$/, 'source must be a seed file name like 000_2747d81c6edd38d3.txt').optional(),
    /** Set on our translations instead of `source`. */
    translation: translationSchema.optional(),
    /** A translation that does not yet cover every segment (the rest show "not yet translated"). */
    partial: z.boolean().optional(),
    /** The file holds excerpts of a law only, not its whole text. */
    excerpts: z.boolean().optional(),
  })
  .strict()
  .refine((f) => Boolean(f.source) !== Boolean(f.translation), 'a text file has either "source" (original text) or "translation" (our translation), not both and not neither');

export type TextFrontmatter = z.output<typeof textFrontmatterSchema>;
