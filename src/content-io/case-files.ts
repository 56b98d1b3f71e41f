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
import { caseSchema, type CaseData } from '../schemas/case.ts';

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

/** Every case file under `root` with its text. */
export function readCaseFiles(root = CASES_ROOT): CaseFileText[] {
  return caseFilePaths(root).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
}

/**
 * The case ids of a collection (folders holding a case.yaml), in print order.
 * @example caseIds('hbf-played-card') // ['q1', 'q2', '1', …, '16']
 */
export function caseIds(collection: string, root = CASES_ROOT): string[] {
  const dir = join(root, collection);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((id) => existsSync(join(dir, id, 'case.yaml')))
    .sort(compareCaseIds);
}

/** Loads and validates the case `id` of `collection`; throws with the file and the schema's messages. */
export function loadCase(collection: string, id: string, root = CASES_ROOT): CaseData {
  const file = join(root, collection, id, 'case.yaml');
  if (!existsSync(file)) throw new Error(`${file}: no such case (cases of ${collection} are ${caseIds(collection, root).join(', ')})`);
  const parsed = caseSchema.safeParse(parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/** Every case of a collection, in print order. */
export function loadCollection(collection: string, root = CASES_ROOT): CaseData[] {
  return caseIds(collection, root).map((id) => loadCase(collection, id, root));
}
