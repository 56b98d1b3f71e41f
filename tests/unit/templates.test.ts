// Every template of every table of the tool layer — interface strings, the played-card reason
// table, the claim reason table — in all four languages is read with templateProblems: a
// placeholder the English template of the same key does not fill, a case the language does not
// have, a plural with the wrong number of forms for the language, a stray brace. First the rule
// is shown to catch each kind on made-up tables, so a check that stopped finding would fail.
import { describe, expect, test } from 'vitest';
import { LANGS, type Lang } from '../../src/lib/base/languages.ts';
import { placeholders, templateProblems } from '../../src/lib/text/fill.ts';
import type { TextTable } from '../../src/lib/consistency/tool-layer.ts';
import { TOOL_TABLES } from '../../src/i18n/tables.ts';
import { SEAT_LETTERS, SEAT_NAMES } from '../../src/lib/text/seat-words.ts';
import { STRINGS } from '../../src/i18n/ui.ts';
import { SEATS } from '../../src/lib/bridge/vocabulary.ts';
import { renderSamples } from '../../src/lib/text/render-templates.ts';
import { REASONS } from '../../src/lib/rulings/reasons/index.ts';
import { CLAIM_REASONS } from '../../src/lib/claims/reasons/index.ts';

/** Every problem of every template, as `table lang key: problem`. */
function problemsOf(tables: readonly TextTable[]): string[] {
  const out: string[] = [];
  for (const t of tables) {
    const en = tables.find((x) => x.lang === 'en' && x.name === t.name);
    for (const [key, template] of Object.entries(t.entries)) {
      const reference = en?.entries[key];
      const known = t.lang === 'en' || reference === undefined ? null : new Set(placeholders(reference).map((p) => p.name));
      for (const p of templateProblems(template, t.lang, known)) out.push(`${t.name} ${t.lang} "${key}": ${p}`);
    }
  }
  return out;
}

const table = (lang: Lang, entries: Record<string, string>): TextTable => ({ name: 'made-up', lang, files: [], entries });

describe('the template check', () => {
  test('names the table, language, key and what is wrong', () => {
    const tables = [
      table('en', { a: '{seat} wins {tricks} {tricks|trick|tricks}.', b: 'for {seat}' }),
      table('ru', { a: '{seat} берёт {tricks} {tricks|взятку|взятки}.', b: 'для {seat:loc} {player}' }),
      table('pl', { a: '{seat} bierze {tricks} {tricks|lewę|lewy|lew}.', b: 'dla {seat:gen}' }),
      table('el', { a: '{seat:the-nom} παίρνει {tricks} λεβέ.', b: 'για {seat:the-acc' }),
    ];
    expect(problemsOf(tables)).toEqual([
      'made-up ru "a": {tricks|взятку|взятки}: a plural of ru lists 3 or 4 forms (one|few|many|[other]), not 2',
      'made-up ru "b": {seat:loc}: "loc" is not a case of ru (nom, gen, dat, acc, ins, prep)',
      'made-up ru "b": {player}: the placeholder "player" is not one the English template fills ({seat})',
      'made-up el "b": a "{" or "}" that is not part of a placeholder {name}, {name:case} or {name|form|…}: "για {seat:the-acc"',
    ]);
  });
});

describe('the tool layer', () => {
  test('every template of every table in all four languages is well formed', () => {
    expect(problemsOf(TOOL_TABLES)).toEqual([]);
  });
  test('the tables of each language are there', () => {
    for (const l of LANGS) expect(TOOL_TABLES.filter((t) => t.lang === l).map((t) => t.name)).toContain('claims.script');
  });
  test('the seat names of the interface are the nominative of the case tables', () => {
    for (const l of LANGS)
      for (const s of SEATS) {
        expect(STRINGS[l][`deal.seat.${s}`]).toBe(SEAT_NAMES[l].nom[s]);
        expect(STRINGS[l][`deal.letter.${s}`]).toBe(SEAT_LETTERS[l].nom[s]);
      }
  });
});

