/** Polskie napisy narzędzia odwołań (`/{lang}/tools/refs/`). */
import type { refsToolEn } from './refs-tool-en.ts';

export const refsToolPl: Record<keyof typeof refsToolEn, string> = {
  'refsTool.title': 'Odwołania do przepisów w dowolnym tekście',
  'refsTool.intro':
    'Wklej opis odwołania, wpis z forum albo biuletyn klubowy po polsku, angielsku, rosyjsku lub grecku: każde odwołanie do Przepisów wróci jako odnośnik do swojego punktu, z listą znalezionych odwołań i tekstem w HTML lub Markdown do skopiowania. Wszystko dzieje się w przeglądarce: tekst nigdzie nie jest wysyłany.',
  'refsTool.noscript':
    'Narzędzie wymaga JavaScriptu, który jest wyłączony lub niedostępny: tekst jest czytany w przeglądarce. Poniżej widać, co robi z krótkim przykładem; pojedyncze odwołanie można znaleźć na stronie „Przejdź do przepisu”.',
  'refsTool.exampleHeading': 'Przykład',
  'refsTool.example':
    'Odwołanie 3. Po wolnym pasie Północy odzywka Południa: 4♠. Właściwe przepisy: 16B1, 73C. Sędzia zmienił wynik według przepisu 12C1(e); przepis 12C3 z 1997 r. już nie obowiązuje.',
  'refsTool.form': 'Tekst i sposób czytania',
  'refsTool.text': 'Tekst',
  'refsTool.textLang': 'Język tekstu',
  'refsTool.edition': 'Przepisy, które cytuje tekst',
  'refsTool.editionHelp': 'Chyba że tekst sam podaje wydanie przy odwołaniu, jak w „przepis 16 (2017)” albo „przepis 9B1(a) z 1997 r.”.',
  'refsTool.topic': 'Tekst dotyczy Przepisów: łącz też oznaczenia bez słowa „przepis”, np. 13A (zapowiedzi takie jak 1C — nigdy)',
  'refsTool.submit': 'Połącz odwołania',
  'refsTool.keys': 'To samo robi Ctrl+Enter w polu tekstu.',
  'refsTool.none': 'Nie znaleziono odwołań do Przepisów.',
  'refsTool.found': 'Połączone odwołania: {n}.',
  'refsTool.result': 'Tekst z odnośnikami',
  'refsTool.list': 'Znalezione odwołania',
  'refsTool.cites': 'cytuje Przepisy z {e} roku',
  'refsTool.shown': 'w tekście z 2007 roku to {ref}',
  'refsTool.unlinked': 'Bez odnośnika',
  'refsTool.problem.unknown-law': '„{ref}”: nie ma takiego przepisu; przepisy mają numery od 1 do 93.',
  'refsTool.problem.unknown-target': '„{ref}”: Przepisy z {e} roku nie mają takiego punktu.',
  'refsTool.problem.no-context': '„{ref}”: punkt przepisu, którego tekst wcześniej nie nazywa.',
  'refsTool.problem.bad-range': '„{ref}”: zakresu nie da się odczytać; wypisz punkty po przecinku.',
  'refsTool.copyHtml': 'Kopiuj HTML',
  'refsTool.copyMarkdown': 'Kopiuj Markdown',
  'refsTool.html': 'Tekst z odnośnikami w HTML',
  'refsTool.markdown': 'Tekst z odnośnikami w Markdown',
  'refsTool.copied': 'Skopiowano.',
  'refsTool.copyFailed': 'Nie udało się skopiować: zaznacz tekst w polu i skopiuj go ręcznie.',
  'refsTool.lang.en': 'angielski',
  'refsTool.lang.ru': 'rosyjski',
  'refsTool.lang.pl': 'polski',
  'refsTool.lang.el': 'grecki',
  'go.refsTool': 'Połącz wszystkie odwołania całego tekstu: narzędzie odwołań',
};
