/** The claim reason tables of the four interface languages. */
import type { Lang } from '../../base/languages.ts';
import { el } from './el.ts';
import { en, type ClaimReasonTable } from './en.ts';
import { pl } from './pl.ts';
import { ru } from './ru.ts';

export type { ClaimReasonTable };
export const CLAIM_REASONS: Readonly<Record<Lang, ClaimReasonTable>> = { en, ru, pl, el };
