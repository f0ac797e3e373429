## Les pages web : ce que toutes les pages ont en commun.

# Le libellé de la liste des liens vers la même page dans chaque langue, pour les lecteurs d'écran.
page-languages = Langues
page-not-found-title = Page introuvable
page-not-found-text = Il n'y a rien ici. La page d'une partie s'ouvre depuis son lien sur Discord.

## Les pages web : la page d'accueil.

page-home-intro = Sanctum organise sur Discord des parties par correspondance d'Échecs du Sanctuaire, de Prise du Sceptre et d'échecs. La page de chaque partie est accessible depuis ses messages là-bas.
page-home-rules-link = Comment jouer à chaque jeu
page-home-learn-link = Les apprendre leçon par leçon
# La description de la page d'accueil dans un aperçu de lien.
page-home-description = Échecs du Sanctuaire, Prise du Sceptre et échecs par correspondance sur Discord.

## Les pages web : réponses simples quand les pages sont surchargées (sans page autour).

page-busy-drawing = Sanctum dessine d'autres animations ; réessaie dans un instant.
page-busy-watchers = Trop de pages suivent des parties ; recharge plus tard.
page-busy-watching-too-many = Tu suis trop de parties à la fois ; ferme quelques pages.

## Les pages web : les règles de chaque jeu.

# $variant est le nom complet d'un jeu : Échecs du Sanctuaire, Prise du Sceptre, Échecs.
page-rules-title = { $variant } : comment jouer
page-rules-learn-link = { $variant } : le cours, leçon par leçon
# Suivi de liens vers les autres jeux.
page-rules-other-games = Les autres jeux :
# La description de la page dans un aperçu de lien.
page-rules-description = { $variant } : les règles, telles que Sanctum les applique sur Discord.
# Un lien vers les règles d'un jeu.
page-rules-link = { $variant } : les règles
page-rules-index-title = Les jeux
page-rules-index-description = Les règles des Échecs du Sanctuaire, de la Prise du Sceptre et des échecs, telles que Sanctum les applique sur Discord.

## Les pages web : colonnes des classements.

page-column-player = Joueur
# Le mot complet que remplace le titre court de la colonne des points.
page-column-points = points
# Le titre court de la colonne des points.
page-column-points-short = Pts
page-column-rating = Elo
page-column-games = Parties
# Ce que signifie le titre court de la colonne du bilan.
page-column-record = victoires, nulles, défaites
# Le titre court de la colonne du bilan : parties gagnées, nulles et perdues.
page-column-record-short = V N D

## Les pages web : la page d'un tournoi.

page-tournament-standings = Classement
# Le texte alternatif de l'image du tableau croisé ; $tournament est le titre du tournoi.
page-tournament-crosstable-alt = Tableau croisé de { $tournament } : voir le classement ci-dessus.
page-tournament-round = Ronde { $round }
# $players, ce sont les noms des joueurs sans partie cette ronde, séparés par des virgules ; $count leur nombre.
page-tournament-byes = Sans appariement : { $players }

## Les pages web : la page d'une partie.

# Les liens qui parcourent les positions d'une partie.
page-game-first = « Début
page-game-back = ‹ Précédent
page-game-forward = Suivant ›
page-game-last = Fin »
# $number est le numéro de la partie.
page-game-number = Partie { $number }
# Un lien vers le tournoi auquel appartient la partie.
page-game-tournament-link = le tournoi
# Le libellé de la liste des pendules des joueurs, pour les lecteurs d'écran.
page-game-clocks = Pendules
# Le libellé des liens qui parcourent la partie, pour les lecteurs d'écran.
page-game-steps = Parcourir la partie
# Le libellé de la liste des coups, pour les lecteurs d'écran.
page-game-moves = Coups
# Le lien vers la position avant le premier coup.
page-game-start = Départ
page-game-review = Analyse
# $players, c'est le nom, le camp et la précision de chaque joueur, séparés par « · ».
page-game-accuracy = Précision : { $players }
page-game-no-slips = Aucune faute : le résultat n'a jamais changé de camp.
page-game-download-pgn = Télécharger le PGN
page-game-download-gif = Télécharger l'animation (GIF)

