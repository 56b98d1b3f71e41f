/**
 * Internal links of the built site: every href/src that stays on the site must name a file
 * that exists, and every fragment an id on the target page. Resources (scripts, styles,
 * images, frames) must come from the site itself: no request to another origin.
 */
import type { Problem } from '../base/problem.ts';
import type { PageScan, PageUrl } from './html-scan.ts';

/** One problem with one URL of one page: the project's problem shape, `file` the page's URL path (`/en/laws/6/`). */
export interface LinkFinding extends Problem {
  readonly rule: 'link/broken' | 'link/fragment' | 'link/trailing-slash' | 'link/unsafe-scheme' | 'resource/external-origin';
  readonly url: string;
  readonly where: string;
  readonly segment?: string;
  readonly cellLang?: string;
}

/** The built site as the link check sees it. */
export interface SiteForLinks {
  /** Every HTML page by URL path (`/en/` for `en/index.html`, `/404.html` for `404.html`). */
  readonly pages: ReadonlyMap<string, PageScan>;
  /** Every file's URL path (`/en/index.html`, `/_astro/a.css`). */
  readonly files: ReadonlySet<string>;
  /** The site's own absolute origin (`https://lexludi.example`): absolute URLs on it are internal. */
  readonly origin: string;
}

// A <link rel> that only names a page (no request is made): alternate languages, canonical.
const NAVIGATION_RELS = new Set(['alternate', 'canonical', 'next', 'prev', 'author', 'help', 'license', 'search']);
const isNavigation = (u: PageUrl) =>
  u.where === 'a[href]' ||
  u.where === 'area[href]' ||
  u.where === 'form[action]' ||
  (u.where === 'link[href]' && (u.rel ?? '').split(/\s+/).every((r) => NAVIGATION_RELS.has(r.toLowerCase())));

/**
 * The page path a file path is served at: `/en/index.html` → `/en/`.
 * @example
 * pagePathOf('/en/laws/6/index.html') // '/en/laws/6/'
 */
export function pagePathOf(file: string): string {
  return file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
}

/**
 * Every broken link, missing fragment and foreign resource of the site, page by page.
 * @example
 * checkLinks({ pages, files, origin: 'https://lexludi.example' }) // [] when every link resolves
 */
export function checkLinks(site: SiteForLinks): LinkFinding[] {
  const findings: LinkFinding[] = [];
  const base = new URL(site.origin);
  for (const [page, scan] of site.pages) {
    for (const u of scan.urls) {
      const f = checkUrl(site, base, page, u);
      if (f)
        findings.push({
          file: page,
          line: u.line,
          url: u.url,
          where: u.where,
          ...(u.segment !== undefined && { segment: u.segment }),
          ...(u.cellLang !== undefined && { cellLang: u.cellLang }),
          ...f,
        });
    }
  }
  return findings;
}

function checkUrl(site: SiteForLinks, base: URL, page: string, u: PageUrl): Pick<LinkFinding, 'rule' | 'message'> | null {
  const raw = u.url.trim();
  let target: URL;
  try {
    target = new URL(raw, new URL(page, base));
  } catch {
    return { rule: 'link/broken', message: `"${raw}" is not a valid URL` };
  }
  const scheme = target.protocol;
  if (scheme === 'javascript:' || scheme === 'vbscript:') return { rule: 'link/unsafe-scheme', message: `${scheme} URLs run code; link to a page instead` };
  if (scheme === 'data:') return u.where === 'img[src]' ? null : { rule: 'link/unsafe-scheme', message: 'data: URLs are allowed for images only' };
  if (scheme === 'mailto:' || scheme === 'tel:') return null;
  if (target.origin !== base.origin) {
    return isNavigation(u)
      ? null
      : { rule: 'resource/external-origin', message: `${u.where} loads from ${target.origin}; self-host it (the site makes no request to another origin)` };
  }
  const path = decodeURIComponent(target.pathname);
  let file: string | null = null;
  if (path.endsWith('/')) file = site.files.has(`${path}index.html`) ? `${path}index.html` : null;
  else if (site.files.has(path)) file = path;
  else if (site.files.has(`${path}/index.html`))
    return {
      rule: 'link/trailing-slash',
      message: `write "${path}/": pages end with a slash (trailingSlash: 'always'), without it the server redirects or fails`,
    };
  if (!file) return { rule: 'link/broken', message: `no page or file at ${path}` };
  const fragment = target.hash.slice(1);
  if (!fragment || fragment.startsWith(':~:') || !file.endsWith('.html')) return null;
  const targetScan = site.pages.get(pagePathOf(file));
  let id = fragment;
  try {
    id = decodeURIComponent(fragment);
  } catch {
    // A malformed escape: compare the fragment as written.
  }
  if (targetScan && !targetScan.ids.has(id) && id !== 'top') return { rule: 'link/fragment', message: `${pagePathOf(file)} has no element with id "${id}"` };
  return null;
}
