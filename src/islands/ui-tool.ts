/**
 * <ui-tool>: the ruling tool's Law 16 form (`/{lang}/tools/ruling/`). The director types the
 * auction (checked as typed: each faulty call marked in the auction and named below it), picks
 * the call the information came with and the call made after it, answers the findings, and reads
 * the ruling with its reasons in the page's language, under the code chosen and beside it the
 * other code's where they differ. The state and the ruling are the pure core's
 * (src/lib/law-rules/ui-form.ts); this file draws and reads the form only.
 */
import type { Lang } from '../lib/base/languages.ts';
import type { Edition } from '../lib/adjudication/index.ts';
import { SEATS, type Seat } from '../lib/bridge/vocabulary.ts';
import { callText, explainUiIn } from '../lib/law-rules/explain-ui.ts';
import type { UiReasonTable } from '../lib/law-rules/reasons/index.ts';
import {
  auctionView,
  EXAMPLE_UI_FORM,
  readUiFormHash,
  ruleUiForm,
  UI_FORM_FINDINGS,
  UI_FORM_OUTCOME_ROWS,
  UI_FORM_PREFIX,
  verdictOf,
  writeUiFormHash,
  type UiFormOutcome,
  type UiFormState,
} from '../lib/law-rules/ui-form.ts';
import type { InformationKind, UiRuling } from '../lib/law-rules/unauthorized-information.ts';
import { formatRef } from '../lib/refs/format.ts';
import { fillWords } from '../lib/ruling-view/ruling-html.ts';
import { el } from './dom.ts';
import { codeOf, IncidentForm } from './incident-form.ts';

interface Data {
  lang: Lang;
  ui: Record<string, string>;
  table: UiReasonTable;
  /** A case's facts and findings to start from (a Law 16 case page), else the form's example. */
  initial?: UiFormState;
  /** The code to show first (a case's own). */
  code?: Edition;
}

const P = 'ui16';
const yesNo = [
  { v: '', k: 'calc.undecided' },
  { v: 'true', k: 'calc.yes' },
  { v: 'false', k: 'calc.no' },
];

class UiTool extends HTMLElement {
  private data!: Data;
  private form!: IncidentForm;
  private state: UiFormState = EXAMPLE_UI_FORM;
  private code: Edition = 2007;
  private el!: HTMLFormElement;
  private auction!: HTMLOListElement;
  private errors!: HTMLUListElement;
  private contract!: HTMLParagraphElement;
  private out!: HTMLElement;
  private status!: HTMLElement;

