/**
 * <ruling-tool>: `/{lang}/tools/ruling/`. A director describes an incident — the position in the
 * ```deal fence syntax, who did what (facts added, edited and removed with the case calculators'
 * controls, incident-form.ts), and the findings the engine asks for — and gets the ruling, the
 * law chain (linked) and the director's script, under the 2007 or the 2017 Laws (the code switch;
 * both side by side where they differ). The state is in the URL (`#incident=…`) so a ruling can
 * be shared; a link that cannot be read is ignored with a notice.
 */
import type { Lang } from '../lib/base/languages.ts';
import { makeBoard, type Board } from '../lib/rulings/board.ts';
import '../lib/ruling-view/tricks-controls.ts'; // the tool adds facts of Laws 65–67: their engine areas and controls
import { findingsAfterEdit } from '../lib/ruling-view/edit.ts';
import { bothCodes, codesInput } from '../lib/ruling-view/codes-view.ts';
import type { NoteTable } from '../lib/ruling-view/edition-notes.ts';
import type { ReasonTable } from '../lib/rulings/reasons/en.ts';
import {
  EXAMPLE_POSITION,
  FACT_KINDS,
  newFact,
  readToolState,
  situationOf,
  TOOL_PREFIX,
  toolInput,
  type PositionError,
  type FactKind,
  type ToolState,
} from '../lib/ruling-view/tool.ts';
import type { Ruling } from '../lib/rulings/types.ts';
import { rulingView } from '../lib/ruling-view/view.ts';
import { bringIntoView, rulingSummary } from './dom.ts';
import { announced, codeOf, el, IncidentForm, showCodes } from './incident-form.ts';

interface Data {
  lang: Lang;
  base: string;
  ui: Record<string, string>;
  table: ReasonTable;
  notes: NoteTable;
}

class RulingTool extends HTMLElement {
  private data!: Data;
  private state: ToolState = { p: EXAMPLE_POSITION, e: [], j: {} };
  private ui!: IncidentForm;
  private form!: HTMLFormElement;
  private facts!: HTMLElement;
  private out!: HTMLElement;
  private status!: HTMLElement;
  private errors!: HTMLElement;
  private board!: Board;
  private judges: Ruling['judges'] = {};

  connectedCallback(): void {
    try {
      this.data = JSON.parse(this.querySelector('script[data-tool]')?.textContent ?? '') as Data;
    } catch {
      return;
    }
    const u = (k: string): string => this.data.ui[k] ?? '';
    this.ui = new IncidentForm(u, 'tool');
    const fromHash = readToolState(location.hash);
    if (fromHash && fromHash !== 'invalid') this.state = fromHash;
    const notice = el('p', { class: 'calc-warning' }, u('calc.hash.invalid'));
    notice.hidden = fromHash !== 'invalid';
    const position = el('textarea', {
      id: 'tool-position',
      name: 'position',
      rows: '9',
      spellcheck: 'false',
      autocomplete: 'off',
      'aria-describedby': 'tool-position-help tool-position-errors',
    });
    position.value = this.state.p;
    const won = (side: 'declarer' | 'defenders') =>
      this.ui.select(`won-${side}`, u(`tool.won.${side}`), {
        options: [{ v: '', k: 'calc.undecided' }, ...Array.from({ length: 14 }, (_, n) => ({ v: String(n), t: String(n) }))],
        value: String(this.state.w?.[side] ?? ''),
      });
    this.errors = el('ul', { id: 'tool-position-errors', class: 'tool-errors' });
    this.facts = el('div', { class: 'tool-facts' });
    const code = this.ui.codeSwitch(this.state.c ?? 2007);
    const kind = this.ui.select('add-kind', u('tool.add.kind'), { options: FACT_KINDS.map((k) => ({ v: k, k: `tool.kind.${k}` })), value: 'designate' });
    const add = el('button', { type: 'button', 'data-add': '' }, u('tool.add'));
    this.form = el(
      'form',
      { class: 'calc-form tool-form', 'aria-label': u('tool.title') },
      el(
        'fieldset',
        { class: 'tool-position' },
        el('legend', {}, u('tool.position')),
        el('label', { for: 'tool-position' }, u('tool.position.label')),
        position,
        el('div', { id: 'tool-position-help', class: 'note' }, el('p', {}, u('tool.position.help')), el('p', {}, u('tool.position.more'))),
        this.errors,
        won('declarer'),
        won('defenders'),
      ),
      code,
      el('h2', {}, u('tool.facts')),
      this.facts,
      el('div', { class: 'tool-add' }, kind, add),
    );
    this.status = el('p', { class: 'calc-status', role: 'status', 'aria-live': 'polite' });
    this.out = el('div', { class: 'calc-out' });
    const link = el('p', {}, el('a', { href: '', 'data-share': '' }, u('tool.share')));
    this.append(notice, this.form, this.status, this.out, link);
    for (const s of this.querySelectorAll<HTMLElement>('[data-static]')) s.hidden = true;
    this.form.addEventListener('submit', (e) => e.preventDefault());
    this.form.addEventListener('change', (e) => {
      if ((e.target as HTMLElement).closest('.tool-add')) return; // the kind of the next fact only
      this.readForm();
    });
    this.form.addEventListener('click', (e) => {
      const b = (e.target as HTMLElement).closest<HTMLButtonElement>('button');
      if (!b) return;
      if (b.hasAttribute('data-add')) this.addFact((this.form.elements.namedItem('add-kind') as HTMLSelectElement).value as FactKind);
      const remove = b.dataset.remove;
      if (remove !== undefined) this.removeFact(Number(remove));
    });
    this.render(false);
  }

