/**
 * <ruling-calculator>: the case's facts and the director's findings as form controls; every
 * change runs the ruling engine and shows the ruling, the director's script and the law chain.
 * State lives in the URL hash (`#calc=…`); a hash that cannot be read is ignored with a notice.
 * Data (facts, interface strings, reason texts of the page's language) comes from a JSON block.
 */
import { decide } from '../lib/rulings/engine.ts';
import type { ReasonTable } from '../lib/rulings/reasons/en.ts';
import type { IncidentEvent, Judgement, RulingInput, Says } from '../lib/rulings/types.ts';
import { rulingView } from '../lib/rulings/view.ts';

type Lang = 'en' | 'ru' | 'pl' | 'el';
interface Scenario { id: string; label: string; director: RulingInput; appeal?: RulingInput }
interface Data { lang: Lang; base: string; caseId: string; scenarios: Scenario[]; ui: Record<string, string>; table: ReasonTable }
interface State { s: string; b: 'director' | 'appeal'; j: Judgement; w: Says[] }

const FINDINGS: Record<string, readonly (string | boolean)[]> = {
  intention: ['incontrovertible', 'not-incontrovertible'], slip: ['tongue', 'mind'], treatedAs: ['fifth-card', 'lead-out-of-turn'],
  pausedForThought: [true, false], purposeAccepted: [true, false], visibleToPartner: [true, false], nearlyTouchingTable: [true, false],
  indicatesPlayed: [true, false], inTurn: [true, false], claim: [true, false],
};
const SUITS = ['S', 'H', 'D', 'C'];
const SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RANKS = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'];
const WORDS = ['high', 'low', 'win', 'anything'];
const PREFIX = '#calc=';

/** Findings from a hash: known keys with allowed values only (the intended card from the case). */
function validFindings(j: object): boolean {
  return Object.entries(j).every(([k, v]) => FINDINGS[k]?.includes(v) || (k === 'intended' && Array.isArray(v) && v.every((c) => typeof c === 'string' && /^[SHDC][AKQJT2-9]$/.test(c))));
}

/** Words from a hash: a suit, a rank, a card, a size or "anything", nothing else. */
function validSays(w: unknown): boolean {
  if (typeof w !== 'object' || w === null || Array.isArray(w)) return false;
  const ok: Record<string, (v: unknown) => boolean> = {
    suit: (v) => SUITS.includes(v as string), rank: (v) => RANKS.includes(v as string), size: (v) => ['high', 'low', 'win'].includes(v as string),
    anything: (v) => v === true, undecided: (v) => v === true, card: (v) => typeof v === 'string' && /^[SHDC][AKQJT2-9]$/.test(v),
  };
  return Object.entries(w).every(([k, v]) => ok[k]?.(v) === true);
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...kids: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...kids);
  return e;
}

class RulingCalculator extends HTMLElement {
  private data!: Data;
  private state!: State;
  private form!: HTMLFormElement;
  private out!: HTMLElement;
  private status!: HTMLElement;

  connectedCallback(): void {
    try {
      this.data = JSON.parse(this.querySelector('script[data-calc]')?.textContent ?? '') as Data;
    } catch {
      return;
    }
    for (const s of this.querySelectorAll<HTMLElement>('[data-static]')) s.hidden = true;
    const ui = this.data.ui;
    this.status = el('p', { class: 'calc-status', role: 'status', 'aria-live': 'polite' });
    this.form = el('form', { class: 'calc-form', 'aria-label': ui['calc.title'] ?? '' });
    this.out = el('div', { class: 'calc-out' });
    const notice = el('p', { class: 'calc-warning', hidden: '' }, ui['calc.hash.invalid'] ?? '');
    this.append(el('p', { class: 'calc-intro' }, ui['calc.intro'] ?? ''), notice, this.form, this.status, this.out);
    this.form.addEventListener('submit', (e) => e.preventDefault());
    this.form.addEventListener('change', () => this.readForm());
    const fromHash = this.readHash();
    if (fromHash === 'invalid') notice.hidden = false;
    this.state = fromHash && fromHash !== 'invalid' ? fromHash : this.booklet(this.data.scenarios[0] as Scenario, 'director');
    this.render(false);
  }

  private scenario(): Scenario {
    return this.data.scenarios.find((s) => s.id === this.state.s) ?? (this.data.scenarios[0] as Scenario);
  }

  private booklet(s: Scenario, b: State['b']): State {
    const input = (b === 'appeal' && s.appeal) || s.director;
    return { s: s.id, b, j: { ...input.judgement }, w: input.events.filter((e) => e.type === 'designate').map((e) => ({ ...(e as { says: Says }).says })) };
  }

