/**
 * The corpus: every content file parsed, grouped into documents with their language
 * versions, and every problem found on the way, collected (never just the first).
 */
import { parse as parseYaml } from 'yaml';
import { collectionSchema } from '../../schemas/collection.ts';
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

/** A collection of cases we wrote ourselves (its collection.yaml says `ours: true`). */
export interface OwnCollection {
  /** The collection's folder name. */
  readonly id: string;
  /** Its title in each interface language. */
  readonly title: Readonly<Record<Lang, string>>;
  /** The editions of the Laws its rulings address. */
  readonly editions: readonly (2007 | 2017)[];
}

/**
 * Where a document's text comes from: a published source of the manifest (its seed file), or
 * our own writing in one of our collections (then, if it illustrates a commentary, that
 * commentary's source as its basis).
 */
export type Origin =
  | { readonly kind: 'source'; readonly source: Source }
  | { readonly kind: 'ours'; readonly collection: OwnCollection; readonly basis?: Source };

/** A document with all its language versions. */
export interface CorpusDocument {
  readonly doc: DocRef;
  /** Where this document's text comes from. */
  readonly origin: Origin;
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

/**
 * The manifest source a document's text comes from; none for a text of our own.
 * @example sourceOf(corpus.documents.get('laws/2007/16'))?.file // '001_…txt'
 */
export function sourceOf(d: { readonly origin: Origin } | undefined): Source | undefined {
  return d?.origin.kind === 'source' ? d.origin.source : undefined;
}

/** The whole corpus. */
export interface Corpus {
  readonly sources: readonly Source[];
  readonly documents: ReadonlyMap<string, CorpusDocument>;
}

/**
 * A content file as read from disk: path relative to `content/` — a document-language Markdown
 * file, or a collection's `cases/<collection>/collection.yaml` (which says whether its cases are ours).
 */
export interface RawFile {
  readonly path: string;
  readonly text: string;
}

const COLLECTION_FILE = /^cases\/([^/]+)\/collection\.yaml$/;

/** The collections of our own among `files` (their collection.yaml, parsed; an unsound one is the case check's to name). */
function ownCollections(files: readonly RawFile[]): Map<string, OwnCollection> {
  const out = new Map<string, OwnCollection>();
  for (const f of files) {
    const name = COLLECTION_FILE.exec(f.path)?.[1];
    if (name === undefined) continue;
    let raw: unknown;
    try {
      raw = parseYaml(f.text);
    } catch {
      continue;
    }
    const c = collectionSchema.safeParse(raw);
    if (c.success && c.data.ours && c.data.id === name) out.set(name, { id: name, title: c.data.title, editions: c.data.editions });
  }
  return out;
}

/** The line of the `written:` key in a file's front matter (2 when it cannot be found). */
const writtenLine = (text: string) => {
  const i = text.split('\n').findIndex((l) => l.startsWith('written:'));
  return i < 0 ? 2 : i + 1;
};

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
  const ours = ownCollections(files);
  const texts = new Map(files.map((f) => [f.path, f.text]));
  for (const f of files) {
    if (COLLECTION_FILE.test(f.path)) continue;
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
    // A text we wrote ourselves (a case of ours) is its own original: its origin is its collection of our own, else the
    // source of the commentary it illustrates.
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
    const firstPath = [...g.versions.values()][0]?.path ?? id;
    const basisSource = basis === undefined ? undefined : sources.find((s) => s.documents.includes(basis));
    if (basis !== undefined && !basisSource) {
      errors.push({
        file: written?.path ?? firstPath,
        line: 1,
        rule: 'document/no-source',
        message: `document ${id} is written on ${basis}, which no source in sources/manifest.yaml lists`,
      });
      continue;
    }
    // A text we wrote in a collection of our own: its origin is that collection (and the commentary it illustrates, if any).
    const collection = g.doc.kind === 'case' || g.doc.kind === 'collection' ? g.doc.collection : undefined;
    const own = written && collection !== undefined ? ours.get(collection) : undefined;
    let origin: Origin;
    if (own) origin = basisSource ? { kind: 'ours', collection: own, basis: basisSource } : { kind: 'ours', collection: own };
    else if (basisSource) origin = { kind: 'source', source: basisSource };
    else if (written) {
      const where =
        collection === undefined
          ? 'it is not in a case collection'
          : `cases/${collection}/collection.yaml does not say "ours: true" (or is missing or unsound)`;
      errors.push({
        file: written.path,
        line: writtenLine(texts.get(written.path) ?? ''),
        rule: 'document/no-origin',
        message: `document ${id} is our own text ("written:") but ${where}: name the commentary it illustrates (written.basis), or put it in a collection of our own (ours: true)`,
      });
      continue;
    } else {
      const source = sources.find((s) => s.documents.includes(docKey(g.doc)));
      if (!source) {
        errors.push({
          file: firstPath,
          line: 1,
          rule: 'document/no-source',
          message: `document ${id} is not listed under "documents" of any source in sources/manifest.yaml`,
        });
        continue;
      }
      origin = { kind: 'source', source };
    }
    const source = origin.kind === 'source' ? origin.source : undefined;
    const reference = written?.lang ?? source?.languages.find((l) => g.versions.get(l)?.frontmatter.source === source.file);
    if (!reference) {
      errors.push({
        file: firstPath,
        line: 1,
        rule: 'document/no-original',
        message: `document ${id} has no original-language text from ${source?.file}; a translation needs its original`,
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
    const edition =
      g.doc.kind === 'law'
        ? g.doc.edition
        : (written?.frontmatter.written?.edition ?? (origin.kind === 'source' ? origin.source.edition : (origin.collection.editions[0] ?? 2017)));
    documents.set(id, { doc: g.doc, origin, reference, versions: g.versions, edition });
  }
  return { corpus: { sources, documents }, errors };
}
