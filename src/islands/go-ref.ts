/**
 * <go-ref>: resolves `?ref=` with the reference grammar and goes to the section; otherwise
 * says why, in the interface language, with suggestions as links. Never leaves the page blank.
 */
import { formatRef } from '../lib/refs/format.ts';
import { goTo } from '../lib/refs/go.ts';
import { isLang } from '../lib/corpus/languages.ts';

class GoRef extends HTMLElement {
  connectedCallback(): void {
    const lang = this.dataset.lang;
    const status = this.querySelector<HTMLElement>('[data-status]');
    const input = this.querySelector<HTMLInputElement>('input[name="ref"]');
    if (!isLang(lang) || !status || !input) return;
    let known: Set<string>;
    try {
      known = new Set(JSON.parse(this.querySelector('[data-known]')?.textContent ?? '[]') as string[]);
    } catch {
      known = new Set();
    }
    const query = new URL(location.href).searchParams.get('ref');
    if (query === null) return;
    input.value = query;
    const fill = (template: string | undefined, vars: Record<string, string>) => (template ?? '').replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);
    const r = goTo(query, lang, known);
    const p = document.createElement('p');
    if (r.kind === 'go') {
      p.textContent = fill(this.dataset.going, { ref: formatRef(r.id, lang) });
      status.replaceChildren(p);
      location.replace(r.href);
      return;
    }
    const template = { empty: this.dataset.empty, unparsed: this.dataset.unparsed, 'unknown-law': this.dataset.unknownLaw, 'unknown-target': this.dataset.unknownTarget }[r.error];
    p.textContent = fill(template, { q: query, ref: r.id ? formatRef(r.id, lang) : query });
    p.className = 'go-error';
    const parts: HTMLElement[] = [p];
    if (r.suggestions.length) {
      const intro = document.createElement('p');
      intro.textContent = this.dataset.suggestions ?? '';
      const ul = document.createElement('ul');
      for (const s of r.suggestions) {
        const a = document.createElement('a');
        a.href = s.href;
        a.textContent = formatRef(s.id, lang);
        const li = document.createElement('li');
        li.append(a);
        ul.append(li);
      }
      parts.push(intro, ul);
    }
    status.replaceChildren(...parts);
    input.focus();
  }
}

customElements.define('go-ref', GoRef);
