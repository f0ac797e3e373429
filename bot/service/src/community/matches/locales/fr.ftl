## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

match-description = Matchs contre un autre serveur du lobby : défier, lancer, se retirer, score, historique.
    .name = match
match-variant = Le jeu du match
    .name = variante
match-boards = Échiquiers, deux parties chacun (par défaut : 4)
    .name = échiquiers
match-days = Jours par coup (par défaut : le paramètre du serveur)
    .name = jours
match-start = Lancer le match de ce serveur (gestionnaires)
    .name = lancer
match-withdraw = Quitter le match de ce serveur ; s'il a commencé, tu perds ton échiquier par forfait
    .name = retrait
match-history = Les matchs terminés de ce serveur
    .name = historique
match-allow_all = Recevoir à nouveau les propositions de match de tous les serveurs, même ceux refusés (gestionnaires)
    .name = tout_accepter
match-server = Défier ce serveur du lobby (son identifiant)
    .name = serveur

## Matchs entre serveurs : pourquoi une demande de match a été refusée. Rien n'a été modifié.

match-refusal-needs-manager = Seuls les membres ayant la permission « Gérer le serveur », ou le rôle d'organisateur du serveur, peuvent défier un serveur, répondre à un match ou en lancer un au nom du serveur.
match-refusal-unknown-server = Ce n'est pas un serveur du lobby de Sanctum : donne l'identifiant d'un serveur qui l'a rejoint (ses gestionnaires le trouvent dans les paramètres du serveur, mode développeur activé).
match-refusal-own-server = Un match oppose deux serveurs : indiques-en un autre.
match-refusal-not-in-lobby = Les matchs se jouent entre serveurs du lobby. Un gestionnaire peut y inscrire ce serveur avec { $join }.
match-refusal-bad-boards = { $boards ->
    [one] Un match sur { $boards } échiquier est impossible : donne un nombre de 1 à { $max }.
   *[other] Un match sur { $boards } échiquiers est impossible : donne un nombre de 1 à { $max }.
}
# $challenge est la commande match avec un exemple de ses options.
match-refusal-no-variant = Indique le jeu du match : { $challenge }.
match-refusal-none-here = Ce serveur n'a aucun match concerné. Défie un autre serveur avec { $challenge }.
match-refusal-other-side = Ce bouton est destiné à l'autre serveur.
match-refusal-too-few = { $boards ->
    [one] Chaque camp doit avoir { $boards } joueur inscrit pour commencer : ce serveur en a { $ours }, l'autre { $theirs }.
   *[other] Chaque camp doit avoir { $boards } joueurs inscrits pour commencer : ce serveur en a { $ours }, l'autre { $theirs }.
}
match-refusal-closed = Ce match n'accepte plus cela : il a déjà reçu une réponse, a expiré, a commencé ou est terminé.
match-refusal-pending = { $days ->
    [one] Le match { $match } entre ces deux serveurs attend déjà une réponse : une seule proposition à la fois (elle expire au bout de { $days } jour).
   *[other] Le match { $match } entre ces deux serveurs attend déjà une réponse : une seule proposition à la fois (elle expire au bout de { $days } jours).
}
match-refusal-refused-there = Ce serveur n'accepte aucune proposition de match de celui-ci.

## Matchs entre serveurs : propositions, réponses et inscriptions. $match est le numéro du match.

# Les conditions d'un match, une phrase qui suit un deux-points dans d'autres messages. $variant est le nom du jeu (en gras), $games deux fois $boards.
match-terms = { $variant }, { $boards ->
        [one] { $boards } échiquier
       *[other] { $boards } échiquiers
    } ({ $games } parties, une de chaque couleur par échiquier), comptant pour l'Elo inter-serveurs, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup.
