## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

help-description = Liste les commandes de Sanctum, ou explique l'une d'elles en détail.
    .name = aide
help-command = La commande à expliquer (par défaut : toutes)
    .name = commande

## Aide : toutes les commandes d'un coup d'œil, ou une seule en détail.

help-intro = { $sanctum } joue aux Échecs du Sanctuaire, à la Prise du Sceptre et aux échecs par correspondance : un coup à la fois, sur des heures ou des jours.
help-buttons = Les réponses sont des boutons, sous le message auquel elles répondent :
help-clocks = Jeux : { $chess }, { $scepter }, { $sanctuary }. Jours par coup : { $days } ou { $last_days }. Chaque coup a une échéance (les jours par coup de la partie). Tu reçois un rappel quand { $reminder_percent } % de ton temps est écoulé. Si l'échéance passe, ta réserve de temps paie le retard, un jour entier à la fois (des jours en réserve pour toute la partie : par défaut { $bank_factor } fois les jours par coup, un paramètre du serveur) ; tu ne perds au temps qu'une fois ta réserve vide — mais une partie où un camp n'a jamais joué son premier coup est annulée à la place : pas de résultat, Elo inchangé. Les vacances mettent toutes tes pendules en pause à la fois, jusqu'à { $vacation_days } { $vacation_days ->
        [one] jour
       *[other] jours
    } sur { $vacation_window }.
help-boards = Échiquiers : l'échiquier partagé dans le salon d'une partie pivote à chaque coup, pour que le joueur qui a le trait le voie de son côté (contre Sanctum, toujours du tien) ; un gestionnaire du serveur peut plutôt garder les Blancs en bas avec { $keep_white }. { $mine } met ton propre camp en bas de chaque échiquier dessiné pour toi.
help-unknown = Je ne connais pas la commande { $typed }. { $help } les liste toutes.
help-unknown-near = Je ne connais pas la commande { $typed }. Voulais-tu dire { $near } ? { $help } les liste toutes.
help-manage-server = Seuls les membres autorisés à gérer le serveur peuvent s'en servir pour modifier quelque chose.
help-option = { $option } — { $description }
help-option-required = { $option } (obligatoire) — { $description }
help-no-options = Cette commande ne prend aucune option.
help-aliases = Dans la console, aussi : { $aliases }.
