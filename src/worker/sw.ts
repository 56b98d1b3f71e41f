/**
 * The service worker (`/sw.js`, bundled by scripts/build-offline.ts with the build's version).
 * A thin shell over src/lib/offline: on install it caches the shell and every language the
 * reader had saved (copying unchanged files from the previous build's cache), on activate it
 * deletes the caches of other builds, it answers requests by `strategyFor`, and it saves or
 * removes a language when a page asks.
 */
import { LANGS, type Lang } from '../lib/corpus/languages.ts';
import {
  cacheKey,
  cacheName,
  carryState,
  isManifest,
  MANIFEST_URL,
  NETWORK_TIMEOUT_MS,
  offlinePageFor,
  planInstall,
  planRemove,
  planSave,
  readClientMessage,
  readState,
  savedLanguages,
  staleCaches,
  staticRoutes,
  statusOf,
  strategyFor,
  withoutSaved,
  withSaved,
  type OfflineFile,
  type OfflineManifest,
  type OfflineState,
  type Progress,
  type StaticRoute,
  type Strategy,
} from '../lib/offline/index.ts';

declare const __OFFLINE_VERSION__: string;

// The worker's globals, declared here: the project's TypeScript library is the DOM's.
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
/** `addRoutes`: the static routing API, where the browser has it (Chromium 123+). */
interface InstallEvent extends ExtendableEvent {
  addRoutes?(rules: StaticRoute[]): Promise<void>;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(r: Promise<Response>): void;
}
interface MessageFromPage extends ExtendableEvent {
  readonly data: unknown;
  readonly source: { postMessage(m: unknown): void } | null;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void>; matchAll(o: { includeUncontrolled: boolean; type: 'window' }): Promise<{ postMessage(m: unknown): void }[]> };
  addEventListener(type: 'install', f: (e: InstallEvent) => void): void;
  addEventListener(type: 'activate', f: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', f: (e: FetchEvent) => void): void;
  addEventListener(type: 'message', f: (e: MessageFromPage) => void): void;
}
const sw = self as unknown as WorkerScope;

const VERSION = __OFFLINE_VERSION__;
const CACHE = cacheName(VERSION);
/** Where the worker keeps its state (the languages saved) in its cache; no file has this URL. */
const STATE_KEY = '/__offline/state.json';
const CONCURRENCY = 4;

const json = (v: unknown) => new Response(JSON.stringify(v), { headers: { 'content-type': 'application/json' } });
const readJson = async (cache: Cache, key: string): Promise<unknown> => (await cache.match(key))?.json().catch(() => null) ?? null;

/**
 * The response as the cache keeps it: one that may answer a navigation (one that followed a
 * redirect may not), and without `Vary`. A static host's `Vary: Origin` (astro preview) or
 * `Vary: Accept-Encoding` would make the browser's own cache lookups — the static routes, a
 * module script requested with an `Origin` header — miss the copy fetched at saving, and offline
 * every script failed. Safe here: the cache holds only this build's own files (`known`), whose
 * bytes do not depend on either header once decoded.
 */
async function storable(res: Response): Promise<Response> {
  if (!res.redirected && !res.headers.has('vary')) return res;
  const headers = new Headers(res.headers);
  // The body read back is decoded: its encoding and length no longer describe it.
  for (const h of ['vary', 'content-encoding', 'content-length']) headers.delete(h);
  return new Response(await res.blob(), { status: res.status, statusText: res.statusText, headers });
}

/**
 * This build's cache, or null once a newer build's worker has deleted it: a worker on its way
 * out (still answering a page it controlled) must not bring its cache back by opening it.
 */
const ownCache = async (): Promise<Cache | null> => ((await caches.has(CACHE)) ? caches.open(CACHE) : null);

