/**
 * Every accepted axe-core finding, with its reason: the one place where an accessibility
 * exception may be written down. An entry matches a violation by rule id and, when given, by
 * page type and by a substring of the node's CSS target. Keep this list short and honest.
 */
export interface A11yException {
  /** axe rule id (`color-contrast`, `region`, …). */
  readonly rule: string;
  /** Page types it applies to (see src/lib/site-check/page-types.ts); all when absent. */
  readonly pageTypes?: readonly string[];
  /** A substring of the node's target selector; every node when absent. */
  readonly target?: string;
  /** Why this is not a barrier, or why it cannot be fixed yet. */
  readonly reason: string;
}

export const A11Y_EXCEPTIONS: readonly A11yException[] = [];
