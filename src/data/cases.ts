/**
 * Case data for pages and endpoints, read once from `content/cases/<collection>/<case>/case.yaml`
 * by the one case loader (src/lib/cases/case-loader.ts): the booklet's cases and the claim cases,
 * each file read by the reader of its kind. The content check (`npm run check`) has already
 * reported every problem with its line; should a build run without it, a bad file still stops
 * the build here with the same messages (all of them).
 */
import { parse } from 'yaml';
import { readCaseFiles } from '../content-io/case-files.ts';
import { readContentFiles } from '../content-io/content-files.ts';
import { loadCases, type CaseReader, type LoadedCase } from '../lib/cases/case-loader.ts';
import { compareCaseIds } from '../lib/cases/case-order.ts';
import { formatCaseFileError, validateCaseFile } from '../lib/cases/validate-case-file.ts';
import { caseSchema, type CaseData } from '../schemas/case.ts';
import { claimCaseSchema, type ClaimCaseData } from '../lib/claims/case-schema.ts';
import { commentarySegmentIds, isClaimCaseText, validateClaimCaseFile } from '../lib/claims/case-file.ts';

/**
 * The segment ids of the commentaries claim cases cite (`ru-67-74` → {'70.5', …}).
 * @example commentarySegments('content').get('ru-67-74')?.has('70.5') // true
 */
export function commentarySegments(root = 'content'): Map<string, Set<string>> {
  return commentarySegmentIds(readContentFiles(root).filter((f) => f.path.startsWith('commentary/')));
}

let segments: ReturnType<typeof commentarySegments> | undefined;

/** The claim cases (`kind: claim`, src/lib/claims/case-schema.ts), their references checked against the commentaries. */
export const claimReader: CaseReader<ClaimCaseData> = {
  accepts: isClaimCaseText,
  validate: (file, text) => validateClaimCaseFile(file, text, (segments ??= commentarySegments())).map(formatCaseFileError),
  read: (text) => claimCaseSchema.parse(parse(text)),
};

/** The booklet's played-card cases (src/schemas/case.ts): every file no other reader takes, so it comes last. */
export const bookletReader: CaseReader<CaseData> = {
  accepts: () => true,
  validate: (file, text) => validateCaseFile(file, text).map(formatCaseFileError),
  read: (text) => caseSchema.parse(parse(text)),
};

const READERS = [claimReader, bookletReader] as readonly CaseReader<unknown>[];
let cache: LoadedCase[] | null = null;

/** Every case file, loaded once; throws with every problem of every file. */
function loaded(): LoadedCase[] {
  if (cache) return cache;
  const { cases, problems } = loadCases(readCaseFiles(), READERS);
  if (problems.length > 0) throw new Error(`case files have ${problems.length} problem(s):\n${problems.join('\n')}`);
  cache = cases.sort((a, b) => a.collection.localeCompare(b.collection) || compareCaseIds(a.id, b.id));
  return cache;
}

/** The cases one reader read, each collection in its print order. */
export function casesOfKind<T>(reader: CaseReader<T>): T[] {
  return loaded()
    .filter((c) => c.reader === (reader as CaseReader<unknown>))
    .map((c) => c.data as T);
}

/** Every booklet case of every collection, questions first, in the booklet's order. */
export function allCases(): CaseData[] {
  return casesOfKind(bookletReader);
}

/** Every claim case, by id. */
export function claimCases(): ClaimCaseData[] {
  return casesOfKind(claimReader);
}

/** The booklet case `id` of `collection`, if there is one. */
export function caseData(collection: string, id: string): CaseData | undefined {
  return allCases().find((c) => c.collection === collection && c.id === id);
}
