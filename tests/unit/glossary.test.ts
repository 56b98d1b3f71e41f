import { describe, expect, test } from 'vitest';
import { LANGS } from '../../src/lib/corpus/languages.ts';
import { termMatcher } from '../../src/lib/glossary/match.ts';
import { parseGlossary } from '../../src/lib/glossary/parse.ts';
import { readGlossaryFiles } from '../../src/content-io/glossary-files.ts';

const real = parseGlossary(readGlossaryFiles());
const byId = (id: string) => real.terms.find((t) => t.id === id);

describe('the glossary content', () => {
  test('is valid and has at least 80 terms, each in four languages', () => {
    expect(real.errors.map((e) => `${e.file}:${e.line}: ${e.rule}: ${e.message}`)).toEqual([]);
    expect(real.terms.length).toBeGreaterThanOrEqual(115);
    for (const t of real.terms) for (const l of LANGS) expect(t[l].definition.length).toBeGreaterThan(11);
  });

  test.each([
    ['claim', 'claim', 'претензия', 'roszczenie', 'διεκδίκηση'], // el: the federation's Law 68 (review tool-layer-el)
    ['dummy', 'dummy', 'болван', 'dziadek', 'μορ'],
    ['declarer', 'declarer', 'разыгрывающий', 'rozgrywający', 'εκτελεστής'],
    ['penalty-card', 'penalty card', 'штрафная карта', 'karta przygwożdżona', 'τιμωρημένο φύλλο'], // pl: 001 point 4
    ['unauthorized-information', 'unauthorized information', 'нелегальная информация', 'nielegalna informacja', 'αθέμιτη πληροφορία'], // pl: 004 (Law 16)
    ['revoke', 'revoke', 'фальшренонс', 'fałszywy renons', 'ρενόνς'],
    ['established-revoke', 'established revoke', 'установленный фальшренонс', 'uprawomocniony fałszywy renons', 'οριστικοποιημένη ρενόνς'], // ru: 000 73.8; pl: 001 points 25-26
    ['void', 'void', 'отсутствие масти', 'renons', 'σικάν'], // pl: "renons" alone is a void
    ['offender', 'offender', 'нарушитель', 'strona wykraczająca', 'υπαίτιος'], // pl: 004 16D2, 001 point 26
    ['incontrovertible', 'incontrovertible', 'бесспорный', 'bezsporny', 'αδιαμφισβήτητη'], // pl: 001 point 17
    ['call', 'call', 'заявка', 'zapowiedź', 'δήλωση'], // el: the Hellenic federation's usage
    ['bid', 'bid', 'назначение', 'odzywka', 'αγορά'],
    ['auction', 'auction', 'торговля', 'licytacja', 'αγορές'],
    ['session', 'session', 'сессия', 'sesja', 'ημερίδα'],
    ['board', 'board', 'коробка', 'pudełko', 'θήκη'],
  ])('%s has the vocabulary of our sources', (id, en, ru, pl, el) => {
    const t = byId(id);
    expect([t?.en.term, t?.ru.term, t?.pl.term, t?.el.term]).toEqual([en, ru, pl, el]);
  });
});

describe('the Russian entries after the tool-layer review (issue 28)', () => {
  test.each([
    ['director', 'судья', 'директор'], // the Russian Laws 6–8 and commentary: «Судья»
    ['revoke', 'фальшренонс', 'ренонс'], // «ренонс» is a void
    ['established-revoke', 'установленный фальшренонс', 'закрепила ренонс'],
    ['irregularity', 'нарушение', 'нерегулярность'],
    ['simultaneous-play', 'одновременная игра', 'одновременный снос'], // «снос» is a discard
    ['irrational', 'вздорный', 'иррационально'],
    ['finesse', 'импас', 'прорезка'],
    ['correction-period', 'период коррекции', 'период исправлений'],
    ['unauthorized-information', 'нелегальная информация', 'несанкционированная информация'],
    ['slip-of-mind', 'минутная рассеянность', 'ошибка мысли'],
    ['claim', 'претензия', 'заявкой на взятки'], // «заявка» is a call
  ])('%s: «%s», never «%s», with the federation text that uses it', (id, term, wrong) => {
    const ru = byId(id)?.ru;
    expect(ru?.term).toBe(term);
    expect(ru?.avoid).toContain(wrong);
    expect(ru?.authority).toBeTruthy();
  });

  test('the normal-play definition says «вздорна», the term of the Russian commentary', () => {
    expect(byId('normal-play')?.ru.definition).toContain('вздорна');
    expect(byId('normal-play')?.ru.definition).not.toContain('иррацион');
  });
});

