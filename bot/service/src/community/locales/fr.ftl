## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

games-description = Tes parties ici : en cours, défis ouverts (aussi ceux des autres) et terminées, récentes d'abord.
    .name = parties
games-page = Page des parties terminées (par défaut : 1)
    .name = page

leaderboard-description = Le classement du serveur pour une variante, { $page_size } { $page_size ->
        [one] joueur
       *[other] joueurs
    } par page.
    .name = classement
leaderboard-variant = Quel jeu (par défaut : Échecs du Sanctuaire)
    .name = variante
leaderboard-page = Page (par défaut : 1)
    .name = page
leaderboard-puzzles = L'Elo des problèmes au lieu de celui des parties
    .name = problèmes
leaderboard-scope = Les parties de ce serveur (par défaut), ou celles entre serveurs du lobby
    .name = portée

stats-description = Les Elo et le bilan d'un joueur, par variante (par défaut : les tiens).
    .name = stats
stats-player = De qui (par défaut : toi)
    .name = joueur

## Parties : les parties en cours du lecteur, ses défis et les défis ouverts du serveur, en listes.

# $label est vide, ou « (Tournoi 3, ronde 2) » pour une partie de tournoi ; $turn vaut « à toi de jouer » ou games-their-move ; $due est un moment.
games-going-on = partie { $game } · { $variant } contre { $opponent }{ $label } dans { $channel } — { $turn }, échéance { $due }
games-their-move = au tour de { $name }
games-challenge-posted = tu as lancé un défi ouvert ({ $variant }) dans { $channel } — expire { $expires }
games-challenge-sent = tu as défié { $opponent } ({ $variant }) dans { $channel } — expire { $expires }
games-challenge-received = { $challenger } t'a lancé un défi ({ $variant }) dans { $channel } — expire { $expires }
# Un défi ouvert : son auteur, le jeu, classée ou amicale, les jours par coup, le salon.
games-seek = { $challenger } : { $variant }, { $rated ->
        [rated] classée
       *[casual] amicale
    }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup, dans { $channel } — expire { $expires }
games-none = Tu n'as encore aucune partie sur ce serveur. Lances-en une avec { $challenge }, ou n'indique pas d'adversaire pour un défi ouvert que n'importe qui ici peut accepter.

## Classement et stats : Elo et bilans.

# $scope : server (les parties de ce serveur) ou global (les parties entre serveurs).
leaderboard-none-yet = { $scope ->
        [global] Aucune partie classée ({ $variant }) ne s'est encore terminée entre serveurs.
       *[server] Aucune partie classée ({ $variant }) ne s'est encore terminée sur ce serveur.
    }
# $title est le classement du jeu, en gras.
leaderboard-heading = { $title } (page { $page } sur { $pages })
# Un joueur : rang, nom, Elo, parties classées, puis victoires (V), nulles (N) et défaites (D).
leaderboard-line = { $rank }. { $name } — { $rating } · { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } · { $wins }V { $draws }N { $losses }D
# $mark est le « ? » après un Elo.
leaderboard-provisional = Un { $mark } signale un Elo provisoire : il se stabilise après quelques parties de plus.
stats-none = { $name } n'a encore aucune partie classée sur ce serveur.
stats-none-here = Aucune partie classée sur ce serveur pour l'instant.
# L'Elo et le bilan d'un jeu.
stats-line = { $variant } : { $rating } — { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } : { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }, { $draws ->
        [one] { $draws } nulle
       *[other] { $draws } nulles
    }, { $losses ->
        [one] { $losses } défaite
       *[other] { $losses } défaites
    }
stats-global = Entre serveurs (l'Elo global du lobby) :
stats-against-sanctum = Contre Sanctum (parties amicales) :
# Le bilan contre l'un des niveaux de Sanctum.
stats-level-line = niveau { $level } : { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }, { $draws ->
        [one] { $draws } nulle
       *[other] { $draws } nulles
    }, { $losses ->
        [one] { $losses } défaite
       *[other] { $losses } défaites
    }

## Titres des listes de parties.

games-finished-heading = Tes parties terminées
games-your-move = à toi de jouer
# Le titre du classement, en gras : $variant est le nom du jeu.
leaderboard-title = Classement — { $variant }
leaderboard-title-global = Classement inter-serveurs — { $variant }
games-heading = Tes parties
games-challenges-heading = Tes défis ouverts
games-open-heading = Défis ouverts que n'importe qui ici peut accepter

## Les noms des fils (Discord les coupe à 100 caractères). $white et $black sont les noms des joueurs.

# Le fil propre à une partie : le nom court du jeu, puis les joueurs.
thread-game = { $variant ->
    [chess] Échecs
    [scepter] Sceptre
   *[sanctuary] Sanctuaire
} · { $white } contre { $black }
# $tournament : le nom du tournoi (« Tournoi 3 (Échecs du Sanctuaire, toutes rondes) »).
thread-tournament = 🏆 { $tournament }
# Le fil d'une partie de tournoi : R et le numéro de la ronde.
thread-tournament-board = R{ $round } · { $white } contre { $black }
# Le fil d'une partie de match : M et le numéro du match, É l'échiquier et sa partie (1 ou 2).
thread-match-game = M{ $match } É{ $board }.{ $leg } · { $white } contre { $black }
thread-match-scoreboard = Match { $match } · tableau des scores
