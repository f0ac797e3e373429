## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

review-description = Fais analyser une partie terminée par Sanctum : erreurs, gains manqués, précision et graphique.
    .name = analyser
review-game = Le numéro de la partie (par défaut : la dernière partie de ce salon)
    .name = partie

## Une analyse : ce qu'elle a trouvé sur une partie terminée.

# $game est le numéro de la partie ; $white et $black les noms des joueurs ; $result le score (1-0, 0-1, 1/2-1/2).
review-heading = Analyse de la partie { $game } — { $white } (Blancs) contre { $black } (Noirs), { $variant }, { $result }.
# La précision de chaque camp, en pourcentage.
review-accuracy = Précision : { $white } { $white_accuracy } % · { $black } { $black_accuracy } %
# $points, c'est ce qu'un coup doit céder des chances de gain de son camp (en points sur 100) pour être signalé.
review-clean = Aucune imprécision, erreur ou gaffe : aucun coup n'a cédé { $points } points des chances de gain de son camp.
# Les coups signalés d'un camp, comptés, après le nom du joueur.
review-tally = { $name } : { $inaccuracies ->
        [0] aucune imprécision
        [one] { $inaccuracies } imprécision
       *[other] { $inaccuracies } imprécisions
    }, { $mistakes ->
        [0] aucune erreur
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    }, { $blunders ->
        [0] aucune gaffe
        [one] { $blunders } gaffe
       *[other] { $blunders } gaffes
    }
review-tally-none = { $name } : rien à signaler
# Un coup signalé : $number est son numéro tel qu'écrit avant un coup (12. pour les Blancs, 12... pour les Noirs), $name qui l'a joué, $played le coup, $better le meilleur coup.
review-note-slip = { $slip ->
    [inaccuracy] { $number } { $played } ({ $name }) : imprécision — il valait mieux jouer { $better }.
    [mistake] { $number } { $played } ({ $name }) : erreur — il valait mieux jouer { $better }.
   *[blunder] { $number } { $played } ({ $name }) : gaffe — il valait mieux jouer { $better }.
}
# Un gain forcé laissé passer : $better aurait gagné, $win dit comment (« sanctuaire en 2 ») ; $name a joué $played à la place.
review-note-missed-win = { $number } { $better } aurait gagné : { $win }. { $name } a joué { $played }.
# Comment se gagne un gain forcé, selon le jeu ($variant est son identifiant) et en combien de coups.
review-win = { $variant ->
    [sanctuary] sanctuaire en { $moves }
    [scepter] prise du sceptre en { $moves }
   *[chess] mat en { $moves }
}
# Plus de coups signalés que l'analyse n'en liste.
review-more = … et { $more } de plus.
# The engine's view of one position: its evaluation (from White's side) and the line it expected.
review-engine-line = Moteur : { $eval } · { $line }
# A forced win in the engine's view: who wins, and how soon.
review-engine-win = { $side } : { $win }

## Une analyse en route, et quand elle ne peut pas se faire.

review-queue-next = Analyse en attente… prochaine dans la file.
review-queue-position = Analyse en attente… position { $place } dans la file.
review-under-way = Analyse en cours…
# How far the engine has gone through the game.
review-progress = Analyse en cours… coup { $done } sur { $total }.
review-failed = L'analyse a échoué de mon côté. Redemande-la ; si ça continue, préviens les admins du serveur.
review-stopping = Sanctum redémarre : redemande l'analyse dans une minute.

## Refus d'analyses. Rien n'a été modifié.

review-refusal-unfinished = Cette partie est encore en cours : elle pourra être analysée une fois terminée.
review-refusal-aborted = Cette partie a été annulée avant d'avoir vraiment commencé : il n'y a rien à analyser.
# $game est le numéro de la partie dont l'analyse attend.
review-refusal-waiting = Ton analyse de la partie n° { $game } attend toujours son tour. Demandes-en une autre une fois qu'elle sera publiée.
review-refusal-busy = { $minutes ->
    [one] Sanctum est occupé à analyser d'autres parties. Réessaie dans { $minutes } minute.
   *[other] Sanctum est occupé à analyser d'autres parties. Réessaie dans { $minutes } minutes.
}
review-refusal-nothing = Tu n'as ici aucune partie terminée à analyser. Indiques-en une : { $review } (le numéro figure dans son fichier PGN et dans les messages de la partie).

## Le graphique d'évaluation : les mots dessinés dessus, et son texte alternatif pour les lecteurs d'écran.

# Au bout à droite de l'axe des numéros de coups.
graph-axis = coup
graph-inaccuracy = imprécision
graph-mistake = erreur
graph-blunder = gaffe
graph-missed-win = gain manqué
# L'état de la partie à un moment donné : $name est le nom d'un joueur.
graph-winning = avantage décisif pour { $name }
graph-ahead = avantage pour { $name }
graph-level = égalité
# $end, $best et $worst sont graph-winning, graph-ahead ou graph-level.
graph-alt = Graphique d'évaluation de la partie { $game } sur { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, du point de vue des Blancs : à la fin, { $end }.
graph-alt-range = Graphique d'évaluation de la partie { $game } sur { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
}, du point de vue des Blancs : à la fin, { $end } ; au mieux, { $best } ; au pire, { $worst }.
# $moves : les éléments graph-marked-move, séparés par des points-virgules.
graph-marked = Coups signalés : { $moves }.
# $what : graph-inaccuracy, graph-mistake, graph-blunder ou graph-missed-win.
graph-marked-move = coup { $move } ({ $name }), { $what }
