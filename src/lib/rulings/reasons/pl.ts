/** Polski: jednozdaniowe uzasadnienia łańcucha przepisów, słowa sędziego, strony i kolory. */
import { SEAT_LETTERS } from '../../text/seat-words.ts';
import type { ReasonTable } from './en.ts';
import { pl as defective } from '../../law-rules/reasons/defective/pl.ts';

export const pl: ReasonTable = {
  reasons: {
    'deemed-named': 'Rozgrywający nazwał {card}: to jest wskazana karta.',
    'deemed-high': '„Dużą” wskazuje najwyższą kartę dziadka w kolorze: {card}.',
    'deemed-low': '„Małą” wskazuje najniższą kartę dziadka w kolorze: {card}.',
    'deemed-win': '„Weź” wskazuje najniższą kartę dziadka, która bierze lewę: {card}.',
    'deemed-suit': 'Kolor bez wysokości wskazuje najniższą kartę dziadka w tym kolorze: {card}.',
    'deemed-rank': 'Wysokość bez koloru wskazuje jedyną kartę dziadka tej wysokości, którą można zagrać: {card}.',
    'open-no-suit': 'Słowa nie wskazują koloru, a lewa go nie narzuca: rozgrywający musi wskazać kartę.',
    'open-unknown': 'Z diagramu nie wynika, którą kartę wskazują słowa ({cards}).',
    'open-no-winner': 'Żadna karta dziadka nie bierze lewy, więc „weź” niczego nie wskazuje: rozgrywający musi wskazać kartę.',
    'open-rank-many': 'Dziadek ma kilka kart tej wysokości ({cards}): rozgrywający musi powiedzieć którą.',
    void: 'Dziadek nie ma {card}: wskazanie jest nieważne, rozgrywający może wskazać dowolną legalną kartę.',
    anything: '„Zagraj cokolwiek” nie wskazuje koloru ani wysokości: kartę dziadka wskazuje którykolwiek obrońca.',
    'needs-intention': 'Orzeczenie zależy od tego, czy inny zamiar rozgrywającego był bezsporny: rozstrzyga sędzia.',
    intended: 'Zamiar zagrania {card} przez rozgrywającego jest bezsporny: zmiana jest dozwolona, zagrana jest {card}, nie {deemed}.',
    'intended-among': 'Rozgrywający bezspornie zamierzał zagrać jedną z kart {cards}, nie {deemed}: zmiana jest dozwolona, ale nie ustalono, którą.',
    'intended-unknown': 'Inny zamiar rozgrywającego jest bezsporny: zmiana jest dozwolona i {deemed} nie jest zagrana; zamierzoną kartę ustala sędzia.',
    'not-incontrovertible': 'Inny zamiar rozgrywającego nie jest bezsporny: zagraną kartą pozostaje {card}.',
    'slip-of-mind': 'To chwilowe roztargnienie, nie przejęzyczenie: rozgrywający powiedział to, co zamierzał, więc {card} zostaje.',
    'must-play': 'Karta wskazana jako przeznaczona do zagrania musi być zagrana: zmiana jest odrzucona, zagraną kartą pozostaje {card}.',
    changed: 'Niezamierzone wskazanie zmienione bez namysłu: zmiana jest dozwolona, zagrana jest {card} zamiast {from}.',
    'needs-finding': 'Czy zmiana jest dozwolona, zależy od ustaleń sędziego (przejęzyczenie, namysł).',
    'not-inadvertent': 'Pierwsze wskazanie nie było niezamierzone (to chwilowe roztargnienie): nie można go zmienić.',
    paused: 'Rozgrywający namyślał się przed zmianą: pierwsze wskazanie pozostaje.',
    'correction-too-late':
      'Zanim rozgrywający poprawił wskazanie, zagrał już inną kartę — z własnej ręki lub z ręki dziadka: według Przepisów z 2017 r. na poprawienie niezamierzonego wskazania jest za późno.',
    'opponent-withdraws': 'Przeciwnik, który zagrał po pierwszym wskazaniu, może cofnąć swoją kartę i zagrać inną.',
    'opponent-withdraws-if': 'Jeśli następny przeciwnik już zagrał, może cofnąć swoją kartę i zagrać inną.',
    touched: 'Rozgrywający celowo dotknął {card} dziadka: karta musi być zagrana.',
    'arrange-accepted': 'Rozgrywający dotknął {card} tylko po to, by uporządkować karty dziadka: nie jest zagrana.',
    'reach-accepted': 'Rozgrywający dotknął {card} tylko po to, by sięgnąć po inną kartę: nie jest zagrana.',
    'purpose-refused': 'Sędzia nie uznaje, że {card} dotknięto tylko po to, by uporządkować karty lub sięgnąć po inną: jest zagrana.',
    'purpose-needed': 'Czy {card} jest zagrana, zależy od celu dotknięcia: rozstrzyga sędzia.',
    withdrawn: 'Dziadek położył {card}, której rozgrywający nie nazwał; uwagę zwrócono na czas, karta wraca, zagrana jest {named}.',
    'defenders-withdraw': 'Obrońca może cofnąć kartę zagraną po błędzie ({cards}) bez dalszych sprostowań.',
    'declarer-withdraws': 'Jeśli przeciwnik po prawej rozgrywającego ({seat}) zmieni kartę, rozgrywający też może cofnąć swoją.',
    'too-late': 'Obie strony zagrały do następnej lewy: karta {card} położona przez dziadka zostaje.',
    'revoke-established': '{seat} popełnił fałszywy renons, zagrywając {card}; zagranie do następnej lewy uprawomocniło ten fałszywy renons.',
    'on-table': '{card} została położona odkryta na stole: jest zagrana.',
    'near-table': 'Rozgrywający trzymał {card} odkrytą tak, że dotykała stołu lub prawie go dotykała: jest zagrana.',
    indicates: 'Rozgrywający trzymał {card} w położeniu wskazującym, że jest zagrana: jest zagrana.',
    'not-played': 'Rozgrywający nie trzymał {card} ani tuż przy stole, ani w położeniu wskazującym, że jest zagrana: nie jest zagrana.',
    exposed: 'Odsłonięta karta rozgrywającego ({card}) nie jest kartą przygwożdżoną i niczego nie ogranicza.',
    dropped: 'Rozgrywający nie musi zagrać karty upuszczonej przypadkiem; {card} nie jest kartą przygwożdżoną.',
    'no-penalty-declarer': 'Karta rozgrywającego nigdy nie staje się kartą przygwożdżoną.',
    'no-retraction': 'Zagranej karty nie można cofnąć: {card} pozostaje zagrana.',
    'play-not-designation': 'Zmiana niezamierzonego wskazania dotyczy słów, nie karty już zagranej ({card}).',
    visible: 'Karta obrońcy, której lico mógł zobaczyć partner, musi być zagrana: {card}.',
    'visible-assumed-turn': 'Karta obrońcy, której lico mógł zobaczyć partner, musi być zagrana do bieżącej lewy (jeśli była jego kolej): {card}.',
    'not-visible': 'Partner nie mógł zobaczyć lica {card}: nie jest zagrana.',
    'out-of-turn': '{card} odsłonięto, gdy nie była kolej gracza {seat}: staje się kartą przygwożdżoną.',
    'defender-dropped': 'Karta obrońcy upuszczona odkryta ({card}) staje się kartą przygwożdżoną.',
    'major-honour': '{card} to honor: duża karta przygwożdżona.',
    'major-deliberate': '{card} odsłonięto przy próbie zagrania: duża karta przygwożdżona.',
    minor: 'Pojedyncza karta o wysokości poniżej honoru, odsłonięta nieumyślnie: mała karta przygwożdżona ({card}).',
    'minor-play': 'Mając małą kartę przygwożdżoną, {seat} nie może zagrać innej karty tego koloru poniżej honoru, dopóki nie zagra karty przygwożdżonej.',
    'major-play': 'Duża karta przygwożdżona leży odkryta i musi być zagrana przy pierwszej legalnej okazji.',
    'lead-options':
      'Gdy gracz {seat} będzie na wyjściu, rozgrywający może zażądać wyjścia w ten kolor albo go zabronić (karta wraca wtedy do ręki) lub pozostawić wyjście dowolne (karta pozostaje wtedy przygwożdżona).',
    'penalty-info': 'Informacja z karty przygwożdżonej jest legalna dla rozgrywającego, a nielegalna dla gracza {seat}.',
    'penalty-info-2017': 'Dopóki karta przygwożdżona leży na stole, informacja z niej jest legalna dla wszystkich graczy, także dla gracza {seat}.',
    'fifth-defender': '{card} to piąta karta do lewy: staje się kartą przygwożdżoną.',
    'fifth-declarer': 'Piąta karta rozgrywającego ({card}) wraca do ręki bez sprostowania.',
    'deemed-lead': 'Sędzia uznaje {card} za wyjście do następnej lewy: to wyjście poza kolejnością.',
    'needs-lead-finding': 'Czy {card} była piątą kartą, czy wyjściem? Sędzia musi ustalić, co myślał gracz.',
    'accepted-by-play': 'Następny gracz ({seat}) dołożył do {card}: wyjście poza kolejnością zostaje przyjęte.',
    'may-accept': 'Rozgrywający może przyjąć {card} jako wyjście.',
    'lead-13-withdrawn':
      'Wyjścia poza kolejnością w trzynastej lewie nie można przyjąć: {card} wraca do ręki (wraz z kartami zagranymi do niej), a wyjście następuje z właściwej ręki.',
    'defender-lead': 'Obrońca wyszedł {card} poza kolejnością: rozgrywający może przyjąć to wyjście albo zażądać cofnięcia karty.',
    'if-refused-major': 'Jeśli rozgrywający nie przyjmie wyjścia, {card} stanie się dużą kartą przygwożdżoną.',
    'declarer-lead': 'Rozgrywający wyszedł {card} poza kolejnością: każdy z obrońców może przyjąć to wyjście; gdy obrońcy wybiorą różnie, decyduje {seat}.',
    'wrong-hand': 'Rozgrywający wyszedł {card} z niewłaściwej ręki: każdy z obrońców może przyjąć to wyjście; gdy obrońcy wybiorą różnie, decyduje {seat}.',
    'correct-hand': 'Jeśli wyjście nie zostanie przyjęte, wychodzi się z właściwej ręki ({seat}).',
    'no-consultation': 'Obrońcy wybierają bez porozumiewania się; gdy wybiorą różnie, liczy się pierwsza wypowiedź.',
    claim: 'Sędzia traktuje to jako roszczenie: rozstrzygają przepisy o roszczeniach, poza tym kalkulatorem.',
    'not-a-claim': 'Pokazanie kart nie było roszczeniem.',
    'impossible-second-card':
      'Fakt {n} jest niemożliwy: {seat} już dołożył do tej lewy {earlier}, a gracz dokłada do lewy jedną kartę. Zmień fakt (inny gracz albo „do następnej lewy”).',
    'impossible-second-designation':
      'Fakt {n} jest niemożliwy: wcześniejsze wskazanie rozgrywającego już zagrało do tej lewy kartę dziadka {earlier}, a dziadek dokłada do lewy jedną kartę. Aby zmienić kartę, zrób z tego faktu poprawkę (45C4(b)); wskazanie do następnej lewy może nastąpić dopiero po zakończeniu tej lewy.',
    'impossible-not-held': 'Fakt {n} jest niemożliwy: gracz {seat} nie ma na diagramie karty {card}.',
    'impossible-already-played': 'Fakt {n} jest niemożliwy: karta {card} gracza {seat} została już zagrana.',
    'impossible-next-twice': 'Fakt {n} jest niemożliwy: {seat} już zagrał {earlier} do następnej lewy.',
    'impossible-extra-first': 'Fakt {n} jest niemożliwy: {seat} nie dołożył jeszcze karty do tej lewy, więc {card} nie jest jego drugą kartą w niej.',
    // ── designations and dummy's cards (45C3–C4, 46) ──
    'deemed-rank-lead': 'Przy wyjściu z dziadka wysokość bez koloru kontynuuje kolor, którym dziadek wziął poprzednią lewę: {card}.',
    'deemed-rank-only-one':
      'Wysokość bez koloru: dziadek ma jedną kartę tej wysokości, {card}, i to ją wskazano, niezależnie od koloru, którym wziął poprzednią lewę.',
    'deemed-pointed': 'Rozgrywający wskazał palcem {card}: takie wskazanie wyznacza kartę do zagrania.',
    'deemed-pointed-suit': 'Rozgrywający wskazał palcem kolor, nie podając wysokości: wskazuje to najniższą kartę dziadka w tym kolorze, {card}.',
    'deemed-pointed-rank': 'Rozgrywający podał wysokość i wskazał palcem kolor: razem wyznaczają {card}.',
    'deemed-run': '„Graj kolor do końca” wskazuje teraz, tak jak „dużą”, najwyższą kartę dziadka w tym kolorze: {card}.',
    'deemed-top': '„Graj od góry” to to samo co „dużą”: najwyższa karta dziadka w kolorze, {card}.',
    'deemed-rest': '„…i resztę” kontynuuje kolor od góry: {card}.',
    'deemed-instruction-led': 'Dziadek wyszedł {card} zgodnie z poleceniem rozgrywającego z jednej z wcześniejszych lew.',
    'deemed-instruction-next': 'Polecenie rozgrywającego z wcześniejszej lewy wciąż obowiązuje: wskazuje najwyższą kartę dziadka w kolorze, {card}.',
    'deemed-instruction-top': '„Od góry”, powiedziane we wcześniejszej lewie, wskazuje najwyższą kartę dziadka w kolorze wyjścia: {card}.',
    'deemed-ruff': '„Przebij” wymienia kolor atutowy bez wysokości: najniższy atut dziadka, {card}.',
    'open-needs-last-trick':
      'Przy wyjściu z dziadka słowa bez koloru kontynuują kolor, którym dziadek wziął poprzednią lewę: opis sytuacji musi podać, który (poprzednią lewę albo kartę, którą dziadek ją wziął).',
    'open-point-conflict': 'Rozgrywający wskazał jedną kartę, a wymienił inną ({cards}): sędzia ustala, którą kartę wskazał.',
    'open-point-conflict-none': 'Rozgrywający wskazał jedną kartę, a wymienił inną: sędzia ustala, którą kartę wskazał.',
    'open-unknown-none': 'Z diagramu nie wynika, którą kartę wskazują słowa.',
    'open-ruff-no-contract': '„Przebij” wskazuje atut: opis sytuacji musi podać kontrakt.',
    'open-ruff-must-follow':
      'Dziadek może dołożyć do koloru: atut byłby fałszywym renonsem, który trzeba poprawić; rozgrywający wskazuje kartę w kolorze wyjścia ({cards}).',
    'open-instruction-needs-trick':
      'Czy wcześniejsze polecenie rozgrywającego wciąż wskazuje kartę, zależy od tego, kto wychodzi: opis sytuacji musi podać lewę.',
    'open-instruction-lapsed': 'Wyjście ma inny gracz: polecenie rozgrywającego z wcześniejszej lewy wygasło, kartę dziadka wskazuje rozgrywający.',
    'open-instruction-superseded':
      'Dziadek wziął poprzednią lewę w innym kolorze: wcześniejsze polecenie już nie obowiązuje, kartę dziadka wskazuje rozgrywający.',
    'open-instruction-exhausted': 'Dziadkowi nie została żadna karta tego koloru: polecenie nic już nie wskazuje, kartę dziadka wskazuje rozgrywający.',
    'void-rank':
      'Dziadek nie ma karty wysokości {rank}, którą można legalnie zagrać: wskazanie jest nieważne i rozgrywający może wskazać dowolną legalną kartę.',
    'void-suit': 'Dziadek nie ma żadnej karty wymienionego koloru ({suit}): wskazanie jest nieważne i rozgrywający może wskazać dowolną legalną kartę.',
    'ruff-notrump':
      'W kontrakcie bez atu nie ma atutów: „przebij” żąda karty, której dziadek nie może mieć, więc wskazanie jest nieważne i rozgrywający może wskazać dowolną legalną kartę.',
    'ruff-notrump-rank':
      'W kontrakcie bez atu nie ma atutów: „przebij {rank}” żąda karty, której dziadek nie może mieć, więc wskazanie jest nieważne i rozgrywający może wskazać dowolną legalną kartę.',
    'instruction-continues':
      'Polecenie obowiązuje także w kolejnych lewach, karta po karcie: każdą kolejną kartę można zmienić, dopóki następny gracz do niej nie dołożył.',
    'instruction-changed': 'Następny gracz nie dołożył jeszcze do {from}: rozgrywający może odwołać polecenie, zmiana jest dozwolona, zagrana jest {card}.',
    'instruction-changed-none': 'Następny gracz nie dołożył jeszcze do {from}: rozgrywający może odwołać polecenie i zmiana jest dozwolona; {from} wraca.',
    'instruction-played': 'Gracz {seat} już dołożył do {card} dziadka: karta jest zagrana, a zmiana, o którą prosi rozgrywający, jest odrzucona.',
    'designated-after': 'Następnie rozgrywający wskazał {card}: to jest karta zagrana.',
    'pointed-finding': 'Sędzia ustala, że rozgrywający wskazał {card}.',
    'intended-open': 'Zamiar zagrania {card} przez rozgrywającego jest bezsporny: zagrana jest {card}.',
    'intended-unknown-none': 'Zamiar rozgrywającego jest bezsporny: zamierzoną kartę ustala sędzia.',
    'not-among': '{card} nie należy do kart, do których pasują słowa, a zamiar jej zagrania nie jest bezsporny: rozgrywający wskazuje jedną z tych kart.',
    'not-incontrovertible-open': 'Zamiar rozgrywającego nie jest bezsporny: wskazuje on jedną z kart, do których pasują słowa.',
    'intended-ruff': 'Mówiąc „przebij”, rozgrywający bezspornie miał na myśli {card}: zagrana jest {card}.',
    'ruff-not-incontrovertible': 'Co rozgrywający miał na myśli, mówiąc „przebij”, nie jest bezsporne: wskazanie pozostaje nieważne.',
    'touched-change-refused':
      'Rozgrywający mówi, że chodziło mu o {named}, ale celowo dotknięta karta dziadka musi być zagrana: zmiana jest odrzucona, zagrana jest {card}.',
    'touched-change-refused-none':
      'Rozgrywający mówi, że chodziło mu o inną kartę, ale celowo dotknięta karta dziadka musi być zagrana: zmiana jest odrzucona, zagrana jest {card}.',
    'must-play-none': 'Pierwsze wskazanie pozostaje w mocy: zmiana jest odrzucona.',
    'changed-no-from': 'Pierwsze słowa nie wskazywały żadnej karty; zmiana jest dozwolona: zagrana jest {card}.',
    'changed-no-card':
      'Niezamierzone wskazanie zmienione bez namysłu: zmiana jest dozwolona i {from} nie jest zagrana; nowe słowa rozgrywającego nie wskazują jeszcze karty.',
    'changed-none': 'Niezamierzone wskazanie zmienione bez namysłu: zmiana jest dozwolona; nowe słowa rozgrywającego nie wskazują jeszcze karty.',
    'withdrawn-unnamed':
      'Dziadek położył {card}, której rozgrywający nie wymienił; zwrócono uwagę na czas, więc karta wraca, a kartę dziadka wskazuje rozgrywający.',
    // ── penalty cards, exposed cards, outside agency (48–52) ──
    'pc-on-table-major':
      '{card} gracza {seat} to duża karta przygwożdżona z wcześniejszej lewy: leży odkryta, dopóki nie zostanie zagrana lub nie wróci do ręki.',
    'pc-on-table-minor': '{card} gracza {seat} to mała karta przygwożdżona z wcześniejszej lewy: leży odkryta, dopóki nie zostanie zagrana.',
    'pc-several-major': 'Gracz {seat} ma dwie lub więcej kart przygwożdżonych ({cards}): wszystkie są duże.',
    'pc-requirements-authorized': 'To, czego przepisy wymagają od karty przygwożdżonej, jest legalną informacją dla wszystkich graczy.',
    'pc-minor-no-lead-restriction': 'Mała karta przygwożdżona ({cards}) nie ogranicza wyjścia gracza {seat}.',
    'pc-lead-wait': 'Gracz {seat} ma wyjście, a jego partner ma dużą kartę przygwożdżoną ({cards}): nie może wyjść, dopóki rozgrywający nie dokona wyboru.',
    'pc-lead-premature': 'Gracz {seat} wyszedł {card}, zanim rozgrywający wybrał: wyjście jest przedwczesne, a karta staje się kartą przygwożdżoną.',
    'pc-chose-free': 'Rozgrywający pozostawia wyjście dowolne: gracz {seat} może wyjść dowolną kartą, a {cards} pozostaje kartą przygwożdżoną.',
    'pc-chose-require': 'Rozgrywający żąda od gracza {seat} wyjścia w {suit}: karta przygwożdżona {cards} wraca do ręki.',
    'pc-chose-forbid': 'Rozgrywający zabrania graczowi {seat} wyjścia w {suit}, dopóki ten jest na wyjściu: karta przygwożdżona {cards} wraca do ręki.',
    'pc-same-suit': 'Wszystkie karty przygwożdżone gracza {seat} w tym kolorze ({cards}) wracają do ręki; może on dołożyć do lewy dowolną legalną kartę.',
    'pc-forbid-all':
      'Przy kartach przygwożdżonych w kilku kolorach rozgrywający może zabronić wyjścia we wszystkie te kolory: wszystkie karty przygwożdżone ({cards}) wracają do ręki.',
    'pc-others-stay': 'Karty przygwożdżone gracza {seat} w innych kolorach ({cards}) pozostają kartami przygwożdżonymi.',
    'pc-lead-made': 'Gracz {seat} wychodzi {card} w kolor, którego zażądał rozgrywający ({suit}).',
    'pc-lead-complies': 'Gracz {seat} wychodzi {card}, nie w zabroniony kolor ({suit}).',
    'pc-cannot-comply': 'Gracz {seat} nie ma żadnej karty żądanego koloru ({suit}): może wyjść dowolną inną kartą i wyjście {card} pozostaje.',
    'pc-only-forbidden': 'Gracz {seat} ma tylko zabroniony kolor ({suit}): wyjście {card} pozostaje.',
    'pc-holding-unknown': 'Gracz {seat} wyszedł {card}, nie w {suit}: rozstrzyga to, czy miał {suit}; diagram tego nie pokazuje (podaj jego karty).',
    'pc-holding-unknown-forbid': 'Gracz {seat} wyszedł {card} w zabroniony kolor ({suit}): rozstrzyga to, czy miał inny kolor; diagram tego nie pokazuje.',
    'pc-revoke-required': 'Gracz {seat} mógł wyjść w {suit}, jak zażądał rozgrywający, a wyszedł {card}: to fałszywy renons.',
    'pc-revoke-forbidden': 'Gracz {seat} wyszedł {card} w zabroniony kolor ({suit}), choć miał inny kolor: to fałszywy renons.',
    'pc-revoke-correct':
      'Dopóki fałszywy renons nie jest uprawomocniony, trzeba go poprawić: gracz {seat} wychodzi kartą zgodną z wymogiem, a {card} staje się dużą kartą przygwożdżoną.',
    'pc-revoke-follow': 'Gracz {seat} zagrał {card}, choć mógł dołożyć do koloru: to fałszywy renons; karta przygwożdżona go nie usprawiedliwia.',
    'pc-must-play-major': 'Gracz {seat} musi zagrać dużą kartę przygwożdżoną {card}: to jego pierwsza legalna okazja.',
    'pc-major-played': 'Gracz {seat} zagrywa kartę przygwożdżoną {card}, tak jak musi: nie jest już kartą przygwożdżoną.',
    'pc-follow-first':
      'Gracz {seat} musi dołożyć do koloru, co ma pierwszeństwo: zagrywa {card}, a karta przygwożdżona {cards} pozostaje do następnej legalnej okazji.',
    'pc-restriction-first':
      'Ograniczenie wyjścia wybrane przez rozgrywającego ma pierwszeństwo: gracz {seat} wychodzi {card}, a karta przygwożdżona {cards} pozostaje.',
    'pc-designate': 'Gracz {seat} może legalnie zagrać więcej niż jedną kartę przygwożdżoną ({cards}): rozgrywający wskazuje którą.',
    'pc-designated': 'Rozgrywający wskazuje {card}: gracz {seat} musi ją zagrać.',
    'pc-failed-major': 'Gracz {seat} zagrał {card}, gdy musiał zagrać kartę przygwożdżoną {cards}.',
    'pc-minor-played': 'Gracz {seat} zagrywa małą kartę przygwożdżoną {card}: nie jest już kartą przygwożdżoną.',
    'pc-minor-spot':
      'Gracz {seat} zagrał {card}, kartę o wysokości poniżej honoru w kolorze swojej małej karty przygwożdżonej {cards}, zanim zagrał kartę przygwożdżoną: tak nie wolno.',
    'pc-minor-honour': 'Gracz {seat} zagrywa honor tego koloru ({card}) zamiast małej karty przygwożdżonej: wolno; {cards} pozostaje kartą przygwożdżoną.',
    'pc-stays': 'Gracz {seat} zagrywa {card}; mała karta przygwożdżona {cards} pozostaje.',
    'pc-no-withdraw': 'Gracz {seat} nie może z własnej inicjatywy cofnąć {card}.',
    'pc-withdraw-refused': 'Gracz {seat} cofnął {card} z własnej inicjatywy: nie wolno; decyduje rozgrywający.',
    'pc-may-accept': 'Rozgrywający może przyjąć {card}; {cards} pozostaje wtedy kartą przygwożdżoną.',
    'pc-may-require': 'Albo rozgrywający może zażądać zagrania karty przygwożdżonej ({cards}) zamiast {card}; {card} staje się wtedy dużą kartą przygwożdżoną.',
    'pc-must-accept': 'Rozgrywający zagrał już potem ze swojej ręki lub z ręki dziadka: musi przyjąć {card}.',
    'pc-accepted': 'Rozgrywający przyjmuje {card}: karta pozostaje zagrana.',
    'pc-still-penalty': 'Niezagrane karty przygwożdżone gracza {seat} ({cards}) pozostają kartami przygwożdżonymi.',
    'pc-substituted': 'Rozgrywający żąda karty przygwożdżonej: gracz {seat} zagrywa {cards} zamiast {card}, a {card} staje się dużą kartą przygwożdżoną.',
    'show-dummy': 'Karty dziadka i tak są odkryte: nie ma karty przygwożdżonej ani niczego do sprostowania.',
    'show-after-oloot': 'Rozgrywający odkrył swoje karty po pierwszym wyjściu poza kolejnością: stosuje się przepis 54.',
    'show-54a': 'Zacząwszy rozkładać rękę, rozgrywający rozkłada ją całą i zostaje dziadkiem; rozgrywa jego partner.',
    'show-claim': 'Rozgrywający odkrył swoje karty: sędzia uznaje to za roszczenie lub zrzeczenie.',
    'show-needs-claim':
      'Odkrycie kart może zostać uznane za roszczenie lub zrzeczenie, chyba że rozgrywający wyraźnie nie miał takiego zamiaru: decyduje sędzia.',
    'show-not-claim': 'Rozgrywający wyraźnie nie zamierzał zgłaszać roszczenia: odkrycie kart nie jest roszczeniem.',
    'show-exposed': 'Odsłonięte karty rozgrywającego ({cards}) nie są kartami przygwożdżonymi: wracają do jego ręki bez ograniczeń.',
    'show-exposed-unnamed': 'Odsłonięte karty rozgrywającego nie są kartami przygwożdżonymi: wracają do jego ręki bez ograniczeń.',
    'show-dropped': 'Rozgrywający nie musi grać upuszczonych kart ({cards}); żadna nie jest kartą przygwożdżoną.',
    'show-dropped-unnamed': 'Rozgrywający nie musi grać upuszczonych kart; żadna nie jest kartą przygwożdżoną.',
    'show-needs-claim-defender':
      'Pokazanie kart może być roszczeniem lub zrzeczeniem gracza {seat}, chyba że wyraźnie nie miał takiego zamiaru: decyduje sędzia.',
    'show-not-claim-defender': 'Gracz {seat} wyraźnie nie zamierzał, pokazując karty, zgłosić roszczenia ani zrzec się lew.',
    'show-defender': 'Odsłonięte karty gracza {seat} ({cards}) stają się kartami przygwożdżonymi.',
    'show-defender-unnamed': 'Odsłonięte karty gracza {seat} stają się kartami przygwożdżonymi: podaj je, by orzec o każdej.',
    'agency-outside-agency': '{card} gracza {seat} odsłoniła osoba postronna (np. kibic), nie sam gracz.',
    'agency-director': '{card} gracza {seat} odsłonił sędzia, nie sam gracz.',
    'agency-opponent': '{card} gracza {seat} odsłonił przeciwnik, nie sam gracz.',
    'agency-dummy': 'Karty dziadka i tak są odkryte: {card} niczego nie zmienia.',
    'agency-declarer': 'Karta rozgrywającego {card} nigdy nie staje się kartą przygwożdżoną: wraca do jego ręki.',
    'agency-needs': 'Czy {card} jest kartą przygwożdżoną? Sędzia może postanowić inaczej i musi to rozstrzygnąć.',
    'agency-penalty': 'Sędzia nie postanawia inaczej: {card} jest kartą przygwożdżoną.',
    'agency-not-penalty': 'Sędzia postanawia inaczej: {card} nie jest kartą przygwożdżoną i wraca do ręki.',
    'agency-info':
      'Widok karty {card} dał pozostałym graczom dodatkową informację, dla nich nielegalną; gra toczy się dalej, a sędzia może skorygować wynik, jeśli na niego wpłynęła.',
    // ── leads and plays out of turn, retraction (47E, 53–59) ──
    'accepted-by-statement': '{seat} przyjął {card} jako wyjście: staje się ono prawidłowym wyjściem.',
    'not-entitled': 'Gracz {seat} nie decyduje o tym wyjściu poza kolejnością: jego oświadczenie się nie liczy.',
    'defenders-differ': 'Obrońcy wybrali różnie: rozstrzyga wybór gracza {seat}, następnego w kolejności po nieprawidłowym wyjściu.',
    'refused-defender': '{seat} nie przyjął wyjścia: {card} staje się dużą kartą przygwożdżoną.',
    'proper-leads': 'Wychodzi wtedy {seat}, który był na wyjściu.',
    'refused-declarer': 'Wyjście nie zostało przyjęte: rozgrywający cofa {card}, wychodzi obrońca, który był na wyjściu; dalszych sprostowań nie ma.',
    'refused-wrong-hand': 'Wyjście nie zostało przyjęte: rozgrywający cofa {card} i musi wyjść z właściwej ręki ({seat}).',
    'info-watch':
      'Jeśli rozgrywający obierze później sposób rozgrywki, który mógł opierać się na tym, co ujawniło jego wyjście poza kolejnością, sędzia może przyznać wynik rozjemczy.',
    'info-used': 'Sposób rozgrywki rozgrywającego mógł opierać się na informacji z jego wyjścia poza kolejnością: sędzia może przyznać wynik rozjemczy.',
    'info-not-used': 'Sposób rozgrywki rozgrywającego nie wynikał z jego wyjścia poza kolejnością: wynik nie zostaje skorygowany.',
    'wrong-defender-plays':
      '{seat}, obrońca po prawej stronie ręki, z której nastąpiło wyjście, dołożył do {card}: wyjście pozostaje, a on zagrał przed partnerem.',
    'proper-lead':
      '{seat}, który był na wyjściu, wyszedł {card} we właściwej kolejności: to wyjście pozostaje, a karty omyłkowo zagrane do tej lewy można cofnąć.',
    'needs-lead-or-play':
      'Czy {card} gracza {seat}, który był na wyjściu, to jego własne wyjście, czy karta zagrana do nieprawidłowego wyjścia? Decyduje sędzia.',
    'withdrawn-info': 'Informacja z cofniętych kart jest legalna dla strony niewykraczającej i nielegalna dla strony wykraczającej.',
    'opening-loot': '{seat} odkrył pierwsze wyjście ({card}) poza kolejnością.',
    'opening-accepted': 'Wyjście zostało przyjęte: dziadek wykłada karty, a drugą kartę zagrywa się z ręki rozgrywającego ({seat}).',
    'opening-dummy-second': 'Rozgrywający zagrał drugą kartę z dziadka ({card}): pozostaje zagrana i można ją cofnąć tylko po to, by poprawić fałszywy renons.',
    'opening-may-accept': 'Rozgrywający ({seat}) może przyjąć wyjście: dziadek wykłada wtedy karty, a rozgrywający zagrywa drugą kartę z własnej ręki.',
    'opening-may-spread': 'Rozgrywający może też przyjąć wyjście, wykładając własną rękę: staje się dziadkiem, a {seat} rozgrywającym.',
    'opening-may-refuse':
      'Albo rozgrywający może nie przyjąć wyjścia: {card} staje się dużą kartą przygwożdżoną, wychodzi {seat}, a rozgrywający może zażądać wyjścia w ten kolor albo go zabronić.',
    'opening-must-accept': 'Rozgrywający mógł widzieć karty dziadka: musi przyjąć wyjście {card}.',
    'opening-refused': 'Rozgrywający nie przyjął pierwszego wyjścia: {card} staje się dużą kartą przygwożdżoną, wychodzi {seat}.',
    'opening-spread':
      'Po wyjściu {card} rozgrywający wyłożył swoją rękę, odsłaniając karty: wyjście pozostaje, rozgrywający staje się dziadkiem, a {seat} rozgrywającym.',
    'premature-lead': '{seat} wyszedł {card} do następnej lewy, zanim partner dołożył do tej: karta staje się kartą przygwożdżoną.',
    'premature-play': '{seat} zagrał {card} przed partnerem: karta staje się kartą przygwożdżoną.',
    'premature-options-2017':
      'Rozgrywający wybiera, jak {seat} zagra do tej lewy: najwyższą albo najniższą kartę koloru wyjścia, kartę innego koloru wskazanego przez rozgrywającego albo kartę spoza koloru wskazanego przez rozgrywającego.',
    'premature-options':
      'Rozgrywający wybiera, jak {seat} zagra do tej lewy: najwyższą albo najniższą kartę koloru wyjścia albo kartę spoza koloru wskazanego przez rozgrywającego.',
    'cannot-comply': 'Gdy {seat} nie może spełnić wyboru rozgrywającego, zagrywa dowolną kartę, którą wolno mu zagrać.',
    'exempt-both-hands': 'Rozgrywający zagrał już z obu rąk: {seat} nie podlega sprostowaniu za zagranie {card} przed partnerem.',
    'exempt-dummy': 'Dziadek sam zagrał lub podpowiedział kartę: {seat} nie podlega sprostowaniu za zagranie {card} przed partnerem.',
    'early-lead-stands':
      '{card} liczy się jako wyjście gracza {seat} do następnej lewy: pozostaje, jeśli weźmie on tę lewę; w przeciwnym razie to wyjście poza kolejnością.',
    'declarer-early':
      'Rozgrywający zagrał {card}, zanim przyszła kolej na tę rękę: przedwczesne zagranie rozgrywającego, z dowolnej ręki, daje kartę zagraną, a jeśli jest ona zgodna z przepisami, nie można jej cofnąć.',
    'declarer-early-lead': 'Rozgrywający wyszedł {card}, zanim lewa się skończyła: bez kary, karta wraca; wyjdzie, gdy przyjdzie jego kolej.',
    'simultaneous-two': 'Karta {card} gracza {seat}, zagrana jednocześnie z {named}, liczy się jako zagrana po niej.',
    'simultaneous-none':
      'Z faktów nie wynika, czyja była kolej, więc nie wiadomo, która z kart zagranych jednocześnie była prawidłowa: sędzia musi ustalić kolejność zagrań.',
    'simultaneous-one-visible': 'Widać było tylko lico {card}: jest zagrana, a pozostałe karty wracają bez sprostowań.',
    'simultaneous-several': '{seat} odsłonił kilka kart naraz ({cards}): wskazuje tę, którą zagrywa.',
    'simultaneous-penalty': 'Każda inna odsłonięta karta gracza {seat} staje się wtedy kartą przygwożdżoną.',
    designated: '{seat} wskazuje {card}: jest zagrana.',
    'simultaneous-opponent': 'Przeciwnik, który dołożył do lewy po karcie, którą cofnięto, może cofnąć swoją kartę i zagrać inną.',
    'simultaneous-late': 'Karty zagrane jednocześnie zauważono dopiero, gdy obie strony zagrały do następnej lewy: stosuje się przepis o wadliwej lewie (67).',
    'major-several': 'Odsłonięto naraz więcej niż jedną kartę: {card} to duża karta przygwożdżona.',
    'told-retract':
      '{seat} wyszedł {card} poza kolejnością, bo przeciwnik powiedział, że to jego wyjście: może cofnąć kartę bez sprostowań, a jego lewy przeciwnik nie może przyjąć tego wyjścia.',
    'told-retracted': '{seat} wyszedł poza kolejnością na słowo przeciwnika i cofnął {card}: bez sprostowań.',
    'told-must-retract':
      '{seat} wyszedł {card} poza kolejnością, bo przeciwnik powiedział, że to jego wyjście: według Przepisów z 2017 r. karta wraca do ręki bez sprostowań, a wyjścia nie można przyjąć.',
    'told-partner':
      'To własna strona gracza {seat}, a nie przeciwnik, powiedziała, że to jego wyjście: wyjście poza kolejnością rozpatruje się zwykłym trybem.',
    'misinfo-retract':
      '{seat} zagrał {card} po błędnym wyjaśnieniu przeciwnika, a przed jego poprawieniem; po niej nikt nie dołożył do lewy, więc może ją cofnąć.',
    'misinfo-retract-2017':
      '{seat} zagrał {card} po błędnym wyjaśnieniu przeciwnika, a przed jego poprawieniem; od tej pory nie zagrano żadnej karty, więc może ją cofnąć.',
    'misinfo-retracted': '{seat} cofnął {card}, zagraną po błędnym wyjaśnieniu przeciwnika: bez sprostowań.',
    'misinfo-too-late': 'Po {card} do lewy dołożył {seat}: karty nie można już cofnąć.',
    'misinfo-too-late-2017': 'Po {card} gracz {seat} zagrał kartę (do tej lewy lub następnej): karty nie można już cofnąć.',
    'misinfo-opening': 'Dziadek odkrył już kartę: pierwszego wyjścia ({card}) nie można cofnąć.',
    'misinfo-adjust': 'Gdy karty nie można już cofnąć, sędzia może przyznać wynik rozjemczy za szkodę z błędnej informacji.',
    // ── revokes (61–64) ──
    'impossible-not-a-revoke': 'Fakt {n} nie może być fałszywym renonsem: gracz {seat} dodał do koloru kartą {card} albo nie miał już kart w kolorze wyjścia.',
    'revoke-derived': 'Gracz {seat} zagrał {card} do wyjścia w {suit}, mając jeszcze {cards}: to fałszywy renons.',
    'inquiry-declarer': 'Rozgrywający może zapytać obrońcę, który nie dodał do koloru, czy nie ma karty w kolorze wyjścia.',
    'inquiry-dummy': 'Dziadek może zapytać rozgrywającego, czy nie ma karty w kolorze wyjścia.',
    'inquiry-dummy-defender': 'Dziadkowi nie wolno pytać obrońcy, czy nie ma karty w kolorze wyjścia; sędzia ocenia, co to pytanie przekazało obrońcom.',
    'inquiry-defender-declarer': 'Obrońca może zapytać rozgrywającego, czy nie ma karty w kolorze wyjścia.',
    'inquiry-defenders':
      'Gracz {seat} może zapytać partnera, czy nie ma karty w kolorze wyjścia, jeśli Organizacja Nadzorująca tego nie zabrania; pytanie może przekazać nielegalną informację.',
    'inquiry-not-listed': 'Przepis 61 nie daje prawa do takiego pytania; mimo to zwróciło ono uwagę na rozgrywkę.',
    'revoke-must-correct':
      'Fałszywy renons nie jest uprawomocniony, więc trzeba go poprawić: gracz {seat} cofa {card} i zagrywa kartę w kolorze wyjścia ({suit}).',
    'revoke-corrected': 'Fałszywy renons poprawiono, zanim się uprawomocnił: gracz {seat} cofnął {card} i zagrywa kartę w kolorze wyjścia ({suit}).',
    'revoke-card-penalty': 'Karta {card}, zagrana z zakrytej ręki obrońcy i cofnięta, staje się dużą kartą przygwożdżoną.',
    'revoke-card-replaced': 'Karta {card} należy do rozgrywającego lub dziadka: zastępuje się ją bez dalszego sprostowania.',
    'revoke-later-withdraw': 'Strona niewykraczająca może cofnąć karty zagrane po fałszywym renonsie ({cards}) i zagrać inne.',
    'revoke-partner-withdraw': 'Jeśli przeciwnik cofnie swoją kartę, gracz {seat} także może cofnąć {card}.',
    'revoke-partner-withdraw-penalty':
      'Jeśli przeciwnik cofnie swoją kartę, gracz {seat} także może cofnąć {card}; jest obrońcą, więc jego karta staje się kartą przygwożdżoną.',
    'revoke-both-sides-corrected':
      'Obie strony popełniły fałszywy renons w tej lewie, a tylko jedna zagrała do następnej: fałszywy renons kartą {card} także się poprawia.',
    'revoke-both-sides-penalty': 'Każda karta, którą obrońcy cofają, poprawiając oba fałszywe renonsy, staje się kartą przygwożdżoną.',
    'revoke-established-a1':
      'Gracz {seat} popełnił fałszywy renons kartą {card}; karta jego strony zagrana do następnej lewy uprawomocniła ten fałszywy renons.',
    'revoke-established-a2':
      'Gracz {seat} popełnił fałszywy renons kartą {card}; wskazanie przez jego stronę karty do następnej lewy uprawomocniło ten fałszywy renons.',
    'revoke-established-a3': 'Gracz {seat} popełnił fałszywy renons kartą {card}; roszczenie lub zrzeczenie jego strony uprawomocniło ten fałszywy renons.',
    'revoke-established-a4':
      'Gracz {seat} popełnił fałszywy renons kartą {card}; zgoda jego strony na roszczenie lub zrzeczenie przeciwników uprawomocniła ten fałszywy renons.',
    'revoke-stands':
      'Uprawomocnionego fałszywego renonsu się nie poprawia: lewa z kartą {card} pozostaje tak, jak ją zagrano, a sprostowanie następuje po zakończeniu rozgrywki.',
    'revoke-twelfth-corrected':
      'Fałszywy renons popełniono w dwunastej lewie i wykryto, zanim ręce wróciły do pudełka: poprawia się go, choć jest uprawomocniony.',
    'revoke-twelfth-partner':
      'Gracz {seat} zagrał do dwunastej lewy po fałszywym renonsie partnera kartą {card}: to, co ta karta pokazała, jest dla niego nielegalną informacją.',
    'revoke-record-needed':
      'Przeniesienie lew ustala się po zakończeniu rozgrywki na podstawie tego, kto wziął każdą lewę, począwszy od lewy z fałszywym renonsem: sędzia zapisuje, kto wziął każdą z pozostałych lew.',
    'revoke-transfer-two': 'Gracz {seat} wziął lewę z fałszywym renonsem, a jego strona wzięła też późniejszą: stronie niewykraczającej przechodzą dwie lewy.',
    'revoke-transfer-won':
      'Gracz {seat} wziął lewę z fałszywym renonsem, a jego strona nie wzięła żadnej późniejszej: stronie niewykraczającej przechodzi ta lewa.',
    'revoke-transfer-one':
      'Gracz {seat} nie wziął lewy z fałszywym renonsem, ale jego strona wzięła ją lub późniejszą: stronie niewykraczającej przechodzi jedna lewa.',
    'revoke-no-transfer-b1': 'Strona gracza {seat} nie wzięła ani lewy z fałszywym renonsem, ani żadnej późniejszej: żadna lewa nie przechodzi.',
    'revoke-no-transfer-b2':
      'Gracz {seat} ponownie popełnił fałszywy renons w tym samym kolorze po uprawomocnieniu pierwszego: za ten kolejny żadna lewa nie przechodzi.',
    'revoke-no-transfer-b3':
      'Fałszywy renons polegał na niezagraniu karty dziadka, leżącej odkrytej na stole (z dziadka dołożono {card}): żadna lewa nie przechodzi.',
    'revoke-no-transfer-b4':
      'Na fałszywy renons po raz pierwszy zwrócono uwagę po zapowiedzi gracza strony niewykraczającej w następnym rozdaniu: żadna lewa nie przechodzi.',
    'revoke-no-transfer-b5': 'Na fałszywy renons po raz pierwszy zwrócono uwagę po zakończeniu rundy: żadna lewa nie przechodzi.',
    'revoke-no-transfer-b6': 'Fałszywy renons popełniono w dwunastej lewie: żadna lewa nie przechodzi.',
    'revoke-no-transfer-b7': 'W tym rozdaniu fałszywy renons popełniły obie strony: żadna lewa nie przechodzi.',
    'revoke-no-transfer-b8': 'Fałszywy renons poprawiono, bo obie strony popełniły fałszywy renons w jednej lewie: żadna lewa nie przechodzi.',
    'revoke-equity': 'Jeśli przeniesienie nie wyrównuje szkody wyrządzonej fałszywym renonsem, sędzia przyznaje wynik rozjemczy.',
    'revoke-equity-repeated':
      'Sędzia koryguje wynik, jeśli bez powtórnego fałszywego renonsu strona niewykraczająca wzięłaby prawdopodobnie więcej lew (2017: 64C2(a)).',
    'revoke-equity-both':
      'Fałszywy renons popełniły obie strony: stronie, której fałszywe renonsy wyrządziły szkodę, sędzia przyznaje wynik rozjemczy (2017: 64C2(b)).',
    // ── arrangement and inspection of tricks (65–66) ──
    'arr-disturbed':
      'Gracz {seat} zmienił kolejność swoich zagranych kart, zanim uzgodniono liczbę lew: naraża się na utratę prawa do spornych lew oraz do zarzucenia lub zaprzeczenia fałszywego renonsu.',
    'arr-wrong-way':
      'Gracz {seat} w porę zwrócił uwagę na nieprawidłowo ułożoną kartę ostatniej lewy: układa się ją tak, by wskazywała stronę, która wzięła lewę.',
    'arr-wrong-way-late':
      'Gracz {seat} zwrócił uwagę na nieprawidłowo ułożoną kartę dopiero po wyjściu lub zagraniu jego strony do następnej lewy: prawo do poprawienia wygasło, a jego uwaga może być dla partnera nielegalną informacją (16B).',
    'arr-wrong-way-declarer': 'Rozgrywający może polecić poprawienie nieprawidłowo ułożonej karty: układa się ją tak, by wskazywała stronę, która wzięła lewę.',
    'arr-wrong-way-late-2007': 'Gracz {seat} zwrócił uwagę na nieprawidłowo ułożoną kartę dopiero po wyjściu do następnej lewy: to prawo już wygasło.',
    'arr-inspect-dummy': 'Dziadek nie może żądać pokazania zagranych kart: to prawo rozgrywającego i obrońców.',
    'arr-current':
      'Gracz {seat} nie odwrócił jeszcze swojej karty koszulką do góry, a jego strona nie zagrała do następnej lewy: może zażądać odkrycia dla niego wszystkich czterech kart lewy.',
    'arr-current-late': 'Po wyjściu lub zagraniu strony gracza {seat} do następnej lewy nie może on już żądać odkrycia kart ostatniej lewy.',
    'arr-current-turned': 'Gracz {seat} odwrócił już swoją kartę koszulką do góry: nie może już żądać odkrycia kart lewy.',
    'arr-own': 'Gracz {seat} może obejrzeć swoją ostatnią zagraną kartę, nie pokazując jej nikomu.',
    'arr-own-late': 'Po wyjściu lub zagraniu strony gracza {seat} do następnej lewy nie może on już oglądać swojej ostatniej karty.',
    'arr-own-late-2007': 'Do następnej lewy już wyszedł któryś z graczy: gracz {seat} nie może już oglądać swojej ostatniej karty.',
    'arr-quitted':
      'Do końca rozgrywki zamknięte lewy nie mogą być oglądane, chyba że na polecenie sędziego (na przykład w celu sprawdzenia, czy popełniono fałszywy renons).',
    'arr-quitted-director': 'Sędzia poleca obejrzeć zamknięte lewy (na przykład w celu sprawdzenia, czy popełniono fałszywy renons): wolno to zrobić.',
    'arr-after-play':
      'Rozgrywka się zakończyła: zagrane i niezagrane karty można obejrzeć, by ustalić, czy popełniono fałszywy renons, albo liczbę lew; każdy gracz dotyka tylko swoich kart.',
    'arr-mixed':
      'Gracz {seat} pomieszał swoje karty, gdy sprawa była już podniesiona, tak że nie da się ustalić faktów: sędzia orzeka na korzyść drugiej strony.',
    // ── the defective trick (67) ──: the shared rule's reasons (law-rules/reasons/defective), one table for the CLI and the engine.
    ...defective,
    // ── played-card faults (issue #27) ──
    'choice-after-next-hand':
      'Dziadek zagrał {card}, jedną z kart wysokości wymienionej przez rozgrywającego, a rozgrywający nie zaprotestował, dopóki nie zagrał następny gracz: wskazanie {named} po zobaczeniu jego karty to zmiana decyzji, a nie wybór, którego wymaga przepis. Zagrana jest {card}.',
  },
  script: {
    withdraw: '{who}, można cofnąć {cards} i zagrać inną kartę.',
    'withdraw-if': '{who}, jeśli {cards} jest już zagrana, można ją cofnąć i zagrać inną.',
    designate: '{who}, proszę wskazać kartę, którą ma zagrać dziadek.',
    'designate-among': '{who}, można wskazać, którą kartę zagrywa dziadek: {among}.',
    'accept-lead': '{who}, można przyjąć wyjście {cards}.',
    'refuse-lead': '{who}, albo można zażądać cofnięcia {cards}.',
    'require-lead': '{who}, gdy partner wykraczającego będzie na wyjściu, można zażądać wyjścia w {suit}…',
    'forbid-lead': '{who}, …albo zabronić wyjścia w {suit}, dopóki jest on na wyjściu.',
    'no-rectification': 'Nie ma dalszych sprostowań.',
    'only-if': 'Tylko jeśli cofnięto {cards}.',
    'first-statement': 'Proszę się nie naradzać: liczy się pierwsza wypowiedź.',
    'next-prevails': 'Jeśli obrońcy wybiorą różnie, rozstrzyga wybór gracza {seat}.',
    'penalty-then': '{cards} staje się wtedy dużą kartą przygwożdżoną.',
    played: 'Zagrana jest {cards}.',
    returned: '{cards} wraca do ręki.',
    penalty: '{cards} zostaje na stole jako {kind} karta przygwożdżona.',
    major: 'duża',
    minor: 'mała',
    // ── designations and dummy's cards (45C3–C4, 46) ──
    'change-allowed': 'Zmiana karty jest dozwolona.',
    'change-refused': 'Zmiana karty jest odrzucona.',
    // ── penalty cards, exposed cards, outside agency (48–52) ──
    'free-lead': '{who}, albo można pozostawić wyjście dowolne.',
    'forbid-lead-all': '{who}, …albo zabronić wyjścia we wszystkie kolory kart przygwożdżonych ({cards}), dopóki jest on na wyjściu.',
    'designate-penalty-card': '{who}, proszę wskazać, która karta przygwożdżona zostaje zagrana: {among}.',
    'accept-play': '{who}, można przyjąć {cards} jako zagraną.',
    'require-penalty-card': '{who}, albo można zażądać zagrania {among} zamiast {cards}.',
    'picked-up': 'Wraca wtedy do ręki i nie jest już kartą przygwożdżoną: {cards}.',
    remain: 'Pozostaje wtedy kartą przygwożdżoną: {cards}.',
    // ── leads and plays out of turn, retraction (47E, 53–59) ──
    'become-dummy': '{who}, można przyjąć wyjście, wykładając własne karty: rozgrywającym zostaje wtedy partner, a wyłożona ręka staje się dziadkiem.',
    'play-highest': '{who}, można zażądać, by {binds} zagrał najwyższą kartę koloru wyjścia…',
    'play-lowest': '…albo najniższą kartę koloru wyjścia…',
    'play-suit': '…albo kartę innego, wskazanego koloru…',
    'forbid-suit': '…albo zabronić mu zagrania wskazanego koloru.',
    'then-lead': 'Następnie wychodzi {seat}.',
    'then-declarer': '{seat} zostaje rozgrywającym.',
    'then-play-from': 'Następną kartę zagrywa się z ręki {seat}.',
    'then-forced': 'Ta karta to {cards}.',
    'then-any': 'Nie może tego spełnić, więc może zagrać dowolną legalną kartę.',
    'name-card': '{who}, proszę powiedzieć, która z kart {among} zostaje zagrana: pozostałe nie są zagrane.',
    'then-options': 'Następnie:',
    // ── revokes (61–64) ──
    'follow-suit': '{who}, proszę zagrać w jej miejsce kartę w kolorze wyjścia ({suit}).',
    // ── the defective trick (67) ──
    'supply-card': '{who}, proszę dołożyć do lewy kartę w kolorze wyjścia ({cards}).',
    'supply-card-any': '{who}, proszę dołożyć do lewy dowolną swoją kartę.',
    'face-card': '{who}, proszę odkryć kartę w kolorze wyjścia ({cards}) i położyć ją wśród swoich zagranych kart.',
    'face-card-any': '{who}, proszę odkryć dowolną swoją kartę i położyć ją wśród swoich zagranych kart.',
    'transfer-none': 'Po zakończeniu rozgrywki za fałszywy renons kartą {cards} żadna lewa nie przechodzi.',
    'transfer-one': 'Po zakończeniu rozgrywki za fałszywy renons kartą {cards} jedna lewa przechodzi na stronę niewykraczającą.',
    'transfer-two': 'Po zakończeniu rozgrywki za fałszywy renons kartą {cards} dwie lewy przechodzą na stronę niewykraczającą.',
    'transfer-pending': 'Proszę grać dalej: przeniesienie lew za fałszywy renons kartą {cards} ustala się po zakończeniu rozgrywki.',
  },
  lang: 'pl',
  seats: SEAT_LETTERS.pl,
  suits: { S: 'piki', H: 'kiery', D: 'kara', C: 'trefle' },
};
