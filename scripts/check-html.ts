// npm run check:html: html-validate (recommended preset, .htmlvalidate.json) on every page
// of dist/. Prints `file:line:column: rule: message` per finding and a count per rule;
// exits 1 on any. Every rule that .htmlvalidate.json turns off or reconfigures must have its
// written reason in docs/quality-gates.md (a line "- `rule-id` …" under "## html-validate").
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate, StaticConfigLoader, type ConfigData } from 'html-validate';
import { listFiles } from '../src/content-io/site-files.ts';

const root = process.argv[2] ?? 'dist';
const config = JSON.parse(readFileSync('.htmlvalidate.json', 'utf8')) as ConfigData;
const doc = readFileSync('docs/quality-gates.md', 'utf8');
const section = doc.slice(doc.indexOf('## html-validate'), doc.indexOf('\n## ', doc.indexOf('## html-validate') + 1) >>> 0);
const unexplained = Object.keys(config.rules ?? {}).filter((r) => !section.includes(`- \`${r}\``));
for (const r of unexplained)
  console.error(`.htmlvalidate.json: rule "${r}" is changed without a reason; add "- \`${r}\`: why" under "## html-validate" in docs/quality-gates.md`);
// One configuration for every page (.htmlvalidate.json, read above): a file-system loader would
// look for configuration files beside each page and merge them again for every page.
const validator = new HtmlValidate(new StaticConfigLoader(config));
const pages = listFiles(root)
  .filter((f) => f.endsWith('.html'))
  .map((f) => join(root, f));
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
console.log(`check:html: ${pages.length} pages, ${count} problem(s)`);
process.exit(count ? 1 : 0);