let manifestP: Promise<OfflineManifest> | null = null;
/** This build's manifest: from the cache once installed, else from the network. */
function manifest(): Promise<OfflineManifest> {
  manifestP ??= (async () => {
    const own = await ownCache();
    const cached = own ? await readJson(own, MANIFEST_URL) : null;
    const m = isManifest(cached) ? cached : await (await fetch(MANIFEST_URL, { cache: 'no-cache' })).json();
    if (!isManifest(m) || m.version !== VERSION) throw new Error(`offline manifest: not the one of build ${VERSION}`);
    return m;
  })();
  manifestP.catch(() => (manifestP = null));
  return manifestP;
}

/** Runs state changes one at a time (saves, removals, installs write the same state). */
let queue: Promise<unknown> = Promise.resolve();
const serial = <T>(f: () => Promise<T>): Promise<T> => {
  const run = queue.then(f, f);
  queue = run.catch(() => {});
  return run;
};

/** Fetches files into the cache, a few at a time; returns how many failed. */
async function fetchInto(cache: Cache, files: readonly OfflineFile[], onDone: (failed: boolean) => void): Promise<number> {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < files.length) {
      const f = files[next++] as OfflineFile;
      let ok = false;
      try {
        const res = await fetch(f.url, { cache: 'no-cache' });
        if (res.ok) {
          await cache.put(f.url, await storable(res));
          ok = true;
        }
      } catch {
        // counted below
      }
      if (!ok) failed++;
      onDone(!ok);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failed;
}

sw.addEventListener('install', (e) => {
  // Files named by their content go from the build's cache or the network without this
  // script (staticRoutes); where the API is missing or refuses the rules, the fetch handler
  // below answers them as before.
  if (typeof e.addRoutes === 'function') e.waitUntil(e.addRoutes(staticRoutes(CACHE)).catch(() => {}));
  e.waitUntil(
    serial(async () => {
      const next = await (await fetch(MANIFEST_URL, { cache: 'no-cache' })).json();
      if (!isManifest(next) || next.version !== VERSION) throw new Error(`offline manifest: not the one of build ${VERSION}`);
      const cache = await caches.open(CACHE);
      // The previous build's cache (the one with a state: a failed install leaves none).
      let previous: { cache: Cache; manifest: OfflineManifest; cached: string[]; state: OfflineState } | null = null;
      for (const name of staleCaches(await caches.keys(), VERSION)) {
        const old = await caches.open(name);
        const m = await readJson(old, MANIFEST_URL);
        const st = await readJson(old, STATE_KEY);
        if (isManifest(m) && st !== null) previous = { cache: old, manifest: m, cached: (await old.keys()).map((r) => cacheKey(r.url)), state: readState(st) };
      }
      // The languages saved: in the previous build's cache, or in this one's when this build's
      // worker is installed again (the same files, a cache already there).
      const own = readState(await readJson(cache, STATE_KEY));
      const state: OfflineState = { saved: { ...previous?.state.saved, ...own.saved } };
      const saved = savedLanguages(state);
      const plan = planInstall(
        next,
        previous,
        saved,
        (await cache.keys()).map((r) => cacheKey(r.url)),
      );
      for (const url of plan.copy) {
        const hit = await previous?.cache.match(url);
        if (hit) await cache.put(url, hit);
      }
      const failed = await fetchInto(cache, plan.fetch, () => {});
      if (failed) throw new Error(`offline install: ${failed} file(s) could not be fetched`);
      await cache.put(MANIFEST_URL, json(next));
      await cache.put(STATE_KEY, json(carryState(state, next, Date.now())));
      await sw.skipWaiting();
    }),
  );
});

sw.addEventListener('activate', (e) => {
  e.waitUntil(
    (async () => {
      for (const name of staleCaches(await caches.keys(), VERSION)) await caches.delete(name);
      await sw.clients.claim();
      for (const lang of LANGS) await broadcast(lang);
    })(),
  );
});

/** Saves in progress (or ended with failures), per language. */
const progress = new Map<Lang, Progress>();

async function status(lang: Lang) {
  const state = readState(await readJson(await caches.open(CACHE), STATE_KEY));
  return { type: 'offline-status', status: statusOf(lang, await manifest(), state, progress.get(lang)) };
}
async function broadcast(lang: Lang): Promise<void> {
  const msg = await status(lang);
  for (const c of await sw.clients.matchAll({ includeUncontrolled: true, type: 'window' })) c.postMessage(msg);
}