## Les pages web : les cours.

page-learn-title = Apprendre les jeux
page-learn-intro = Chaque cours se compose de quelques leçons courtes : une position, un but et quelques coups. Lis-les ici ; joue-les sur Discord, où Sanctum répond à tes coups et garde tes étoiles.
# Après l'introduction d'un cours ; $count est son nombre de leçons (toujours plusieurs).
page-learn-lesson-count = { $count ->
    [one] { $count } leçon.
   *[other] { $count } leçons.
}
# La description des cours dans un aperçu de lien.
page-learn-description = De courtes leçons d'Échecs du Sanctuaire, de Prise du Sceptre et d'échecs.
# $course est le titre du cours.
page-learn-course-heading = { $course } : le cours
# $command est la commande qui lance le cours.
page-learn-play-course = Joue le cours sur Discord avec { $command }.
page-learn-every-course = Tous les cours
# Le titre de la page d'un cours ; $course est le titre du cours.
page-learn-course-title = Apprendre : { $course }
# Après l'introduction d'un cours dans un aperçu de lien ; $count est son nombre de leçons (toujours plusieurs).
page-learn-course-description = { $count ->
    [one] { $count } leçon courte.
   *[other] { $count } leçons courtes.
}
# Un lien vers le cours d'un jeu ; $variant est le nom complet du jeu.
page-learn-link = Apprendre : { $variant }
page-learn-courses = Cours
page-learn-lesson-heading = Leçon { $number } sur { $of } : { $title }
page-learn-hint = Un indice
page-learn-answer = La réponse
# Une étape de la réponse d'une leçon : $move est le coup à jouer, $reply la réponse de Sanctum.
page-learn-answered = { $move }, réponse : { $reply }
# $command est la commande qui lance la leçon.
page-learn-play-lesson = Joue-la sur Discord avec { $command }.
page-learn-previous = ← Leçon précédente
page-learn-all-lessons = Toutes les leçons
page-learn-next = Leçon suivante →
# Le titre de la page d'une leçon ; $course est le titre du cours, $title celui de la leçon.
page-learn-lesson-title = { $course } · leçon { $number } : { $title }

## Les pages web : les problèmes.

# $variant est le nom complet d'un jeu.
page-puzzles-title = Problèmes — { $variant }
# $command est la commande qui donne des problèmes.
page-puzzles-intro = Des positions où une seule ligne gagne. Résous-les sur Discord avec { $command } : Sanctum joue la défense et calcule ton Elo face à chaque problème. Ici, quelques-uns de chaque type, du plus facile au plus difficile.
page-puzzles-none = Pas encore de problèmes pour ce jeu.
# La description des problèmes dans un aperçu de lien.
page-puzzles-description = Problèmes ({ $variant }) : trouve la ligne gagnante.
# $id est l'identifiant du problème, tel que Discord l'affiche.
page-puzzle-title = Problème { $id }
# L'Elo d'un problème, après son but ou le nom de son jeu.
page-puzzle-rated = Elo { $rating }
# $move est le dernier coup joué avant la position du problème.
page-puzzle-last-move = Dernier coup : { $move }.
page-puzzle-solution = La solution
# $source est l'origine du problème : une partie, une étude.
page-puzzle-source = Source : { $source }.
# $command est la commande qui donne des problèmes comme celui-ci.
page-puzzle-more = D'autres du même genre sur Discord : { $command }.
# Le titre de la page d'un problème ; $variant est le nom complet du jeu, $id l'identifiant du problème.
page-puzzle-page-title = Problème { $id } — { $variant }

## Les pages web : les classements d'un serveur.

