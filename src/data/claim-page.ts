/**
 * Route data of a claim case's page, its calculator and the claim tool: the scenarios (the case's
 * facts and each variant, labelled by what it changes, in the reader's language), the payload an
 * island reads, the commentary paragraphs a case illustrates and, for a commentary page, the
 * cases illustrating each of its paragraphs.
 */
import { STRINGS, t } from '../i18n/ui.ts';
import type { Lang } from '../lib/corpus/languages.ts';
import { CLAIM_REASONS } from '../lib/claim-view/engine.ts';
import type { RenderContext } from '../lib/claim-view/render.ts';
import { stepText } from '../lib/claim-view/steps.ts';
import { wordsOf } from '../lib/claim-view/render.ts';
import type { ClaimInput } from '../lib/claims/types.ts';
import { claimInputOf, type ClaimCaseData } from '../schemas/claim-case.ts';
import { claimCases } from './cases.ts';
import { allDocuments, docUrl, type Doc } from './site.ts';
import { titleOf } from './titles.ts';

/** One set of facts the calculator offers: the case's own, or a variant. */
export interface ClaimScenario {
  readonly id: string;
  /** What it is, in the reader's language ("The case’s facts"; "Variant: Laws edition 2007"). */
  readonly label: string;
  readonly input: ClaimInput;
}

/** The interface strings a claim island needs (`claim.*` and the deal's words), for its JSON payload. */
export function claimUi(lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(STRINGS[lang]).filter(([k]) => k.startsWith('claim.') || /^deal\.(seat|letter|suit)\./.test(k)));
}

/** What rendering a ruling in `lang` needs (`base`: the site's base path). */
export function renderContext(lang: Lang, base: string): RenderContext {
  return { ui: claimUi(lang), table: CLAIM_REASONS[lang], lang, base };
}

/** A variant described by what it changes, in `lang`. */
function variantLabel(v: NonNullable<ClaimCaseData['variants']>[number], lang: Lang): string {
  const w = wordsOf(claimUi(lang));
  const yes = (b: boolean) => w(b ? 'claim.yes' : 'claim.no');
  const changes: string[] = [];
  if (v.edition !== undefined) changes.push(`${w('claim.edition')}: ${v.edition}`);
  if (v.claim?.trumpMentioned !== undefined) changes.push(`${w('claim.trump')}: ${yes(v.claim.trumpMentioned)}`);
  if (v.claim?.statement !== undefined) changes.push(`${w('claim.statement')}: ${v.claim.statement.length === 0 ? w('claim.statement.none') : v.claim.statement.map((s) => stepText(s, w)).join(', ')}`);
  if (v.claim?.tricks !== undefined) changes.push(`${w('claim.tool.tricks')}: ${v.claim.tricks}`);
  for (const [k, x] of Object.entries(v.findings ?? {})) {
    if (typeof x === 'boolean') changes.push(`${w(`claim.j.${k}`)}: ${yes(x)}`);
    else if (k === 'playerClass') changes.push(`${w(`claim.j.${k}`)}: ${w(`claim.class.${String(x)}`)}`);
    else if (typeof x === 'number') changes.push(`${w(`claim.j.${k}`)}: ${x}`);
    else changes.push(w(`claim.j.${k}`));
  }
  if (v.after !== undefined) changes.push(w('claim.variant.after'));
  return t(lang, 'claim.variant', { changes: changes.join('; ') });
}

/**
 * The case's facts and each variant's, labelled in `lang`.
 * @example claimScenarios(forgottenTrump, 'en').map((s) => s.id) // ['case', 'trump-mentioned']
 */
export function claimScenarios(data: ClaimCaseData, lang: Lang): ClaimScenario[] {
  return [
    { id: 'case', label: t(lang, 'claim.variant.case'), input: claimInputOf(data) },
    ...(data.variants ?? []).map((v) => ({ id: v.id, label: variantLabel(v, lang), input: claimInputOf(data, v.id) })),
  ];
}

/** The claim case `id`, if there is one. */
export function claimCase(id: string): ClaimCaseData | undefined {
  return claimCases().find((c) => c.id === id);
}

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
 * For a commentary, the claim cases illustrating each of its paragraphs (by anchor), as links
 * with the case's title in `lang`.
 * @example (await illustratedBy(ruCommentary, 'en')).get('70.5') // [{ href: '/en/cases/claims/forgotten-trump/', text: '…' }]
 */
export async function illustratedBy(doc: Doc, lang: Lang, caseTitle: (d: Doc) => string): Promise<Map<string, { href: string; text: string }[]>> {
  const docs = await allDocuments();
  const out = new Map<string, { href: string; text: string }[]>();
  for (const c of claimCases()) {
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
