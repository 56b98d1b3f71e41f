/**
 * Case data for pages and endpoints, read once from `content/cases/<collection>/<case>/case.yaml`.
 * The content check (`npm run check`) has already reported every problem with its line; should a
 * build run without it, a bad file still stops the build here with the same messages.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { caseSchema, type CaseData } from '../schemas/case.ts';
import { formatCaseFileError, validateCaseFile } from '../../scripts/cases/validate-case-file.ts';

const ROOT = 'content/cases';
const order = (id: string) => (id.startsWith('q') ? Number(id.slice(1)) - 10 : Number(id));

let cache: CaseData[] | null = null;

/** Every case of every collection, questions first, in the booklet's order. */
export function allCases(): CaseData[] {
  if (cache) return cache;
  const out: CaseData[] = [];
  const problems: string[] = [];
  // Claim cases have their own schema and loader (src/data/claim-cases.ts).
  for (const collection of readdirSync(ROOT).filter((c) => c !== 'claims')) {
    for (const id of readdirSync(join(ROOT, collection))) {
      const file = join(ROOT, collection, id, 'case.yaml');
      if (!existsSync(file)) continue;
      const text = readFileSync(file, 'utf8');
      const errors = validateCaseFile(file, text);
      if (errors.length > 0) problems.push(...errors.map(formatCaseFileError));
      else out.push(caseSchema.parse(parse(text)));
    }
  }
  if (problems.length > 0) throw new Error(`case files have ${problems.length} problem(s):\n${problems.join('\n')}`);
  cache = out.sort((a, b) => a.collection.localeCompare(b.collection) || order(a.id) - order(b.id));
  return cache;
}

/** The case `id` of `collection`, if there is one. */
export function caseData(collection: string, id: string): CaseData | undefined {
  return allCases().find((c) => c.collection === collection && c.id === id);
}
