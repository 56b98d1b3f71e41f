// node scripts/cases/check-cases.ts [files…]: validates case.yaml files (default: every case of
// content/cases) and prints `file:line: rule: message` per problem; exits 1 on any problem.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { formatCaseFileError, validateCaseFile } from './validate-case-file.ts';
import { claimCaseProblems } from '../../src/data/claim-cases.ts';

function caseFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (path.endsWith(join('cases', 'claims'))) return []; // their own schema: src/schemas/claim-case-file.ts
    if (statSync(path).isDirectory()) return caseFiles(path);
    return name === 'case.yaml' ? [path] : [];
  });
}

const files = process.argv.length > 2 ? process.argv.slice(2) : caseFiles('content/cases');
let problems = 0;
for (const file of files) {
  for (const e of validateCaseFile(file, readFileSync(file, 'utf8'))) {
    problems++;
    console.log(formatCaseFileError(e));
  }
}
if (process.argv.length <= 2) {
  const claims = claimCaseProblems('content');
  for (const line of claims.lines) console.log(line);
  problems += claims.lines.length;
}
console.log(`cases: ${files.length} files, ${problems} problems`);
process.exitCode = problems > 0 ? 1 : 0;
