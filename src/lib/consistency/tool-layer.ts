/**
 * The terms check over the tool layer: the interface strings and the engines' reason tables
 * say what their English says with the glossary's words, and no text of a language uses a word
 * the glossary says to avoid in it. The tables are data (`src/i18n/tables.ts` lists them); the
 * findings point at the line of the key in its source file, found by scanning that file.
 */
import type { Lang } from '../base/languages.ts';
import type { Corpus } from '../corpus/corpus.ts';
import type { ContentError } from '../corpus/segment-file.ts';
import { lineOf, type GlossaryTerm } from '../glossary/parse.ts';
import { placeholders } from '../text/fill.ts';
import type { Finding } from './check.ts';
import { avoidedWords, missingTerms, type TermIndex } from './terms.ts';
import { comparableText } from './text.ts';
import type { LawSummaries } from '../summaries/types.ts';

/** A table of texts in one language: keys → templates, and the source files the keys are written in. */
export interface TextTable {
  /** The table's name, the same in every language (`interface`, `rulings.reasons`, …). */
  readonly name: string;
  readonly lang: Lang;
  /** Source files, relative to the repository (`src/i18n/ru.ts`); a key is looked up in each, in order. */
  readonly files: readonly string[];
  /** The object the keys stand in (`script` of `script: { … }`), when a file has several. */
  readonly section?: string;
  readonly entries: Readonly<Record<string, string>>;
}