// "all 1 remaining tricks", «все 1 оставшаяся взятка»: a count that can be 1 after a word for
// "all" reads wrongly whatever plural form follows. Every template is filled with the counts 1,
// 2, 5 and 21 and read for that.
const ALL_ONE: Readonly<Record<Lang, RegExp>> = {
  en: /\b(?:all|both) (?:the )?1\b/i,
  ru: /(?:^|[^\p{L}])(?:все|всех|всем|обе|оба) 1(?!\d)/iu,
  pl: /(?:^|[^\p{L}])(?:wszystk\p{L}*|obie|oba|obu) 1(?!\d)/iu,
  el: /(?:^|[^\p{L}])(?:όλ\p{L}*|και οι δύο) (?:οι |τα |τις |των )?1(?!\d)/iu,
};

describe('counts read as text', () => {
  test('the check finds "all 1" in each language', () => {
    expect(ALL_ONE.en.test('all 1 remaining tricks are conceded')).toBe(true);
    expect(ALL_ONE.ru.test('все 1 оставшаяся взятка уступлена')).toBe(true);
    expect(ALL_ONE.pl.test('wszystkie 1 pozostałe lewy')).toBe(true);
    expect(ALL_ONE.el.test('όλες οι 1 λεβέ')).toBe(true);
    expect(ALL_ONE.ru.test('все 21 взятка')).toBe(false);
  });
  // Counts that are never 1 where the string is shown.
  const NEVER_ONE: Readonly<Record<string, string>> = {
    'offline.none': 'the pages of one interface, over a thousand',
    'offline.saved': 'the pages of one interface, over a thousand',
    'exam.variants': 'shown only for a problem with two or more questions (exam-mode.ts variantsLine)',
  };
  test('no English template says "1 tricks" — a count chooses its noun', () => {
    const found: string[] = [];
    for (const t of TOOL_TABLES.filter((x) => x.lang === 'en'))
      for (const [key, template] of Object.entries(t.entries)) {
        // Keys chosen by the count's plural category (search.count.other) are never shown for 1.
        if (key in NEVER_ONE || /\.(?:few|many|other)$/.test(key)) continue;
        for (const line of renderSamples(template, 'en'))
          if (/(?<![\d.,])1 [a-z]+s\b(?<!\b(?:is|was|has|does|plays|wins|takes|goes|follows|leads|remains))/.test(line))
            found.push(`${t.name} "${key}": ${line}`);
      }
    expect(found).toEqual([]);
  });

  // Greek: «Εμφανίζονται 1 από 1 περιπτώσεις» — the count of 1 needs the singular noun and verb
  // (περίπτωση, εμφανίζεται); λεβέ does not inflect, so the nouns that do are listed.
  const EL_ONE_PLURAL = /(?<![\d.,])1 (?:περιπτώσεις|απαντήσεις|όροι|παράγραφοι|προβλήματα|τμήματα|βήματα|φύλλα)(?!\p{L})|\p{L}+(?:ονται|ουν) 1(?![\d.,])/u;
  test('no Greek template puts a count of 1 with a plural noun or verb', () => {
    expect(EL_ONE_PLURAL.test('Εμφανίζονται 1 από 1 περιπτώσεις.')).toBe(true);
    expect(EL_ONE_PLURAL.test('1 από 5 περιπτώσεις αναφέρει')).toBe(false);
    const found: string[] = [];
    for (const t of TOOL_TABLES.filter((x) => x.lang === 'el'))
      for (const [key, template] of Object.entries(t.entries)) {
        if (key in NEVER_ONE || /\.(?:few|many|other)$/.test(key)) continue;
        for (const line of renderSamples(template, 'el')) if (EL_ONE_PLURAL.test(line)) found.push(`${t.name} "${key}": ${line}`);
      }
    expect(found).toEqual([]);
  });

  test('no template says "all 1" when its count is 1', () => {
    const found: string[] = [];
    for (const t of TOOL_TABLES)
      for (const [key, template] of Object.entries(t.entries))
        for (const line of renderSamples(template, t.lang))
          if (!(key in NEVER_ONE) && ALL_ONE[t.lang].test(line)) found.push(`${t.name} ${t.lang} "${key}": ${line}`);
    expect(found).toEqual([]);
  });
});

