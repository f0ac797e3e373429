## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

explorer-description = Les coups joués depuis une position dans les parties terminées, et comment ces parties ont fini.
    .name = ouvertures
explorer-variant = Quel jeu (par défaut : celui de la partie de ce salon, sinon Échecs du Sanctuaire)
    .name = variante
explorer-moves = Coups depuis le départ, par ex. e4 e5 Nf3 (par défaut : la partie de ce salon, là où elle en est)
    .name = coups
explorer-everyone = Compter les parties de tous les serveurs, pas seulement celles de ce serveur
    .name = partout

## La réponse de l'arbre : un titre, une ligne par coup joué depuis la position, une note.

# $variant est le nom du jeu ; $position vaut explorer-start ou explorer-after ; $scope vaut server ou everyone.
explorer-heading = Arbre des ouvertures · { $variant } · { $position } · { $scope ->
        [server] parties de ce serveur
       *[everyone] parties de tous les serveurs
    }
explorer-start = la position de départ
# $moves est la ligne en SAN avec les numéros de coups (« 1. e4 e5 2. Nf3 »).
explorer-after = après { $moves }
# $move est le coup en SAN ; $games le nombre de parties où il a été joué ; $white, $draws et $black la part
# de ces parties gagnées par chaque camp ou nulles, en pourcentage ; $rating l'Elo moyen de leurs joueurs, ou none.
explorer-row = { $move } : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } · Blancs { $white } % · nulles { $draws } % · Noirs { $black } %{ $rating ->
        [none] {""}
       *[other] {" "}· Elo moyen { $rating }
    }
# $scope vaut server ou everyone.
explorer-none = { $scope ->
        [server] Aucune partie terminée sur ce serveur n'a encore atteint cette position.
       *[everyone] Aucune partie terminée n'a encore atteint cette position.
    }
# $moves est le nombre de coups de chaque partie que l'arbre conserve.
explorer-note = D'après les { $moves } premiers coups des parties terminées, ajoutées dès que chacune s'achève : ce qui a été joué, jamais l'avis d'un moteur sur une partie en cours.