  connectedCallback(): void {
    try {
      this.data = JSON.parse(this.querySelector('script[data-ui-tool]')?.textContent ?? '') as Data;
    } catch {
      return;
    }
    if (this.data.initial) this.state = this.data.initial;
    if (this.data.code) this.code = this.data.code;
    const u = (k: string): string => this.data.ui[k] ?? '';
    // A shared link's state (#law16=…) replaces the example; one that cannot be read is said so.
    const fromHash = readUiFormHash(location.hash);
    if (fromHash && fromHash !== 'invalid') {
      this.state = fromHash.state;
      this.code = fromHash.code;
    }
    this.form = new IncidentForm(u, P);
    const f = this.form;
    const s = this.state;
    const seatOptions = SEATS.map((x) => ({ v: x, k: `deal.seat.${x}` }));
    const calls = el('input', {
      id: `${P}-calls`,
      name: 'calls',
      type: 'text',
      spellcheck: 'false',
      autocomplete: 'off',
      'aria-describedby': `${P}-calls-help ${P}-calls-errors`,
    });
    calls.value = s.calls;
    this.auction = el('ol', { class: 'ui-auction', 'aria-label': u('tool.ui.auction') });
    this.errors = el('ul', { id: `${P}-calls-errors`, class: 'tool-errors' });
    this.contract = el('p', { class: 'ui-contract' });
    const finding = (name: (typeof UI_FORM_FINDINGS)[number], label: string) =>
      f.select(name, label, { options: yesNo, value: s[name] === undefined ? '' : String(s[name]) });
    const text = (name: string, label: string, value: string, type = 'text') => {
      const input = el('input', { id: `${P}-${name}`, name, type, autocomplete: 'off', ...(type === 'number' ? { min: '0', max: '100', step: '1' } : {}) });
      input.value = value;
      return el('div', { class: 'calc-field' }, el('label', { for: input.id }, label), input);
    };
    const row = (i: number) => {
      const n = { n: i + 1 };
      const o = s.outcomes[i];
      const likely = el('input', { id: `${P}-o${i}-likely`, name: `o${i}-likely`, type: 'checkbox' });
      likely.checked = o?.likely === true;
      return el(
        'div',
        { class: 'ui-outcome' },
        text(`o${i}-result`, fillWords(u('tool.ui.o.result'), n), o?.result ?? ''),
        f.select(`o${i}-declarer`, fillWords(u('tool.ui.o.declarer'), n), {
          options: [{ v: '', k: 'calc.undecided' }, ...seatOptions],
          value: o?.declarer ?? '',
        }),
        text(`o${i}-weight`, fillWords(u('tool.ui.o.weight'), n), o?.weight ?? '', 'number'),
        el('div', { class: 'calc-field ui-likely' }, likely, el('label', { for: likely.id }, fillWords(u('tool.ui.o.likely'), n))),
      );
    };
    const kinds = Object.entries(this.data.table.kinds).map(([v, t]) => ({ v, t }));
    this.el = el(
      'form',
      { class: 'calc-form tool-form ui-form', 'aria-label': u('tool.ui.title') },
      el(
        'fieldset',
        { class: 'tool-position' },
        el('legend', {}, u('tool.ui.auction')),
        f.select('dealer', u('tool.ui.dealer'), { options: seatOptions, value: s.dealer }),
        el('label', { for: calls.id }, u('tool.ui.calls')),
        calls,
        el('p', { id: `${P}-calls-help`, class: 'note' }, u('tool.ui.calls.help')),
        this.auction,
        this.errors,
        this.contract,
        f.select('tricks', u('tool.ui.tricks'), {
          options: [{ v: '', k: 'calc.undecided' }, ...Array.from({ length: 14 }, (_, k) => ({ v: String(k), t: String(k) }))],
          value: s.tricks,
        }),
        f.select('vul', u('calc.score.vul'), { options: (['none', 'NS', 'EW', 'both'] as const).map((v) => ({ v, k: `tool.ui.vul.${v}` })), value: s.vul }),
      ),
      el(
        'fieldset',
        {},
        el('legend', {}, u('tool.ui.info')),
        f.select('kind', u('tool.ui.kind'), { options: kinds, value: s.kind }),
        f.select('at', u('tool.ui.at'), { options: [], value: '' }),
        f.select('act', u('tool.ui.act'), { options: [], value: '' }),
      ),
      el(
        'fieldset',
        { class: 'calc-findings' },
        el('legend', {}, u('calc.findings')),
        finding('madeAvailable', u('tool.ui.q.madeAvailable')),
        finding('suggested', u('tool.ui.q.suggested')),
        finding('logicalAlternative', u('tool.ui.q.logicalAlternative')),
        text('alternative', u('tool.ui.q.alternative'), s.alternative),
        text('peers', u('tool.ui.q.peers'), s.peers, 'number'),
        el('fieldset', { class: 'ui-outcomes' }, el('legend', {}, u('tool.ui.q.outcomes')), ...Array.from({ length: UI_FORM_OUTCOME_ROWS }, (_, i) => row(i))),
        finding('weighting', u('tool.ui.q.weighting')),
        finding('seriousError', u('tool.ui.q.seriousError')),
      ),
      f.codeSwitch(this.code),
    );
    this.status = el('p', { class: 'calc-status', role: 'status', 'aria-live': 'polite' });
    this.out = el('div', { class: 'calc-out ui-out' });
    const link = el('p', {}, el('a', { href: '', 'data-share': '' }, u('tool.ui.share')));
    const notice = fromHash === 'invalid' ? [el('p', { class: 'calc-warning' }, u('tool.ui.hash.invalid'))] : [];
    this.append(...notice, this.el, this.status, this.out, link);
    for (const x of this.querySelectorAll<HTMLElement>('[data-static]')) x.hidden = true;
    this.el.addEventListener('submit', (e) => e.preventDefault());
    this.el.addEventListener('input', () => this.read(true));
    this.el.addEventListener('change', () => this.read(true));
    this.render(false);
  }

  /** The state read back from the form. */
  private read(announce: boolean): void {
    const fd = new FormData(this.el);
    const get = (k: string) => (fd.get(k) as string | null) ?? '';
    const bool = (k: string) => (get(k) === 'true' ? true : get(k) === 'false' ? false : undefined);
    const outcomes: UiFormOutcome[] = Array.from({ length: UI_FORM_OUTCOME_ROWS }, (_, i) => ({
      result: get(`o${i}-result`),
      declarer: (get(`o${i}-declarer`) as Seat | '') || '',
      weight: get(`o${i}-weight`),
      likely: fd.get(`o${i}-likely`) !== null,
    }));
    const findings: Record<string, boolean> = {};
    for (const k of UI_FORM_FINDINGS) {
      const v = bool(k);
      if (v !== undefined) findings[k] = v;
    }
    this.state = {
      dealer: get('dealer') as Seat,
      calls: get('calls').slice(0, 400),
      kind: get('kind') as InformationKind,
      at: Number(get('at')) || 0,
      act: Number(get('act')) || 0,
      tricks: get('tricks'),
      vul: get('vul') as UiFormState['vul'],
      alternative: get('alternative'),
      peers: get('peers'),
      outcomes,
      ...(findings as Partial<UiFormState>),
    };
    this.code = codeOf(get('code'));
    this.render(announce);
  }