// Greek generated text, as a director reads it: the script addresses a player in the vocative
// (Νότε, …; a plain {who} prints Νότος), a seat is named with its article (ο Νότος, η Δύση) —
// «ο παίκτης Δύση» puts a masculine noun before a feminine seat and the pronouns after it follow
// the noun —, and a law is cited in Greek letters as formatRef writes it (64Γ2α), not 64C2(a).
// The interface is left out of the last rule: its search hints show Latin ids on purpose.
const EL_RULES: readonly { readonly rule: string; readonly re: RegExp; readonly interface: boolean }[] = [
  { rule: 'a script addresses {who} in the vocative ({who:voc})', re: /^\{who(?!:voc\})/, interface: true },
  {
    rule: 'a seat takes its article ({seat:the-nom}), not «ο παίκτης {seat}»',
    re: /παίκτη\p{L}* \{(?:seat|by|actor|binds)(?:\}|:(?:nom|gen|acc)\})/u,
    interface: true,
  },
  {
    // «εκτελεστής ο {declarer}» read «ο Ανατολή»: the article agrees with the seat, so it comes with it.
    rule: 'a seat brings its own article ({declarer:the-nom}), never a fixed «ο»/«η» before it',
    re: /(?:^|[\s«(])(?:ο|η|του|της|τον|την|στον|στην) \{(?:seat|by|actor|binds|declarer|dummy)(?:\}|:(?:nom|gen|acc)\})/u,
    interface: true,
  },
  { rule: 'a law is cited in Greek letters (64Γ2α), not Latin (64C2(a))', re: /\d[A-H](?:\d|\(|[a-z]\b|(?![\p{L}\d]))/u, interface: false },
];

describe('Greek reads as Greek', () => {
  test('each rule finds what it is for, and passes the right form', () => {
    const [voc, seat, article, law] = EL_RULES.map((r) => r.re) as [RegExp, RegExp, RegExp, RegExp];
    expect(article.test('Συμβόλαιο: {contract}, εκτελεστής ο {declarer}.')).toBe(true);
    expect(article.test('πριν παίξει η {seat:nom}')).toBe(true);
    expect(article.test('Συμβόλαιο: {contract}, εκτελεστής: {declarer}.')).toBe(false);
    expect(article.test('παίζει {seat:the-nom}')).toBe(false);
    expect(voc.test('{who}, παρακαλώ παίξτε φύλλο στο χρώμα της εξόδου.')).toBe(true);
    expect(voc.test('{who:voc}, παρακαλώ παίξτε φύλλο στο χρώμα της εξόδου.')).toBe(false);
    expect(seat.test('Ο παίκτης {seat} έκανε ρενόνς με το {card}.')).toBe(true);
    expect(seat.test('τον παίκτη {seat:acc}')).toBe(true);
    expect(seat.test('{seat:the-nom} έκανε ρενόνς με το {card}.')).toBe(false);
    expect(law.test('(2017: 64C2(a))')).toBe(true);
    expect(law.test('κάντε το διόρθωση (45C4(b))')).toBe(true);
    expect(law.test('ο Νόμος 16B δεν εφαρμόζεται')).toBe(true);
    expect(law.test('(2017: 64Γ2α)')).toBe(false);
    expect(law.test('{n} IMP, 3ΧΑ, 4♠')).toBe(false);
  });
  test('no Greek template breaks them', () => {
    const found: string[] = [];
    for (const t of TOOL_TABLES.filter((x) => x.lang === 'el'))
      for (const [key, template] of Object.entries(t.entries))
        for (const r of EL_RULES) if ((r.interface || t.name !== 'interface') && r.re.test(template)) found.push(`${t.name} "${key}": ${r.rule}`);
    expect(found).toEqual([]);
  });
});

