/**
 * Case data for pages and endpoints, read once from `content/cases/<collection>/<case>/case.yaml`.
 * The content check (`npm run check`) has already reported every problem with its line; should a
 * build run without it, a bad file still stops the build here with the same messages.
 */
import { parse } from 'yaml';
import { readCaseFiles } from '../content-io/case-files.ts';
import { compareCaseIds } from '../lib/cases/case-order.ts';
import { formatCaseFileError, validateCaseFile } from '../lib/cases/validate-case-file.ts';
import { caseSchema, type CaseData } from '../schemas/case.ts';
import { isClaimCaseText } from '../schemas/claim-case-file.ts';

let cache: CaseData[] | null = null;

/** Every case of every collection, questions first, in the booklet's order. */
export function allCases(): CaseData[] {
  if (cache) return cache;
  const out: CaseData[] = [];
  const problems: string[] = [];
  // Claim cases (`kind: claim`) have their own schema and loader: src/data/claim-cases.ts.
  for (const { path, text } of readCaseFiles().filter((f) => !isClaimCaseText(f.text))) {
    const errors = validateCaseFile(path, text);
    if (errors.length > 0) problems.push(...errors.map(formatCaseFileError));
    else out.push(caseSchema.parse(parse(text)));
  }
  if (problems.length > 0) throw new Error(`case files have ${problems.length} problem(s):\n${problems.join('\n')}`);
  cache = out.sort((a, b) => a.collection.localeCompare(b.collection) || compareCaseIds(a.id, b.id));
  return cache;
}

/** The case `id` of `collection`, if there is one. */
export function caseData(collection: string, id: string): CaseData | undefined {
  return allCases().find((c) => c.collection === collection && c.id === id);
}
