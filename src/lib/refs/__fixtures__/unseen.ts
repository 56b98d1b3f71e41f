/**
 * References as directors write them outside the five sources (issue 31): appeal write-ups,
 * forum posts, course notes and club bulletins. Every row is text written for this table (none
 * is copied from anywhere), in each of the four languages, by kind:
 * `bare` (designators without a law word, and what only looks like one), `list` (lists and
 * joiners), `short` (shorthand and punctuation), `section` (words for a section and relative
 * forms) and `edition` (the code named in the text).
 */
import type { Lang } from '../types.ts';
import type { Example } from './summarize.ts';

/** The kinds of issue 31. */
export type UnseenKind = 'bare' | 'list' | 'short' | 'section' | 'edition';

/** Rows by language and kind: `[text, expected \`surface → targets\`, comment, context?]`. */
export const UNSEEN: Readonly<Record<Lang, Readonly<Record<UnseenKind, readonly Example[]>>>> = {
  en: {
    bare: [
      ['Appeal 3. The director applied the Laws, eg 64C, 12A, and adjusted.', ['64C, 12A → 64C 12A'], 'a list after "eg", law word in the paragraph'],
      ['Relevant laws: 40C', ['40C → 40C'], 'a heading naming the laws'],
      ['Under Law 27 the options were either 27B1(b) or 27B2, or 27B3.', ['Law 27 → 27', '27B1(b) or 27B2, or 27B3 → 27B1(b) 27B2 27B3'], 'bare list after a reference'],
      ['Law 16 deals with this: UI was available [16B1] and a logical alternative existed.', ['Law 16 → 16', '16B1 → 16B1'], 'square brackets'],
      ['North hesitated (16B1) and South bid on, said the director citing Law 73C.', ['16B1 → 16B1', 'Law 73C → 73C'], 'round brackets, evidence after it'],
      ['We bid 1C, 1D and then 4H under the laws of our club.', [], 'calls, not laws, even beside a law word'],
      ['The contract was 7NT and the laws were not mentioned.', [], 'a contract'],
      ['Board 12A was fouled; see Law 87.', ['Law 87 → 87'], 'a board number'],
      ['Example 12A in the course notes shows Law 45.', ['Law 45 → 45'], 'an example number'],
      ['Regulation 4B of our conditions of contest, not the Laws, applies.', [], 'a regulation'],
      ['64C was written on the scorecard, 40% of the tops.', [], 'no evidence in the paragraph'],
      ['Under the laws, 94A does not exist.', [], 'no law 94: not a reference at all without a law word'],
      ['Under the laws 94A does not exist.', ['laws 94A → ∅'], 'with a law word it is one, and resolve reports unknown-law'],
    ],
    list: [
      ['Laws 69, 70, and 71 deal with claims.', ['Laws 69, 70, and 71 → 69 70 71'], 'Oxford comma before "and"'],
      ['The answer is in laws 40A/B.', ['laws 40A/B → 40A 40B'], 'a slash between sections of one law'],
      ['see Laws 78D, 86B3 and (d) hereunder', ['Laws 78D, 86B3 → 78D 86B3'], 'an item of this document, not of 86B3'],
      ['Laws 45C4(a) and (b) both apply.', ['Laws 45C4(a) and (b) → 45C4(a) 45C4(b)'], 'items continue a designator that has items'],
      ['Laws 16A and B apply here.', ['Laws 16A → 16A'], 'a capital letter followed by a word is not read as a section'],
      ['See Laws 40B2(a)(i), 40C1, and 75A-C.', ['Laws 40B2(a)(i), 40C1, and 75A-C → 40B2(a)(i) 40C1 75A 75B 75C'], 'a range of sections ending in a letter'],
      ['LAW 16A - A player who...', ['LAW 16A → 16A'], 'a dash before a word is not a range'],
    ],
    short: [
      ['TD: L12c3 applies.', ['L12c3 → 12C3'], 'shorthand with a lower-case section letter'],
      ['TD: L 13A applies.', ['L 13A → 13A'], 'shorthand with a space'],
      ['Law 20F5{b} says so.', ['Law 20F5{b} → 20F5(b)'], 'item in braces'],
      ['LAW 42B(3) and LAW 43A(1)(B)', ['LAW 42B(3) → 42B3', 'LAW 43A(1)(B) → 43A1(b)'], 'section number and item in parentheses, item in capitals'],
      ['Law 64.A2 was misapplied.', ['Law 64.A2 → 64A2'], 'a dot between law and section'],
      ['Law 12C[x] is garbled here.', [], 'a bracket the reader cannot read: no link rather than a shorter one'],
    ],
    section: [
      ['Section 13C tells the director what to do.', ['Section 13C → 13C'], 'a section named with its law'],
      ['Law 16 - Unauthorised information\n\nUnder section B a player must not choose...', ['Law 16 → 16', 'section B → 16B'], 'relative form resolved from the heading'],
      ['Law 27 is strict: B1(a) allows a replacement at the same level.', ['Law 27 → 27', 'B1(a) → 27B1(a)'], 'relative form resolved from the law named earlier in the paragraph'],
      ['Vitamin B1(a) is not a law.', [], 'a relative form with no law named before it'],
    ],
    edition: [
      ['Under the 1997 Law 9B1(a) the director had to be called.', ['Law 9B1(a) → 9B1(a) (1997)'], 'year before the law word'],
      ['2007 Law 40B1(b) is quoted.', ['Law 40B1(b) → 40B1(b) (2007)'], 'year before the law word, no article'],
      ['Law 16 (2017) changed this.', ['Law 16 → 16 (2017)'], 'year in parentheses after'],
      ['Law 71C of the 1997 Laws', ['Law 71C → 71C (1997)'], '"of the 1997 Laws" after'],
    ],
  },
  ru: {
    bare: [
      ['Судья сослался на Правила: см. 64С, 12А, и изменил результат.', ['64С, 12А → 64C 12A'], 'список без слова «Правило», Cyrillic С and А'],
      ['Применимые правила: 40С.', ['40С → 40C'], 'заголовок со словом «правила»'],
      ['По Правилу 16 игрок не вправе выбирать (16В1), если партнёр медлил.', ['Правилу 16 → 16', '16В1 → 16B1'], 'в скобках'],
      ['Пример 12А из курса судей: Правило 45.', ['Правило 45 → 45'], 'номер примера'],
      ['Торговля: 1С, 1Д, и судья не звал по правилам.', [], 'заявки, не правила'],
      ['Доска 14А сыграна неверно, Правило 87.', ['Правило 87 → 87'], 'номер доски'],
      ['Регламент 4В турнира, а не Правила, решает это.', [], 'пункт регламента'],
      ['Правил 1987 года уже нет.', [], 'год'],
      ['Сдача была 12А, счёт 40%.', [], 'нет указаний на Правила'],
    ],
    list: [
      ['Правилами 69, 70, и 71 регулируются претензии.', ['Правилами 69, 70, и 71 → 69 70 71'], 'запятая перед «и»'],
      ['Ответ в Правиле 40А/В.', ['Правиле 40А/В → 40A 40B'], 'косая черта'],
      ['см. Правила 78D, 86В3 и (d) ниже', ['Правила 78D, 86В3 → 78D 86B3'], 'пункт этого документа'],
      ['Правило 40А и В судья применил.', ['Правило 40А → 40A'], '«В» перед словом — предлог, не раздел'],
      ['См. Правила 75А-С.', ['Правила 75А-С → 75A 75B 75C'], 'диапазон разделов до буквы'],
    ],
    short: [
      ['ПРАВИЛО 42B(3) гласит', ['ПРАВИЛО 42B(3) → 42B3'], 'номер в скобках'],
      ['ПРАВИЛО 43A(1)(B) гласит', ['ПРАВИЛО 43A(1)(B) → 43A1(b)'], 'подпункт заглавной буквой'],
      ['Правило 20F5{b} и Правило 64.А2', ['Правило 20F5{b} → 20F5(b)', 'Правило 64.А2 → 64A2'], 'фигурные скобки, точка'],
      ['Правило 12с3 применено.', ['Правило 12с3 → 12C3'], 'строчная буква раздела'],
    ],
    section: [
      ['Раздел 13С говорит о неверном числе карт.', ['Раздел 13С → 13C'], '«раздел» с номером правила'],
      ['раздел 16 данного Комментария', [], 'раздел самого комментария'],
      ['ПРАВИЛО 16. Несанкционированная информация\n\nСогласно пункту В1 игрок не может... см. пункт С.', ['ПРАВИЛО 16 → 16', 'пункту В1 → 16B1', 'пункт С → 16C'], 'относительные ссылки по заголовку'],
      ['По Правилу 27 замена допустима: В1(а).', ['Правилу 27 → 27', 'В1(а) → 27B1(a)'], 'относительная ссылка по правилу в абзаце'],
    ],
    edition: [
      ['Правило 12С2 Кодекса 1997 применялось иначе.', ['Правило 12С2 → 12C2 (1997)'], '«Кодекса 1997»'],
      ['Правило 16 (2017) изменило это.', ['Правило 16 → 16 (2017)'], 'год в скобках'],
      ['Правило 71С Правил 1997 года', ['Правило 71С → 71C (1997)'], '«Правил 1997 года»'],
    ],
  },
  pl: {
    bare: [
      ['Sędzia powołał się na przepisy: 64C, 12A i zmienił wynik.', ['64C, 12A → 64C 12A'], 'lista bez słowa „przepis”'],
      ['Zastosowano przepis 16, a dokładniej [16B1].', ['przepis 16 → 16', '16B1 → 16B1'], 'w nawiasie kwadratowym'],
      ['Licytacja 1C, 1D według przepisów klubu.', [], 'odzywki'],
      ['Przykład 12A z kursu sędziów, przepis 45.', ['przepis 45 → 45'], 'numer przykładu'],
      ['Rozdanie 14A rozdano źle; przepis 87.', ['przepis 87 → 87'], 'numer rozdania'],
      ['Regulamin 4B zawodów, nie przepisy, rozstrzyga.', [], 'regulamin'],
      ['Wynik 64C w protokole, 40%.', [], 'brak dowodu'],
    ],
    list: [
      ['Przepisy 69, 70, oraz 71 dotyczą wyjaśnień.', ['Przepisy 69, 70, oraz 71 → 69 70 71'], 'przecinek przed „oraz”'],
      ['Odpowiedź w przepisie 40A/B.', ['przepisie 40A/B → 40A 40B'], 'ukośnik'],
      ['zob. przepisy 78D, 86B3 i (d) poniżej', ['przepisy 78D, 86B3 → 78D 86B3'], 'punkt tego dokumentu'],
      ['Zob. P 75A-C.', ['P 75A-C → 75A 75B 75C'], 'zakres punktów do litery'],
    ],
    short: [
      ['Przepis 64.A2 mówi', ['Przepis 64.A2 → 64A2'], 'kropka między przepisem a punktem'],
      ['PRZEPIS 42B(3) oraz PRZEPIS 43A(1)(B)', ['PRZEPIS 42B(3) → 42B3', 'PRZEPIS 43A(1)(B) → 43A1(b)'], 'numer i litera w nawiasach'],
      ['przepis 20F5{b} i przepis 12c3', ['przepis 20F5{b} → 20F5(b)', 'przepis 12c3 → 12C3'], 'klamry, mała litera'],
    ],
    section: [
      ['Zgodnie z przepisem 16 sędzia stosuje punkt C, a w razie wątpliwości punktu A.', ['przepisem 16 → 16', 'punkt C → 16C', 'punktu A → 16A'], 'punkty po przepisie w akapicie'],
      ['W punkcie 13C opisano zbyt mało kart.', ['punkcie 13C → 13C'], 'punkt z numerem przepisu'],
      ['PRZEPIS 27\n\nWedług punktu B1 zamiana jest dozwolona, zob. B1(a).', ['PRZEPIS 27 → 27', 'punktu B1 → 27B1', 'B1(a) → 27B1(a)'], 'po nagłówku'],
    ],
    edition: [
      ['Przepis 12C3 MPB 1997 stanowił inaczej.', ['Przepis 12C3 → 12C3 (1997)'], '„MPB 1997”'],
      ['przepis 16 (2017) zmienił to', ['przepis 16 → 16 (2017)'], 'rok w nawiasie'],
      ['przepis 71C z 1997 r.', ['przepis 71C → 71C (1997)'], '„z 1997 r.”'],
    ],
  },
  el: {
    bare: [
      ['Ο Διαιτητής εφάρμοσε τους Νόμους: 64Γ, 12Α και άλλαξε το αποτέλεσμα.', ['64Γ, 12Α → 64C 12A'], 'λίστα χωρίς τη λέξη «Νόμος»'],
      ['Κατά τον Νόμο 16, υπήρχε πληροφορία [16Β1].', ['Νόμο 16 → 16', '16Β1 → 16B1'], 'σε αγκύλες'],
      ['Παράδειγμα 12Α του σεμιναρίου, Νόμος 45.', ['Νόμος 45 → 45'], 'αριθμός παραδείγματος'],
      ['Διανομή 14Α μοιράστηκε λάθος, Νόμος 87.', ['Νόμος 87 → 87'], 'αριθμός διανομής'],
      ['Ο κανονισμός 4Β του αγώνα, όχι οι Νόμοι, ισχύει.', [], 'κανονισμός'],
      ['Σκορ 64Γ στο φύλλο, 40%.', [], 'χωρίς ένδειξη'],
    ],
    list: [
      ['Οι Νόμοι 69, 70, και 71 αφορούν τις διεκδικήσεις.', ['Νόμοι 69, 70, και 71 → 69 70 71'], 'κόμμα πριν το «και»'],
      ['Η απάντηση στον Νόμο 40Α/Β.', ['Νόμο 40Α/Β → 40A 40B'], 'κάθετος'],
      ['βλ. Νόμους 78Δ, 86Β3 και (δ) παρακάτω', ['Νόμους 78Δ, 86Β3 → 78D 86B3'], 'στοιχείο του κειμένου'],
      ['Βλ. Νόμο 75Α-Γ.', ['Νόμο 75Α-Γ → 75A 75B 75C'], 'εύρος ενοτήτων έως γράμμα'],
    ],
    short: [
      ['ΝΟΜΟΣ 42Β(3) και ΝΟΜΟΣ 64.Α2', ['ΝΟΜΟΣ 42Β(3) → 42B3', 'ΝΟΜΟΣ 64.Α2 → 64A2'], 'αριθμός σε παρένθεση, τελεία'],
      ['Νόμος 20ΣΤ5{β}', ['Νόμος 20ΣΤ5{β} → 20F5(b)'], 'άγκιστρα'],
      ['Νόμος 12γ3 ισχύει', ['Νόμος 12γ3 → 12C3'], 'πεζό γράμμα ενότητας'],
    ],
    section: [
      ['Η ενότητα 13Γ λέει τι κάνει ο Διαιτητής.', ['ενότητα 13Γ → 13C'], 'ενότητα με αριθμό νόμου'],
      ['Σύμφωνα με τον Νόμο 16, εδάφιο Γ και Β1(α).', ['Νόμο 16 → 16', 'εδάφιο Γ και Β1(α) → 16C 16B1(a)'], 'σχετικές παραπομπές μετά τον νόμο'],
      ['ΝΟΜΟΣ 27\n\nΤο σημείο Β1 επιτρέπει αντικατάσταση.', ['ΝΟΜΟΣ 27 → 27', 'σημείο Β1 → 27B1'], 'μετά την επικεφαλίδα'],
    ],
    edition: [
      ['Ο Νόμος 12Γ2 του 1997 διέφερε.', ['Νόμος 12Γ2 → 12C2 (1997)'], '«του 1997»'],
      ['Ο Νόμος 16 (2017) το άλλαξε.', ['Νόμος 16 → 16 (2017)'], 'έτος σε παρένθεση'],
    ],
  },
};
