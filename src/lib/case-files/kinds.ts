/**
 * The case-kind registry: for each kind a collection.yaml can name (src/schemas/collection.ts),
 * its schema and checks, and what the site does with its cases — whether a case page has the
 * ruling calculator, and the questions study and exam mode ask of a case. A collection of a known kind needs no code:
 * its folder and its collection.yaml are enough. Pure.
 */
import { parse } from 'yaml';
import { caseSchema, type CaseData } from '../../schemas/case.ts';
import { validateCaseFile, type CaseFileError } from '../cases/validate-case-file.ts';
import { CASE_KIND_IDS, collectionKindsOf, type CaseKindId } from '../../schemas/collection.ts';
import { claimQuestions, studyQuestions, type StudyQuestion } from '../cases/study.ts';
import { claimCaseSchema, type ClaimCaseData } from '../claims/case-schema.ts';
import { validateClaimCaseFile } from '../claims/case-file.ts';
import { uiCaseSchema, uiQuestions, validateUiCaseFile, type UiCaseData } from './ui-case.ts';

export { CASE_KIND_IDS, type CaseKindId } from '../../schemas/collection.ts';

/** What the checks of a kind may need beyond the file: the segment ids of the commentaries, by document. */
export interface KindContext {
  readonly commentarySegments?: ReadonlyMap<string, ReadonlySet<string>>;
}

/** One kind of case. */
export interface CaseKind<T> {
  readonly id: CaseKindId;
  /** Every problem of a case file of this kind, with lines; empty when sound. */
  readonly validate: (file: string, text: string, context: KindContext) => readonly CaseFileError[];
  /** The typed case of a file `validate` found sound. */
  readonly read: (value: unknown) => T;
  /** Whether the case page offers the ruling calculator on the case's facts. */
  readonly calculator: boolean;
  /** The questions study and exam mode ask of a case (what its recorded ruling answers). */
  readonly questions: (data: T) => StudyQuestion[];
}

/** The played-card cases: src/schemas/case.ts, checked by src/lib/cases/validate-case-file.ts, ruled by src/lib/rulings. */
export const playedCardKind: CaseKind<CaseData> = {
  id: 'played-card',
  validate: (file, text, context) => validateCaseFile(file, text, context.commentarySegments),
  read: (value) => caseSchema.parse(value),
  calculator: true,
  questions: studyQuestions,
};

/** The claim cases: src/lib/claims/case-schema.ts, their cited paragraphs checked against the commentaries. */
export const claimKind: CaseKind<ClaimCaseData> = {
  id: 'claim',
  validate: (file, text, context) => validateClaimCaseFile(file, text, context.commentarySegments),
  read: (value) => claimCaseSchema.parse(value),
  calculator: false,
  questions: claimQuestions,
};

/** The Law 16 cases: src/schemas/ui-case.ts, their facts checked by the Law 16 rule's own input check (./ui-case.ts). */
export const uiKind: CaseKind<UiCaseData> = {
  id: 'unauthorized-information',
  validate: (file, text) => validateUiCaseFile(file, text),
  read: (value) => uiCaseSchema.parse(value),
  calculator: true,
  questions: uiQuestions,
};

/** Every kind, by id. */
export const CASE_KINDS = { 'played-card': playedCardKind, claim: claimKind, 'unauthorized-information': uiKind } as const satisfies {
  readonly [K in CaseKindId]: { readonly id: CaseKindId };
};

/** Whether `s` names a kind of the registry. */
export const isCaseKind = (s: unknown): s is CaseKindId => (CASE_KIND_IDS as readonly unknown[]).includes(s);

/**
 * The kind a case file's text names in its top-level `kind` field (undefined when it names none
 * the registry knows, or the YAML does not parse).
 * @example caseKindOfText('collection: claims\nkind: claim\n') // 'claim'
 */
export function caseKindOfText(text: string): CaseKindId | undefined {
  try {
    const value: unknown = parse(text);
    const kind = value !== null && typeof value === 'object' ? (value as { kind?: unknown }).kind : undefined;
    return isCaseKind(kind) ? kind : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The kind a case file of a collection is read by: the kind its own `kind` field names when the
 * collection allows it (its `kind` or one of `also`), else the collection's kind (whose checks then
 * report the field).
 * @example caseKindIn({ kind: 'played-card', also: ['unauthorized-information'] }, 'kind: unauthorized-information\n') // 'unauthorized-information'
 */
export function caseKindIn(collection: { readonly kind: CaseKindId; readonly also?: readonly CaseKindId[] | undefined }, text: string): CaseKindId {
  const own = caseKindOfText(text);
  return own !== undefined && collectionKindsOf(collection).includes(own) ? own : collection.kind;
}
