/** Law 67's reasons in Polish (keys and placeholders as in en.ts). */
export const pl = {
  'dt-none': 'Żadna lewa nie jest wadliwa: do każdej lewy z faktów każdy gracz dołożył jedną kartę, zanim zaczęła się następna.',
  'dt-card-twice': 'Takie fakty są niemożliwe: karta {card} występuje dwa razy (w dwóch lewach albo w lewie i w ręce). Popraw fakty.',
  'dt-fourteenth': 'Takie fakty są niemożliwe: gracz {seat} miałby czternastą kartę ({card}). Popraw fakty.',
  'dt-omitted-a-follow':
    'Gracz {seat} nie dołożył karty do lewy {trick}, a zwrócono na to uwagę, zanim do następnej lewy zagrał gracz każdej ze stron: dokłada do niej kartę, którą może legalnie zagrać — kartę w kolorze wyjścia ({cards}).',
  'dt-omitted-a-any':
    'Gracz {seat} nie dołożył karty do lewy {trick}, a zwrócono na to uwagę, zanim do następnej lewy zagrał gracz każdej ze stron: dokłada do niej kartę — dowolną, bo nie ma kart w kolorze wyjścia.',
  'dt-omitted-b-follow':
    'Gracz {seat} nie dołożył karty do lewy {trick}, a zwrócono na to uwagę dopiero po tym, jak do następnej lewy zagrał gracz każdej ze stron: odkrywa kartę w kolorze wyjścia ({cards}) i kładzie ją wśród swoich zagranych kart; nie zmienia to tego, kto wziął lewę, a uważa się, że w tej lewie popełnił fałszywy renons.',
  'dt-omitted-b-any':
    'Gracz {seat} nie dołożył karty do lewy {trick}, a zwrócono na to uwagę dopiero po tym, jak do następnej lewy zagrał gracz każdej ze stron: nie ma kart w kolorze wyjścia, więc odkrywa dowolną kartę i kładzie ją wśród swoich zagranych kart; nie zmienia to tego, kto wziął lewę, a uważa się, że w tej lewie popełnił fałszywy renons.',
  'dt-transfer':
    'Za ten fałszywy renons, według lew z faktów, licząc od wadliwej, stronie niewykraczającej {tricks|przechodzi|przechodzą|przechodzi} {tricks} {tricks|lewa|lewy|lew} ({law}); sędzia rozlicza to po zakończeniu rozgrywki.',
  'dt-no-transfer': 'Za ten fałszywy renons żadna lewa nie przechodzi ({law}).',
  'dt-equity': 'Jeśli przeniesienie lew nie wyrównuje szkody, sędzia przyznaje wynik rozjemczy ({equity}).',
  'dt-too-many-a':
    'Gracz {seat} dołożył {count} {count|kartę|karty|kart} ({cards}) do lewy {trick}, a zwrócono na to uwagę, zanim do następnej lewy zagrał gracz każdej ze stron: sprostowanie według przepisu 45E (piąta karta w lewie) albo 58B (karty zagrane jednocześnie); który z nich ma zastosowanie, ustala sędzia.',
  'dt-too-many-b-found':
    'Gracz {seat} dołożył {count} {count|kartę|karty|kart} ({cards}) do lewy {trick}, a zwrócono na to uwagę dopiero po tym, jak do następnej lewy zagrał gracz każdej ze stron: w lewie zostaje {kept} — karta, którą według ustaleń sędziego odkrył, zagrywając do niej; {restored} {restoredCount|wraca|wracają|wraca} do jego ręki, tak jakby {restoredCount|była|były|było} w niej przez cały czas.',
  'dt-too-many-b-highest':
    'Gracz {seat} dołożył {count} {count|kartę|karty|kart} ({cards}) do lewy {trick}, a zwrócono na to uwagę dopiero po tym, jak do następnej lewy zagrał gracz każdej ze stron: nie da się ustalić, którą kartę odkrył, zagrywając do lewy, więc zostaje w niej {kept} — najstarsza z kart, które mógł legalnie zagrać; {restored} {restoredCount|wraca|wracają|wraca} do jego ręki, tak jakby {restoredCount|była|były|było} w niej przez cały czas.',
  'dt-later-revoke': 'Do lewy {trick} zagrał {card}, mając {held} w kolorze wyjścia: to fałszywy renons.',
} as const;
