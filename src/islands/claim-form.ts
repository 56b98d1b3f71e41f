/**
 * The controls of a claim, shared by the claim calculator (claim-calculator-app.ts) and the claim
 * tool (claim-tool.ts): the Laws edition, whether the statement dealt with the outstanding trump,
 * the statement's steps (each with its fields — an `if` with its condition and a step for each
 * branch — moved up or down, removed; a new one added), and
 * the findings the ruling turns on. Reading back changes only the control that changed (a step
 * the reader did not touch stays exactly as stated).
 */
import { SUIT_SYMBOLS } from '../lib/bridge/vocabulary.ts';
import { CLAIM_EDITIONS, PLAYER_CLASSES, type ClaimFindings, type ClaimInput, type ClaimRuling, type StatementStep } from '../lib/claims/types.ts';
import {
  claimerSide,
  EDITABLE_STEPS,
  moveStep,
  newStep,
  sideCards,
  STEP_FIELDS,
  stepFromFields,
  type EditableStep,
  type StepField,
} from '../lib/claim-view/edit.ts';
import { trumpShown, type ClaimCalcState } from '../lib/claim-view/state.ts';
import { stepText, type Words } from '../lib/claim-view/steps.ts';
import { editableIf, IF_TESTS, ifFromFields, newIf, testOf, testValues } from '../lib/claim-view/edit-if.ts';
import { NORMAL_PLAYS, type NormalPlay } from '../lib/claims/normal.ts';
import { showCard } from '../lib/rulings/explain.ts';
import { el } from './dom.ts';

/** Kinds of step offered in a step's and the add control's list: the simple ones and `if`. */
const ADDABLE = [...EDITABLE_STEPS, 'if'] as const;

interface Option {
  readonly v: string;
  readonly t: string;
}

/** Findings offered as controls, with their values (booleans as yes/no). */
const FINDING_VALUES: Readonly<Partial<Record<keyof ClaimFindings, readonly (string | boolean)[]>>> = {
  awareOfTrump: [true, false],
  playerClass: PLAYER_CLASSES,
  allAgreedToPlayOn: [true, false],
  objectionImmediate: [true, false],
  meantAsClaim: [true, false],
  knewWinners: [true, false],
  gestureClear: [true, false],
};

/** Builds and reads the claim controls. `w`: interface strings; `prefix`: element ids. */
export class ClaimForm {
  readonly w: Words;
  readonly prefix: string;

  constructor(w: Words, prefix: string) {
    this.w = w;
    this.prefix = prefix;
  }

  /** A labelled select. */
  select(name: string, label: string, options: readonly Option[], value: string): HTMLElement {
    const id = `${this.prefix}-${name}`;
    const sel = el('select', { id, name });
    for (const o of options) {
      const opt = el('option', { value: o.v }, o.t);
      opt.selected = o.v === value;
      sel.append(opt);
    }
    return el('div', { class: 'calc-field' }, el('label', { for: id }, label), sel);
  }

  private yesNo(): Option[] {
    return [
      { v: 'true', t: this.w('claim.yes') },
      { v: 'false', t: this.w('claim.no') },
    ];
  }

  private field(base: string, f: StepField, step: StatementStep, input: Pick<ClaimInput, 'claim' | 'position'>): HTMLElement {
    const w = this.w;
    const name = `${base}-${f.name}`;
    const current = (step as Record<string, unknown>)[f.name];
    const label = w(`claim.field.${f.name}`);
    const any = f.optional ? [{ v: '', t: w('claim.field.any') }] : [];
    if (f.type === 'cards') {
      const id = `${this.prefix}-${name}`;
      const box = el('input', {
        id,
        name,
        type: 'text',
        autocomplete: 'off',
        spellcheck: 'false',
        size: '12',
        value: ((current as string[] | undefined) ?? []).join(' '),
      });
      return el('div', { class: 'calc-field' }, el('label', { for: id }, label), box);
    }
    if (f.type === 'suit') {
      const value = String(current ?? (f.name === 'suit' && step.do === 'discard' && step.card ? step.card[0] : ''));
      return this.select(
        name,
        label,
        [...any, ...(Object.entries(SUIT_SYMBOLS) as [string, string][]).map(([v, t]) => ({ v, t: `${t} ${w(`deal.suit.${v}`)}` }))],
        value,
      );
    }
    if (f.type === 'seat')
      return this.select(name, label, [...any, ...claimerSide(input).map((s) => ({ v: s, t: w(`deal.seat.${s}`) }))], String(current ?? ''));
    if (f.type === 'count')
      return this.select(name, label, [...any, ...Array.from({ length: 13 }, (_, n) => ({ v: String(n + 1), t: String(n + 1) }))], String(current ?? ''));
    const cards = sideCards(input);
    const value = String(current ?? '');
    return this.select(
      name,
      label,
      [...(cards.includes(value) || value === '' ? [] : [{ v: value, t: showCard(value) }]), ...cards.map((c) => ({ v: c, t: showCard(c) }))],
      value,
    );
  }

