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

/**
 * An original text of our own: who wrote it, and which commentary it illustrates if any. Its origin
 * is its collection when the collection.yaml says `ours: true`; elsewhere it needs its basis (and
 * hangs under that commentary's source).
 */
export const writtenSchema = z.strictObject({
  /** Who wrote it: the project. */
  by: z.string().min(1),
  /** The commentary document it illustrates (`commentary/ru-67-74`), if any. */
  basis: z
    .string()
    .regex(/^commentary\/[a-z0-9-]+$/, 'basis is a commentary document id such as commentary/ru-67-74')
    .optional(),
  /** The Laws edition the text addresses (a claim case: the edition it is ruled under), which may differ from its basis's. */
  edition: z.union([z.literal(1997), z.literal(2007), z.literal(2017)], { error: 'edition is the Laws edition the text addresses: 1997, 2007 or 2017' }),
});

export const textFrontmatterSchema = z
  .object({
    /** Language of this file; must match the file name. */
    lang,
    /** Seed file this text was imported from (set on original-language text). */
    source: z
      .string()
      .regex(/^\d{3}_[0-9a-f]+\.txt$/, 'source must be a seed file name like 000_2747d81c6edd38d3.txt')
      .optional(),
    /** Set on our translations instead of `source`. */
    translation: translationSchema.optional(),
    /** Set instead of `source` on an original text we wrote ourselves (a claim case illustrating a commentary). */
    written: writtenSchema.optional(),
    /** A translation that does not yet cover every segment (the rest show "not yet translated"). */
    partial: z.boolean().optional(),
    /** The file holds excerpts of a law only, not its whole text. */
    excerpts: z.boolean().optional(),
  })
  .strict()
  .refine(
    (f) => [f.source, f.translation, f.written].filter(Boolean).length === 1,
    'a text file has one of "source" (original text), "translation" (our translation) or "written" (our own original text), not two and not none',
  );

export type TextFrontmatter = z.output<typeof textFrontmatterSchema>;
