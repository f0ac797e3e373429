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

## Comment une partie terminée s'est achevée : le titre de son dernier message.

# $name gagne : le vainqueur, affiché en gras comme $winner plus bas.
ending-winner = { $name } gagne
# Le mot affiché en gras comme $draw plus bas.
ending-draw = nulle
# Des cases toutes concernées : $first est une case, $rest une ou plusieurs (« h8 », « b8 et h8 »).
ending-squares-and = { $first } et { $rest }
# $winner vaut « { $name } gagne » (ending-winner), en gras ; $side est le camp du vainqueur (Blancs, Noirs).
ending-scepter = Le roi de { $name } s'empare du sceptre en { $square } — { $winner } avec les { $side } !
ending-sanctuary = { $name } a deux pièces à l'abri dans le sanctuaire en { $squares } — { $winner } avec les { $side } !
ending-checkmate = Échec et mat — { $winner } avec les { $side } !
# $draw est le mot « nulle » (ending-draw), en gras.
ending-stalemate = Pat : { $name } n'a aucun coup légal — { $draw }.
ending-repetition = La même position est apparue pour la troisième fois — { $draw } par répétition.
ending-fifty-moves = Cinquante coups de chaque camp sans prise ni coup de pion — { $draw }.
ending-insufficient-material = Aucun camp ne pourra jamais mater — { $draw }.
ending-dead-position = Aucun camp n'a plus deux pièces, donc personne ne peut gagner — { $draw }.
# $name est le joueur qui a abandonné.
ending-resignation = { $name } a abandonné — { $winner } avec les { $side }.
# $name est le joueur dont le temps est écoulé.
ending-timeout = Le temps de { $name } est écoulé — { $winner } au temps avec les { $side }.
ending-timeout-draw = Le temps de { $name } est écoulé, mais { $opponent } ne pourrait jamais gagner avec ce qui reste — { $draw }.
ending-agreement = Nulle par accord mutuel.
ending-adjudication = Partie arbitrée à la fin du temps imparti à la ronde — { $winner } avec les { $side }.
ending-adjudication-draw = Partie arbitrée à la fin du temps imparti à la ronde — { $draw }.
ending-aborted = La partie a été annulée : pas de résultat, Elo inchangé.

## Sous le titre d'une partie terminée : son résultat et les Elo.

# $result est le score (1-0, 0-1, 1/2-1/2), en gras ; $white et $black mentionnent les joueurs.
ending-result = Résultat : { $result } — { $white } (Blancs) contre { $black } (Noirs), partie { $game }.
# $white et $black : le nom d'un joueur et la variation de son Elo, comme « alice 1500? → 1662? (+162) ».
ending-ratings = Elo : { $white } · { $black }
ending-unrated-sanctum = Les parties contre Sanctum sont amicales : Elo inchangé.
ending-unrated-casual = Partie amicale : Elo inchangé.
ending-unrated-short = Trop courte pour compter (chaque camp doit jouer deux coups) : Elo inchangé.

## Réserves de temps : le temps de réserve d'un joueur, payé en jours entiers quand une échéance passe.

# Une réserve en jours, telle que $bank, $paid, $white_bank et $black_bank la disent plus bas.
bank-days = { $days ->
    [0] aucun jour
    [one] { $days } jour
   *[other] { $days } jours
}
bank-paid = { $user }, ton temps pour ce coup dans la partie { $game } est écoulé, alors ta réserve de temps a payé { $paid } : ta nouvelle échéance est { $due }.
bank-left = Réserve restante : { $bank }.
bank-now-empty = Ta réserve est maintenant vide : si cette échéance passe, tu perds au temps.
# Après l'échéance d'une partie, sur son échiquier : le nom et la réserve de chaque joueur.
bank-both = Réserves de temps : { $white } { $white_bank }, { $black } { $black_bank }.
bank-on-vacation = { $name } est en vacances, ses pendules sont donc en pause ; retour { $back }.