  /** The statement's steps as fieldsets, and the controls that add one. */
  statement(steps: readonly StatementStep[], input: Pick<ClaimInput, 'claim' | 'position'>, bad: ReadonlySet<number> = new Set()): HTMLElement {
    const w = this.w;
    const n = (i: number) => ({ n: String(i + 1) });
    const box = el('fieldset', { class: 'claim-statement' }, el('legend', {}, w('claim.statement')));
    if (steps.length === 0) box.append(el('p', { class: 'note' }, w('claim.statement.none')));
    const list = el('ol', { class: 'claim-steps' });
    steps.forEach((step, i) => {
      const kids: (HTMLElement | string)[] = [];
      if (step.do === 'if' && !editableIf(step)) kids.push(el('p', { class: 'claim-fixed' }, `${stepText(step, w)} (${w('claim.step.fixed')})`));
      else {
        kids.push(
          this.select(
            `s${i}-do`,
            w('claim.step.kind'),
            ADDABLE.map((k) => ({ v: k, t: w(`claim.do.${k}`) })),
            step.do,
          ),
        );
        if (step.do === 'if') kids.push(...this.ifFields(i, step, input));
        else for (const f of STEP_FIELDS[step.do as EditableStep] ?? []) kids.push(this.field(`s${i}`, f, step, input));
      }
      if (bad.has(i)) kids.push(el('p', { class: 'calc-warning', role: 'alert' }, w('claim.step.bad', n(i))));
      const buttons = el(
        'div',
        { class: 'claim-step-buttons' },
        el('button', { type: 'button', 'data-step-move': `${i}:-1`, 'aria-label': w('claim.step.up', n(i)), ...(i === 0 ? { disabled: '' } : {}) }, '↑'),
        el(
          'button',
          { type: 'button', 'data-step-move': `${i}:1`, 'aria-label': w('claim.step.down', n(i)), ...(i === steps.length - 1 ? { disabled: '' } : {}) },
          '↓',
        ),
        el('button', { type: 'button', 'data-step-remove': String(i), 'aria-label': w('claim.step.remove', n(i)) }, '×'),
      );
      list.append(el('li', { class: 'claim-step' }, el('fieldset', {}, el('legend', {}, w('claim.step.n', n(i))), ...kids, buttons)));
    });
    if (steps.length > 0) box.append(list);
    const add = el(
      'div',
      { class: 'tool-add claim-add' },
      this.select(
        'add-kind',
        w('claim.step.add.kind'),
        ADDABLE.map((k) => ({ v: k, t: w(`claim.do.${k}`) })),
        'cash',
      ),
      el('button', { type: 'button', 'data-step-add': '' }, w('claim.step.add')),
    );
    box.append(add);
    return box;
  }

