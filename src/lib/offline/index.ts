/**
 * Offline reading, pure: which files of a build belong to the shell and to each language
 * (`groups`), the build's manifest and version and the cache named after it (`manifest`), what
 * the service worker fetches, copies and deletes (`plan`), how it answers each request
 * (`strategy`), and what it tells a page and the page shows (`status`). The worker
 * (`src/worker/sw.ts`) and the `<offline-status>` island are thin shells over these.
 */
export * from './groups.ts';
export * from './manifest.ts';
export * from './plan.ts';
export * from './strategy.ts';
export * from './status.ts';
