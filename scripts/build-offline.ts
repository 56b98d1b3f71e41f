// Offline reading, after `astro build` and the search index: bundles the footer's
// <offline-status> island with its texts in the four languages to <dir>/offline-status.js (loaded by src/islands/offline-register.ts
// when the footer comes into view), writes the offline manifest of the built site (every file a
// reader's device may keep, its group, SHA-256 and size, and the build's version:
// src/lib/offline) to <dir>/offline-manifest.json, and bundles the service worker
// (src/worker/sw.ts, with that version) to <dir>/sw.js. Fails, naming the file, when a language
// lacks its offline page.
//   node scripts/build-offline.ts [dir]   (default dist)
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { LANGS } from '../src/lib/corpus/languages.ts';
import { STRINGS } from '../src/i18n/ui.ts';
import { buildManifest, filesOf, languageSummary, MANIFEST_URL, STATUS_ISLAND_URL, STATUS_KEYS, WORKER_URL } from '../src/lib/offline/index.ts';
import { listFiles } from '../src/content-io/site-files.ts';

const DIR = process.argv[2] ?? 'dist';
const started = performance.now();
const bundle = { bundle: true, minify: true, target: 'es2022', charset: 'utf8', legalComments: 'none', logLevel: 'warning' } as const;
// The island with the status texts of the four languages (not in every page's HTML).
const texts = Object.fromEntries(LANGS.map((l) => [l, Object.fromEntries(STATUS_KEYS.map((k) => [k, STRINGS[l][k]]))]));
await build({
  ...bundle,
  entryPoints: ['src/islands/offline-status.ts'],
  format: 'esm',
  outfile: join(DIR, STATUS_ISLAND_URL),
  define: { __OFFLINE_STRINGS__: JSON.stringify(texts) },
});
const files = listFiles(DIR)
  .filter((p) => p !== WORKER_URL && p !== MANIFEST_URL)
  .map((p) => {
    const bytes = readFileSync(join(DIR, p));
    return { path: p.slice(1), hash: createHash('sha256').update(bytes).digest('hex').slice(0, 16), size: bytes.length };
  });
// The worker, bundled with a placeholder for the version (its code is part of the version).
const PLACEHOLDER = '__lexludi_offline_version__';
const bundled = await build({
  ...bundle,
  entryPoints: ['src/worker/sw.ts'],
  format: 'iife',
  write: false,
  define: { __OFFLINE_VERSION__: JSON.stringify(PLACEHOLDER) },
});
const worker = bundled.outputFiles[0]?.text ?? '';
if (worker.split(PLACEHOLDER).length !== 2) throw new Error('build-offline: the worker bundle should name its version exactly once');
const { manifest, problems } = buildManifest(files, LANGS, createHash('sha256').update(worker).digest('hex').slice(0, 16));
if (problems.length) {
  for (const p of problems) console.error(`${join(DIR, p.path)}: offline: ${p.message}`);
  process.exit(1);
}
writeFileSync(join(DIR, MANIFEST_URL), JSON.stringify(manifest));
writeFileSync(join(DIR, WORKER_URL), worker.replace(PLACEHOLDER, manifest.version));

const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;
const shell = filesOf(manifest, ['shell']);
const perLang = LANGS.map((l) => {
  const s = languageSummary(manifest, l);
  return `${l} ${s.pages} pages, ${s.files} files, ${mb(s.bytes)}`;
});
console.log(
  `offline: version ${manifest.version}; shell ${shell.length} files, ${mb(shell.reduce((n, f) => n + f.size, 0))}; ${perLang.join('; ')}; sw.js ${readFileSync(join(DIR, WORKER_URL)).length} bytes, offline-status.js ${readFileSync(join(DIR, STATUS_ISLAND_URL)).length} bytes (${Math.round(performance.now() - started)} ms)`,
);
