// npm run check:language: no English sentence in the body of a page of another interface
// outside an element marked `lang="en"` (src/lib/site-check/page-language.ts), on every page of
// dist/ under /ru/, /pl/ and /el/. A property of the static HTML: checked here, in Node, rather
// than page by page in a browser. Prints `page:line: language/english: …` per finding; exits 1 on any.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblem } from '../src/lib/base/problem.ts';
import { englishOutsideEn } from '../src/lib/site-check/page-language.ts';
import { listFiles } from '../src/content-io/site-files.ts';

const root = process.argv[2] ?? 'dist';
const pages = listFiles(root).filter((f) => /^\/(ru|pl|el)\/.*\.html$/.test(f));
let count = 0;
for (const f of pages) {
  const file = join(root, f);
  for (const e of englishOutsideEn(readFileSync(file, 'utf8'))) {
    count += 1;
    console.error(
      formatProblem({
        file,
        line: e.line,
        rule: 'language/english',
        message: `English text where the nearest lang is "${e.lang}": «${e.text}»; translate it, or mark it lang="en" where it is an English reference`,
      }),
    );
  }
}
console.log(`check:language: ${pages.length} pages of the ru, pl and el interfaces, ${count} problem(s)`);
process.exit(count ? 1 : 0);
