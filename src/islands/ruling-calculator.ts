/**
 * <ruling-calculator>: the case's facts and the director's findings as form controls; every
 * change runs the ruling engine and shows the ruling, the director's script and the law chain.
 * Each fact of the incident can be changed (who, what was done or said, which card); the findings
 * shown are those the engine says the ruling turns on. State lives in the URL hash (`#calc=…`); a
 * hash that cannot be read is ignored with a notice. Data (facts, the page language's interface
 * strings and reason texts) comes from a JSON block, so the bundle carries no language.
 */
import { makeBoard, type Board } from '../lib/rulings/board.ts';
import { cardsOf, controls, editEvent, findingsAfterEdit, FINDINGS, PREFIX, readState, type CalcState, type Control } from '../lib/rulings/edit.ts';
import { decide } from '../lib/rulings/engine.ts';
import { showCard } from '../lib/rulings/explain.ts';
import type { ReasonTable } from '../lib/rulings/reasons/en.ts';
import type { FactJudgement, Judgement, JudgementKey, Ruling, RulingInput } from '../lib/rulings/types.ts';
import { rulingView, type RulingView } from '../lib/rulings/view.ts';

interface Scenario { id: string; label: string; director: RulingInput; appeal?: RulingInput }
interface Data { lang: 'en' | 'ru' | 'pl' | 'el'; base: string; caseId: string; scenarios: Scenario[]; ui: Record<string, string>; table: ReasonTable }

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...kids: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...kids);
  return e;
}

class RulingCalculator extends HTMLElement {
  private data!: Data;
  private state!: CalcState;
  private form!: HTMLFormElement;
  private out!: HTMLElement;
  private status!: HTMLElement;
  /** The board of the facts on show, for reading the controls back. */
  private board!: Board;
  /** Which facts each finding on show judges (from the last ruling). */
  private judges: Ruling['judges'] = {};
  private u = (k: string): string => this.data.ui[k] ?? '';

  connectedCallback(): void {
    try {
      this.data = JSON.parse(this.querySelector('script[data-calc]')?.textContent ?? '') as Data;
    } catch {
      return;
    }
    for (const s of this.querySelectorAll<HTMLElement>('[data-static]')) s.hidden = true;
    const u = this.u;
    this.status = el('p', { class: 'calc-status', role: 'status', 'aria-live': 'polite' });
    this.form = el('form', { class: 'calc-form', 'aria-label': u('calc.title') });
    this.out = el('div', { class: 'calc-out' });
    const notice = el('p', { class: 'calc-warning', hidden: '' }, u('calc.hash.invalid'));
    this.append(el('p', { class: 'calc-intro' }, u('calc.intro')), notice, this.form, this.status, this.out);
    this.form.addEventListener('submit', (e) => e.preventDefault());
    this.form.addEventListener('change', () => this.readForm());
    const fromHash = readState(location.hash, (s, b) => {
      const x = this.data.scenarios.find((y) => y.id === s);
      return x && this.base(x, b).events;
    });
    if (fromHash === 'invalid') notice.hidden = false;
    this.state = fromHash && fromHash !== 'invalid' ? fromHash : this.booklet(this.data.scenarios[0] as Scenario, 'director');
    this.render(false);
  }

  private scenario(id = this.state.s): Scenario {
    return this.data.scenarios.find((s) => s.id === id) ?? (this.data.scenarios[0] as Scenario);
  }

  private base(s: Scenario, b: unknown): RulingInput {
    return (b === 'appeal' && s.appeal) || s.director;
  }

  private booklet(s: Scenario, b: CalcState['b']): CalcState {
    const input = this.base(s, b);
    return { s: s.id, b, j: { ...input.judgement }, e: input.events };
  }

  /** The engine input for the state: the scenario's situation with the reader's facts and findings. */
  private input(): RulingInput {
    return { ...this.base(this.scenario(), this.state.b), events: this.state.e, judgement: this.state.j };
  }

