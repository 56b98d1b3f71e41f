/** Law 67's reason tables in the four languages (one sentence per finding of the rule). */
import type { Lang } from '../../../base/languages.ts';
import { el } from './el.ts';
import { en } from './en.ts';
import { pl } from './pl.ts';
import { ru } from './ru.ts';

/** One language's table: every key of the English one. */
export type DefectiveReasonTable = Readonly<Record<keyof typeof en, string>>;

export const DT_REASONS: Readonly<Record<Lang, DefectiveReasonTable>> = { en, ru, pl, el };
