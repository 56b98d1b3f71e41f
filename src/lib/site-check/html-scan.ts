/**
 * What the site checks need from one built HTML page: its element ids, every URL it points
 * to (with the line, and the segment and language cell it sits in), its inline scripts and
 * styles, and its Content-Security-Policy meta. Parsed with parse5, the HTML standard's parser.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** One URL in a page. */
export interface PageUrl {
  /** Element and attribute it came from: `a[href]`, `img[src]`, `link[href]`. */
  readonly where: string;
  readonly url: string;
  /** 1-based line in the built HTML. */
  readonly line: number;
  /** `rel` of a `<link>` (`stylesheet`, `alternate`, …). */
  readonly rel?: string;
  /** Segment id (`data-segment`) of the enclosing segment row, if any. */
  readonly segment?: string;
  /** `data-lang` of the enclosing parallel cell, if any. */
  readonly cellLang?: string;
}

/** An inline `<script>` or `<style>` element. */
export interface InlineCode {
  readonly tag: 'script' | 'style';
  readonly type: string;
  readonly text: string;
  readonly line: number;
}

/** A page as the checks see it. */
export interface PageScan {
  readonly ids: ReadonlySet<string>;
  /** Ids that occur more than once. */
  readonly duplicateIds: readonly string[];
  readonly urls: readonly PageUrl[];
  readonly inline: readonly InlineCode[];
  /** `content` of `<meta http-equiv="content-security-policy">`, and whether it precedes every script and style. */
  readonly csp?: { readonly policy: string; readonly line: number; readonly beforeCode: boolean };
  /** Elements with an inline event handler attribute (`onclick=`). */
  readonly handlers: readonly { readonly where: string; readonly line: number }[];
  /** `<html lang>` and `<title>`. */
  readonly lang?: string;
  readonly title?: string;
  /**
   * The page's markup as the shapes a validator judges, without its text: each element under its
   * parent with its attributes' names, the values of enumerated attributes, the shapes of ids, the
   * steps between heading levels and the elements left without text. Pages of one template with
   * other words share them (see `coveringSample`).
   */
  readonly structure: ReadonlySet<string>;
}

// Attributes that hold a URL, per element ('*' for any element).
const URL_ATTRS: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src'],
  script: ['src'],
  iframe: ['src'],
  source: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  track: ['src'],
  embed: ['src'],
  object: ['data'],
  form: ['action'],
  use: ['href'],
  image: ['href'],
};

const isElement = (n: Node): n is Element => 'tagName' in n;
const attr = (e: Element, name: string) => e.attrs.find((a) => a.name === name)?.value;
const textOf = (e: Element) => e.childNodes.map((c) => ('value' in c && c.nodeName === '#text' ? c.value : '')).join('');

/**
 * Scans one HTML document.
 * @example
 * scanHtml('<p id="a"><a href="/x/#b">x</a></p>').urls[0] // { where: 'a[href]', url: '/x/#b', line: 1 }
 */