  private readForm(): void {
    const f = new FormData(this.form);
    const get = (k: string) => f.get(k) as string | null; // selects only: strings
    const s = get('scenario') ?? this.state.s;
    const b = get('by') === 'appeal' ? 'appeal' : 'director';
    if (s !== this.state.s || b !== this.state.b) {
      this.state = this.booklet(this.scenario(s), b);
      return this.render(true);
    }
    const value = (v: string) => (v === 'true' ? true : v === 'false' ? false : v);
    const j: Record<string, unknown> = { ...this.state.j };
    const byFact: Record<string, Record<string, unknown>> = Object.fromEntries(Object.entries(this.state.j.byFact ?? {}).map(([i, f]) => [i, { ...f }]));
    for (const key of [...Object.keys(FINDINGS), 'intended']) {
      // A finding about facts: one control per fact it judges; the general finding gives way.
      for (const i of this.judges[key as JudgementKey] ?? []) {
        const v = get(`j${i}-${key}`);
        if (v === null) continue;
        const f = (byFact[i] ??= {});
        delete f[key];
        if (v !== '') f[key] = key === 'intended' ? [v] : value(v);
        delete j[key];
      }
      const v = get(`j-${key}`);
      if (v === null) continue;
      delete j[key];
      if (v !== '') j[key] = key === 'intended' ? [v] : value(v);
    }
    for (const [i, f] of Object.entries(byFact)) if (Object.keys(f).length === 0) delete byFact[i];
    delete j.byFact;
    if (Object.keys(byFact).length > 0) j.byFact = byFact;
    const e = this.state.e.map((x, i) => editEvent(this.board, x, this.state.e, (k) => get(`e${i}-${k}`)));
    // Findings belong to the facts they judge: a changed fact loses them (the booklet's or the reader's).
    const after = findingsAfterEdit(j as Judgement, this.judges, this.state.e, e);
    this.state = { ...this.state, j: after.j, e };
    this.render(true, after.reset);
  }

  /** The select of a finding (`name`: its form field), with "not decided" first. */
  private findingSelect(name: string, key: string, value: unknown, board: Board): HTMLElement {
    const u = this.u;
    if (key === 'intended') {
      const v = (value as string[] | undefined)?.[0] ?? '';
      return this.select(name, u('calc.j.intended'), { options: [{ v: '', k: 'calc.undecided' }, ...cardsOf(board, board.dummy, v).map((c) => ({ v: c, t: showCard(c) }))], value: v });
    }
    const values = (FINDINGS[key] ?? []).map((v) => ({ v: String(v), k: typeof v === 'boolean' ? (v ? 'calc.yes' : 'calc.no') : `calc.v.${v}` }));
    return this.select(name, u(`calc.j.${key}`), { options: [{ v: '', k: 'calc.undecided' }, ...values], value: String(value ?? '') });
  }

  private select(name: string, label: string, c: Pick<Control, 'options' | 'value'>): HTMLElement {
    const id = `${this.data.caseId}-${name}`;
    const sel = el('select', { id, name });
    for (const o of c.options) {
      const opt = el('option', { value: o.v }, [o.t, o.k && this.u(o.k)].filter(Boolean).join(' — '));
      opt.selected = o.v === c.value;
      sel.append(opt);
    }
    return el('div', { class: 'calc-field' }, el('label', { for: id }, label), sel);
  }

