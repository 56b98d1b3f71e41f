/**
 * Reading single text files of the project from disk: the Laws' titles file and the source
 * documents (`content/sources/*.txt`), for the data layer, the check and the tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The text of `path` (relative to `root`, the working directory by default); throws when it
 * cannot be read, naming the file.
 * @example readText('content/laws/titles.yaml').split('\n')[0] // '# Titles of the 93 Laws …'
 */
export function readText(path: string, root = '.'): string {
  return readFileSync(join(root, path), 'utf8');
}

/** The source documents (`<root>/sources/*.txt`) by file name, sorted. */
export function readSourceTexts(root = 'content'): Record<string, string> {
  const dir = join(root, 'sources');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.txt'))
      .sort()
      .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
  );
}
