## Leçons : ce que Sanctum dit autour d'une leçon : son titre, son but, les coups joués
## et comment elle s'est terminée. Les mots propres aux leçons (titres, textes, indices) suivent plus bas.

# Le titre d'une leçon, affiché en gras : $course est le titre du cours, $title celui de la leçon.
lesson-heading = { $course } · leçon { $number } sur { $lessons } : { $title }
# $goal est le but de la leçon, en gras (« Les Blancs jouent et font un réfugié en 3 coups ») ; $hint l'indice de la leçon.
lesson-goal = { $goal }. Réponds avec { $solve }. Indice : { $hint }
lesson-changed = Cette leçon a changé depuis que tu l'as commencée : elle reprend donc du début.
lesson-played = Tu as joué { $move }.
# $answer est la réponse de l'adversaire au coup de l'élève.
lesson-played-answer = Tu as joué { $move } ; la réponse : { $answer }.
# $played est lesson-played ou lesson-played-answer ; $banner la bannière de la leçon, en gras (lesson-banner-…).
lesson-step = { $played } { $banner }.
# $played est lesson-played ou lesson-played-answer ; $banner la bannière de la leçon, en gras (lesson-banner-…).
lesson-failed = { $played } { $banner } Recommence-la avec { $learn }. Indice : { $hint }
# $course est le titre du cours ; $stars les étoiles gagnées, sur $most possibles.
lesson-course-finished = { $stars ->
    [one] Tu as terminé { $course } : { $stars } étoile sur { $most }.
   *[other] Tu as terminé { $course } : { $stars } étoiles sur { $most }.
    }
lesson-course-role = Ce serveur te donne { $role }.

## Le bandeau d'une leçon, en gras sous son texte et au-dessus de son échiquier : qui a le trait,
## le but et les coups restants, ou comment la leçon s'est terminée.

# $side vaut white ou black (le camp de l'élève) ; $goal ce qu'il faut faire (l'un des lesson-aim-…) ; $left les coups restants.
lesson-banner-going = Les { $side ->
        [white] Blancs
       *[black] Noirs
    } jouent et { $goal } en { $left ->
        [one] { $left } coup
       *[other] { $left } coups
    }
# Pareil pour une leçon gagnée en tenant bon : $goal est lesson-aim-hold.
lesson-banner-hold = Les { $side ->
        [white] Blancs
       *[black] Noirs
    } jouent et { $goal } pendant { $left ->
        [one] { $left } coup
       *[other] { $left } coups
    }
# $moves est le nombre de coups joués par l'élève ; $stars les étoiles gagnées (de 1 à 3), dessinées en ★.
lesson-banner-done = Leçon réussie en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } : { $stars }
# Sur l'échiquier, dont la police n'a pas d'étoile : $stars est un nombre de 1 à 3.
lesson-banner-done-picture = Leçon réussie en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } : { $stars ->
        [one] { $stars } étoile sur 3
       *[other] { $stars } étoiles sur 3
    }
# $why est l'un des lesson-why-….
lesson-banner-failed = Pas cette fois : { $why }. Réessaie !
# Au-dessus de l'échiquier, où une ligne n'a pas la place pour la raison (la réponse la donne).
lesson-banner-failed-picture = Pas cette fois. Réessaie !
# $budget est le nombre de coups de la leçon.
lesson-why-out-of-moves = { $budget ->
        [one] tu as joué ton seul coup sans atteindre le but
       *[other] tu as joué tes { $budget } coups sans atteindre le but
    }
# $outcome est la façon dont la partie s'est terminée (move-error-won), l'adversaire étant le gagnant.
lesson-why-opponent-won = { $outcome }
# $outcome est la façon dont la partie s'est terminée (move-error-won ou move-error-drawn).
lesson-why-game-ended = la partie s'est terminée ({ $outcome }) avant que le but soit atteint
lesson-why-stuck = tu n'as plus aucun coup légal

## Ce que demande une leçon, à la suite de « Les Blancs jouent et ».

# $count est le nombre de pièces marquées à capturer.
lesson-aim-capture = { $count ->
        [one] capturent la pièce marquée
       *[other] capturent les { $count } pièces marquées
    }
# $piece est le nom de la pièce (role-…), $role son identifiant pour les sélecteurs (king, archbishop…) ; $square la case où l'amener.
lesson-aim-reach = amènent leur { $piece } en { $square }
lesson-aim-refugee = font un réfugié
lesson-aim-promote = mènent un pion à la promotion
lesson-aim-check = font échec
lesson-aim-checkmate = font mat
lesson-aim-scepter = s'emparent du sceptre ou font mat
lesson-aim-sanctuary = gagnent par le sanctuaire
# $side est l'adversaire, white ou black.
lesson-aim-hold = empêchent les { $side ->
        [white] Blancs
       *[black] Noirs
    } de gagner

