/**
 * <offline-status>: the reader's interface language on this device — not available offline,
 * saving (n of m files), available offline (pages, size, date), or a save that failed — with
 * a button to save it or remove it. Asks the service worker (src/worker/sw.ts) and shows what
 * it answers; a change of state is announced politely, the first state is not. Loaded by
 * offline-register.ts when the footer comes into view (built to /offline-status.js by
 * scripts/build-offline.ts, not by Astro: see offline-register.ts).
 */
import { isLang, type Lang } from '../lib/corpus/languages.ts';
import { readWorkerMessage, statusView, type OfflineStatus, type StatusView } from '../lib/offline/status.ts';
import { fillTemplate as fill } from '../lib/text/fill-core.ts';

/** The status texts of the four languages (src/i18n), put in by scripts/build-offline.ts. */
declare const __OFFLINE_STRINGS__: Record<Lang, Record<StatusView['key'], string>>;

class OfflineStatusElement extends HTMLElement {
  private shown: OfflineStatus['state'] | null = null;

  connectedCallback(): void {
    const container = navigator.serviceWorker;
    const lang: Lang | null = isLang(this.dataset.lang) ? this.dataset.lang : null;
    const text = this.querySelector<HTMLElement>('[data-text]');
    const save = this.querySelector<HTMLButtonElement>('button[data-save]');
    const remove = this.querySelector<HTMLButtonElement>('button[data-remove]');
    const live = this.querySelector<HTMLElement>('[role="status"]');
    if (!container || !lang || !text || !save || !remove || !live) return;
    const strings = __OFFLINE_STRINGS__[lang];
    const post = (type: 'status' | 'save' | 'remove') => void container.ready.then((r) => r.active?.postMessage({ type, lang }));
    container.addEventListener('message', (e) => {
      const s = readWorkerMessage(e.data);
      if (!s || s.lang !== lang) return;
      const view = statusView(s, lang);
      const line = fill(strings[view.key], lang, view.vars);
      text.textContent = line;
      this.dataset.state = s.state;
      const focused = document.activeElement;
      save.hidden = !view.save;
      remove.hidden = !view.remove;
      // Keep the keyboard where it was when the button pressed gives way to the other one.
      if ((focused === save && save.hidden) || (focused === remove && remove.hidden)) (view.save ? save : view.remove ? remove : text).focus();
      if (this.shown !== null && this.shown !== s.state) live.textContent = line;
      this.shown = s.state;
      this.hidden = false;
    });
    save.addEventListener('click', () => post('save'));
    remove.addEventListener('click', () => post('remove'));
    post('status');
  }
}

if (!customElements.get('offline-status')) customElements.define('offline-status', OfflineStatusElement);
