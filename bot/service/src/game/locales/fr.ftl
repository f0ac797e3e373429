## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

move-description = Joue un coup dans la partie de ce salon, en SAN (Nf3, exd5, O-O) ou en UCI (g1f3).
    .name = jouer
move-move = Ton coup ; commence à taper pour voir les coups légaux
    .name = coup

moves-description = Liste les coups légaux de la partie de ce salon, pièce par pièce : ce que chacune peut faire.
    .name = coups

board-description = Affiche l'échiquier de la partie de ce salon, ou de toute partie du serveur par son numéro.
    .name = échiquier
board-game = Le numéro d'une partie (par défaut : la partie de ce salon)
    .name = partie
board-new_link = Désactive tes anciens liens pour jouer cette partie sur le web et obtiens-en un nouveau
    .name = nouveau_lien

pgn-description = Une partie en fichier PGN, avec une animation : celle de ce salon, ou n'importe laquelle par numéro.
    .name = pgn
pgn-game = Le numéro d'une partie (par défaut : celle de ce salon ou sa dernière)
    .name = partie

history-description = Les parties terminées d'un joueur sur ce serveur, récentes d'abord, avec résultats et adversaires.
    .name = historique
history-player = De qui (par défaut : toi)
    .name = joueur
history-variant = Seulement ce jeu (par défaut : tous)
    .name = variante
history-page = Page (par défaut : 1)
    .name = page

preferences-description = Affiche ou modifie l'apparence de tes échiquiers, et si tes coups attendent une confirmation.
    .name = préférences
preferences-orientation = Ton camp en bas (mon camp) ou le camp qui a le trait (camp au trait, par défaut)
    .name = orientation
preferences-theme = Couleurs de l'échiquier : classique, contraste (contraste élevé) ou daltonien (adapté au rouge-vert)
    .name = thème
preferences-confirm = Montre l'échiquier après ton coup, à confirmer ou annuler avant qu'il soit joué
    .name = confirmer

notify-description = Affiche ou modifie comment Sanctum te prévient pour tes parties : messages privés, rappels, résumé.
    .name = notifications
notify-dm = Un message privé quand c'est ton tour (par défaut : désactivé)
    .name = mp
notify-remind80 = Un rappel quand { $reminder_percent } % de ton temps pour un coup est écoulé (par défaut : activé)
    .name = rappel80
notify-remind2h = Un rappel quand il te reste 2 heures pour jouer ton coup (par défaut : désactivé)
    .name = rappel2h
notify-digest = Un message privé quotidien avec les parties qui attendent ton coup (par défaut : désactivé)
    .name = résumé

## Les coups, tels que le salon les lit.

color-white = Blancs
color-black = Noirs
move-played = { $name } a joué { $move }.
move-played-conditional = ⚡ Coup conditionnel de { $name } : { $move }.
move-draw-lapses = La proposition de nulle tombe : { $name } a joué sans l'accepter.
move-thinking = { $name } réfléchit…
move-team-to-move = Au tour de { $name } : ses membres votent avec { $vote } — échéance { $due }.
move-your-move = { $user }, à toi de jouer — échéance { $due }.
# $me et $them sont les noms des camps (Blancs, Noirs), employés avec un article ; $square est une case comme e8.
note-refugee = Le pion des { $me } atteint { $square } et devient réfugié : il ne peut plus ni bouger ni être capturé.
note-sanctuary-one = Les { $me } ont une pièce dans le sanctuaire en { $square } : une de plus, à l'abri des captures, et c'est gagné.
note-sanctuary-many = Les { $me } ont { $n } { $n ->
        [one] pièce
       *[other] pièces
    } dans le sanctuaire. { $them } : capture en { $squares } ou tu perds.
note-scepter-threat = { $them } : le roi des { $me } peut s'emparer de ton sceptre en { $square } au prochain coup — empêche-le ou tu perds.
note-check = Les { $them } sont en échec.
