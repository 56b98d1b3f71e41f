/**
 * <case-index>: the law filter of the case index. Shows the filter (hidden without JS, when
 * every case is listed), hides the cases that do not cite the chosen law (or a section inside
 * it: each entry lists the values it matches in `data-match`), hides a collection left empty,
 * announces the count in its polite status, and keeps the choice in the URL (`?law=46B`).
 */
import { isLang } from '../lib/base/languages.ts';
import { fillTemplate } from '../lib/text/fill-core.ts';
import './think-first.ts';

class CaseIndex extends HTMLElement {
  private select: HTMLSelectElement | null = null;

  connectedCallback(): void {
    this.select = this.querySelector<HTMLSelectElement>('select[data-law-filter]');
    if (!this.select) return;
    for (const el of this.querySelectorAll<HTMLElement>('.case-filter[data-js-only]')) el.hidden = false;
    const asked = new URLSearchParams(location.search).get('law');
    if (asked !== null && [...this.select.options].some((o) => o.value === asked)) this.select.value = asked;
    this.apply(false);
    this.select.addEventListener('change', () => this.apply(true));
  }

  /** Shows the cases matching the chosen law and says how many. */
  private apply(remember: boolean): void {
    const law = this.select?.value ?? '';
    const entries = [...this.querySelectorAll<HTMLElement>('[data-match]')];
    let shown = 0;
    for (const entry of entries) {
      const on = law === '' || (entry.dataset.match ?? '').split(' ').includes(law);
      entry.hidden = !on;
      if (on) shown++;
    }
    for (const group of this.querySelectorAll<HTMLElement>('[data-group]')) group.hidden = group.querySelector('[data-match]:not([hidden])') === null;
    const name = this.select?.selectedOptions[0]?.dataset.name ?? law;
    const template = (law === '' ? this.dataset.count : this.dataset.countLaw) ?? '';
    const status = this.querySelector<HTMLElement>('[data-count-text]');
    const lang = document.documentElement.lang;
    if (status) status.textContent = fillTemplate(template, isLang(lang) ? lang : 'en', { shown, total: entries.length, law: name });
    if (remember) {
      const url = new URL(location.href);
      if (law === '') url.searchParams.delete('law');
      else url.searchParams.set('law', law);
      history.replaceState(history.state, '', url);
    }
  }
}

if (!customElements.get('case-index')) customElements.define('case-index', CaseIndex);
