/**
 * `validateCollectionFile(file, text, cases)`: every problem of a collection's metadata
 * (`content/cases/<collection>/collection.yaml`, src/schemas/collection.ts), each with its line:
 * the YAML, the schema, the id against the folder, the numbering against the case folders, each
 * case's kind and group against the collection's. Pure: the files come as text.
 */
import { parse } from 'yaml';
import type { z } from 'zod';
import { collectionKindsOf, collectionSchema, type CollectionData } from '../../schemas/collection.ts';
import { yamlSyntaxErrors, type CaseFileError } from './validate-case-file.ts';
import { locate, parseLocated } from '../base/yaml-lines.ts';

/** What the check needs of a case of the collection: its folder name and its parsed data, if it parsed. */
export interface CollectionCase {
  readonly id: string;
  readonly path: string;
  readonly text: string;
}

const HINTS: Readonly<Record<string, string>> = {
  'yaml-syntax': 'Fix the YAML syntax; quote strings that start with ? or contain ": ".',
  schema: 'Compare the field with src/schemas/collection.ts (each field is documented there).',
  'collection-id': 'id is the name of the folder that holds collection.yaml.',
  numbering: 'List every case folder of the collection, once, in print order, under numbering.',
  'case-kind': "A case's kind is its collection's kind (collection.yaml kind, or one listed under also); move the case or change the field.",
  'case-group': "Add the group's titles to the collection.yaml groups, or use one of its groups.",
};

type Path = (string | number)[];

/**
 * Every problem of a collection.yaml, sorted by line; empty when it is sound.
 * @example validateCollectionFile('content/cases/x/collection.yaml', 'id: y\n', [])[0]?.rule // 'schema'
 */
export function validateCollectionFile(file: string, text: string, cases: readonly CollectionCase[]): CaseFileError[] {
  const located = parseLocated(text);
  if (located.doc.errors.length > 0) return yamlSyntaxErrors(file, located, HINTS['yaml-syntax'] ?? '');
  const out: CaseFileError[] = [];
  const push = (rule: string, message: string, path: Path, at = file, line?: number) =>
    out.push({ file: at, line: line ?? locate(located, path).line, rule, message, hint: HINTS[rule] ?? HINTS['schema'] ?? '' });
  const parsed = collectionSchema.safeParse(located.doc.toJS());
  if (!parsed.success) {
    for (const issue of parsed.error.issues) push('schema', schemaMessage(issue), issue.path as Path);
    return out.sort((a, b) => a.line - b.line);
  }
  const c = parsed.data;
  const folder = file.replaceAll('\\', '/').split('/').at(-2);
  if (folder !== undefined && folder !== c.id) push('collection-id', `id "${c.id}" differs from the folder name "${folder}"`, ['id']);
  const listed = new Set<string>();
  c.numbering.forEach((id, i) => {
    if (listed.has(id)) push('numbering', `case "${id}" is listed twice`, ['numbering', i]);
    listed.add(id);
    if (!cases.some((k) => k.id === id)) push('numbering', `case "${id}" has no folder with a case.yaml in the collection`, ['numbering', i]);
  });
  for (const k of cases) {
    if (!listed.has(k.id)) push('numbering', `the case folder "${k.id}" is not listed`, ['numbering']);
    out.push(...caseAgainstCollection(k, c));
  }
  return out.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file.localeCompare(b.file)));
}

/** A case's kind and group against its collection's, at the case file's lines. */
function caseAgainstCollection(k: CollectionCase, c: CollectionData): CaseFileError[] {
  let value: unknown;
  try {
    value = parse(k.text);
  } catch {
    return []; // the case file's own check reports its syntax
  }
  if (value === null || typeof value !== 'object') return [];
  const { kind, group } = value as { kind?: unknown; group?: unknown };
  const located = parseLocated(k.text);
  const out: CaseFileError[] = [];
  const allowed = collectionKindsOf(c);
  if (!(allowed as readonly unknown[]).includes(kind))
    out.push({
      file: k.path,
      line: locate(located, ['kind']).line,
      rule: 'case-kind',
      message: `kind "${String(kind)}" is not a kind of the collection (${allowed.map((x) => `"${x}"`).join(', ')})`,
      hint: HINTS['case-kind'] ?? '',
    });
  if (typeof group === 'string' && !(c.groups !== undefined && group in c.groups))
    out.push({
      file: k.path,
      line: locate(located, ['group']).line,
      rule: 'case-group',
      message: `group "${group}" has no titles in the collection.yaml (groups: ${Object.keys(c.groups ?? {}).join(', ') || 'none'})`,
      hint: HINTS['case-group'] ?? '',
    });
  return out;
}

function schemaMessage(issue: z.core.$ZodIssue): string {
  const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  if (issue.code === 'unrecognized_keys') return `${where}unknown field(s) ${issue.keys.join(', ')}`;
  return `${where}${issue.message}`;
}

/**
 * The metadata of a collection.yaml the check found sound.
 * @example readCollection('id: claims\nkind: claim\n…').kind // 'claim'
 */
export function readCollection(text: string): CollectionData {
  return collectionSchema.parse(parse(text));
}
