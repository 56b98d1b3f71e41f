/**
 * The ruling calculator, mounted by <ruling-calculator> (ruling-calculator.ts) on first use so
 * the engine is its own chunk: the case's facts and the director's findings as form controls
 * (incident-form.ts, shared with the ruling tool); every change runs the ruling engine and shows
 * the ruling, the director's script and the law chain. Each fact of the incident can be changed
 * (who, what was done or said, which card); the findings shown are those the engine says the
 * ruling turns on, each with the fact it judges. A code switch rules under the 2007 or the 2017
 * Laws; where the two rule differently both rulings show side by side with the change notes.
 * State lives in the URL hash (`#calc=…`); a hash that cannot be read is ignored with a notice.
 * Data (facts, the page language's interface strings, reason texts and change notes) comes from
 * a JSON block, so the bundle carries no language.
 */
import type { Lang } from '../lib/base/languages.ts';
import { makeBoard, type Board } from '../lib/rulings/board.ts';
import { findingsAfterEdit, PREFIX, readState, type CalcState } from '../lib/ruling-view/edit.ts';
import { bothCodes, codesInput } from '../lib/ruling-view/codes-view.ts';
import type { NoteTable } from '../lib/ruling-view/edition-notes.ts';
import type { ReasonTable } from '../lib/rulings/reasons/en.ts';
import type { Ruling, RulingInput } from '../lib/rulings/types.ts';
import { rulingView } from '../lib/ruling-view/view.ts';
import { bringIntoView, rulingSummary } from './dom.ts';
import { announced, codeOf, el, IncidentForm, showCodes } from './incident-form.ts';

interface Scenario {
  id: string;
  label: string;
  director: RulingInput;
  appeal?: RulingInput;
}
interface Data {
  lang: Lang;
  base: string;
  caseId: string;
  scenarios: Scenario[];
  ui: Record<string, string>;
  table: ReasonTable;
  notes: NoteTable;
}

class Calculator {
  private data!: Data;
  private state!: CalcState;
  private ui!: IncidentForm;
  private form!: HTMLFormElement;
  private out!: HTMLElement;
  private status!: HTMLElement;
  /** The board of the facts on show, for reading the controls back. */
  private board!: Board;
  /** Which facts each finding on show judges (from the last ruling). */
  private judges: Ruling['judges'] = {};
  private readonly host: HTMLElement;

  constructor(host: HTMLElement) {
    this.host = host;
  }

  start(focus: boolean): void {
    try {
      this.data = JSON.parse(this.host.querySelector('script[data-calc]')?.textContent ?? '') as Data;
    } catch {
      return;
    }
    for (const s of this.host.querySelectorAll<HTMLElement>('[data-static]')) s.hidden = true;
    const u = (k: string): string => this.data.ui[k] ?? '';
    this.ui = new IncidentForm(u, this.data.caseId);
    this.status = el('p', { class: 'calc-status', role: 'status', 'aria-live': 'polite' });
    this.form = el('form', { class: 'calc-form', 'aria-label': u('calc.title') });
    this.out = el('div', { class: 'calc-out' });
    const notice = el('p', { class: 'calc-warning', hidden: '' }, u('calc.hash.invalid'));
    this.host.append(el('p', { class: 'calc-intro' }, u('calc.intro')), notice, this.form, this.status, this.out);
    this.form.addEventListener('submit', (e) => e.preventDefault());
    this.form.addEventListener('change', () => this.readForm());
    const fromHash = readState(location.hash, (s, b) => {
      const x = this.data.scenarios.find((y) => y.id === s);
      return x && this.base(x, b).events;
    });
    if (fromHash === 'invalid') notice.hidden = false;
    this.state = fromHash && fromHash !== 'invalid' ? fromHash : this.booklet(this.data.scenarios[0] as Scenario, 'director');
    this.render(false);
    if (focus) this.form.querySelector('select')?.focus();
  }

  private scenario(id = this.state.s): Scenario {
    return this.data.scenarios.find((s) => s.id === id) ?? (this.data.scenarios[0] as Scenario);
  }

