/** A calculator's controls for one fact, as the edit modules build them; the controls of the lazily loaded areas. */
import type { Board } from '../rulings/board.ts';
import type { IncidentEvent } from '../rulings/types.ts';

/** One option of a control: its value, and its text as an interface key (`k`) and/or literal text (`t`). */
export interface Choice {
  readonly v: string;
  readonly k?: string;
  readonly t?: string;
}
/** One control of a fact: form field `key` (its label is `calc.<key>` without a trailing digit), the options and the current value. */
export interface Control {
  readonly key: string;
  readonly options: readonly Choice[];
  readonly value: string;
}
/**
 * The calculator's controls of an area's facts: `is` takes a fact of its own, or a fact of another
 * area whose meaning the area decides in this incident (`events`), so that a control offers only
 * what the ruling can read (the attention drawn to a defective trick has no revoke timings).
 */
export interface ControlArea {
  readonly is: (e: IncidentEvent, events: readonly IncidentEvent[]) => boolean;
  readonly controls: (b: Board, e: IncidentEvent, events: readonly IncidentEvent[]) => Control[];
  readonly edit: (b: Board, e: IncidentEvent, events: readonly IncidentEvent[], get: (key: string) => string | null) => IncidentEvent;
  readonly valid: (e: unknown, base: IncidentEvent) => boolean;
}

/** The loaded control areas (registered beside their engine areas, `src/lib/rulings/areas.ts`), in the order they are tried. */
export const controlAreas: ControlArea[] = [];
