// npm run import [-- --out DIR]: converts content/sources/*.txt into the content Markdown
// (content/laws, content/commentary, content/cases) and writes the repair log to
// content/sources/repairs.log. Original-language files only: translations are never touched.
// Running it twice changes nothing.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { importAll, renderImportedFile, renderRepairLog } from '../../src/lib/import/index.ts';

const args = process.argv.slice(2);
const outIdx = args.indexOf('--out');
const out = outIdx >= 0 ? (args[outIdx + 1] ?? 'content') : 'content';
const srcDir = 'content/sources';
const sources = Object.fromEntries(
  readdirSync(srcDir)
    .filter((f) => /^\d{3}_[0-9a-f]+\.txt$/.test(f))
    .map((f) => [f, readFileSync(join(srcDir, f), 'utf8')]),
);
const { files, repairs } = importAll(sources);
for (const f of files) {
  const path = join(out, f.path);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, renderImportedFile(f));
}
mkdirSync(join(out, 'sources'), { recursive: true });
writeFileSync(join(out, 'sources', 'repairs.log'), renderRepairLog(repairs));
for (const r of repairs) console.log(`${r.source}:${r.line}: ${r.rule}: ${JSON.stringify(r.text)}`);
console.log(`import: ${files.length} files, ${repairs.length} repairs`);
