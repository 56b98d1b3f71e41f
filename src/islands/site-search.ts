/**
 * <site-search>: the header search box (`data-mode="box"`, results in a popup) and the search
 * page (`data-mode="page"`, results with filters, state in the URL). Both are plain forms that
 * work without JS (the box submits to /{lang}/search/); this element adds live results, the
 * jump to a typed reference (Enter), keyboard movement through results (arrows, Escape), a
 * polite announcement of result counts, and `/` to focus the search from anywhere.
 * The search engine (Pagefind, /search-data.json, the reference grammar) loads, all three at
 * once, when the box is first focused — on the search page as soon as the browser is idle.
 */
import { isLang, type Lang } from '../lib/corpus/languages.ts';
import { loadAll, loadEngine } from './search-load.ts';
import { fillTemplate as fill } from '../lib/text/fill-core.ts';

type Hit = import('./search-engine.ts').Hit;

/** When the browser is idle (or soon, where it cannot tell). */
const whenIdle = (f: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(f, { timeout: 1000 }) : setTimeout(f, 200));

/** Event fired on the element once a query's results are rendered and announced (benches, tests). */
export const DONE = 'site-search:done';

/**
 * Passages the search page lists at first, and how many more each "More results" adds: a first
 * screen read from a few pages' fragments rather than sixty passages from twenty.
 */
const PAGE_STEP = 20;

/** How long typing must pause before a search runs, counted from the keystroke (loading overlaps it). */
const TYPING_PAUSE = 120;

const TYPING = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

class SiteSearch extends HTMLElement {
  private mode: 'box' | 'page' = 'box';
  private uiLang: Lang = 'en';
  private strings: Record<string, string> = {};
  private input!: HTMLInputElement;
  private list!: HTMLOListElement;
  private status!: HTMLElement;
  private popup: HTMLElement | null = null;
  private ref: Hit | null = null;
  private seq = 0;
  private lastAnnounced = '';
  /** The search page's list length: PAGE_STEP, raised by "More results" until the query changes. */
  private limit = PAGE_STEP;
  private more: HTMLButtonElement | null = null;
  /** The hits listed, in their order. */
  private shown: Hit[] = [];

  connectedCallback(): void {
    const input = this.querySelector<HTMLInputElement>('input[name="q"]');
    const list = this.querySelector<HTMLOListElement>('ol.search-hits');
    const status = this.querySelector<HTMLElement>('[role="status"]');
    if (!input || !list || !status) return;
    this.input = input;
    this.list = list;
    this.status = status;
    this.popup = this.querySelector<HTMLElement>('.search-popup');
    this.more = this.querySelector<HTMLButtonElement>('button[data-more]');
    this.more?.addEventListener('click', () => void this.showMore());
    this.mode = this.dataset.mode === 'page' ? 'page' : 'box';
    this.uiLang = isLang(this.dataset.lang) ? this.dataset.lang : 'en';
    try {
      this.strings = JSON.parse(this.dataset.strings ?? '{}') as Record<string, string>;
    } catch {
      this.strings = {};
    }
    input.setAttribute('aria-controls', list.id);
    // A pointer over the box or a focus: the reader is about to type.
    const preload = () => void loadAll().catch(() => {});
    input.addEventListener('focus', preload, { once: true });
    this.addEventListener('pointerenter', preload, { once: true });
    input.addEventListener('input', () => this.run(TYPING_PAUSE));
    input.addEventListener('keydown', (e) => this.onInputKey(e));
    list.addEventListener('keydown', (e) => this.onListKey(e));
    this.querySelector('form')?.addEventListener('submit', (e) => this.onSubmit(e));
    for (const sel of this.querySelectorAll<HTMLSelectElement>('select[data-filter]')) sel.addEventListener('change', () => this.run(0));
    if (this.mode === 'box') {
      document.addEventListener('keydown', (e) => this.onGlobalKey(e));
      this.addEventListener('focusout', (e) => {
        if (!(e.relatedTarget instanceof Node) || !this.contains(e.relatedTarget)) this.close();
      });
    } else {
      const params = new URL(location.href).searchParams;
      input.value = params.get('q') ?? '';
      for (const sel of this.querySelectorAll<HTMLSelectElement>('select[data-filter]')) sel.value = params.get(sel.name) ?? '';
      if (input.value.trim()) this.run(0);
      else whenIdle(() => void loadAll().catch(() => {}));
    }
  }