  /** The controls of an `if` step: the condition (suit, test, value), then one step for each branch (`else` may be none). */
  private ifFields(i: number, step: Extract<StatementStep, { do: 'if' }>, input: Pick<ClaimInput, 'claim' | 'position'>): HTMLElement[] {
    const w = this.w;
    const test = testOf(step.when);
    const value = String(step.when[test] ?? '');
    const shown = (v: string) => (test === 'showsOut' ? w(`deal.seat.${v}`) : test === 'drops' ? showCard(v) : v);
    const when = el(
      'fieldset',
      { class: 'claim-if-when' },
      el('legend', {}, w('claim.if.when')),
      this.select(
        `s${i}-wsuit`,
        w('claim.field.suit'),
        (Object.entries(SUIT_SYMBOLS) as [string, string][]).map(([v, t]) => ({ v, t: `${t} ${w(`deal.suit.${v}`)}` })),
        step.when.suit,
      ),
      this.select(
        `s${i}-wtest`,
        w('claim.if.test'),
        IF_TESTS.map((t) => ({ v: t, t: w(`claim.if.test.${t}`) })),
        test,
      ),
      this.select(
        `s${i}-wvalue`,
        w(`claim.if.value.${test}`),
        testValues(test, step.when.suit, input).map((v) => ({ v, t: shown(v) })),
        value,
      ),
    );
    const branch = (part: 'then' | 'else') => {
      const b = step[part]?.[0];
      const none = part === 'else' ? [{ v: '', t: w('claim.if.none') }] : [];
      const box = el(
        'fieldset',
        { class: `claim-if-${part}` },
        el('legend', {}, w(`claim.if.${part}`)),
        this.select(`s${i}-${part}-do`, w('claim.step.kind'), [...none, ...EDITABLE_STEPS.map((k) => ({ v: k, t: w(`claim.do.${k}`) }))], b?.do ?? ''),
      );
      if (b) for (const f of STEP_FIELDS[b.do as EditableStep] ?? []) box.append(this.field(`s${i}-${part}`, f, b, input));
      return box;
    };
    return [when, branch('then'), branch('else')];
  }

  /** Edition, trump mention and the findings the ruling turns on (and those already set). */
  settings(state: ClaimCalcState, ruling: ClaimRuling | undefined): HTMLElement[] {
    const w = this.w;
    const edition = this.select(
      'edition',
      w('claim.edition'),
      CLAIM_EDITIONS.map((e) => ({ v: String(e), t: String(e) })),
      String(state.e),
    );
    // A step that draws trumps deals with the trump (70C1) whatever was answered: the control
    // shows "yes", fixed, and says why; the reader's own answer comes back with the step gone.
    const shown = trumpShown(state);
    const trump = this.select(
      'trump',
      w('claim.trump'),
      [{ v: '', t: w('claim.trump.unsaid') }, ...this.yesNo()],
      shown.value === undefined ? '' : String(shown.value),
    );
    if (shown.drawn) {
      const id = `${this.prefix}-trump-note`;
      const sel = trump.querySelector('select');
      sel?.setAttribute('disabled', '');
      sel?.setAttribute('aria-describedby', id);
      trump.append(el('p', { id, class: 'note' }, w('claim.trump.drawn')));
    }
    const findings = el('fieldset', { class: 'calc-findings' }, el('legend', {}, w('claim.findings')));
    const relevant = new Set<string>([...(ruling?.relevant ?? []), ...Object.keys(state.f)]);
    // Tricks already won: at most the tricks left to play.
    const values = { ...FINDING_VALUES, alreadyWon: Array.from({ length: (ruling?.remaining ?? 13) + 1 }, (_, n) => String(n)) };
    for (const [key, vs] of Object.entries(values) as [keyof ClaimFindings, readonly (string | boolean)[]][]) {
      if (!relevant.has(key)) continue;
      const options = vs.map((v) =>
        typeof v === 'boolean'
          ? { v: String(v), t: w(v ? 'claim.yes' : 'claim.no') }
          : { v: String(v), t: key === 'playerClass' ? w(`claim.class.${v}`) : String(v) },
      );
      findings.append(
        this.select(`f-${key}`, w(`claim.j.${key}`), [{ v: '', t: w('claim.undecided') }, ...options], String((state.f as Record<string, unknown>)[key] ?? '')),
      );
    }
    // A careless or inferior play of the decisive line the director may find irrational for this player (one control each).
    const judged = new Set<string>(Object.keys(state.f.irrational ?? {}));
    for (const t of ruling?.line ?? [])
      for (const c of t.cards) if (c.normal && (NORMAL_PLAYS as Record<string, NormalPlay>)[c.normal]?.judged[state.e]) judged.add(c.normal);
    for (const id of judged) {
      findings.append(
        this.select(
          `fi-${id}`,
          `${w('claim.j.irrational')}: ${w(`claim.normal.${id}`)}`,
          [{ v: '', t: w('claim.undecided') }, ...this.yesNo()],
          String(state.f.irrational?.[id] ?? ''),
        ),
      );
    }
    return [edition, trump, ...(findings.childElementCount > 1 ? [findings] : [])];
  }

