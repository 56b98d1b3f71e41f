/**
 * Reading the glossary: each `content/glossary/<id>.yaml` file parsed and validated against
 * the schema, every problem reported at its line, plus checks across files (a form claimed by
 * two terms, a form in the wrong script). Never throws.
 */
import { locate, parseLocated, syntaxErrors, type YamlPath } from '../base/yaml-lines.ts';
import type { ContentError } from '../corpus/segment-file.ts';
import { LANGS, type Lang } from '../base/languages.ts';
import { glossaryTermSchema } from '../../schemas/glossary.ts';
import { foldForm } from './match.ts';
import type { GlossaryTerm } from './term.ts';

export type { GlossaryTerm } from './term.ts';

/** A glossary file as read from disk: path relative to `content/`. */
export interface GlossaryFile {
  readonly path: string;
  readonly text: string;
}

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// The script each language's forms must use (Latin letters are allowed everywhere: Greek and
// Russian texts write `claim`, `alert` as loanwords).
const SCRIPT: Readonly<Record<Lang, RegExp>> = {
  en: /^[\p{Script=Latin}\p{N}\s,'’().-]+$/u,
  pl: /^[\p{Script=Latin}\p{N}\s,'’().-]+$/u,
  ru: /^[\p{Script=Cyrillic}\p{Script=Latin}\p{N}\s,'’().-]+$/u,
  el: /^[\p{Script=Greek}\p{Script=Latin}\p{N}\s,'’().-]+$/u,
};

// A word with letters of two scripts is a look-alike slip (`cтол` with a Latin c).
function mixesScripts(form: string): boolean {
  return form
    .split(/[^\p{L}]+/u)
    .some(
      (w) =>
        new Set([...w].map((ch) => (/\p{Script=Latin}/u.test(ch) ? 'L' : /\p{Script=Cyrillic}/u.test(ch) ? 'C' : /\p{Script=Greek}/u.test(ch) ? 'G' : '?')))
          .size > 1,
    );
}

/** The line of the value at `path` (`['ru', 'avoid', 0]`) in a glossary file's text; the nearest existing parent's if it is missing. */
export function lineOf(text: string, path: YamlPath): number {
  return locate(parseLocated(text), path).line;
}

/**
 * Parses and validates every glossary file.
 * @example
 * parseGlossary([{ path: 'glossary/dummy.yaml', text }]).terms[0].en.term // 'dummy'
 */
export function parseGlossary(files: readonly GlossaryFile[]): { terms: GlossaryTerm[]; errors: ContentError[] } {
  const errors: ContentError[] = [];
  const terms: GlossaryTerm[] = [];
  for (const f of files) {
    const id = f.path.replace(/^.*\//, '').replace(/\.yaml$/, '');
    if (!f.path.endsWith('.yaml') || !ID.test(id)) {
      errors.push({
        file: f.path,
        line: 1,
        rule: 'glossary/file-name',
        message: 'name glossary files <id>.yaml with a lower-case kebab-case id (e.g. penalty-card.yaml)',
      });
      continue;
    }
    const located = parseLocated(f.text);
    const { doc } = located;
    if (doc.errors.length) {
      for (const e of syntaxErrors(located)) errors.push({ file: f.path, line: e.line, rule: 'glossary/yaml', message: `not valid YAML: ${e.message}` });
      continue;
    }
    const parsed = glossaryTermSchema.safeParse(doc.toJS());
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
        errors.push({ file: f.path, line: lineOf(f.text, path), rule: 'glossary/schema', message: `${path.join('.') || 'file'}: ${issue.message}` });
      }
      continue;
    }
    for (const lang of LANGS) {
      parsed.data[lang].forms.forEach((form, i) => {
        if (!SCRIPT[lang].test(form) || mixesScripts(form))
          errors.push({
            file: f.path,
            line: lineOf(f.text, [lang, 'forms', i]),
            rule: 'glossary/script',
            message: `${lang}.forms: "${form}" is not written in the script of "${lang}"; check for a look-alike letter or a form in the wrong language`,
          });
      });
      (parsed.data[lang].also ?? []).forEach((word, i) => {
        if (!SCRIPT[lang].test(word) || mixesScripts(word))
          errors.push({
            file: f.path,
            line: lineOf(f.text, [lang, 'also', i]),
            rule: 'glossary/script',
            message: `${lang}.also: "${word}" is not written in the script of "${lang}"; check for a look-alike letter or a word in the wrong language`,
          });
      });
      // An avoided word that is also the headword or an accepted variant is both prescribed and
      // forbidden: one of the two lists is wrong. (A form may be avoided: a source's own word,
      // matched in the originals that use it — the Greek booklet's «μπάζα» — and kept out of ours.)
      const own = [parsed.data[lang].term, ...(parsed.data[lang].variants ?? []).map((v) => v.form)].map((x) => foldForm(x, lang));
      (parsed.data[lang].avoid ?? []).forEach((word, i) => {
        if (own.includes(foldForm(word, lang)))
          errors.push({
            file: f.path,
            line: lineOf(f.text, [lang, 'avoid', i]),
            rule: 'glossary/avoid',
            message: `${lang}.avoid: "${word}" is also the term's ${lang} headword or an accepted variant; a word is either prescribed or to be avoided — remove it from one list`,
          });
      });
      (parsed.data[lang].not ?? []).forEach((phrase, i) => {
        const line = lineOf(f.text, [lang, 'not', i]);
        if (!SCRIPT[lang].test(phrase) || mixesScripts(phrase))
          errors.push({
            file: f.path,
            line,
            rule: 'glossary/script',
            message: `${lang}.not: "${phrase}" is not written in the script of "${lang}"; check for a look-alike letter or a phrase in the wrong language`,
          });
        else if (!containsForm(phrase, parsed.data[lang].forms, lang))
          errors.push({
            file: f.path,
            line,
            rule: 'glossary/not',
            message: `${lang}.not: "${phrase}" contains none of the term's ${lang} forms, so it can never apply; a negative context is a phrase around one of the forms`,
          });
      });
    }
    terms.push({ ...parsed.data, id, file: f.path });
  }
  errors.push(...sharedForms(terms, files));
  return { terms: terms.sort((a, b) => (a.id < b.id ? -1 : 1)), errors };
}

/** Whether `phrase` contains one of `forms` as whole words (case-insensitive). */
function containsForm(phrase: string, forms: readonly string[], lang: Lang): boolean {
  const norm = (x: string) =>
    ` ${foldForm(x, lang)
      .split(/[^\p{L}\p{N}'’]+/u)
      .filter(Boolean)
      .join(' ')} `;
  return forms.some((f) => norm(phrase).includes(norm(f)));
}

/** A form listed under two terms in one language would make matching ambiguous. */
function sharedForms(terms: readonly GlossaryTerm[], files: readonly GlossaryFile[]): ContentError[] {
  const errors: ContentError[] = [];
  for (const lang of LANGS) {
    const owner = new Map<string, GlossaryTerm>();
    for (const t of terms) {
      t[lang].forms.forEach((form, i) => {
        const key = foldForm(form, lang);
        const first = owner.get(key);
        if (first && first.id !== t.id) {
          const text = files.find((f) => f.path === t.file)?.text ?? '';
          errors.push({
            file: t.file,
            line: lineOf(text, [lang, 'forms', i]),
            rule: 'glossary/shared-form',
            message: `${lang} form "${form}" is already a form of "${first.id}" (${first.file}); a form may belong to one term only`,
          });
        } else if (!first) owner.set(key, t);
      });
    }
  }
  return errors;
}
