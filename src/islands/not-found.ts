/**
 * <not-found>: the 404 page shows its message in all four languages; this island keeps only the
 * reader's (from the address's /{lang}/ prefix, else the browser's languages) and offers to
 * search for the last word of the address. Without JS all four stay, with their links.
 */
import { notFoundLang, searchHint } from '../lib/site/not-found.ts';

class NotFound extends HTMLElement {
  connectedCallback(): void {
    const lang = notFoundLang(location.pathname, navigator.languages);
    if (lang) {
      document.documentElement.lang = lang;
      this.dataset.lang = lang;
      for (const el of document.querySelectorAll<HTMLElement>('[data-nf-lang]')) el.hidden = el.dataset.nfLang !== lang;
      document.querySelector<HTMLAnchorElement>('a.brand')?.setAttribute('href', `/${lang}/`);
      const heading = this.querySelector(`.nf-title[data-nf-lang="${lang}"]`)?.textContent;
      if (heading) document.title = `${heading} — Lex Ludi`;
    }
    const q = searchHint(location.pathname);
    if (q === null) return;
    for (const a of this.querySelectorAll<HTMLAnchorElement>('a[data-search]')) {
      a.href = `/${a.dataset.search}/search/?q=${encodeURIComponent(q)}`;
      a.textContent = (a.dataset.template ?? '').replace('{q}', q);
      const item = a.closest('li');
      if (item) item.hidden = false;
    }
  }
}

if (!customElements.get('not-found')) customElements.define('not-found', NotFound);
