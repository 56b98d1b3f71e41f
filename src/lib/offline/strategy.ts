/**
 * How the service worker answers a request. Pages and unhashed files come from the network
 * first (a reader online sees the current site, and the cached copy is refreshed), from the
 * cache when the network fails or is slower than {@link NETWORK_TIMEOUT_MS}; a page that is not
 * on the device gets the offline page of its language. Files whose names carry a content hash
 * come from the cache first. The worker itself and its manifest are never intercepted.
 */
import { isLang, type Lang } from '../base/languages.ts';
import { MANIFEST_URL, offlinePageOf, WORKER_URL } from './groups.ts';

/** - `none`: not intercepted (another origin, not a GET, the worker and its manifest). */
export type Strategy = 'none' | 'page' | 'network-first' | 'cache-first';

/** What the worker needs to know of a request. */
export interface RequestLike {
  readonly url: string;
  readonly method: string;
  /** `navigate` for a page the browser opens. */
  readonly mode: string;
}

/** How long a page waits for the network before the copy on the device is shown instead. */
export const NETWORK_TIMEOUT_MS = 4000;

// Names that change whenever the content does: Vite's chunks, Pagefind's index, fragment,
// filter and metadata files, and the glossary's form files (in a folder named by their hash).
const HASHED = /^\/(?:_astro\/|pagefind\/(?:index|fragment|filter)\/|pagefind\/pagefind\.[a-z]{2}_[0-9a-f]+\.pf_meta$|search-glossary\/[^/]+\/[^/]+\/[^/]+$)/;

/**
 * The same files as path patterns (URLPattern syntax), for {@link staticRoutes}. No regular
 * expression groups: Chromium refuses a list of routes with one.
 */
export const HASHED_PATHS = [
  '/_astro/*',
  '/pagefind/index/*',
  '/pagefind/fragment/*',
  '/pagefind/filter/*',
  '/pagefind/pagefind.*.pf_meta',
  '/search-glossary/:version/:lang/:file',
] as const;

/** A rule of the service worker static routing API (`InstallEvent.addRoutes`). */
export interface StaticRoute {
  readonly condition: { readonly urlPattern: { readonly pathname: string }; readonly requestMethod: 'GET' };
  readonly source: { readonly cacheName: string };
}

/**
 * The routes a worker declares at install where the browser supports them (Chromium 123+): a
 * file whose name carries its content hash is answered by the browser itself from the build's
 * cache `cache`, else from the network, without starting the worker's script. That is what
 * `cache-first` does, minus the worker's hop, which cost a search about 8 ms at the median and
 * 15–20 ms in its slow tail (each Pagefind index chunk and fragment went through the worker's
 * cache lookup, its fetch and a copy written back). Such a file fetched from the network is not
 * kept on the device: a saved language's files are all in the cache already, and a few fragments
 * of a language not saved do not make its search work offline. Browsers without the API keep the
 * fetch handler's `cache-first`.
 * @example
 * staticRoutes('lexludi-abc')[0] // { condition: { urlPattern: { pathname: '/_astro/*' }, requestMethod: 'GET' }, source: { cacheName: 'lexludi-abc' } }
 */
export function staticRoutes(cache: string): StaticRoute[] {
  return HASHED_PATHS.map((pathname) => ({ condition: { urlPattern: { pathname }, requestMethod: 'GET' }, source: { cacheName: cache } }));
}

/**
 * The strategy for a request, given the worker's origin.
 * @example
 * strategyFor({ url: 'https://x/en/laws/6/?with=pl', method: 'GET', mode: 'navigate' }, 'https://x') // 'page'
 * strategyFor({ url: 'https://x/_astro/site.css', method: 'GET', mode: 'no-cors' }, 'https://x') // 'cache-first'
 */
export function strategyFor(req: RequestLike, origin: string): Strategy {
  if (req.method !== 'GET') return 'none';
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return 'none';
  }
  if (url.origin !== origin || url.pathname === WORKER_URL || url.pathname === MANIFEST_URL) return 'none';
  if (req.mode === 'navigate') return 'page';
  return HASHED.test(url.pathname) ? 'cache-first' : 'network-first';
}

/**
 * The key a response is cached under: the path alone, since a query or fragment never changes
 * what a static file holds (`/en/search/?q=…`, `/en/laws/6/?with=pl`, Pagefind's
 * `pagefind-entry.json?ts=…`).
 * @example
 * cacheKey('https://x/en/go/?ref=45C4a#top') // '/en/go/'
 */
export function cacheKey(url: string): string {
  return new URL(url).pathname;
}

/**
 * The language of a path, for the offline page: its first segment, else English.
 * @example
 * offlinePageFor('/el/laws/16/') // '/el/offline/'
 * offlinePageFor('/data/cases.json') // '/en/offline/'
 */
export function offlinePageFor(path: string): string {
  const first = path.split('/')[1];
  const lang: Lang = isLang(first) ? first : 'en';
  return offlinePageOf(lang);
}