async function save(lang: Lang): Promise<void> {
  const cur = progress.get(lang);
  if (cur && cur.done < cur.total) return; // already saving (asked from another tab)
  const cache = await caches.open(CACHE);
  const m = await manifest();
  const plan = planSave(m, lang, new Set((await cache.keys()).map((r) => cacheKey(r.url))));
  const total = plan.files.length;
  let done = total - plan.fetch.length;
  let failed = 0;
  progress.set(lang, { done, total, failed });
  await broadcast(lang);
  let last = 0;
  await fetchInto(cache, plan.fetch, (bad) => {
    done++;
    if (bad) failed++;
    progress.set(lang, { done, total, failed });
    // Progress to the pages at most every 100 ms (the end is told once the state says saved).
    if (Date.now() - last > 100 && done < total) {
      last = Date.now();
      void broadcast(lang);
    }
  });
  if (failed === 0) {
    await serial(async () => {
      const state = readState(await readJson(cache, STATE_KEY));
      await cache.put(STATE_KEY, json(withSaved(state, m, lang, Date.now())));
    });
    progress.delete(lang);
  }
  await broadcast(lang);
}

async function remove(lang: Lang): Promise<void> {
  progress.delete(lang);
  await serial(async () => {
    const cache = await caches.open(CACHE);
    const state = readState(await readJson(cache, STATE_KEY));
    const rest = savedLanguages(state).filter((l) => l !== lang);
    for (const url of planRemove(await manifest(), lang, rest)) await cache.delete(url);
    await cache.put(STATE_KEY, json(withoutSaved(state, lang)));
  });
  await broadcast(lang);
}

sw.addEventListener('message', (e) => {
  const msg = readClientMessage(e.data);
  if (!msg) return;
  if (msg.type === 'status') e.waitUntil(status(msg.lang).then((m) => e.source?.postMessage(m)));
  else e.waitUntil(msg.type === 'save' ? save(msg.lang) : remove(msg.lang));
});

/** Whether a URL is a file of this build (only those are cached as they are fetched). */
async function known(key: string): Promise<boolean> {
  try {
    return (await manifest()).files.some((f) => f.url === key);
  } catch {
    return false;
  }
}

/** The network's response, at once; a copy goes into the cache meanwhile (`keep` holds the worker until it is stored). */
async function fromNetwork(req: Request, key: string, keep: (p: Promise<unknown>) => void): Promise<Response> {
  const res = await fetch(req);
  if (res.ok && res.type === 'basic') {
    const copy = res.clone();
    keep(
      (async () => {
        if (!(await known(key))) return;
        const cache = await ownCache();
        if (cache) await cache.put(key, await storable(copy));
      })().catch(() => {}),
    );
  }
  return res;
}

async function answer(strategy: Exclude<Strategy, 'none'>, req: Request, keep: (p: Promise<unknown>) => void): Promise<Response> {
  const key = cacheKey(req.url);
  const cache = await ownCache();
  if (!cache) return fetch(req);
  const cached = await cache.match(key, { ignoreVary: true });
  if (strategy === 'cache-first' && cached) return cached;
  const net = fromNetwork(req, key, keep);
  try {
    if (!cached) return await net;
    net.catch(() => {}); // the copy on the device answers if the network fails
    // A slow network (a hall's wifi) does not keep the reader waiting for a page on the device.
    return await Promise.race([net, new Promise<Response>((ok) => setTimeout(() => ok(cached), NETWORK_TIMEOUT_MS))]);
  } catch {
    if (cached) return cached;
    if (strategy === 'page') {
      const offline = await cache.match(offlinePageFor(new URL(req.url).pathname));
      if (offline) return offline;
    }
    return Response.error();
  }
}

sw.addEventListener('fetch', (e) => {
  const strategy = strategyFor(e.request, sw.location.origin);
  if (strategy !== 'none') e.respondWith(answer(strategy, e.request, (p) => e.waitUntil(p)));
});
