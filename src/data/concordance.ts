/**
 * The concordance of the three codes from `content/laws/concordance.yaml`, read once at build
 * time through src/content-io (like src/data/law-titles.ts: from the project root, so it works
 * in pages, scripts and tests), and `changeOf` bound to it.
 */
import { readText } from '../content-io/text-files.ts';
import { changeOf as lookUp, type EditionChange } from '../lib/editions/concordance.ts';
import type { Concordance } from '../lib/editions/types.ts';
import type { Edition } from '../lib/refs/types.ts';
import { formatConcordanceError, parseConcordance } from '../schemas/concordance.ts';

/** Path of the concordance, relative to the project root. */
export const CONCORDANCE_FILE = 'content/laws/concordance.yaml';

const cache = new Map<string, Concordance>();

/** The concordance, validated; throws with all its problems (`file:line: rule: message`) when it is invalid. */
export function concordance(root = process.cwd()): Concordance {
  const cached = cache.get(root);
  if (cached) return cached;
  const { concordance: c, errors } = parseConcordance(readText(CONCORDANCE_FILE, root), CONCORDANCE_FILE);
  if (!c) throw new Error(`${CONCORDANCE_FILE} is invalid (run npm run check):\n${errors.map(formatConcordanceError).join('\n')}`);
  cache.set(root, c);
  return c;
}

/**
 * What section `lawId` of code `from` is in code `to` (see src/lib/editions/concordance.ts).
 * @example changeOf('16D', '2007', '2017')?.toId // '16C'
 */
export function changeOf(lawId: string, from: Edition, to: Edition, item?: number): EditionChange | null {
  return lookUp(concordance(), lawId, from, to, item);
}
