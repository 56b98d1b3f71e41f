/**
 * <go-ref>: resolves `?ref=` with the reference grammar and goes to the section; otherwise
 * says why, in the interface language, with suggestions as links. Never leaves the page blank.
 */
import { formatRef } from '../lib/refs/format.ts';
import { goToEdition, type Moves } from '../lib/editions/go.ts';
import { editionId } from '../lib/editions/describe.ts';
import { SITE_EDITION } from '../lib/editions/types.ts';
import { isLang } from '../lib/corpus/languages.ts';
import { fillTemplate as fillText } from '../lib/text/fill-core.ts';

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
    const fill = (template: string | undefined, vars: Record<string, string>) => fillText(template ?? '', lang, vars);
    let moves: Record<string, Moves> = {};
    try {
      moves = JSON.parse(this.querySelector('[data-moves]')?.textContent ?? '{}') as Record<string, Moves>;
    } catch {
      // Without the data a code in the query is still read; sections are then taken as numbered alike.
    }
    const r = goToEdition(query, lang, known, moves);
    if (r.kind === 'moved' || r.kind === 'missing') return this.edition(r, status, lang);
    const p = document.createElement('p');
    if (r.kind === 'go') {
      p.textContent = fill(this.dataset.going, { ref: formatRef(r.id, lang) });
      status.replaceChildren(p);
      location.replace(r.href);
      return;
    }
    const template = {
      empty: this.dataset.empty,
      unparsed: this.dataset.unparsed,
      'unknown-law': this.dataset.unknownLaw,
      'unknown-target': this.dataset.unknownTarget,
    }[r.error];
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

  /** A section the 2007 text on the law pages numbers otherwise, or lacks: say so, with links (never a silent redirect). */
  private edition(r: Extract<ReturnType<typeof goToEdition>, { kind: 'moved' | 'missing' }>, status: HTMLElement, lang: Parameters<typeof formatRef>[1]): void {
    const fill = (template: string | undefined, vars: Record<string, string>) => fillText(template ?? '', lang, vars);
    const ref = formatRef(r.id, lang, { word: false });
    const p = document.createElement('p');
    const a = document.createElement('a');
    a.href = r.href;
    if (r.kind === 'missing') {
      p.textContent = `${fill(this.dataset.editionMissing, { e: SITE_EDITION, ref })} `;
      a.textContent = formatRef(String(r.law), lang);
      p.append(a);
      status.replaceChildren(p);
      return;
    }
    const site = editionId(r.siteId, r.siteItem, lang);
    const [before, after] = fill(r.named ? this.dataset.editionMoved : this.dataset.editionNote, { e: r.edition, ref, site: '\u0000' }).split('\u0000');
    a.textContent = site;
    p.append(before ?? '', a, after ?? '');
    const parts: HTMLElement[] = [p];
    if (r.other) {
      const o = document.createElement('p');
      const link = document.createElement('a');
      link.href = r.other.href;
      link.textContent = formatRef(r.other.id, lang);
      const [b, c] = fill(this.dataset.editionOther, { ref, link: '\u0000' }).split('\u0000');
      o.append(b ?? '', link, c ?? '');
      parts.push(o);
    }
    status.replaceChildren(...parts);
    a.focus();
  }
}

customElements.define('go-ref', GoRef);