## La pendule : une perte au temps expliquée, des parties annulées avant leurs premiers coups, des rappels.

# $late est le temps écoulé depuis l'échéance, comme « 2d 4h » ; $bank une réserve en jours (bank-days).
deadline-bank-short = La réserve de temps de { $name } (il lui restait { $bank }) n'a pas pu couvrir les { $late } de retard.
deadline-bank-empty = La réserve de temps de { $name } est vide.
# $late mentionne le joueur qui n'a jamais joué.
deadline-aborted = La partie { $game } a été annulée : { $late } n'a pas joué son premier coup contre { $opponent } à temps. Pas de résultat, Elo inchangé.
deadline-aborted-forfeit = La partie { $game } a été annulée : { $late } n'a pas joué son premier coup contre { $opponent } à temps, et perd donc cette partie de tournoi par forfait. Elo inchangé.
deadline-team-reminder = Le vote de l'équipe sur ce coup se termine { $closes } : le coup qui a le plus de votes sera alors joué.
# $due est un moment, comme « dans 3 heures ».
deadline-reminder-abort = { $user }, petit rappel : c'est à toi de jouer contre { $opponent } ({ $variant }, partie { $game }) — la partie sera annulée { $due } si tu ne joues pas.
deadline-reminder-bank = { $user }, petit rappel : c'est à toi de jouer contre { $opponent } ({ $variant }, partie { $game }) — ta réserve de temps (il te reste { $bank }) commencera à payer { $due } si tu ne joues pas.
deadline-reminder-lose = { $user }, petit rappel : c'est à toi de jouer contre { $opponent } ({ $variant }, partie { $game }) — tu perdras au temps { $due } si tu ne joues pas.

## Prévenir les joueurs de leurs parties : le premier coup, leur tour, les rappels, le résumé.

# $join est le nom du bouton, $vote la commande pour voter.
notify-first-move-teams = { $name } a le premier coup. Les membres de chaque équipe appuient sur { $join } sur leur propre serveur, puis votent avec { $vote } : les votes d'une équipe ne sont visibles que sur son serveur.
notify-first-move = { $user }, c'est toi qui commences : { $move }.
# Un message privé ; $channel est le salon où se joue la partie.
notify-turn = { $user }, à toi de jouer dans la partie { $game } ({ $variant }) contre { $opponent } dans { $channel } : échéance { $due }.
notify-turn-after = { $user }, à toi de jouer dans la partie { $game } ({ $variant }) contre { $opponent } dans { $channel } : { $opponent } a joué { $move }. Échéance { $due }.
notify-late-reminder-abort = { $user }, il te reste moins de 2 heures : c'est à toi de jouer contre { $opponent } ({ $variant }, partie { $game }) dans { $channel } — la partie sera annulée { $due } si tu ne joues pas.
notify-late-reminder-lose = { $user }, il te reste moins de 2 heures : c'est à toi de jouer contre { $opponent } ({ $variant }, partie { $game }) dans { $channel } — tu perdras au temps { $due } si tu ne joues pas.
# Le titre du résumé, affiché en gras comme $digest plus bas.
notify-daily-digest-heading = Ton résumé du jour
notify-daily-digest = { $digest } : { $count ->
        [one] { $count } partie attend
       *[other] { $count } parties attendent
    } ton coup.
# Une partie du résumé.
notify-daily-digest-line = partie { $game } · { $variant } contre { $opponent } dans { $channel } — échéance { $due }
# $privacy et $direct sont les noms que Discord donne à ses paramètres (notify-dms-closed-…), en gras.
notify-dms-closed = Sanctum n'a pas pu t'envoyer de message privé : tes paramètres de confidentialité refusent les messages des membres de ce serveur, alors Sanctum te mentionne plutôt dans le salon de la partie. Pour recevoir des messages privés, ouvre le menu du serveur → { $privacy } → autorise les { $direct }, puis utilise { $notify }.
# Le nom que Discord donne à ce paramètre, tel que Discord l'affiche dans cette langue.
notify-dms-closed-privacy = Paramètres de confidentialité
# Le nom que Discord donne à ce paramètre, tel que Discord l'affiche dans cette langue.
notify-dms-closed-direct = Messages privés

