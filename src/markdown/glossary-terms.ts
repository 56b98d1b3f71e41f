/**
 * Rehype: the first occurrence of each glossary term in a segment becomes a link to the term
 * on the glossary page, with its definition as a tooltip shown on hover and keyboard focus
 * (CSS only, src/styles/glossary.css). The tooltip text is out of the reading flow
 * (`display: none` until shown, `aria-hidden`) and reaches assistive technology once, as the
 * link's description; `data-pagefind-ignore` keeps it out of search excerpts.
 *
 * The segment's language comes from `file.data.lang` and a page-unique id prefix from
 * `file.data.idPrefix` (src/markdown/render.ts sets both); without a language nothing changes.
 */
import type { Element, ElementContent, Root, Text } from 'hast';
import type { VFile } from 'vfile';
import { isLang, type Lang } from '../lib/corpus/languages.ts';
import { termMatcher, type TermMatcher } from '../lib/glossary/match.ts';
import { parseGlossary, type GlossaryTerm } from '../lib/glossary/parse.ts';
import { readGlossaryFiles } from '../content-io/glossary-files.ts';

/** Options: the terms (default: content/glossary, read once). */
export interface GlossaryTermsOptions {
  readonly terms?: readonly GlossaryTerm[];
}

// Never inside these: links and code keep their text, headings stay plain, and a diagram is
// language-neutral.
const SKIP = new Set(['a', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'abbr', 'dfn', 'script', 'style']);

let loaded: readonly GlossaryTerm[] | null = null;
const defaultTerms = () => (loaded ??= parseGlossary(readGlossaryFiles()).terms);

/**
 * The plugin.
 * @example
 * unified().use(remarkParse).use(remarkRehype).use(rehypeGlossaryTerms).processSync({ value: 'Dummy plays.', data: { lang: 'en' } })
 */
export function rehypeGlossaryTerms(options: GlossaryTermsOptions = {}) {
  const matchers = new Map<Lang, TermMatcher>();
  return (tree: Root, file: VFile) => {
    const lang = file.data.lang;
    if (!isLang(lang)) return;
    const terms = options.terms ?? defaultTerms();
    const byId = new Map(terms.map((t) => [t.id, t]));
    let matcher = matchers.get(lang);
    if (!matcher) matchers.set(lang, (matcher = termMatcher(terms, lang)));
    const prefix = typeof file.data.idPrefix === 'string' ? file.data.idPrefix : `g-${lang}`;
    const seen = new Set<string>();
    const wrap = (text: string, id: string): Element => {
      const term = byId.get(id);
      const tipId = `${prefix}-${id}`;
      return {
        type: 'element',
        tagName: 'span',
        properties: { className: ['gloss'] },
        children: [
          {
            type: 'element',
            tagName: 'a',
            properties: { className: ['gloss-term'], href: `/~/glossary/#${id}`, ariaDescribedBy: [tipId] },
            children: [{ type: 'text', value: text }],
          },
          {
            type: 'element',
            tagName: 'span',
            properties: { className: ['gloss-tip'], id: tipId, ariaHidden: 'true', dataPagefindIgnore: '' },
            children: [{ type: 'text', value: term?.[lang].definition ?? '' }],
          },
        ],
      };
    };
    const walk = (node: Root | Element) => {
      const out: ElementContent[] = [];
      for (const child of node.children as ElementContent[]) {
        if (child.type === 'element') {
          if (!SKIP.has(child.tagName)) walk(child);
          out.push(child);
        } else if (child.type === 'text') out.push(...split(child, matcher, seen, wrap));
        else out.push(child);
      }
      node.children = out as typeof node.children;
    };
    walk(tree);
  };
}

/** A text node cut around the first occurrence of each term not yet seen in the segment. */
function split(node: Text, matcher: TermMatcher, seen: Set<string>, wrap: (text: string, id: string) => Element): ElementContent[] {
  const out: ElementContent[] = [];
  let at = 0;
  for (const m of matcher.matches(node.value)) {
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    if (m.start > at) out.push({ type: 'text', value: node.value.slice(at, m.start) });
    out.push(wrap(node.value.slice(m.start, m.end), m.id));
    at = m.end;
  }
  if (at === 0) return [node];
  if (at < node.value.length) out.push({ type: 'text', value: node.value.slice(at) });
  return out;
}

declare module 'vfile' {
  interface DataMap {
    /** Language of the Markdown being rendered (a segment's language). */
    lang: string;
    /** Prefix that makes ids generated for this piece of Markdown unique on its page. */
    idPrefix: string;
  }
}
