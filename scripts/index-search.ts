// Builds the Pagefind search index of dist/ (after `astro build`): one index per <html lang>,
// each stemmed in its language. Pages mark what is indexed (data-pagefind-body on the
// parallel text; see src/components/Parallel.astro); the pages' data go into files of about 16
// pages (src/lib/search/fragment-files.ts). Fails when Pagefind reports an error or a language
// has no index.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { indexedPageCount } from '../src/content-io/site-files.ts';
import { maxFragmentsFor } from '../src/lib/search/index.ts';

const SITE = process.argv[2] ?? 'dist';
const LANGS = ['en', 'ru', 'pl', 'el'];
const started = performance.now();
const problems: string[] = [];

const maxFragments = maxFragmentsFor(Math.max(...LANGS.map((l) => indexedPageCount(SITE, l))));
const { index, errors } = await pagefind.createIndex({ maxFragments });
problems.push(...errors);
if (index) {
  const added = await index.addDirectory({ path: SITE });
  problems.push(...added.errors);
  const written = await index.writeFiles({ outputPath: join(SITE, 'pagefind') });
  problems.push(...written.errors);
}
await pagefind.close();

const entry = JSON.parse(readFileSync(join(SITE, 'pagefind', 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
for (const l of LANGS)
  if (!entry.languages[l]?.page_count) problems.push(`no pages indexed in language "${l}": check <html lang> and data-pagefind-body in ${SITE}`);
for (const l of Object.keys(entry.languages)) if (!LANGS.includes(l)) problems.push(`unexpected index language "${l}": a page has <html lang="${l}">`);
if (problems.length) {
  for (const p of problems) console.error(`search index: ${p}`);
  process.exit(1);
}
const counts = LANGS.map((l) => `${l} ${entry.languages[l]?.page_count}`).join(', ');
console.log(`search index: pages per language ${counts}; pages' data in ${maxFragments} files per language (${Math.round(performance.now() - started)} ms)`);
