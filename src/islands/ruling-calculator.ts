/**
 * <ruling-calculator>: the shell of a case's ruling calculator. The booklet's rulings are
 * server-rendered; the engine and the controls (calculator-app.ts) are a chunk of their own,
 * loaded on first use (lazy-mount.ts) or at once when the URL carries a calculator state
 * (`#calc=`). Without JS the button stays hidden and the server-rendered rulings are the calculator.
 */
import { lazyMount } from './lazy-mount.ts';

class RulingCalculator extends HTMLElement {
  connectedCallback(): void {
    lazyMount(
      this,
      '#calc=',
      // A case with facts of Laws 65–67 (`data-areas`, areas.ts) loads the calculator with their engine areas.
      () => (this.dataset.areas?.includes('tricks') ? import('./calculator-app-tricks.ts') : import('./calculator-app.ts')),
      (m, focus) => m.mountCalculator(this, focus),
    );
  }
}

if (!customElements.get('ruling-calculator')) customElements.define('ruling-calculator', RulingCalculator);
