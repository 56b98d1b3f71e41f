// Reading the built site (dist/) for the site checks: every file as a URL path, every HTML
// page scanned, and where a finding on a page comes from in content/ or src/.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { LANGS } from '../lib/base/languages.ts';
import { scanHtml, type PageScan } from '../lib/site-check/html-scan.ts';
import { pagePathOf } from '../lib/site-check/links.ts';

/** Every file under `root` as a URL path (`/en/index.html`). */
export function listFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push(`/${relative(root, p).split(sep).join('/')}`);
    }
  };
  if (!existsSync(root)) throw new Error(`${root}/ does not exist: run npm run build first`);
  walk(root);
  return out.sort();
}

/**
 * The pages of one interface language that mark a part of them for the search index
 * (`data-pagefind-body`: the documents), as paths without the language (`laws/45/`).
 */
export function indexedPages(root: string, lang: string): string[] {
  return listFiles(join(root, lang))
    .filter((f) => f.endsWith('/index.html') && readFileSync(join(root, lang, f), 'utf8').includes('data-pagefind-body'))
    .map((f) => f.slice(1, -'index.html'.length));
}

/** How many pages of one interface language mark a part of them for the search index (`data-pagefind-body`). */
export function indexedPageCount(root: string, lang: string): number {
  return indexedPages(root, lang).length;
}

/** Every HTML page of the site, by page path, with its text and scan. */
export function readPages(root = 'dist'): { files: Set<string>; pages: Map<string, { file: string; html: string; scan: PageScan }> } {
  const files = listFiles(root);
  const pages = new Map<string, { file: string; html: string; scan: PageScan }>();
  for (const f of files.filter((x) => x.endsWith('.html'))) {
    const html = readFileSync(join(root, f), 'utf8');
    pages.set(pagePathOf(f), { file: join(root, f), html, scan: scanHtml(html) });
  }
  return { files: new Set(files), pages };
}

const lineCache = new Map<string, string[]>();
const linesOf = (file: string) => {
  if (!lineCache.has(file)) lineCache.set(file, existsSync(file) ? readFileSync(file, 'utf8').split('\n') : []);
  return lineCache.get(file) ?? [];
};

/**
 * Where a finding on a page comes from: the content file and line of the segment it sits in
 * (`content/laws/2007/6/en.md:12`), else the page template.
 */
export function sourceOf(page: string, segment?: string, cellLang?: string, content = 'content'): string {
  const m = new RegExp(`^/(?:${LANGS.join('|')})/(laws|commentary|cases)/([^/]+)/(?:([^/]+)/)?$`).exec(page);
  if (m && segment !== undefined) {
    const [, area, a, b] = m;
    const candidates: string[] = [];
    const langs = cellLang ? [cellLang] : LANGS;
    if (area === 'laws') for (const ed of ['2007', '1997']) for (const l of langs) candidates.push(join(content, 'laws', ed, a ?? '', `${l}.md`));
    if (area === 'commentary') for (const l of langs) candidates.push(join(content, 'commentary', a ?? '', `${l}.md`));
    if (area === 'cases') for (const l of langs) candidates.push(join(content, 'cases', a ?? '', b ?? 'collection', `${l}.md`));
    for (const c of candidates) {
      const i = linesOf(c).findIndex((l) => l === `§ ${segment}` || l.startsWith(`§ ${segment} `));
      if (i >= 0) return `${c}:${i + 1}`;
    }
  }
  const template =
    page === '/'
      ? 'src/pages/index.astro'
      : /^\/[a-z]{2}\/$/.test(page)
        ? 'src/pages/[lang]/index.astro'
        : page === '/404.html'
          ? 'src/pages/404.astro'
          : /^\/[a-z]{2}\/(laws|commentary|cases)\/$/.test(page)
            ? `src/pages/[lang]/${page.split('/')[2]}/index.astro`
            : /\/laws\//.test(page)
              ? 'src/pages/[lang]/laws/[n].astro'
              : /\/commentary\//.test(page)
                ? 'src/pages/[lang]/commentary/[doc].astro'
                : /\/cases\/[^/]+\/[^/]+\/$/.test(page)
                  ? 'src/pages/[lang]/cases/[collection]/[case].astro'
                  : /\/cases\//.test(page)
                    ? 'src/pages/[lang]/cases/[collection]/index.astro'
                    : 'src/pages (template)';
  return `${template} or src/layouts/Base.astro (page template)`;
}
