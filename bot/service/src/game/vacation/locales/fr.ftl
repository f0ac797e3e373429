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
