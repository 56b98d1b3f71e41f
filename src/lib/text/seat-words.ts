/**
 * The seats' names in every interface language and every grammatical case a template may ask
 * for (`{seat:gen}`): the one source of the seat vocabulary. The interface strings
 * (`deal.seat.*`, `deal.letter.*` in `src/i18n`) and the reason tables take their words from
 * here, so a seat is spelled the same in a diagram, a reason and the director's script.
 *
 * Two styles: names (`Запад`, `Zachód`, `Δύση`) and letters (`З`, `W`, `Δ`). Letters do not
 * decline (Polish `dla W`), but Greek puts the article before them by the gender of the name
 * the letter stands for: the Hellenic Bridge Federation's booklet writes η Α and η Δ (East and
 * West are feminine, 43 times of 43) and ο Β, ο Ν.
 */
import type { Lang } from '../base/languages.ts';
import { SEATS, type Seat } from '../bridge/vocabulary.ts';

/**
 * The cases a template may name after a seat placeholder, per language: `nom` is what a plain
 * `{seat}` prints. Russian: nominative, genitive, dative, accusative, instrumental,
 * prepositional; Polish: the same with locative; Greek: nominative, genitive, accusative, each
 * also with the definite article (`the-gen` → `της Δύσης`), `to`, σε with the article
 * (`στη Δύση`, `στον Βορρά`), and `voc`, the form a director addresses a player by
 * (`Βορρά, …`, `Νότε, …`). English has one form.
 * @example SEAT_CASES.ru.includes('gen') // true
 */
export const SEAT_CASES = {
  en: ['nom'],
  ru: ['nom', 'gen', 'dat', 'acc', 'ins', 'prep'],
  pl: ['nom', 'gen', 'dat', 'acc', 'ins', 'loc'],
  el: ['nom', 'gen', 'acc', 'the-nom', 'the-gen', 'the-acc', 'to', 'voc'],
} as const satisfies Record<Lang, readonly string[]>;

/** A seat's words: each case of the language → each seat's form in it. */
import type { SeatWords } from './fill-core.ts';
export type { SeatWords };
/** The seat words of every language, each with exactly its cases. */
type WordsByLang = {
  readonly [L in Lang]: Readonly<Record<(typeof SEAT_CASES)[L][number], Readonly<Record<Seat, string>>>> & {
    /** Where words after a seat agree with its name (`{seat|του|της}`): each name's gender, `m` or `f`. */
    readonly gender?: Readonly<Record<Seat, 'm' | 'f'>>;
  };
};

const row = (n: string, e: string, s: string, w: string): Record<Seat, string> => ({ N: n, E: e, S: s, W: w });

/**
 * The seats' full names by case. Russian accusative is the animate one (= genitive): a seat
 * stands for the player sitting there («обыграть Запада»).
 * @example SEAT_NAMES.ru.gen.W // 'Запада'
 */
export const SEAT_NAMES: WordsByLang = {
  en: { nom: row('North', 'East', 'South', 'West') },
  ru: {
    nom: row('Север', 'Восток', 'Юг', 'Запад'),
    gen: row('Севера', 'Востока', 'Юга', 'Запада'),
    dat: row('Северу', 'Востоку', 'Югу', 'Западу'),
    acc: row('Севера', 'Востока', 'Юга', 'Запада'),
    ins: row('Севером', 'Востоком', 'Югом', 'Западом'),
    prep: row('Севере', 'Востоке', 'Юге', 'Западе'),
  },
  pl: {
    nom: row('Północ', 'Wschód', 'Południe', 'Zachód'),
    gen: row('Północy', 'Wschodu', 'Południa', 'Zachodu'),
    dat: row('Północy', 'Wschodowi', 'Południu', 'Zachodowi'),
    acc: row('Północ', 'Wschód', 'Południe', 'Zachód'),
    ins: row('Północą', 'Wschodem', 'Południem', 'Zachodem'),
    loc: row('Północy', 'Wschodzie', 'Południu', 'Zachodzie'),
  },
  el: {
    nom: row('Βορράς', 'Ανατολή', 'Νότος', 'Δύση'),
    gender: { N: 'm', E: 'f', S: 'm', W: 'f' },
    gen: row('Βορρά', 'Ανατολής', 'Νότου', 'Δύσης'),
    acc: row('Βορρά', 'Ανατολή', 'Νότο', 'Δύση'),
    'the-nom': row('ο Βορράς', 'η Ανατολή', 'ο Νότος', 'η Δύση'),
    'the-gen': row('του Βορρά', 'της Ανατολής', 'του Νότου', 'της Δύσης'),
    // την before a vowel, τη before δ (the final ν kept only before vowels and stops).
    'the-acc': row('τον Βορρά', 'την Ανατολή', 'τον Νότο', 'τη Δύση'),
    to: row('στον Βορρά', 'στην Ανατολή', 'στον Νότο', 'στη Δύση'),
    voc: row('Βορρά', 'Ανατολή', 'Νότε', 'Δύση'),
  },
};

const everyCase = <C extends string>(cases: readonly C[], r: Record<Seat, string>) =>
  Object.fromEntries(cases.map((c) => [c, r])) as Record<C, Record<Seat, string>>;

/**
 * The seats' letters by case: the same letter in every case, Greek with the article of the
 * seat's gender (ο Β, η Α, ο Ν, η Δ).
 * @example SEAT_LETTERS.el['the-nom'].E // 'η Α'
 */
export const SEAT_LETTERS: WordsByLang = {
  en: { nom: row('N', 'E', 'S', 'W') },
  ru: everyCase(SEAT_CASES.ru, row('С', 'В', 'Ю', 'З')),
  pl: everyCase(SEAT_CASES.pl, row('N', 'E', 'S', 'W')),
  el: {
    nom: row('Β', 'Α', 'Ν', 'Δ'),
    // A letter takes the gender of the name it stands for (η Α, η Δ).
    gender: { N: 'm', E: 'f', S: 'm', W: 'f' },
    gen: row('Β', 'Α', 'Ν', 'Δ'),
    acc: row('Β', 'Α', 'Ν', 'Δ'),
    'the-nom': row('ο Β', 'η Α', 'ο Ν', 'η Δ'),
    'the-gen': row('του Β', 'της Α', 'του Ν', 'της Δ'),
    'the-acc': row('τον Β', 'την Α', 'τον Ν', 'τη Δ'),
    to: row('στον Β', 'στην Α', 'στον Ν', 'στη Δ'),
    voc: row('Β', 'Α', 'Ν', 'Δ'),
  },
};

/**
 * Whether `c` is a case templates of `lang` may name.
 * @example isSeatCase('pl', 'loc') // true
 * isSeatCase('ru', 'loc') // false (Russian says prep)
 */
export function isSeatCase(lang: Lang, c: string): boolean {
  return (SEAT_CASES[lang] as readonly string[]).includes(c);
}

/** Whether a value is a seat code. @example isSeat('W') // true */
export const isSeat = (x: unknown): x is Seat => typeof x === 'string' && (SEATS as readonly string[]).includes(x);
