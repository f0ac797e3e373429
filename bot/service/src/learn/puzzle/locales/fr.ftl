## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

puzzle-description = Un problème à résoudre, proche de ton Elo de problèmes ; réponds avec la commande résoudre.
    .name = problème
puzzle-variant = Quel jeu (par défaut : celui de ton dernier problème, sinon Échecs du Sanctuaire)
    .name = variante
puzzle-theme = Seulement les problèmes de ce type
    .name = thème
puzzle-run = Lance un parcours : des problèmes de plus en plus durs, jusqu'au premier mauvais coup (non classé)
    .name = parcours

solve-description = Réponds à ton problème ou à ta leçon par un coup.
    .name = résoudre
solve-move = Ton coup, par ex. Nf3 ou g1f3
    .name = coup

## Un problème affiché, résolu ou terminé (son but est l'un des messages puzzle-aim ci-dessous).

# Le nom d'un problème, affiché en gras : $id est son identifiant.
puzzle-name = Problème { $id }
# $puzzle est puzzle-name en gras ; $rating l'Elo du problème ; $daily vaut yes pour le problème du jour du serveur.
puzzle-heading = { $daily ->
    [yes] { $puzzle } · { $variant } · Elo { $rating } · problème du jour
   *[no] { $puzzle } · { $variant } · Elo { $rating }
}
# $goal est le but du problème, en gras (« Les Blancs jouent et gagnent par le sanctuaire en 2 »).
puzzle-goal = { $goal }. Réponds avec { $solve }.
# $last est le coup que l'adversaire vient de jouer.
puzzle-goal-last = { $goal }. Dernier coup : { $last }. Réponds avec { $solve }.
puzzle-in-the-middle = Tu es en plein milieu de ce problème.
# $answer est la réponse de l'adversaire au coup du joueur.
puzzle-right = Exact : { $move }. L'adversaire répond { $answer }. À toi de jouer.
puzzle-solved = Résolu !
puzzle-solved-with = Résolu ! { $move } gagne.
puzzle-not-the-move = Ce n'est pas le bon coup : { $move } ne gagne pas ici.
puzzle-gave-up = Tu as abandonné.
# $themes liste les motifs du problème, avec les noms du menu des thèmes (« fourchette, clouage »).
puzzle-motifs = Thèmes : { $themes }.
# $solution est toute la ligne en SAN, les coups séparés par des espaces.
puzzle-solution = La solution : { $solution }.
# $before et $after sont des Elo de problèmes (« 1500? » tant qu'il est provisoire) ; $change la différence avec son signe (« +12 »).
# $streak_kind : best (une série de $streak, la meilleure du joueur à ce jour), on (une série de $streak), ended (un problème raté met fin à une série de $streak), none.
puzzle-rating = { $streak_kind ->
    [best] Elo problèmes ({ $variant }) : { $before } → { $after } ({ $change }) · série de { $streak } (ton record).
    [on] Elo problèmes ({ $variant }) : { $before } → { $after } ({ $change }) · série de { $streak }.
    [ended] Elo problèmes ({ $variant }) : { $before } → { $after } ({ $change }) · ta série de { $streak } s'arrête.
   *[none] Elo problèmes ({ $variant }) : { $before } → { $after } ({ $change }).
}
# $place est le nombre $n en ordinal anglais (1st, 2nd, 3rd) ; le français utilise $n (« 2e »).
puzzle-daily-place = { $n ->
    [one] Tu es la première personne à résoudre le problème du jour !
   *[other] Tu es la { $n }e personne à résoudre le problème du jour.
}
puzzle-source-starter = Source : les parties de Sanctum lui-même.
# $source dit où le problème a été trouvé, avec les mots enregistrés par l'extracteur de problèmes.
puzzle-source = Source : { $source }.

## Le classement des problèmes.

puzzle-leaderboard-empty = Personne sur ce serveur n'a encore résolu de problème ({ $variant }). Essaies-en un : { $puzzle }.
# Le nom du classement, affiché en gras.
puzzle-leaderboard-title = Classement des problèmes — { $variant }
# $heading est puzzle-leaderboard-title en gras.
puzzle-leaderboard-heading = { $heading } (page { $page } sur { $pages })
# La ligne d'un joueur : $rank sa place, $rating son Elo de problèmes, puis les problèmes résolus et ratés et sa plus longue série.
puzzle-leaderboard-row = { $rank }. { $name } — { $rating } · { $solved ->
        [one] { $solved } résolu
       *[other] { $solved } résolus
    }, { $failed ->
        [one] { $failed } raté
       *[other] { $failed } ratés
    } · meilleure série : { $best_streak }