export function scanHtml(html: string): PageScan {
  const doc = parse(html, { sourceCodeLocationInfo: true });
  const ids = new Set<string>();
  const duplicateIds = new Set<string>();
  const urls: PageUrl[] = [];
  const inline: InlineCode[] = [];
  const handlers: { where: string; line: number }[] = [];
  let csp: PageScan['csp'];
  let lang: string | undefined;
  let title: string | undefined;
  let codeSeen = false;
  const structure = new Set<string>();
  let heading = 1;
  const walk = (n: Node, segment: string | undefined, cellLang: string | undefined, parent = '#document'): void => {
    if (isElement(n)) {
      const line = n.sourceCodeLocation?.startLine ?? 0;
      shapesOf(n, parent, structure);
      const level = /^h([1-6])$/.exec(n.tagName)?.[1];
      if (level !== undefined) {
        structure.add(`h${heading}→h${level}`);
        heading = Number(level);
      }
      const id = attr(n, 'id');
      if (id !== undefined) (ids.has(id) ? duplicateIds : ids).add(id);
      const name = attr(n, 'name');
      if (n.tagName === 'a' && name !== undefined) ids.add(name);
      segment = attr(n, 'data-segment') ?? segment;
      if (n.attrs.some((a) => a.name === 'class' && a.value.split(/\s+/).includes('cell'))) cellLang = attr(n, 'data-lang') ?? cellLang;
      for (const a of URL_ATTRS[n.tagName] ?? []) {
        const v = attr(n, a);
        if (v === undefined) continue;
        const rel = n.tagName === 'link' ? attr(n, 'rel') : undefined;
        urls.push({
          where: `${n.tagName}[${a}]`,
          url: v,
          line,
          ...(rel !== undefined && { rel }),
          ...(segment !== undefined && { segment }),
          ...(cellLang !== undefined && { cellLang }),
        });
      }
      for (const a of n.attrs) if (/^on/i.test(a.name)) handlers.push({ where: `${n.tagName}[${a.name}]`, line });
      if (n.tagName === 'html') lang = attr(n, 'lang');
      if (n.tagName === 'title') title = textOf(n).trim();
      if (n.tagName === 'meta' && attr(n, 'http-equiv')?.toLowerCase() === 'content-security-policy') {
        csp = { policy: attr(n, 'content') ?? '', line, beforeCode: !codeSeen };
      }
      if (n.tagName === 'script' || n.tagName === 'style' || (n.tagName === 'link' && attr(n, 'rel') === 'stylesheet')) codeSeen = true;
      if ((n.tagName === 'script' && attr(n, 'src') === undefined) || n.tagName === 'style') {
        inline.push({ tag: n.tagName, type: attr(n, 'type') ?? '', text: textOf(n), line });
      }
    }
    const children =
      'content' in n && n.nodeName === 'template' ? (n as DefaultTreeAdapterMap['template']).content.childNodes : 'childNodes' in n ? n.childNodes : [];
    for (const c of children) walk(c as Node, segment, cellLang, isElement(n) ? n.tagName : parent);
  };
  walk(doc as unknown as Node, undefined, undefined);
  return {
    ids,
    duplicateIds: [...duplicateIds],
    urls,
    inline,
    handlers,
    ...(csp && { csp }),
    ...(lang !== undefined && { lang }),
    ...(title !== undefined && { title }),
    structure,
  };
}

/** Attributes whose values come from a fixed list (a validator checks the value, not only the name). */
const ENUMERATED = new Set([
  'type',
  'role',
  'rel',
  'dir',
  'lang',
  'hidden',
  'loading',
  'decoding',
  'autocomplete',
  'inputmode',
  'method',
  'target',
  'scope',
  'crossorigin',
  'referrerpolicy',
  'http-equiv',
  'name',
  'enterkeyhint',
  'spellcheck',
  'translate',
  'draggable',
  'popover',
  'tabindex',
]);
/** Elements a validator wants text in (a heading, a link, a button, a label…). */
const NEEDS_TEXT = new Set(['a', 'button', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'title', 'label', 'th', 'summary', 'legend', 'caption', 'option']);

/** Adds the shapes of one element (see `PageScan.structure`). */
function shapesOf(n: Element, parent: string, out: Set<string>): void {
  const tag = n.tagName;
  out.add(
    `${parent}>${tag}[${n.attrs
      .map((a) => a.name)
      .sort()
      .join(' ')}]`,
  );
  for (const a of n.attrs) {
    if (ENUMERATED.has(a.name) || a.name.startsWith('aria-'))
      out.add(`${tag}@${a.name}=${a.name === 'aria-label' || a.name === 'aria-labelledby' || a.name === 'aria-describedby' ? shape(a.value) : a.value}`);
    if (a.name === 'id' || a.name === 'for' || a.name === 'headers') out.add(`${tag}@${a.name}~${shape(a.value)}`);
  }
  if (NEEDS_TEXT.has(tag) && !hasText(n)) out.add(`${tag}:no-text${n.attrs.some((a) => a.name.startsWith('aria-')) ? ':aria' : ''}`);
}

/** Does an element hold text, at any depth (an image's alt text counts)? */
function hasText(e: Element): boolean {
  return e.childNodes.some((c) =>
    c.nodeName === '#text'
      ? 'value' in c && c.value.trim() !== ''
      : isElement(c as Node) && ((c as Element).tagName === 'img' ? attr(c as Element, 'alt') !== undefined : hasText(c as Element)),
  );
}

/** The shape of a value: runs of letters, digits and other characters as `a`, `0` and themselves. */
function shape(v: string): string {
  return v
    .replace(/\p{L}+/gu, 'a')
    .replace(/\p{N}+/gu, '0')
    .replace(/\s+/g, ' ');
}
