/**
 * The conversation between a page's `<offline-status>` and the service worker: what a page
 * asks (the status of its language, save it, remove it), what the worker answers (the status),
 * and what the page shows for a status. Messages are checked on both sides: a message event
 * may carry anything.
 */
import { isLang, type Lang } from '../base/languages.ts';
import { languageSummary, type OfflineState } from './plan.ts';
import type { OfflineManifest } from './manifest.ts';

/** A page's request to the worker. */
export interface ClientMessage {
  readonly type: 'status' | 'save' | 'remove';
  readonly lang: Lang;
}

/** A language's state on this device. */
export type OfflineStatus =
  | { readonly lang: Lang; readonly state: 'none'; readonly pages: number; readonly bytes: number }
  | { readonly lang: Lang; readonly state: 'saving'; readonly done: number; readonly total: number }
  | { readonly lang: Lang; readonly state: 'saved'; readonly pages: number; readonly bytes: number; readonly at: number }
  | { readonly lang: Lang; readonly state: 'failed'; readonly failed: number; readonly total: number };

/** The worker's message to pages. */
export interface WorkerMessage {
  readonly type: 'offline-status';
  readonly status: OfflineStatus;
}

/** A save under way or ended with failures. */
export interface Progress {
  readonly done: number;
  readonly total: number;
  readonly failed: number;
}

/**
 * A message a page sent, or null when it is not one.
 * @example
 * readClientMessage({ type: 'save', lang: 'el' }) // { type: 'save', lang: 'el' }
 * readClientMessage({ type: 'save', lang: 'xx' }) // null
 */
export function readClientMessage(v: unknown): ClientMessage | null {
  if (typeof v !== 'object' || v === null) return null;
  const { type, lang } = v as Record<string, unknown>;
  return (type === 'status' || type === 'save' || type === 'remove') && isLang(lang) ? { type, lang } : null;
}

const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/** The status a worker message carries, or null when it is not one. */
export function readWorkerMessage(v: unknown): OfflineStatus | null {
  if (typeof v !== 'object' || v === null || (v as { type?: unknown }).type !== 'offline-status') return null;
  const s = (v as { status?: unknown }).status;
  if (typeof s !== 'object' || s === null) return null;
  const o = s as Record<string, unknown>;
  const lang = o.lang;
  if (!isLang(lang)) return null;
  if (o.state === 'none' && isCount(o.pages) && isCount(o.bytes)) return { lang, state: 'none', pages: o.pages, bytes: o.bytes };
  if (o.state === 'saving' && isCount(o.done) && isCount(o.total)) return { lang, state: 'saving', done: o.done, total: o.total };
  if (o.state === 'saved' && isCount(o.pages) && isCount(o.bytes) && isCount(o.at)) return { lang, state: 'saved', pages: o.pages, bytes: o.bytes, at: o.at };
  if (o.state === 'failed' && isCount(o.failed) && isCount(o.total)) return { lang, state: 'failed', failed: o.failed, total: o.total };
  return null;
}

/**
 * A language's status from what the worker knows: a save under way (until the worker has
 * recorded it and dropped its progress), one that ended with failures (until the next
 * attempt), the languages saved, and the manifest's figures.
 */
export function statusOf(lang: Lang, manifest: OfflineManifest, state: OfflineState, progress: Progress | undefined): OfflineStatus {
  if (progress && (progress.done < progress.total || progress.failed === 0)) return { lang, state: 'saving', done: progress.done, total: progress.total };
  if (progress) return { lang, state: 'failed', failed: progress.failed, total: progress.total };
  const saved = state.saved[lang];
  if (saved) return { lang, state: 'saved', pages: saved.pages, bytes: saved.bytes, at: saved.at };
  const { pages, bytes } = languageSummary(manifest, lang);
  return { lang, state: 'none', pages, bytes };
}

/** The interface strings a status is shown with (the island carries them for the four languages). */
export const STATUS_KEYS = ['offline.none', 'offline.saving', 'offline.saved', 'offline.failed'] as const;

/** What a page shows for a status: the interface string and its values, and which button. */
export interface StatusView {
  readonly key: (typeof STATUS_KEYS)[number];
  readonly vars: Readonly<Record<string, string>>;
  /** The "save" button is offered (also to try again). */
  readonly save: boolean;
  /** The "remove" button is offered. */
  readonly remove: boolean;
}

/**
 * Megabytes in the reader's language.
 * @example
 * formatSize(5_872_025, 'ru') // '5,6 МБ'
 */
export const formatSize = (bytes: number, lang: Lang): string =>
  new Intl.NumberFormat(lang, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1048576);

/** A date in the reader's language. */
export const formatDate = (at: number, lang: Lang): string => new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(at));

/**
 * The view of a status in the reader's language.
 * @example
 * statusView({ lang: 'en', state: 'saving', done: 3, total: 160 }, 'en') // { key: 'offline.saving', vars: { n: '3', m: '160' }, save: false, remove: false }
 */
export function statusView(s: OfflineStatus, lang: Lang): StatusView {
  const num = (n: number) => new Intl.NumberFormat(lang).format(n);
  switch (s.state) {
    case 'none':
      return { key: 'offline.none', vars: { pages: num(s.pages), size: formatSize(s.bytes, lang) }, save: true, remove: false };
    case 'saving':
      return { key: 'offline.saving', vars: { n: num(s.done), m: num(s.total) }, save: false, remove: false };
    case 'saved':
      return { key: 'offline.saved', vars: { pages: num(s.pages), size: formatSize(s.bytes, lang), date: formatDate(s.at, lang) }, save: false, remove: true };
    case 'failed':
      return { key: 'offline.failed', vars: { n: num(s.failed), m: num(s.total) }, save: true, remove: false };
  }
}
