/**
 * What a case page draws besides its text: the diagrams in place of the source's diagram
 * segments, and the laws it cites as links to the nearest section the site has an anchor for.
 */
import { t } from '../i18n/ui.ts';
import type { DiagramInput } from '../lib/bridge/diagram-html.ts';
import { caseDiagramInputs } from '../lib/cases/diagrams.ts';
import { diagramIndexOf } from '../lib/cases/parts.ts';
import type { Lang } from '../lib/corpus/languages.ts';
import { formatRef } from '../lib/refs/format.ts';
import { ancestorsOf, hrefOf, lawOf } from '../lib/refs/ids.ts';
import type { CaseData } from '../schemas/case.ts';
import { allDocuments, type Doc } from './site.ts';

/**
 * The diagram of each `kind=diagram` segment of a case document, as `<Deal>` input with a
 * caption in `lang`; figure ids are `idPrefix` + the segment's anchor (a page with several cases
 * gives each its own prefix).
 * @example caseDiagrams(case5, doc, 'en', 'Case 5')['diagram-2'].caption // 'Case 5: diagram 2 of 2: after the tricks described'
 */
export function caseDiagrams(data: CaseData, doc: Doc, lang: Lang, heading: string, idPrefix = 'deal-'): Record<string, DiagramInput> {
  const inputs = caseDiagramInputs(data);
  const out: Record<string, DiagramInput> = {};
  const ref = doc.versions.find((v) => v.lang === doc.reference);
  for (const s of ref?.segments ?? []) {
    if (s.attrs.kind !== 'diagram') continue;
    const index = diagramIndexOf(s.id);
    const diagram = index === undefined ? undefined : inputs[index];
    if (index === undefined || diagram === undefined) continue;
    const base =
      inputs.length > 1
        ? t(lang, 'cases.diagram.of', { title: heading, n: index + 1, count: inputs.length })
        : t(lang, 'cases.diagram.one', { title: heading });
    const when = diagram.id === 'before' || diagram.id === 'after' ? `: ${t(lang, `cases.diagram.${diagram.id}`)}` : '';
    out[s.id] = { ...diagram.input, caption: base + when, id: `${idPrefix}${s.anchor}` };
  }
  return out;
}

/**
 * Links to the laws a case cites, in the reader's notation; each points at the section when
 * the law page has its anchor, else at the nearest enclosing section, else at the law.
 * @example await lawLinks(['45C4(a)'], 'el') // [{ href: '/el/laws/45/#C4a', text: 'Νόμος 45Γ4α' }]
 */
export async function lawLinks(laws: readonly string[], lang: Lang): Promise<{ href: string; text: string }[]> {
  const docs = await allDocuments();
  const anchors = new Map<number, Set<string>>();
  for (const d of docs.filter((x): x is Doc & { law: number } => x.kind === 'law' && typeof x.law === 'number')) {
    const set = anchors.get(d.law) ?? new Set<string>();
    for (const v of d.versions) for (const s of v.segments) set.add(s.anchor);
    anchors.set(d.law, set);
  }
  return laws.map((id) => {
    const n = lawOf(id);
    const has = (x: string) => {
      const href = hrefOf(x, { lang }) ?? '';
      const anchor = href.split('#')[1];
      return anchor === undefined || (n !== null && anchors.get(n)?.has(anchor) === true);
    };
    const target = [id, ...ancestorsOf(id)].find(has) ?? String(n ?? id);
    return { href: hrefOf(target, { lang }) ?? `/${lang}/laws/${n}/`, text: formatRef(id, lang) };
  });
}