  /** Redraws the auction, the pickers, the contract and the ruling; the controls the reader is in stay as they are. */
  private render(announce: boolean): void {
    const { lang } = this.data;
    const u = this.form.u;
    const s = this.state;
    const view = auctionView(s.dealer, s.calls);
    const seat = (x: Seat) => u(`deal.seat.${x}`);
    const bad = new Map(view.problems.map((p) => [p.n, p]));
    this.auction.replaceChildren(
      ...view.calls.map((c) => {
        const p = bad.get(c.n);
        return el('li', p ? { class: 'ui-call-bad' } : {}, `${seat(c.seat)}: ${callText(c.text, lang)}`, ...(p ? [' ⚠'] : []));
      }),
    );
    // The field says it holds a faulty call; the list below it (its description) says which and why.
    const calls = this.el.elements.namedItem('calls') as HTMLInputElement;
    if (view.problems.length > 0) calls.setAttribute('aria-invalid', 'true');
    else calls.removeAttribute('aria-invalid');
    this.errors.replaceChildren(
      ...view.problems.map((p) =>
        el('li', {}, `${fillWords(u('tool.ui.call'), { n: p.n })} (${callText(view.calls[p.n - 1]?.text ?? '', lang)}): ${u(`tool.ui.err.${p.code}`)}`),
      ),
    );
    this.contract.textContent = view.contract
      ? fillWords(u('tool.ui.contract'), {
          contract: callText(view.contract.text.replace(/X+$/, ''), lang) + view.contract.text.replace(/^[^X]*/, ''),
          declarer: seat(view.contract.declarer),
        })
      : '';
    // The pickers: any call for the information, a later one for the action.
    const pick = (name: 'at' | 'act', from: number, value: number) => {
      const sel = this.el.elements.namedItem(name) as HTMLSelectElement;
      const opts = [el('option', { value: '' }, u('tool.ui.pick'))];
      for (const c of view.calls.filter((x) => x.n > from))
        opts.push(el('option', { value: String(c.n) }, `${c.n}. ${seat(c.seat)}: ${callText(c.text, lang)}`));
      sel.replaceChildren(...opts);
      const kept = value > from && value <= view.calls.length ? value : 0;
      sel.value = kept ? String(kept) : '';
      return kept;
    };
    const at = pick('at', 0, s.at);
    const act = pick('act', at, s.act);
    // The URL keeps the form (written once the reader changes it, or when it came from a link), and the link shares it.
    const hash = writeUiFormHash({ ...s, at, act }, this.code);
    if (announce || location.hash.startsWith(UI_FORM_PREFIX)) history.replaceState(null, '', hash);
    this.querySelector<HTMLAnchorElement>('[data-share]')?.setAttribute('href', hash);
    const r = ruleUiForm({ ...s, at, act });
    const title = el('h2', {}, u('calc.ruling'));
    if (!r.ok) {
      const said = r.gap
        ? [el('p', { class: 'calc-warning' }, u(`tool.ui.gap.${r.gap}`))]
        : [el('p', { class: 'calc-warning' }, u('tool.cannot')), el('ul', {}, ...r.problems.map((x) => el('li', { lang: 'en' }, x)))];
      this.out.replaceChildren(title, ...said);
      if (announce) this.status.textContent = said[0]?.textContent ?? '';
      return;
    }
    const chosen = r.rulings[this.code];
    const other = r.rulings[this.code === 2007 ? 2017 : 2007];
    const verdict = (x: UiRuling) => {
      const v = verdictOf(x);
      return fillWords(u(`tool.ui.${v.key}`), { ...v.vars, rule: formatRef('16B', lang) });
    };
    const section = (x: UiRuling, year: Edition) =>
      el(
        'section',
        { class: 'calc-ruling' },
        el('h3', {}, fillWords(u('calc.code.ruling'), { year })),
        el('p', { class: 'ui-verdict' }, el('strong', {}, verdict(x))),
        el(
          'ol',
          { class: 'calc-chain' },
          ...x.steps.map((st, i) => el('li', {}, el('b', {}, formatRef(st.law, lang)), ' ', explainUiIn(x, lang, this.data.table)[i] ?? '')),
        ),
      );
    const same =
      verdict(chosen) === verdict(other) && explainUiIn(chosen, lang, this.data.table).join('\n') === explainUiIn(other, lang, this.data.table).join('\n');
    this.out.replaceChildren(
      title,
      ...(same
        ? [section(chosen, this.code), el('p', { class: 'calc-code-same' }, u('tool.ui.same'))]
        : [
            el('p', { class: 'calc-change' }, u('tool.ui.differs')),
            el('div', { class: 'calc-codes-pair' }, section(chosen, this.code), section(other, other.edition)),
          ]),
    );
    if (announce) this.status.textContent = [u('calc.updated'), verdict(chosen)].filter(Boolean).join(' ');
  }
}

if (!customElements.get('ui-tool')) customElements.define('ui-tool', UiTool);
