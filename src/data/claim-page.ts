/**
 * Route data of a claim case's page: the commentary paragraphs a case illustrates and, for a
 * commentary page, the cases illustrating each of its paragraphs. (The calculator's scenarios and
 * payload are in claim-scenarios.ts, which the bench reads without Astro.)
 */
import type { Lang } from '../lib/corpus/languages.ts';
import type { ClaimCaseData } from '../lib/claims/case-schema.ts';
import { allCases, claimCases } from './cases.ts';
import { allDocuments, docUrl, type Doc } from './site.ts';
import { titleOf } from './titles.ts';

/** A link to a commentary paragraph, labelled with the commentary's title in the reader's language. */
export interface ParagraphLink {
  readonly href: string;
  readonly text: string;
  readonly lang: Lang;
}

/** `commentary/ru-67-74#70.5` → the commentary's slug and the paragraph. */
const splitRef = (ref: string): [string, string] => {
  const [doc = '', para = ''] = ref.replace(/^commentary\//, '').split('#');
  return [doc, para];
};

/**
 * The commentary paragraphs a claim case illustrates, as links in `lang`.
 * @example (await paragraphLinks(c, 'en'))[0] // { href: '/en/commentary/ru-67-74/#70.5', text: 'Commentary on Laws 67–74, § 70.5', lang: 'en' }
 */
export async function paragraphLinks(data: Pick<ClaimCaseData, 'illustrates'>, lang: Lang): Promise<ParagraphLink[]> {
  const docs = await allDocuments();
  return data.illustrates.flatMap((ref) => {
    const [slug, para] = splitRef(ref);
    const doc = docs.find((d) => d.kind === 'commentary' && d.slug === slug);
    if (doc === undefined) return [];
    const title = titleOf(lang, doc);
    return [{ href: `${docUrl(lang, doc)}#${para}`, text: `${title.text}, § ${para}`, lang: title.lang }];
  });
}

/**
 * For a commentary, the cases illustrating each of its paragraphs (by anchor: claim cases and
 * played-card cases with `illustrates`), as links
 * with the case's title in `lang`.
 * @example (await illustratedBy(ruCommentary, 'en')).get('70.5') // [{ href: '/en/cases/claims/forgotten-trump/', text: '…' }]
 */
export async function illustratedBy(doc: Doc, lang: Lang, caseTitle: (d: Doc) => string): Promise<Map<string, { href: string; text: string }[]>> {
  const docs = await allDocuments();
  const out = new Map<string, { href: string; text: string }[]>();
  // Claim cases, and played-card cases of our own that name the paragraphs they illustrate.
  const illustrating = [
    ...claimCases(),
    ...allCases().flatMap((c) => (c.illustrates ? [{ collection: c.collection, id: c.id, illustrates: c.illustrates }] : [])),
  ];
  for (const c of illustrating) {
    const page = docs.find((d) => d.kind === 'case' && d.collection === c.collection && d.case === c.id);
    if (page === undefined) continue;
    for (const ref of c.illustrates) {
      const [slug, para] = splitRef(ref);
      if (slug !== doc.slug) continue;
      out.set(para, [...(out.get(para) ?? []), { href: docUrl(lang, page), text: caseTitle(page) }]);
    }
  }
  return out;
}
