/**
 * Registers the engine areas of Laws 65–67 and their calculator controls (see `areas.ts`): import
 * this module for its effect wherever incidents with their facts are ruled or edited.
 */
import { controlAreas, ruleAreas } from './areas.ts';
import { defectiveIncident, isDefectiveIncident } from './tricks/defective.ts';
import { defectiveControls, editDefectiveEvent, isDefectiveEvent, validDefectiveEvent } from './edit-defective.ts';
import { arrangementIncident, isArrangementIncident } from './tricks/tricks-arrangement.ts';
import type { IncidentEvent } from './types.ts';

type Mine = Parameters<typeof defectiveControls>[1];

if (ruleAreas.length === 0) {
  // ── arrangement and inspection of tricks (65–66) ──, then ── the defective trick (67) ──
  ruleAreas.push({ is: isArrangementIncident, rule: arrangementIncident }, { is: isDefectiveIncident, rule: defectiveIncident });
  controlAreas.push({
    // A defective trick's attention fact is this area's: the rule reads only where it stands, not the revoke timings.
    is: (e, events) => (e.type === 'attention' && isDefectiveIncident(events)) || isDefectiveEvent(e),
    controls: (b, e, events) => defectiveControls(b, e as Mine, events),
    edit: (b, e, events, get) => editDefectiveEvent(b, e as Mine, events, get),
    valid: (e: unknown, base: IncidentEvent) => validDefectiveEvent(e, base),
  });
}

/** True once the areas are registered (for a test or an island that imports this module). */
export const TRICKS_AREAS_LOADED = ruleAreas.length > 0;
