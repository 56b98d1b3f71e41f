/**
 * Remark: every law reference in a segment's text becomes a link to its section (see
 * src/lib/refs). Text inside links and code is left alone. The segment's place in the corpus
 * comes in `file.data.refContext`; without it the plugin does nothing.
 *
 * Links are written with the interface language as the placeholder `/~/` (`/~/laws/45/#C4a`):
 * a segment is rendered once and shown in four interfaces; src/middleware.ts puts the page's
 * language in. What was linked, and every reference that could not be, is left in
 * `file.data.refLinks` / `file.data.refProblems` for backlinks and the build's error list.
 */
import type { Link, Parent, Root, Text } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import { annotateRefs, findRefs, resolveRefs } from '../lib/refs/index.ts';
import { anchorOf, lawOf, parseRefId } from '../lib/refs/ids.ts';
import type { SegmentRefContext } from '../lib/corpus/ref-context.ts';
import type { Edition } from '../lib/refs/types.ts';

/** The interface-language placeholder in rendered links. */
export const LANG_PLACEHOLDER = '~';

/** What the renderer needs besides the segment context. */
export interface RefRenderContext extends SegmentRefContext {
  /** Anchors of the paragraphs of `document` (commentary), to tell which paragraph references land on text. */
  readonly paragraphs?: ReadonlySet<string>;
}

/** One link made, in text order. */
export interface MadeLink {
  readonly targets: readonly string[];
  readonly surface: string;
  /** 1-based line within the Markdown given to the processor. */
  readonly line: number;
  /** The code the link cites: the segment's, or the one the text names (`Law 16 (2017)`). */
  readonly edition: Edition;
}

/** A reference the build must not let through. */
export interface RefProblem {
  readonly line: number;
  readonly code: string;
  readonly message: string;
  readonly surface: string;
}

/**
 * Where a canonical id is shown: law sections on their law page (hub) with the section anchor;
 * a paragraph of the document being read at its anchor when the corpus has it, otherwise on
 * the page of the law the paragraph comments on (`para:92.1` → Law 92), never nowhere.
 * @example
 * refHref('45C4(a)', { lang: 'el', edition: '2007' }) // '/~/laws/45/#C4a'
 */
export function refHref(id: string, ctx: RefRenderContext): string | null {
  const p = parseRefId(id, ctx.edition);
  if (!p) return null;
  const anchor = anchorOf(id);
  if (p.kind === 'law') return `/${LANG_PLACEHOLDER}/laws/${p.law}/${anchor ? `#${anchor}` : ''}`;
  if (ctx.document && anchor && ctx.paragraphs?.has(anchor)) return `/${LANG_PLACEHOLDER}/commentary/${ctx.document}/#${anchor}`;
  const law = p.path[0];
  if (law !== undefined && lawOf(`${law}`) !== null) return `/${LANG_PLACEHOLDER}/laws/${law}/#${paraAnchor(id)}`;
  return null;
}

/**
 * Anchor, on a law page, of the citations of a commentary paragraph the corpus lacks.
 * @example
 * paraAnchor('para:92.1') // 'para-92.1'
 */
export function paraAnchor(id: string): string {
  return `para-${anchorOf(id) ?? id.replace(/^para:/, '')}`;
}

/** The plugin. */
export function remarkLawRefs() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const ctx = file.data['refContext'] as RefRenderContext | undefined;
    if (!ctx) return;
    const made: MadeLink[] = [];
    const problems: RefProblem[] = [];
    const jobs: Array<{ node: Text; parent: Parent }> = [];
    visit(tree, (node, _index, parent) => {
      if (node.type === 'link' || node.type === 'linkReference') return SKIP;
      if (node.type === 'text' && parent) jobs.push({ node, parent });
      return undefined;
    });
    for (const { node, parent } of jobs) {
      const found = findRefs(node.value, { lang: ctx.lang });
      if (!found.length) continue;
      const resolved = resolveRefs(found, {
        edition: ctx.edition,
        ...(ctx.withinLaw !== undefined ? { withinLaw: ctx.withinLaw } : {}),
        ...(ctx.withinSection ? { withinSection: ctx.withinSection } : {}),
        ...(ctx.document ? { document: ctx.document } : {}),
      });
      const lineAt = (offset: number) => (node.position?.start.line ?? 1) + (node.value.slice(0, offset).match(/\n/g)?.length ?? 0);
      for (const r of resolved) {
        for (const e of r.errors) problems.push({ line: lineAt(e.start), code: e.code, message: e.message, surface: e.text });
      }
      const links = resolved.flatMap((r) => r.links.map((l) => ({ ...l, edition: r.edition })));
      const pieces = annotateRefs(node.value, links, (l, surface): Link | null => {
        const first = l.targets[0];
        const url = first ? refHref(first, ctx) : null;
        if (!url || !first) {
          problems.push({ line: lineAt(l.start), code: 'unlinkable', message: `no page shows ${l.targets.join(', ')}`, surface });
          return null;
        }
        made.push({ targets: l.targets, surface, line: lineAt(l.start), edition: l.edition });
        const props: Record<string, string> = { className: 'ref', 'data-ref': l.targets.join(' ') };
        if (l.edition !== '2007') props['data-edition'] = l.edition;
        if (first.startsWith('para:') && ctx.document) props['data-doc'] = ctx.document;
        return { type: 'link', url, children: [{ type: 'text', value: surface }], data: { hProperties: props } };
      });
      if (pieces.length === 1 && typeof pieces[0] === 'string') continue;
      const replacement = pieces.map((p) => (typeof p === 'string' ? ({ type: 'text', value: p } satisfies Text) : p));
      const at = parent.children.indexOf(node as Parent['children'][number]);
      parent.children.splice(at, 1, ...(replacement as Parent['children']));
    }
    file.data['refLinks'] = made;
    file.data['refProblems'] = problems;
  };
}