## Un coup qu'une leçon n'accepte pas.

# $move est le coup de l'élève.
lesson-refused-check = { $move } fait échec, mais ici l'autre camp ne bouge pas et ne peut pas y répondre : essaie un autre coup.
lesson-refused-over = Cette leçon est terminée ; recommence-la pour réessayer.
# $moves sont les coups que la leçon accepte maintenant, séparés par des virgules.
lesson-moves-here = Coups possibles ici : { $moves }.

## Les mots propres aux cours : le titre de chaque cours et les phrases qui l'ouvrent, puis
## le titre de chaque leçon, son texte et l'indice pour l'élève qui bloque.
## Les coups et les cases (Ke7, e5) restent tels quels : un joueur les tape.

course-sanctuary-title = Échecs du Sanctuaire
course-sanctuary-intro = Ni roi, ni dame, ni échec : pour gagner, amène à l'autre bout de l'échiquier deux pièces que l'adversaire ne peut pas capturer.

lesson-sanctuary-guard-leaps-title = Le garde suisse bondit
lesson-sanctuary-guard-leaps-text = Le garde suisse bondit d'une ou deux cases dans n'importe quelle direction, en ligne droite ou en diagonale, et capture de la même façon. Ici, l'autre camp ne bouge pas : prends tous les pions marqués.
lesson-sanctuary-guard-leaps-hint = De c3, un bond de deux cases en diagonale, vers le haut à droite, mène en e5.

lesson-sanctuary-guard-jumps-title = Par-dessus le mur
lesson-sanctuary-guard-jumps-text = Le garde saute : rien de ce qui se trouve sur son chemin, pièce amie ou ennemie, n'arrête un bond de deux cases. Tes propres pions enferment le garde ; saute par-dessus pour atteindre la tour.
lesson-sanctuary-guard-jumps-hint = Bondis tout droit par-dessus le pion e2, puis encore une fois.

lesson-sanctuary-archbishop-title = L'archevêque
lesson-sanctuary-archbishop-text = L'archevêque se déplace comme un fou ou comme un cavalier, à ton choix à chaque coup. Sers-toi des deux pour ramasser les pièces marquées.
lesson-sanctuary-archbishop-hint = Un saut de cavalier prend en d3 ; de là, la grande diagonale mène en h7.

lesson-sanctuary-refugee-title = Faire un réfugié
lesson-sanctuary-refugee-text = Aux Échecs du Sanctuaire, les pions ne sont jamais promus. Un pion qui atteint la dernière rangée devient un réfugié : il ne bouge plus jamais, mais il y compte comme l'une de tes pièces. Ton pion est bloqué : avance en capturant.
lesson-sanctuary-refugee-hint = Prends le cavalier en e6, puis monte par la colonne e.

lesson-sanctuary-refugee-safe-title = Rien ne peut prendre un réfugié
lesson-sanctuary-refugee-safe-text = Un réfugié ne peut jamais être capturé, même par une pièce juste à côté de lui, et il bloque les cases derrière lui comme n'importe quelle pièce. Fais d'abord un réfugié, puis amène ta tour sur la dernière rangée : le réfugié lui sert de bouclier.
lesson-sanctuary-refugee-safe-hint = Rh8 tout de suite, et la tour a8 prend ta tour. Joue d'abord c8.

lesson-sanctuary-two-safe-title = Deux pièces dans le sanctuaire
lesson-sanctuary-two-safe-text = Tu gagnes dès que deux de tes pièces se trouvent sur la dernière rangée, celle de l'adversaire, et qu'il ne peut capturer ni l'une ni l'autre. Amène le garde et l'archevêque dans le sanctuaire.
lesson-sanctuary-two-safe-hint = Le garde bondit de deux cases tout droit ; l'archevêque suit une diagonale.

lesson-sanctuary-safe-squares-title = Seules les pièces à l'abri comptent
lesson-sanctuary-safe-squares-text = Une pièce de la dernière rangée que l'adversaire peut capturer ne compte pas, mais une troisième pièce capturable n'empêche pas non plus la victoire. Ton réfugié en f8 est une pièce à l'abri : trouve pour l'archevêque une case que rien n'attaque.
lesson-sanctuary-safe-squares-hint = Le cavalier contrôle e8 et le garde en c7 couvre b8 et d8. Et le coin ?

