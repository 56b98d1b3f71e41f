/** The source manifest, `content/sources/manifest.yaml`. */
import { z } from 'zod';
import { LANGS, type Lang } from '../lib/base/languages.ts';
import { scriptShare, SCRIPT_OF } from '../lib/base/script.ts';

/** Text in one interface language: not empty, NFC, and at least half its letters in the language's script. */
const textIn = (lang: Lang, what: string) =>
  z
    .string({ error: (i) => (i.input === undefined ? `${what} in ${lang} is missing: add "${lang}: …"` : `${what} in ${lang} must be text`) })
    .min(1, `${what} in ${lang} is empty`)
    .superRefine((s, ctx) => {
      if (s !== s.normalize('NFC')) ctx.addIssue({ code: 'custom', message: `${what} in ${lang} is not in Unicode NFC` });
      const { letters, inScript } = scriptShare(s, lang);
      if (letters > 0 && inScript / letters < 0.5)
        ctx.addIssue({ code: 'custom', message: `${what} in ${lang} is mostly not in ${SCRIPT_OF[lang]} script: write it in ${lang}` });
    });

/** One text per interface language (our own wording), all four required. */
const perLanguage = (what: string) => z.strictObject(Object.fromEntries(LANGS.map((l) => [l, textIn(l, what)])) as { [L in Lang]: ReturnType<typeof textIn> });

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
    /** Title as printed, and the title in each interface language (our wording; the original's language may repeat it). */
    title: z.strictObject({ original: z.string().min(1), ...perLanguage('the title').shape }),
    /** Author, only where the document states it. */
    author: z.string().nullable(),
    /** Publisher, only where the document states it. */
    publisher: z.string().nullable(),
    /** What part of its subject the document covers, in each interface language (our wording). */
    covers: perLanguage('what the document covers'),
    /** Content documents holding its text (`commentary/ru-67-74`, `laws/2007/6`). */
    documents: z.array(z.string().regex(/^(laws\/(1997|2007)\/\d{1,2}|commentary\/[a-z0-9-]+|cases\/[a-z0-9-]+)$/)).min(1),
  })
  .strict();

export const manifestSchema = z.array(sourceSchema).min(1);
export type Source = z.output<typeof sourceSchema>;