describe('Russian law references as the site writes them', () => {
  // formatRef writes section letters A, B, C and E in their Cyrillic look-alikes in Russian
  // (`64С2(a)`, `16В`), as the Russian sources type them; a Latin one in a Russian template is a
  // reference the reader sees in another notation than the rest of the page.
  const LATIN_SECTION = /\d[ABCE](?=\d|\(|(?![\p{L}\d]))/u;
  test('the rule finds a Latin section letter and passes the Cyrillic one', () => {
    expect(LATIN_SECTION.test('(2017: 64C2(a))')).toBe(true);
    expect(LATIN_SECTION.test('исправление (45C4(b))')).toBe(true);
    expect(LATIN_SECTION.test('Правило 47E')).toBe(true);
    expect(LATIN_SECTION.test('(2017: 64С2(a))')).toBe(false);
    expect(LATIN_SECTION.test('{n} IMP, 3БК, 4♠, 16D')).toBe(false);
  });
  test('no Russian reason or script template writes one', () => {
    const found: string[] = [];
    for (const t of TOOL_TABLES.filter((x) => x.lang === 'ru' && x.name !== 'interface'))
      for (const [key, template] of Object.entries(t.entries)) if (LATIN_SECTION.test(template)) found.push(`${t.name} "${key}": ${template}`);
    expect(found).toEqual([]);
  });
});

// Greek words that refer back to a seat agree with the gender of its name: ο Βορράς, ο Νότος
// are masculine, η Ανατολή, η Δύση feminine (the letters likewise: ο Β, η Α). «Η Ανατολή … το
// δεύτερο φύλλο του» reads as someone else's card; a template writes `{seat|του|της}`. Every
// Greek template is filled with each seat in turn and each clause after a seat is read for a
// possessive of the other gender (a «του»/«της» that ends a noun phrase, «δικό του»), a
// masculine pronoun or article right after a feminine name, and a bare participle or adjective
// of the other gender said of the seat («η Δύση, αμυνόμενος στα δεξιά …»). A seat in parentheses
// names the noun before it («ο εκτελεστής (Δύση) … το δικό του»), which the words after follow.
// A possessive that refers to another noun of the seat's gender in the same clause («η Δύση
// έπαιξε μετά από λανθασμένη εξήγηση … πριν από τη διόρθωσή της») is flagged too: with a
// feminine seat the reader cannot tell whose, so the noun is named instead.
const EL_FEM = /(?:Ανατολή|Ανατολής|Δύση|Δύσης|(?:[ηΗ]|της|Της|την|τη|στην|στη) [ΑΔ])(?!\p{L})/u;
const EL_MASC = /(?:Βορράς|Βορρά|Νότος|Νότου|Νότο|Νότε|(?:[οΟ]|του|Του|τον|στον) [ΒΝ])(?!\p{L})/u;
// A clitic possessive: after a noun, before a pause or a word that cannot be the noun it would
// otherwise be the article of.
const NEXT_NOT_NOUN = String.raw`(?=\s*(?:[,.:;·;)—]|$)|\s+(?:και|σε|στ\p{L}*|με|από|για|που|ενώ|αν|όταν|πριν|αφού|δεν|ή|να|θα|είναι|ήταν|μένει|γίνεται|παίζεται)(?!\p{L}))`;
// A word said of the seat itself: right after it (apposition) or after a copula.
const SAID_OF = String.raw`(?:^\s*,?\s*|(?<!\p{L})(?:είναι|ήταν|μένει|γίνεται|θεωρείται|είχε μείνει)\s+)`;
const EL_WRONG_AFTER: Readonly<Record<'m' | 'f', RegExp>> = {
  f: new RegExp(
    String.raw`^\s*,?\s*(?:του|τον|αυτός|αυτόν|αυτού)(?!\p{L})|(?<!\p{L})(?:δικ\p{L}* του|αυτού|μόνος του|του${NEXT_NOT_NOUN})|${SAID_OF}(?:\p{L}+μ[εέ]νος|υπαίτιος|ίδιος|υποχρεωμένος|ελεύθερος|σίγουρος|βέβαιος|έτοιμος)(?!\p{L})`,
    'u',
  ),
  m: new RegExp(
    String.raw`^\s*,?\s*(?:της|την|αυτή|αυτήν|αυτής)(?!\p{L})|(?<!\p{L})(?:δικ\p{L}* της|αυτής|μόνη της|της${NEXT_NOT_NOUN})|${SAID_OF}(?:\p{L}+μ[εέ]νη|υπαίτια|ίδια|υποχρεωμένη|ελεύθερη|σίγουρη|βέβαιη|έτοιμη)(?!\p{L})`,
    'u',
  ),
};
const EL_APPOSITION: Readonly<Record<'m' | 'f', RegExp>> = {
  f: /^\s*,\s*(?:ο|τον|του)\s+\p{L}+μ[εέ]νο[ςυ]?(?!\p{L})/u,
  m: /^\s*,\s*(?:η|την|της)\s+\p{L}+μ[εέ]νης?(?!\p{L})/u,
};
// Where a clause ends: a stop, a parenthesis, another seat, or a new subject («, και ο εκτελεστής …»).
const CLAUSE_END = new RegExp(String.raw`[.:;·;?!(]|${EL_FEM.source}|${EL_MASC.source}|,\s*(?:(?:και|ενώ|αλλά|οπότε)\s+)?(?:ο|η|οι)\s+\p{L}`, 'u');
/** The words after each seat in `line`, to the end of its clause, that disagree with it. */
function elAgreementProblems(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(new RegExp(`${EL_FEM.source}|${EL_MASC.source}`, 'gu'))) {
    const at = m.index ?? 0;
    if (line[at - 1] === '(') continue;
    const gender = new RegExp(`^${EL_FEM.source}$`, 'u').test(m[0]) ? 'f' : 'm';
    const rest = line.slice(at + m[0].length);
    const end = rest.search(CLAUSE_END);
    const clause = end < 0 ? rest : rest.slice(0, end);
    // «η Δύση, ο αμυνόμενος …»: an apposition of the other gender right after the name (the
    // clause itself ends at «, ο …», a new subject).
    const apposition = EL_APPOSITION[gender].exec(rest);
    if (apposition) out.push(`«${m[0]}${rest.slice(0, 40)}» (${apposition[0].trim()})`);
    const bad = EL_WRONG_AFTER[gender].exec(clause);
    if (bad) out.push(`«${m[0]}${clause}» (${bad[0].trim()})`);
  }
  return out;
}