lesson-sanctuary-last-piece-title = Laisse une pièce aux Noirs
lesson-sanctuary-last-piece-text = Un camp qui ne peut pas jouer à son tour fait nulle, et un camp qui n'a plus de pièce ne peut pas jouer. Prendre la dernière pièce des Noirs finirait donc cette partie sur une nulle. Gagne plutôt.
lesson-sanctuary-last-piece-hint = Le cavalier est tentant, mais le coin a8 est à l'abri.

lesson-sanctuary-stop-invader-title = Stoppe l'envahisseur
lesson-sanctuary-stop-invader-text = Les Noirs ont déjà un réfugié en a1, et la tour menace d'arriver en h1 : ce serait une deuxième pièce à l'abri. Capture l'envahisseur, ou contrôle sa case d'arrivée, et empêche les Noirs de gagner.
lesson-sanctuary-stop-invader-hint = Le garde en f2 bondit de deux cases en diagonale.

lesson-sanctuary-block-title = Barre la route
lesson-sanctuary-block-text = La tour noire vise h1 : une deuxième pièce à l'abri, en plus du réfugié en a1. Tu ne peux ni capturer la tour ni contrôler h1, mais une pièce placée sur son chemin, sur la colonne h, l'arrête.
lesson-sanctuary-block-hint = Ton cavalier atteint deux cases de la colonne h.

lesson-sanctuary-full-win-title = Une petite partie
lesson-sanctuary-full-win-text = Ton garde et ton archevêque contre un garde et un pion qui ripostent. Amène deux pièces à l'abri dans le sanctuaire. Attention : prendre la dernière pièce des Noirs les laisse sans coup, ce qui fait nulle ; gagne d'abord.
lesson-sanctuary-full-win-hint = Place une pièce là où le garde ne peut pas l'atteindre, puis la deuxième ; et surveille le pion b, qui veut devenir réfugié.

course-scepter-title = Prise du Sceptre
course-scepter-intro = Les échecs, avec deux idées nouvelles : un roi qui arrive sur la case de départ du roi adverse gagne immédiatement, et un pion bloqué peut glisser à côté d'une pièce adverse.

lesson-scepter-square-title = Le sceptre
lesson-scepter-square-text = Le sceptre de chaque camp se trouve sur la case de départ de son roi : celui des Blancs en e1, celui des Noirs en e8. Si ton roi arrive sur le sceptre adverse, tu gagnes immédiatement. Amène ton roi en e8.
lesson-scepter-square-hint = Va d'abord en d7 ou en e7.

lesson-scepter-king-walk-title = La marche du roi
lesson-scepter-king-walk-text = Ton roi ne peut toujours pas aller sur une case attaquée par l'adversaire. Amène-le en e8 par un chemin sûr : le cavalier contrôle e5 et e7, et ton pion c5 barre la rangée de la tour.
lesson-scepter-king-walk-hint = Le cavalier en c6 contrôle e5 et e7 ; monte plutôt par la colonne f.

lesson-scepter-guarded-title = Un sceptre protégé
lesson-scepter-guarded-text = Tu ne peux pas prendre un sceptre que l'adversaire protège, car ton roi ne peut pas se mettre en échec. Le fou protège e8 : élimine ce défenseur, puis empare-toi du sceptre.
lesson-scepter-guarded-hint = Ta tour en b1 vise directement le fou.

lesson-scepter-slide-title = Le pion glissant
lesson-scepter-slide-text = Quand une pièce adverse se trouve juste devant ton pion, celui-ci peut avancer d'une case en diagonale sur une case vide, en glissant à côté d'elle. Glisser n'est pas prendre : la pièce qui bloque reste là. Glisse à côté du cavalier et va à dame.
lesson-scepter-slide-hint = Pour glisser, écris le coup avec la colonne du pion : ed7 ou ef7.

lesson-scepter-slide-own-title = On ne glisse que devant un ennemi
lesson-scepter-slide-own-text = Un pion bloqué par l'une de tes propres pièces ne peut pas glisser. De tes deux pions bloqués, un seul peut glisser : trouve-le et mène-le à la promotion.
lesson-scepter-slide-own-hint = Le pion g6 fait face à un pion noir.

lesson-scepter-defend-title = Défends ton sceptre
lesson-scepter-defend-text = Le roi noir est à côté de ton sceptre en e1 et s'en emparera si e1 n'est pas protégé. Protège-le pour que le roi ne puisse pas y aller, et continue de le protéger.
lesson-scepter-defend-hint = Une tour sur la colonne e ou sur la première rangée protège e1.

