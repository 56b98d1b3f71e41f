/**
 * The concordance of the three codes, `content/laws/concordance.yaml` (format in docs/editions.md,
 * section "Editions"). `parseConcordance(text, file)` checks it and reports every problem with
 * the line of the key it concerns (rules `concordance/...`): the shape (zod, below), then the
 * rules the shape cannot say — every id a canonical id of the reference grammar in its code,
 * each change class consistent with the ids, a note in four languages for every changed effect
 * and every renumbering, no section twice in one code. Pure: no file system.
 */
import { keyLine, parseLocated, syntaxErrors } from '../lib/base/yaml-lines.ts';
import { z } from 'zod';
import { LANGS } from '../lib/base/languages.ts';
import { scriptShare, SCRIPT_OF } from '../lib/base/script.ts';
import type { Problem as ContentError } from '../lib/base/problem.ts';
import { parseRefId } from '../lib/refs/ids.ts';
import { EDITIONS, type Edition } from '../lib/refs/types.ts';
import { CHANGE_CLASSES, type ChangeClass, type Concordance, type ConcordanceRow, type Note } from '../lib/editions/types.ts';

const LATER = ['2007', '2017'] as const;
const NOTED: readonly ChangeClass[] = ['changed-effect', 'renumbered'];

/** An id as written: a string, or a bare number for a whole law (`71`). */
const idValue = z.union([z.string(), z.number()], { error: 'an id is a canonical id such as 16D or 45C4(b), or none' }).transform(String);
const note = z.strictObject(
  Object.fromEntries(LANGS.map((l) => [l, z.string({ error: `the note in ${l} is missing: add "${l}: …"` })])) as Record<(typeof LANGS)[number], z.ZodString>,
);

/** One row of the file, as written. */
export const concordanceRowSchema = z.strictObject({
  /** The section's id in each code, or `none`. */
  ids: z.strictObject({ '1997': idValue, '2007': idValue, '2017': idValue }, { error: 'ids maps each of "1997", "2007" and "2017" to an id or none' }),
  /** How it changed on entering 2007 and 2017. */
  changes: z.strictObject(
    { '2007': z.enum(CHANGE_CLASSES).optional(), '2017': z.enum(CHANGE_CLASSES).optional() },
    { error: `changes maps "2007" and "2017" to one of ${CHANGE_CLASSES.join(', ')}` },
  ),
  /** The numbered case of a law without section letters (2007 Law 71: 1 and 2). */
  items: z
    .strictObject({
      '1997': z.number().int().positive().optional(),
      '2007': z.number().int().positive().optional(),
      '2017': z.number().int().positive().optional(),
    })
    .optional(),
  /** What changed, per code entered, in four languages. */
  notes: z.strictObject({ '2007': note.optional(), '2017': note.optional() }).optional(),
  /** What establishes the row. */
  source: z.string({ error: 'source is missing: say what establishes the row (which texts were compared, or which document)' }).min(1, 'source is empty'),
  /** True when the row rests on our reading without the texts at hand. */
  uncertain: z.boolean().optional(),
  /**
   * Codes in which this row's id is also an earlier row's: the earlier code's section went whole
   * into this sub-section (1997 70E is 2007 70E1, while 1997 70E also heads the row of 2007 70E).
   * A lookup from that code finds the earlier row; a lookup into it from here names the section.
   */
  shares: z.array(z.enum(['1997', '2007', '2017'])).optional(),
});

/** The whole file, as written. */
export const concordanceFileSchema = z.strictObject({
  /** Laws every lettered section of which has a row, as numbers or ranges (`45-58`). */
  complete: z.array(z.union([z.number().int(), z.string().regex(/^\d{1,2}-\d{1,2}$/)])),
  /** References in a document to a section its code lacks, kept on purpose. */
  misreferences: z.array(z.strictObject({ document: z.string().min(1), id: idValue, reason: z.string().min(1) })).default([]),
  rows: z.array(z.unknown()),
});

