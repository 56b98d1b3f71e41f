/** The reason tables of the four interface languages. */
import type { Lang } from '../../base/languages.ts';
import { el } from './el.ts';
import { en, type ReasonTable } from './en.ts';
import { pl } from './pl.ts';
import { ru } from './ru.ts';

export type { ReasonTable };
/** Tables by language. */
export const REASONS: Readonly<Record<Lang, ReasonTable>> = { en, ru, pl, el };