describe('Greek words after a seat agree with its name', () => {
  test('the rule finds the other gender and passes the agreeing form', () => {
    expect(elAgreementProblems('Η Ανατολή δεν έχει παίξει ακόμη σε αυτή τη λεβέ, άρα το ♠Q δεν είναι δεύτερο χαρτί του σε αυτήν.')).toHaveLength(1);
    expect(elAgreementProblems('Η Ανατολή δεν έχει παίξει ακόμη, άρα το ♠Q δεν είναι δεύτερο φύλλο της σε αυτήν.')).toEqual([]);
    expect(elAgreementProblems('Η Δύση, αμυνόμενος στα δεξιά του χεριού από το οποίο έγινε η έξοδος, έπαιξε στο ♠Q')).toHaveLength(1);
    expect(elAgreementProblems('Η Δύση, ο αμυνόμενος στα δεξιά του χεριού από το οποίο έγινε η έξοδος, έπαιξε στο ♠Q')).toHaveLength(1);
    expect(elAgreementProblems('Η Δύση, η αμυνόμενη στα δεξιά του χεριού από το οποίο έγινε η έξοδος, έπαιξε στο ♠Q')).toEqual([]);
    expect(elAgreementProblems('Η Δύση χάλασε τη σειρά των παιγμένων φύλλων του πριν συμφωνηθεί ο αριθμός')).toHaveLength(1);
    expect(elAgreementProblems('Η Δύση, αυτός που βγήκε εκτός σειράς, μπορεί να το αποσύρει.')).toHaveLength(1);
    expect(elAgreementProblems('Η Ανατολή είναι υποχρεωμένος να παίξει')).toHaveLength(1);
    expect(elAgreementProblems('Ο Νότος δεν έχει γυρίσει το δικό της φύλλο')).toHaveLength(1);
    expect(elAgreementProblems('Ο Νότος δεν έχει γυρίσει το δικό του φύλλο')).toEqual([]);
    // «του» as the article of a noun, and a seat in parentheses, are not the seat's pronoun.
    expect(elAgreementProblems('Η Ανατολή είχε ήδη παίξει στο ♠Q του μορ: το φύλλο είναι παιγμένο.')).toEqual([]);
    expect(elAgreementProblems('Αν ο αντίπαλος δεξιά του εκτελεστή (Δύση) αλλάξει φύλλο, ο εκτελεστής μπορεί να αποσύρει το δικό του.')).toEqual([]);
    expect(elAgreementProblems('Η έξοδος ισχύει: η Α κερδίζει, και ο μορ απλώνει τα φύλλα του.')).toEqual([]);
    expect(elAgreementProblems('η Α παίζει από το χέρι του.')).toHaveLength(1);
  });
  test('no Greek template, filled with each seat, breaks it', () => {
    const found: string[] = [];
    for (const t of TOOL_TABLES.filter((x) => x.lang === 'el'))
      for (const [key, template] of Object.entries(t.entries))
        for (const line of renderSamples(template, 'el')) for (const p of elAgreementProblems(line)) found.push(`${t.name} "${key}": ${p}`);
    for (const t of TOOL_TABLES.filter((x) => x.lang === 'el'))
      for (const [key, template] of Object.entries(t.entries))
        for (const line of renderSamples(template, 'el', SEAT_LETTERS.el))
          for (const p of elAgreementProblems(line)) found.push(`${t.name} "${key}" (letters): ${p}`);
    expect(found).toEqual([]);
  });
});

