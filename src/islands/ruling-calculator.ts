/**
 * <ruling-calculator>: the shell of a case's ruling calculator. The booklet's rulings are
 * server-rendered; the engine and the controls (calculator-app.ts) are a chunk of their own,
 * fetched when the reader reaches for the "change the facts" button (pointer or focus) and
 * mounted when it is pressed, or at once when the URL carries a calculator state (`#calc=`).
 * Without JS the button stays hidden and the server-rendered rulings are the calculator.
 */
const load = () => import('./calculator-app.ts');

class RulingCalculator extends HTMLElement {
  connectedCallback(): void {
    const button = this.querySelector<HTMLButtonElement>('button[data-calc-start]');
    const start = (focus: boolean) => {
      if (this.dataset.started) return;
      this.dataset.started = 'true';
      if (button) button.hidden = true;
      void load().then((m) => m.mountCalculator(this, focus));
    };
    if (location.hash.startsWith('#calc=')) return start(false);
    if (!button) return;
    button.hidden = false;
    const prefetch = () => void load();
    button.addEventListener('pointerenter', prefetch, { once: true });
    button.addEventListener('focus', prefetch, { once: true });
    button.addEventListener('click', () => start(true));
  }
}

if (!customElements.get('ruling-calculator')) customElements.define('ruling-calculator', RulingCalculator);