  private readForm(): void {
    const f = new FormData(this.form);
    const get = (k: string) => f.get(k) as string | null;
    const p = (get('position') ?? this.state.p).slice(0, 4000);
    const won: Record<string, number> = {};
    for (const side of ['declarer', 'defenders'] as const) {
      const v = get(`won-${side}`);
      if (v) won[side] = Number(v);
    }
    const c = codeOf(get('code'));
    if (c !== (this.state.c ?? 2007)) {
      const { c: _c, ...rest } = this.state;
      this.state = c === 2017 ? { ...rest, c } : rest;
      return this.rule();
    }
    if (p !== this.state.p) {
      // A new position: the facts stay, the engine checks them against it.
      this.state = { ...this.state, p, ...(Object.keys(won).length ? { w: won } : {}) };
      return this.render(true);
    }
    const j = this.ui.readFindings(get, this.state.j, this.judges);
    const e = this.ui.readFacts(get, this.board, this.state.e);
    const after = findingsAfterEdit(j, this.judges, this.state.e, e);
    const { w: _w, ...rest } = this.state;
    this.state = { ...rest, e, j: after.j, ...(Object.keys(won).length ? { w: won } : {}) };
    this.rule(after.reset);
  }

  /** Rules again after the reader changed a fact, a finding or the code: a new ruling's summary comes into view (the focus stays). */
  private rule(reset = false): void {
    const before = this.out.innerHTML;
    this.render(true, reset);
    if (this.out.innerHTML !== before) bringIntoView(...rulingSummary(this.out));
  }

  private addFact(kind: FactKind): void {
    this.state = { ...this.state, e: [...this.state.e, newFact(kind, this.board, this.state.e, this.state.c ?? 2007)] };
    this.render(true);
    this.facts.querySelector<HTMLElement>('fieldset:last-of-type select')?.focus();
  }

  private removeFact(i: number): void {
    // Findings about later facts move down with them; those about the removed fact go.
    const byFact = Object.fromEntries(
      Object.entries(this.state.j.byFact ?? {})
        .filter(([k]) => Number(k) !== i)
        .map(([k, v]) => [String(Number(k) > i ? Number(k) - 1 : Number(k)), v]),
    );
    const { byFact: _b, ...j } = this.state.j;
    this.state = { ...this.state, e: this.state.e.filter((_, n) => n !== i), j: Object.keys(byFact).length ? { ...j, byFact } : j };
    this.render(true);
    this.querySelector<HTMLElement>('[data-add]')?.focus();
  }

  private render(announce: boolean, reset = false): void {
    const u = this.ui.u;
    const focused = document.activeElement?.id;
    const s = situationOf(this.state.p, this.state.w);
    // Each problem in the reader's language, by its code (the parser's message is the CLI's English).
    const said = (e: PositionError) => `${u('tool.line')} ${e.line}, ${e.column}: ${u(`tool.err.${e.code}`) || e.message}`;
    this.errors.replaceChildren(...(s.ok ? [] : s.errors.map((e) => el('li', {}, said(e)))));
    this.board = makeBoard(s.ok ? s.situation : { hands: {}, declarer: 'S' }, this.state.e);
    const input = toolInput(this.state);
    const both = input.ok ? bothCodes(input.input) : undefined;
    const ruling = both?.[this.state.c ?? 2007];
    this.judges = ruling?.judges ?? {};
    const remove = (i: number) => [el('button', { type: 'button', 'data-remove': String(i), class: 'tool-remove' }, u('tool.remove'))];
    const facts = ruling ? this.ui.facts(this.board, this.state.e, ruling, this.state.j, {}, undefined, remove) : { parts: [], numbers: [] };
    const whole = ruling ? this.ui.findings(this.board, ruling, this.state.j, {}) : null;
    this.facts.replaceChildren(...(this.state.e.length === 0 ? [el('p', { class: 'note' }, u('tool.noFacts'))] : facts.parts), ...(whole ? [whole] : []));
    if (focused) document.getElementById(focused)?.focus();
    if (!input.ok)
      this.out.replaceChildren(
        el('h2', {}, u('calc.ruling')),
        el('p', { class: 'calc-warning' }, u('tool.cannot')),
        // The engine's own check of the facts (the form does not let its problems arise) speaks English, marked so.
        el('ul', {}, ...(s.ok ? input.errors.map((x) => el('li', { lang: 'en' }, x)) : s.errors.map((e) => el('li', {}, said(e))))),
      );
    else if (this.state.e.length === 0) this.out.replaceChildren(el('h2', {}, u('calc.ruling')), el('p', {}, u('tool.noFacts')));
    else {
      const view = (r: Ruling) => rulingView(r, this.data.table, this.data.lang, this.data.base, (i) => facts.numbers[i] ?? i + 1);
      const codes = codesInput(both!, this.state.c ?? 2007, view, this.data.notes ?? {});
      showCodes(this.out, codes, this.data.ui, 'h2', u('calc.ruling'));
      if (announce)
        this.status.textContent = [u('calc.updated'), reset ? u('calc.findings.reset') : '', ...announced(codes.chosen.view, u)].filter(Boolean).join(' ');
    }
    const hash = TOOL_PREFIX + encodeURIComponent(JSON.stringify(this.state));
    if (announce || location.hash.startsWith(TOOL_PREFIX)) history.replaceState(null, '', hash);
    this.querySelector<HTMLAnchorElement>('[data-share]')?.setAttribute('href', hash);
  }
}

if (!customElements.get('ruling-tool')) customElements.define('ruling-tool', RulingTool);
