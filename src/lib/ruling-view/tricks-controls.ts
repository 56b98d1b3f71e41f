/**
 * Registers the calculator controls of the Law 65–67 facts (see `edit-control.ts`) with their
 * engine areas (`src/lib/rulings/tricks-areas.ts`, imported here): import this module for its effect wherever
 * incidents with their facts are edited.
 */
import '../rulings/tricks-areas.ts';
import { controlAreas } from './edit-control.ts';
import { isDefectiveIncident } from '../rulings/tricks/defective.ts';
import { defectiveControls, editDefectiveEvent, isDefectiveEvent, validDefectiveEvent } from './edit-defective.ts';
import type { IncidentEvent } from '../rulings/types.ts';

type Mine = Parameters<typeof defectiveControls>[1];

if (controlAreas.length === 0) {
  controlAreas.push({
    // A defective trick's attention fact is this area's: the rule reads only where it stands, not the revoke timings.
    is: (e, events) => (e.type === 'attention' && isDefectiveIncident(events)) || isDefectiveEvent(e),
    controls: (b, e, events) => defectiveControls(b, e as Mine, events),
    edit: (b, e, events, get) => editDefectiveEvent(b, e as Mine, events, get),
    valid: (e: unknown, base: IncidentEvent) => validDefectiveEvent(e, base),
  });
}
