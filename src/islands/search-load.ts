/**
 * What the search box needs before its first query, loaded once and all at once: Pagefind
 * (pagefind.js, the page language's WebAssembly and index metadata), /search-data.json
 * and the engine's own code (the ranking and the reference grammar). Imported statically by
 * <site-search> (this module is a few hundred bytes), so a focus or an idle moment starts the
 * three fetches in parallel instead of one after the other.
 */
import type { SearchData } from '../lib/search/index.ts';

interface PagefindLocation {
  weight: number;
  location: number;
}
interface PagefindAnchor {
  id: string;
  title?: string;
  location: number;
}
interface PagefindSub {
  anchor?: PagefindAnchor;
  locations: number[];
  weighted_locations: PagefindLocation[];
}
export interface PagefindData {
  url: string;
  excerpt: string;
  raw_content?: string;
  anchors?: PagefindAnchor[];
  meta: Record<string, string>;
  filters?: Record<string, string[]>;
  sub_results: PagefindSub[];
}
interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}
interface PagefindResponse {
  results: PagefindResult[];
}
export interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(q: string, o?: Record<string, unknown>): Promise<PagefindResponse>;
  debouncedSearch(q: string, o: Record<string, unknown>, ms: number): Promise<PagefindResponse | null>;
}
export type PagefindSubResult = PagefindSub;

const PAGEFIND_URL = '/pagefind/pagefind.js';
let pagefind: Promise<Pagefind> | null = null;
let data: Promise<SearchData> | null = null;
let engine: Promise<typeof import('./search-engine.ts')> | null = null;

/** Pagefind, loaded and initialised once (its language index and WebAssembly fetched). */
export function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (async () => {
    const pf = (await import(/* @vite-ignore */ PAGEFIND_URL)) as Pagefind;
    // In this thread, not Pagefind's web worker: there each search and each page's data was a
    // message to the worker and back, with the data copied, and the worker's script one more
    // file to load (bench:search, warm p95 about 8 ms lower without it). The work itself is a
    // few milliseconds once the reader has stopped typing.
    await pf.options({ excerptLength: 26, noWorker: true });
    await pf.init();
    return pf;
  })();
  pagefind.catch(() => (pagefind = null));
  return pagefind;
}

/** /search-data.json, fetched once. */
export function loadData(): Promise<SearchData> {
  data ??= fetch('/search-data.json').then((r) => {
    if (!r.ok) throw new Error(`search-data.json: ${r.status}`);
    return r.json() as Promise<SearchData>;
  });
  data.catch(() => (data = null));
  return data;
}

/** The engine module (src/islands/search-engine.ts), imported once. */
export function loadEngine(): Promise<typeof import('./search-engine.ts')> {
  engine ??= import('./search-engine.ts');
  engine.catch(() => (engine = null));
  return engine;
}

/** Starts every load at once; resolves with the engine when all are in (rejects if one fails). */
export async function loadAll(): Promise<typeof import('./search-engine.ts')> {
  const [e] = await Promise.all([loadEngine(), loadPagefind(), loadData()]);
  return e;
}
