/** The source manifest, `content/sources/manifest.yaml`. */
import { z } from 'zod';
import { LANGS } from '../lib/corpus/languages.ts';

export const sourceSchema = z
  .object({
    /** Seed file name, byte-for-byte copy beside the manifest. */
    file: z.string().regex(/^\d{3}_[0-9a-f]+\.txt$/),
    /** SHA-256 of the file, checked by `npm run check`. */
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
    /** Languages of the text, the first being the reference for alignment. */
    languages: z.array(z.enum(LANGS)).min(1),
    /** What the document is. */
    kind: z.enum(['law-text', 'commentary', 'case-collection']),
    /** The Laws edition it addresses. */
    edition: z.union([z.literal(1997), z.literal(2007)]),
    /** Title as printed, and our English rendering. */
    title: z.object({ original: z.string().min(1), en: z.string().min(1) }),
    /** Author, only where the document states it. */
    author: z.string().nullable(),
    /** Publisher, only where the document states it. */
    publisher: z.string().nullable(),
    /** What part of its subject the document covers. */
    covers: z.string().min(1),
    /** Content documents holding its text (`commentary/ru-67-74`, `laws/2007/6`). */
    documents: z.array(z.string().regex(/^(laws\/(1997|2007)\/\d{1,2}|commentary\/[a-z0-9-]+|cases\/[a-z0-9-]+)$/)).min(1),
  })
  .strict();

export const manifestSchema = z.array(sourceSchema).min(1);
export type Source = z.output<typeof sourceSchema>;