  /**
   * The state after the control `name` changed to `value` (`get`: any control's value), and
   * the index of a step whose fields cannot be read (it stays as it was).
   */
  read(
    state: ClaimCalcState,
    input: Pick<ClaimInput, 'claim' | 'position'>,
    name: string,
    get: (name: string) => string | null,
  ): { state: ClaimCalcState; bad?: number } {
    const value = get(name) ?? '';
    if (name === 'edition') return { state: { ...state, e: value === '2007' ? 2007 : 2017 } };
    if (name === 'trump') {
      const { t: _t, ...rest } = state;
      return { state: value === '' ? rest : { ...rest, t: value === 'true' } };
    }
    const play = /^fi-([a-z-]+)$/.exec(name)?.[1];
    if (play) {
      const { [play]: _old, ...others } = state.f.irrational ?? {};
      const irrational = value === '' ? others : { ...others, [play]: value === 'true' };
      const { irrational: _i, ...f } = state.f;
      return { state: { ...state, f: Object.keys(irrational).length > 0 ? { ...f, irrational } : f } };
    }
    const finding = /^f-(\w+)$/.exec(name)?.[1];
    if (finding) {
      const f: Record<string, unknown> = { ...state.f };
      delete f[finding];
      if (value !== '') f[finding] = value === 'true' ? true : value === 'false' ? false : finding === 'alreadyWon' ? Number(value) : value;
      return { state: { ...state, f: f as ClaimFindings } };
    }
    const m = /^s(\d+)-([\w-]+)$/.exec(name);
    const i = Number(m?.[1]);
    const old = state.s[i];
    if (!m || old === undefined) return { state };
    const kind = get(`s${i}-do`) ?? old.do;
    const part = m[2]!;
    const step =
      part === 'do' && kind !== old.do
        ? kind === 'if'
          ? newIf(input)
          : newStep(kind as EditableStep, input)
        : old.do === 'if'
          ? ifFromFields(old, part, (f) => get(`s${i}-${f}`) ?? '', input)
          : stepFromFields(kind, (f) => get(`s${i}-${f}`) ?? '');
    if (step === undefined) return { state, bad: i };
    return { state: { ...state, s: state.s.map((s, j) => (j === i ? step : s)) } };
  }

  /**
   * The state after a press on a step button of `form` (move a step, remove it, add one of the
   * kind chosen), and the control to focus once the form is redrawn; undefined when `target` is
   * not a step button.
   */
  pressed<S extends ClaimCalcState>(
    target: HTMLElement,
    form: HTMLFormElement,
    state: S,
    input: Pick<ClaimInput, 'claim' | 'position'>,
  ): { state: S; focus: string } | undefined {
    const b = target.closest<HTMLButtonElement>('button');
    if (!b || b.disabled) return undefined;
    const { stepMove: move, stepRemove: remove } = b.dataset;
    const add = b.hasAttribute('data-step-add') ? (form.elements.namedItem('add-kind') as HTMLSelectElement | null)?.value : undefined;
    if (move) {
      const [i, by] = move.split(':').map(Number);
      return { state: { ...state, s: moveStep(state.s, i ?? -1, by === -1 ? -1 : 1) }, focus: `[data-step-move="${move}"]` };
    }
    if (remove !== undefined) return { state: { ...state, s: state.s.filter((_, j) => j !== Number(remove)) }, focus: '[data-step-add]' };
    if (add === 'if') return { state: { ...state, s: [...state.s, newIf(input)] }, focus: '[data-step-add]' };
    if (add && (EDITABLE_STEPS as readonly string[]).includes(add))
      return { state: { ...state, s: [...state.s, newStep(add as EditableStep, input)] }, focus: '[data-step-add]' };
    return undefined;
  }

  /** Focus, after a redraw, the control `selector` names when it can take it, else the add button. */
  refocus(form: HTMLFormElement, selector: string): void {
    (form.querySelector<HTMLElement>(`${selector}:not([disabled])`) ?? form.querySelector<HTMLElement>('[data-step-add]'))?.focus();
  }
}
