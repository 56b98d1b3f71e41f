/**
 * Renders every segment of the corpus in its place, linking its law references, and collects
 * every reference the build must refuse (Law 94, a section that cannot be worked out) as
 * `file:line` content errors. Shared by the content check and the Astro loader, so both
 * refuse the same things.
 */
import type { Corpus } from '../lib/corpus/corpus.ts';
import { segmentAnchor } from '../lib/corpus/documents.ts';
import type { Lang } from '../lib/corpus/languages.ts';
import { segmentRefContext } from '../lib/corpus/ref-context.ts';
import type { ContentError } from '../lib/corpus/segment-file.ts';
import { renderSegment, type RenderedSegment } from './render.ts';

/** Rendered segments by document id, language and segment id. */
export type LinkedCorpus = Map<string, Map<Lang, Map<string, RenderedSegment>>>;

/**
 * @example
 * const { linked, errors } = linkCorpus(corpus);
 * linked.get('laws/2007/16')?.get('pl')?.get('16A1(a)')?.links
 */
export function linkCorpus(corpus: Corpus): { linked: LinkedCorpus; errors: ContentError[] } {
  const linked: LinkedCorpus = new Map();
  const errors: ContentError[] = [];
  for (const [id, d] of corpus.documents) {
    // A text we wrote on a commentary's basis (a claim case) reads paragraph references in that commentary.
    const basis = [...d.versions.values()].find((v) => v.frontmatter.written)?.frontmatter.written?.basis;
    const home = d.doc.kind === 'commentary' ? d : basis === undefined ? undefined : corpus.documents.get(basis);
    const homeRef = home?.versions.get(home.reference);
    const paragraphs = new Set(home?.doc.kind === 'commentary' ? (homeRef?.segments ?? []).map((s) => segmentAnchor('commentary', s.id)) : []);
    const document = home?.doc.kind === 'commentary' ? { document: home.doc.slug } : {};
    const byLang = new Map<Lang, Map<string, RenderedSegment>>();
    for (const v of d.versions.values()) {
      const bySeg = new Map<string, RenderedSegment>();
      for (const s of v.segments) {
        const slug = (x: string) => x.replace(/[^A-Za-z0-9]+/g, '-');
        const idPrefix = `g-${slug(id)}-${v.lang}-${slug(segmentAnchor(d.doc.kind, s.id))}`;
        let r: RenderedSegment;
        try {
          r = renderSegment(s.body, { ...segmentRefContext(d.doc, s.id, v.lang, d.source.edition), ...document, paragraphs }, { idPrefix });
        } catch (e) {
          // A plugin refusing its input (a bad ```deal block) is one more problem, not the end of the run.
          errors.push({ file: v.path, line: s.line, rule: 'render/failed', message: `segment "${s.id}" cannot be rendered: ${(e as Error).message.split('\n').join(' ')}` });
          continue;
        }
        // The body starts on the line after its `§` marker.
        for (const p of r.problems) errors.push({ file: v.path, line: s.line + p.line, rule: `refs/${p.code}`, message: `"${p.surface}": ${p.code === 'no-context' ? 'is relative to the law being read, but this text is not inside a law; write the law number (e.g. "16D")' : p.message}` });
        bySeg.set(s.id, r);
      }
      byLang.set(v.lang, bySeg);
    }
    linked.set(id, byLang);
  }
  return { linked, errors };
}