  private s(key: string, vars: Record<string, string | number> = {}): string {
    return fill(this.strings[key] ?? key, this.uiLang, vars);
  }

  private filters(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const sel of this.querySelectorAll<HTMLSelectElement>('select[data-filter]')) if (sel.value) out[sel.name] = sel.value;
    return out;
  }

  /** "More results": the list grows by PAGE_STEP; focus goes to the first passage added. */
  private async showMore(): Promise<void> {
    const before = this.list.querySelectorAll('li').length;
    this.limit += PAGE_STEP;
    await this.run(0, true);
    this.list.querySelectorAll<HTMLAnchorElement>('li a')[before]?.focus();
  }

  /** Searches the box's text (after `debounce` ms of quiet) and shows the results; `extend`: the list grows ("More results"). */
  private async run(debounce: number, extend = false): Promise<void> {
    const typed = performance.now();
    const q = this.input.value.trim();
    const seq = ++this.seq;
    if (!extend) this.limit = PAGE_STEP;
    this.ref = null;
    if (!q) {
      this.shown = [];
      this.render([], null, '');
      this.showMoreButton(false);
      this.syncUrl(q);
      return;
    }
    try {
      // Everything starts loading; the reference target needs only the engine and the data, so
      // it comes first, at once (no need to wait for Pagefind or the text search).
      loadAll().catch(() => {});
      const e = await loadEngine();
      const ref = await e.refHit(q, this.uiLang);
      if (seq !== this.seq) return;
      this.ref = ref;
      if (ref) this.render([], ref, q, true);
      const out = await e.search(q, {
        lang: this.uiLang,
        filters: this.filters(),
        ...(this.mode === 'page' ? e.screen(this.limit) : { pages: 5, perPage: 2, limit: 6 }),
        ...(extend ? { listed: this.shown } : {}),
        words: e.segmentWords((k) => this.s(k)),
        debounce: debounce && Math.max(1, debounce - (performance.now() - typed)),
      });
      if (!out || seq !== this.seq) return;
      this.shown = out.hits;
      this.render(out.hits, out.ref, q, false, out.more);
      this.showMoreButton(out.more);
      this.syncUrl(q);
      this.dispatchEvent(new CustomEvent(DONE, { detail: { q, hits: out.hits.length } }));
    } catch (err) {
      if (seq !== this.seq) return;
      console.error(err);
      this.announce(this.s('search.failed'));
      this.syncUrl(q);
    }
  }

  private showMoreButton(shown: boolean): void {
    if (!this.more) return;
    // Focus on the button as it goes: back to the list's last passage rather than the page's top.
    if (!shown && document.activeElement === this.more) this.links().at(-1)?.focus();
    this.more.hidden = !shown;
  }

  /**
   * The search page's address: the query shown and its filters (a link to these results). Written
   * once the results are shown, not at each keystroke: a change of address makes the browser
   * fetch and draw the page's icon again (an SVG document, ~2 ms of this thread each time).
   */
  private syncUrl(q: string): void {
    if (this.mode !== 'page') return;
    const url = new URL(location.href);
    url.search = '';
    if (q) url.searchParams.set('q', q);
    for (const [k, v] of Object.entries(this.filters())) url.searchParams.set(k, v);
    history.replaceState(null, '', url);
  }

  /** `more`: the search has more results than those listed (the count says so). */
  private render(hits: Hit[], ref: Hit | null, q: string, pending = false, more = false): void {
    this.ref = ref;
    const items = [...(ref ? [ref] : []), ...hits].map((h) => this.item(h));
    this.list.replaceChildren(...items);
    const all = this.querySelector<HTMLAnchorElement>('a.search-all');
    if (all) {
      all.href = `/${this.uiLang}/search/?q=${encodeURIComponent(q)}`;
      all.textContent = this.s('search.all', { q });
    }
    if (this.popup) {
      const open = q !== '';
      this.popup.hidden = !open;
    }
    if (pending) return;
    if (!q) return this.announce('');
    const parts = [];
    if (ref) parts.push(this.s('search.goto', { ref: ref.title }));
    const text = hits.filter((h) => h.kind === 'text').length;
    if (text < hits.length) parts.push(this.s('search.glossary', { term: hits[0]!.title }));
    parts.push(text ? this.count(text, more) : this.s('search.none', { q }));
    this.announce(parts.join('. '));
  }

  /** The results listed: all there are, or the first of more (one per segment, repeated text or case). */
  private count(n: number, more: boolean): string {
    const rule = new Intl.PluralRules(this.uiLang).select(n);
    return this.s(`search.${more ? 'shown' : 'count'}.${rule}`, { n });
  }

  private announce(text: string): void {
    if (text === this.lastAnnounced) return;
    this.lastAnnounced = text;
    this.status.textContent = text;
  }

  private item(h: Hit): HTMLLIElement {
    const li = document.createElement('li');
    li.className = `search-hit search-hit-${h.kind}`;
    const a = document.createElement('a');
    a.href = h.href;
    const title = document.createElement('span');
    title.className = 'hit-title';
    title.textContent = h.kind === 'text' ? h.title : this.s(h.kind === 'ref' ? 'search.goto' : 'search.glossary', { ref: h.title, term: h.title });
    a.append(title);
    if (h.kind === 'ref') {
      const hint = document.createElement('span');
      hint.className = 'hit-ids';
      hint.textContent = this.s('search.gotoHint');
      a.append(hint);
    } else if (h.place || h.laws.length) {
      const ids = document.createElement('span');
      ids.className = 'hit-ids';
      const parts = [];
      if (h.place) parts.push(h.place);
      if (h.laws.length) parts.push(`${this.s('search.laws')}: ${h.laws.join(', ')}`);
      ids.textContent = parts.join(' · ');
      a.append(ids);
    }
    if (h.lang !== this.uiLang) {
      const l = document.createElement('span');
      l.className = 'hit-lang';
      l.textContent = this.s(`search.original.${h.lang}`);
      a.append(l);
    }
    if (h.excerpt.length) {
      const ex = document.createElement('span');
      ex.className = 'hit-excerpt';
      ex.lang = h.lang;
      for (const p of h.excerpt) {
        if (p.mark) {
          const m = document.createElement('mark');
          m.textContent = p.text;
          ex.append(m);
        } else ex.append(document.createTextNode(p.text));
      }
      a.append(ex);
    }
    li.append(a);
    return li;
  }

  private links(): HTMLAnchorElement[] {
    const scope = this.popup ?? this;
    return [...scope.querySelectorAll<HTMLAnchorElement>('ol.search-hits a, a.search-all')].filter(
      (a) => a.offsetParent !== null || a === document.activeElement,
    );
  }

  private onSubmit(e: SubmitEvent): void {
    const q = this.input.value.trim();
    // A reference jumps straight to its section; otherwise the box goes to the search page.
    if (this.ref && q) {
      e.preventDefault();
      location.href = this.ref.href;
      return;
    }
    if (this.mode === 'page') {
      e.preventDefault();
      void this.run(0);
    }
  }

  private async onInputKey(e: KeyboardEvent): Promise<void> {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      this.links()[0]?.focus();
    } else if (e.key === 'Escape') {
      if (this.popup && !this.popup.hidden) this.close();
      else {
        this.input.value = '';
        void this.run(0);
      }
      e.preventDefault();
    } else if (e.key === 'Enter' && !e.isComposing) {
      // Enter before the live results arrived: resolve a reference now.
      const q = this.input.value.trim();
      if (!this.ref && q) {
        e.preventDefault();
        const ref = await loadEngine()
          .then((m) => m.refHit(q, this.uiLang))
          .catch(() => null);
        if (ref) location.href = ref.href;
        else this.querySelector('form')?.requestSubmit();
      }
    }
  }

  private onListKey(e: KeyboardEvent): void {
    const links = this.links();
    const i = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = e.key === 'ArrowDown' ? i + 1 : i - 1;
      if (next < 0) this.input.focus();
      else links[Math.min(next, links.length - 1)]?.focus();
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      links[e.key === 'Home' ? 0 : links.length - 1]?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      this.input.focus();
      this.close();
    }
  }

  private onGlobalKey(e: KeyboardEvent): void {
    if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
    const t = e.target;
    if (t instanceof Element && t.closest(TYPING)) return;
    e.preventDefault();
    const page = document.querySelector<HTMLInputElement>('site-search[data-mode="page"] input[name="q"]');
    const target = page ?? this.input;
    target.focus();
    target.select();
  }

  private close(): void {
    if (!this.popup) return;
    this.popup.hidden = true;
  }
}

if (!customElements.get('site-search')) customElements.define('site-search', SiteSearch);