describe('Greek terms of the Hellenic Bridge Federation (review tool-layer-el)', () => {
  test.each([
    ['claim', 'διεκδίκηση'],
    ['adjusted-score', 'επανορθωτική βαθμολογία'],
    ['correction-period', 'Περίοδος Διόρθωσης'],
    ['extraneous-information', 'εξωγενείς πληροφορίες'],
  ])('%s is %s, and the old word is to be avoided', (id, el) => {
    const t = byId(id);
    expect(t?.el.term).toBe(el);
    expect(t?.el.avoid?.length ?? (id === 'claim' ? 1 : 0)).toBeGreaterThan(0);
  });

  test('the booklet’s words for slips of the tongue and of the mind are matched', () => {
    const m = termMatcher(real.terms, 'el');
    expect(m.matches('η παραδρομή της γλώσσας αλλά όχι η στιγμιαία αφαίρεση του νου').map((x) => x.id)).toEqual(['inadvertent-designation', 'slip-of-mind']);
  });
});

describe('parseGlossary on a bad fixture', () => {
  test('reports every problem with its line', () => {
    const { errors, terms } = parseGlossary(readGlossaryFiles('tests/fixtures/glossary/bad'));
    expect(errors.map((e) => `${e.file}:${e.line}: ${e.rule}`).sort()).toEqual([
      'glossary/hand.yaml:6: glossary/not', // "on the other side" contains no form of hand
      'glossary/table-cards.yaml:6: glossary/shared-form', // "dummy" is dummy's
      'glossary/table-cards.yaml:9: glossary/script', // Latin c in "cтол"
      'glossary/table.yaml:2: glossary/schema', // "45c1" is not canonical
    ]);
    expect(terms.map((t) => t.id)).toEqual(['dummy', 'hand', 'table-cards']);
  });
});

describe('termMatcher', () => {
  test.each([
    ['ru', 'Защитник оспаривает претензию', ['defender', 'claim']], // inflected, Cyrillic boundaries
    ['ru', 'штрафной карты нет', ['penalty-card']], // a two-word form in the genitive
    ['ru', 'претензиями', []], // not a listed form: no partial-word match
    ['pl', 'zgłaszający roszczenie gracza', ['claimer', 'player']], // the longer form wins over "roszczenie"
    ['el', 'η εκτός σειράς έξοδος του μορ', ['lead-out-of-turn', 'dummy']],
    ['el', 'ΜΟΡ', ['dummy']], // case-insensitive
    ['en', 'Dummy’s\nhand, then the penalty\ncard', ['dummy', 'hand', 'penalty-card']], // a form across a line break
    ['el', 'ΔΙΕΚΔΙΚΗΣΗ ΜΠΑΖΩΝ', ['claim', 'trick']], // Greek capitals drop the accents
    ['ru', 'Партнер и партнёр', ['partner', 'partner']], // ё and е are one letter
    ['pl', 'staje się dużą kartą przygwożdżoną', ['major-penalty-card']], // the longest form wins
  ] as const)('%s: %s', (lang, text, ids) => {
    expect(
      termMatcher(real.terms, lang)
        .matches(text)
        .map((m) => m.id),
    ).toEqual(ids);
  });
});

