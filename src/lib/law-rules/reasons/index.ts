/** Law 16's reason tables in the four languages: `reasons` (one per step) and `kinds` (how the information came). */
import type { Lang } from '../../base/languages.ts';
import { el } from './el.ts';
import { en } from './en.ts';
import { pl } from './pl.ts';
import { ru } from './ru.ts';

/** One language's tables. */
export interface UiReasonTable {
  readonly reasons: Readonly<Record<keyof typeof en.reasons, string>>;
  /** The alternative when the director has not named it. */
  readonly another: string;
  readonly kinds: Readonly<Record<keyof typeof en.kinds, string>>;
}

export const UI_REASONS: Readonly<Record<Lang, UiReasonTable>> = { en, ru, pl, el };
