/**
 * Case data for pages and endpoints, read once from `content/cases/<collection>/<case>/case.yaml`
 * by ONE loader for every collection: each file goes to the reader of its kind (the booklet's
 * played-card cases, the claim cases), so a new collection of a known kind loads without code.
 * The content check (`npm run check`) has already reported every problem with its line; should a
 * build run without it, a bad file still stops the build here with the same messages (all of them).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { caseSchema, type CaseData } from '../schemas/case.ts';
import { claimCaseSchema, type ClaimCaseData } from '../schemas/claim-case.ts';
import { validateClaimCaseFile } from '../schemas/claim-case-file.ts';
import { commentarySegments } from './claim-cases.ts';
import { formatCaseFileError, validateCaseFile } from '../../scripts/cases/validate-case-file.ts';

/** How the case files of one kind are checked and read. */
export interface CaseReader<T> {
  /** Whether a parsed case.yaml is of this kind. */
  readonly accepts: (raw: unknown) => boolean;
  /** Every problem of the file, formatted `file:line: rule: message`; empty when sound. */
  readonly validate: (file: string, text: string) => readonly string[];
  /** The typed case of a file `validate` found sound. */
  readonly read: (raw: unknown) => T;
}

/** The booklet's played-card cases (src/schemas/case.ts): every file no other reader takes, so it comes last. */
export const bookletReader: CaseReader<CaseData> = {
  accepts: (raw) => !(typeof raw === 'object' && raw !== null && (raw as { kind?: unknown }).kind === 'claim'),
  validate: (file, text) => validateCaseFile(file, text).map(formatCaseFileError),
  read: (raw) => caseSchema.parse(raw),
};

let segments: ReturnType<typeof commentarySegments> | undefined;

/** The claim cases (`kind: claim`, src/schemas/claim-case.ts). */
export const claimReader: CaseReader<ClaimCaseData> = {
  accepts: (raw) => typeof raw === 'object' && raw !== null && (raw as { kind?: unknown }).kind === 'claim',
  validate: (file, text) => validateClaimCaseFile(file, text, (segments ??= commentarySegments())).map(formatCaseFileError),
  read: (raw) => claimCaseSchema.parse(raw),
};

/** A case as loaded: the reader that read it and its data. */
export interface Loaded<T = unknown> {
  readonly collection: string;
  readonly id: string;
  readonly reader: CaseReader<T>;
  readonly data: T;
}

/** `q1`, `q2` before `1`, `2`, … `16`; ids that are not numbers after those, by name. */
export const caseIdOrder = (a: string, b: string): number => {
  const n = (id: string) => (/^q\d+$/.test(id) ? Number(id.slice(1)) - 100 : /^\d+$/.test(id) ? Number(id) : Infinity);
  const x = n(a);
  const y = n(b);
  return x === y ? a.localeCompare(b) : x - y;
};

/**
 * Every case file under `root`, each read by the first of `readers` that accepts it; throws once
 * with every problem of every file (and a file no reader accepts) when there is any.
 * @example loadCaseTree('content/cases', [bookletReader]).map((c) => c.id) // ['q1', 'q2', '1', …, '16']
 */
export function loadCaseTree(root: string, readers: readonly CaseReader<unknown>[]): Loaded[] {
  const out: Loaded[] = [];
  const problems: string[] = [];
  for (const collection of existsSync(root) ? readdirSync(root).sort() : []) {
    const dir = join(root, collection);
    for (const id of readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort(caseIdOrder)) {
      const file = join(dir, id, 'case.yaml');
      if (!existsSync(file)) continue;
      const text = readFileSync(file, 'utf8');
      let raw: unknown;
      try {
        raw = parse(text);
      } catch {
        raw = undefined; // the reader's validation reports the YAML error with its line
      }
      const reader = readers.find((r) => r.accepts(raw));
      if (reader === undefined) {
        problems.push(`${file}:1: case-kind: no reader reads a case of kind "${String((raw as { kind?: unknown } | undefined)?.kind)}"; add one to READERS in src/data/cases.ts`);
        continue;
      }
      const errors = reader.validate(file, text);
      if (errors.length > 0) problems.push(...errors);
      else out.push({ collection, id, reader, data: reader.read(raw) });
    }
  }
  if (problems.length > 0) throw new Error(`case files have ${problems.length} problem(s):\n${problems.join('\n')}`);
  return out;
}

const READERS = [claimReader, bookletReader] as readonly CaseReader<unknown>[];
let cache: Loaded[] | null = null;
const loaded = () => (cache ??= loadCaseTree('content/cases', READERS));

/** The cases one reader read, in each collection's order (questions first, then by number). */
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