  /** The engine input for the state: the scenario's facts with the reader's words and findings. */
  private input(st: State): RulingInput {
    const s = this.data.scenarios.find((x) => x.id === st.s) ?? (this.data.scenarios[0] as Scenario);
    const base = (st.b === 'appeal' && s.appeal) || s.director;
    let i = 0;
    const events = base.events.map((e): IncidentEvent => (e.type === 'designate' ? { ...e, says: st.w[i++] ?? e.says } : e));
    return { ...base, events, judgement: st.j };
  }

  /** The state in the hash, undefined when there is none, 'invalid' when it cannot be used. */
  private readHash(): State | 'invalid' | undefined {
    const h = location.hash;
    if (!h.startsWith(PREFIX)) return undefined;
    try {
      if (h.length > 3000) return 'invalid';
      const v = JSON.parse(decodeURIComponent(h.slice(PREFIX.length))) as Partial<State>;
      if (typeof v !== 'object' || v === null || !this.data.scenarios.some((s) => s.id === v.s)) return 'invalid';
      if (v.b !== 'director' && v.b !== 'appeal') return 'invalid';
      if (!Array.isArray(v.w) || typeof v.j !== 'object' || v.j === null || Array.isArray(v.j)) return 'invalid';
      const st = { s: v.s, b: v.b, j: v.j, w: v.w } as State;
      const said = this.input({ ...st, w: [] }).events.filter((e) => e.type === 'designate').length;
      return validFindings(st.j) && st.w.length === said && st.w.every(validSays) ? st : 'invalid';
    } catch {
      return 'invalid';
    }
  }

  private readForm(): void {
    const f = new FormData(this.form);
    const s = String(f.get('scenario') ?? this.state.s);
    const b = f.get('by') === 'appeal' ? 'appeal' : 'director';
    if (s !== this.state.s || b !== this.state.b) {
      this.state = this.booklet(this.data.scenarios.find((x) => x.id === s) ?? (this.data.scenarios[0] as Scenario), b);
      return this.render(true);
    }
    const j: Record<string, unknown> = this.state.j.intended ? { intended: this.state.j.intended } : {};
    for (const key of Object.keys(FINDINGS)) {
      const v = f.get(`j-${key}`);
      if (v === null) {
        if ((this.state.j as Record<string, unknown>)[key] !== undefined) j[key] = (this.state.j as Record<string, unknown>)[key];
        continue;
      }
      if (v !== '') j[key] = v === 'true' ? true : v === 'false' ? false : v;
    }
    const w = this.state.w.map((_, i): Says => {
      const suit = f.get(`w${i}-suit`) || undefined;
      const rank = f.get(`w${i}-rank`) || undefined;
      const word = f.get(`w${i}-word`) || undefined;
      return { ...(suit ? { suit: suit as never } : {}), ...(rank ? { rank: rank as never } : {}), ...(word === 'anything' ? { anything: true as const } : word ? { size: word as never } : {}) };
    });
    this.state = { ...this.state, j: j as Judgement, w };
    this.render(true);
  }

  private select(name: string, label: string, values: readonly [string, string][], current: string): HTMLElement {
    const id = `${this.data.caseId}-${name}`;
    const sel = el('select', { id, name });
    for (const [v, text] of values) {
      const o = el('option', { value: v }, text);
      if (v === current) o.selected = true;
      sel.append(o);
    }
    return el('div', { class: 'calc-field' }, el('label', { for: id }, label), sel);
  }

