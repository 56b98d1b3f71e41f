// Reading content/glossary/ from disk: the glossary's files, for the check and the build.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GlossaryFile } from '../lib/glossary/parse.ts';

/** Every file in `<root>/glossary` (paths relative to root); none when the folder is absent. */
export function readGlossaryFiles(root = 'content'): GlossaryFile[] {
  let names: string[] = [];
  try {
    names = readdirSync(join(root, 'glossary')).sort();
  } catch {
    return [];
  }
  return names.map((n) => ({ path: `glossary/${n}`, text: readFileSync(join(root, 'glossary', n), 'utf8') }));
}
