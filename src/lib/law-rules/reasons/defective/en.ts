/** Law 67's reasons in English (the reference table: the other languages have its keys and placeholders). */
export const en = {
  'dt-none': 'No trick is defective: each player put one card on every trick the facts give before the next trick began.',
  'dt-card-twice': 'The facts are impossible: the {card} appears twice (on two tricks, or on a trick and in a hand). Correct the facts.',
  'dt-fourteenth': 'The facts are impossible: {seat} would hold a fourteenth card (the {card}). Correct the facts.',
  'dt-omitted-a-follow':
    '{seat} did not play to trick {trick}, and attention was drawn before a player of each side had played to the next trick: he supplies a card he can legally play to it, one of the suit led ({cards}).',
  'dt-omitted-a-any':
    '{seat} did not play to trick {trick}, and attention was drawn before a player of each side had played to the next trick: he supplies a card to it — any card, as he holds none of the suit led.',
  'dt-omitted-b-follow':
    '{seat} did not play to trick {trick}, and attention was drawn only after a player of each side had played to the next trick: he faces a card of the suit led ({cards}) and puts it with his played cards; it does not change who won the trick, and he is deemed to have revoked on it.',
  'dt-omitted-b-any':
    '{seat} did not play to trick {trick}, and attention was drawn only after a player of each side had played to the next trick: he holds no card of the suit led, so he faces any card and puts it with his played cards; it does not change who won the trick, and he is deemed to have revoked on it.',
  'dt-transfer':
    'For the deemed revoke, on the tricks the facts give from the defective one on, {tricks} {tricks|trick goes|tricks go} to the non-offending side ({law}); the director counts it at the end of play.',
  'dt-no-transfer': 'For the deemed revoke no trick is transferred ({law}).',
  'dt-equity': 'If the transfer does not make up for the damage, the director assigns an adjusted score ({equity}).',
  'dt-too-many-a':
    '{seat} put {count} {count|card|cards} on trick {trick} ({cards}), and attention was drawn before a player of each side had played to the next trick: Law 45E (a fifth card to a trick) or Law 58B (cards played together) rectifies it — which of the two is for the director to find.',
  'dt-too-many-b-found':
    '{seat} put {count} {count|card|cards} on trick {trick} ({cards}), and attention was drawn only after a player of each side had played to the next trick: the {kept}, the card the director finds he faced in playing, stays in the trick; {restored} {restoredCount|goes|go} back to his hand, held all along.',
  'dt-too-many-b-highest':
    '{seat} put {count} {count|card|cards} on trick {trick} ({cards}), and attention was drawn only after a player of each side had played to the next trick: as it cannot be told which card he faced in playing, the {kept}, the highest-ranking card he could legally have played, stays in the trick; {restored} {restoredCount|goes|go} back to his hand, held all along.',
  'dt-later-revoke': 'To trick {trick} he played the {card} while holding {held} of the suit led: a revoke.',
} as const;