  private base(s: Scenario, b: unknown): RulingInput {
    return (b === 'appeal' && s.appeal) || s.director;
  }

  private booklet(s: Scenario, b: CalcState['b'], c = this.state?.c): CalcState {
    const input = this.base(s, b);
    return { s: s.id, b, j: { ...input.judgement }, e: input.events, ...(c === 2017 ? { c } : {}) };
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
    const c = codeOf(get('code'));
    if (c !== (this.state.c ?? 2007)) {
      // Another code: the same facts and findings, ruled again.
      const { c: _c, ...rest } = this.state;
      this.state = c === 2017 ? { ...rest, c } : rest;
      return this.render(true);
    }
    if (s !== this.state.s || b !== this.state.b) {
      this.state = this.booklet(this.scenario(s), b);
      return this.render(true);
    }
    const j = this.ui.readFindings(get, this.state.j, this.judges);
    const e = this.ui.readFacts(get, this.board, this.state.e);
    // Findings belong to the facts they judge: a changed fact loses the booklet's findings about it.
    const after = findingsAfterEdit(j, this.judges, this.state.e, e, this.base(this.scenario(), this.state.b).judgement);
    this.state = { ...this.state, j: after.j, e };
    this.render(true, after.reset);
  }

  private render(announce: boolean, reset = false): void {
    const u = this.ui.u;
    const input = this.input();
    const code = this.state.c ?? 2007;
    const both = bothCodes(input);
    const ruling = both[code];
    this.judges = ruling.judges;
    const focused = document.activeElement?.id;
    const s = this.scenario();
    const booklet = this.base(s, this.state.b);
    const parts: HTMLElement[] = [];
    if (this.data.scenarios.length > 1)
      parts.push(
        this.ui.select('scenario', u('calc.scenario'), { options: this.data.scenarios.map((x) => ({ v: x.id, t: x.label || u('calc.main') })), value: s.id }),
      );
    if (s.appeal)
      parts.push(
        this.ui.select('by', u('calc.by'), {
          options: [
            { v: 'director', k: 'calc.by.director' },
            { v: 'appeal', k: 'calc.by.appeal' },
          ],
          value: this.state.b,
        }),
      );
    parts.push(this.ui.codeSwitch(code));
    const board = (this.board = makeBoard(input.situation, this.state.e));
    const facts = this.ui.facts(board, this.state.e, ruling, this.state.j, booklet.judgement ?? {}, booklet.events);
    parts.push(...facts.parts);
    const whole = this.ui.findings(board, ruling, this.state.j, booklet.judgement ?? {});
    if (whole) parts.push(whole);
    const back = el('button', { type: 'button', class: 'calc-reset' }, u('calc.reset'));
    back.addEventListener('click', () => {
      this.state = this.booklet(s, this.state.b);
      this.render(true);
    });
    parts.push(back);
    this.form.replaceChildren(...parts);
    if (focused) document.getElementById(focused)?.focus();
    const view = (r: Ruling) => rulingView(r, this.data.table, this.data.lang, this.data.base, (i) => facts.numbers[i] ?? i + 1);
    const codes = codesInput(both, code, view, this.data.notes ?? {});
    const before = this.out.innerHTML;
    showCodes(this.out, codes, this.data.ui, 'h3', u('calc.ruling'));
    if (announce) {
      this.status.textContent = [u('calc.updated'), reset ? u('calc.findings.reset') : '', ...announced(codes.chosen.view, u)].filter(Boolean).join(' ');
      // A new ruling below the fold of a narrow screen: its summary comes into view (the focus stays).
      if (this.out.innerHTML !== before) bringIntoView(...rulingSummary(this.out));
    }
    if (announce || location.hash.startsWith(PREFIX)) history.replaceState(null, '', PREFIX + encodeURIComponent(JSON.stringify(this.state)));
  }
}

/** Mounts the calculator in its <ruling-calculator> element (focus: move focus into the form). */
export function mountCalculator(host: HTMLElement, focus: boolean): void {
  new Calculator(host).start(focus);
}
