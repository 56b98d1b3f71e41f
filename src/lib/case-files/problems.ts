/**
 * The problems of a set of case files as the content check prints them: `file:line: rule:
 * message` and a hint line, every file's problems in order. The files come as text (read by
 * src/content-io), so this stays pure.
 */
import type { CaseFileText } from '../cases/case-loader.ts';
import { formatCaseFileError, validateCaseFile } from '../cases/validate-case-file.ts';
import { isClaimCaseText, validateClaimCaseFile } from '../claims/case-file.ts';

export type { CaseFileText } from '../cases/case-loader.ts';

/**
 * Every problem of `files`, formatted; empty when all are valid. A claim case (`kind: claim`) is
 * checked against its own schema (src/lib/claims/case-file.ts), its cited paragraphs against
 * `commentarySegments` (ids per commentary; omitted, they are not checked); any other case file
 * against the booklet's.
 * @example caseFileProblems([{ path: 'x/1/case.yaml', text: 'id: [' }])[0] // 'x/1/case.yaml:1: yaml-syntax: …'
 */
export function caseFileProblems(files: readonly CaseFileText[], commentarySegments?: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  return files.flatMap((f) =>
    (isClaimCaseText(f.text) ? validateClaimCaseFile(f.path, f.text, commentarySegments) : validateCaseFile(f.path, f.text)).map(formatCaseFileError),
  );
}
