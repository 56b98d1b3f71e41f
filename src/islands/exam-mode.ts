/**
 * <exam-mode>: the exam of `/{lang}/exam/`. A form starts an exam (every problem or a law's
 * drill, shuffled from a random seed, with or without a timer); then one problem at a time:
 * answer, check (scored against the final ruling; a problem without questions is marked by
 * the reader after seeing the ruling), next; at the end the score, the time and the laws of
 * the problems answered wrong. The state lives in localStorage (`lexludi.exam`), so a reload
 * comes back to the same problem. Logic: src/lib/cases/exam.ts; this file only shows it.
 * The timer is a role="timer" element (not announced as it ticks); results are announced in
 * one polite status and focus moves to each new problem's heading.
 */
import {
  advance,
  currentProblem,
  examScore,
  formatDuration,
  isFinished,
  parseExam,
  pick,
  reveal,
  selfMark,
  serializeExam,
  spend,
  startExam,
  totalTime,
  unanswered,
  variantResults,
  weakLaws,
  type ExamKeys,
  type ExamProblem,
  type ExamState,
} from '../lib/cases/exam.ts';
import { markOf } from '../lib/cases/study-progress.ts';
import { fillTemplate as fillText } from '../lib/text/fill-core.ts';
import { isLang } from '../lib/base/languages.ts';

const KEY = 'lexludi.exam';

// The page's language decides the plural forms.
const fill = (template: string | undefined, values: Record<string, string | number>) =>
  fillText(template ?? '', isLang(document.documentElement.lang) ? document.documentElement.lang : 'en', values);

class ExamMode extends HTMLElement {
  private state: ExamState | null = null;
  private problems: ExamProblem[] = [];
  private keys: ExamKeys = {};
  private articles = new Map<string, HTMLElement>();
  private tick: ReturnType<typeof setInterval> | undefined;
  /** When the problem on show was shown, less the time already spent on it (performance.now() ms). */
  private since = 0;

