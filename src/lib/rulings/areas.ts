/**
 * Engine areas loaded by the facts of the incident: the areas of Laws 65–67 (the arrangement and
 * inspection of tricks, the defective trick) are not bundled with the core engine — the case
 * calculator's chunk has a size budget, and no booklet case has their facts — but registered by
 * `tricks-areas.ts` when imported (the CLI through `index.ts`, the ruling tool, the tests). The
 * engine names a problem, never guesses, when an incident has their facts and they are not loaded.
 */
import type { RulingContext } from './context.ts';
import type { IncidentEvent } from './types.ts';

/** The fact types whose areas load with `tricks-areas.ts`. */
export const LAZY_FACT_TYPES: readonly IncidentEvent['type'][] = ['quit-trick', 'extra-card', 'wrong-way', 'inspect', 'disturbed'];

/** An area of the engine: does it take the incident, and its ruling. */
export interface RuleArea {
  readonly is: (events: readonly IncidentEvent[]) => boolean;
  readonly rule: (c: RulingContext, events: readonly IncidentEvent[]) => void;
}

/** The loaded areas, in the order the engine tries them. */
export const ruleAreas: RuleArea[] = [];

/** Does the incident have a fact of a lazily loaded area? */
export const hasLazyFacts = (events: readonly IncidentEvent[]): boolean => events.some((e) => LAZY_FACT_TYPES.includes(e.type));

/**
 * The lazily loaded areas a case's incidents need (`tricks`: `tricks-areas.ts`), for the case
 * page to name on its <ruling-calculator> (`data-areas`): the island then loads them beside the
 * engine's chunk, and a case with Law 65–67 facts rules on its page as in the tool.
 * @example areasFor([[{ type: 'quit-trick' }]]) // ['tricks']
 */
export const areasFor = (incidents: readonly (readonly IncidentEvent[])[]): 'tricks'[] => (incidents.some(hasLazyFacts) ? ['tricks'] : []);
