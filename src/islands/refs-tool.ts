/**
 * <refs-tool>: `/{lang}/tools/refs/`. A director pastes any text in any of the four languages;
 * every law reference comes back as a link to its section (previewed on hover or focus by
 * <ref-preview>, in the interface language, with the code it cites), with a list of the
 * references and their sections' summaries, and the linked text as HTML and Markdown to copy.
 * All in the browser with src/lib/refs (the engine of `npm run refs`): the text is sent nowhere;
 * only the site's own preview data is fetched, for the summaries.
 */
import { el, jsonData } from './dom.ts';
import { sectionPlace, type Moves } from '../lib/editions/go.ts';
import { isLang, type Lang } from '../lib/corpus/languages.ts';
import { formatRef } from '../lib/refs/format.ts';
import { fillTemplate } from '../lib/text/fill-core.ts';
import { lawOf } from '../lib/refs/ids.ts';
import { linkedHtml, linkedMarkdown, linkText, type LinkedPiece, type LinkedText, type SectionTable } from '../lib/refs/link-text.ts';
import { previewFor, type PreviewData } from '../lib/refs/preview.ts';
import { EDITIONS, type Edition } from '../lib/refs/types.ts';

interface Payload {
  readonly lang: Lang;
  readonly sections: SectionTable;
  readonly moves: Readonly<Partial<Record<Edition, Moves>>>;
  /** Ids the law pages anchor. */
  readonly known: readonly string[];
  readonly ui: Readonly<Record<string, string>>;
}

const SUMMARY = 180;

class RefsTool extends HTMLElement {
  private data!: Payload;
  private preview: Promise<PreviewData | null> | null = null;
  private last: LinkedText | null = null;
  private known: ReadonlySet<string> = new Set();

