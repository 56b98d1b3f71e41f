// The case part of `npm run check`: every case.yaml under <root>/cases validated, and every
// ```deal fence of the content files parsed; all problems as `file:line: rule: message`.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RawFile } from '../../src/lib/corpus/corpus.ts';
import { dealFenceProblems } from '../../src/markdown/deal-fence.ts';
import { formatCaseFileError, validateCaseFile } from './validate-case-file.ts';
import { claimCaseProblems } from '../../src/data/claim-cases.ts';

function caseFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      // Claim cases have their own schema (src/schemas/claim-case.ts), checked below.
      if (path.endsWith(join('cases', 'claims'))) return [];
      if (statSync(path).isDirectory()) return caseFiles(path);
      return name === 'case.yaml' ? [path] : [];
    });
}

/**
 * Problems of the case files under `root` and of the deal fences in `files` (paths relative to root).
 * @example caseAndDealProblems('content', readContentFiles('content')) // { files: 18, count: 0, lines: [] }
 */
export function caseAndDealProblems(root: string, files: readonly RawFile[]): { files: number; count: number; lines: string[] } {
  const lines: string[] = [];
  let count = 0;
  const paths = caseFiles(join(root, 'cases'));
  for (const file of paths) {
    for (const e of validateCaseFile(file, readFileSync(file, 'utf8'))) {
      count++;
      lines.push(formatCaseFileError(e));
    }
  }
  const claims = claimCaseProblems(root);
  count += claims.lines.length;
  lines.push(...claims.lines);
  for (const f of files) {
    for (const p of dealFenceProblems(f.text)) {
      count++;
      lines.push(`${join(root, f.path)}:${p.line}:${p.column}: deal/${p.code}: ${p.message}\n  hint: see "Deal diagrams in Markdown" in the README for the deal block syntax.`);
    }
  }
  return { files: paths.length + claims.files, count, lines };
}