## Le problème du jour, tel que le salon du serveur le lit.

# Le titre du problème du jour, affiché en gras : $day est la date (2026-11-26).
puzzle-daily-title = Problème du jour · { $day }
# $goal est le but du problème, en gras ; $solve le bouton qui l'ouvre.
puzzle-daily-goal = { $goal }. Appuie sur { $solve } pour le résoudre en privé : personne ne voit tes réponses.
puzzle-daily-yesterday = { $people ->
    [0] Personne n'a résolu le problème d'hier.
    [one] Le problème d'hier a été résolu par { $people } personne.
   *[other] Le problème d'hier a été résolu par { $people } personnes.
}

## Refus de problèmes. Rien n'a été modifié.

puzzle-refusal-none-left = Tu as essayé tous les problèmes ({ $variant }) de ce serveur. D'autres arrivent à mesure que les parties du serveur se terminent ; essaie un autre jeu ou un autre thème avec { $puzzle }.
# $theme est l'identifiant d'un thème de problème tel que tapé (fork, discoveredAttack).
puzzle-refusal-none-left-theme = Tu as essayé tous les problèmes « { $theme } » ({ $variant }) de ce serveur. D'autres arrivent à mesure que les parties du serveur se terminent ; essaie un autre jeu ou un autre thème avec { $puzzle }.
puzzle-refusal-done = Tu as déjà essayé ce problème sur ce serveur.
puzzle-refusal-open = Termine d'abord ton problème en cours (réponds avec { $solve }, ou appuie sur { $give_up }).
# $run est la commande qui lance un parcours.
puzzle-refusal-no-run = Aucun parcours n'est lancé dans ce jeu. Lances-en un avec { $run }.
puzzle-refusal-daily-over = Le jour de ce problème du jour est passé. Essaie { $puzzle } pour en avoir un autre.

## Ce que demande un problème, au-dessus de son échiquier et dans ses messages. $side vaut Blancs ou Noirs ;
## $aim choisit les mots ; $moves est le nombre de coups de celui qui résout.
puzzle-aim = Les { $side } jouent et { $aim ->
    [sanctuary] gagnent par le sanctuaire en { $moves }
    [scepter] s'emparent du sceptre en { $moves }
    [mate] font mat en { $moves }
   *[material] gagnent du matériel
}
# Au-dessus de l'échiquier de la réponse d'un problème : $line sont les coups de la solution.
puzzle-banner-solved = Résolu · { $line }
puzzle-banner-solution = La solution · { $line }
# Le texte alternatif de l'animation d'un problème : $line sont les coups de la solution, séparés par des virgules.
alt-puzzle-replay = Animation du problème { $puzzle } : le coup adverse qui l'amène, puis la solution : { $line }.

## Parcours : des problèmes à la suite, chacun un peu plus dur que le précédent, jusqu'au premier
## mauvais coup. Un parcours n'est pas classé ; il compte les problèmes résolus.

# $variant est le nom du jeu ; $best le meilleur parcours du joueur dans ce jeu, ici (0 : aucun pour l'instant).
puzzle-run-begun = Début d'un parcours ({ $variant }) : des problèmes à la suite, chacun un peu plus dur, jusqu'à ton premier mauvais coup. { $best ->
        [0] Bonne chance !
       *[other] Ton meilleur parcours ici : { $best }.
    }
# Avant chaque problème d'un parcours : $number les compte, à partir de 1.
puzzle-run-puzzle = Parcours, problème { $number }.
# Après un problème résolu dans un parcours : $solved jusqu'ici, $best le meilleur parcours ici.
puzzle-run-on = Parcours : { $solved ->
        [one] { $solved } résolu
       *[other] { $solved } résolus
    } (meilleur : { $best }).
# Après le mauvais coup qui termine un parcours : $solved dans ce parcours, $best le meilleur parcours ici ; $kind vaut best quand ce parcours égale le meilleur.
puzzle-run-over = { $kind ->
        [best] Parcours terminé : { $solved ->
            [one] { $solved } résolu
           *[other] { $solved } résolus
        }, ton meilleur parcours ici !
       *[short] Parcours terminé : { $solved ->
            [one] { $solved } résolu
           *[other] { $solved } résolus
        }. Ton meilleur parcours ici : { $best }.
    }
