/**
 * <ui-case-calculator>: the shell of a Law 16 case's calculator. The Law 16 form (<ui-tool>,
 * ui-tool.ts: the auction checker, the rule and its reasons) is a chunk of its own, loaded on
 * first use (lazy-mount.ts) or at once for a shared state (`#law16=`); defining it upgrades the
 * <ui-tool> the page already holds, prefilled with the case.
 */
import { lazyMount } from './lazy-mount.ts';

class UiCaseCalculator extends HTMLElement {
  connectedCallback(): void {
    lazyMount(
      this,
      '#law16=',
      () => import('./ui-tool.ts'),
      (_, focus) => {
        if (focus) this.querySelector<HTMLElement>('ui-tool select, ui-tool input')?.focus();
      },
    );
  }
}

if (!customElements.get('ui-case-calculator')) customElements.define('ui-case-calculator', UiCaseCalculator);
