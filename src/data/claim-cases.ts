/**
 * Claim cases for pages, tests and endpoints, read once from `content/cases/claims/<id>/case.yaml`.
 * The content check (`npm run check`) reports every problem with its line first; should a build
 * run without it, a bad file still stops the build here with the same messages.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { CLAIM_COMMENTARIES, claimCaseSchema, type ClaimCaseData } from '../schemas/claim-case.ts';
import { validateClaimCaseFile } from '../schemas/claim-case-file.ts';
import { parseSegmentFile } from '../lib/corpus/segment-file.ts';
import { formatCaseFileError } from '../../scripts/cases/validate-case-file.ts';

/** The folder of the claim cases, under a content root. */
export const CLAIMS_DIR = join('cases', 'claims');

/**
 * The segment ids of the commentaries claim cases cite, read from their original-language files.
 * @example commentarySegments('content').get('ru-67-74')?.has('70.5') // true
 */
export function commentarySegments(root = 'content'): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [doc, lang] of Object.entries(CLAIM_COMMENTARIES)) {
    const file = join(root, 'commentary', doc, `${lang}.md`);
    if (!existsSync(file)) continue;
    out.set(doc, new Set(parseSegmentFile(readFileSync(file, 'utf8'), file).file.segments.map((s) => s.id)));
  }
  return out;
}

/**
 * The case.yaml files of the claim cases under `root`, sorted by id.
 * @example claimCaseFiles('content')[0] // 'content/cases/claims/acquiescence-withdrawn/case.yaml'
 */
export function claimCaseFiles(root = 'content'): string[] {
  const dir = join(root, CLAIMS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((id) => join(dir, id, 'case.yaml'))
    .filter((f) => existsSync(f));
}

/**
 * Every problem of the claim case files under `root`, formatted `file:line: rule: message` + hint.
 * @example claimCaseProblems('content') // { files: 20, lines: [] }
 */
export function claimCaseProblems(root = 'content'): { files: number; lines: string[] } {
  const segments = commentarySegments(root);
  const files = claimCaseFiles(root);
  const lines = files.flatMap((f) => validateClaimCaseFile(f, readFileSync(f, 'utf8'), segments).map(formatCaseFileError));
  return { files: files.length, lines };
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
  const out = claimCaseFiles(root).map((f) => claimCaseSchema.parse(parse(readFileSync(f, 'utf8'))));
  cache.set(root, out);
  return out;
}

/** The claim case `id`, if there is one. */
export function claimCase(id: string, root = 'content'): ClaimCaseData | undefined {
  return allClaimCases(root).find((c) => c.id === id);
}