  connectedCallback(): void {
    for (const article of this.querySelectorAll<HTMLElement>('[data-problem]')) {
      const id = article.dataset.problem ?? '';
      this.articles.set(id, article);
      const fields = [...article.querySelectorAll<HTMLElement>('[data-scenario]')];
      const scenarioLaws = Object.fromEntries(fields.map((f) => [f.dataset.scenario ?? '', (f.dataset.laws ?? '').split(' ').filter(Boolean)]));
      this.problems.push({
        id,
        laws: (article.dataset.laws ?? '').split(' ').filter(Boolean),
        match: (article.dataset.match ?? '').split(' ').filter(Boolean),
        ...(fields.length > 0 ? { scenarioLaws } : {}),
      });
      const key = Object.fromEntries(
        [...article.querySelectorAll<HTMLElement>('[data-scenario]')].map((f) => [f.dataset.scenario ?? '', f.dataset.correct ?? '']),
      );
      if (Object.keys(key).length > 0) this.keys = { ...this.keys, [id]: key };
    }
    this.state = this.load();
    this.querySelector<HTMLFormElement>('[data-exam-form]')?.addEventListener('submit', (e) => {
      e.preventDefault();
      this.start(e.target as HTMLFormElement);
    });
    this.querySelector<HTMLSelectElement>('[data-exam-form] select[name="law"]')?.addEventListener('change', () => {
      const drill = this.querySelector<HTMLInputElement>('[data-exam-form] input[name="scope"][value="law"]');
      if (drill) drill.checked = true;
    });
    this.addEventListener('change', (e) => this.onChange(e.target as HTMLInputElement));
    this.addEventListener('click', (e) => this.onClick((e.target as HTMLElement).closest<HTMLButtonElement>('button')));
    const keep = () => this.keepTime();
    addEventListener('pagehide', keep);
    // Time away from the page (another tab, the phone locked) does not count.
    document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? keep() : this.restartClock()));
    this.show(false);
  }

  disconnectedCallback(): void {
    clearInterval(this.tick);
  }

  // --- events ---

  private start(form: HTMLFormElement): void {
    const data = new FormData(form);
    const law = data.get('scope') === 'law' ? String(data.get('law') ?? '') || null : null;
    const seed = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
    const state = startExam(this.problems, { law, seed, timer: data.get('timer') === 'on' });
    if (state.order.length === 0) return this.announce(this.dataset.noDrill ?? '');
    this.state = state;
    this.save();
    this.show(true);
  }

  private onChange(input: HTMLInputElement): void {
    const id = input.closest<HTMLElement>('[data-problem]')?.dataset.problem;
    const scenario = input.closest<HTMLElement>('[data-scenario]')?.dataset.scenario;
    if (!this.state || !id || !scenario || input.type !== 'radio') return;
    this.update(pick(this.state, id, scenario, input.value));
  }

  private onClick(button: HTMLButtonElement | null): void {
    if (!button) return;
    if (button.hasAttribute('data-new')) return this.reset();
    if (button.dataset.drill) return this.drill(button.dataset.drill);
    const id = this.state ? currentProblem(this.state) : undefined;
    if (!this.state || id === undefined) return;
    const key = this.keys[id];
    if (button.hasAttribute('data-check')) {
      const missing = unanswered(this.state.answers[id], key);
      if (missing.length > 0) {
        this.announce(this.dataset.answerFirst ?? '');
        this.articles
          .get(id)
          ?.querySelector<HTMLInputElement>(`[data-scenario="${CSS.escape(missing[0] ?? '')}"] input`)
          ?.focus();
        return;
      }
      this.update(reveal(this.state, id, key, this.state.timer ? this.elapsed() : undefined));
      const mark = markOf(this.state.answers[id], key);
      if (mark) this.announce([mark === 'right' ? (this.dataset.right ?? '') : (this.dataset.wrong ?? ''), this.variantsLine(id)].filter(Boolean).join(' '));
      this.articles.get(id)?.querySelector<HTMLElement>('[data-answer]')?.focus();
    } else if (button.dataset.mark === 'right' || button.dataset.mark === 'wrong') {
      this.update(selfMark(this.state, id, button.dataset.mark, key));
      this.announce(button.dataset.mark === 'right' ? (this.dataset.markedRight ?? '') : (this.dataset.markedWrong ?? ''));
      this.articles.get(id)?.querySelector<HTMLButtonElement>('[data-next]')?.focus();
    } else if (button.hasAttribute('data-next')) {
      this.state = advance(this.state, this.keys);
      this.save();
      this.announce('');
      this.show(true);
    }
  }

  private drill(law: string): void {
    const seed = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
    this.state = startExam(this.problems, { law, seed, timer: this.state?.timer ?? false });
    this.save();
    this.show(true);
  }

  private reset(): void {
    this.keepTime();
    this.state = null;
    try {
      localStorage.removeItem(KEY);
    } catch {
      // Storage unavailable: nothing was kept.
    }
    for (const input of this.querySelectorAll<HTMLInputElement>('[data-problem] input[type="radio"]')) input.checked = false;
    this.show(true);
  }

  // --- views ---

  /** Shows the part the state calls for: the form, the problem on show, or the results. */
  private show(focus: boolean): void {
    clearInterval(this.tick);
    const state = this.state;
    const part = state === null ? 'setup' : isFinished(state) ? 'summary' : 'run';
    for (const name of ['setup', 'run', 'summary']) {
      const el = this.querySelector<HTMLElement>(`[data-exam-${name}]`);
      if (el) el.hidden = name !== part;
    }
    if (state === null) return void (focus && this.querySelector<HTMLElement>('#exam-setup-heading')?.focus());
    if (part === 'summary') return this.summary(focus);
    const id = currentProblem(state) ?? '';
    for (const [key, article] of this.articles) article.hidden = key !== id;
    const position = this.querySelector<HTMLElement>('[data-position-text]');
    if (position) {
      const law = state.law === null ? '' : ` — ${fill(this.dataset.drilling, { law: this.lawName(state.law) })}`;
      position.textContent = fill(this.dataset.position, { n: state.at + 1, total: state.order.length }) + law;
    }
    this.render(id);
    this.restartClock();
    if (focus) position?.focus();
  }

  /** "4 of 5 questions match the final ruling; a problem counts as right only when all do." — for a problem with several questions. */
  private variantsLine(id: string): string {
    const results = this.state ? variantResults(this.state.answers[id], this.keys[id]) : [];
    if (results.length < 2) return '';
    return fill(this.dataset.variants, { right: results.filter((v) => v.right).length, total: results.length });
  }

  /** Puts the problem on show in its state: answers chosen, ruling shown or not, mark. */
  private render(id: string): void {
    const article = this.articles.get(id);
    if (!article || !this.state) return;
    const answer = this.state.answers[id];
    const key = this.keys[id];
    const open = answer?.open === true;
    const mark = markOf(answer, key);
    for (const field of article.querySelectorAll<HTMLElement>('[data-scenario]')) {
      const scenario = field.dataset.scenario ?? '';
      const chosen = answer?.picks?.[scenario];
      for (const input of field.querySelectorAll<HTMLInputElement>('input')) {
        input.checked = input.value === chosen;
        input.disabled = open;
      }
      const check = article.querySelector<HTMLElement>(`[data-key="${CSS.escape(scenario)}"] [data-check-text]`);
      // A wrong answer is named beside the ruling's, in the words of its choice.
      const chosenLabel =
        [...field.querySelectorAll<HTMLInputElement>('input')]
          .find((i) => i.value === chosen)
          ?.closest('label')
          ?.textContent?.trim() ?? '';
      if (check)
        check.textContent =
          !open || chosen === undefined
            ? ''
            : chosen === field.dataset.correct
              ? ` ✓ ${this.dataset.match ?? ''}`
              : ` ✗ ${fill(this.dataset.yourAnswer, { answer: chosenLabel })}`;
    }
    const variants = article.querySelector<HTMLElement>('[data-variants]');
    if (variants) {
      variants.textContent = open ? this.variantsLine(id) : '';
      variants.hidden = variants.textContent === '';
    }
    const checkButton = article.querySelector<HTMLElement>('[data-check]');
    if (checkButton) checkButton.hidden = open;
    const shown = article.querySelector<HTMLElement>('[data-answer]');
    if (shown) shown.hidden = !open;
    for (const b of article.querySelectorAll<HTMLButtonElement>('button[data-mark]')) b.setAttribute('aria-pressed', String(b.dataset.mark === mark));
    const next = article.querySelector<HTMLElement>('[data-next]');
    if (next) {
      next.hidden = mark === undefined;
      next.textContent = (this.state.at === this.state.order.length - 1 ? this.dataset.finishText : this.dataset.nextText) ?? '';
    }
    if (mark) article.dataset.mark = mark;
    else delete article.dataset.mark;
    this.showTime(answer?.ms ?? 0);
    // The score so far, once a problem is marked.
    const soFar = this.querySelector<HTMLElement>('[data-so-far-text]');
    const s = examScore(this.state, this.keys);
    if (soFar) {
      soFar.hidden = s.marked === 0;
      soFar.textContent = fill(this.dataset.soFar, { right: s.right, marked: s.marked });
    }
  }

  private summary(focus: boolean): void {
    const state = this.state;
    if (!state) return;
    const s = examScore(state, this.keys);
    const score = this.querySelector<HTMLElement>('[data-score-text]');
    if (score) score.textContent = fill(this.dataset.score, { right: s.right, total: s.total });
    const time = this.querySelector<HTMLElement>('[data-total-time-text]');
    if (time) {
      time.hidden = !state.timer;
      time.textContent = fill(this.dataset.totalTime, { time: formatDuration(totalTime(state)) });
    }
    const weak = weakLaws(state, this.problems, this.keys);
    const list = this.querySelector<HTMLElement>('[data-weak-list]');
    for (const li of list?.querySelectorAll<HTMLElement>('[data-law]') ?? []) li.hidden = true;
    for (const w of weak) {
      const li = list?.querySelector<HTMLElement>(`[data-law="${CSS.escape(w.law)}"]`);
      if (!li || !list) continue;
      li.hidden = false;
      const count = li.querySelector<HTMLElement>('[data-weak-count]');
      if (count) count.textContent = fill(this.dataset.weakCount, { wrong: w.wrong, total: w.total });
      list.append(li); // most missed first
    }
    const none = this.querySelector<HTMLElement>('[data-no-weak]');
    if (none) none.hidden = weak.length > 0;
    const results = this.querySelector<HTMLElement>('[data-result-list]');
    for (const li of results?.querySelectorAll<HTMLElement>('[data-result]') ?? []) li.hidden = true;
    for (const id of state.order) {
      const li = results?.querySelector<HTMLElement>(`[data-result="${CSS.escape(id)}"]`);
      if (!li || !results) continue;
      li.hidden = false;
      const mark = markOf(state.answers[id], this.keys[id]);
      const markText = li.querySelector<HTMLElement>('[data-result-mark]');
      if (markText) markText.textContent = mark === 'right' ? `✓ ${this.dataset.isRight ?? ''}` : `✗ ${this.dataset.isWrong ?? ''}`;
      const timeText = li.querySelector<HTMLElement>('[data-result-time]');
      if (timeText) timeText.textContent = state.timer ? ` (${fill(this.dataset.time, { time: formatDuration(state.answers[id]?.ms ?? 0) })})` : '';
      results.append(li); // in the order asked
    }
    if (focus) this.querySelector<HTMLElement>('#exam-results-heading')?.focus();
  }

  // --- timer ---

  /** Starts the clock of the problem on show from the time already spent on it. */
  private restartClock(): void {
    const id = this.state ? currentProblem(this.state) : undefined;
    this.since = performance.now() - (id === undefined ? 0 : (this.state?.answers[id]?.ms ?? 0));
    this.resumeTimer();
  }

  private elapsed(): number {
    return performance.now() - this.since;
  }

  /** Runs the clock of the problem on show while its ruling is hidden (only when the reader asked for a timer). */
  private resumeTimer(): void {
    clearInterval(this.tick);
    const state = this.state;
    const id = state ? currentProblem(state) : undefined;
    const row = this.querySelector<HTMLElement>('[data-timer-row]');
    if (row) row.hidden = !state?.timer;
    if (!state?.timer || id === undefined || state.answers[id]?.open === true) return;
    this.showTime(this.elapsed());
    this.tick = setInterval(() => this.showTime(this.elapsed()), 1000);
  }

  private showTime(ms: number): void {
    const clock = this.querySelector<HTMLElement>('[data-timer]');
    const text = formatDuration(ms);
    if (clock && clock.textContent !== text) clock.textContent = text;
  }

  /** Stores the time spent so far on the problem on show (leaving the page, hiding the tab). */
  private keepTime(): void {
    const state = this.state;
    const id = state ? currentProblem(state) : undefined;
    if (!state?.timer || id === undefined) return;
    clearInterval(this.tick);
    const next = spend(state, id, this.elapsed());
    if (next !== state) {
      this.state = next;
      this.save();
    }
  }

  // --- state ---

  private update(next: ExamState): void {
    if (next === this.state) return;
    this.state = next;
    this.save();
    const id = currentProblem(next);
    if (id !== undefined) {
      this.render(id);
      this.resumeTimer();
    }
  }

  private announce(text: string): void {
    const status = this.querySelector<HTMLElement>('[data-announce]');
    if (status) status.textContent = text;
  }

  private lawName(law: string): string {
    const option = [...this.querySelectorAll<HTMLOptionElement>('[data-exam-form] option')].find((o) => o.value === law);
    return option?.dataset.name ?? law;
  }

  private load(): ExamState | null {
    try {
      return parseExam(localStorage.getItem(KEY), new Set(this.articles.keys()));
    } catch {
      return null; // storage unavailable: the exam lasts for this visit only
    }
  }

  private save(): void {
    try {
      if (this.state) localStorage.setItem(KEY, serializeExam(this.state));
    } catch {
      // See load().
    }
  }
}

if (!customElements.get('exam-mode')) customElements.define('exam-mode', ExamMode);
