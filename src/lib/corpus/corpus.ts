/**
 * The corpus: every content file parsed, grouped into documents with their language
 * versions, and every problem found on the way, collected (never just the first).
 */
import { manifestSchema, type Source } from '../../schemas/manifest.ts';
import { textFrontmatterSchema, type TextFrontmatter } from '../../schemas/text-file.ts';
import { checkAlignment } from './alignment.ts';
import { caseTitleProblems } from './doc-title.ts';
import { docOfPath, entryKey, type DocRef } from './documents.ts';
import { checkHygiene } from './hygiene.ts';
import type { Lang } from './languages.ts';
import { parseSegmentFile, type ContentError, type Segment } from './segment-file.ts';

/** One language version of a document. */
export interface Version {
  readonly path: string;
  readonly lang: Lang;
  readonly frontmatter: TextFrontmatter;
  readonly segments: readonly Segment[];
}

/** A document with all its language versions. */
export interface CorpusDocument {
  readonly doc: DocRef;
  /** The source this document's text comes from. */
  readonly source: Source;
  /** Language of the reference version (fixes segment ids and order). */
  readonly reference: Lang;
  readonly versions: ReadonlyMap<Lang, Version>;
  /**
   * The Laws edition the document's text addresses: a law text's own, a text we wrote the one it
   * names (`written.edition`: a claim case ruled under 2017 illustrates a 1997 commentary), else
   * its source's.
   */
  readonly edition: 1997 | 2007 | 2017;
}

/** The whole corpus. */
export interface Corpus {
  readonly sources: readonly Source[];
  readonly documents: ReadonlyMap<string, CorpusDocument>;
}

/** A content file as read from disk: path relative to `content/`. */
export interface RawFile {
  readonly path: string;
  readonly text: string;
}

const docKey = (d: DocRef) => (d.kind === 'case' || d.kind === 'collection' ? `cases/${d.collection}` : d.id);

/**
 * Builds the corpus from the manifest text and the content files; never throws.
 * @example
 * buildCorpus(manifestYaml, files).errors // [] when the content is sound
 */
export function buildCorpus(manifest: unknown, files: readonly RawFile[]): { corpus: Corpus; errors: ContentError[] } {
  const errors: ContentError[] = [];
  const parsedManifest = manifestSchema.safeParse(manifest);
  const sources = parsedManifest.success ? parsedManifest.data : [];
  if (!parsedManifest.success) {
    for (const issue of parsedManifest.error.issues)
      errors.push({ file: 'sources/manifest.yaml', line: 1, rule: 'manifest/schema', message: `${issue.path.join('.')}: ${issue.message}` });
  }
  const grouped = new Map<string, { doc: DocRef; versions: Map<Lang, Version> }>();
  for (const f of files) {
    const where = docOfPath(f.path);
    if (!where) {
      errors.push({
        file: f.path,
        line: 1,
        rule: 'file/location',
        message: 'not a document file: put texts at laws/<edition>/<n>/<lang>.md, commentary/<doc>/<lang>.md or cases/<collection>/<case>/<lang>.md',
      });
      continue;
    }
    errors.push(...checkHygiene(f.text, f.path));
    const { file, errors: parseErrors } = parseSegmentFile(f.text, f.path);
    errors.push(...parseErrors);
    const fm = textFrontmatterSchema.safeParse(file.frontmatter);
    if (!fm.success) {
      for (const issue of fm.error.issues)
        errors.push({ file: f.path, line: 2, rule: 'file/frontmatter', message: `${issue.path.join('.') || 'front matter'}: ${issue.message}` });
      continue;
    }
    if (fm.data.lang !== where.lang)
      errors.push({ file: f.path, line: 2, rule: 'file/lang', message: `lang "${fm.data.lang}" does not match the file name (${where.lang}.md)` });
    const g = grouped.get(where.doc.id) ?? { doc: where.doc, versions: new Map() };
    g.versions.set(where.lang, { path: f.path, lang: where.lang, frontmatter: fm.data, segments: file.segments });
    grouped.set(where.doc.id, g);
  }
  const documents = new Map<string, CorpusDocument>();
  const entries = new Map<string, string>();
  for (const [id, g] of grouped) {
    const key = entryKey(g.doc);
    const first = entries.get(key);
    if (first !== undefined) {
      const path = [...g.versions.values()][0]?.path ?? id;
      errors.push({
        file: path,
        line: 1,
        rule: 'document/duplicate-entry',
        message: `${id} is the same page as ${first} (${key}); Astro would keep one of them silently: merge them into one folder`,
      });
      continue;
    }
    entries.set(key, id);
    // A text we wrote ourselves (a claim case) is its own original and hangs under the source of the commentary it illustrates.
    const writtenAll = [...g.versions.values()].filter((v) => v.frontmatter.written);
    const written = writtenAll[0];
    for (const extra of writtenAll.slice(1)) {
      errors.push({
        file: extra.path,
        line: 2,
        rule: 'document/two-originals',
        message: `${written?.path} is already this document's original ("written:"); mark this one "translation: {from: ${written?.lang}, by: …}"`,
      });
    }
    const basis = written?.frontmatter.written?.basis;
    const source = sources.find((s) => s.documents.includes(basis ?? docKey(g.doc)));
    const firstPath = [...g.versions.values()][0]?.path ?? id;
    if (!source) {
      const message = basis
        ? `document ${id} is written on ${basis}, which no source in sources/manifest.yaml lists`
        : `document ${id} is not listed under "documents" of any source in sources/manifest.yaml`;
      errors.push({ file: firstPath, line: 1, rule: 'document/no-source', message });
      continue;
    }
    const reference = written?.lang ?? source.languages.find((l) => g.versions.get(l)?.frontmatter.source === source.file);
    if (!reference) {
      errors.push({
        file: firstPath,
        line: 1,
        rule: 'document/no-original',
        message: `document ${id} has no original-language text from ${source.file}; a translation needs its original`,
      });
      continue;
    }
    const ref = g.versions.get(reference) as Version;
    const others = [...g.versions.values()].filter((v) => v.lang !== reference);
    errors.push(
      ...checkAlignment(
        { file: ref.path, segments: ref.segments, partial: false },
        others.map((v) => ({ file: v.path, segments: v.segments, partial: v.frontmatter.partial === true })),
      ),
    );
    if (g.doc.kind === 'case') errors.push(...caseTitleProblems([...g.versions.values()]));
    const edition = g.doc.kind === 'law' ? g.doc.edition : (written?.frontmatter.written?.edition ?? source.edition);
    documents.set(id, { doc: g.doc, source, reference, versions: g.versions, edition });
  }
  return { corpus: { sources, documents }, errors };
}