  private render(announce: boolean): void {
    const ui = this.data.ui;
    const input = this.input(this.state);
    const ruling = decide(input);
    const view = rulingView(ruling, this.data.table, this.data.lang, this.data.base);
    const focused = (document.activeElement as HTMLElement | null)?.id;
    // Form: scenario, whose findings, what declarer said, the findings that matter here.
    const s = this.scenario();
    const parts: HTMLElement[] = [];
    if (this.data.scenarios.length > 1) parts.push(this.select('scenario', ui['calc.scenario'] ?? '', this.data.scenarios.map((x) => [x.id, x.label || (ui['calc.main'] ?? '')]), s.id));
    if (s.appeal) parts.push(this.select('by', ui['calc.by'] ?? '', [['director', ui['calc.by.director'] ?? ''], ['appeal', ui['calc.by.appeal'] ?? '']], this.state.b));
    this.state.w.forEach((w, i) => {
      const fs = el('fieldset', { class: 'calc-said' }, el('legend', {}, (ui['calc.said'] ?? '').replace('{n}', String(i + 1))));
      const none = '—';
      const card = w.card;
      fs.append(
        this.select(`w${i}-suit`, ui['calc.suit'] ?? '', [['', none], ...SUITS.map((x): [string, string] => [x, SYMBOL[x] ?? x])], w.suit ?? card?.[0] ?? ''),
        this.select(`w${i}-rank`, ui['calc.rank'] ?? '', [['', none], ...RANKS.map((r): [string, string] => [r, r === 'T' ? '10' : r])], w.rank ?? card?.[1] ?? ''),
        this.select(`w${i}-word`, ui['calc.word'] ?? '', [['', none], ...WORDS.map((x): [string, string] => [x, ui[`calc.word.${x}`] ?? x])], w.anything ? 'anything' : (w.size ?? '')),
      );
      parts.push(fs);
    });
    const keys = Object.keys(FINDINGS).filter((k) => ruling.relevant.includes(k as never) || (this.state.j as Record<string, unknown>)[k] !== undefined);
    if (keys.length > 0) {
      const fs = el('fieldset', { class: 'calc-findings' }, el('legend', {}, ui['calc.findings'] ?? ''));
      for (const k of keys) {
        const values = (FINDINGS[k] ?? []).map((v): [string, string] => [String(v), typeof v === 'boolean' ? (ui[v ? 'calc.yes' : 'calc.no'] ?? '') : (ui[`calc.v.${v}`] ?? v)]);
        fs.append(this.select(`j-${k}`, ui[`calc.j.${k}`] ?? k, [['', ui['calc.undecided'] ?? ''], ...values], String((this.state.j as Record<string, unknown>)[k] ?? '')));
      }
      parts.push(fs);
    }
    const reset = el('button', { type: 'button', class: 'calc-reset' }, ui['calc.reset'] ?? '');
    reset.addEventListener('click', () => {
      this.state = this.booklet(this.scenario(), this.state.b);
      this.render(true);
    });
    parts.push(reset);
    this.form.replaceChildren(...parts);
    if (focused) document.getElementById(focused)?.focus();
    this.out.replaceChildren(...this.output(view));
    const summary = view.script[0] ?? ui['calc.nothing'] ?? '';
    if (announce) this.status.textContent = `${ui['calc.updated'] ?? ''} ${summary}`;
    const hash = PREFIX + encodeURIComponent(JSON.stringify(this.state));
    if (announce || location.hash.startsWith(PREFIX)) history.replaceState(null, '', hash);
  }

  private output(view: ReturnType<typeof rulingView>): HTMLElement[] {
    const ui = this.data.ui;
    const out: HTMLElement[] = [el('h3', {}, ui['calc.ruling'] ?? '')];
    out.push(el('h4', {}, ui['calc.script'] ?? ''), el('ul', { class: 'calc-script' }, ...(view.script.length ? view.script : [ui['calc.nothing'] ?? '']).map((l) => el('li', {}, l))));
    if (view.needs.length > 0) out.push(el('p', { class: 'calc-needs' }, (ui['calc.needs'] ?? '').replace('{list}', view.needs.map((k) => ui[`calc.j.${k}`] ?? k).join(', '))));
    out.push(el('h4', {}, ui['calc.chain'] ?? ''), el('ol', { class: 'calc-chain' }, ...view.chain.map((c) => el('li', {}, el('a', { href: c.href }, c.law), ' ', el('span', { class: `calc-effect calc-${c.effect}` }, ui[`calc.effect.${c.effect}`] ?? ''), ` — ${c.text}`))));
    if (view.score) {
      const head = el('tr', {}, ...['calc.score.card', 'calc.score.result', 'calc.score.nonvul', 'calc.score.vul'].map((k) => el('th', { scope: 'col' }, ui[k] ?? '')));
      const rows = view.score.rows.map((r) => el('tr', {}, el('th', { scope: 'row' }, r.card + (r.ruled ? ` ${ui['calc.score.ruled'] ?? ''}` : '')), el('td', {}, r.result), el('td', {}, String(r.nonVul)), el('td', {}, String(r.vul))));
      const table = el('table', { class: 'calc-score' }, el('caption', {}, ui['calc.score'] ?? ''), el('thead', {}, head), el('tbody', {}, ...rows));
      if (view.score.imps) table.append(el('tfoot', {}, el('tr', {}, el('td', { colspan: '4' }, (ui['calc.imps'] ?? '').replace('{nv}', String(view.score.imps.nonVul)).replace('{v}', String(view.score.imps.vul))))));
      out.push(table);
    }
    return out;
  }
}

if (!customElements.get('ruling-calculator')) customElements.define('ruling-calculator', RulingCalculator);
