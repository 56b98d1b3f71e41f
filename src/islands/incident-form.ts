/**
 * The controls and the ruling output shared by the case calculators (calculator-app.ts) and the
 * ruling tool (ruling-tool.ts): each fact with its controls (edit.ts) and the findings about it,
 * the findings about the incident as a whole, reading them back (a finding belongs to the fact it
 * judges), the code switch, and the ruling (the HTML of src/lib/ruling-view/ruling-html.ts).
 */
import type { Board } from '../lib/rulings/board.ts';
import { cardsOf, controls, editEvent, FINDINGS, isOwnFinding, type Control } from '../lib/ruling-view/edit.ts';
import { showCard } from '../lib/rulings/explain.ts';
import { codesHtml, fillWords, type CodesInput, type RulingWords } from '../lib/ruling-view/ruling-html.ts';
import { EDITIONS, type Edition, type FactJudgement, type IncidentEvent, type Judgement, type JudgementKey, type Ruling } from '../lib/rulings/types.ts';
import type { RulingView } from '../lib/ruling-view/view.ts';
import { SEATS } from '../lib/bridge/vocabulary.ts';
import { el } from './dom.ts';

export { el };

const FINDING_KEYS = [...Object.keys(FINDINGS), 'intended', 'kept'];

/**
 * What the live region says after a change: a fact that cannot happen, or the first two lines of
 * the director's script (the first may only say whether a change of card is allowed).
 */
export function announced(view: RulingView, u: (key: string) => string): string[] {
  if (view.impossible[0]) return [view.impossible[0]];
  return view.script.length === 0 ? [u('calc.nothing')] : view.script.slice(0, 2);
}

/** Builds and reads the form of one incident. `u`: interface strings; `prefix`: element ids. */
export class IncidentForm {
  readonly u: (key: string) => string;
  readonly prefix: string;
  /** The winners chosen so far while some trick after the facts has none (not yet a finding: kept across redraws). */
  private pendingTricksAfter: readonly string[] | undefined;
  /** 67B2: the cards the offender put on the defective trick, from which the finding `kept` chooses (set from the ruling). */
  private keptChoices: readonly string[] = [];

  constructor(u: (key: string) => string, prefix: string) {
    this.u = u;
    this.prefix = prefix;
  }

  /** A labelled select. */
  select(name: string, label: string, c: Pick<Control, 'options' | 'value'>): HTMLElement {
    const id = `${this.prefix}-${name}`;
    const sel = el('select', { id, name });
    for (const o of c.options) {
      const opt = el('option', { value: o.v }, [o.t, o.k && this.u(o.k)].filter(Boolean).join(' — '));
      opt.selected = o.v === c.value;
      sel.append(opt);
    }
    return el('div', { class: 'calc-field' }, el('label', { for: id }, label), sel);
  }

  /** The select of a finding, "not decided" first; the reader's own finding says so (`booklet`: the recorded findings, if any). */
  findingSelect(name: string, key: string, value: unknown, board: Board, j: Judgement, booklet: Judgement, fact?: number): HTMLElement {
    const u = this.u;
    const label = u(`calc.j.${key}`) + (isOwnFinding(j, booklet, key, fact) ? ` ${u('calc.own')}` : '');
    if (key === 'kept') {
      const v = String(value ?? '');
      const cards = this.keptChoices.includes(v) || v === '' ? this.keptChoices : [...this.keptChoices, v];
      return this.select(name, label, { options: [{ v: '', k: 'calc.undecided' }, ...cards.map((c) => ({ v: c, t: showCard(c) }))], value: v });
    }
    if (key === 'intended') {
      const v = (value as string[] | undefined)?.[0] ?? '';
      return this.select(name, label, {
        options: [{ v: '', k: 'calc.undecided' }, ...cardsOf(board, board.dummy, v).map((c) => ({ v: c, t: showCard(c) }))],
        value: v,
      });
    }
    const values = (FINDINGS[key] ?? []).map((v) => ({ v: String(v), k: typeof v === 'boolean' ? (v ? 'calc.yes' : 'calc.no') : `calc.v.${v}` }));
    return this.select(name, label, { options: [{ v: '', k: 'calc.undecided' }, ...values], value: String(value ?? '') });
  }

  /**
   * The facts as fieldsets, each with its controls, the findings about it and `extra(i)` (the
   * tool's remove button); facts without controls are skipped. Returns the fieldsets and the
   * number shown for each fact index.
   */
  facts(
    board: Board,
    events: readonly IncidentEvent[],
    ruling: Ruling,
    j: Judgement,
    booklet: Judgement,
    bookletEvents?: readonly IncidentEvent[],
    extra?: (i: number) => Node[],
  ): { parts: HTMLElement[]; numbers: number[] } {
    const u = this.u;
    const parts: HTMLElement[] = [];
    const numbers: number[] = [];
    const judged = Object.entries(ruling.judges) as [JudgementKey, number[]][];
    let n = 0;
    events.forEach((e, i) => {
      const cs = controls(board, e, events, bookletEvents?.[i] ?? e, ruling.edition);
      // A fact without controls is only the order of events — except a quitted trick (67), which the
      // tool adds and must show, with its remove button.
      if (cs.length === 0 && !(extra && e.type === 'quit-trick')) return;
      numbers[i] = ++n;
      const title = u(`calc.ev.${cs[0]?.key === 'seat' ? 'card' : e.type}`);
      const own = judged
        .filter(([, fs]) => fs.includes(i))
        .map(([k]) =>
          this.findingSelect(`j${i}-${k}`, k, (j.byFact?.[i] as FactJudgement | undefined)?.[k] ?? (j as Record<string, unknown>)[k], board, j, booklet, i),
        );
      parts.push(
        el(
          'fieldset',
          { class: 'calc-fact' },
          el('legend', {}, fillWords(title, { n })),
          ...cs.map((c) => this.select(`e${i}-${c.key}`, u(`calc.${c.key.replace(/\d/, '')}`), c)),
          ...own,
          ...(extra?.(i) ?? []),
        ),
      );
    });
    return { parts, numbers };
  }

