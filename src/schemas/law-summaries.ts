/**
 * A summary file, `content/laws/summaries/<law>.yaml`: what each section of one Law provides,
 * in our own words, in four languages, for sections whose text the corpus lacks (format in the
 * docs/summaries.md). `parseLawSummaries(text, file, concordance?)` checks it and
 * reports every problem with the line of the key it concerns (rules `summaries/...`): the shape
 * (zod, below), then what the shape cannot say — every key a canonical id of the reference
 * grammar belonging to the file's Law and, for a Law the concordance follows section by
 * section, a section some code has; every summary present, non-empty, NFC, in its language's
 * script, without HTML. Pure: no file system.
 */
import { keyLine, parseLocated, syntaxErrors } from '../lib/base/yaml-lines.ts';
import { z } from 'zod';
import { LANGS, type Lang } from '../lib/base/languages.ts';
import type { Problem } from '../lib/base/problem.ts';
import { scriptShare, SCRIPT_OF } from '../lib/base/script.ts';
import type { Concordance } from '../lib/editions/types.ts';
import { ancestorsOf, lawOf, parseRefId } from '../lib/refs/ids.ts';
import { EDITIONS, type Edition } from '../lib/refs/types.ts';
import type { LawSummaries } from '../lib/summaries/types.ts';

/** The whole file, as written; `sections` is checked key by key below. */
export const lawSummariesFileSchema = z.strictObject({
  /** The Law the file summarises: 1–93, the file's name. */
  law: z.number({ error: 'law is missing or not a number: write the Law the file summarises, law: 45' }).int().min(1).max(93),
  /** The code the summaries describe (the code in force, "2017"). */
  code: z.enum(EDITIONS, { error: `code is the code the summaries describe, one of ${EDITIONS.map((e) => `"${e}"`).join(', ')} (quoted)` }),
  /** The texts read to write them (addresses). */
  read: z
    .array(
      z
        .string({ error: 'an entry of read is not one line of text: quote it ("…"), since YAML reads an entry with ": " in it as a mapping' })
        .min(1, 'an entry of read is empty'),
      { error: 'read lists the texts read to write the summaries, one address per line' },
    )
    .min(1, 'read is empty: list the texts read to write the summaries'),
  /** Canonical id → summary per language. */
  sections: z.record(z.string(), z.unknown(), { error: 'sections maps canonical ids ("45", 45A, 47E2(a)) to en, ru, pl and el summaries' }),
});

/** One section's summaries: a string per language, nothing else. */
const entrySchema = z.strictObject(
  Object.fromEntries(
    LANGS.map((l) => [
      l,
      z.string({ error: (i) => (i.input === undefined ? `the ${l} summary is missing: add ${l}: "…"` : `the ${l} summary must be a quoted string`) }),
    ]),
  ) as Record<Lang, z.ZodString>,
  {
    error: (i) =>
      i.code === 'invalid_type' ? 'a section maps en, ru, pl and el to its summary' : `"${String(i.keys?.[0] ?? '')}" is not a language: use en, ru, pl and el`,
  },
);

/** Why `s`, the `lang` summary, is not a good one (empty list when it is). */
export function summaryTextProblems(s: string, lang: Lang): Array<[rule: string, message: string]> {
  if (s.trim() === '') return [['summaries/empty', `the ${lang} summary is empty: write what the section provides in ${lang}`]];
  const out: Array<[string, string]> = [];
  if (s !== s.normalize('NFC')) out.push(['summaries/not-nfc', `the ${lang} summary is not in Unicode NFC: retype it or normalise the file to NFC`]);
  if (/<\/?[a-z][^>]*>/i.test(s)) out.push(['summaries/html', `the ${lang} summary has HTML: write plain text`]);
  const { letters, inScript } = scriptShare(s, lang);
  if (letters > 0 && inScript / letters < 0.7)
    out.push(['summaries/wrong-script', `the ${lang} summary is mostly not in ${SCRIPT_OF[lang]} script: write it in ${lang}`]);
  return out;
}

