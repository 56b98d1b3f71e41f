// npm run check:html [-- --all] [dir]: html-validate (recommended preset, .htmlvalidate.json) on
// a covering sample of dist/'s pages (src/lib/site-check/covering-sample.ts: every structural
// shape found on any page — element under parent with its attributes, enumerated values, id
// shapes, heading steps, elements without text — is on a page of the sample, and every page type
// has one), or with --all on every page. Prints `file:line:column: rule: message` per finding
// and a count per rule; exits 1 on any. Every rule that .htmlvalidate.json turns off or reconfigures must have its
// written reason in docs/quality-gates.md (a line "- `rule-id` …" under "## html-validate").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { readPages } from '../src/content-io/site-files.ts';
import { coveringSample } from '../src/lib/site-check/covering-sample.ts';
import { pageTypeOf } from '../src/lib/site-check/page-types.ts';

const all = process.argv.includes('--all');
const root = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'dist';
const config = JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')) as ConfigData;
const doc = readFileSync('docs/quality-gates.md', 'utf8');
const section = doc.slice(doc.indexOf('## html-validate'), doc.indexOf('\n## ', doc.indexOf('## html-validate') + 1) >>> 0);
const unexplained = Object.keys(config.rules ?? {}).filter((r) => !section.includes(`- \`${r}\``));
for (const r of unexplained)
  console.error(`.htmlvalidate.json: rule "${r}" is changed without a reason; add "- \`${r}\`: why" under "## html-validate" in docs/quality-gates.md`);
// One configuration for every page (.htmlvalidate.json, read above): a file-system loader would
// look for configuration files beside each page and merge them again for every page.
const validator = new HtmlValidate(new StaticConfigLoader(config));
const site = readPages(root).pages;
const chosen = all ? [...site.keys()] : coveringSample([...site].map(([path, p]) => ({ path, type: pageTypeOf(path), structure: p.scan.structure })));
const pages = chosen.map((path) => site.get(path)?.file ?? join(root, path));
const shapes = new Set([...site.values()].flatMap((p) => [...p.scan.structure])).size;
const byRule = new Map<string, number>();
let count = unexplained.length;
for (const file of pages) {
  const report = await validator.validateString(readFileSync(file, 'utf8'), file);
  for (const r of report.results) {
    for (const m of r.messages) {
      count += 1;
      byRule.set(m.ruleId, (byRule.get(m.ruleId) ?? 0) + 1);
      if (count <= 200) console.error(`${file}:${m.line}:${m.column}: ${m.ruleId}: ${m.message}`);
    }
  }
}
if (count > 200) console.error(`… ${count - 200} more`);
for (const [rule, n] of byRule) console.error(`  ${rule}: ${n}`);
console.log(
  `check:html: ${pages.length} of ${site.size} pages (${all ? 'every page' : `a covering sample: the ${shapes} structural shapes of all pages and every page type; --all for every page`}), ${count} problem(s)`,
);
process.exit(count ? 1 : 0);
