/**
 * Polish examples from content/sources/001 (commentary on Laws 68–71) and 004 (Law 16), with
 * the source file and line in each comment; then negatives and forms the spec names.
 */
import type { Example } from './summarize.ts';

/**
 * Polish example rows: `[text, expected \`surface → targets\`, comment, context?]`.
 * @example
 * summarize(EXAMPLES_PL[0][0], 'pl') // equals EXAMPLES_PL[0][1]
 */
export const EXAMPLES_PL: readonly Example[] = [
  ["PRZEPISY 68 - 71", ["PRZEPISY 68 - 71 → 68 69 70 71"], "001:1, PRZEPISY, range"],
  ["wyjątek od reguły podanej w pkt., 5: jeżeli obrońca", ["pkt., 5 → para:5"], "001:13, pkt.,"],
  ["moc prawną. Prawa opisane w pkt. 10 mają do momentu", ["pkt. 10 → para:10"], "001:25, pkt."],
  ["15. P 70C omawia przypadek,", ["P 70C → 70C"], "001:31, P"],
  ["dokładnie ostatnią linijkę w P 70E: nie zakłada się", ["P 70E → 70E"], "001:35, P"],
  ["trzecią linijkę we wstępie do P 46B). Chyba, że inny", ["P 46B → 46B"], "001:35, P"],
  ["22. Całą ostatnią sentencję P 71C (zrzeczenie niemożliwe", ["P 71C → 71C"], "001:45, P"],
  ["wezwać sędziego, który stosuje P 70 (A).", ["P 70 (A) → 70A"], "001:49, P"],
  ["wymierza się kary. Oznacza to, że P 63A3 przeznaczony jest", ["P 63A3 → 63A3"], "001:51, P"],
  ["Jak poprzednio opisano (patrz pkt. 11), strona uznaje", ["pkt. 11 → para:11"], "001:53, pkt."],
  ["zapowiedzi w następnym rozdaniu. Ale P 63A3 podaje inną definicje,", ["P 63A3 → 63A3"], "001:53, P"],
  ["wycofanego działania (patrz punkt D), lub", ["punkt D → 16D"], "004:9, punkt", { withinLaw: 16 }],
  ["innych regulaminów (ale patrz punkt B1 poniżej), lub", ["punkt B1 → 16B1"], "004:11, punkt", { withinLaw: 16 }],
  ["wyjęciem swojej ręki z pudełka (przepis 7B), a przepisy nie", ["przepis 7B → 7B"], "004:13, przepis", { withinLaw: 16 }],
  ["orzeka wynik rozjemczy zgodnie z przepisem 12C.", ["przepisem 12C → 12C"], "004:19, przepisem", { withinLaw: 16 }],
  ["rozdaniu sędzia postępuje według punktu 2c.", ["punktu 2c → 16C2(c)"], "004:45, punktu in 16C3: the letter comes from the enclosing section", { withinSection: '16C3' }],
  // The same relative references in other contexts.
  ['(patrz punkt D)', ['punkt D → ∅'], 'relative reference with no law context: found, not resolved (error no-context)'],
  ['według punktu 2c.', ['punktu 2c → ∅'], 'number-first relative reference needs the enclosing section', { withinLaw: 16 }],
  ['(ale patrz punkt B1 poniżej)', ['punkt B1 → 16B1'], 'section context does not matter for a lettered relative reference', { withinSection: '16A1(c)' }],
  // Not references.
  ['1. Roszczenia i zrzeczenia są normalną częścią brydża.', [], '001:3, point label at line start'],
  ['Przeciwnicy mają prawo do kwestionowania roszczenia', [], '001:23, "prawo" (a right) is not a law word here'],
  ['(przepis 7B), a przepisy nie zakazują użycia', ['przepis 7B → 7B'], '004:13, second law word without a number'],
  ['4. Jeżeli naruszenie tego przepisu spowodowało szkodę', [], '004:19, przepisu without a number'],
  ['pochodzi ona z zastosowania procedur wynikających z niniejszych przepisów lub', [], '004:11, przepisów without a number'],
  ['16. LEGALNE I NIELEGALNE INFORMACJE wesja angielska', [], '004:1, law heading without a law word'],
  ['(a) pochodzi ona z przepisowych zapowiedzi i zagrań', [], '004:7, item label'],
  ['15. NIEWŁAŚCIWE ROZDANIE  15. NIEWŁAŚCIWE ROZDANIEtop of page 17. OKRES LICYTACJI', [], '004:61, website navigation junk'],
  ['„sądzę, że weźmiesz tylko lewę na asa”', [], '001:7, quoted speech'],
  ['Ja preferuję rozwiązanie tego problemu', [], '001:53, first-person prose'],
  ['w punkcie widzenia', [], 'relative word followed by a word'],
  // Forms not in the sources.
  ['P70C', ['P70C → 70C'], 'abbreviation without the space'],
  ['przepisy 68-71', ['przepisy 68-71 → 68 69 70 71'], 'range without spaces'],
  ['przepisach 40 i 80F', ['przepisach 40 i 80F → 40 80F'], 'list joined by i'],
  ['przepis 16B1(a)', ['przepis 16B1(a) → 16B1(a)'], 'item in parentheses'],
  ['p 70C', [], 'lower-case p is not the abbreviation'],
];