function expandComplete(list: readonly (number | string)[]): Set<number> {
  const out = new Set<number>();
  for (const x of list) {
    if (typeof x === 'number') out.add(x);
    else {
      const [a, b] = x.split('-').map(Number) as [number, number];
      for (let n = a; n <= b; n++) out.add(n);
    }
  }
  return out;
}

/**
 * Parses and checks concordance.yaml; `concordance` is null when there is any error.
 * @example
 * parseConcordance(text, 'content/laws/concordance.yaml').errors // []
 */
export function parseConcordance(text: string, file: string): { concordance: Concordance | null; errors: ContentError[] } {
  const located = parseLocated(text);
  const { doc } = located;
  if (doc.errors.length > 0) {
    return {
      concordance: null,
      errors: syntaxErrors(located).map((e) => ({ file, line: e.line, rule: 'concordance/yaml-syntax', message: `${e.message}: fix the YAML syntax` })),
    };
  }
  const errors: ContentError[] = [];
  const at = (path: readonly (string | number)[], rule: string, message: string) => errors.push({ file, line: keyLine(located, path), rule, message });
  const top = concordanceFileSchema.safeParse(doc.toJS());
  if (!top.success) {
    for (const i of top.error.issues) at(i.path as (string | number)[], 'concordance/schema', i.message);
    return { concordance: null, errors };
  }
  const complete = expandComplete(top.data.complete);
  for (const n of complete) if (n < 1 || n > 93) at(['complete'], 'concordance/schema', `law ${n} does not exist: the Laws run from 1 to 93`);
  const rows: ConcordanceRow[] = [];
  const seen = new Map<string, number>();
  top.data.rows.forEach((raw, i) => {
    const path = ['rows', i];
    const parsed = concordanceRowSchema.safeParse(raw);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) at([...path, ...(issue.path as (string | number)[])], 'concordance/schema', issue.message);
      return;
    }
    const r = parsed.data;
    const before = errors.length;
    const ids = {} as Record<Edition, string | null>;
    for (const e of EDITIONS) {
      const v = r.ids[e];
      ids[e] = v === 'none' ? null : v;
      const p = v === 'none' ? null : parseRefId(v, e);
      // YAML reads 45E1 as the number 450: say so, since the file shows 45E1.
      const hint = /^\d{3,}$/.test(v) ? ' (YAML reads an unquoted id with E, such as 45E1, as a number: quote it, "45E1")' : '';
      if (v !== 'none' && p?.kind !== 'law')
        at(
          [...path, 'ids', e],
          'concordance/bad-id',
          `"${v}" is not a canonical law id of the ${e} Laws: write it as the reference grammar does (16D, 45C4(b), 71), or none${hint}`,
        );
      const item = r.items?.[e];
      if (item !== undefined && (p?.kind !== 'law' || p.section))
        at([...path, 'items', e], 'concordance/bad-item', `an item number belongs to a law without section letters (the 2007 Law 71): "${v}" is not one`);
      if (ids[e] !== null) {
        const key = `${e} ${ids[e]}${item === undefined ? '' : `.${item}`}`;
        const first = seen.get(key);
        const shared = r.shares?.includes(e) ?? false;
        if (shared && first === undefined)
          at(
            [...path, 'shares'],
            'concordance/shares',
            `${key} is shared, but no earlier row holds it: put the row of the section ${ids[e]} first, or drop "${e}" from shares`,
          );
        else if (!shared && first !== undefined)
          at([...path, 'ids', e], 'concordance/duplicate', `${key} already has a row (line ${first}): one row per section and code`);
        else if (!shared) seen.set(key, keyLine(located, [...path, 'ids', e]));
      } else if (r.shares?.includes(e)) at([...path, 'shares'], 'concordance/shares', `the row has no id in ${e} to share: drop "${e}" from shares`);
    }
    if (EDITIONS.every((e) => ids[e] === null)) at([...path, 'ids'], 'concordance/bad-id', 'a row needs an id in at least one code');
    for (const [k, e] of LATER.entries()) {
      const prev = EDITIONS[k] as Edition;
      const cls = r.changes[e];
      const a = ids[prev];
      const b = ids[e];
      const moved = a !== b || r.items?.[prev] !== r.items?.[e];
      const expected = a === null && b === null ? 'absent' : a === null ? 'new' : b === null ? 'removed' : null;
      const where = [...path, 'changes', e];
      if (expected === 'absent') {
        if (cls) at(where, 'concordance/class', `neither ${prev} nor ${e} has this section: remove the ${e} change`);
      } else if (!cls)
        at(
          [...path, 'changes'],
          'concordance/class',
          `the change into ${e} is missing: give one of ${expected ?? 'same, renumbered, reworded, changed-effect'}`,
        );
      else if (expected && cls !== expected) at(where, 'concordance/class', `${a ?? 'none'} → ${b ?? 'none'} is "${expected}", not "${cls}"`);
      else if (!expected && (cls === 'new' || cls === 'removed'))
        at(where, 'concordance/class', `both ${prev} and ${e} have the section: "${cls}" needs none on one side`);
      else if (cls === 'same' && moved)
        at(
          where,
          'concordance/class',
          `${a} → ${b} has another number: "same" needs the same id (use renumbered, or changed-effect when its effect changed too)`,
        );
      else if (cls === 'renumbered' && !moved) at(where, 'concordance/class', `${a} keeps its number in ${e}: "renumbered" needs another id`);
      const n = r.notes?.[e];
      if (cls && NOTED.includes(cls) && !n)
        at(where, 'concordance/missing-note', `a ${cls} row needs a one-sentence note in en, ru, pl and el: add notes: "${e}": {en, ru, pl, el}`);
      if (n && !cls) at([...path, 'notes', e], 'concordance/class', `a note for ${e} without a change into ${e}`);
      if (n) for (const l of LANGS) noteProblems(n[l], l).forEach((m) => at([...path, 'notes', e, l], 'concordance/note', m));
    }
    if (errors.length > before) return;
    const notes: Partial<Record<Edition, Note>> = {};
    for (const e of LATER) if (r.notes?.[e]) notes[e] = r.notes[e] as Note;
    rows.push({
      ids,
      items: r.items ?? {},
      changes: r.changes,
      notes,
      source: r.source,
      uncertain: r.uncertain ?? false,
      shares: r.shares ?? [],
      line: keyLine(located, path),
    });
  });
  for (const n of complete) {
    if (!rows.some((r) => EDITIONS.every((e) => r.ids[e] === String(n))))
      at(['complete'], 'concordance/incomplete', `law ${n} is listed as complete but has no row for the law as a whole (ids ${n} in all three codes)`);
  }
  top.data.misreferences.forEach((m, i) => {
    if (parseRefId(m.id)?.kind !== 'law') at(['misreferences', i, 'id'], 'concordance/bad-id', `"${m.id}" is not a canonical law id`);
  });
  return { concordance: errors.length ? null : { complete, rows, misreferences: top.data.misreferences }, errors: errors.sort((a, b) => a.line - b.line) };
}

function noteProblems(s: string, lang: (typeof LANGS)[number]): string[] {
  if (s.trim() === '') return [`the note in ${lang} is empty`];
  const out: string[] = [];
  if (s !== s.normalize('NFC')) out.push(`the note in ${lang} is not in Unicode NFC`);
  const { letters, inScript } = scriptShare(s, lang);
  if (letters > 0 && inScript / letters < 0.5) out.push(`the note in ${lang} is mostly not in ${SCRIPT_OF[lang]} script: write it in ${lang}`);
  if (s.length > 400) out.push(`the note in ${lang} has ${s.length} characters: one sentence of at most 400`);
  return out;
}

/** A problem as `file:line: rule: message`. */
export const formatConcordanceError = (e: ContentError) => `${e.file}:${e.line}: ${e.rule}: ${e.message}`;