// Polish seat names have three genders (Północ feminine, Wschód and Zachód masculine, Południe
// neuter), so a past-tense verb or «który» said of a seat name agrees with one seat only:
// «Północ nie dołożył». The played-card and claim reason tables write the letters (N, E, S, W:
// a player, masculine, «gracz N»), which is why they may say «N nie dołożył»; the tables that
// print names — the interface and the law rules' tables — put the seat after «gracz»/«partner»
// or in a case governed by another word. The rule reads a plain `{seat}` (the nominative) with
// no such noun before it, next to a past tense in -ł/-ła/-ło or followed by «który».
const PL_NAME_TABLES = /^(?:interface|law16\.|law67\.)/;
const PL_BARE_SEAT = String.raw`(?<!(?:[Gg]racz|[Pp]artner|przeciwnik|obrońca|rozgrywający|dziadek|\()\s?)\{(?:seat|who|by|actor|binds|declarer|dummy)\}`;
const PL_GENDERED = new RegExp(
  String.raw`${PL_BARE_SEAT}\s*,?\s*(?:(?:nie|już|też|także)\s+)*(?:\p{L}+(?:ł|ła|ło)|któr\p{L}+)(?!\p{L})|(?<!\p{L})\p{L}+(?:ł|ła|ło)\s+${PL_BARE_SEAT}`,
  'u',
);
describe('Polish words said of a seat name agree with it', () => {
  test('the rule finds a gendered form next to a bare seat name and passes «gracz {seat}»', () => {
    expect(PL_GENDERED.test('{seat} nie dołożył karty do lewy {trick}.')).toBe(true);
    expect(PL_GENDERED.test('Do lewy dołożył {seat}: karty nie można już cofnąć.')).toBe(true);
    expect(PL_GENDERED.test('Wychodzi {seat}, który był na wyjściu.')).toBe(true);
    expect(PL_GENDERED.test('Gracz {seat} nie dołożył karty do lewy {trick}.')).toBe(false);
    expect(PL_GENDERED.test('Czy partner ({actor}) otrzymał od {by:gen} informację?')).toBe(false);
    expect(PL_GENDERED.test('{seat} nie dokłada do {suit}')).toBe(false);
  });
  test('the reason tables that say «N nie dołożył» print letters', () => {
    for (const t of TOOL_TABLES.filter((x) => x.lang === 'pl' && !PL_NAME_TABLES.test(x.name) && /reasons|script/.test(x.name)))
      expect(t.name.startsWith('claims') ? CLAIM_REASONS.pl.seats : REASONS.pl.seats).toBe(SEAT_LETTERS.pl);
  });
  // «w Wschodzie», «z Wschodu»: before Wschód the prepositions are «we», «ze», before the other
  // names «w», «z» — one template cannot say both, so a seat name never follows a bare w or z.
  const PL_W_Z = /(?<!\p{L})[wzWZ] \{(?:seat|who|by|actor|binds|declarer|dummy)(?::\w+)?\}/u;
  test('a seat name never follows a bare «w» or «z»', () => {
    expect(PL_W_Z.test('kartą z {seat:gen}')).toBe(true);
    expect(PL_W_Z.test('z ręki {seat:gen}')).toBe(false);
    const found: string[] = [];
    for (const t of TOOL_TABLES.filter((x) => x.lang === 'pl' && PL_NAME_TABLES.test(x.name)))
      for (const [key, template] of Object.entries(t.entries)) if (PL_W_Z.test(template)) found.push(`${t.name} "${key}": ${template}`);
    expect(found).toEqual([]);
  });
  test('no Polish table that prints seat names breaks it', () => {
    const found: string[] = [];
    for (const t of TOOL_TABLES.filter((x) => x.lang === 'pl' && PL_NAME_TABLES.test(x.name)))
      for (const [key, template] of Object.entries(t.entries)) if (PL_GENDERED.test(template)) found.push(`${t.name} "${key}": ${template}`);
    expect(found).toEqual([]);
  });
});

