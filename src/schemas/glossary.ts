/** A glossary term file: content/glossary/<id>.yaml, one term of the Laws in four languages. */
import { z } from 'zod';
import { isRefId } from '../lib/refs/ids.ts';

/** The term in one language. */
export const glossaryEntrySchema = z
  .object({
    /** Headword, as the Laws (or our sources) write it in this language. */
    term: z.string().trim().min(1, 'term must not be empty'),
    /**
     * Surface forms matched in document text (inflected forms, variants), case-insensitive,
     * whole words only. List the headword too if it should be matched.
     */
    forms: z.array(z.string().trim().min(1, 'a form must not be empty')).min(1, 'list at least one form to match in text'),
    /**
     * Negative contexts (false friends): phrases in which one of the forms above is an ordinary
     * word, not the term (`deals with` for deal, `лицевой стороной` for side). A form inside one
     * of them is not matched; each phrase must contain one of the forms.
     */
    not: z.array(z.string().trim().min(1, 'a negative context must not be empty')).optional(),
    /**
     * Words a translation may use to carry this term that are not matched in text: a form of
     * another term that the Laws let stand for this one (English "board" for the deal it
     * holds), or a word too general to link on its own (Greek "δήλωση" is a call and also a
     * statement). Read by consistency/terms only.
     */
    also: z.array(z.string().trim().min(1, 'an "also" word must not be empty')).optional(),
    /**
     * Which federation text uses this word for the term (`PZBS, Międzynarodowe Prawo Brydżowe
     * 2007, Prawo 68A`): the authority a reviewer checks the headword against.
     */
    authority: z.string().trim().min(8, 'authority must name the federation text that uses the term').optional(),
    /**
     * Accepted variants with the edition that uses them (`deklaracja`, `MPB 2017`): matched in
     * text like forms, named as variants in the glossary.
     */
    variants: z
      .array(
        z
          .object({
            form: z.string().trim().min(1, 'a variant must not be empty'),
            edition: z.string().trim().min(2, 'name the edition that uses the variant'),
          })
          .strict(),
      )
      .optional(),
    /**
     * Words that must not stand for this term in this language in our own text (interface,
     * reason tables, translations): words no director uses, or that mean something else
     * (Russian `ренонс` is a void, not a revoke). Read by consistency/terms.
     */
    avoid: z.array(z.string().trim().min(1, 'an "avoid" word must not be empty')).optional(),
    /** A short definition in our own words (never copied). */
    definition: z.string().trim().min(12, 'definition is too short: write one full sentence').max(400, 'definition is too long: keep it under 400 characters'),
  })
  .strict();

/** One term. */
export const glossaryTermSchema = z
  .object({
    /** Where the Laws define it: `Definitions` or a canonical law id (`45C1`, `16B1(b)`). */
    law: z.string().refine((s) => s === 'Definitions' || isRefId(s), 'law must be "Definitions" or a canonical law id like 45C1 or 16B1(b)'),
    en: glossaryEntrySchema,
    ru: glossaryEntrySchema,
    pl: glossaryEntrySchema,
    el: glossaryEntrySchema,
  })
  .strict();

export type GlossaryEntry = z.output<typeof glossaryEntrySchema>;
export type GlossaryTermData = z.output<typeof glossaryTermSchema>;
