// npm run check: every content problem, collected, as `file:line: rule: message`; exits 1 on any.
// Runs before `astro build`, because Astro's own schema errors stop at the first file and
// silently drop duplicate entry ids.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCorpus } from '../src/lib/corpus/corpus.ts';
import type { ContentError } from '../src/lib/corpus/segment-file.ts';
import { caseAndDealProblems } from './cases/content-check.ts';
import { readContentFiles, readManifest } from './content-files.ts';

const root = process.argv.includes('--root') ? (process.argv[process.argv.indexOf('--root') + 1] ?? 'content') : 'content';
const { corpus, errors } = buildCorpus(readManifest(root), readContentFiles(root));
const all: ContentError[] = [...errors];
for (const s of corpus.sources) {
  const file = join(root, 'sources', s.file);
  let sha = '';
  try {
    sha = createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    all.push({ file: `sources/${s.file}`, line: 1, rule: 'source/missing', message: 'listed in the manifest but not present; copy the seed file here byte-for-byte' });
    continue;
  }
  if (sha !== s.sha256) all.push({ file: `sources/${s.file}`, line: 1, rule: 'source/changed', message: `sha256 is ${sha}, the manifest says ${s.sha256}; sources are kept byte-for-byte, edit content/ instead` });
}
for (const e of all) console.error(`${join(root, e.file)}:${e.line}: ${e.rule}: ${e.message}`);
// Case files (case.yaml) and ```deal fences: every problem, with its line and a hint.
const cases = caseAndDealProblems(root, readContentFiles(root));
for (const line of cases.lines) console.error(line);
const problems = all.length + cases.count;
const segs = [...corpus.documents.values()].reduce((n, d) => n + [...d.versions.values()].reduce((m, v) => m + v.segments.length, 0), 0);
console.log(`check: ${corpus.documents.size} documents, ${segs} segments, ${cases.files} case files, ${problems} problem(s)`);
process.exit(problems ? 1 : 0);
