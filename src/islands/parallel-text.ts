/**
 * <parallel-text>: switches the second language of a parallel document without reload.
 * Reads `?with=` (shareable), else the reader's last choice (localStorage), else the
 * server's default — each only if the page has a text in that language; writes the choice
 * back to both. Without JS the server's default pair shows.
 */
import { choosePair } from '../lib/corpus/pair-choice.ts';

const KEY = 'lexludi.with';

class ParallelText extends HTMLElement {
  connectedCallback(): void {
    const select = this.querySelector<HTMLSelectElement>('select[name="with"]');
    if (!select) return;
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(KEY);
    } catch {
      // Storage can be unavailable (privacy settings); the choice is then not remembered.
    }
    // Only a language this page has a text in: a choice remembered from a page that had it
    // does not open this one on a column of "Not yet translated" (the server's default stays).
    const available = (this.dataset.available ?? '').split(' ').filter(Boolean);
    const initial = choosePair(this.dataset.original, available, new URL(location.href).searchParams.get('with'), stored);
    if (initial) void this.apply(initial, select, false);
    select.addEventListener('change', () => {
      void this.apply(select.value, select, true);
      try {
        localStorage.setItem(KEY, select.value);
      } catch {
        // See above.
      }
      const url = new URL(location.href);
      url.searchParams.set('with', select.value);
      history.replaceState(null, '', url);
    });
  }

  private async apply(withLang: string, select: HTMLSelectElement, announce: boolean): Promise<void> {
    // A long document's other languages are fetched on first use (parallel-fill.ts, its own chunk).
    if (this.querySelector(`.cell[data-lang="${withLang}"][data-deferred]`)) await (await import('./parallel-fill.ts')).fill(this, withLang);
    this.dataset.with = withLang;
    // A page may show a document in several views; those without a switch follow this one.
    for (const other of document.querySelectorAll<HTMLElement>('parallel-text:not(:has(select))')) other.dataset.with = withLang;
    select.value = withLang;
    const status = this.querySelector<HTMLElement>('[data-status]');
    if (announce && status) {
      const name = (l: string) => this.querySelector<HTMLElement>(`.col-head[data-lang="${l}"]`)?.firstChild?.textContent?.trim() ?? l;
      status.textContent = (status.dataset.template ?? '').replace('{a}', name(this.dataset.original ?? '')).replace('{b}', name(withLang));
    }
  }
}

if (!customElements.get('parallel-text')) customElements.define('parallel-text', ParallelText);
