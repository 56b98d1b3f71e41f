/** Polski: jednowierszowe uzasadnienia łańcucha przepisów o roszczeniach i słowa sędziego. */
import { SEAT_LETTERS } from '../../text/seat-words.ts';
import type { ClaimReasonTable } from './en.ts';

export const pl: ClaimReasonTable = {
  reasons: {
    'gesture-clear': 'Gest towarzyszący roszczeniu jasno wskazał rozgrywkę: wskazane nim kroki ({steps}) są częścią oświadczenia.',
    'gesture-unclear':
      'Gest towarzyszący roszczeniu był niejasny: rozgrywka, którą mógł wskazywać, się nie liczy, a zgłaszający roszczenie jest związany swoimi słowami.',
    'gesture-presumed-unclear':
      'Nie ustalono, czy gest towarzyszący roszczeniu jasno wskazał rozgrywkę: wątpliwość rozstrzyga się na niekorzyść zgłaszającego roszczenie, który jest związany swoimi słowami.',
    abandoned: 'Rzucenie kart to porzucenie ręki i zrzeczenie się {tricks|pozostałej lewy|wszystkich pozostałych lew|wszystkich pozostałych lew} ({tricks}).',
    'not-meant': 'Gracz wyraźnie nie zamierzał zgłaszać roszczenia: roszczenia nie ma, gra toczy się dalej.',
    'shown-claim': 'Pokazanie kart miało być roszczeniem.',
    'shown-presumed-claim': 'Pokazanie kart uważa się za roszczenie, chyba że gracz wyraźnie nie zamierzał go zgłosić.',
    'stop-claim': 'Propozycja skrócenia gry miała być roszczeniem.',
    'stop-presumed-claim': 'Propozycję skrócenia gry uważa się za roszczenie, chyba że gracz wyraźnie nie zamierzał go zgłosić.',
    'claim-defined': 'Stwierdzenie, że jego strona weźmie {tricks} {tricks|lewę|lewy|lew}, jest roszczeniem do {tricks|niej|nich|nich}.',
    'concession-all': 'Stwierdzenie, że jego strona nie weźmie nic, jest zrzeczeniem się wszystkich pozostałych lew.',
    'concession-rest': 'Roszczenie do części lew jest zrzeczeniem się reszty: {tricks}.',
    'objection-2007': 'Partner od razu sprzeciwił się zrzeczeniu obrońcy: zrzeczenia nie było, gra toczy się dalej.',
    'objection-2017': 'Partner od razu sprzeciwił się zrzeczeniu obrońcy: nie było ani roszczenia, ani zrzeczenia, gra toczy się dalej.',
    'objection-ui': 'Próba zrzeczenia jest nielegalną informacją dla partnera {seat:gen}; odsłonięta karta nie staje się kartą przygwożdżoną.',
    'objection-late': 'Sprzeciw partnera nie padł od razu: nie znosi on zrzeczenia, jest ono sporne.',
    'play-voided-2007': 'Po roszczeniu gra ustaje: karty zagrane później są anulowane.',
    'play-evidence-2007':
      'Gra po roszczeniu jest co najwyżej dowodem prawdopodobnych zagrań graczy i trafności roszczenia; orzeczenie wychodzi od sytuacji w chwili roszczenia.',
    'play-on-agreed': 'Wszyscy czterej gracze zgodzili się grać dalej po zakwestionowaniu roszczenia: roszczenie upada, wynik rozgrywki pozostaje.',
    'play-on-not-agreed': 'Nie wszyscy czterej zgodzili się grać dalej: roszczenie rozstrzyga się jako sporne; dalsza gra jest co najwyżej dowodem.',
    agreed: 'Przeciwnicy uznali roszczenie: rozdanie zapisuje się z wynikiem {tricks} {tricks|lewy|lew|lew}, zgodnie z roszczeniem.',
    'too-late': 'Okres reklamacyjny minął: wynik pozostaje.',
    'already-won':
      'Strona w rzeczywistości wzięła już {tricks} z lew, które zgodziła się oddać: {tricks|zostaje jej ona zwrócona|zostają jej one zwrócone|zostają jej one zwrócone}.',
    'likely-won':
      'Gdyby gra trwała, strona prawdopodobnie wzięłaby jeszcze {tricks} {tricks|lewę|lewy|lew}: {tricks|zostaje jej ona zwrócona|zostają jej one zwrócone|zostają jej one zwrócone}.',
    'not-likely-won': 'Gdyby gra trwała, strona prawdopodobnie nie wzięłaby kolejnej lewy.',
    'concession-already-won':
      'Strona zrzekająca się wzięła już w rzeczywistości {tricks} {tricks|lewę|lewy|lew}: zrzeczenie się {tricks|jej|ich|ich} zostaje anulowane.',
    'could-not-lose':
      'W żadnym normalnym wariancie rozgrywki nie można było przegrać {tricks} z oddanych lew: zrzeczenie się {tricks|jej|ich|ich} zostaje anulowane.',
    'could-lose': 'Każdą oddaną lewę można było przegrać w jakimś normalnym wariancie rozgrywki: zrzeczenie pozostaje w mocy.',
    'doubted-2007': 'Gra ustała; roszczenie zakwestionowano, rozstrzyga sędzia.',
    'doubted-2017': 'Gra jest zawieszona; roszczenie zakwestionowano, rozstrzyga sędzia.',
    'tricks-to-opponents':
      'W najgorszym normalnym wariancie rozgrywki strona zgłaszająca roszczenie bierze {awarded} z {claimed} {claimed|lewy objętej roszczeniem|lew objętych roszczeniem|lew objętych roszczeniem}: przeciwnicy otrzymują {tricks} {tricks|lewę|lewy|lew}.',
    'claim-upheld': 'Każdy normalny wariant rozgrywki daje {claimed} {claimed|lewę objętą|lewy objęte|lew objętych} roszczeniem: roszczenie pozostaje w mocy.',
    'doubt-against-claimer': 'Każda wątpliwość rozstrzyga się na niekorzyść zgłaszającego roszczenie.',
    'player-class-novice': 'Wobec początkującego sędzia jest wyrozumiały; za normalne uznaje tu: {plays}.',
    'player-class-expert': 'Od gracza wyraźnie lepszego od ogółu wymaga się więcej; sędzia nie zakłada tu zagrań: {plays}.',
    'no-line-stated': 'Nie podano sposobu rozgrywki: zgłaszający roszczenie może wybrać dowolny normalny wariant.',
    'line-stated':
      'Podany sposób rozgrywki ({steps} {steps|krok|kroki|kroków}) wiąże zgłaszającego roszczenie; inne zagrania tylko nieostrożne lub słabsze, nigdy bezsensowne.',
    'trump-mentioned': 'Oświadczenie mówiło o atucie pozostałym u przeciwników.',
    'trump-not-mentioned': 'Oświadczenie nic nie mówiło o atucie pozostałym u przeciwników.',
    'trump-aware': 'Sędzia uznaje, że zgłaszający roszczenie wiedział o atucie: lewy za niego się nie przyznaje.',
    'trump-unaware': 'Jest choć trochę prawdopodobne, że zgłaszający roszczenie nie wiedział o pozostałym atucie.',
    'trump-presumed-unaware':
      'O atucie nic nie powiedziano, więc przyjmuje się, że zgłaszający roszczenie o nim nie wiedział, chyba że jest jasne, iż było inaczej.',
    'trump-wins': 'W normalnym wariancie rozgrywki karta wygrywająca zostaje zagrana przed ściągnięciem atutu i atut bierze {tricks} {tricks|lewę|lewy|lew}.',
    'trump-wins-anyway':
      'Atut przeciwnika bierze lewę w wariancie rozgrywki, który zgłaszający roszczenie i tak musi przeprowadzić ({tricks}); liczy się ją raz.',
    'trump-cannot-win': 'Żaden normalny wariant rozgrywki nie pozwala atutowi wziąć lewy (trzy warunki muszą być spełnione łącznie).',
    'normal-line': 'Przyznany wariant rozgrywki zawiera zagrania nieostrożne lub słabsze, ale nie bezsensowne: {plays}.',
    'unstated-better-line':
      'Sposób rozgrywki, którego zgłaszający roszczenie nie podał, dałby jeszcze {tricks} {tricks|lewę|lewy|lew}; nie jest przyjmowany, bo podany sposób rozgrywki jest normalny i mniej skuteczny.',
    'finesse-not-credited-2007':
      'Niepodany sposób rozgrywki zależny od tego, u którego przeciwnika jest karta, nie jest uznawany (chyba że jego pominięcie byłoby bezsensowne).',
    'finesse-not-credited': 'Niepodany sposób rozgrywki zależny od tego, u którego przeciwnika jest karta, nie jest uznawany.',
    'finesse-credited-2007': 'Niewykonanie impasu byłoby dla tego gracza bezsensowne: ten sposób rozgrywki zostaje uznany ({tricks} {tricks|lewa|lewy|lew}).',
    'no-irrational-clause-2017':
      'Według Przepisów z 2017 r. niepodany impas uznaje się tylko wtedy, gdy przeciwnik nie dołożył do koloru; to, czy jego pominięcie byłoby bezsensowne, nie ma znaczenia.',
    'partner-any-normal': 'Roszczenie obrońcy nie może zakładać, że partner ({seat}) wybierze jedno z kilku normalnych zagrań.',
    'revoke-not-established': 'Fałszywy renons {seat:gen} w lewie {trick} nie jest uprawomocniony: jego strona nie uznała roszczenia.',
    'revoke-established-claim': 'Fałszywy renons {seat:gen} w lewie {trick} uprawomocnił się przez roszczenie jego strony.',
    'revoke-established-agreement': 'Fałszywy renons {seat:gen} w lewie {trick} uprawomocnił się przez uznanie roszczenia przez jego stronę.',
    'revoke-transfer': 'Za fałszywy renons strona {seat:gen} oddaje {tricks} {tricks|lewę|lewy|lew}.',
    'revoke-no-transfer': 'Strona, która popełniła fałszywy renons, nie wzięła ani lewy z fałszywym renonsem, ani żadnej późniejszej: lewy nie przechodzą.',
  },
  script: {
    'script-repeat-statement': '{seat}, proszę dokładnie powtórzyć oświadczenie złożone przy zgłoszeniu roszczenia.',
    'script-hear-objections': 'A teraz: jakie są zastrzeżenia do roszczenia?',
    'script-face-cards': 'Proszę wyłożyć pozostałe karty odkryte na stół.',
    'script-trump':
      'Oświadczenie nie wspomina o pozostałym atucie przeciwników, a w normalnym wariancie rozgrywki może on wziąć {tricks} {tricks|lewę|lewy|lew}.',
    'script-play-on': 'Roszczenia nie było: proszę grać dalej.',
    'script-objection': 'Zrzeczenie jest wycofane: proszę grać dalej. Partner {seat:gen} nie może korzystać z tego, co przekazała próba zrzeczenia.',
    'script-play-stands': 'Wszyscy zgodziliście się grać dalej: wynik rozgrywki pozostaje.',
    'script-stands': 'Roszczenie pozostaje: strona {seat:gen} — {tricks} {tricks|lewa|lewy|lew}, przeciwnicy — {others}.',
    'script-adjusted':
      'Przyznaję stronie {seat:gen} {tricks} {tricks|lewę|lewy|lew}, przeciwnikom {others}: najgorszy normalny wariant rozgrywki jest pokazany lewa po lewie.',
    'script-rescored': 'Rozdanie zapisuje się na nowo: strona {seat:gen} — {tricks} {tricks|lewa|lewy|lew}, przeciwnicy — {others}.',
    'script-play-continues': 'Gra toczy się dalej.',
    'script-undecided': 'Zanim rozstrzygnę, muszę ustalić fakt.',
  },
  lang: 'pl',
  seats: SEAT_LETTERS.pl,
  normal: {
    'suit-any-order': 'dowolna karta podanego koloru najpierw (bez podanej kolejności)',
    'suit-order': 'kolory w innej kolejności',
    'cash-winner': 'ściągnięcie karty wygrywającej',
    'winner-before-trump': 'karta wygrywająca przed ściągnięciem atutu',
    cross: 'przejście małą kartą',
    'forced-lead': 'dowolne wyjście (brak wygrywających i przejścia)',
    'ruff-low': 'przebicie niskim atutem',
    'ruff-own-winner': 'przebicie wygrywającej karty partnera',
    'ruff-own-winner-threatened': 'przebicie karty partnera, zanim przebije ją przeciwnik',
    'decline-ruff': 'rezygnacja z przebicia',
    'not-unblock': 'brak odblokowania',
    'losing-finesse': 'nieudany impas',
    'top-instead-of-finesse': 'gra od góry zamiast impasu',
    'second-hand-low': 'druga ręka gra nisko',
    'third-hand-low': 'trzecia ręka gra nisko pod kartę partnera',
    'duck-last': 'niewzięcie lewy jako ostatni',
    miscount: 'błąd w liczeniu',
    discard: 'zrzutka',
    'discard-honour': 'zrzucenie honoru',
    'discard-visible-master': 'zrzucenie widocznie wygrywającej karty',
    'partner-choice': 'wybór partnera spośród normalnych zagrań',
    'overtake-partner': 'nadbicie wygrywającej karty partnera',
    'waste-winner': 'karta wygrywająca dołożona pod wygrywającą kartę partnera',
    'duck-master': 'przepuszczenie lewy mimo karty wygrywającej w ręce',
    'discard-entry': 'zrzucenie jedynego dojścia do partnera',
    'trump-thought-drawn': 'wyjście w atu, jakby atuty były ściągnięte',
  },
};
