/**
 * <ref-preview>: on hover or keyboard focus of a law-reference link (`a.ref[data-ref]`),
 * shows the target section's heading and text in a tooltip; Escape dismisses it, and the
 * pointer can move onto it (WCAG 1.4.13). The data (`data-src`, one JSON file per interface
 * language) is fetched on the first use. Without JS, or if the fetch fails, links just work.
 * It also shows a glossary term's definition on a first tap on a touch screen (touchTerms), so
 * the pages that preview carry one island for both.
 */
import { previewFor, type PreviewData } from '../lib/refs/preview.ts';

const SHOW_DELAY = 300;
const HIDE_DELAY = 200;

/** Closes the glossary definition a tap opened, if any. */
const closeTerm = () => document.querySelector('.gloss.open')?.classList.remove('open');

class RefPreview extends HTMLElement {
  private data: Promise<PreviewData | null> | null = null;
  private tip!: HTMLElement;
  private current: HTMLAnchorElement | null = null;
  private timer = 0;

  connectedCallback(): void {
    // Glossary terms (`.gloss`: the link and its definition, src/markdown/glossary-terms.ts) on a
    // touch screen, where there is no hover: a first tap shows the definition in place
    // (`.gloss.open`), a second tap follows the link; a tap elsewhere or Escape closes it. A mouse,
    // the keyboard (the definition shows on focus) and a screen reader's activation follow the link.
    document.addEventListener('click', (e) => {
      const a = (e as PointerEvent).pointerType === 'touch' ? (e.target as Element).closest?.<HTMLElement>('a.gloss-term') : null;
      const g = a?.parentElement;
      if (g && !g.classList.contains('open')) {
        e.preventDefault();
        closeTerm();
        g.classList.add('open');
        // Not left focused: a key pressed later (Escape) would show the definition by focus again.
        (a as HTMLElement).blur();
      } else if (!(e.target as Element).closest?.('.gloss.open')) closeTerm();
    });
    const tip = this.querySelector<HTMLElement>('[role="tooltip"]');
    if (!tip) return;
    this.tip = tip;
    document.addEventListener('pointerover', (e) => this.enter(e, SHOW_DELAY));
    document.addEventListener('focusin', (e) => this.enter(e, 0));
    document.addEventListener('pointerout', (e) => this.leave(e));
    document.addEventListener('focusout', (e) => this.leave(e));
    document.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape') return;
      closeTerm();
      if (!tip.hidden) this.hide();
    });
  }

  private linkOf(e: Event): HTMLAnchorElement | null {
    return e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a.ref[data-ref]') : null;
  }

  private enter(e: Event, delay: number): void {
    if (e.target instanceof Node && this.tip.contains(e.target)) return void clearTimeout(this.timer);
    const link = this.linkOf(e);
    if (!link) return;
    clearTimeout(this.timer);
    this.timer = window.setTimeout(() => void this.show(link), delay);
  }

  private leave(e: Event): void {
    const to = (e as PointerEvent | FocusEvent).relatedTarget;
    if (to instanceof Node && (this.tip.contains(to) || this.current?.contains(to))) return;
    if (!this.linkOf(e) && !(e.target instanceof Node && this.tip.contains(e.target))) return;
    clearTimeout(this.timer);
    this.timer = window.setTimeout(() => this.hide(), HIDE_DELAY);
  }

  private load(): Promise<PreviewData | null> {
    this.data ??= fetch(this.dataset.src ?? '')
      .then((r) => (r.ok ? (r.json() as Promise<PreviewData>) : null))
      .catch(() => null);
    return this.data;
  }

  private async show(link: HTMLAnchorElement): Promise<void> {
    const data = await this.load();
    const p = data && previewFor(data, { ref: link.dataset.ref, doc: link.dataset.doc, edition: link.dataset.edition });
    if (!p) return;
    const [h, s, x, n] = ['strong', 'span', 'p', 'p'].map((tag) => document.createElement(tag)) as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    h.textContent = p.h;
    s.textContent = p.s;
    s.className = 'label';
    x.textContent = p.x;
    x.lang = p.l;
    n.textContent = p.note ?? '';
    n.className = 'label';
    // What the 2017 Laws made of a section cited from an older code ("In the 2017 Laws this is 16C.").
    const c = document.createElement('p');
    c.textContent = p.current.join(' ');
    c.className = 'label editions';
    // Spaces between the parts, so the description read out (aria-describedby) does not run the heading into the text.
    this.tip.replaceChildren(
      ...[h, s, ...(p.x ? [x] : []), ...(p.note ? [n] : []), ...(p.current.length ? [c] : [])].flatMap((part, i) => (i === 0 ? [part] : [' ', part])),
    );
    this.current?.removeAttribute('aria-describedby');
    this.current = link;
    link.setAttribute('aria-describedby', this.tip.id);
    this.tip.hidden = false;
    this.place(link);
  }

  private place(link: HTMLElement): void {
    const r = link.getBoundingClientRect();
    const width = Math.min(28 * 16, window.innerWidth - 16);
    this.tip.style.width = `${width}px`;
    this.tip.style.left = `${Math.max(8, Math.min(r.left, window.innerWidth - width - 8))}px`;
    const below = r.bottom + 6;
    const height = this.tip.offsetHeight;
    this.tip.style.top = `${below + height > window.innerHeight && r.top - height - 6 > 0 ? r.top - height - 6 : below}px`;
  }

  private hide(): void {
    this.tip.hidden = true;
    this.current?.removeAttribute('aria-describedby');
    this.current = null;
  }
}

customElements.define('ref-preview', RefPreview);