  private render(announce: boolean, reset = false): void {
    const u = this.u;
    const input = this.input();
    const ruling = decide(input);
    this.judges = ruling.judges;
    const focused = document.activeElement?.id;
    const s = this.scenario();
    const parts: HTMLElement[] = [];
    if (this.data.scenarios.length > 1) parts.push(this.select('scenario', u('calc.scenario'), { options: this.data.scenarios.map((x) => ({ v: x.id, t: x.label || u('calc.main') })), value: s.id }));
    if (s.appeal) parts.push(this.select('by', u('calc.by'), { options: [{ v: 'director', k: 'calc.by.director' }, { v: 'appeal', k: 'calc.by.appeal' }], value: this.state.b }));
    // The facts, in order; each with the controls the engine's input has for it.
    const board = (this.board = makeBoard(input.situation, this.state.e));
    const j = this.state.j as Record<string, unknown>;
    const judged = Object.entries(this.judges) as [JudgementKey, number[]][];
    const numbers: number[] = [];
    let n = 0; // facts numbered as shown (a pause or a call to the director has no controls)
    this.state.e.forEach((e, i) => {
      const cs = controls(board, e, this.state.e, this.base(s, this.state.b).events[i]);
      if (cs.length === 0) return;
      numbers[i] = ++n;
      const title = u(`calc.ev.${cs[0]?.key === 'seat' ? 'card' : e.type}`);
      // The findings about this fact sit with it.
      const own = judged.filter(([, fs]) => fs.includes(i)).map(([k]) => this.findingSelect(`j${i}-${k}`, k, (this.state.j.byFact?.[i] as FactJudgement | undefined)?.[k] ?? j[k], board));
      parts.push(el('fieldset', { class: 'calc-fact' }, el('legend', {}, title.replace('{n}', String(n))), ...cs.map((c) => this.select(`e${i}-${c.key}`, u(`calc.${c.key.replace(/\d/, '')}`), c)), ...own));
    });
    // The findings about the incident as a whole.
    const fs = el('fieldset', { class: 'calc-findings' }, el('legend', {}, u('calc.findings')));
    for (const k of [...Object.keys(FINDINGS), 'intended']) {
      if (!this.judges[k as JudgementKey] && (ruling.relevant.includes(k as never) || j[k] !== undefined)) fs.append(this.findingSelect(`j-${k}`, k, j[k], board));
    }
    if (fs.childElementCount > 1) parts.push(fs);
    const view = rulingView(ruling, this.data.table, this.data.lang, this.data.base, (i) => numbers[i] ?? i + 1);
    const resetButton = el('button', { type: 'button', class: 'calc-reset' }, u('calc.reset'));
    resetButton.addEventListener('click', () => {
      this.state = this.booklet(s, this.state.b);
      this.render(true);
    });
    parts.push(resetButton);
    this.form.replaceChildren(...parts);
    if (focused) document.getElementById(focused)?.focus();
    this.out.replaceChildren(...this.output(view));
    if (announce) this.status.textContent = [u('calc.updated'), reset ? u('calc.findings.reset') : '', view.impossible[0] ?? view.script[0] ?? u('calc.nothing')].filter(Boolean).join(' ');
    if (announce || location.hash.startsWith(PREFIX)) history.replaceState(null, '', PREFIX + encodeURIComponent(JSON.stringify(this.state)));
  }

  private output(view: RulingView): HTMLElement[] {
    const u = this.u;
    const out: HTMLElement[] = [el('h3', {}, u('calc.ruling'))];
    if (view.impossible.length > 0) return [...out, ...view.impossible.map((t) => el('p', { class: 'calc-warning' }, t))];
    out.push(el('h4', {}, u('calc.script')), el('ul', { class: 'calc-script' }, ...(view.script.length ? view.script : [u('calc.nothing')]).map((l) => el('li', {}, l))));
    if (view.needs.length > 0) out.push(el('p', { class: 'calc-needs' }, u('calc.needs').replace('{list}', view.needs.map((k) => u(`calc.j.${k}`)).join(', '))));
    out.push(el('h4', {}, u('calc.chain')), el('ol', { class: 'calc-chain' }, ...view.chain.map((c) => el('li', {}, el('a', { href: c.href }, c.law), ' ', el('span', { class: `calc-effect calc-${c.effect}` }, u(`calc.effect.${c.effect}`)), ` — ${c.text}`))));
    if (view.score) {
      const head = el('tr', {}, ...['card', 'result', 'nonvul', 'vul'].map((k) => el('th', { scope: 'col' }, u(`calc.score.${k}`))));
      const rows = view.score.rows.map((r) => el('tr', {}, el('th', { scope: 'row' }, r.card + (r.ruled ? ` ${u('calc.score.ruled')}` : '')), el('td', {}, r.result), el('td', {}, String(r.nonVul)), el('td', {}, String(r.vul))));
      const table = el('table', { class: 'calc-score' }, el('caption', {}, u('calc.score')), el('thead', {}, head), el('tbody', {}, ...rows));
      if (view.score.imps) table.append(el('tfoot', {}, el('tr', {}, el('td', { colspan: '4' }, u('calc.imps').replace('{nv}', String(view.score.imps.nonVul)).replace('{v}', String(view.score.imps.vul))))));
      // A narrow screen scrolls the table, by keyboard too.
      out.push(el('div', { class: 'calc-scroll', tabindex: '0', role: 'region', 'aria-label': u('calc.score') }, table));
    }
    return out;
  }
}

if (!customElements.get('ruling-calculator')) customElements.define('ruling-calculator', RulingCalculator);
