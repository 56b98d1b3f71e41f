/**
 * The titles of the 93 Laws in the four languages, `content/laws/titles.yaml`:
 *
 * ```yaml
 * edition: 2007
 * titles:
 *   "1": { en: ..., ru: ..., pl: ..., el: ... }
 * ```
 *
 * `parseLawTitles(text, file)` validates it with the zod schema below and reports every problem
 * with the line of the YAML key it concerns (rules `titles/...`). Pure: no file system.
 */
import { isMap, isScalar, type LineCounter, type Node } from 'yaml';
import { keyLine, parseLocated, syntaxErrors } from '../lib/base/yaml-lines.ts';
import { z } from 'zod';
import { formatProblem, type Problem as ContentError } from '../lib/base/problem.ts';
import { LANGS, type Lang } from '../lib/base/languages.ts';
import { LAW_COUNT as LAW_COUNT_BY_EDITION } from '../lib/refs/ids.ts';

/** Number of Laws in the 2007 code (counted once, per edition, in src/lib/refs/ids.ts). */
export const LAW_COUNT = LAW_COUNT_BY_EDITION['2007'];

/** The script each language's titles are written in. */
export const TITLE_SCRIPTS: Readonly<Record<Lang, 'Latin' | 'Cyrillic' | 'Greek'>> = { en: 'Latin', ru: 'Cyrillic', pl: 'Latin', el: 'Greek' };

const SCRIPT_RE: Readonly<Record<'Latin' | 'Cyrillic' | 'Greek', RegExp>> = {
  Latin: /\p{Script=Latin}/u,
  Cyrillic: /\p{Script=Cyrillic}/u,
  Greek: /\p{Script=Greek}/u,
};

const issue = (rule: string, message: string) => ({ code: 'custom' as const, message, params: { rule } });

/**
 * Why `title` is not a good title in `lang`, as [rule, message], or undefined when it is one.
 * @example titleProblem('ru', 'Claim') // ['titles/wrong-script', ...]
 */
