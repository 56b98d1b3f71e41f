/**
 * Route data of `/{lang}/study/<collection>/`: the problems of a collection in print order, each as
 * HTML in one language (the reader's, else English, else the original) with its diagrams drawn,
 * its answer, and its study questions.
 */
import { t } from '../i18n/ui.ts';
import { splitCase } from '../lib/cases/parts.ts';
import type { StudyQuestion } from '../lib/cases/study.ts';
import { CASE_KINDS } from '../lib/case-files/kinds.ts';
import type { Lang } from '../lib/corpus/languages.ts';
import type { DiagramInput } from '../lib/bridge/diagram-html.ts';
import { caseDiagrams } from './case-page.ts';
import { caseData, claimCases, uiCaseData } from './cases.ts';
import { claimDiagram } from '../lib/claim-view/diagram.ts';
import { claimInputOf } from '../lib/claims/case-schema.ts';
import { casesOf, docUrl, type Doc } from './site.ts';
import { caseHeading, titleOf, type DocTitle } from './titles.ts';

/** One problem of the study set. */
export interface StudyProblem {
  readonly id: string;
  /** The laws the case cites. */
  readonly laws: readonly string[];
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
 * @example (await studyProblems('en', 'claims'))[0]?.id // 'acquiescence-withdrawn'
 */
export async function studyProblems(lang: Lang, collection: string): Promise<StudyProblem[]> {
  return (await casesOf(collection)).flatMap((doc) => {
    const id = doc.case ?? '';
    const data = caseData(collection, id);
    const claim = data ? undefined : claimCases().find((c) => c.collection === collection && c.id === id);
    const ui = data || claim ? undefined : uiCaseData(collection, id);
    if (data === undefined && claim === undefined && ui === undefined) return [];
    const textLang = textLangOf(doc, lang);
    const ref = doc.versions.find((v) => v.lang === doc.reference);
    const shown = doc.versions.find((v) => v.lang === textLang) ?? ref;
    const heading = caseHeading(lang, id, collection);
    const title = titleOf(lang, doc);
    const diagrams = data ? caseDiagrams(data, doc, lang, heading, `deal-${id}-`) : {};
    const parts = splitCase((ref?.segments ?? []).map((s) => s.id));
    const pieces = (ids: readonly string[]) =>
      ids
        .filter((sid) => sid !== 'title')
        .flatMap((sid): ({ html: string } | { deal: DiagramInput })[] => {
          const original = ref?.segments.find((s) => s.id === sid);
          const deal = diagrams[sid];
          if (original?.attrs.kind === 'diagram') return deal ? [{ deal }] : [];
          return [{ html: (shown?.segments.find((s) => s.id === sid) ?? original)?.html ?? '' }];
        });
    // A claim case's position is drawn from its data, before its story.
    const position = claim
      ? [{ deal: { ...claimDiagram(claimInputOf(claim)), caption: t(lang, 'cases.diagram.one', { title: title.text }), id: `deal-${id}-position` } }]
      : [];
    // The answer leaves out the reprint of the question's diagram (the preliminary questions).
    const answerHtml = pieces(parts.answer)
      .map((p) => ('html' in p ? p.html : ''))
      .join('\n');
    return [
      {
        id,
        laws: (data ?? claim ?? ui)?.laws ?? [],
        heading,
        title,
        textLang,
        problem: [...position, ...pieces(parts.problem)],
        answerHtml,
        questions: data
          ? CASE_KINDS['played-card'].questions(data)
          : claim
            ? CASE_KINDS.claim.questions(claim)
            : ui
              ? CASE_KINDS['unauthorized-information'].questions(ui)
              : [],
        url: docUrl(lang, doc),
      },
    ];
  });
}
