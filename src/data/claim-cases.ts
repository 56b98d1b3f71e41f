/**
 * The claim case files (the cases of every collection whose collection.yaml says `kind: claim`) for the content
 * check and the tests: their texts and every problem with its line. The cases themselves load
 * through the one case loader (src/data/cases.ts, `claimCases()`), like every other collection.
 */
import { join } from 'node:path';
import { readCaseFiles, readCollectionFiles } from '../content-io/case-files.ts';
import { casePlace } from '../lib/cases/case-loader.ts';
import { collectionKinds } from '../lib/case-files/problems.ts';
import type { CaseFileText } from '../lib/case-files/problems.ts';
import { formatCaseFileError } from '../lib/cases/validate-case-file.ts';
import type { ClaimCaseData } from '../lib/claims/case-schema.ts';
import { validateClaimCaseFile } from '../lib/claims/case-file.ts';
import { claimCases, commentarySegments } from './cases.ts';

export { commentarySegments } from './cases.ts';

/**
 * The claim case files under `root` with their texts, sorted by path.
 * @example claimCaseFiles('content')[0]?.path // 'content/cases/claims/acquiescence-withdrawn/case.yaml'
 */
export function claimCaseFiles(root = 'content'): CaseFileText[] {
  const kinds = collectionKinds(readCollectionFiles(join(root, 'cases')));
  return readCaseFiles(join(root, 'cases')).filter((f) => kinds.get(casePlace(f.path).collection) === 'claim');
}

/**
 * Every problem of the claim case files under `root`, formatted `file:line: rule: message` + hint.
 * @example claimCaseProblems('content') // { files: 23, lines: [] }
 */
export function claimCaseProblems(root = 'content'): { files: number; lines: string[] } {
  const segments = commentarySegments(root);
  const files = claimCaseFiles(root);
  return { files: files.length, lines: files.flatMap((f) => validateClaimCaseFile(f.path, f.text, segments).map(formatCaseFileError)) };
}

/**
 * Every claim case, sorted by id, as the one case loader read them.
 * @example allClaimCases().find((c) => c.id === 'forgotten-trump')?.claim.trumpMentioned // false
 */
export function allClaimCases(): ClaimCaseData[] {
  return [...claimCases()].sort((a, b) => a.id.localeCompare(b.id));
}
