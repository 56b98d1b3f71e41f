/** Law 16's reasons in English: the reference table (the other languages have the same keys and placeholders). */
export const en = {
  reasons: {
    'ui-needs-madeAvailable': 'Did {by} make extraneous information available to {actor} ({kind})? The director finds it from the facts at the table.',
    'ui-needs-suggested': 'Could the information demonstrably have suggested {action} over another action? The director decides.',
    'ui-needs-logicalAlternative':
      'Was another action a logical alternative for {actor}: one that a significant proportion of players of his class, with the partnership’s methods, would seriously consider and some would choose? The director decides, best by polling such players.',
    'ui-needs-outcomes': 'Which results were likely had {actor} chosen the alternative? The director lists them.',
    'ui-needs-weighting': 'Does the regulating authority allow weighted adjusted scores? Under the 2007 Laws it may forbid them.',
    'ui-needs-weights': 'The weights of the results add up to {total}%, not 100%: the director gives each result its weight.',
    'ui-needs-likely': 'Without weighting, the non-offenders get the most favourable result that was likely: the director says which results were likely.',
    'ui-none': 'No extraneous information was made available ({kind} by {by}): {actor} was free to choose {action}; the result stands.',
    'ui-made-available': '{by} made extraneous information available to partner ({kind}): it is unauthorized information for {actor}.',
    'ui-not-suggested': 'The information did not demonstrably suggest {action} over another action: there is no infraction and the result stands.',
    'ui-no-alternative':
      'No other action was a logical alternative for {actor}: {action} was the only choice players of his class would seriously consider, so there is no infraction; the result stands.',
    'ui-infraction':
      '{actor} chose {action}, which the information demonstrably suggested, over the logical alternative ({alternative}): an infraction of Law 16.',
    'ui-infraction-peers':
      '{actor} chose {action}, which the information demonstrably suggested, over the logical alternative ({alternative}; {peers}% of the players polled would seriously consider it): an infraction of Law 16.',
    'ui-no-advantage':
      'The infraction gained the offenders nothing: the table score ({table} to North–South) is no better for them than the score after the alternative ({adjusted}). The result stands.',
    'ui-advantage':
      'The infraction gained the offenders an advantage: {table} to North–South at the table against {adjusted} after the alternative. The director adjusts the score.',
    'ui-weighted':
      'A weighted adjusted score over the {count} {count|result|results} likely after the alternative: {adjusted} to North–South, for both sides (in a pairs or teams event each result is converted to matchpoints or IMPs before the weights are applied).',
    'ui-assigned':
      'Weighting is not allowed: the non-offenders get the most favourable result that was likely ({nonOffending} to North–South), the offenders the most unfavourable result that was at all probable ({offending}).',
    'ui-serious-error':
      'The non-offenders caused their own damage by a serious error unrelated to the infraction, or by a wild or gambling action: they keep the table score ({table} to North–South); the offenders keep the adjusted score.',
    'ui-withdrawn-authorized':
      'The withdrawn action was the other side’s irregularity: for {actor}’s side the information from it is authorized, and {actor} may use it. The result stands.',
    'ui-withdrawn-unauthorized':
      'The information from the withdrawn action is unauthorized for the offending side: {actor} may not choose an action it demonstrably suggests over a logical alternative.',
    'ui-opponent-manner':
      'The information came from an opponent, not from partner: {rule} does not apply. A player draws inferences from an opponent’s manner at his own risk ({manner}); if the opponent had no demonstrable bridge reason for it and could have known, at the time, that it could work to his benefit, the director awards an adjusted score ({deceptive}).',
  },
  another: 'another call or play',
  kinds: {
    hesitation: 'an unmistakable hesitation',
    speed: 'unwonted speed',
    remark: 'a remark',
    question: 'a question',
    reply: 'a reply to a question',
    alert: 'an unexpected alert',
    'no-alert': 'a failure to alert',
    emphasis: 'special emphasis or tone',
    gesture: 'a gesture or mannerism',
    'withdrawn-call': 'a withdrawn call',
    'withdrawn-play': 'a withdrawn play',
  },
} as const;
