// Reading content/ from disk: the document Markdown files of every area, each case collection's
// collection.yaml (which says whether its cases are ours) and the source manifest.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { RawFile } from '../lib/corpus/corpus.ts';

/**
 * Every document-language Markdown file under `root` (default `content`) and every
 * `cases/<collection>/collection.yaml` (the corpus reads whether a collection's cases are ours).
 */
export function readContentFiles(root = 'content'): RawFile[] {
  const out: RawFile[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.md') || (e.name === 'collection.yaml' && relative(join(root, 'cases'), dir).split(/[\\/]/).length === 1))
        out.push({ path: relative(root, p).split('\\').join('/'), text: readFileSync(p, 'utf8') });
    }
  };
  for (const area of ['laws', 'commentary', 'cases']) {
    try {
      walk(join(root, area));
    } catch {
      // An area with no files yet is fine.
    }
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** The parsed source manifest. */
export function readManifest(root = 'content'): unknown {
  return parseYaml(readFileSync(join(root, 'sources', 'manifest.yaml'), 'utf8'));
}
