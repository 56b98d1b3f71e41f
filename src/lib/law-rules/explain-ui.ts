/**
 * Law 16's ruling as text in a language: one sentence per step, the values filled in — the seats
 * in their grammatical case, the kind of information in words, North–South's scores with their
 * sign, law ids in the language's notation.
 */
import type { Lang } from '../base/languages.ts';
import { formatRef } from '../refs/format.ts';
import { isSeat } from '../bridge/vocabulary.ts';
import { fill, seats, type FillValue } from '../text/fill.ts';
import { UI_REASONS, type UiReasonTable } from './reasons/index.ts';
import type { UiRuling } from './unauthorized-information.ts';

/** Calls as a player of the language writes them; anything else (a play, a description) as given. */
const CALL_WORDS: Readonly<Record<Lang, { readonly nt: string; readonly P: string; readonly X: string; readonly XX: string }>> = {
  en: { nt: 'NT', P: 'pass', X: 'double', XX: 'redouble' },
  ru: { nt: 'БК', P: 'пас', X: 'контра', XX: 'реконтра' },
  pl: { nt: 'BA', P: 'pas', X: 'kontra', XX: 'rekontra' },
  el: { nt: 'ΧΑ', P: 'πάσο', X: 'κοντρ', XX: 'σιρκόντρ' },
};
const SUIT_SYMBOL: Readonly<Record<string, string>> = { C: '♣', D: '♦', H: '♥', S: '♠' };

/** `4S` → `4♠`, `3NT` → `3БК`, `pass` → `пас` in `lang`; other text unchanged. */
export function callText(text: string, lang: Lang): string {
  const w = CALL_WORDS[lang];
  const bid = /^([1-7])\s*(C|D|H|S|NT|N)$/i.exec(text.trim());
  if (bid) {
    const strain = (bid[2] as string).toUpperCase();
    return `${bid[1]}${strain === 'NT' || strain === 'N' ? w.nt : SUIT_SYMBOL[strain]}`;
  }
  const word = text.trim().toUpperCase();
  if (word === 'P' || word === 'PASS') return w.P;
  if (word === 'X' || word === 'DOUBLE') return w.X;
  if (word === 'XX' || word === 'REDOUBLE') return w.XX;
  return text;
}

const SCORE_VARS = ['table', 'adjusted', 'nonOffending', 'offending'] as const;
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** The sentences of a ruling's steps in `lang`. */
export function explainUi(r: UiRuling, lang: Lang): string[] {
  return explainUiIn(r, lang, UI_REASONS[lang]);
}

/** The same with the language's table given (an island gets only its page's table, not all four). */
export function explainUiIn(r: UiRuling, lang: Lang, t: UiReasonTable): string[] {
  return r.steps.map((s) => {
    const vars: Record<string, FillValue> = { ...s.vars, rule: formatRef('16B', lang), manner: formatRef('73D1', lang) };
    for (const k of ['by', 'actor'] as const) if (isSeat(s.vars[k])) vars[k] = seats(s.vars[k]);
    vars.action = callText(String(s.vars.action ?? ''), lang);
    vars.alternative = s.vars.alternative === '' || s.vars.alternative === undefined ? t.another : callText(String(s.vars.alternative), lang);
    const kind = s.vars.kind;
    if (typeof kind === 'string' && kind in t.kinds) vars.kind = t.kinds[kind as keyof typeof t.kinds];
    for (const k of SCORE_VARS) if (typeof s.vars[k] === 'number') vars[k] = signed(s.vars[k] as number);
    if (typeof s.vars.deceptive === 'string') vars.deceptive = formatRef(s.vars.deceptive, lang);
    const template = t.reasons[s.reason as keyof typeof t.reasons];
    return template === undefined ? s.reason : fill(template, lang, vars);
  });
}