  connectedCallback(): void {
    const data = jsonData<Payload>(this, 'script[data-tool]');
    const form = this.querySelector<HTMLFormElement>('form[data-form]');
    if (!data || !isLang(data.lang) || !form) return;
    this.data = data;
    this.known = new Set(data.known);
    this.querySelector<HTMLElement>('[data-static]')?.setAttribute('hidden', '');
    form.hidden = false;
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      void this.run(form);
    });
    form.querySelector<HTMLTextAreaElement>('textarea[name="text"]')?.addEventListener('keydown', (k) => {
      if (k.key === 'Enter' && (k.ctrlKey || k.metaKey)) {
        k.preventDefault();
        void this.run(form);
      }
    });
    for (const b of this.querySelectorAll<HTMLButtonElement>('button[data-copy]')) b.addEventListener('click', () => void this.copy(b));
  }

  private t(key: string, vars: Record<string, string | number> = {}): string {
    return fillTemplate(this.data.ui[`refsTool.${key}`] ?? key, this.data.lang, vars);
  }

  /** Where a target of a code is read on the site, and the id its preview is under. */
  private place(id: string, edition: Edition): { href: string; ref: string } | null {
    const p = sectionPlace(id, edition, this.data.lang, this.data.moves, this.known);
    return p ? { href: p.href, ref: p.siteId ?? String(lawOf(id)) } : null;
  }

  private async run(form: HTMLFormElement): Promise<void> {
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
    const textLang = value('lang');
    const edition = value('edition');
    const topic = (form.elements.namedItem('topic') as HTMLInputElement | null)?.checked ?? false;
    if (!isLang(textLang) || !(EDITIONS as readonly string[]).includes(edition)) return;
    const linked = linkText(value('text'), {
      lang: textLang,
      edition: edition as Edition,
      ...(topic ? { topic: 'laws' as const } : {}),
      sections: this.data.sections,
      href: (id, e) => this.place(id, e)?.href ?? null,
    });
    this.last = linked;
    const pieces = linked.pieces.filter((p): p is LinkedPiece => typeof p !== 'string');
    const status = this.querySelector<HTMLElement>('[data-status]');
    if (status) status.textContent = pieces.length ? this.t('found', { n: pieces.length }) : this.t('none');
    const out = this.querySelector<HTMLElement>('[data-out]');
    if (!out) return;
    out.hidden = false;
    this.querySelector('[data-linked]')?.replaceChildren(...linked.pieces.map((p) => (typeof p === 'string' ? p : this.link(p, p.surface))));
    const origin = location.origin;
    const html = this.querySelector<HTMLTextAreaElement>('[data-html]');
    const md = this.querySelector<HTMLTextAreaElement>('[data-md]');
    if (html) html.value = linkedHtml(linked, origin);
    if (md) md.value = linkedMarkdown(linked, origin);
    this.unlinked(linked);
    await this.list(pieces);
  }

  private link(p: LinkedPiece, text: string): HTMLAnchorElement {
    const refs = p.targets.map((id) => this.place(id, p.edition)?.ref ?? id).join(' ');
    const a = el('a', { href: p.href, class: 'ref', 'data-ref': refs }, text);
    if (p.edition !== '2007') a.dataset.edition = p.edition;
    return a;
  }

  private loadPreview(): Promise<PreviewData | null> {
    this.preview ??= fetch(this.dataset.previewSrc ?? '')
      .then((r) => (r.ok ? (r.json() as Promise<PreviewData>) : null))
      .catch(() => null);
    return this.preview;
  }

  /** One item per target: the reference in the reader's notation, the code it cites, the section's heading and summary. */
  private async list(pieces: readonly LinkedPiece[]): Promise<void> {
    const ul = this.querySelector<HTMLElement>('[data-list]');
    if (!ul) return;
    const lang = this.data.lang;
    const items = (data: PreviewData | null) =>
      pieces.flatMap((p) =>
        p.targets.map((id) => {
          const at = this.place(id, p.edition);
          const a = this.link({ ...p, targets: [id], href: at?.href ?? p.href }, formatRef(id, lang));
          const li = el('li', {}, a, ` — “${p.surface.replace(/\s+/g, ' ')}”`);
          const notes = [
            this.t('cites', { e: p.edition }),
            ...(at && at.ref !== id ? [this.t('shown', { ref: formatRef(at.ref, lang, { word: false }) })] : []),
          ];
          if (notes.length) li.append(' ', el('span', { class: 'label' }, `(${notes.join('; ')})`));
          const pv = data && previewFor(data, { ref: at?.ref ?? id, edition: p.edition });
          if (pv) {
            const x = pv.x.length > SUMMARY ? `${pv.x.slice(0, SUMMARY).replace(/\s\S*$/, '')} …` : pv.x;
            li.append(el('span', { class: 'summary' }, el('strong', {}, pv.h), ...(x ? [' ', el('span', { lang: pv.l }, x)] : [])));
          }
          return li;
        }),
      );
    ul.replaceChildren(...items(null));
    const data = await this.loadPreview();
    if (data && this.last?.pieces.some((p) => pieces.includes(p as LinkedPiece))) ul.replaceChildren(...items(data));
  }

  private unlinked(linked: LinkedText): void {
    const block = this.querySelector<HTMLElement>('[data-unlinked-block]');
    const ul = this.querySelector<HTMLElement>('[data-unlinked]');
    if (!block || !ul) return;
    block.hidden = linked.unlinked.length === 0;
    ul.replaceChildren(...linked.unlinked.map((u) => el('li', {}, this.t(`problem.${u.code}`, { ref: u.surface.replace(/\s+/g, ' '), e: u.edition }))));
  }

  private async copy(button: HTMLButtonElement): Promise<void> {
    const area = this.querySelector<HTMLTextAreaElement>(button.dataset.copy === 'html' ? '[data-html]' : '[data-md]');
    const status = this.querySelector<HTMLElement>('[data-status]');
    if (!area) return;
    try {
      await navigator.clipboard.writeText(area.value);
      if (status) status.textContent = this.t('copied');
    } catch {
      area.focus();
      area.select();
      if (status) status.textContent = this.t('copyFailed');
    }
  }
}

customElements.define('refs-tool', RefsTool);
