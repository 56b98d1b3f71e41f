/** Law 16's reasons in Polish (keys and placeholders as in en.ts). */
export const pl = {
  reasons: {
    'ui-needs-madeAvailable':
      'Czy partner ({actor}) otrzymał od {by:gen} dodatkową informację ({kind})? Sędzia ustala to na podstawie tego, co zaszło przy stole.',
    'ui-needs-suggested': 'Czy ta informacja mogła wyraźnie zasugerować wybrane działanie ({action}) zamiast innego? Rozstrzyga sędzia.',
    'ui-needs-logicalAlternative':
      'Czy gracz {actor} miał inne działanie będące logiczną alternatywą, czyli takie, które znaczna część graczy o tej samej sile gry i przy tych samych uzgodnieniach systemowych poważnie by rozważyła, a niektórzy by podjęli? Rozstrzyga sędzia, najlepiej po zapytaniu takich graczy.',
    'ui-needs-outcomes': 'Jakie wyniki były prawdopodobne, gdyby gracz {actor} wybrał alternatywę? Wymienia je sędzia.',
    'ui-needs-weighting': 'Czy Organizacja Nadzorująca dopuszcza ważone wyniki rozjemcze? Według Przepisów z 2007 roku może ich zakazać.',
    'ui-needs-weights': 'Wagi wyników sumują się do {total}%, a nie do 100%: sędzia podaje wagę każdego wyniku.',
    'ui-needs-likely':
      'Bez ważenia strona niewykraczająca otrzymuje najkorzystniejszy dla siebie spośród prawdopodobnych wyników: sędzia wskazuje, które wyniki były prawdopodobne.',
    'ui-none':
      'Dodatkowa informacja nie została przekazana ({kind} ze strony {by:gen}): partner ({actor}) mógł swobodnie wybrać swoje działanie ({action}); wynik pozostaje w mocy.',
    'ui-made-available': 'Partner ({actor}) otrzymał od {by:gen} dodatkową informację ({kind}): jest to dla niego nielegalna informacja.',
    'ui-not-suggested': 'Informacja nie sugerowała wyraźnie wybranego działania ({action}) zamiast innego: nie ma wykroczenia, wynik pozostaje w mocy.',
    'ui-no-alternative':
      'Gracz {actor} nie miał innego działania będącego logiczną alternatywą: {action} to jedyne, co gracze o tej samej sile gry poważnie by rozważyli, więc nie ma wykroczenia; wynik pozostaje w mocy.',
    'ui-infraction':
      'Gracz {actor} wybrał działanie wyraźnie zasugerowane przez informację ({action}) zamiast logicznej alternatywy ({alternative}): to wykroczenie przeciw przepisowi 16.',
    'ui-infraction-peers':
      'Gracz {actor} wybrał działanie wyraźnie zasugerowane przez informację ({action}) zamiast logicznej alternatywy ({alternative}; poważnie rozważyłoby ją {peers}% zapytanych graczy): to wykroczenie przeciw przepisowi 16.',
    'ui-no-advantage':
      'Wykroczenie nie przyniosło stronie wykraczającej korzyści: wynik przy stole ({table} dla linii NS) nie jest dla niej lepszy od wyniku po alternatywie ({adjusted}). Wynik pozostaje w mocy.',
    'ui-advantage':
      'Wykroczenie przyniosło stronie wykraczającej korzyść: {table} dla linii NS przy stole wobec {adjusted} po alternatywie. Sędzia orzeka wynik rozjemczy.',
    'ui-weighted':
      'Ważony wynik rozjemczy z {count} {count|wyniku prawdopodobnego|wyników prawdopodobnych|wyników prawdopodobnych} po alternatywie: {adjusted} dla linii NS, dla obu stron (w turnieju par lub drużyn każdy wynik przelicza się najpierw na punkty meczowe lub IMP-y, a dopiero potem waży).',
    'ui-assigned':
      'Ważenie nie jest dopuszczone: strona niewykraczająca otrzymuje najkorzystniejszy dla siebie spośród prawdopodobnych wyników ({nonOffending} dla linii NS), strona wykraczająca — najmniej korzystny dla siebie spośród wyników choćby w ogóle prawdopodobnych ({offending}).',
    'ui-serious-error':
      'Strona niewykraczająca sama przyczyniła się do szkody poważnym błędem niezwiązanym z wykroczeniem albo działaniem nierozważnym lub hazardowym: zachowuje wynik przy stole ({table} dla linii NS); strona wykraczająca otrzymuje wynik rozjemczy.',
    'ui-withdrawn-authorized':
      'Wycofane działanie było nieprawidłowością drugiej strony: dla strony, do której należy {actor}, informacja z niego jest legalna i można z niej korzystać. Wynik pozostaje w mocy.',
    'ui-withdrawn-unauthorized':
      'Informacja z wycofanego działania jest dla strony wykraczającej nielegalna: {actor:dat} nie wolno wybrać działania, które ta informacja wyraźnie sugeruje, zamiast logicznej alternatywy.',
    'ui-opponent-manner':
      '{rule} nie ma zastosowania, bo informacja pochodziła od przeciwnika, nie od partnera. Gracz wyciąga wnioski z zachowania przeciwnika na własne ryzyko ({manner}); jeśli jednak przeciwnik nie miał dającego się wykazać brydżowego powodu i mógł wiedzieć, że jego zachowanie może mu przynieść korzyść, sędzia orzeka wynik rozjemczy ({deceptive}).',
  },
  another: 'inna zapowiedź lub zagranie',
  kinds: {
    hesitation: 'wyraźne wahanie',
    speed: 'niepohamowany pośpiech',
    remark: 'uwaga',
    question: 'pytanie',
    reply: 'odpowiedź na pytanie',
    alert: 'niespodziewany alert',
    'no-alert': 'brak alertu',
    emphasis: 'specjalny nacisk lub modulacja głosu',
    gesture: 'gest lub szczególne zachowanie',
    'withdrawn-call': 'wycofana zapowiedź',
    'withdrawn-play': 'wycofane zagranie',
  },
} as const;
