/**
 * The words of a study question in the reader's language: the question, its answers, the
 * body whose ruling is the key, the scenario it belongs to. Shared by the study page, the case
 * index and the exam.
 */
import { t, type UiKey } from '../i18n/ui.ts';
import { formatCardSymbol, TEXT_PRESENTATION, type PlayedCard } from '../lib/bridge/index.ts';
import type { StudyQuestion } from '../lib/cases/study.ts';
import type { Lang } from '../lib/corpus/languages.ts';

/** The texts of study questions in `lang`. */
export interface StudyText {
  /** "Can the card be changed?", "Is ♠Q a played card?" */
  question(q: StudyQuestion): string;
  /** The answers, as [value, label]: two for a yes/no question, each split of the tricks for a claim. */
  options(q: StudyQuestion): [string, string][];
  /** The label of an answer (default: the final ruling's). */
  answerText(q: StudyQuestion, answer?: string): string;
  /** "the appeals committee" */
  body(q: StudyQuestion): string;
  /** "Scenario α: " for a case with several scenarios, else ''. */
  scenarioLabel(q: StudyQuestion): string;
}

/**
 * @example studyText('en').question({ kind: 'played', card: 'SQ', … }) // 'Is ♠︎Q a played card?'
 */
export function studyText(lang: Lang): StudyText {
  const card = (c: string) => (c.includes('?') ? '' : formatCardSymbol(c as PlayedCard).replace(/[♠♥♦♣]/, (s) => s + TEXT_PRESENTATION));
  const options = (q: StudyQuestion): [string, string][] =>
    q.kind === 'change'
      ? [
          ['allowed', t(lang, 'study.a.changeAllowed')],
          ['refused', t(lang, 'study.a.changeRefused')],
        ]
      : q.kind === 'score'
        ? [
            ['stands', t(lang, 'study.a.scoreStands')],
            ['adjusted', t(lang, 'study.a.scoreAdjusted')],
          ]
        : q.kind === 'tricks'
          ? Array.from({ length: q.remaining + 1 }, (_, k): [string, string] => [
              String(k),
              t(lang, 'study.a.tricks', { declarer: k, defenders: q.remaining - k }),
            ])
          : [
              ['played', t(lang, 'study.a.played')],
              ['not-played', t(lang, 'study.a.notPlayed')],
            ];
  return {
    question: (q) =>
      q.kind === 'change'
        ? t(lang, 'study.q.change')
        : q.kind === 'score'
          ? t(lang, 'study.q.score')
          : q.kind === 'tricks'
            ? t(lang, 'study.q.tricks', { n: q.remaining })
            : card(q.card)
              ? t(lang, 'study.q.played', { card: card(q.card) })
              : t(lang, 'study.q.playedUnknown'),
    options,
    answerText: (q, answer = q.answer) => options(q).find(([v]) => v === answer)?.[1] ?? '',
    body: (q) => t(lang, `study.body.${q.by}` as UiKey),
    scenarioLabel: (q) => (q.scenario === 'main' ? '' : `${t(lang, 'study.scenario', { s: q.printed ?? q.scenario })}: `),
  };
}