describe('false friends: a form in one of its term\u2019s negative contexts is an ordinary word', () => {
  // Each line is a phrase from the corpus (file and segment in the comment) in which a glossary
  // form is not the term; before negative contexts, the first list would have held the term.
  test.each([
    ['en', '15. Law 70C deals with the case in which the claimer has forgotten', ['claimer'], 'deal'], // commentary/pl-68-71/en.md 15
    ['en', 'to help the Director deal with a disputed claim', ['director', 'contested-claim'], 'deal'], // commentary/pl-68-71/en.md 17
    ['en', 'If, on the other hand, the claim is accepted', ['claim'], 'hand'], // commentary/ru-67-74/en.md 68.12
    ['en', 'even if his right-hand opponent had already managed to play', ['opponent'], 'hand'], // cases/hbf-played-card/2/en.md ruling.4
    ['en', 'the opponents have the right to contest the claim', ['opponent', 'claim'], 'tournament'], // commentary/pl-68-71/en.md 11
    ['ru', 'Карты необходимо сдавать лицевой стороной вниз', ['deal'], 'side'], // laws/2007/6/ru.md 6B
    ['ru', 'розыгрыш со стороны игрока, предъявившего претензию', ['player', 'claimer'], 'side'], // commentary/ru-67-74/ru.md 70.8
    ['ru', 'Здесь оговорены легальные методы такого взаимодействия', ['communication'], 'authorized-information'], // commentary/ru-67-74/ru.md 73.1
    ['ru', 'Когда согласие берется назад, судья должен выслушать обе стороны', ['acquiescence', 'director', 'side'], 'withdrawn-card'], // commentary/ru-67-74/ru.md 69.7
    ['ru', 'эта информация может нарушить нормальный ход игры', [], 'lead'], // laws/2007/16/ru.md 16C2
    ['pl', 'Odpowiedzi na pytania ze strony 5', [], 'side'], // cases/hbf-played-card/collection/pl.md answers
    ['pl', 'przeprowadzić błyskotliwą rozgrywkę na jedną dodatkową lewę', ['trick'], 'extraneous-information'], // commentary/pl-68-71/pl.md 10
    ['pl', 'zastrzegając możliwość orzeczenia wyniku rozjemczego', ['adjusted-score'], 'ruling'], // laws/2007/16/pl.md 16C2(c)
    ['pl', 'w celu ukrycia tego, co miano na myśli', [], 'denomination'], // commentary/ru-67-74/pl.md 70.6
    ['pl', 'S gra 3BA. Dotąd kara były grane następująco', [], 'penalty'], // cases/hbf-played-card/5/pl.md facts.1
    ['el', 'Η Δ έχει το χέρι και παίζει το ♦6', ['lead'], 'hand'], // cases/hbf-played-card/11/el.md facts.3
    ['el', 'Μπορούμε ακόμα να επαναφέρουμε την τάξη', [], 'rank'], // cases/hbf-played-card/4/el.md rulings.3
    ['el', 'σε συμβόλαιο χωρίς ατού και, χωρίς άλλη επικοινωνία, λέει', ['contract', 'notrump'], 'communication'], // cases/hbf-played-card/8/el.md facts.1
    ['el', 'την αποδεχθεί κάνοντας σχετική δήλωση', [], 'call'], // laws/2007/53/el.md 53
    ['el', 'Ο Διαιτητής πρέπει να προσδιορίσει τι σκεφτόταν η Δ', ['director'], 'designate'], // cases/hbf-played-card/12/el.md rulings.1
    ['el', 'τα φύλλα πρέπει να μοιράζονται με την όψη προς τα κάτω', [], 'face-up'], // laws/2007/6/el.md 6B
  ] as const)('%s: %s', (lang, text, ids, friend) => {
    const m = termMatcher(real.terms, lang);
    expect(m.matches(text).map((x) => x.id)).toEqual(ids);
    expect(m.has(text, friend)).toBe(false);
  });

  test('the same form outside the negative context is still the term', () => {
    expect(
      termMatcher(real.terms, 'en')
        .matches('the next deal')
        .map((m) => m.id),
    ).toEqual(['deal']);
    expect(
      termMatcher(real.terms, 'ru')
        .matches('сторона, предъявившая претензию')
        .map((m) => m.id),
    ).toContain('side');
    expect(
      termMatcher(real.terms, 'pl')
        .matches('strona wykraczająca i strony')
        .map((m) => m.id),
    ).toEqual(['offender', 'side']);
    expect(
      termMatcher(real.terms, 'el')
        .matches('στο χέρι του')
        .map((m) => m.id),
    ).toEqual(['hand']);
  });
});
