/**
 * What the service worker fetches, copies and deletes: when it installs (the shell, plus every
 * language the reader had saved, copying from the previous build's cache whatever did not
 * change), when the reader saves a language, and when they remove it.
 */
import { isLang, LANGS, type Lang } from '../base/languages.ts';
import { groupsOfLanguage, type Group } from './groups.ts';
import { isPageUrl, type OfflineFile, type OfflineManifest } from './manifest.ts';

/** A language kept on the device: when it was saved (ms since the epoch), its pages and bytes. */
export interface SavedLanguage {
  readonly at: number;
  readonly pages: number;
  readonly bytes: number;
}

/** What the worker remembers beside its cache: the languages saved. */
export interface OfflineState {
  readonly saved: Partial<Record<Lang, SavedLanguage>>;
}

/** The files of the given groups. */
export function filesOf(manifest: OfflineManifest, groups: readonly Group[]): OfflineFile[] {
  const set = new Set(groups);
  return manifest.files.filter((f) => set.has(f.group));
}

/**
 * What saving a language puts on the device: its files (pages, data, search) and how many of
 * them are pages, and their bytes.
 */
export function languageSummary(manifest: OfflineManifest, lang: Lang): { files: number; pages: number; bytes: number } {
  const files = filesOf(manifest, groupsOfLanguage(lang));
  return { files: files.length, pages: files.filter((f) => f.group === lang && isPageUrl(f.url)).length, bytes: files.reduce((n, f) => n + f.size, 0) };
}

/**
 * Saving a language: every file it needs (the shell too, should the install have left any out)
 * and those not yet in the cache, which are fetched.
 */
export function planSave(manifest: OfflineManifest, lang: Lang, cached: ReadonlySet<string>): { files: OfflineFile[]; fetch: OfflineFile[] } {
  const files = filesOf(manifest, ['shell', ...groupsOfLanguage(lang)]);
  return { files, fetch: files.filter((f) => !cached.has(f.url)) };
}

/**
 * Removing a language: the URLs to delete — its own files (pages read and saved alike), and the
 * search runtime and shared files when no other language stays saved. The shell stays.
 * @example
 * planRemove(manifest, 'en', ['ru']) // every '/en/…' URL, the en index and previews
 */
export function planRemove(manifest: OfflineManifest, lang: Lang, stillSaved: readonly Lang[]): string[] {
  const others = stillSaved.filter((l) => l !== lang);
  const groups: Group[] = others.length ? [lang] : [lang, 'search', 'shared'];
  return filesOf(manifest, groups).map((f) => f.url);
}

/** The cache of the build before, when there is one. */
export interface PreviousCache {
  readonly manifest: OfflineManifest;
  /** URLs it holds. */
  readonly cached: readonly string[];
}

/**
 * Installing a build: the shell and every language the reader had saved must be there; a file
 * the previous cache holds with the same content hash is copied from it (pages the reader had
 * opened included), the rest is fetched. `present`: what this build's cache already holds (its
 * worker installed again), neither copied nor fetched.
 */
export function planInstall(
  next: OfflineManifest,
  previous: PreviousCache | null,
  saved: readonly Lang[],
  present: readonly string[] = [],
): { copy: string[]; fetch: OfflineFile[] } {
  const before = new Map((previous?.manifest.files ?? []).map((f) => [f.url, f.hash]));
  const held = new Set(previous?.cached ?? []);
  const have = new Set(present);
  const copy = next.files.filter((f) => !have.has(f.url) && held.has(f.url) && before.get(f.url) === f.hash).map((f) => f.url);
  for (const url of copy) have.add(url);
  const wanted = filesOf(next, ['shell', ...saved.flatMap((l) => groupsOfLanguage(l))]);
  return { copy, fetch: wanted.filter((f) => !have.has(f.url)) };
}

/** The state after an install: the same languages saved, with the new build's figures and the time of the install. */
export function carryState(state: OfflineState, next: OfflineManifest, now: number): OfflineState {
  const saved: Partial<Record<Lang, SavedLanguage>> = {};
  for (const lang of savedLanguages(state)) {
    const { pages, bytes } = languageSummary(next, lang);
    saved[lang] = { at: now, pages, bytes };
  }
  return { saved };
}

/** The state once a language is saved now (the others keep their dates). */
export function withSaved(state: OfflineState, manifest: OfflineManifest, lang: Lang, now: number): OfflineState {
  const { pages, bytes } = languageSummary(manifest, lang);
  return { saved: { ...state.saved, [lang]: { at: now, pages, bytes } } };
}

/** The state once a language is removed. */
export function withoutSaved(state: OfflineState, lang: Lang): OfflineState {
  const saved = { ...state.saved };
  delete saved[lang];
  return { saved };
}

/** The languages saved, in the site's order. */
export const savedLanguages = (state: OfflineState): Lang[] => LANGS.filter((l) => state.saved[l] !== undefined);

/** A state read back from storage (anything unexpected counts as nothing saved). */
export function readState(v: unknown): OfflineState {
  const saved: Partial<Record<Lang, SavedLanguage>> = {};
  const raw = typeof v === 'object' && v !== null ? (v as { saved?: unknown }).saved : undefined;
  if (typeof raw === 'object' && raw !== null) {
    for (const [lang, s] of Object.entries(raw)) {
      if (!isLang(lang) || typeof s !== 'object' || s === null) continue;
      const { at, pages, bytes } = s as Record<string, unknown>;
      if (typeof at === 'number' && typeof pages === 'number' && typeof bytes === 'number') saved[lang] = { at, pages, bytes };
    }
  }
  return { saved };
}
