/**
 * Route data of `/{lang}/exam/`: every problem of every collection, as the study page has it
 * (text in one language, diagrams drawn, answer, study questions), with its title in the
 * reader's language and the original, the laws it cites and the filter values it matches; the
 * choices of the drill by law; and the laws that can come up in the summary, linked.
 */
import { filterTokens, lawChoices, type LawChoice } from '../lib/cases/law-filter.ts';
import { compareLawIds } from '../lib/cases/law-order.ts';
import type { Lang } from '../lib/corpus/languages.ts';
import { caseTitles, type CaseTitles } from './case-index.ts';
import { lawLinks } from './case-page.ts';
import { allCollections, allDocuments } from './site.ts';
import { studyProblems, type StudyProblem } from './study-page.ts';

/** A problem of the exam. */
export interface ExamPageProblem extends StudyProblem {
  /** Unique across collections: `collection/case`. */
  readonly key: string;
  readonly titles: CaseTitles;
  readonly match: readonly string[];
}

/** The exam page's data in `lang`. */
export interface ExamPage {
  readonly problems: readonly ExamPageProblem[];
  readonly choices: readonly LawChoice[];
  /** Every law a problem cites, in the order of the Laws, linked to its section. */
  readonly laws: readonly { readonly id: string; readonly href: string; readonly text: string }[];
}

/**
 * @example (await examPage('en')).problems.map((p) => p.key) // ['<collection>/q1', …, 'claims/unstated-finesse']
 */
export async function examPage(lang: Lang): Promise<ExamPage> {
  const docs = await allDocuments();
  const problems: ExamPageProblem[] = [];
  for (const { collection } of await allCollections()) {
    for (const p of await studyProblems(lang, collection)) {
      const doc = docs.find((d) => d.kind === 'case' && d.collection === collection && d.case === p.id);
      if (doc === undefined) continue;
      problems.push({ ...p, key: `${collection}/${p.id}`, titles: caseTitles(doc, lang), match: filterTokens(p.laws) });
    }
  }
  const ids = [...new Set(problems.flatMap((p) => p.laws))].sort(compareLawIds);
  const links = await lawLinks(ids, lang);
  return {
    problems,
    choices: lawChoices(problems.map((p) => ({ laws: p.laws }))),
    laws: ids.map((id, i) => ({ id, href: links[i]?.href ?? '', text: links[i]?.text ?? id })),
  };
}
