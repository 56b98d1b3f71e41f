// npm run check:links: every internal href/src of every page in dist/ names a file that
// exists, every #fragment an id on its target page, and no resource comes from another
// origin. Prints `page:line: rule: message (source)` per finding; exits 1 on any.
import { readFileSync } from 'node:fs';
import { formatProblem } from '../src/lib/base/problem.ts';
import { checkLinks } from '../src/lib/site-check/links.ts';
import { readPages, sourceOf } from '../src/content-io/site-files.ts';

const root = process.argv[2] ?? 'dist';
const { files, pages } = readPages(root);
// Absolute URLs on the site's own origin (astro.config.mjs `site`) are internal links.
const origin = /\bsite:\s*'([^']+)'/.exec(readFileSync('astro.config.mjs', 'utf8'))?.[1] ?? 'https://lexludi.example';
const findings = checkLinks({ pages: new Map([...pages].map(([p, v]) => [p, v.scan])), files, origin });
for (const f of findings) {
  const page = pages.get(f.file);
  console.error(
    `${formatProblem({ ...f, file: page?.file ?? f.file, message: `${f.where}="${f.url}": ${f.message}` })}\n  from ${sourceOf(f.file, f.segment, f.cellLang)}`,
  );
}
const urls = [...pages.values()].reduce((n, p) => n + p.scan.urls.length, 0);
console.log(`check:links: ${pages.size} pages, ${urls} URLs, ${findings.length} problem(s)`);
process.exit(findings.length ? 1 : 0);
