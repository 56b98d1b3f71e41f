/**
 * Which files of the built site belong together for offline reading. A reader's device keeps
 * the shell always (styles, scripts, the offline pages, the install manifests), and the pages of
 * an interface language with their data and search index when the reader saves that language.
 */
import { isLang, type Lang } from '../base/languages.ts';

/**
 * - `shell`: cached when the service worker installs (every `/_astro/` chunk, including those a
 *   page loads only on use, such as the calculator's engine; the offline pages; icons; manifests).
 * - a language: its pages (`/en/…`), reference previews and Pagefind index.
 * - `search`: Pagefind's runtime, shared by the languages' indexes.
 * - `shared`: other files any language links to (open data, PBN downloads).
 */
export type Group = 'shell' | 'search' | 'shared' | Lang;

/** The service worker and its manifest: fetched by the browser and by the install, never cached. */
export const WORKER_URL = '/sw.js';
export const MANIFEST_URL = '/offline-manifest.json';

/** The footer's `<offline-status>` island, built beside the worker (loaded by offline-register.ts). */
export const STATUS_ISLAND_URL = '/offline-status.js';

/** The page shown for a page that is not on the device while there is no network, per language. */
export const offlinePageOf = (lang: Lang): string => `/${lang}/offline/`;

const SHELL_FILES = new Set(['/', '/favicon.svg', '/search-data.json', STATUS_ISLAND_URL]);
// Not Pagefind's web worker: search runs Pagefind in the page (src/islands/search-load.ts).
const SEARCH_RUNTIME = new Set(['pagefind.js', 'pagefind-entry.json']);
// Pagefind's per-language files: its WebAssembly, metadata and the index, fragment and filter
// chunks (fragments bundled several pages a file are `{lang}_group_{hash}`).
const PAGEFIND_LANG =
  /^(?:wasm\.([a-z]{2})\.pagefind|pagefind\.([a-z]{2})_[0-9a-f]+\.pf_meta|(?:index|fragment|filter)\/([a-z]{2})_(?:group_)?[0-9a-f]+\.pf_(?:index|fragment|filter))$/;

/**
 * The group of a URL path of the built site, or null for what is never cached (the worker, its
 * manifest, and Pagefind's own UI bundles, web worker and default-language files, which the site
 * does not use).
 * @example
 * groupOf('/_astro/calculator-app.D564pm9N.js') // 'shell'
 * groupOf('/ru/laws/16/') // 'ru'
 * groupOf('/pagefind/fragment/el_1ba3fd8.pf_fragment') // 'el'
 * groupOf('/data/cases.json') // 'shared'
 */
export function groupOf(path: string): Group | null {
  if (path === WORKER_URL || path === MANIFEST_URL) return null;
  if (path.startsWith('/_astro/') || path.startsWith('/icons/') || SHELL_FILES.has(path)) return 'shell';
  const first = path.split('/')[1];
  if (isLang(first)) return path === offlinePageOf(first) || path === `/${first}/manifest.webmanifest` ? 'shell' : first;
  const refs = /^\/data\/refs\/([a-z]{2})\.json$/.exec(path);
  if (refs && isLang(refs[1])) return refs[1];
  // A long document's other languages, fetched on a switch, for pages of one interface language.
  const text = /^\/data\/text\/([a-z]{2})\//.exec(path);
  if (text && isLang(text[1])) return text[1];
  if (path.startsWith('/pagefind/')) {
    const rest = path.slice('/pagefind/'.length);
    if (SEARCH_RUNTIME.has(rest)) return 'search';
    const m = PAGEFIND_LANG.exec(rest);
    const lang = m ? (m[1] ?? m[2] ?? m[3]) : undefined;
    return isLang(lang) ? lang : null;
  }
  return 'shared';
}

/** The groups a saved language needs on the device besides the shell. */
export const groupsOfLanguage = (lang: Lang): readonly Group[] => [lang, 'search', 'shared'];
