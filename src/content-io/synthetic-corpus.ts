/**
 * A synthetic corpus for the scale benchmark (`npm run bench:scale`): today's content copied to
 * another folder, plus copies of today's commentaries and case texts as new commentary documents
 * until the corpus holds `factor` times today's documents. Copies keep the shapes that cost at
 * build time — segments in four languages, law references, glossary terms, deal diagrams — and
 * are listed in the source manifest under the source of the document they copy (documents with
 * no source, the project's own cases, are not copied). Never written
 * into content/ itself.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';

interface Source {
  file: string;
  documents: string[];
}
interface Concordance {
  misreferences?: { document: string; id: string; reason: string }[];
}

/** Document folders (holding `{lang}.md`) under `dir`, relative to the content root. */
function documentDirs(root: string, dir: string): string[] {
  const path = join(root, dir);
  if (!existsSync(path)) return [];
  const entries = readdirSync(path, { withFileTypes: true });
  const here = entries.some((e) => e.isFile() && e.name.endsWith('.md')) ? [dir] : [];
  return [...here, ...entries.filter((e) => e.isDirectory()).flatMap((e) => documentDirs(root, `${dir}/${e.name}`))];
}

/**
 * Writes the corpus into `to` (emptied first); returns how many documents it holds and how many
 * were added. The copies are commentaries (`commentary/syn-{n}-{name}`): a case text's segments
 * (facts, rulings, diagrams) read as a commentary's.
 */
export function writeSyntheticCorpus(from: string, to: string, factor: number): { documents: number; added: number } {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(to, { recursive: true });
  cpSync(from, to, { recursive: true });
  const today = ['laws', 'commentary', 'cases'].flatMap((area) => documentDirs(from, area));
  const manifestPath = join(to, 'sources', 'manifest.yaml');
  const manifest = parse(readFileSync(manifestPath, 'utf8')) as Source[];
  const sourceOf = (doc: string) =>
    manifest.find((s) => s.documents.includes(doc) || (doc.startsWith('cases/') && s.documents.includes(doc.split('/').slice(0, 2).join('/'))));
  // Copied: the documents of a source (the project's own cases, with none, are left out).
  const templates = [...documentDirs(from, 'commentary'), ...documentDirs(from, 'cases').filter((d) => !d.endsWith('/collection'))].filter((d) => sourceOf(d));
  // A misreference the concordance lists for a document holds for its copies too.
  const concordancePath = join(to, 'laws', 'concordance.yaml');
  const concordance = existsSync(concordancePath) ? (parse(readFileSync(concordancePath, 'utf8')) as Concordance) : null;
  const misreferences = concordance?.misreferences ?? [];
  const added = Math.max(0, Math.round((factor - 1) * today.length));
  for (let n = 0; n < added; n++) {
    const template = templates[n % templates.length]!;
    const id = `commentary/syn-${n}-${template.split('/').slice(1).join('-')}`;
    mkdirSync(join(to, id), { recursive: true });
    for (const f of readdirSync(join(from, template))) if (f.endsWith('.md')) writeFileSync(join(to, id, f), readFileSync(join(from, template, f), 'utf8'));
    const source = sourceOf(template);
    if (!source) throw new Error(`synthetic corpus: no source in the manifest lists ${template}`);
    source.documents.push(id);
    for (const m of misreferences.filter((x) => x.document === template)) misreferences.push({ ...m, document: id });
  }
  writeFileSync(manifestPath, stringify(manifest, { lineWidth: 0 }));
  if (concordance) writeFileSync(concordancePath, stringify(concordance, { lineWidth: 0 }));
  return { documents: today.length + added, added };
}
