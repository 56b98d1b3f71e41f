/**
 * Reading single text files of the project from disk: the Laws' titles file, the section
 * summaries (`laws/summaries/*.yaml`) and the source
 * documents (`content/sources/*.txt`), for the data layer, the check and the tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

/** Folder of the summary files (`<law>.yaml`), relative to the content root. */
export const SUMMARIES_DIR = 'laws/summaries';

/**
 * The summary files (`<root>/laws/summaries/*.yaml`) as `{ path, text }`, paths relative to the
 * content root, sorted by Law; none when the folder does not exist (a fixture root).
 */
export function readSummaryFiles(root = 'content'): Array<{ path: string; text: string }> {
  const dir = join(root, SUMMARIES_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((f) => ({ path: `${SUMMARIES_DIR}/${f}`, text: readFileSync(join(dir, f), 'utf8') }));
}
