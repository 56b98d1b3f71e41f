/**
 * Registers the engine areas of Laws 65–67 (see `areas.ts`): import this module for its effect
 * wherever incidents with their facts are ruled; their calculator controls register with
 * `tricks-controls.ts`, which imports this one.
 */
import { ruleAreas } from './areas.ts';
import { defectiveIncident, isDefectiveIncident } from './tricks/defective.ts';
import { arrangementIncident, isArrangementIncident } from './tricks/tricks-arrangement.ts';

if (ruleAreas.length === 0) {
  // ── arrangement and inspection of tricks (65–66) ──, then ── the defective trick (67) ──
  ruleAreas.push({ is: isArrangementIncident, rule: arrangementIncident }, { is: isDefectiveIncident, rule: defectiveIncident });
}

/** True once the areas are registered (for a test or an island that imports this module). */
export const TRICKS_AREAS_LOADED = ruleAreas.length > 0;