  /**
   * The `tricksAfter` finding: who won each trick after the facts, one select a trick (seats, "not
   * decided" first), in a group labelled by the finding; the finding is read only when every trick
   * has its winner.
   */
  tricksAfter(count: number, value: readonly string[] | undefined, own: boolean): HTMLElement {
    const u = this.u;
    const group = el('fieldset', { class: 'calc-tricks-after' });
    group.append(el('legend', {}, u('calc.j.tricksAfter') + (own ? ` ${u('calc.own')}` : '')));
    for (let i = 0; i < count; i++)
      group.append(
        this.select(`j-tricksAfter-${i}`, fillWords(u('calc.tricksAfter.trick'), { n: i + 1 }), {
          options: [{ v: '', k: 'calc.undecided' }, ...SEATS.map((s) => ({ v: s, k: `deal.seat.${s}` }))],
          value: value?.[i] ?? '',
        }),
      );
    return group;
  }

  /** The findings about the incident as a whole that the ruling turns on, or null when there are none. */
  findings(board: Board, ruling: Ruling, j: Judgement, booklet: Judgement): HTMLElement | null {
    const fs = el('fieldset', { class: 'calc-findings' }, el('legend', {}, this.u('calc.findings')));
    this.keptChoices = (ruling.steps.find((x) => x.reason.startsWith('dt-too-many-b'))?.vars?.cards ?? '').split(' ').filter(Boolean);
    if (ruling.relevant.includes('tricksAfter') && ruling.tricksAfterCount !== undefined)
      fs.append(this.tricksAfter(ruling.tricksAfterCount, j.tricksAfter ?? this.pendingTricksAfter, isOwnFinding(j, booklet, 'tricksAfter')));
    for (const k of FINDING_KEYS) {
      // Only what the ruling turns on: a recorded finding the new facts no longer need is not offered.
      if (!ruling.judges[k as JudgementKey] && (ruling.relevant as readonly string[]).includes(k))
        fs.append(this.findingSelect(`j-${k}`, k, (j as Record<string, unknown>)[k], board, j, booklet));
    }
    return fs.childElementCount > 1 ? fs : null;
  }

  /**
   * The findings read back from the form (`get`: a field's value). A per-fact control that
   * changed becomes that fact's own finding; the other facts keep the general one they showed.
   */
  readFindings(get: (name: string) => string | null, j0: Judgement, judges: Ruling['judges']): Judgement {
    const value = (v: string) => (v === 'true' ? true : v === 'false' ? false : v);
    const j: Record<string, unknown> = { ...j0 };
    const byFact: Record<string, Record<string, unknown>> = Object.fromEntries(Object.entries(j0.byFact ?? {}).map(([i, f]) => [i, { ...f }]));
    for (const key of FINDING_KEYS) {
      for (const i of judges[key as JudgementKey] ?? []) {
        const v = get(`j${i}-${key}`);
        const shown = byFact[i]?.[key] ?? j[key];
        if (v === null || v === (key === 'intended' ? ((shown as string[] | undefined)?.[0] ?? '') : String(shown ?? ''))) continue; // unchanged
        for (const other of judges[key as JudgementKey] ?? []) if (other !== i && j[key] !== undefined) (byFact[other] ??= {})[key] ??= j[key];
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
    // Who won each later trick: a finding once every trick shown has its winner.
    if (get('j-tricksAfter-0') !== null) {
      const winners: string[] = [];
      for (let i = 0; get(`j-tricksAfter-${i}`) !== null; i++) winners.push(get(`j-tricksAfter-${i}`) as string);
      delete j.tricksAfter;
      const complete = winners.every((w) => w !== '');
      if (complete) j.tricksAfter = winners;
      this.pendingTricksAfter = complete ? undefined : winners;
    }
    for (const [i, f] of Object.entries(byFact)) if (Object.keys(f).length === 0) delete byFact[i];
    delete j.byFact;
    if (Object.keys(byFact).length > 0) j.byFact = byFact;
    return j as Judgement;
  }

  /** The facts read back from their controls. */
  readFacts(get: (name: string) => string | null, board: Board, events: readonly IncidentEvent[]): IncidentEvent[] {
    return events.map((x, i) => editEvent(board, x, events, (k) => get(`e${i}-${k}`)));
  }

  /** The code switch: which Laws the ruling is made under. */
  codeSwitch(value: Edition): HTMLElement {
    return this.select('code', this.u('calc.code'), { options: EDITIONS.map((e) => ({ v: String(e), k: `calc.code.${e}` })), value: String(value) });
  }
}

/** The code a form's switch names (2007 when absent or unknown). */
export const codeOf = (v: string | null): Edition => (v === '2017' ? 2017 : 2007);

/**
 * The ruling under the code chosen, with the other code's beside it where they differ: built by
 * the pure builder the server-rendered calculator uses (src/lib/ruling-view/ruling-html.ts).
 */
export function showCodes(out: HTMLElement, codes: CodesInput, words: RulingWords, heading: 'h2' | 'h3', title: string): void {
  out.innerHTML = codesHtml(codes, words, { heading, title });
}
