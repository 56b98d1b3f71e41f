/**
 * Claim cases for pages, tests and endpoints: the `kind: claim` case files under
 * `content/cases` (`content/cases/claims/<id>/case.yaml`), read once through src/content-io. The
 * content check (`npm run check`) reports every problem with its line first; should a build run
 * without it, a bad file still stops the build here with the same messages.
 */
import { join } from 'node:path';
import { parse } from 'yaml';
import { readCaseFiles } from '../content-io/case-files.ts';
import { readContentFiles } from '../content-io/content-files.ts';
import type { CaseFileText } from '../lib/cases/case-problems.ts';
import { formatCaseFileError } from '../lib/cases/validate-case-file.ts';
import { claimCaseSchema, type ClaimCaseData } from '../schemas/claim-case.ts';
import { commentarySegmentIds, isClaimCaseText, validateClaimCaseFile } from '../schemas/claim-case-file.ts';

/**
 * The segment ids of the commentaries claim cases cite (`ru-67-74` → {'70.5', …}).
 * @example commentarySegments('content').get('ru-67-74')?.has('70.5') // true
 */
export function commentarySegments(root = 'content'): Map<string, Set<string>> {
  return commentarySegmentIds(readContentFiles(root).filter((f) => f.path.startsWith('commentary/')));
}

/**
 * The claim case files under `root` with their texts, sorted by path.
 * @example claimCaseFiles('content')[0]?.path // 'content/cases/claims/acquiescence-withdrawn/case.yaml'
 */
export function claimCaseFiles(root = 'content'): CaseFileText[] {
  return readCaseFiles(join(root, 'cases')).filter((f) => isClaimCaseText(f.text));
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

const cache = new Map<string, ClaimCaseData[]>();

/**
 * Every claim case, sorted by id; throws with every problem when a file is bad.
 * @example allClaimCases().find((c) => c.id === 'forgotten-trump')?.claim.trumpMentioned // false
 */
export function allClaimCases(root = 'content'): ClaimCaseData[] {
  const hit = cache.get(root);
  if (hit) return hit;
  const { lines } = claimCaseProblems(root);
  if (lines.length > 0) throw new Error(`claim case files have ${lines.length} problem(s):\n${lines.join('\n')}`);
  const out = claimCaseFiles(root)
    .map((f) => claimCaseSchema.parse(parse(f.text)))
    .sort((a, b) => a.id.localeCompare(b.id));
  cache.set(root, out);
  return out;
}

/** The claim case `id`, if there is one. */
export function claimCase(id: string, root = 'content'): ClaimCaseData | undefined {
  return allClaimCases(root).find((c) => c.id === id);
}
