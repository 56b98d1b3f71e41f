/**
 * The ruling calculator (calculator-app.ts) with the engine areas of Laws 65–67 and their controls
 * registered (`tricks-controls.ts`): the chunk <ruling-calculator> loads for a case whose facts need them (the
 * page names them in `data-areas`). Every other case loads calculator-app.ts alone; the two share
 * one chunk of everything but the areas, so a case without their facts pays nothing for them.
 */
import '../lib/ruling-view/tricks-controls.ts';

export { mountCalculator } from './calculator-app.ts';
