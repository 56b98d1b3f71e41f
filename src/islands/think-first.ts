/**
 * <think-first>: hides an answer behind a button so the reader thinks before reading it.
 * Without JS (or before this runs) the answer is simply shown. The button is a disclosure
 * (aria-expanded, aria-controls); a link to something inside the answer reveals it. Dispatches
 * `think-first:toggle` ({ detail: { open } }) so a study page can remember what was revealed.
 */
/** A URL fragment decoded, or as it stands when it is not valid percent-encoding (a hostile link must not break the page). */
const safeDecode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Hash prefixes of the calculators' states, and the calculator each belongs to. */
const CALCULATOR_STATES: readonly (readonly [string, string])[] = [
  ['#calc=', 'ruling-calculator'],
  ['#claim=', 'claim-calculator'],
];

class ThinkFirst extends HTMLElement {
  private button: HTMLButtonElement | null = null;
  private answer: HTMLElement | null = null;

  connectedCallback(): void {
    this.button = this.querySelector<HTMLButtonElement>('button[data-reveal]');
    this.answer = this.querySelector<HTMLElement>('[data-answer]');
    if (!this.button || !this.answer) return;
    const target = location.hash ? document.getElementById(safeDecode(location.hash.slice(1))) : null;
    // The calculators keep their state in the hash (`#calc=…`, `#claim=…`): a shared state is an answer asked for.
    const state = CALCULATOR_STATES.some(([prefix, tag]) => location.hash.startsWith(prefix) && this.answer?.querySelector(tag) !== null);
    const linked = (target !== null && this.answer.contains(target)) || state;
    this.set(linked || this.dataset.open === 'true', false);
    for (const hidden of this.querySelectorAll<HTMLElement>('[data-js-only]')) hidden.hidden = false;
    this.button.addEventListener('click', () => this.set(!this.open, true));
  }

  /** Whether the answer is shown. */
  get open(): boolean {
    return this.answer !== null && !this.answer.hidden;
  }

  /** Shows or hides the answer. */
  set(open: boolean, notify = true): void {
    if (!this.button || !this.answer) return;
    this.answer.hidden = !open;
    this.button.setAttribute('aria-expanded', String(open));
    this.button.textContent = (open ? this.button.dataset.hide : this.button.dataset.show) ?? '';
    this.classList.toggle('is-open', open);
    if (notify) this.dispatchEvent(new CustomEvent('think-first:toggle', { bubbles: true, detail: { open } }));
  }
}

if (!customElements.get('think-first')) customElements.define('think-first', ThinkFirst);

export {};
