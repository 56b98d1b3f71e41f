/**
 * The names of the normal-play table's entries (`normal` of each reason table): in the reasons
 * (`{plays}`), the decisive line and, as `claim.normal.<id>` interface strings, the claim pages.
 */
import type { NormalId } from '../normal.ts';

export type NormalNames = Readonly<Record<NormalId, string>>;

/** The entries' names as interface strings. @example normalPlayKeys(en.normal)['claim.normal.discard'] // 'a discard' */
export function normalPlayKeys(names: NormalNames): Record<`claim.normal.${NormalId}`, string> {
  return Object.fromEntries(Object.entries(names).map(([id, name]) => [`claim.normal.${id}`, name])) as Record<`claim.normal.${NormalId}`, string>;
}

/** A list of entry ids (`not-unblock, ruff-low`) in words; an unknown id stays as it is. */
export const namePlays = (ids: string, names: NormalNames): string =>
  ids
    .split(/,\s*/)
    .map((id) => names[id as NormalId] ?? id)
    .join(', ');
