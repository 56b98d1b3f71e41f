/**
 * <claim-tool>: `/{lang}/tools/claim/`. A director describes a claim met at the table — the end
 * position in the ```deal fence syntax, who claimed and how many tricks, the statement's steps,
 * the trump mention, the findings, the edition (controls of claim-form.ts, as the case pages'
 * calculators) — and gets the ruling drawn by the server's builder (renderClaim), worked out in a
 * Web Worker (claim-runner.ts) so a 13-card position does not freeze the page. The state is in
 * the URL (`#claim-tool=…`) so a ruling can be shared; a link that cannot be read is ignored
 * with a notice.
 */
import { SEATS } from '../lib/bridge/vocabulary.ts';
import { inputProblems } from '../lib/claim-view/engine.ts';
import { wordsOf, type RenderContext } from '../lib/claim-view/render.ts';
import { EXAMPLE_STATE, readToolState, TOOL_PREFIX, toolInput, writeToolState, type ClaimToolState } from '../lib/claim-view/tool.ts';
import type { ClaimInput, ClaimRuling } from '../lib/claims/types.ts';
import { ClaimForm } from './claim-form.ts';
import { ClaimRunner, statusOf } from './claim-runner.ts';
import { el, focusKey, jsonData } from './dom.ts';

/** Card choices while the position does not parse: none. */
const EMPTY: Pick<ClaimInput, 'claim' | 'position'> = {
  claim: { by: 'S', tricks: 0, manner: 'statement', statement: [] },
  position: { hands: { N: '...', E: '...', S: '...', W: '...' } },
};

class ClaimTool extends HTMLElement {
  private data!: RenderContext;
  private state: ClaimToolState = EXAMPLE_STATE;
  private ui!: ClaimForm;
  private form!: HTMLFormElement;
  private claim!: HTMLElement;
  private errors!: HTMLElement;
  private out!: HTMLElement;
  private status!: HTMLElement;
  private bad: number | undefined;
  private runner!: ClaimRunner;
  private ruling: ClaimRuling | undefined;

  connectedCallback(): void {
    const data = jsonData<RenderContext>(this, 'script[data-tool]');
    if (!data) return;
    this.data = data;
    this.runner = new ClaimRunner({ ui: data.ui, table: data.table, lang: data.lang, base: data.base });
    const w = wordsOf(this.data.ui, this.data.lang);
    this.ui = new ClaimForm(w, 'claim-tool');
    const fromHash = readToolState(location.hash, inputProblems);
    if (fromHash && fromHash !== 'invalid') this.state = fromHash;
    const notice = el('p', { class: 'calc-warning' }, w('claim.calc.invalid'));
    notice.hidden = fromHash !== 'invalid';
    const position = el('textarea', {
      id: 'claim-tool-position',
      name: 'position',
      rows: '10',
      spellcheck: 'false',
      autocomplete: 'off',
      'aria-describedby': 'claim-tool-help claim-tool-errors',
    });
    position.value = this.state.p;
    this.errors = el('ul', { id: 'claim-tool-errors', class: 'tool-errors' });
    this.claim = el('div', { class: 'claim-tool-claim' });
    this.form = el(
      'form',
      { class: 'calc-form tool-form claim-form', 'aria-label': w('claim.tool.title') },
      el(
        'fieldset',
        { class: 'tool-position' },
        el('legend', {}, w('claim.tool.position')),
        el('label', { for: 'claim-tool-position' }, w('claim.tool.position.label')),
        position,
        el('div', { id: 'claim-tool-help', class: 'note' }, el('p', {}, w('claim.tool.position.help')), el('p', {}, w('claim.tool.position.more'))),
        this.errors,
      ),
      el('h2', {}, w('claim.tool.claim')),
      this.claim,
    );
    this.status = el('p', { class: 'calc-status', role: 'status', 'aria-live': 'polite' });
    this.out = el('div', { class: 'calc-out' });
    const share = el('p', {}, el('a', { href: '', 'data-share': '' }, w('claim.tool.share')));
    for (const s of this.querySelectorAll<HTMLElement>('[data-static]')) s.hidden = true;
    this.append(notice, this.form, this.status, this.out, share);
    this.form.addEventListener('submit', (e) => e.preventDefault());
    this.form.addEventListener('change', (e) => this.changed(e.target as HTMLElement));
    this.form.addEventListener('click', (e) => this.clicked(e.target as HTMLElement));
    this.render(false);
  }

