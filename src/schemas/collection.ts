/**
 * A collection's metadata (`content/cases/<collection>/collection.yaml`): which kind of case it
 * holds (a key of the case-kind registry, src/lib/case-files/kinds.ts), whether the cases are our
 * own or come from a published source (then which, and its file among the seeds), the editions of
 * the Laws its rulings address, its case ids in print order, its title in the four languages and
 * the titles of the groups its cases are filed under. Checked, with lines, by
 * src/lib/cases/validate-collection-file.ts.
 */
import { z } from 'zod';
import { LANGS, type Lang } from '../lib/base/languages.ts';
import { slug } from './case/common.ts';

/**
 * The kinds of case the site knows, by the key a collection.yaml (and a case file's `kind`)
 * names; what each kind does — its schema, checks, calculator and study — is in the registry,
 * src/lib/case-files/kinds.ts.
 */
export const CASE_KIND_IDS = ['played-card', 'claim', 'unauthorized-information'] as const;
/** A case kind. */
export type CaseKindId = (typeof CASE_KIND_IDS)[number];

/** A short text in each of the four languages. */
export const fourLanguages = z.strictObject(
  Object.fromEntries(LANGS.map((l) => [l, z.string().min(1, `the ${l} text is empty`)])) as { [L in Lang]: z.ZodString },
  {
    error: (i) => (i.code === 'invalid_type' ? 'a title has its text in each language: en, ru, pl and el' : undefined),
  },
);

export const collectionSchema = z
  .strictObject({
    /** The collection's folder name. */
    id: slug,
    /** The kind of its cases: the key of the case-kind registry that reads, checks, rules and studies them. */
    kind: z.enum(CASE_KIND_IDS, { error: (i) => `"${String(i.input)}" is not a case kind: use ${CASE_KIND_IDS.join(', ')}` }),
    /**
     * Further kinds its cases may be, each case naming its own in `kind` (a collection of our own
     * on Laws 61–67 and 16 holds played-card and Law 16 cases); without it every case is of `kind`.
     */
    also: z
      .array(z.enum(CASE_KIND_IDS, { error: (i) => `"${String(i.input)}" is not a case kind: use ${CASE_KIND_IDS.join(', ')}` }))
      .min(1)
      .optional(),
    /** true: cases the project wrote; false: cases of a published source (then `source` says which). */
    ours: z.boolean(),
    /** The published source, for a collection that is not ours. */
    source: z
      .strictObject({
        /** The source's title as published. */
        title: z.string().min(1),
        /** Who published it. */
        publisher: z.string().min(1),
        /** The year of the edition used. */
        year: z.number().int().min(1900).max(2100),
        /** The seed file it was imported from (`/work/shared/seeds`). */
        file: z.string().regex(/^\d{3}_[0-9a-f]{16}\.txt$/, 'file is the seed file name, e.g. 003_436417375e333e0b.txt'),
      })
      .optional(),
    /** The editions of the Laws its rulings address. */
    editions: z.array(z.union([z.literal(2007), z.literal(2017)], { error: 'an edition is 2007 or 2017' })).min(1),
    /** The case ids (folder names) in print order; each case's `number` is as printed. */
    numbering: z.array(z.string().min(1)).min(1, 'list the case ids in print order'),
    /** The collection's title in each language. */
    title: fourLanguages,
    /** What the collection is, in each language, for a collection without a document of its own. */
    about: fourLanguages.optional(),
    /** The event named in its PBN files (English). */
    event: z.string().min(1),
    /** The titles of the groups its cases are filed under (`group:` of a case file). */
    groups: z.record(slug, fourLanguages).optional(),
  })
  .superRefine((c, ctx) => {
    if (!c.ours && c.source === undefined)
      ctx.addIssue({ code: 'custom', path: ['source'], message: 'a collection that is not ours names its published source' });
    if (c.ours && c.source !== undefined)
      ctx.addIssue({ code: 'custom', path: ['source'], message: 'a collection of our own cases has no published source: remove source or set ours: false' });
  });

/**
 * The kinds a collection's cases may be: its `kind`, then those of `also`.
 * @example collectionKindsOf({ kind: 'played-card', also: ['unauthorized-information'] }) // ['played-card', 'unauthorized-information']
 */
export const collectionKindsOf = (c: { readonly kind: CaseKindId; readonly also?: readonly CaseKindId[] | undefined }): readonly CaseKindId[] => [
  c.kind,
  ...(c.also ?? []),
];

/** A collection's metadata as parsed. */
export type CollectionData = z.output<typeof collectionSchema>;