lesson-scepter-checkmate-title = Le mat gagne toujours
lesson-scepter-checkmate-text = L'échec et le mat fonctionnent comme aux échecs : un roi en échec doit y échapper, et le mat gagne. Ton roi est loin de e8, mais la dernière rangée adverse est faible.
lesson-scepter-checkmate-hint = Le roi noir est enfermé par ses propres pions.

lesson-scepter-out-of-check-title = Hors d'échec, droit sur le sceptre
lesson-scepter-out-of-check-text = Quand ton roi est en échec, tu dois en sortir immédiatement. Toute façon légale d'en sortir convient, et un pas du roi sur le sceptre adverse en est une : il gagne sur-le-champ.
lesson-scepter-out-of-check-hint = La tour fait échec le long de la septième rangée ; la case e8 n'est pas attaquée.

lesson-scepter-stays-home-title = Le sceptre ne bouge pas
lesson-scepter-stays-home-text = Le sceptre ne bouge jamais, même quand le roi roque. Les Noirs ont roqué, et seule la tour en f8 protège encore e8. Élimine ce défenseur, puis avance ton roi en e8.
lesson-scepter-stays-home-hint = Ton fou en b4 atteint f8.

lesson-scepter-king-run-title = La course des rois
lesson-scepter-king-run-text = Les deux rois courent vers le sceptre adverse. Compte les pas : tu joues en premier, donc le chemin le plus court l'emporte. Les Noirs ripostent : vérifie chaque case du trajet.
lesson-scepter-king-run-hint = d6, d7 ou e7, e8 : trois pas, et il en faut trois aux Noirs aussi.

course-chess-title = Échecs
course-chess-intro = Le jeu classique : apprends comment les pièces se déplacent et prennent, puis l'échec, les coups spéciaux et un premier mat.

lesson-chess-rook-title = La tour
lesson-chess-rook-text = La tour se déplace d'autant de cases qu'elle veut en ligne droite, vers le haut, vers le bas ou sur le côté, mais ne peut pas sauter. Elle prend en arrivant sur une pièce adverse. Prends les pions marqués.
lesson-chess-rook-hint = D'abord tout droit, en montant la colonne a.

lesson-chess-knight-title = Le cavalier
lesson-chess-knight-text = Le cavalier saute en L : deux cases dans une direction, puis une case sur le côté. C'est la seule pièce qui passe par-dessus les autres. Prends les pions marqués.
lesson-chess-knight-hint = De b1 à c3, c'est un saut.

lesson-chess-check-title = L'échec
lesson-chess-check-text = Un roi attaqué est en échec et doit en sortir immédiatement. Attaque le roi noir avec ta dame.
lesson-chess-check-hint = La dame se déplace comme une tour et comme un fou : essaie la diagonale vers a4.

lesson-chess-mate-in-one-title = L'échec et mat
lesson-chess-mate-in-one-text = Le mat est un échec auquel le roi ne peut pas échapper : impossible de prendre l'attaquant, de s'interposer ou de déplacer le roi. Le mat gagne la partie. Trouve-le.
lesson-chess-mate-in-one-hint = Les propres pions du roi noir l'enferment sur sa dernière rangée.

lesson-chess-castling-title = Le roque
lesson-chess-castling-text = Une fois par partie, le roi peut roquer : il se déplace de deux cases vers une tour, et la tour saute de l'autre côté du roi. Aucun des deux ne doit avoir bougé, les cases entre eux doivent être vides, et le roi ne doit ni être en échec ni traverser une case attaquée. Roque côté roi.
lesson-chess-castling-hint = Tape O-O, ou le coup du roi e1g1.

lesson-chess-en-passant-title = La prise en passant
lesson-chess-en-passant-text = Un pion qui avance de deux cases et arrive à côté d'un pion adverse peut être pris comme s'il n'avait avancé que d'une case, mais seulement au coup qui suit. Joue n'importe quel coup : les Noirs répondront d7-d5. Prends alors ce pion en passant.
lesson-chess-en-passant-hint = Laisse ton pion e5 où il est ; après d7-d5, il prend en d6.

lesson-chess-promotion-title = La promotion
lesson-chess-promotion-text = Un pion qui atteint la dernière rangée devient une dame, une tour, un fou ou un cavalier, au choix. Ton pion est bloqué, mais il prend en diagonale.
lesson-chess-promotion-hint = Prends le fou en e7, puis avance en e8.

lesson-chess-simple-mate-title = Le mat roi et dame
lesson-chess-simple-mate-text = Une dame, aidée de son roi, mate un roi seul au bord de l'échiquier. Cette fois, les Noirs ripostent : garde le roi enfermé et donne le mat.
lesson-chess-simple-mate-hint = Enlève au roi la colonne g et la case g8, et le mat suit.