# $terms est match-terms.
match-challenged = { $name } a défié l'autre serveur au match { $match } : { $terms } Ses gestionnaires peuvent l'accepter dans leur salon du lobby.
# $terms est match-terms ; $accept, $decline et $refuse sont des boutons (Accepter le match, Refuser, Tout refuser de ce serveur).
match-challenged-there = { $days ->
    [one] Un autre serveur du lobby défie ce serveur au match { $match } : { $terms } Un gestionnaire peut appuyer sur { $accept } ou sur { $decline } d'ici { $days } jour, ou sur { $refuse } pour ne plus recevoir ses propositions.
   *[other] Un autre serveur du lobby défie ce serveur au match { $match } : { $terms } Un gestionnaire peut appuyer sur { $accept } ou sur { $decline } d'ici { $days } jours, ou sur { $refuse } pour ne plus recevoir ses propositions.
}
match-lapsed = { $days ->
    [one] Le match { $match } a expiré : l'autre serveur n'a pas répondu en { $days } jour.
   *[other] Le match { $match } a expiré : l'autre serveur n'a pas répondu en { $days } jours.
}
# $allow est la commande qui accepte de nouveau les propositions.
match-refused-all = { $name } a refusé le match { $match } et toutes les propositions futures de ce serveur. { $allow } les accepte de nouveau.
match-declined = { $name } a refusé le match { $match }.
match-declined-there = L'autre serveur a refusé le match { $match }.
match-allowed-all = { $refused ->
    [one] { $name } a rouvert ce serveur aux propositions de match de tous les serveurs du lobby ({ $refused } refusé jusque-là).
   *[other] { $name } a rouvert ce serveur aux propositions de match de tous les serveurs du lobby ({ $refused } refusés jusque-là).
}
# $against : challenged (lu sur le serveur qui a accepté) ou accepted (lu sur le serveur qui a lancé le défi) ; $terms est match-terms ; $join est le bouton S'inscrire.
match-signup = Match { $match } contre { $against ->
        [challenged] le serveur qui a lancé le défi
       *[accepted] le serveur qui a accepté
    } : { $terms } Pour jouer, les joueurs de ce serveur appuient sur { $join }. Un gestionnaire le lance avec { $start } dès que chaque camp a { $boards ->
        [one] { $boards } joueur
       *[other] { $boards } joueurs
    } ; les mieux classés jouent, premier échiquier contre premier échiquier.
