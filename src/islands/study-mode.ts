/**
 * <study-mode>: the exam set of `/{lang}/study/<collection>/`. Shows its controls (hidden without JS), keeps
 * per problem what was revealed, the answers chosen and the reader's mark in localStorage, and
 * announces progress and the score. The reveal itself is <think-first>.
 */
import './think-first.ts';
import { differs, emptyProgress, markOf, parseProgress, score, type AnswerKey, type Progress, type ProblemState } from '../lib/cases/study-progress.ts';

type ThinkFirstElement = HTMLElement & { set(open: boolean, notify?: boolean): void; open: boolean };

class StudyMode extends HTMLElement {
  private progress: Progress = emptyProgress();

  /** Where this set's progress is kept: one store per set, named by its collection (the page always gives it). */
  private get storeKey(): string {
    return `lexludi.study.${this.dataset.set ?? 'default'}`;
  }

  connectedCallback(): void {
    this.progress = this.load();
    for (const el of this.querySelectorAll<HTMLElement>('[data-study-js]')) el.hidden = false;
    for (const problem of this.problems()) this.restore(problem);
    this.addEventListener('think-first:toggle', (e) => {
      const problem = (e.target as HTMLElement).closest<HTMLElement>('[data-case]');
      if (problem) this.update(problem, { open: (e as CustomEvent<{ open: boolean }>).detail.open });
    });
    this.addEventListener('change', (e) => {
      const input = e.target as HTMLInputElement;
      const problem = input.closest<HTMLElement>('[data-case]');
      const scenario = input.closest<HTMLElement>('[data-scenario]')?.dataset.scenario;
      if (problem && scenario && input.type === 'radio') this.update(problem, { picks: { ...this.state(problem).picks, [scenario]: input.value } });
    });
    this.addEventListener('click', (e) => {
      const button = (e.target as HTMLElement).closest<HTMLButtonElement>('button');
      const problem = button?.closest<HTMLElement>('[data-case]');
      const mark = button?.dataset.mark;
      if (button && problem && (mark === 'right' || mark === 'wrong') && !button.disabled)
        this.update(problem, { mark: this.state(problem).mark === mark ? undefined : mark });
      if (button?.hasAttribute('data-reset')) this.reset();
    });
    this.announce();
  }

  private problems(): HTMLElement[] {
    return [...this.querySelectorAll<HTMLElement>('[data-case]')];
  }

  private state(problem: HTMLElement): ProblemState {
    return this.progress[problem.dataset.case ?? ''] ?? {};
  }

  /** The final ruling's answer per scenario, from the page. */
  private key(problem: HTMLElement): AnswerKey {
    return Object.fromEntries([...problem.querySelectorAll<HTMLElement>('[data-scenario]')].map((f) => [f.dataset.scenario ?? '', f.dataset.correct ?? '']));
  }

  private update(problem: HTMLElement, change: Partial<ProblemState>): void {
    const id = problem.dataset.case ?? '';
    const next: ProblemState = { ...this.state(problem), ...change };
    // An answer that differs from the ruling cannot stand as right.
    if (next.mark === 'right' && differs(next, this.key(problem))) next.mark = 'wrong';
    if (next.mark === undefined) delete next.mark;
    this.progress = { ...this.progress, [id]: next };
    this.save();
    this.render(problem);
    this.announce();
  }

  /** Puts a problem in its stored state (reveal, choices, mark). */
  private restore(problem: HTMLElement): void {
    const state = this.state(problem);
    const reveal = problem.querySelector<ThinkFirstElement>('think-first');
    reveal?.set?.(state.open === true, false);
    for (const [scenario, value] of Object.entries(state.picks ?? {})) {
      const input = problem.querySelector<HTMLInputElement>(`[data-scenario="${CSS.escape(scenario)}"] input[value="${CSS.escape(value)}"]`);
      if (input) input.checked = true;
    }
    this.render(problem);
  }

  private render(problem: HTMLElement): void {
    const state = this.state(problem);
    const key = this.key(problem);
    const mark = markOf(state, key);
    if (mark) problem.dataset.mark = mark;
    else delete problem.dataset.mark;
    const off = differs(state, key);
    for (const b of problem.querySelectorAll<HTMLButtonElement>('button[data-mark]')) {
      b.setAttribute('aria-pressed', String(b.dataset.mark === mark));
      if (b.dataset.mark === 'right') {
        b.disabled = off;
        b.title = off ? (this.dataset.blocked ?? '') : '';
      }
    }
    for (const field of problem.querySelectorAll<HTMLElement>('[data-scenario]')) {
      const scenario = field.dataset.scenario ?? '';
      const pick = state.picks?.[scenario];
      const check = problem.querySelector<HTMLElement>(`[data-key="${CSS.escape(scenario)}"] [data-check]`);
      if (!check) continue;
      check.textContent = pick === undefined ? '' : pick === field.dataset.correct ? `✓ ${this.dataset.match ?? ''}` : `✗ ${this.dataset.differ ?? ''}`;
    }
  }

  private announce(): void {
    const ids = this.problems().map((p) => p.dataset.case ?? '');
    const s = score(this.progress, ids, Object.fromEntries(this.problems().map((p) => [p.dataset.case ?? '', this.key(p)])));
    const fill = (template: string | undefined) =>
      (template ?? '')
        .replace('{done}', String(s.marked))
        .replace('{total}', String(s.total))
        .replace('{right}', String(s.right))
        .replace('{wrong}', String(s.wrong));
    const progress = this.querySelector<HTMLElement>('[data-progress-text]');
    if (progress) progress.textContent = fill(this.dataset.progress);
    const end = this.querySelector<HTMLElement>('[data-score-text]');
    if (end) end.textContent = s.marked === s.total ? fill(this.dataset.score) : fill(this.dataset.progress);
  }

  private reset(): void {
    this.progress = emptyProgress();
    this.save();
    for (const input of this.querySelectorAll<HTMLInputElement>('input[type="radio"]')) input.checked = false;
    for (const problem of this.problems()) this.restore(problem);
    this.announce();
    this.querySelector<HTMLElement>('[data-case] h2')?.scrollIntoView?.();
  }

  private load(): Progress {
    try {
      return parseProgress(localStorage.getItem(this.storeKey));
    } catch {
      return emptyProgress(); // storage unavailable: progress lasts for this visit only
    }
  }

  private save(): void {
    try {
      localStorage.setItem(this.storeKey, JSON.stringify(this.progress));
    } catch {
      // See load().
    }
  }
}

if (!customElements.get('study-mode')) customElements.define('study-mode', StudyMode);
