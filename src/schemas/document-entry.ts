/** An entry of the `documents` collection: one document with all its language versions, rendered. */
import { z } from 'zod';
import { LANGS } from '../lib/base/languages.ts';
import { LAW_COUNT } from '../lib/refs/ids.ts';
import { fourLanguages } from './collection.ts';
import { sourceSchema } from './manifest.ts';
import { translationSchema, writtenSchema } from './text-file.ts';

export const renderedSegmentSchema = z.object({
  /** Segment id shared by all versions (`68.7`, `6D1`, `facts.2`). */
  id: z.string(),
  /** HTML anchor (`D1`, `C4a`, `68.7`). */
  anchor: z.string(),
  /** Marker-line attributes (`kind`, `laws`, `excerpt`). */
  attrs: z.record(z.string(), z.string()),
  /** Line of the marker in the content file. */
  line: z.number().int().positive(),
  /** Rendered HTML. */
  html: z.string(),
  /** Plain text, for snippets. */
  text: z.string(),
  /** Canonical ids of the law sections and paragraphs its text cites, in text order, once each. */
  cites: z.array(z.string()),
});

export const versionSchema = z.object({
  /** Content path, relative to content/. */
  path: z.string(),
  lang: z.enum(LANGS),
  /** Seed file, on original text. */
  source: z.string().optional(),
  /** Present on our translations. */
  translation: translationSchema.optional(),
  /** Present on an original we wrote ourselves (a case of ours): who, and the commentary it illustrates if any. */
  written: writtenSchema.optional(),
  partial: z.boolean(),
  excerpts: z.boolean(),
  segments: z.array(renderedSegmentSchema),
});

/** Where a document's text comes from (src/lib/corpus/corpus.ts `Origin`): a manifest source, or a collection of our own. */
export const originSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('source'), source: sourceSchema }),
  z.object({
    kind: z.literal('ours'),
    /** The collection of our own cases it belongs to (its collection.yaml). */
    collection: z.object({ id: z.string(), title: fourLanguages, editions: z.array(z.union([z.literal(2007), z.literal(2017)])).min(1) }),
    /** The source of the commentary it illustrates, if any. */
    basis: sourceSchema.optional(),
  }),
]);

export const documentEntrySchema = z.object({
  /** `law` | `commentary` | `case` | `collection`. */
  kind: z.enum(['law', 'commentary', 'case', 'collection']),
  /** Law number for law documents. */
  law: z.number().int().min(1).max(LAW_COUNT['2007']).optional(),
  edition: z.union([z.literal(1997), z.literal(2007), z.literal(2017)]),
  /** Commentary slug, case collection and case number as the URL has them. */
  slug: z.string().optional(),
  collection: z.string().optional(),
  case: z.string().optional(),
  /** Where its text comes from: the manifest entry of its source, or its collection of our own. */
  origin: originSchema,
  /** Reference language (the original). */
  reference: z.enum(LANGS),
  versions: z.array(versionSchema).min(1),
});

export type DocumentEntry = z.output<typeof documentEntrySchema>;
export type VersionEntry = z.output<typeof versionSchema>;
export type RenderedSegment = z.output<typeof renderedSegmentSchema>;
