/**
 * Route data of `/{lang}/study/`: the problems of a collection in the booklet's order, each as
 * HTML in one language (the reader's, else English, else the original) with its diagrams drawn,
 * its answer, and its study questions.
 */
import { t } from '../i18n/ui.ts';
import { splitCase } from '../lib/cases/parts.ts';
import { studyQuestions, type StudyQuestion } from '../lib/cases/study.ts';
import type { Lang } from '../lib/corpus/languages.ts';
import type { CaseData } from '../schemas/case.ts';
import type { DiagramInput } from '../lib/bridge/diagram-html.ts';
import { caseDiagrams } from './case-page.ts';
import { allCases } from './cases.ts';
import { allDocuments, docUrl, type Doc } from './site.ts';
import { caseHeading, titleOf, type DocTitle } from './titles.ts';

/** One problem of the study set. */
export interface StudyProblem {
  readonly id: string;
  readonly data: CaseData;
  readonly heading: string;
  /** The title in the reader's language, the original beside it. */
  readonly title: DocTitle;
  /** Language of the text shown. */
  readonly textLang: Lang;
  /** The problem: text as HTML, diagrams as `<Deal>` input, in the source's order. */
  readonly problem: readonly ({ html: string } | { deal: DiagramInput })[];
  readonly answerHtml: string;
  readonly questions: readonly StudyQuestion[];
  readonly url: string;
}


/** The language a study page shows a case in, for a reader of `lang`. */
export function textLangOf(doc: Doc, lang: Lang): Lang {
  const has = (l: Lang) => doc.versions.some((v) => v.lang === l);
  return has(lang) ? lang : has('en') ? 'en' : doc.reference;
}

/**
 * The study set of a collection in `lang`.
 * @example (await studyProblems('en', 'hbf-played-card')).map((p) => p.id) // ['q1', 'q2', '1', …, '16']
 */
export async function studyProblems(lang: Lang, collection: string): Promise<StudyProblem[]> {
  const docs = await allDocuments();
  return allCases()
    .filter((c) => c.collection === collection)
    .flatMap((data) => {
      const doc = docs.find((d) => d.kind === 'case' && d.collection === collection && d.case === data.id);
      if (doc === undefined) return [];
      const textLang = textLangOf(doc, lang);
      const ref = doc.versions.find((v) => v.lang === doc.reference);
      const shown = doc.versions.find((v) => v.lang === textLang) ?? ref;
      const heading = caseHeading(lang, data.id);
      const diagrams = caseDiagrams(data, doc, lang, heading, `deal-${data.id}-`);
      const parts = splitCase((ref?.segments ?? []).map((s) => s.id));
      const pieces = (ids: readonly string[]) =>
        ids
          .filter((id) => id !== 'title')
          .flatMap((id): ({ html: string } | { deal: DiagramInput })[] => {
            const original = ref?.segments.find((s) => s.id === id);
            const deal = diagrams[id];
            if (original?.attrs.kind === 'diagram') return deal ? [{ deal }] : [];
            return [{ html: (shown?.segments.find((s) => s.id === id) ?? original)?.html ?? '' }];
          });
      // The answer leaves out the reprint of the question's diagram (the preliminary questions).
      const answerHtml = pieces(parts.answer).map((p) => ('html' in p ? p.html : '')).join('\n');
      const title = titleOf(lang, doc);
      return [{ id: data.id, data, heading, title, textLang, problem: pieces(parts.problem), answerHtml, questions: studyQuestions(data), url: docUrl(lang, doc) }];
    });
}
