/**
 * Case data for pages and endpoints, read once from `content/cases/<collection>/<case>/case.yaml`
 * by the one case loader (src/lib/cases/case-loader.ts): each file read by the kind its
 * collection's collection.yaml names, or its own where the collection allows several (the registry src/lib/case-files/kinds.ts), so a new
 * collection of a known kind needs no code. The content check (`npm run check`) has already
 * reported every problem with its line; should a build run without it, a bad file still stops
 * the build here with the same messages (all of them).
 */
import { parse } from 'yaml';
import { allCollectionMeta, readCaseFiles } from '../content-io/case-files.ts';
import { readContentFiles } from '../content-io/content-files.ts';
import { loadCases, type CaseReader, type LoadedCase } from '../lib/cases/case-loader.ts';
import { compareCaseIds } from '../lib/cases/case-order.ts';
import { formatCaseFileError } from '../lib/cases/validate-case-file.ts';
import { CASE_KINDS, caseKindIn, type CaseKind, type CaseKindId } from '../lib/case-files/kinds.ts';
import { commentarySegmentIds } from '../lib/claims/case-file.ts';
import type { CaseData } from '../schemas/case.ts';
import type { ClaimCaseData } from '../lib/claims/case-schema.ts';
import type { UiCaseData } from '../lib/case-files/ui-case.ts';
import { collectionKindsOf, type CollectionData } from '../schemas/collection.ts';
import type { Lang } from '../lib/base/languages.ts';

/**
 * The segment ids of the commentaries claim cases cite (`ru-67-74` → {'70.5', …}).
 * @example commentarySegments('content').get('ru-67-74')?.has('70.5') // true
 */
export function commentarySegments(root = 'content'): Map<string, Set<string>> {
  return commentarySegmentIds(readContentFiles(root).filter((f) => f.path.startsWith('commentary/')));
}

let segments: ReturnType<typeof commentarySegments> | undefined;

/** The reader of a kind of the registry, its checks given the commentaries' segments. */
function readerOf<T>(kind: CaseKind<T>): CaseReader<T> {
  return {
    kind: kind.id,
    validate: (file, text) => kind.validate(file, text, { commentarySegments: (segments ??= commentarySegments()) }).map(formatCaseFileError),
    read: (text) => kind.read(parse(text)),
  };
}

const READERS = new Map<CaseKindId, CaseReader<unknown>>([
  ['played-card', readerOf(CASE_KINDS['played-card'])],
  ['claim', readerOf(CASE_KINDS.claim)],
  ['unauthorized-information', readerOf(CASE_KINDS['unauthorized-information'])],
]);
let metas: CollectionData[] | null = null;

/** Every collection's metadata (its collection.yaml), in folder order. */
export function collections(): CollectionData[] {
  return (metas ??= allCollectionMeta());
}

/** The metadata of `collection`, if it has a collection.yaml. */
export const collectionData = (collection: string): CollectionData | undefined => collections().find((c) => c.id === collection);

/** The registry's kind of `collection`'s cases, if the collection is known. */
export const kindOfCollection = (collection: string): (typeof CASE_KINDS)[CaseKindId] | undefined => {
  const meta = collectionData(collection);
  return meta && CASE_KINDS[meta.kind];
};

/** The collections of a kind, in folder order. */
export const collectionsOfKind = (kind: CaseKindId): CollectionData[] => collections().filter((c) => collectionKindsOf(c).includes(kind));

let cache: LoadedCase[] | null = null;

/** Every case file, loaded once; throws with every problem of every file. */
function loaded(): LoadedCase[] {
  if (cache) return cache;
  const { cases, problems } = loadCases(readCaseFiles(), (collection, text) => {
    const meta = collectionData(collection);
    return meta && READERS.get(caseKindIn(meta, text));
  });
  if (problems.length > 0) throw new Error(`case files have ${problems.length} problem(s):\n${problems.join('\n')}`);
  cache = cases.sort((a, b) => a.collection.localeCompare(b.collection) || compareCaseIds(a.id, b.id));
  return cache;
}

/** The cases of one kind, each collection in its print order. */
export function casesOfKind<T>(kind: CaseKind<T>): T[] {
  return loaded()
    .filter((c) => c.reader.kind === kind.id)
    .map((c) => c.data as T);
}

/** Every played-card case of every collection, each collection in its print order. */
export function allCases(): CaseData[] {
  return casesOfKind(CASE_KINDS['played-card']);
}

/** Every claim case, by id. */
export function claimCases(): ClaimCaseData[] {
  return casesOfKind(CASE_KINDS.claim);
}

/** Every Law 16 case, each collection in its print order. */
export function uiCases(): UiCaseData[] {
  return casesOfKind(CASE_KINDS['unauthorized-information']);
}

/** The Law 16 case `id` of `collection`, if there is one. */
export function uiCaseData(collection: string, id: string): UiCaseData | undefined {
  return uiCases().find((c) => c.collection === collection && c.id === id);
}

/** The played-card case `id` of `collection`, if there is one. */
export function caseData(collection: string, id: string): CaseData | undefined {
  return allCases().find((c) => c.collection === collection && c.id === id);
}

/**
 * The title, in `lang`, of the group a played-card case is filed under (its collection.yaml's `groups`).
 * @example groupTitle('en', case1) // 'Card played by dummy'
 */
export function groupTitle(lang: Lang, data: Pick<CaseData, 'collection' | 'group'>): string {
  return collectionData(data.collection)?.groups?.[data.group]?.[lang] ?? data.group;
}
