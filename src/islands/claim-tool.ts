/**
 * <claim-tool>: `/{lang}/tools/claim/`. A director describes a claim met at the table — the end
 * position as four hands typed suit by suit per seat with the contract, declarer, lead, tricks
 * won and vulnerability (deal-form.ts; the ```deal text stays as an import), who claimed and how
 * many tricks, the statement's steps,
 * the trump mention, the findings, the edition (controls of claim-form.ts, as the case pages'
 * calculators) — and gets the ruling drawn by the server's builder (renderClaim), worked out in a
 * Web Worker (claim-runner.ts) so a 13-card position does not freeze the page. While the input is
 * incomplete the ruling is cleared and every problem is listed in the reader's words with the
 * form's labels (deal-form.ts, claim-problems.ts). The state is in
 * the URL (`#claim-tool=…`) so a ruling can be shared; a link that cannot be read is ignored
 * with a notice.
 */
import { SEATS, SUIT_SYMBOLS, SUITS, type Seat } from '../lib/bridge/vocabulary.ts';
import { claimProblems } from '../lib/claim-view/claim-problems.ts';
import { draftOf, draftProblems, textOf, VULS, type DealDraft, type Vul } from '../lib/claim-view/deal-form.ts';
import { inputProblems } from '../lib/claim-view/engine.ts';
import { wordsOf, type RenderContext } from '../lib/claim-view/render.ts';
import { EXAMPLE_STATE, readToolState, TOOL_PREFIX, toolInput, writeToolState, type ClaimToolState } from '../lib/claim-view/tool.ts';
import type { ClaimInput, ClaimRuling } from '../lib/claims/types.ts';
import { ClaimForm } from './claim-form.ts';
import { ClaimRunner, showStatus, statusOf } from './claim-runner.ts';
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
  /** The position's fields as typed; `state.p` is always their deal text. */
  private draft!: DealDraft;
  private positionText!: HTMLTextAreaElement;
  private typing: ReturnType<typeof setTimeout> | undefined;

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
    this.draft = draftOf(this.state.p);
    this.state = { ...this.state, p: textOf(this.draft) };
    const position = el('textarea', {
      id: 'claim-tool-position',
      name: 'position',
      rows: '10',
      spellcheck: 'false',
      autocomplete: 'off',
      'aria-describedby': 'claim-tool-import-help',
    });
    position.value = this.state.p;
    this.positionText = position;
    this.errors = el('ul', { id: 'claim-tool-errors', class: 'tool-errors' });
    this.claim = el('div', { class: 'claim-tool-claim' });
    const imported = el(
      'details',
      { class: 'claim-tool-import' },
      el('summary', {}, w('claim.tool.import')),
      el('label', { for: 'claim-tool-position' }, w('claim.tool.position.label')),
      position,
      el('div', { id: 'claim-tool-import-help', class: 'note' }, el('p', {}, w('claim.tool.position.help')), el('p', {}, w('claim.tool.position.more'))),
    );
    this.form = el(
      'form',
      { class: 'calc-form tool-form claim-form', 'aria-label': w('claim.tool.title') },
      el(
        'fieldset',
        { class: 'tool-position' },
        el('legend', {}, w('claim.tool.position')),
        el('p', { id: 'claim-tool-help', class: 'note' }, w('claim.tool.hands.help')),
        this.hands(),
        this.contract(),
        this.errors,
        imported,
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
    this.form.addEventListener('input', (e) => this.typed(e.target as HTMLElement));
    this.form.addEventListener('change', (e) => this.changed(e.target as HTMLElement));
    this.form.addEventListener('click', (e) => this.clicked(e.target as HTMLElement));
    this.render(false);
  }

  /** What the statement's card choices come from: the position when it parses. */
  private base(): Pick<ClaimInput, 'claim' | 'position'> {
    const r = toolInput(this.state);
    return r.ok ? r.input : EMPTY;
  }

  /** The four hands: a group per seat, a labelled field per suit (its symbol shown, seat and suit named). */
  private hands(): HTMLElement {
    const w = this.ui.w;
    return el(
      'div',
      { class: 'claim-hands', role: 'group', 'aria-label': w('claim.tool.hands') },
      ...SEATS.map((seat) =>
        el(
          'fieldset',
          { class: 'claim-hand' },
          el('legend', {}, w(`deal.seat.${seat}`)),
          ...SUITS.map((suit) => {
            const id = `claim-tool-h-${seat}-${suit}`;
            const input = el('input', {
              id,
              name: `h-${seat}-${suit}`,
              type: 'text',
              autocomplete: 'off',
              autocapitalize: 'characters',
              spellcheck: 'false',
              size: '7',
              'aria-describedby': 'claim-tool-help',
            });
            input.value = this.draft.hands[seat][suit];
            return el(
              'div',
              { class: 'claim-suit' },
              el(
                'label',
                { for: id },
                el('span', { class: `suit suit-${suit}`, 'aria-hidden': 'true' }, `${SUIT_SYMBOLS[suit]}\uFE0E`),
                el('span', { class: 'visually-hidden' }, w('claim.tool.hand.suit', { seat: w(`deal.seat.${seat}`), suit: w(`deal.suit.${suit}`) })),
              ),
              input,
            );
          }),
        ),
      ),
    );
  }

  /** The contract (level, denomination, double), declarer, who is on lead, tricks won, vulnerability. */
  private contract(): HTMLElement {
    const w = this.ui.w;
    const m = /^([1-7])?(S|H|D|C|NT)?(XX|X)?$/.exec(this.draft.contract) ?? [];
    const unset = { v: '', t: w('claim.tool.unset') };
    const seats = SEATS.map((s) => ({ v: s, t: w(`deal.seat.${s}`) }));
    return el(
      'div',
      { class: 'claim-tool-contract' },
      this.ui.select('level', w('claim.tool.level'), [unset, ...['1', '2', '3', '4', '5', '6', '7'].map((v) => ({ v, t: v }))], m[1] ?? ''),
      this.ui.select(
        'strain',
        w('claim.tool.strain'),
        [unset, ...SUITS.map((s) => ({ v: s, t: `${SUIT_SYMBOLS[s]} ${w(`deal.suit.${s}`)}` })), { v: 'NT', t: w('deal.notrump') }],
        m[2] ?? '',
      ),
      this.ui.select(
        'double',
        w('claim.tool.double'),
        [
          { v: '', t: w('claim.tool.double.none') },
          { v: 'X', t: w('claim.tool.double.X') },
          { v: 'XX', t: w('claim.tool.double.XX') },
        ],
        m[3] ?? '',
      ),
      this.ui.select('declarer', w('claim.tool.declarer'), seats, this.draft.declarer),
      this.ui.select('lead', w('claim.tool.lead'), seats, this.draft.lead),
      this.ui.select(
        'won',
        w('claim.tool.won'),
        Array.from({ length: 14 }, (_, n) => ({ v: String(n), t: String(n) })),
        String(this.draft.won),
      ),
      this.ui.select(
        'vul',
        w('deal.vulnerable'),
        VULS.map((v) => ({ v, t: w(`deal.vul.${v}`) })),
        this.draft.vul,
      ),
    );
  }

  /** The position's controls set from the draft (after an import). */
  private fillPosition(): void {
    const f = this.form.elements;
    for (const seat of SEATS)
      for (const suit of SUITS) {
        const x = f.namedItem(`h-${seat}-${suit}`) as HTMLInputElement | null;
        if (x) x.value = this.draft.hands[seat][suit];
      }
    const m = /^([1-7])?(S|H|D|C|NT)?(XX|X)?$/.exec(this.draft.contract) ?? [];
    const set = (name: string, v: string) => {
      const x = f.namedItem(name) as HTMLSelectElement | null;
      if (x) x.value = v;
    };
    set('level', m[1] ?? '');
    set('strain', m[2] ?? '');
    set('double', m[3] ?? '');
    set('declarer', this.draft.declarer);
    set('lead', this.draft.lead);
    set('won', String(this.draft.won));
    set('vul', this.draft.vul);
  }

  /** The position changed: the draft, its deal text (the link's, the import box's) and the ruling follow. */
  private positionChanged(draft: DealDraft, fromText: boolean): void {
    this.draft = draft;
    this.state = { ...this.state, p: textOf(draft) };
    if (fromText) this.fillPosition();
    else this.positionText.value = this.state.p;
    this.bad = undefined;
    this.render(true, true);
  }

  /** Typing in a hand or the deal text: the ruling is cleared at once and follows the input. */
  private typed(target: HTMLElement): void {
    const name = target.getAttribute('name') ?? '';
    const value = (target as HTMLInputElement).value;
    const hand = /^h-([NESW])-([SHDC])$/.exec(name);
    if (hand) {
      const [seat, suit] = [hand[1] as Seat, hand[2] as (typeof SUITS)[number]];
      const hands = { ...this.draft.hands, [seat]: { ...this.draft.hands[seat], [suit]: value.slice(0, 40) } };
      this.positionChanged({ ...this.draft, hands }, false);
    } else if (name === 'position') this.positionChanged(draftOf(value.slice(0, 4000)), true);
  }

  private changed(target: HTMLElement): void {
    const name = target.getAttribute('name') ?? '';
    const value = (target as HTMLInputElement).value;
    if (name === 'add-kind' || name === 'position' || name.startsWith('h-')) return;
    const f = new FormData(this.form);
    const get = (k: string) => (f.get(k) as string | null) ?? '';
    if (name === 'level' || name === 'strain' || name === 'double')
      return this.positionChanged({ ...this.draft, contract: get('level') + get('strain') + get('double') }, false);
    if (name === 'declarer' || name === 'lead') return this.positionChanged({ ...this.draft, [name]: value as Seat }, false);
    if (name === 'won') return this.positionChanged({ ...this.draft, won: Number(value) }, false);
    if (name === 'vul') return this.positionChanged({ ...this.draft, vul: value as Vul }, false);
    this.bad = undefined;
    if (name === 'by' && (SEATS as readonly string[]).includes(value)) this.state = { ...this.state, b: value as ClaimToolState['b'] };
    else if (name === 'tricks') this.state = { ...this.state, n: Number(value) };
    else {
      const r = this.ui.read(this.state, this.base(), name, (k) => f.get(k) as string | null);
      // The claim part only: a control set back to "not said" drops its key, it does not keep the old one.
      this.state = { ...r.state, p: this.state.p, b: this.state.b, n: this.state.n };
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

  /** Rules again, or says why it cannot; `typing`: the ruling is cleared at once, the engine starts once typing pauses. */
  private render(announce: boolean, typing = false): void {
    const w = this.ui.w;
    clearTimeout(this.typing);
    const position = draftProblems(this.draft, w);
    this.errors.replaceChildren(...position.map((p) => el('li', {}, p)));
    const r = position.length === 0 ? toolInput(this.state) : undefined;
    const problems = !r
      ? position
      : r.ok
        ? claimProblems(r.input, inputProblems(r.input), w)
        : r.errors.map((e) => w('claim.tool.p.other', { detail: e.message }));
    if (r?.ok && problems.length === 0) {
      const input = r.input;
      // The controls at once (with the last ruling's findings), the ruling when the worker has it.
      this.draw(undefined, announce ? w('claim.calc.working') : undefined);
      const run = () =>
        void this.runner.run(input).then((run) => {
          if ('stale' in run) return;
          this.ruling = 'ruling' in run ? run.ruling : undefined;
          if ('html' in run) this.draw(run.html, announce ? statusOf(w, run) : undefined);
          else this.draw([w('timeout' in run ? 'claim.calc.timeout' : 'claim.calc.error')], announce ? statusOf(w, run) : undefined);
        });
      if (typing) {
        // The last ruling is for another position: it goes at once.
        this.runner.cancel();
        this.out.replaceChildren(el('p', { class: 'note' }, w('claim.calc.working')));
        this.typing = setTimeout(run, 250);
      } else run();
    } else {
      this.runner.cancel();
      this.ruling = undefined;
      // The position's problems are listed under its fields; the ruling's place says it needs a valid one.
      this.draw(r ? problems : [], undefined);
      if (!r) this.out.replaceChildren(el('p', { class: 'calc-warning' }, w('claim.tool.needsPosition')));
      // Said to a screen reader, not printed again under the list that says it.
      if (announce) this.status.replaceChildren(el('span', { class: 'visually-hidden' }, `${w('claim.tool.cannot')} ${problems.join(' ')}`));
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
    if (status !== undefined) showStatus(this.status, w, status, this.out.querySelector('.claim-verdict')?.textContent ?? w('claim.tool.cannot'));
  }
}

if (!customElements.get('claim-tool')) customElements.define('claim-tool', ClaimTool);
