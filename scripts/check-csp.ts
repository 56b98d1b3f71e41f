// npm run check:csp: every page in dist/ has a Content-Security-Policy <meta> before its
// scripts and styles, without 'unsafe-inline'/'unsafe-eval' for scripts, and every inline
// script and style is allowed by its hash. Prints `page:line: rule: message`; exits 1 on any.
import { createHash } from 'node:crypto';
import { formatProblem } from '../src/lib/base/problem.ts';
import { checkCsp, parseCsp } from '../src/lib/site-check/csp.ts';
import { readPages } from '../src/content-io/site-files.ts';

const root = process.argv[2] ?? 'dist';
const { pages } = readPages(root);
let count = 0;
const algorithms = new Set<string>();
for (const { file, scan } of pages.values()) {
  // Hash in the algorithm the policy uses (Astro's security.csp.algorithm).
  const algo = /'(sha256|sha384|sha512)-/.exec(scan.csp?.policy ?? '')?.[1] ?? 'sha256';
  algorithms.add(algo);
  const hash = (t: string) => `'${algo}-${createHash(algo).update(t, 'utf8').digest('base64')}'`;
  for (const f of checkCsp(scan, hash, file)) {
    count += 1;
    console.error(formatProblem(f));
  }
}
const sample = [...pages.values()][0]?.scan.csp?.policy;
console.log(`check:csp: ${pages.size} pages, ${count} problem(s); directives: ${sample ? [...parseCsp(sample).keys()].join(', ') : 'none'}`);
process.exit(count ? 1 : 0);