page-server-title = Classements
page-server-none = Aucune partie classée ne s'est encore terminée sur ce serveur.
# Sous un classement qui n'affiche que ses meilleurs joueurs.
page-server-best = Les { $shown } meilleurs joueurs sur { $total }.
page-server-provisional = Un Elo suivi d'un ? est provisoire : il se stabilise après quelques parties de plus.
# Le classement d'un jeu dans un aperçu de lien ; $players est son nombre de joueurs.
page-server-board-players = { $players ->
    [one] { $variant } : { $players } joueur
   *[other] { $variant } : { $players } joueurs
}
# La description des classements dans un aperçu de lien, quand il n'y en a pas encore.
page-server-description = Les classements Sanctum d'un serveur Discord.

## Les pages web : la page d'un joueur.

page-player-leaderboards-link = Les classements du serveur
page-player-none = Aucune partie classée sur ce serveur pour l'instant.
page-player-recent = Parties récentes
# La description de la page d'un joueur dans un aperçu de lien, quand il n'a pas encore d'Elo.
page-player-description = Un joueur de Sanctum.
page-player-record = { $games ->
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
# La description du graphique d'Elo pour les lecteurs d'écran ; $games est son nombre de points (toujours plusieurs), $first et $last le premier et le dernier Elo, $low et $high le plus bas et le plus haut.
page-player-graph-label = Elo ({ $variant }) après chacune des { $games } dernières parties classées : de { $first } à { $last }, entre { $low } et { $high }.

## Les pages web : la page privée d'un joueur pour jouer.

# $side vaut Blancs ou Noirs, $player est le nom du joueur.
page-play-you-play = Tu joues les { $side } ({ $player }). Ce lien n'appartient qu'à toi : quiconque le détient peut jouer à ta place.
page-play-your-move = Ton coup
# Le bouton qui joue le coup choisi dans la liste.
page-play-submit = Jouer
page-play-hint = Ou clique sur une pièce de l'échiquier, puis sur sa case d'arrivée. Les flèches du clavier passent d'une case à l'autre ; Entrée sélectionne.
page-play-not-your-move = Ce n'est pas à toi de jouer. Cette page avancera d'elle-même quand ce sera le cas.
page-play-board-label = L'échiquier : choisis une pièce, puis sa case d'arrivée
page-play-empty = vide
page-play-cancel = Annuler
page-play-which = Quel coup ?
page-play-ask = Jouer { $move } ?
page-play-play = Jouer { $move }
page-play-playing = { $move } est joué…
page-play-your-turn-not = Ce n'est pas à toi de jouer.
page-play-no-move = Cette pièce n'a aucun coup.
page-play-may-go = { $piece } en { $square } peut aller en { $squares }.
page-game-review-none = Cette partie n'a pas encore d'analyse du moteur. Chaque joueur peut la demander depuis sa propre page, ou n'importe qui sur le serveur de la partie avec { $review }.
page-play-review-ask = Demander au moteur d'analyser cette partie
page-play-review-ask-note = Le moteur passe en revue chaque coup et signale les erreurs. Son analyse est publiée dans le salon de la partie et affichée sur la page de la partie, avec sa ligne à chaque position.
page-play-review-waiting = Le moteur analyse cette partie. Son analyse sera publiée dans le salon de la partie et affichée sur la page de la partie ; recharge cette page pour voir quand elle est prête.
page-play-review-done = Le moteur a analysé cette partie : vois son analyse et ses lignes sur la page de la partie
page-live-new = Un nouveau coup a été joué : le voir
page-live-over = La partie est terminée : voir comment elle s'est finie
# Un lien vers la page publique de la partie, suivi de page-play-game-page-note.
page-play-game-page = La page de la partie
page-play-game-page-note = (tous les coups, le PGN ; peut être partagée sans risque)
page-play-notes = Tes notes
# $command est la commande qui ajoute une note.
page-play-notes-hint = Toi seul les vois. Ajoutes-en une avec { $command } sur Discord.
# Un groupe de coups dans la liste : $piece est la pièce (« Cavalier blanc »), $square sa case.
page-play-piece-on = { $piece } en { $square }
# Remplace $piece dans page-play-piece-on quand la pièce n'est pas connue.
page-play-a-piece = Une pièce
page-play-unreadable = Ce coup n'a pas pu être lu ; rien n'a été joué. Choisis-en un dans la liste.
page-play-expired-title = Lien expiré
page-play-expired-heading = Ce lien a expiré
# $board est la commande qui donne un nouveau lien.
page-play-expired-text = Les liens pour jouer sur le web ne fonctionnent que pendant un temps. Utilise { $board } dans le fil de la partie sur Discord pour en obtenir un nouveau ; le message qui t'annonce que c'est ton tour en contient un aussi.
page-play-replaced-title = Lien remplacé
page-play-replaced-heading = Ce lien a été remplacé
# $board est la commande qui donne un nouveau lien.
page-play-replaced-text = Son joueur a demandé un nouveau lien pour jouer cette partie, et tous les anciens ont cessé de fonctionner. Si c'était toi, utilise le nouveau, obtenu avec { $board } ou dans le message qui t'annonce que c'est ton tour.
page-play-needs-link-title = Ouvre ton lien
page-play-needs-link-heading = Ouvre d'abord ton lien
# $board est la commande qui donne un lien.
page-play-needs-link-text = Cette page s'ouvre depuis ton lien personnel pour jouer, que Sanctum envoie avec { $board } et avec le message qui t'annonce que c'est ton tour. Ouvre ce lien dans ce navigateur (il garde un cookie pour cette seule partie : les cookies doivent donc être autorisés ici).
page-play-not-ready-title = Pas prêt
page-play-not-ready-heading = Pas encore prêt
page-play-not-ready-text = Sanctum est encore en train de démarrer ; rien n'a été joué. Réessaie dans une minute.
# Réponses simples à un coup envoyé depuis la page qui n'a pas pu être lu.
page-play-too-large = Un coup, ça tient en quelques octets.
page-play-too-slow = Le coup a mis trop de temps à arriver.

## Ce que le service met dans les pages (titres, conditions, états, résultats)

# Le titre d'une partie : $variant est le nom complet du jeu, $white et $black les noms des joueurs.
page-data-game-title = { $variant } : { $white } contre { $black }
# Les conditions d'une partie : $rated vaut rated ou casual ; $days les jours par coup ; $label le
# tournoi et la ronde auxquels elle appartient, après une espace (archive-tournament-label), ou rien.
page-data-game-terms = { $rated ->
        [rated] classée
       *[casual] amicale
    }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup{ $label }
# Une partie en cours : $name est le joueur au trait, $side son camp (Blancs, Noirs),
# $deadline l'échéance de son coup (une date et une heure UTC : 2026-11-23 14:05 UTC).
page-data-game-to-move = Au tour de { $name } ({ $side }), échéance { $deadline }
# La précision d'un camp dans une analyse : $name est le joueur, $side son camp (Blancs,
# Noirs), $percent la précision en nombre entier.
page-data-game-accuracy = { $name } ({ $side }) { $percent } %
# La pendule d'un camp pendant la partie : $name est le joueur, $side son camp
# (Blancs, Noirs), $clock le temps restant (« reste 2 j 4 h · réserve 6 j », bar-left-and-bank).
page-data-game-clock = { $name } ({ $side }) : { $clock }
# Ce qui occupe une case de la page d'un joueur, lu comme son libellé : $color vaut
# white ou black.
page-data-piece-pawn = { $color ->
        [white] Pion blanc
       *[black] Pion noir
    }
page-data-piece-knight = { $color ->
        [white] Cavalier blanc
       *[black] Cavalier noir
    }
page-data-piece-bishop = { $color ->
        [white] Fou blanc
       *[black] Fou noir
    }
page-data-piece-rook = { $color ->
        [white] Tour blanche
       *[black] Tour noire
    }
page-data-piece-queen = { $color ->
        [white] Dame blanche
       *[black] Dame noire
    }
page-data-piece-king = { $color ->
        [white] Roi blanc
       *[black] Roi noir
    }
page-data-piece-archbishop = { $color ->
        [white] Archevêque blanc
       *[black] Archevêque noir
    }
page-data-piece-guard = { $color ->
        [white] Garde suisse blanc
       *[black] Garde suisse noir
    }
# Un pion des Échecs du Sanctuaire sur sa dernière rangée.
page-data-piece-refugee = { $color ->
        [white] Réfugié blanc
       *[black] Réfugié noir
    }
# Ce que fait un coup au-delà de ses cases, à côté de lui dans la liste des coups : $role est la
# pièce que devient un pion (knight, bishop, rook, queen, archbishop, guard, king).
page-data-move-promotes = { $role ->
        [knight] promotion en cavalier
        [bishop] promotion en fou
        [rook] promotion en tour
        [archbishop] promotion en archevêque
        [guard] promotion en garde suisse
        [king] promotion en roi
       *[queen] promotion en dame
    }
page-data-move-refugee = devient réfugié : il ne bougera plus jamais et ne peut pas être capturé
# L'état d'un tournoi, sous son titre.
page-data-tournament-open = inscriptions ouvertes
page-data-tournament-cancelled = annulé
# $done est le nombre de parties terminées parmi les $games appariées jusqu'ici.
page-data-tournament-running = { $done ->
        [one] en cours : { $done } partie terminée sur { $games }
       *[other] en cours : { $done } parties terminées sur { $games }
    }
# $games est le nombre de parties qu'il a comptées.
page-data-tournament-finished = { $games ->
        [one] terminé : { $games } partie
       *[other] terminé : { $games } parties
    }
# Une partie de tournoi encore sans résultat (une partie en cours, c'est archive-result-going-on).
page-data-board-not-started = pas encore commencée
# Une partie de tournoi terminée sans résultat propre (son score est indiqué autrement).
page-data-board-forfeit = forfait
# Un joueur qui ne joue pas une ronde : $name est son nom.
page-data-bye-pairing = { $name } (exempt, les points d'une victoire)
page-data-bye-half = { $name } (exempt, un demi-point)
page-data-bye-zero = { $name } (sans appariement)
# Tient lieu de nom pour un joueur dont Sanctum ne connaît pas le nom (jamais son identifiant).
page-data-a-player = un joueur
# L'une des parties récentes d'un joueur : $variant est le nom complet du jeu, $opponent le nom
# de l'autre joueur, $side le camp du joueur lui-même (Blancs, Noirs).
page-data-recent-title = { $variant } contre { $opponent } ({ $side })
# Comment elle s'est passée : $verdict vaut gagnée, perdue ou nulle (archive-verdict-…), $by comment
# elle s'est terminée (archive-by-…), $result le score (1-0, 0-1, 1/2-1/2).
page-data-recent-result = { $verdict } { $by }, { $result }
# D'où vient un problème, après « Source : » de page-puzzle-source : les problèmes propres à Sanctum.
page-data-puzzle-source-starter = les parties de Sanctum lui-même

## Les pages web : l'explorateur d'ouvertures sur la page d'une partie et seul.

page-explorer-title = Explorateur d'ouvertures
page-explorer-open = Explorateur d'ouvertures : ce qui a été joué ici
page-explorer-see = Voir les coups joués depuis cette position
page-explorer-move = Coup
page-explorer-games = Parties
page-explorer-results = Blancs / nulles / Noirs
page-explorer-rating = Classement moyen
page-explorer-from-start = Revenir à la position de départ
page-explorer-back-to-game = Revenir à la position de la partie

page-activity-title = Sanctum
page-activity-connecting = Connexion à Discord…
page-activity-signing-in = Connexion via Discord…
page-activity-refused = Discord ne t'a pas connecté, donc Sanctum ne peut pas montrer tes parties. Ferme l'activité et ouvre-la de nouveau.
page-activity-outside = Ceci est l'activité de Sanctum : ouvre-la dans Discord.
page-activity-none = Tu n'as aucune partie en cours ici. Défie quelqu'un avec /challenge, puis ouvre de nouveau l'activité.
page-activity-failed = Sanctum n'a pas pu charger ceci. Ferme l'activité et ouvre-la de nouveau.
page-activity-games = Tes parties
page-activity-you-play = Tu joues les { $side } ({ $player }).
