/**
 * The claim calculator, mounted by <claim-calculator> (claim-calculator.ts) on first use so the
 * claims engine and the solver are a chunk of their own: the case's statement, trump mention,
 * findings and edition as controls (claim-form.ts, shared with the claim tool); every change
 * rules again — in a Web Worker (claim-runner.ts), the page staying responsive — and redraws the
 * ruling with the server's builder (renderClaim). State lives in the
 * URL hash (`#claim=…`); a hash that cannot be read is ignored with a notice. Data (facts,
 * interface strings, reason texts) comes from the page's JSON block: the bundle carries no language.
 */
import { inputProblems } from '../lib/claim-view/engine.ts';
import { wordsOf, type RenderContext } from '../lib/claim-view/render.ts';
import { CLAIM_PREFIX, inputOf, readState, stateOf, writeState, type ClaimCalcState } from '../lib/claim-view/state.ts';
import type { ClaimInput, ClaimRuling } from '../lib/claims/types.ts';
import { ClaimForm } from './claim-form.ts';
import { ClaimRunner, showStatus, statusOf } from './claim-runner.ts';
import { el, focusKey, jsonData } from './dom.ts';

interface Scenario {
  id: string;
  label: string;
  input: ClaimInput;
}
interface Data extends RenderContext {
  caseId: string;
  scenarios: Scenario[];
}

class Calculator {
  private data!: Data;
  private scenario!: Scenario;
  private state!: ClaimCalcState;
  private ui!: ClaimForm;
  private form!: HTMLFormElement;
  private out!: HTMLElement;
  private status!: HTMLElement;
  private ruling: ClaimRuling | undefined;
  private bad: number | undefined;
  private runner!: ClaimRunner;
  private readonly host: HTMLElement;

  constructor(host: HTMLElement) {
    this.host = host;
  }

  start(focus: boolean): void {
    const data = jsonData<Data>(this.host, 'script[data-calc]');
    if (!data) return;
    this.data = data;
    this.runner = new ClaimRunner({ ui: data.ui, table: data.table, lang: data.lang, base: data.base });
    const w = wordsOf(this.data.ui, this.data.lang);
    this.ui = new ClaimForm(w, `claim-${this.data.caseId}`);
    for (const s of this.host.querySelectorAll<HTMLElement>('[data-static]')) s.hidden = true;
    this.status = el('p', { class: 'calc-status', role: 'status', 'aria-live': 'polite' });
    this.form = el('form', { class: 'calc-form claim-form', 'aria-label': w('claim.calc.title') });
    this.out = el('div', { class: 'calc-out' });
    const notice = el('p', { class: 'calc-warning', hidden: '' }, w('claim.calc.invalid'));
    this.host.append(el('p', { class: 'calc-intro' }, w('claim.calc.intro')), notice, this.form, this.status, this.out);
    this.form.addEventListener('submit', (e) => e.preventDefault());
    this.form.addEventListener('change', (e) => this.changed(e.target as HTMLElement));
    this.form.addEventListener('click', (e) => this.clicked(e.target as HTMLElement));
    // A shared state names the variant it starts from (none: the case's own facts).
    const scenarioOf = (v?: string) => this.data.scenarios.find((s) => s.id === (v ?? 'case'));
    const fromHash = readState(location.hash, (v) => scenarioOf(v)?.input, inputProblems);
    if (fromHash === 'invalid') notice.hidden = false;
    const ok = fromHash !== undefined && fromHash !== 'invalid' ? fromHash : undefined;
    this.scenario = scenarioOf(ok?.v) ?? (this.data.scenarios[0] as Scenario);
    this.state = ok ?? this.own();
    this.render(false);
    if (focus) this.form.querySelector('select')?.focus();
  }

  /** The state of the scenario's own facts (a variant's id kept in it). */
  private own(): ClaimCalcState {
    const s = stateOf(this.scenario.input);
    return this.scenario.id === 'case' ? s : { ...s, v: this.scenario.id };
  }

  private changed(target: HTMLElement): void {
    const name = target.getAttribute('name') ?? '';
    if (name === 'add-kind') return; // the kind of the next step only
    if (name === 'scenario') {
      this.scenario = this.data.scenarios.find((s) => s.id === (target as HTMLSelectElement).value) ?? this.scenario;
      this.state = this.own();
      return this.render(true);
    }
    const f = new FormData(this.form);
    const r = this.ui.read(this.state, this.scenario.input, name, (k) => f.get(k) as string | null);
    this.state = r.state;
    this.bad = r.bad;
    this.render(true);
  }

  private clicked(target: HTMLElement): void {
    if (target.closest('button[data-reset]')) {
      this.state = this.own();
      this.bad = undefined;
      return this.render(true);
    }
    const r = this.ui.pressed(target, this.form, this.state, this.scenario.input);
    if (!r) return;
    this.state = r.state;
    this.bad = undefined;
    this.render(true);
    this.ui.refocus(this.form, r.focus);
  }

  private render(announce: boolean): void {
    const w = this.ui.w;
    const input = inputOf(this.scenario.input, this.state);
    const problems = inputProblems(input);
    if (problems.length > 0) {
      this.runner.cancel();
      this.ruling = undefined;
      this.draw(`<p class="calc-warning">${w('claim.tool.cannot')}</p>`, problems, announce ? '' : undefined);
    } else {
      // The form at once (with the last ruling's findings), the ruling when the worker has it.
      this.draw(undefined, [], announce ? w('claim.calc.working') : undefined);
      void this.runner.run(input).then((r) => {
        if ('stale' in r) return;
        this.ruling = 'ruling' in r ? r.ruling : undefined;
        const html = 'html' in r ? r.html : `<p class="calc-warning">${w('timeout' in r ? 'claim.calc.timeout' : 'claim.calc.error')}</p>`;
        this.draw(html, [], announce ? statusOf(w, r) : undefined);
      });
    }
    if (announce || location.hash.startsWith(CLAIM_PREFIX)) history.replaceState(null, '', writeState(this.state));
  }

  /** Redraws the controls and, with `html`, the ruling (without: the ruling is being worked out). */
  private draw(html: string | undefined, problems: readonly string[], status: string | undefined): void {
    const w = this.ui.w;
    const focused = focusKey(this.form);
    const parts: HTMLElement[] = [];
    if (this.data.scenarios.length > 1)
      parts.push(
        this.ui.select(
          'scenario',
          w('claim.variant.choose'),
          this.data.scenarios.map((s) => ({ v: s.id, t: s.label })),
          this.scenario.id,
        ),
      );
    parts.push(
      ...this.ui.settings(this.state, this.ruling),
      this.ui.statement(this.state.s, this.scenario.input, new Set(this.bad === undefined ? [] : [this.bad])),
    );
    parts.push(el('button', { type: 'button', class: 'calc-reset', 'data-reset': '' }, w('claim.calc.reset')));
    this.form.replaceChildren(...parts);
    if (focused) this.form.querySelector<HTMLElement>(focused)?.focus();
    this.out.setAttribute('aria-busy', String(html === undefined));
    if (html !== undefined) {
      this.out.innerHTML = html; // built by claimRulingHtml: every text escaped
      if (problems.length > 0) this.out.append(el('ul', {}, ...problems.map((p) => el('li', {}, p))));
    }
    if (status !== undefined) showStatus(this.status, w, status, this.out.querySelector('.claim-verdict')?.textContent ?? '');
  }
}

/** Mounts the calculator in its <claim-calculator> element (focus: move focus into the form). */
export function mountClaimCalculator(host: HTMLElement, focus: boolean): void {
  new Calculator(host).start(focus);
}