## La réponse de la commande notifications : les réglages de notification du joueur, un par ligne.

notify-settings-heading = Tes notifications :
notify-settings-saved = Enregistré. Tes notifications :
notify-settings-turn-dm = Ton tour : un message privé (au lieu de la mention dans le salon de la partie).
notify-settings-turn-ping = Ton tour : une mention dans le salon de la partie.
notify-settings-remind80 = Rappel quand { $reminder_percent } % de ton temps est écoulé : { $state ->
        [on] activé
       *[off] désactivé
    }.
notify-settings-remind2h = Rappel quand il reste 2 heures : { $state ->
        [on] activé
       *[off] désactivé
    }.
notify-settings-digest = Résumé quotidien des parties qui attendent ton coup, par message privé : { $state ->
        [on] activé
       *[off] désactivé
    }.
notify-settings-reminders-dm = Les rappels arrivent par message privé.
notify-settings-reminders-ping = Les rappels arrivent sous forme de mentions dans le salon de la partie.
notify-settings-retry = Toute modification ici retente l'envoi de messages privés.
notify-settings-change = Modifie-les avec { $change }

## Confirmation des coups, quand les préférences d'un joueur la demandent.

# $confirm est le nom du bouton.
confirm-ask = Jouer { $move } ? Voici l'échiquier après ce coup. Rien n'est joué tant que tu n'appuies pas sur { $confirm }.
confirm-already-played = Déjà joué : { $move }. Confirmer de nouveau ne change rien.
confirm-cancelled = Annulé : rien n'a été joué. Joue un autre coup quand tu veux.

## Les coups : un coup tapé que deux pièces pourraient jouer, et la liste de la commande coups.

# $typed est ce que le joueur a écrit ; $moves les coups que cela pourrait être (play-which-or).
play-which = Quel coup veux-tu dire par { $typed } ? { $moves }. Appuie sur celui que tu veux, ou écris-le en SAN (une majuscule pour une pièce, en notation anglaise).
# Des coups qui sont chacun un choix : $first est un coup, $rest un ou plusieurs (« Bxc4 », « bxc4 ou Bxc4 »).
play-which-or = { $first } ou { $rest }
# $record est la commande qui donne la feuille de partie.
play-moves-over = La partie { $game } est terminée : { $result }. Il n'y a plus de coup à jouer ; sa feuille de partie : { $record }.
# Le titre de la liste, affiché en gras comme $to_move plus bas ; $side vaut Blancs ou Noirs.
play-moves-to-move = Trait aux { $side }
play-moves-heading = { $to_move } dans la partie { $game } : { $count ->
        [one] { $count } coup légal
       *[other] { $count } coups légaux
    }.
# Une ligne de la liste : un type de pièce, puis ses coups.
play-moves-pawn = pion : { $moves }
play-moves-knight = cavalier : { $moves }
play-moves-bishop = fou : { $moves }
play-moves-rook = tour : { $moves }
play-moves-queen = dame : { $moves }
play-moves-king = roi : { $moves }
play-moves-archbishop = archevêque : { $moves }
play-moves-guard = garde suisse : { $moves }

## L'échiquier et la feuille d'une partie, et le lien d'un joueur pour la jouer sur le web.

# $variant est le nom du jeu, en gras ; $label l'étiquette d'un tournoi (archive-tournament-label) ou rien.
board-head = Partie { $game } · { $variant }{ $label } — { $white } (Blancs) contre { $black } (Noirs), { $rated ->
        [rated] classée
       *[casual] amicale
    }.
