/**
 * Titles of the 93 Laws from `content/laws/titles.yaml`, read once at build time through
 * src/content-io from the project root (the working directory of `astro build`, vitest and
 * `npx node` scripts), so it works in pages and scripts.
 */
import { readText } from '../content-io/text-files.ts';
import type { Lang } from '../lib/corpus/languages.ts';
import { formatTitleError, LAW_COUNT, parseLawTitles, type LawTitles } from '../schemas/law-titles.ts';

/** Path of the titles file, relative to the project root. */
export const LAW_TITLES_FILE = 'content/laws/titles.yaml';

const cache = new Map<string, LawTitles>();

/** Every title, validated; throws with all the file's problems (`file:line: rule: message`) when it is invalid. */
export function lawTitles(root = process.cwd()): LawTitles {
  const cached = cache.get(root);
  if (cached !== undefined) return cached;
  const { titles, errors } = parseLawTitles(readText(LAW_TITLES_FILE, root), LAW_TITLES_FILE);
  if (titles === null) throw new Error(`${LAW_TITLES_FILE} is invalid (run npm run check):\n${errors.map(formatTitleError).join('\n')}`);
  cache.set(root, titles);
  return titles;
}

/**
 * The title of Law `n` in `lang`.
 * @example lawTitle(45, 'en') // 'Card played'
 */
export function lawTitle(n: number, lang: Lang): string {
  if (!Number.isInteger(n) || n < 1 || n > LAW_COUNT) throw new RangeError(`law ${n} does not exist: the Laws are numbered 1 to ${LAW_COUNT}`);
  const entry = lawTitles()[String(n)];
  if (entry === undefined) throw new Error(`${LAW_TITLES_FILE} has no law ${n}`);
  return entry[lang];
}
