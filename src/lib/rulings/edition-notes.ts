/**
 * The change note shown beside two codes' rulings when they differ. SEAM: the concordance of
 * issue #14 (branch `editions-site`) will hold a note in four languages for every section whose
 * effect changed; until it is merged, `ENGINE_NOTES` holds the notes of the sections whose reading
 * the engine changes (README, "The two codes"), in our own words. Pages call only `changeNotes`
 * and pass an island only its language's table (`notesIn`), so the source can be swapped here.
 */
import type { Ruling } from './types.ts';
import { citeIn } from './editions.ts';

type Lang = 'en' | 'ru' | 'pl' | 'el';
/** Notes by 2007 section id, in one language. */
export type NoteTable = Readonly<Record<string, string>>;

/** The engine's notes by 2007 section id and language. */
export const ENGINE_NOTES: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  '45C4(b)': {
    en: 'Since 2017 a slip of the tongue in designating dummy\'s card may be corrected even after a pause, but only until declarer next plays a card, from his own hand or from dummy.',
    ru: 'С 2017 года оговорку при указании карты болвана можно исправить и после паузы, но лишь пока разыгрывающий не сыграл следующую карту — из своей руки или у болвана.',
    pl: 'Od 2017 r. przejęzyczenie przy wskazaniu karty dziadka można poprawić nawet po namyśle, ale tylko do chwili, gdy rozgrywający zagra następną kartę — z własnej ręki lub ze stołu.',
    el: 'Από το 2017 ένα λάθος της γλώσσας στην υπόδειξη φύλλου του μορ διορθώνεται ακόμη και μετά από παύση, αλλά μόνο μέχρι ο εκτελεστής να παίξει το επόμενο φύλλο, από το χέρι του ή από το μορ.',
  },
  '47E1': {
    en: 'In 2017 a lead out of turn made because an opponent said it was the player\'s lead must be taken back (before, he could choose to leave it), and nobody may accept it.',
    ru: 'С 2017 года ход не в очередь, сделанный потому, что противник сказал игроку, что ход за ним, обязательно забирается (раньше игрок мог его оставить), и принять его нельзя.',
    pl: 'Od 2017 r. wyjście poza kolejnością, do którego skłoniły gracza słowa przeciwnika, musi zostać cofnięte (wcześniej gracz mógł je zostawić) i nikt nie może go przyjąć.',
    el: 'Από το 2017 μια αρχή εκτός σειράς που έγινε επειδή αντίπαλος είπε στον παίκτη ότι είχε σειρά πρέπει να αποσυρθεί (πριν μπορούσε να την αφήσει), και κανείς δεν μπορεί να τη δεχτεί.',
  },
};

/**
 * One language's notes.
 * @example notesIn('en')['45C4(b)'] // 'In 2017 the correction …'
 */
export function notesIn(lang: Lang): NoteTable {
  return Object.fromEntries(Object.entries(ENGINE_NOTES).map(([law, t]) => [law, t[lang]]));
}

/**
 * The notes for the sections either ruling cites (the 2007 ruling by 2007 numbers, the 2017 ruling by 2017 numbers).
 * @example changeNotes(r2007, r2017, notesIn('en')) // ['In 2017 the correction …'] when 45C4(b) is in either chain
 */
export function changeNotes(r2007: Ruling, r2017: Ruling, notes: NoteTable): string[] {
  const cited = (r: Ruling, law: string) => r.steps.some((s) => s.law === law);
  return Object.entries(notes).filter(([law]) => cited(r2007, law) || cited(r2017, citeIn(2017, law))).map(([, note]) => note);
}
