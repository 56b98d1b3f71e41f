/**
 * The problems of a set of case files and collection files as the content check prints them:
 * `file:line: rule: message` and a hint line, every file's problems in order. Each case file is
 * checked by its kind (the collection.yaml's `kind`, or the case's own `kind` where the collection
 * allows it under `also`, through the registry ./kinds.ts); a collection.yaml against its schema, its folder and its cases. The files come as
 * text (read by src/content-io), so this stays pure.
 */
import { casePlace, type CaseFileText } from '../cases/case-loader.ts';
import { formatCaseFileError, type CaseFileError } from '../cases/validate-case-file.ts';
import { readCollection, validateCollectionFile } from '../cases/validate-collection-file.ts';
import type { CollectionData } from '../../schemas/collection.ts';
import { CASE_KINDS, caseKindIn, caseKindOfText, type CaseKindId, type KindContext } from './kinds.ts';

export type { CaseFileText } from '../cases/case-loader.ts';

/** The folder of a collection.yaml (`content/cases/claims/collection.yaml` → `claims`). */
export const collectionFolder = (path: string): string => path.replaceAll('\\', '/').split('/').at(-2) ?? '';

/**
 * The kind of each collection whose collection.yaml is sound, by folder.
 * @example collectionKinds([{ path: 'cases/claims/collection.yaml', text }]).get('claims') // 'claim'
 */
export function collectionKinds(collections: readonly CaseFileText[]): Map<string, CaseKindId> {
  return new Map([...soundCollections(collections)].map(([folder, c]) => [folder, c.kind]));
}

/** The metadata of each collection whose collection.yaml is sound, by folder. */
function soundCollections(collections: readonly CaseFileText[]): Map<string, CollectionData> {
  const out = new Map<string, CollectionData>();
  for (const f of collections)
    if (validateCollectionFile(f.path, f.text, []).every((e) => e.rule === 'numbering')) out.set(collectionFolder(f.path), readCollection(f.text));
  return out;
}

/**
 * Every problem of `files` (case.yaml) and `collections` (collection.yaml), formatted; empty when
 * all are sound. A case file goes to its collection's kind; without `collections` (a test of
 * loose files) to the kind its own `kind` field names.
 * @example caseFileProblems([{ path: 'x/1/case.yaml', text: 'id: [' }])[0] // 'x/1/case.yaml:1: yaml-syntax: …'
 */
export function caseFileProblems(
  files: readonly CaseFileText[],
  commentarySegments?: ReadonlyMap<string, ReadonlySet<string>>,
  collections?: readonly CaseFileText[],
): string[] {
  const context: KindContext = commentarySegments === undefined ? {} : { commentarySegments };
  const metas = soundCollections(collections ?? []);
  const out: CaseFileError[] = [];
  for (const c of collections ?? []) {
    const folder = collectionFolder(c.path);
    const cases = files.filter((f) => casePlace(f.path).collection === folder).map((f) => ({ ...f, id: casePlace(f.path).id }));
    out.push(...validateCollectionFile(c.path, c.text, cases));
  }
  for (const f of files) {
    const { collection } = casePlace(f.path);
    const meta = metas.get(collection);
    const kind = collections === undefined ? (caseKindOfText(f.text) ?? 'played-card') : meta && caseKindIn(meta, f.text);
    if (kind === undefined) {
      if (!(collections ?? []).some((c) => collectionFolder(c.path) === collection))
        out.push({
          file: f.path,
          line: 1,
          rule: 'case-kind',
          message: `the collection "${collection}" has no collection.yaml`,
          hint: 'Add collection.yaml beside the case folders (src/schemas/collection.ts): its id, kind, ours, editions, numbering, title, event.',
        });
      continue;
    }
    out.push(...CASE_KINDS[kind].validate(f.path, f.text, context));
  }
  return out.map(formatCaseFileError);
}