export function titleProblem(lang: Lang, title: string): [rule: string, message: string] | undefined {
  if (title.trim() === '') return ['titles/empty-title', `the ${lang} title is empty: write the title of the law in ${lang}`];
  if (title !== title.normalize('NFC')) {
    return [
      'titles/not-nfc',
      `the ${lang} title is not in Unicode NFC (a letter is written with a separate combining accent): retype it or normalise the file to NFC`,
    ];
  }
  const script = TITLE_SCRIPTS[lang];
  const letters = [...title].filter((c) => /\p{L}/u.test(c));
  const bad = letters.find((c) => !SCRIPT_RE[script].test(c));
  if (bad !== undefined) {
    const cp = `U+${(bad.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
    return [
      'titles/wrong-script',
      `the ${lang} title has "${bad}" (${cp}), which is not a ${script} letter: ${lang} titles are written in ${script} script only (look for look-alike letters such as Latin o in Greek or Cyrillic text)`,
    ];
  }
  return undefined;
}

const titleSchema = (lang: Lang) =>
  z
    .string({
      error: (i) =>
        i.input === undefined
          ? `the ${lang} title is missing: add "${lang}: <title>"`
          : i.input === null
            ? `the ${lang} title is empty: write the title of the law in ${lang}`
            : `the ${lang} title must be text`,
    })
    .superRefine((s, ctx) => {
      const p = titleProblem(lang, s);
      if (p) ctx.addIssue(issue(p[0], p[1]));
    });

/** The four titles of one law. */
export const lawTitleSchema = z.strictObject(Object.fromEntries(LANGS.map((l) => [l, titleSchema(l)])) as { [L in Lang]: ReturnType<typeof titleSchema> }, {
  error: (i) => (i.code === 'invalid_type' ? 'a law entry is a mapping of en, ru, pl and el to titles' : undefined),
});

const LAW_KEY = /^[1-9]\d?$/;

/** The whole file. */
export const lawTitlesFileSchema = z
  .strictObject(
    {
      edition: z.literal(2007, { error: 'edition must be 2007: these are the titles of the 2007 Laws' }),
      titles: z.record(z.string(), lawTitleSchema, { error: 'titles is a mapping of law numbers "1" to "93" to their titles' }),
    },
    { error: (i) => (i.code === 'invalid_type' ? 'the file is a mapping with edition and titles' : undefined) },
  )
  .superRefine((file, ctx) => {
    for (const key of Object.keys(file.titles)) {
      if (!LAW_KEY.test(key) || Number(key) > LAW_COUNT) {
        ctx.addIssue({
          ...issue('titles/extra-key', `"${key}" is not a law number: keys are the numbers "1" to "${LAW_COUNT}", without leading zeros`),
          path: ['titles', key],
        });
      }
    }
    for (let n = 1; n <= LAW_COUNT; n++) {
      if (!(String(n) in file.titles))
        ctx.addIssue({ ...issue('titles/missing-law', `law ${n} has no titles: add "${n}": with en, ru, pl and el`), path: ['titles'] });
    }
  });

/** Titles by law number (`"45"`) and language. */
export type LawTitles = Readonly<Record<string, Readonly<Record<Lang, string>>>>;

/** A law key written as a bare YAML number (`5:`), which the file asks to be quoted. */
function unquotedKeys(contents: Node | null, lines: LineCounter): { key: string; line: number }[] {
  const titles = isMap(contents) ? contents.get('titles', true) : undefined;
  if (!isMap(titles)) return [];
  return titles.items.flatMap((p) =>
    isScalar(p.key) && typeof p.key.value === 'number' && p.key.range ? [{ key: String(p.key.value), line: lines.linePos(p.key.range[0]).line }] : [],
  );
}

/**
 * Parses and checks titles.yaml; `titles` is null when there is any error.
 * @example parseLawTitles(text, 'content/laws/titles.yaml').errors // []
 */
export function parseLawTitles(text: string, file: string): { titles: LawTitles | null; errors: ContentError[] } {
  const located = parseLocated(text);
  const { doc, lines } = located;
  if (doc.errors.length > 0) {
    const errors = syntaxErrors(located).map((e) => ({
      file,
      line: e.line,
      rule: 'titles/yaml-syntax',
      message: `${e.message}: fix the YAML syntax (quote a title that contains ": " or starts with a quote)`,
    }));
    return { titles: null, errors };
  }
  const errors: ContentError[] = unquotedKeys(doc.contents, lines).map(({ key, line }) => ({
    file,
    line,
    rule: 'titles/unquoted-key',
    message: `law key ${key} is a bare number: quote it ("${key}":) so that every key is a string`,
  }));
  const result = lawTitlesFileSchema.safeParse(doc.toJS());
  if (!result.success) {
    for (const i of result.error.issues) {
      const rule = (i as { params?: { rule?: string } }).params?.rule;
      if (i.code === 'unrecognized_keys') {
        for (const key of i.keys) {
          const where = i.path.length === 0 ? 'at the top level' : `in law ${String(i.path[1])}`;
          const what = i.path.length === 0 ? 'only edition and titles' : 'only en, ru, pl and el';
          errors.push({
            file,
            line: keyLine(located, [...i.path, key]),
            rule: 'titles/extra-key',
            message: `"${key}" is not allowed ${where}: the file has ${what}`,
          });
        }
        continue;
      }
      const missingLang = i.code === 'invalid_type' && i.input === undefined && i.path.length === 3;
      const nullTitle = i.code === 'invalid_type' && i.input === null && i.path.length === 3;
      errors.push({
        file,
        line: keyLine(located, i.path),
        rule: rule ?? (missingLang ? 'titles/missing-language' : nullTitle ? 'titles/empty-title' : 'titles/schema'),
        message: i.message,
      });
    }
  }
  errors.sort((a, b) => a.line - b.line);
  return { titles: errors.length === 0 && result.success ? result.data.titles : null, errors };
}

/** A problem as `file:line: rule: message`. */
export const formatTitleError = formatProblem;
