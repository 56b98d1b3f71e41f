/**
 * Reading case files (`content/cases/<collection>/<case>/case.yaml`) from disk: their text for
 * the content check and the data layer, a collection's case ids, and one case loaded as data
 * for the ruling CLI, the calculator's page and the tests. Any collection loads the same way.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { compareCaseIds } from '../lib/cases/case-order.ts';
import type { CaseFileText } from '../lib/case-files/problems.ts';
import { caseKindIn } from '../lib/case-files/kinds.ts';
import { readCollection } from '../lib/cases/validate-collection-file.ts';
import { caseSchema, type CaseData } from '../schemas/case.ts';
import type { CollectionData } from '../schemas/collection.ts';

/** The folder of the case collections, relative to the project root. */
export const CASES_ROOT = 'content/cases';

/** Every `case.yaml` under `root` (any depth), in sorted folder order; none when `root` is absent. */
export function caseFilePaths(root = CASES_ROOT): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .sort()
    .flatMap((name) => {
      const path = join(root, name);
      if (statSync(path).isDirectory()) return caseFilePaths(path);
      return name === 'case.yaml' ? [path] : [];
    });
}

/** Every collection.yaml of `root` (one per collection folder), in sorted folder order, with its text. */
export function readCollectionFiles(root = CASES_ROOT): CaseFileText[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .sort()
    .map((name) => join(root, name, 'collection.yaml'))
    .filter((path) => existsSync(path))
    .map((path) => ({ path, text: readFileSync(path, 'utf8') }));
}

/** Every case file under `root` with its text. */
export function readCaseFiles(root = CASES_ROOT): CaseFileText[] {
  return caseFilePaths(root).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
}

/**
 * The case ids of a collection (folders holding a case.yaml), in print order.
 * @example caseIds('claims')[0] // 'acquiescence-withdrawn'
 */
export function caseIds(collection: string, root = CASES_ROOT): string[] {
  const dir = join(root, collection);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((id) => existsSync(join(dir, id, 'case.yaml')))
    .sort(compareCaseIds);
}

/**
 * A collection's metadata (its collection.yaml); throws with the file when it is missing or unsound.
 * @example collectionMeta('claims').kind // 'claim'
 */
export function collectionMeta(collection: string, root = CASES_ROOT): CollectionData {
  const file = join(root, collection, 'collection.yaml');
  if (!existsSync(file)) throw new Error(`${file}: no such collection (add its collection.yaml, src/schemas/collection.ts)`);
  try {
    return readCollection(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`${file}: ${e instanceof Error ? e.message : String(e)} (npm run check names each problem with its line)`);
  }
}

/** Every collection's metadata, in folder order. */
export function allCollectionMeta(root = CASES_ROOT): CollectionData[] {
  return readCollectionFiles(root).map((f) => collectionMeta(f.path.replaceAll('\\', '/').split('/').at(-2) ?? '', root));
}

/** Loads and validates the case `id` of a played-card collection; throws with the file and the schema's messages. */
export function loadCase(collection: string, id: string, root = CASES_ROOT): CaseData {
  const kind = collectionMeta(collection, root).kind;
  if (kind !== 'played-card') throw new Error(`${join(root, collection)}: a collection of ${kind} cases, not of played-card cases`);
  const file = join(root, collection, id, 'case.yaml');
  if (!existsSync(file)) throw new Error(`${file}: no such case (cases of ${collection} are ${caseIds(collection, root).join(', ')})`);
  const parsed = caseSchema.safeParse(parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** Every played-card case of a collection, in print order (a case of another kind the collection allows is left out). */
export function loadCollection(collection: string, root = CASES_ROOT): CaseData[] {
  const meta = collectionMeta(collection, root);
  return caseIds(collection, root)
    .filter((id) => caseKindIn(meta, readFileSync(join(root, collection, id, 'case.yaml'), 'utf8')) === 'played-card')
    .map((id) => loadCase(collection, id, root));
}

/**
 * The collection of `kind` with the most cases (ties: the first in folder order): the benches
 * measure its pages and rulings, whatever it is called.
 * @example largestCollection('claim') // 'claims'
 */
export function largestCollection(kind: CollectionData['kind'], root = CASES_ROOT): string {
  const of = allCollectionMeta(root).filter((c) => c.kind === kind);
  const best = of.reduce<CollectionData | undefined>((a, c) => (a === undefined || caseIds(c.id, root).length > caseIds(a.id, root).length ? c : a), undefined);
  if (best === undefined) throw new Error(`${root}: no collection of ${kind} cases`);
  return best.id;
}
