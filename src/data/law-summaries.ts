/**
 * The section summaries (`content/laws/summaries/<law>.yaml`, docs/summaries.md), read once at
 * build time through src/content-io from the project root (`root`, the working directory) like
 * the concordance and the titles,
 * and what the pages show of them: a section's summary in the reader's language, and a Law's
 * summaries for its hub page.
 */
import { readSummaryFiles } from '../content-io/text-files.ts';
import { formatProblem } from '../lib/base/problem.ts';
import type { Lang } from '../lib/corpus/languages.ts';
import { compareIds } from '../lib/summaries/coverage.ts';
import type { LawSummaries, Summary } from '../lib/summaries/types.ts';
import { lawOf } from '../lib/refs/ids.ts';
import { formatRef } from '../lib/refs/format.ts';
import { parseLawSummaries } from '../schemas/law-summaries.ts';
import { concordance } from './concordance.ts';

const cache = new Map<string, ReadonlyMap<number, LawSummaries>>();

/** Every summary file by Law, validated; throws with all their problems (`file:line: rule: message`) when one is invalid. */
export function lawSummaries(root = process.cwd()): ReadonlyMap<number, LawSummaries> {
  const cached = cache.get(root);
  if (cached) return cached;
  const out = new Map<number, LawSummaries>();
  const errors = [];
  for (const f of readSummaryFiles(`${root}/content`)) {
    const r = parseLawSummaries(f.text, `content/${f.path}`, concordance(root));
    errors.push(...r.errors);
    if (r.summaries) out.set(r.summaries.law, r.summaries);
  }
  if (errors.length) throw new Error(`the section summaries are invalid (run npm run check):\n${errors.map((e) => formatProblem(e)).join('\n')}`);
  cache.set(root, out);
  return out;
}

/**
 * The summary of `id` in `lang`, or null when there is none.
 * @example summaryOf('50A', 'pl')?.code // '2017'
 */
export function summaryOf(id: string, lang: Lang, root = process.cwd()): Summary | null {
  const n = lawOf(id);
  const file = n === null ? undefined : lawSummaries(root).get(n);
  const entry = file?.sections.get(id);
  return file && entry ? { id, text: entry[lang], code: file.code } : null;
}

/** What a Law's hub page shows of its summaries. */
export interface LawSummaryView {
  /** The code the summaries describe. */
  readonly code: string;
  /** The whole Law's summary, if written. */
  readonly law: string | null;
  /** The sections' summaries (not the whole Law's) in the order of the Law, each with its reference in the reader's notation. */
  readonly sections: ReadonlyArray<{ readonly id: string; readonly label: string; readonly text: string }>;
}

/**
 * The summaries of Law `n` for its hub page in `lang`; null when the Law has none.
 * @example lawSummaryView(50, 'en')?.sections[0]?.label // 'Law 50A'
 */
export function lawSummaryView(n: number, lang: Lang, root = process.cwd()): LawSummaryView | null {
  const file = lawSummaries(root).get(n);
  if (!file) return null;
  const ids = [...file.sections.keys()].filter((id) => id !== String(n)).sort(compareIds);
  return {
    code: file.code,
    law: file.sections.get(String(n))?.[lang] ?? null,
    sections: ids.map((id) => ({ id, label: formatRef(id, lang), text: file.sections.get(id)?.[lang] ?? '' })),
  };
}
