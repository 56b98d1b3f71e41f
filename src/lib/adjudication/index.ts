// The adjudication kernel: what every rule set (src/lib/rulings, src/lib/claims, src/lib/law-rules)
// shares — the codes a ruling is made under, the trail of findings a ruling asks for and the
// steps of its law chain.
export { EDITIONS, type Edition } from './editions.ts';
export { askFinding, type FindingTrail, newTrail, offerFinding } from './findings.ts';
export { makeStep, type Step, type StepEffect, stepVars } from './steps.ts';
