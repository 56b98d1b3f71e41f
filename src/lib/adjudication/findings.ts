/**
 * What a ruling learns about the director's findings while it is made, the same for every rule
 * set (the played-card engine, claims, the law rules): a finding the rule reads is `relevant` (the
 * calculator shows a control for it), one it reads and is not given is `needed` (the ruling says
 * what it cannot decide without it), and a finding read about one fact of the incident records
 * which fact it judges (the calculator shows the control beside that fact).
 */

/** The findings asked for so far, by key. */
export interface FindingTrail<K extends string> {
  readonly relevant: Set<K>;
  readonly needs: Set<K>;
  /** Which facts (indices into the incident) each finding was asked about. */
  readonly judges: Map<K, Set<number>>;
}

/** An empty trail. */
export const newTrail = <K extends string>(): FindingTrail<K> => ({ relevant: new Set(), needs: new Set(), judges: new Map() });

/** Records that the ruling turns on `key`, about fact `at` when given, without needing it. */
export function offerFinding<K extends string>(t: FindingTrail<K>, key: K, at?: number): void {
  t.relevant.add(key);
  if (at === undefined) return;
  const facts = t.judges.get(key);
  if (facts) facts.add(at);
  else t.judges.set(key, new Set([at]));
}

/**
 * Reads a finding whose value the caller has looked up: the ruling turns on it (and, with `at`,
 * on it about that fact); a value not given is listed as needed. Returns the value.
 */
export function askFinding<K extends string, V>(t: FindingTrail<K>, key: K, value: V, at?: number): V {
  offerFinding(t, key, at);
  if (value === undefined) t.needs.add(key);
  return value;
}
