// Reading a case file from disk for the ruling CLI, tests and pages (Node only).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { caseSchema, type CaseData } from '../../src/schemas/case.ts';

/** The case ids of the booklet, in print order. */
export const CASE_IDS = ['q1', 'q2', ...Array.from({ length: 16 }, (_, i) => String(i + 1))];

/** Loads and validates a case file; throws with the file and the schema's messages. */
export function loadCase(id: string, root = 'content/cases/hbf-played-card'): CaseData {
  const file = join(root, id, 'case.yaml');
  if (!existsSync(file)) throw new Error(`${file}: no such case (cases are ${CASE_IDS.join(', ')})`);
  const parsed = caseSchema.safeParse(parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}