match-signed-up = { $players ->
    [one] Ton inscription au match { $match } est enregistrée : { $players } inscrit de ce serveur pour l'instant.
   *[other] Ton inscription au match { $match } est enregistrée : { $players } inscrits de ce serveur pour l'instant.
}
match-signed-up-already = { $players ->
    [one] Ton inscription est déjà enregistrée ({ $players } inscrit de ce serveur pour l'instant).
   *[other] Ton inscription est déjà enregistrée ({ $players } inscrits de ce serveur pour l'instant).
}
match-left = Tu as quitté le match { $match }.
match-not-signed-up = Tu ne figurais pas parmi les inscrits du match { $match }.
# $status : proposed (en attente de la réponse de l'autre serveur) ou signup (les joueurs s'inscrivent) ; $terms est match-terms.
match-pending = Match { $match } ({ $status ->
        [proposed] proposé
        [signup] inscriptions
       *[other] { $status }
    }) : { $terms } Inscrits : { $ours } de ce serveur, { $theirs } de l'autre.

## Matchs entre serveurs : le début et chaque partie.

# Les joueurs d'un échiquier, dans une liste.
match-pairing = Échiquier { $board } : { $white } contre { $black }
# $terms est match-terms ; $side : home (le serveur qui a lancé le défi, nommé en premier) ou away.
match-starts = Le match { $match } commence : { $terms } { $side ->
        [home] Les joueurs de ce serveur sont nommés en premier sur chaque échiquier, ceux de l'autre serveur en second ;
       *[away] Les joueurs de ce serveur sont nommés en second sur chaque échiquier, ceux de l'autre serveur en premier ;
    } les parties de chaque échiquier ont un fil sur les deux serveurs, et le tableau des scores a le sien.
match-started = Le match { $match } a commencé.
# $leg est la partie de l'échiquier, 1 ou 2 ; $game le numéro de la partie.
match-game-opening = Match { $match }, échiquier { $board }, partie { $leg } : { $white } (Blancs) contre { $black } (Noirs), classée inter-serveurs, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup : partie { $game }.
match-withdrew = Tu as déclaré forfait dans le match { $match } : tes parties y comptent comme perdues.

## Matchs entre serveurs : les matchs terminés du serveur, en liste.

# $verdict : won, lost ou drawn, pour ce serveur ; $us et $them les points (2½, 1…) ; $ended un moment.
match-history-line = Match { $match } · { $variant }, { $boards ->
        [one] { $boards } échiquier
       *[other] { $boards } échiquiers
    } : { $verdict ->
        [won] gagné
        [lost] perdu
       *[drawn] nul
    } { $us }–{ $them }, terminé { $ended }
match-history-none = Aucun match terminé pour l'instant.

## Matchs entre serveurs : le tableau des scores et chaque résultat.

match-scoreboard-live = 📋 Tableau des scores en direct, mis à jour à la fin de chaque partie.
# $title est le match et son jeu, en gras ; $us et $them les points (2½, 1…).
match-scoreboard-score = { $title } : ce serveur { $us } – { $them } l'autre serveur
# Un échiquier dans une liste : $mine est le joueur de ce serveur ; $results les scores des deux parties du point de vue de ce serveur (1–0, ½–½, … en cours).
match-scoreboard-board = Échiquier { $board } : { $mine } contre { $theirs } — { $results }
match-scoreboard-board-withdrew = Échiquier { $board } : { $mine } contre { $theirs } — { $results } (forfait de { $withdrew })
# $leg est la partie de l'échiquier, 1 ou 2 ; $home le joueur du serveur qui a lancé le défi, $away l'autre.
match-result = { $outcome ->
        [home] Échiquier { $board }, partie { $leg } : { $home } a battu { $away }.
        [home-forfeit] Échiquier { $board }, partie { $leg } : { $home } a battu { $away } (par forfait).
        [away] Échiquier { $board }, partie { $leg } : { $away } a battu { $home }.
        [away-forfeit] Échiquier { $board }, partie { $leg } : { $away } a battu { $home } (par forfait).
        [draw] Échiquier { $board }, partie { $leg } : { $home } et { $away } ont fait nulle.
       *[on] Échiquier { $board }, partie { $leg } : { $home } et { $away } continuent de jouer.
    }
match-news-score = Match { $match } : ce serveur { $us } – { $them } l'autre serveur ; le tableau des scores en haut de ce fil est à jour.

## Le titre d'un tableau des scores, en gras.

match-scoreboard-title = Match { $match } · { $variant }
match-list-heading = Les matchs de ce serveur
match-final-score = Score final

## L'image du tableau des scores d'un match, telle qu'un serveur la lit : son titre, ses
## en-têtes et son score, et son texte alternatif. $us et $them sont des points (« 2½ »).

scoreboard-title = Match { $match } · { $variant }
scoreboard-board = Échiquier
scoreboard-this-server = Ce serveur
scoreboard-other-server = L'autre serveur
scoreboard-game-1 = Partie 1
scoreboard-game-2 = Partie 2
scoreboard-score = Ce serveur { $us } – { $them } l'autre serveur
scoreboard-not-over = en cours
# $boards : les éléments scoreboard-alt-board, séparés par des points-virgules.
scoreboard-alt = Tableau des scores du match { $match } : ce serveur { $us }, l'autre serveur { $them }. { $boards }.
# $results : le score de chaque partie pour ce serveur (« 1–0 ») ou scoreboard-not-over, séparés par des virgules.
scoreboard-alt-board = Échiquier { $board } : { $mine } contre { $theirs }, { $results }