// «запрещены для Запад», «в том числе Запад» (issue #28): a preposition governs a case, and a
// plain `{seat}` prints the nominative. Russian seat names always decline; Polish names do
// (the letters of the reason tables do not, so `dla {seat}` is right there: «dla W»).
const SEAT_AFTER_PREPOSITION: Readonly<Partial<Record<Lang, RegExp>>> = {
  ru: /(?<!\p{L})(?:для|у|от|к|с|со|без|до|после|против|через|на|в|во|о|об|при|по|за|над|под|перед|числе|кроме|вместо)\s+\{(?:seat|who|by|actor|binds|declarer|dummy|prevails)\}/iu,
  pl: /(?<!\p{L})(?:dla|u|od|do|bez|przez|przeciw|wobec|obok|z|ze|w|we|na|o|po|przy|nad|pod|przed|za|oprócz|zamiast)\s+\{(?:seat|who|by|actor|binds|declarer|dummy|prevails)\}/iu,
};
describe('a seat after a preposition takes its case', () => {
  test('the rule finds a bare seat after a preposition and passes one with its case', () => {
    expect(SEAT_AFTER_PREPOSITION.ru?.test('выход запрещён для {seat}')).toBe(true);
    expect(SEAT_AFTER_PREPOSITION.ru?.test('в том числе {seat}')).toBe(true);
    expect(SEAT_AFTER_PREPOSITION.ru?.test('выход запрещён для {seat:gen}')).toBe(false);
    expect(SEAT_AFTER_PREPOSITION.pl?.test('informacja od {by}')).toBe(true);
    expect(SEAT_AFTER_PREPOSITION.pl?.test('informacja od {by:gen}')).toBe(false);
  });
  test('no Russian template, and no Polish template that prints names, has one', () => {
    const found: string[] = [];
    for (const t of TOOL_TABLES) {
      const re = SEAT_AFTER_PREPOSITION[t.lang];
      if (!re || (t.lang === 'pl' && !PL_NAME_TABLES.test(t.name))) continue;
      for (const [key, template] of Object.entries(t.entries)) if (re.test(template)) found.push(`${t.name} ${t.lang} "${key}": ${template}`);
    }
    expect(found).toEqual([]);
  });
});