  /** What the statement's card choices come from: the position when it parses. */
  private base(): Pick<ClaimInput, 'claim' | 'position'> {
    const r = toolInput(this.state);
    return r.ok ? r.input : EMPTY;
  }

  private changed(target: HTMLElement): void {
    const name = target.getAttribute('name') ?? '';
    const value = (target as HTMLInputElement).value;
    if (name === 'add-kind') return;
    this.bad = undefined;
    if (name === 'position') this.state = { ...this.state, p: value.slice(0, 4000) };
    else if (name === 'by' && (SEATS as readonly string[]).includes(value)) this.state = { ...this.state, b: value as ClaimToolState['b'] };
    else if (name === 'tricks') this.state = { ...this.state, n: Number(value) };
    else {
      const f = new FormData(this.form);
      const r = this.ui.read(this.state, this.base(), name, (k) => f.get(k) as string | null);
      this.state = { ...this.state, ...r.state };
      this.bad = r.bad;
    }
    this.render(true);
  }

  private clicked(target: HTMLElement): void {
    const r = this.ui.pressed(target, this.form, this.state, this.base());
    if (!r) return;
    this.state = r.state;
    this.bad = undefined;
    this.render(true);
    this.ui.refocus(this.form, r.focus);
  }

  private render(announce: boolean): void {
    const w = this.ui.w;
    const r = toolInput(this.state);
    this.errors.replaceChildren(...(r.ok ? [] : r.errors.map((e) => el('li', {}, `${w('claim.tool.line')} ${e.line}, ${e.column}: ${e.message}`))));
    const problems = r.ok ? inputProblems(r.input) : [];
    if (r.ok && problems.length === 0) {
      // The controls at once (with the last ruling's findings), the ruling when the worker has it.
      this.draw(undefined, announce ? w('claim.calc.working') : undefined);
      void this.runner.run(r.input).then((run) => {
        if ('stale' in run) return;
        this.ruling = 'ruling' in run ? run.ruling : undefined;
        if ('html' in run) this.draw(run.html, announce ? statusOf(w, run) : undefined);
        else this.draw([w('timeout' in run ? 'claim.calc.timeout' : 'claim.calc.error')], announce ? statusOf(w, run) : undefined);
      });
    } else {
      this.runner.cancel();
      this.ruling = undefined;
      this.draw(r.ok ? problems : r.errors.map((e) => `${w('claim.tool.line')} ${e.line}: ${e.message}`), announce ? '' : undefined);
    }
    const hash = writeToolState(this.state);
    if (announce || location.hash.startsWith(TOOL_PREFIX)) history.replaceState(null, '', hash);
    this.querySelector<HTMLAnchorElement>('[data-share]')?.setAttribute('href', hash);
  }

  /** Redraws the claim's controls and the ruling: its HTML, a list of why there is none, or (undefined) being worked out. */
  private draw(out: string | readonly string[] | undefined, status: string | undefined): void {
    const w = this.ui.w;
    const focused = focusKey(this.claim);
    const by = this.ui.select(
      'by',
      w('claim.tool.by'),
      SEATS.map((s) => ({ v: s, t: w(`deal.seat.${s}`) })),
      this.state.b,
    );
    const tricks = this.ui.select(
      'tricks',
      w('claim.tool.tricks'),
      Array.from({ length: 14 }, (_, n) => ({ v: String(n), t: String(n) })),
      String(this.state.n),
    );
    this.claim.replaceChildren(
      by,
      tricks,
      ...this.ui.settings(this.state, this.ruling),
      this.ui.statement(this.state.s, this.base(), new Set(this.bad === undefined ? [] : [this.bad])),
    );
    if (focused) this.claim.querySelector<HTMLElement>(focused)?.focus();
    this.out.setAttribute('aria-busy', String(out === undefined));
    if (typeof out === 'string')
      this.out.innerHTML = out; // built by claimRulingHtml: every text escaped
    else if (out) this.out.replaceChildren(el('p', { class: 'calc-warning' }, w('claim.tool.cannot')), el('ul', {}, ...out.map((x) => el('li', {}, x))));
    if (status !== undefined)
      this.status.textContent = status || [w('claim.calc.updated'), this.out.querySelector('.claim-verdict')?.textContent ?? w('claim.tool.cannot')].join(' ');
  }
}

if (!customElements.get('claim-tool')) customElements.define('claim-tool', ClaimTool);
