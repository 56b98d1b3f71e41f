/**
 * The offline manifest: every file of a build a reader's device may keep, with its group, a
 * hash of its content and its size, and the build's version, derived from those hashes (the
 * cache of one build is named after it, so a new build brings a new cache and the old one goes).
 */
import type { Lang } from '../base/languages.ts';
import { groupOf, offlinePageOf, WORKER_URL, type Group } from './groups.ts';

/** One file of the build as the service worker sees it: the URL it is requested by. */
export interface OfflineFile {
  readonly url: string;
  readonly group: Group;
  /** A hash of the file's bytes (any stable hex digest; the build uses SHA-256). */
  readonly hash: string;
  /** Bytes as stored (uncompressed). */
  readonly size: number;
}

/** The manifest the build writes to `/offline-manifest.json`. */
export interface OfflineManifest {
  readonly version: string;
  readonly files: readonly OfflineFile[];
}

/** A file of the output folder: its path relative to the folder, `/`-separated. */
export interface BuiltFile {
  readonly path: string;
  readonly hash: string;
  readonly size: number;
}

/**
 * The URL a file of the output folder is requested by: a page (`…/index.html`) by its folder
 * with the trailing slash, anything else by its path.
 * @example
 * urlOfFile('en/laws/6/index.html') // '/en/laws/6/'
 * urlOfFile('index.html') // '/'
 * urlOfFile('_astro/site.ClRVSx1p.css') // '/_astro/site.ClRVSx1p.css'
 */
export function urlOfFile(path: string): string {
  const p = path.replace(/^\/+/, '');
  if (p === 'index.html') return '/';
  if (p.endsWith('/index.html')) return `/${p.slice(0, -'index.html'.length)}`;
  return `/${p}`;
}

/** Whether a URL of the manifest is a page (what a reader counts), not a resource. */
export const isPageUrl = (url: string): boolean => url.endsWith('/');

/**
 * cyrb53: a fast 53-bit string hash (not cryptographic; the files' own hashes are). Enough to
 * tell one build's file list from another's.
 */
function hash53(s: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The version of a build: a hash over every file's URL and content hash, independent of the
 * order they were listed in. Equal builds get equal versions; any changed, added or removed
 * file changes it.
 * @example
 * contentVersion([{ url: '/a/', hash: '01' }]) === contentVersion([{ url: '/a/', hash: '01' }]) // true
 */
export function contentVersion(files: readonly { readonly url: string; readonly hash: string }[]): string {
  const lines = files.map((f) => `${f.url}\t${f.hash}`).sort();
  return hash53(lines.join('\n')).toString(36).padStart(11, '0');
}

/** Problems that make a build unfit for offline use (the build fails on them). */
export interface ManifestProblem {
  readonly path: string;
  readonly message: string;
}

/**
 * The manifest of a build from its files: each file's URL and group (files no group takes are
 * left out), sorted by URL, and the version, over those files and the worker's own code
 * (`workerHash`: a worker that changed is a new build even when the site did not). A language
 * without its offline page is a problem (the worker would have nothing to show for a page not
 * saved).
 */
export function buildManifest(
  files: readonly BuiltFile[],
  langs: readonly Lang[],
  workerHash = '',
): { manifest: OfflineManifest; problems: ManifestProblem[] } {
  const list: OfflineFile[] = [];
  for (const f of files) {
    const url = urlOfFile(f.path);
    const group = groupOf(url);
    if (group !== null) list.push({ url, group, hash: f.hash, size: f.size });
  }
  list.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const urls = new Set(list.map((f) => f.url));
  const problems = langs
    .filter((l) => !urls.has(offlinePageOf(l)))
    .map((l) => ({ path: `${l}/offline/index.html`, message: `missing: the page shown offline, in ${l}, for a page not on the device` }));
  return { manifest: { version: contentVersion([...list, { url: WORKER_URL, hash: workerHash }]), files: list }, problems };
}

const CACHE_PREFIX = 'lexludi-';

/**
 * The name of the cache a build's worker keeps its files in.
 * @example
 * cacheName('0abc') // 'lexludi-0abc'
 */
export const cacheName = (version: string): string => `${CACHE_PREFIX}${version}`;

/**
 * The caches a worker of `version` deletes when it takes over: ours from other builds. Caches
 * of other names (another app on the origin) are left alone.
 * @example
 * staleCaches(['lexludi-old', 'lexludi-new', 'other'], 'new') // ['lexludi-old']
 */
export function staleCaches(names: readonly string[], version: string): string[] {
  return names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== cacheName(version));
}

/**
 * Whether a parsed JSON value is an offline manifest (the worker reads one from the network and
 * one from an old cache; either may be anything).
 */
export function isManifest(v: unknown): v is OfflineManifest {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as { version?: unknown; files?: unknown };
  return (
    typeof m.version === 'string' &&
    Array.isArray(m.files) &&
    m.files.every((f: unknown) => {
      if (typeof f !== 'object' || f === null) return false;
      const o = f as Record<string, unknown>;
      return typeof o.url === 'string' && typeof o.hash === 'string' && typeof o.size === 'number' && typeof o.group === 'string' && groupOf(o.url) === o.group;
    })
  );
}
