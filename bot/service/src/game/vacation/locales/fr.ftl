## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

vacation-description = Mets toutes tes pendules en pause, jusqu'à { $vacation_days } { $vacation_days ->
        [one] jour
       *[other] jours
    } sur { $vacation_window_days }, ou abrège tes vacances.
    .name = vacances
vacation-days = Combien de jours, à partir de maintenant (au plus { $vacation_days } sur { $vacation_window_days })
    .name = jours
vacation-end = Termine tes vacances maintenant ; les jours restants ne sont pas décomptés
    .name = fin

## Vacances. $vacation_days est le nombre maximal de jours de vacances sur toute période de $vacation_window_days jours (les 365 derniers).

# $ends est le moment où les vacances se terminent.
vacation-started = 🏖️ Tes vacances de { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } commencent maintenant et se terminent { $ends }.
# Suit vacation-started : $games est le nombre de parties que les vacances mettent en pause.
vacation-started-games = { $games ->
    [0] Tu n'as aucune partie en cours ; celles que tu commenceras entre-temps attendront ton retour.
    [1] Ta pendule est en pause dans ta partie, et ton adversaire a été prévenu.
   *[other] Tes pendules sont en pause dans tes { $games } parties, et tes adversaires ont été prévenus.
}
# Suit vacation-started-games : $end est la commande qui met fin aux vacances ; $left les jours de vacances restants.
vacation-started-meanwhile = Tu peux quand même jouer entre-temps ; tes vacances continuent. De retour plus tôt ? { $end } : les jours non utilisés ne sont pas décomptés. Jours de vacances restants sur les { $vacation_window_days } derniers : { $left }.
# Dans le salon de chaque partie : $name est absent jusqu'à $back.
vacation-away = 🏖️ { $name } est en vacances, retour { $back }.
# Suit vacation-away quand l'absent a le trait : $game est le numéro de la partie.
vacation-away-clock-paused = Sa pendule dans la partie { $game } est en pause : sa nouvelle échéance est { $due }.
# Suit vacation-away quand $opponent a le trait.
vacation-away-your-move = { $opponent }, ton échéance dans la partie { $game } reste { $due } ; une fois que tu auras joué, la pendule de { $name } attendra son retour.
# $used et $unused sont des durées : 2d 4h, 5h 10m.
vacation-ended = Bon retour ! Tes vacances ont pris fin après { $used } ; le temps non utilisé ({ $unused }) n'est pas décompté. Tes pendules tournent de nouveau. Jours de vacances restants sur les { $vacation_window_days } derniers : { $left }.
vacation-back = { $name } est de retour de vacances.
# Suit vacation-back quand celui qui revient a le trait.
vacation-back-move-due = Son échéance dans la partie { $game } est maintenant { $due }.
vacation-status-away = Tu es en vacances, et tes pendules sont en pause ; tes vacances se terminent { $ends }. De retour plus tôt ? { $end }.
# $start est la commande qui commence des vacances.
vacation-status-here = Tu n'es pas en vacances. Jours de vacances restants sur les { $vacation_window_days } derniers : { $left }. Pars en vacances avec { $start } : tes pendules se mettent en pause dans toutes tes parties à la fois.

## Vacances refusées.

vacation-refusal-days = { $days ->
    [one] Des vacances de { $days } jour, c'est impossible : choisis de 1 à { $vacation_days } jours. Rien n'a été modifié.
   *[other] Des vacances de { $days } jours, c'est impossible : choisis de 1 à { $vacation_days } jours. Rien n'a été modifié.
}
vacation-refusal-days-and-end = Donne soit { $start } pour commencer des vacances, soit { $end } pour y mettre fin, pas les deux. Rien n'a été modifié.
vacation-refusal-already-away = Tu es déjà en vacances ; elles se terminent { $ends }. Termine-les d'abord avec { $end } si tu veux en prévoir d'autres.
# $asked est le nombre de jours demandés, $left le nombre de jours restants.
vacation-refusal-allowance = Tu ne peux pas prendre { $asked ->
        [one] { $asked } jour
       *[other] { $asked } jours
    } de vacances : au plus { $vacation_days } jours sont permis sur toute période de { $vacation_window_days } jours, et il te reste { $left ->
        [one] { $left } jour
       *[other] { $left } jours
    }. Rien n'a été modifié.
vacation-refusal-not-away = Tu n'es pas en vacances, il n'y a donc rien à terminer. Pars en vacances avec { $start }.
