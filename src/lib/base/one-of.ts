/**
 * Whether an outside value is one of a closed list of values, narrowing it to their type: the
 * typed form of `list.includes(value)` for values that come in as `unknown`.
 * @example isOneOf(['high', 'low'] as const, input.size) // input.size is now 'high' | 'low'
 */
export function isOneOf<const T>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value);
}