board-to-move = Coup { $move } : au tour de { $name }, échéance { $due }.
# $result dit comment la partie s'est terminée (archive-result-…).
board-final = { $moves ->
    [one] Position finale après { $moves } coup : { $result }.
   *[other] Position finale après { $moves } coups : { $result }.
}
# $result est le score (1-0, 0-1, 1/2-1/2).
board-record-finished = La feuille de partie de { $white } contre { $black } ({ $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, { $result }), partie { $game }.
board-record-aborted = La feuille de partie de { $white } contre { $black } ({ $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, annulée), partie { $game }.
board-record-going-on = La feuille de partie de { $white } contre { $black } ({ $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } pour l'instant), partie { $game }.
board-link-renewed = Ton nouveau lien pour jouer la partie { $game } en cliquant, sur le web : tous les anciens ont cessé de fonctionner. Garde-le pour toi ; il fonctionne pendant { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }.
# nouveau_lien est l'option de la commande échiquier, telle que Discord l'affiche en français.
board-link = Ton lien personnel pour jouer la partie { $game } en cliquant, sur le web. Quiconque le détient peut jouer à ta place, alors garde-le pour toi ; il fonctionne pendant { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }. S'il venait à fuiter, nouveau_lien en crée un autre et désactive celui-ci.

## Les archives : comment les parties se sont terminées, et les parties terminées d'un joueur, page par page.

# Comment une partie s'est terminée, après son résultat : « 1-0, alice a gagné par abandon ».
archive-by-scepter = par le sceptre
archive-by-sanctuary = par le sanctuaire
archive-by-checkmate = par échec et mat
archive-by-stalemate = par pat
archive-by-fifty-moves = par la règle des cinquante coups
archive-by-repetition = par répétition
archive-by-insufficient-material = par matériel insuffisant
archive-by-dead-position = par position morte
archive-by-resignation = par abandon
# Perdue ou nulle parce qu'un joueur n'avait plus de temps.
archive-by-time = au temps
archive-by-agreement = par accord mutuel
archive-by-adjudication = par arbitrage
archive-by-abort = par annulation
archive-result-going-on = en cours
archive-result-aborted = annulée
# $result est le score (1-0, 0-1, 1/2-1/2) ; $by comment la partie s'est terminée (archive-by-…).
archive-result-won = { $result }, { $name } a gagné { $by }
archive-result-drawn = { $result }, nulle { $by }
# Une partie terminée du point de vue d'un joueur : $side est son camp (Blancs, Noirs), $label l'étiquette d'un tournoi ou rien, $verdict gagnée, perdue, nulle ou annulée (archive-verdict-…) en gras.
archive-line = partie { $game } · { $variant } contre { $opponent } ({ $side }){ $label } : { $verdict } { $by }, { $result }
archive-line-aborted = partie { $game } · { $variant } contre { $opponent } ({ $side }){ $label } : { $verdict }
archive-verdict-won = gagnée
archive-verdict-lost = perdue
archive-verdict-drew = nulle
archive-verdict-aborted = annulée
# La ligne de titre d'une liste : $heading est son titre, en gras ; $total le nombre de parties qu'elle contient.
archive-heading = { $heading } ({ $total }, page { $page } sur { $pages })
# $next est la commande qui affiche la page suivante.
archive-more = Suite : { $next }.
archive-history-heading = Parties de { $name }
archive-history-heading-variant = Parties de { $name } — { $variant }
archive-history-none = { $name } n'a encore aucune partie terminée sur ce serveur.
# Après le nom d'une partie dans les listes : le tournoi et la ronde auxquels elle appartient.
archive-tournament-label = (Tournoi { $tournament }, ronde { $round })

## La réponse de la commande préférences : les préférences d'échiquier du joueur, une par ligne.

preferences-shown-heading = Tes préférences :
preferences-shown-saved = Enregistré. Tes préférences :
preferences-shown-boards-to-move = Échiquiers : le camp au trait en bas.
preferences-shown-boards-mine = Échiquiers : ton propre camp en bas dans tes parties.
# classique, contraste et daltonien sont les choix de l'option thème.
preferences-shown-theme-classic = Thème : classique.
preferences-shown-theme-contrast = Thème : contraste (contraste élevé).
preferences-shown-theme-colorblind = Thème : daltonien (adapté au daltonisme rouge-vert).
# Confirmer est le nom du bouton (button-confirm).
preferences-shown-confirm-on = Confirmation des coups : activée ; un coup affiche l'échiquier qui en résulte, en privé, et n'est joué que quand tu appuies sur Confirmer.
preferences-shown-confirm-off = Confirmation des coups : désactivée ; un coup est joué immédiatement.
preferences-shown-change = Modifie-les avec { $change } (n'importe laquelle des trois).

## Une image d'échiquier en mots, pour les lecteurs d'écran (le texte alternatif de chaque échiquier).
## Chacun est une phrase ; elles sont jointes par des espaces. $squares sont des cases comme « a1 h1 ».

alt-board = Échiquier ({ $variant }).
alt-side-named = { $color } ({ $name })
alt-to-move = Trait aux { $side }.
alt-to-move-in-check = Trait aux { $side }, qui sont en échec.
# $pieces : les groupes ci-dessous, séparés par des virgules.
alt-pieces = { $side } : { $pieces }.
alt-no-pieces = aucune pièce
alt-kings = { $count ->
    [one] roi
   *[other] rois
} { $squares }
alt-queens = { $count ->
    [one] dame
   *[other] dames
} { $squares }
alt-archbishops = { $count ->
    [one] archevêque
   *[other] archevêques
} { $squares }
alt-guards = { $count ->
    [one] garde suisse
   *[other] gardes suisses
} { $squares }
alt-rooks = { $count ->
    [one] tour
   *[other] tours
} { $squares }
alt-bishops = { $count ->
    [one] fou
   *[other] fous
} { $squares }
alt-knights = { $count ->
    [one] cavalier
   *[other] cavaliers
} { $squares }
alt-pawns = { $count ->
    [one] pion
   *[other] pions
} { $squares }
alt-refugees = { $count ->
    [one] réfugié
   *[other] réfugiés
} { $squares }
# $pieces : les éléments alt-in-danger, séparés par des virgules.
alt-attacked = Pièces attaquées et non défendues : { $pieces }.
# $piece : l'un des groupes ci-dessus pour une seule pièce (« cavalier c3 ») ; $color est son camp (Blancs, Noirs).
alt-in-danger = { $piece } des { $color }
alt-safe = Pièces des { $color } à l'abri dans le sanctuaire : { $squares }.
alt-replay = Animation de la partie { $game } ({ $variant }), { $white } contre { $black } : chaque position depuis le début, coup par coup ; les coups de la partie sont dans sa feuille de partie.

## Ce que disent les bandeaux des noms d'une image d'échiquier, à droite, à côté du nom. Un
## bandeau tient sur une courte ligne : ces mots doivent rester courts. $duration est une durée comme « 2 j 4 h ».

bar-to-move = au trait
bar-wins = gagne
bar-draw = nulle
bar-left = reste { $duration }
bar-bank = réserve { $duration }
bar-bank-empty = réserve vide
bar-left-and-bank = { $left } · { $bank }

## Pourquoi un coup tapé est refusé. Les raisons sont des propositions qui suivent un deux-points.
## Là où une pièce est nommée, $piece est son nom (role-…) et $role son identifiant (pawn, knight,
## bishop, rook, queen, king, archbishop, guard), pour un sélecteur qui choisit un article ou une forme.
## $color, $owner, $turn et $side sont le nom d'un camp (Blancs, Noirs), employé avec un article ; $square une case (e4).

# Les noms des pièces, tels que $piece les affiche ; sans argument.
role-pawn = pion
role-knight = cavalier
role-bishop = fou
role-rook = tour
role-queen = dame
role-king = roi
role-archbishop = archevêque
role-guard = garde suisse
# $input : ce qui a été tapé, en code ; $hint : comment écrire un coup (l'un des move-error-hint-…).
move-error-syntax = { $input } n'est pas un coup : { $hint }.
# $input : ce qui a été tapé ; $reason : pourquoi (l'une des raisons ci-dessous) ; $moves : quelques coups légaux, séparés par des virgules.
move-error-illegal = { $input } n'est pas légal ici : { $reason }. Parmi les coups légaux : { $moves }.
# $input : ce qui a été tapé ; $moves : les coups que cela pourrait être, séparés par des virgules.
move-error-ambiguous = { $input } est ambigu ; écris l'un de ces coups : { $moves }.
# $outcome : comment la partie s'est terminée (move-error-won ou move-error-drawn).
move-error-game-over = La partie est terminée : { $outcome } ; plus aucun coup ne peut être joué.
# Sans argument.
move-error-hint-notation = écris-le en SAN, comme e4, Nf3, exd5, O-O, e8=Q, ou en UCI, comme e2e4
# Sans argument.
move-error-hint-uci = en UCI, on écrit la case de départ, la case d'arrivée et éventuellement une lettre de promotion, comme e2e4 ou e7e8q
# Sans argument.
move-error-hint-promotion-letter = la lettre de promotion doit être q, r, b ou n
# $letter : la lettre de la pièce en majuscule (N) ; $role, $piece : cette pièce ; $example : un coup de cette pièce (Nf3).
move-error-hint-upper-case = les lettres des pièces s'écrivent en majuscule : { $letter } pour { $role ->
        [rook] la { $piece }
        [queen] la { $piece }
        [archbishop] l'{ $piece }
       *[other] le { $piece }
    }, comme dans { $example }
# Sans argument.
move-error-hint-not-legal = il n'est pas légal
# $square : la case de départ ; $role, $piece : la pièce qui s'y trouve ; $letter_role, $letter_piece : la pièce que nomme la lettre tapée.
move-error-wrong-letter = la pièce en { $square } est { $role ->
        [rook] une
        [queen] une
       *[other] un
    } { $piece }, pas { $letter_role ->
        [rook] une
        [queen] une
       *[other] un
    } { $letter_piece }
# $variant : le nom du jeu (variant-…).
move-error-no-castling = il n'y a pas de roque dans ce jeu ({ $variant })
# $color : le camp au trait ; $wing : kingside (côté roi) ou queenside (côté dame).
move-error-castling-rights = les { $color } ne peuvent plus roquer { $wing ->
        [kingside] côté roi
       *[queenside] côté dame
    } : le roi ou cette tour a déjà bougé
# $color : le camp au trait.
move-error-castling-in-check = les { $color } sont en échec, et on ne peut pas roquer pour sortir d'un échec
# $square : la première case occupée entre le roi et la tour.
move-error-castling-blocked = les cases entre le roi et la tour doivent être vides, et { $square } ne l'est pas
# $square : la case attaquée.
move-error-castling-attacked = le roi traverserait la case { $square } ou s'y arrêterait, or elle est attaquée
# Sans argument.
move-error-castling-not-allowed = pour roquer, le roi et la tour ne doivent pas avoir bougé, les cases entre eux doivent être vides, et le roi ne doit être ni en échec, ni passer par une case attaquée, ni y arriver
# $square : la case où arrive le pion.
move-error-sanctuary-promotion = les pions ne sont pas promus aux Échecs du Sanctuaire ; un pion qui arrive en { $square } devient réfugié, et le coup s'écrit sans lettre
# $role, $piece : la pièce demandée.
move-error-promotion-role = un pion ne peut pas être promu en { $piece } ; choisis Q, R, B ou N
# $square : la case où va le coup.
move-error-promotion-rank = seul un pion qui arrive sur la dernière rangée est promu ; écris le coup vers { $square } sans lettre
# $square : la case de départ.
move-error-empty-square = il n'y a aucune pièce en { $square }
# $role, $piece : la pièce en $square ; $owner : à quel camp elle appartient ; $turn : le camp au trait.
move-error-not-your-piece = la pièce en { $square } ({ $piece }) appartient aux { $owner } ; c'est aux { $turn } de jouer
# $square : la case du réfugié.
move-error-refugee-moves = le réfugié en { $square } ne peut plus jamais bouger
# $square : la case du réfugié.
move-error-refugee-captured = le réfugié en { $square } ne peut jamais être capturé
# $square : la case d'arrivée ; $role, $piece : la pièce du joueur qui s'y trouve.
move-error-own-piece = la case { $square } est occupée par une de tes propres pièces ({ $piece })
# $color : le camp au trait ; $role, $piece : la pièce à déplacer ; $square : la case d'arrivée.
move-error-in-check = les { $color } sont en échec, et aucun coup de { $piece } vers { $square } ne pare l'échec
# $color : le camp au trait ; $role, $piece : la pièce à déplacer ; $square : la case d'arrivée.
move-error-none-can-move = les { $color } n'ont pas de { $piece } qui puisse aller en { $square }
# $role, $piece : la pièce à déplacer ; $file : la colonne tapée (b) ; $square : la case d'arrivée.
move-error-none-from-file = il n'y a pas de { $piece } sur la colonne { $file } qui puisse aller en { $square }
# $role, $piece : la pièce à déplacer ; $rank : la rangée tapée (4) ; $square : la case d'arrivée.
move-error-none-from-rank = il n'y a pas de { $piece } sur la rangée { $rank } qui puisse aller en { $square }
# Sans argument.
move-error-no-match = aucun coup légal ne correspond
# $moves : les coups de pion voulus, joints par move-error-or (exd5 ou cxd5).
move-error-pawn-needs-file = un pion qui prend ou qui glisse s'écrit avec la colonne qu'il quitte : { $moves }
# $color : le camp au trait ; $role, $piece : la pièce à déplacer.
move-error-no-such-piece = les { $color } n'ont pas de { $piece }
# $reason : l'une des raisons ci-dessus ; $letter : la lettre d'une pièce en majuscule (B) ; $role, $piece : cette pièce.
move-error-upper-case-hint = { $reason } (les lettres des pièces s'écrivent en majuscule : { $letter } pour { $piece })
# Des coups qui sont chacun un choix : $first est un coup, $rest un ou plusieurs (« cxd5 », « cxd5 ou exd5 »).
move-error-or = { $first } ou { $rest }
# $side : le camp du vainqueur ; $reason : comment (scepter, sanctuary, checkmate, stalemate, fifty-move, repetition, insufficient-material, dead-position).
move-error-won = les { $side } ont gagné { $reason ->
        [scepter] en s'emparant du sceptre
        [sanctuary] en atteignant le sanctuaire
        [checkmate] par échec et mat
        [stalemate] par pat
        [fifty-move] par la règle des 50 coups
        [repetition] par triple répétition
        [insufficient-material] car aucun camp ne peut mater
       *[dead-position] car aucun camp n'a plus deux pièces
    }
# $reason : comment (comme pour move-error-won).
move-error-drawn = nulle { $reason ->
        [scepter] par la prise du sceptre
        [sanctuary] par le sanctuaire
        [checkmate] par échec et mat
        [stalemate] par pat
        [fifty-move] par la règle des 50 coups
        [repetition] par triple répétition
        [insufficient-material] car aucun camp ne peut mater
       *[dead-position] car aucun camp n'a plus deux pièces
    }
# Ce que dit une ligne de coups conditionnels après le coup qu'elle refuse et un deux-points.
# $hint : comment écrire un coup (l'un des move-error-hint-…).
move-error-why-syntax = ce n'est pas un coup ({ $hint })
# $moves : les coups que cela pourrait être, joints par move-error-or.
move-error-why-ambiguous = plusieurs coups conviennent : écris { $moves }
# $outcome : comment la partie se serait terminée (move-error-won ou move-error-drawn).
move-error-why-game-over = la partie serait déjà terminée à ce moment-là ({ $outcome })
# Sans argument.
move-error-why-unplayable = il ne peut pas être joué à ce moment-là
