/**
 * <claim-calculator>: the shell of a claim case's calculator. The rulings are server-rendered;
 * the claims engine, the solver and the controls (claim-calculator-app.ts) are a chunk of their
 * own, loaded on first use (lazy-mount.ts) or at once for a shared state (`#claim=`).
 */
import { lazyMount } from './lazy-mount.ts';

class ClaimCalculator extends HTMLElement {
  connectedCallback(): void {
    lazyMount(
      this,
      '#claim=',
      () => import('./claim-calculator-app.ts'),
      (m, focus) => m.mountClaimCalculator(this, focus),
    );
  }
}

if (!customElements.get('claim-calculator')) customElements.define('claim-calculator', ClaimCalculator);