/** A source file's text, path relative to the repository. */
export interface SourceText {
  readonly path: string;
  readonly text: string;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where `key` of `table` is written: the first line `key:` / `'key':` in one of the table's
 * files (after the line opening its section, if it has one); the first file's line 1 if none.
 * @example keyLine({ name: 'interface', lang: 'ru', files: ['src/i18n/ru.ts'], entries }, 'calc.claim', sources) // { file: 'src/i18n/ru.ts', line: 123 }
 */
export function keyLine(table: TextTable, key: string, sources: readonly SourceText[]): { file: string; line: number } {
  const re = new RegExp(`^\\s*(?:'${escapeRe(key)}'|"${escapeRe(key)}"|${escapeRe(key)})\\s*:`);
  const open = table.section ? new RegExp(`^\\s*${escapeRe(table.section)}\\s*:\\s*[{A-Za-z]`) : null;
  for (const path of table.files) {
    const lines = (sources.find((s) => s.path === path)?.text ?? '').split('\n');
    let from = 0;
    if (open) {
      const i = lines.findIndex((l) => open.test(l));
      if (i < 0) continue;
      from = i + 1;
    }
    for (let i = from; i < lines.length; i++) if (re.test(lines[i] as string)) return { file: path, line: i + 1 };
  }
  return { file: table.files[0] ?? table.name, line: 1 };
}

/**
 * A template as text to look for terms in: plain and case placeholders dropped, a plural's
 * forms kept (they are the words the reader sees).
 * @example templateText('{n} {n|lewę|lewy|lew}') // ' lewę lewy lew'
 */
export function templateText(template: string): string {
  let out = template;
  for (const p of placeholders(template)) out = out.replace(p.text, p.forms ? p.forms.join(' ') : ' ');
  return out;
}

const shownForms = (forms: readonly string[]) =>
  forms
    .slice(0, 8)
    .map((f) => `"${f}"`)
    .join(', ') + (forms.length > 8 ? ', …' : '');

/**
 * consistency/terms over the tool layer: for each translated table (ru, pl, el), each key's
 * English text is the original; every glossary term it uses must be carried by the
 * translation in its own forms (or `also:` words), outside the term's negative contexts.
 * @example checkToolTerms(TOOL_TABLES, sources, termIndex(glossary.terms)) // [{ file: 'src/i18n/ru.ts', line: 123, rule: 'consistency/terms', … }]
 */
export function checkToolTerms(tables: readonly TextTable[], sources: readonly SourceText[], index: TermIndex): Finding[] {
  const out: Finding[] = [];
  for (const table of tables) {
    if (table.lang === 'en') continue;
    const original = tables.find((t) => t.lang === 'en' && t.name === table.name);
    if (!original) continue;
    for (const [key, text] of Object.entries(table.entries)) {
      const en = original.entries[key];
      if (en === undefined) continue;
      for (const m of missingTerms(index, templateText(en), 'en', templateText(text), table.lang)) {
        const at = keyLine(table, key, sources);
        out.push({
          ...at,
          rule: 'consistency/terms',
          term: m.id,
          message: `key "${key}": the English says "${m.word}" (glossary term ${m.id}) but the ${table.lang} string has none of its ${table.lang} forms: ${shownForms(m.expected)}; use the term "${m.term}", or add the form the string rightly uses to ${m.file}`,
        });
      }
    }
  }
  return out;
}

const avoidMessage = (where: string, lang: Lang, a: { word: string; id: string; term: string; file: string }) =>
  `${where}"${a.word}" is a word the glossary says to avoid in ${lang} for the term ${a.id} (${a.file}, ${lang}.avoid): use "${a.term}"`;

/**
 * consistency/avoid over the tool layer: a finding for every avoided word (`avoid:` of the
 * text's language) in any interface string or reason, English included.
 * @example checkToolAvoid(TOOL_TABLES, sources, index) // [{ file: 'src/lib/rulings/reasons/ru.ts', line: 36, rule: 'consistency/avoid', … }]
 */
export function checkToolAvoid(tables: readonly TextTable[], sources: readonly SourceText[], index: TermIndex): Finding[] {
  const out: Finding[] = [];
  for (const table of tables)
    for (const [key, text] of Object.entries(table.entries))
      for (const a of avoidedWords(index, templateText(text), table.lang))
        out.push({ ...keyLine(table, key, sources), rule: 'consistency/avoid', term: a.id, message: avoidMessage(`key "${key}": `, table.lang, a) });
  return out;
}

/**
 * consistency/avoid over the documents: every segment of a file marked `translation:` in its
 * language (originals are the source's own wording and exempt), at the segment's `§` line.
 * Paths are relative to the content folder, like every corpus finding.
 */
export function checkDocumentAvoid(corpus: Corpus, index: TermIndex): Finding[] {
  const out: Finding[] = [];
  for (const d of corpus.documents.values())
    for (const v of d.versions.values()) {
      if (!v.frontmatter.translation) continue;
      for (const seg of v.segments)
        for (const a of avoidedWords(index, comparableText(seg.body), v.lang))
          out.push({ file: v.path, line: seg.line, rule: 'consistency/avoid', term: a.id, message: avoidMessage(`segment "${seg.id}": `, v.lang, a) });
    }
  return out;
}

/**
 * consistency/avoid over the glossary itself: an entry's headword, `also:` words and definition
 * in a language use no word avoided in that language (for any term), at the field's line
 * (`texts`: each glossary file's text by path).
 */
export function checkGlossaryAvoid(terms: readonly GlossaryTerm[], index: TermIndex, texts: ReadonlyMap<string, string>): ContentError[] {
  const out: ContentError[] = [];
  for (const t of terms)
    for (const lang of ['en', 'ru', 'pl', 'el'] as const) {
      const e = t[lang];
      const fields: [(string | number)[], string][] = [
        [[lang, 'term'], e.term],
        [[lang, 'definition'], e.definition],
        ...(e.also ?? []).map((x, i): [(string | number)[], string] => [[lang, 'also', i], x]),
      ];
      for (const [path, text] of fields)
        for (const a of avoidedWords(index, text, lang))
          out.push({
            file: t.file,
            line: lineOf(texts.get(t.file) ?? '', path),
            rule: 'consistency/avoid',
            message: avoidMessage(`${path.join('.')}: `, lang, a),
          });
    }
  return out;
}

/**
 * consistency/avoid over the section summaries (`laws/summaries/<law>.yaml`): every summary in
 * ru, pl and el (and en) uses no word the glossary says to avoid in its language, at its key's line.
 * @example checkSummaryAvoid(files, index) // [{ file: 'laws/summaries/50.yaml', line: 12, rule: 'consistency/avoid', … }]
 */
export function checkSummaryAvoid(files: readonly LawSummaries[], index: TermIndex): Finding[] {
  const out: Finding[] = [];
  for (const f of files)
    for (const [id, texts] of f.sections)
      for (const lang of ['en', 'ru', 'pl', 'el'] as const)
        for (const a of avoidedWords(index, texts[lang], lang))
          out.push({ file: f.file, line: f.lines.get(id) ?? 1, rule: 'consistency/avoid', term: a.id, message: avoidMessage(`summary of ${id}: `, lang, a) });
  return out;
}
