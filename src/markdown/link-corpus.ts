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
import { sectionExists } from '../lib/editions/concordance.ts';
import type { Concordance } from '../lib/editions/types.ts';
import { EDITIONS, type Edition } from '../lib/refs/types.ts';

/** Rendered segments by document id, language and segment id. */
export type LinkedCorpus = Map<string, Map<Lang, Map<string, RenderedSegment>>>;

/**
 * @example
 * const { linked, errors } = linkCorpus(corpus);
 * linked.get('laws/2007/16')?.get('pl')?.get('16A1(a)')?.links
 */
export function linkCorpus(corpus: Corpus, editions?: Concordance): { linked: LinkedCorpus; errors: ContentError[] } {
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
          const ctx = segmentRefContext(d.doc, s.id, v.lang, d.edition);
          r = renderSegment(s.body, { ...ctx, ...document, paragraphs }, { idPrefix });
          if (editions)
            for (const p of notInEdition(r, id, ctx.edition, editions))
              errors.push({ file: v.path, line: s.line + p.line, rule: 'refs/not-in-edition', message: p.message });
        } catch (e) {
          // A plugin refusing its input (a bad ```deal block) is one more problem, not the end of the run.
          errors.push({
            file: v.path,
            line: s.line,
            rule: 'render/failed',
            message: `segment "${s.id}" cannot be rendered: ${(e as Error).message.split('\n').join(' ')}`,
          });
          continue;
        }
        // The body starts on the line after its `§` marker.
        for (const p of r.problems)
          errors.push({
            file: v.path,
            line: s.line + p.line,
            rule: `refs/${p.code}`,
            message: `"${p.surface}": ${p.code === 'no-context' ? 'is relative to the law being read, but this text is not inside a law; write the law number (e.g. "16D")' : p.message}`,
          });
        bySeg.set(s.id, r);
      }
      byLang.set(v.lang, bySeg);
    }
    linked.set(id, byLang);
  }
  return { linked, errors };
}

/**
 * Links of a rendered segment to a section its document's code does not have (by the
 * concordance: `P 71C` in a 2007 commentary), except those the concordance lists as known
 * misreferences of that document.
 */
function notInEdition(r: RenderedSegment, docId: string, edition: Edition, c: Concordance): Array<{ line: number; message: string }> {
  const out: Array<{ line: number; message: string }> = [];
  for (const link of r.links) {
    // A reference may name its own code (`Law 16 (2017)`): it is checked against that one.
    const cited = link.edition;
    for (const id of link.targets) {
      if (sectionExists(c, id, cited) !== false) continue;
      if (c.misreferences.some((m) => m.document === docId && m.id === id)) continue;
      const elsewhere = EDITIONS.filter((e) => e !== cited && sectionExists(c, id, e) === true);
      const hint = elsewhere.length ? `${id} is a section of the ${elsewhere.join(' and ')} Laws` : `no code in the concordance has ${id}`;
      out.push({
        line: link.line,
        message: `"${link.surface}": the ${cited} Laws, which ${cited === edition ? 'this document follows' : 'the text names for this reference'}, have no section ${id} (${hint}); correct the reference, or — if the source really prints it — list it under misreferences in content/laws/concordance.yaml with the reason`,
      });
    }
  }
  return out;
}