/** Whether the concordance knows `id` (or the lettered section holding it) in any code. */
function inConcordance(id: string, c: Concordance): boolean {
  const candidates = [id, ...ancestorsOf(id).filter((a) => /[A-Z]/.test(a))];
  return c.rows.some((r) => EDITIONS.some((e) => r.ids[e] !== null && candidates.includes(r.ids[e] as string)));
}

/**
 * Parses and checks one summary file; `summaries` is null when there is any error.
 * @example
 * parseLawSummaries('law: 45\ncode: "2017"\nread: [x]\nsections:\n  45A: { en: "…", ru: "…", pl: "…", el: "…" }\n', 'laws/summaries/45.yaml').errors // []
 */
export function parseLawSummaries(text: string, file: string, concordance?: Concordance): { summaries: LawSummaries | null; errors: Problem[] } {
  const located = parseLocated(text);
  const { doc } = located;
  if (doc.errors.length > 0) {
    return {
      summaries: null,
      errors: syntaxErrors(located).map((e) => ({ file, line: e.line, rule: 'summaries/yaml-syntax', message: `${e.message}: fix the YAML syntax` })),
    };
  }
  const errors: Problem[] = [];
  const at = (path: readonly (string | number)[], rule: string, message: string) =>
    errors.push({ file, line: keyLine(located, path.map(String)), rule, message });
  const top = lawSummariesFileSchema.safeParse(doc.toJS());
  if (!top.success) {
    for (const i of top.error.issues) at(i.path as (string | number)[], 'summaries/schema', i.message);
    return { summaries: null, errors };
  }
  const { law, code, read } = top.data;
  const name = /(?:^|\/)(\d+)\.yaml$/.exec(file)?.[1];
  if (name !== undefined && Number(name) !== law)
    at(['law'], 'summaries/file-name', `the file is named ${name}.yaml but says law: ${law}: one file per Law, named by its number`);
  const sections = new Map<string, Readonly<Record<Lang, string>>>();
  const keyLines = new Map<string, number>();
  for (const [key, raw] of Object.entries(top.data.sections)) {
    const path = ['sections', key];
    const before = errors.length;
    // YAML reads 45E1 as the number 450: say so, since the file shows 45E1.
    const hint = /^\d{3,}$/.test(key) ? ' (YAML reads an unquoted id with E, such as 45E1, as a number: quote it, "45E1")' : '';
    const p = parseRefId(key, code);
    if (p?.kind !== 'law')
      at(path, 'summaries/bad-id', `"${key}" is not a canonical law id: write it as the reference grammar does ("45", 45C4(a), 47E2(b), 70D3)${hint}`);
    else if (lawOf(key) !== law)
      at(path, 'summaries/other-law', `${key} belongs to Law ${lawOf(key)}, not to Law ${law}: move it to summaries/${lawOf(key)}.yaml`);
    else if (concordance?.complete.has(law) && p.section && !inConcordance(key, concordance))
      at(
        path,
        'summaries/unknown-id',
        `no code has a section ${key}: the concordance follows Law ${law} section by section and knows no such section (check the id)`,
      );
    const entry = entrySchema.safeParse(raw);
    if (!entry.success) {
      for (const i of entry.error.issues) {
        const lang = i.path[0];
        at(
          [...path, ...(i.path as string[])],
          lang === undefined || i.code === 'unrecognized_keys' ? 'summaries/schema' : 'summaries/missing-language',
          i.message,
        );
      }
    }
    // The summaries that are there are checked too, so one run reports everything.
    const given = (entry.success ? entry.data : typeof raw === 'object' && raw !== null ? raw : {}) as Partial<Record<string, unknown>>;
    for (const l of LANGS) {
      const s = given[l];
      if (typeof s === 'string') for (const [rule, message] of summaryTextProblems(s, l)) at([...path, l], rule, message);
    }
    if (!entry.success) continue;
    if (errors.length === before) {
      sections.set(key, entry.data);
      keyLines.set(key, keyLine(located, path));
    }
  }
  return {
    summaries: errors.length ? null : { law, code: code as Edition, read, sections, file, lines: keyLines },
    errors: errors.sort((a, b) => a.line - b.line),
  };
}
