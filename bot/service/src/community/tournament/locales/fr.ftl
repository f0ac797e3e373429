## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

tournament-description = Tournois toutes rondes et suisses sur plusieurs jours : créer, rejoindre, lancer, classement.
    .name = tournoi
tournament-action = créer, rejoindre, quitter, lancer, classement, trf, exemption, annuler ou liste
    .name = action
tournament-variant = créer : le jeu (par défaut : Échecs du Sanctuaire)
    .name = variante
tournament-format = créer : toutes rondes, double toutes rondes ou suisse
    .name = format
tournament-days = créer : jours par coup
    .name = jours
tournament-players = créer : nombre maximal d'inscrits (toutes rondes 3-16, suisse 4-1000) ; démarre une fois complet
    .name = joueurs
tournament-rounds = créer : nombre de rondes d'un tournoi suisse (1-15, par défaut 5)
    .name = rondes
tournament-round_days = créer : durée d'une ronde suisse en jours (par défaut 30), puis Sanctum arbitre
    .name = jours_ronde
tournament-timeouts = créer : pertes au temps qui entraînent le retrait d'un joueur (par défaut 2)
    .name = pertes_au_temps
tournament-rated = créer : classé ou amical
    .name = classé
tournament-starts_in = créer : démarrer au bout de tant d'heures avec les inscrits (1-720)
    .name = début_dans
tournament-min_games = créer : pour s'inscrire, il faut tant de parties classées de ce jeu ici
    .name = parties_min
tournament-min_rating = créer : pour s'inscrire, il faut au moins cet Elo ici
    .name = elo_min
tournament-max_rating = créer : pour s'inscrire, il faut au plus cet Elo ici
    .name = elo_max
tournament-round = créer : inscriptions tardives jusqu'à cette ronde suisse ; exemption : la ronde à sauter
    .name = ronde
tournament-number = Le numéro du tournoi (par défaut : le plus récent ici)
    .name = numéro

## Tournois : le nom d'un tournoi dans ce que lisent les joueurs.

# $number est le numéro du tournoi ; $variant le nom du jeu (Échecs du Sanctuaire) ; $format vaut round_robin, double_round_robin ou swiss.
tournament-title = { $format ->
    [swiss] Tournoi { $number } ({ $variant }, système suisse)
    [double_round_robin] Tournoi { $number } ({ $variant }, double toutes rondes)
   *[round_robin] Tournoi { $number } ({ $variant }, toutes rondes)
}

## Tournois : qui peut s'inscrire, dans une phrase (« Ouvert aux joueurs ayant … », « Ce tournoi accepte les joueurs ayant … »).

tournament-conditions-games = { $games ->
    [one] au moins { $games } partie classée ici
   *[other] au moins { $games } parties classées ici
}
tournament-conditions-rating-between = un Elo de { $min } à { $max }
tournament-conditions-rating-min = un Elo d'au moins { $min }
tournament-conditions-rating-max = un Elo d'au plus { $max }
# $games est la condition sur les parties jouées (tournament-conditions-games), $rating celle sur l'Elo.
tournament-conditions-both = { $games } et { $rating }

## Tournois : refus. Rien n'a été modifié.

tournament-refusal-no-such = Il n'y a pas de tournoi n° { $number } sur ce serveur. { $list } affiche ceux en cours.
# $create est la commande pour en créer un ; l'anglais ne met pas de point après.
tournament-refusal-none-open = Aucun tournoi n'est ouvert aux inscriptions ici. Un membre ayant la permission « Gérer le serveur » peut en créer un avec { $create }
tournament-refusal-none-yet = Aucun tournoi ici pour l'instant. Un membre ayant la permission « Gérer le serveur » peut en créer un avec { $create }
tournament-refusal-started = Ce tournoi a déjà commencé.
tournament-refusal-over = Ce tournoi est terminé.
tournament-refusal-cancelled = Ce tournoi a été annulé.
tournament-refusal-still-open = Ce tournoi est toujours ouvert.
tournament-refusal-full = Toutes les places de ce tournoi sont prises.
tournament-refusal-already-in = Tu participes déjà à ce tournoi.
tournament-refusal-not-in = Tu ne participes pas à ce tournoi.
tournament-refusal-too-few = { $have ->
    [one] Il faut au moins { $need } joueurs pour le lancer ; { $have } inscrit pour l'instant.
   *[other] Il faut au moins { $need } joueurs pour le lancer ; { $have } inscrits pour l'instant.
}
tournament-refusal-not-organiser = Seul le créateur du tournoi ou un membre ayant la permission « Gérer le serveur » peut faire cela.
tournament-refusal-cannot-create = Seuls les membres ayant la permission « Gérer le serveur » peuvent créer des tournois ici.
# $role est le rôle du serveur pour les organisateurs de tournois.
tournament-refusal-cannot-create-role = Seuls les membres ayant la permission « Gérer le serveur » ou le rôle { $role } peuvent créer des tournois ici.
# $needs, ce sont les conditions d'inscription (tournament-conditions-…) ; $games et $rating sont ceux du joueur.
tournament-refusal-not-eligible = { $games ->
    [one] Ce tournoi accepte les joueurs ayant { $needs } ; tu as { $games } partie classée et un Elo de { $rating } ici.
   *[other] Ce tournoi accepte les joueurs ayant { $needs } ; tu as { $games } parties classées et un Elo de { $rating } ici.
}
# $option est l'option de la commande telle que tapée (players, rounds, timeouts…) : la laisser telle quelle.
tournament-refusal-out-of-range = `{ $option }` doit être compris entre { $min } et { $max } pour ce tournoi.
tournament-refusal-not-swiss = Les exemptions sont réservées aux tournois suisses : en toutes rondes, chacun affronte tout le monde.
tournament-refusal-no-bye-round = Il ne reste aucune ronde pour laquelle demander une exemption (ni la dernière, ni une ronde déjà commencée).
tournament-refusal-bye-round = Demande une exemption pour une ronde de { $first } à { $last } : pas une ronde déjà commencée, ni la dernière.
tournament-refusal-bye-taken = { $limit ->
    [one] Tu as déjà { $limit } exemption à un demi-point, le maximum qu'un joueur peut demander.
   *[other] Tu as déjà { $limit } exemptions à un demi-point, le maximum qu'un joueur peut demander.
}
tournament-refusal-too-many-open = { $limit ->
    [one] Ce serveur a déjà { $limit } tournoi ouvert aux inscriptions ; lance-le ou annule-le d'abord.
   *[other] Ce serveur a déjà { $limit } tournois ouverts aux inscriptions ; lances-en ou annules-en un d'abord.
}

## Tournois : inscription, départ, annulation, et la liste du serveur. $title est le nom du tournoi (tournament-title).

tournament-joined-late = Te voici dans { $title } : tes appariements commencent à la ronde { $round } ; les rondes déjà commencées comptent comme des absences.
tournament-joined-full = Te voici dans { $title } : il est complet et commence maintenant.
tournament-joined = { $count ->
    [one] Te voici dans { $title } : { $count } joueur sur { $max } pour l'instant. Tes parties commencent en même temps que le tournoi.
   *[other] Te voici dans { $title } : { $count } joueurs sur { $max } pour l'instant. Tes parties commencent en même temps que le tournoi.
}
tournament-left = Tu as quitté { $title }.
# $name est la personne qui l'a annulé.
tournament-cancelled-by = { $title } a été annulé par { $name }.
tournament-called-off = { $joined ->
    [one] { $title } n'aura pas lieu : { $joined } inscrit à l'heure du début, alors qu'il en faut { $need }.
   *[other] { $title } n'aura pas lieu : { $joined } inscrits à l'heure du début, alors qu'il en faut { $need }.
}
# Une ligne de la liste ; $rated vaut rated ou casual, $days les jours par coup.
tournament-list-open = { $title } — { $rated ->
        [rated] classé
       *[casual] amical
    }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup : inscriptions ouvertes ({ $count }/{ $max })
tournament-list-running = { $title } — { $rated ->
        [rated] classé
       *[casual] amical
    }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup : en cours, { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }

## Tournois : l'annonce (la carte), redessinée au fil des inscriptions et des départs.

# $title est le nom du tournoi, en gras ; $rated vaut rated ou casual ; $days les jours par coup ; $round_days le temps imparti à une ronde, en jours.
tournament-card-swiss = { $title } — { $rated ->
        [rated] classé
       *[casual] amical
    }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup, { $rounds } rondes, chacune appariée quand la précédente est terminée ou au bout de { $round_days ->
        [one] { $round_days } jour
       *[other] { $round_days } jours
    } (Sanctum arbitre alors les parties encore en cours).
tournament-card-round-robin = { $title } — { $rated ->
        [rated] classé
       *[casual] amical
    }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup, toutes les parties commencent en même temps.
# $needs, ce sont les conditions d'inscription (tournament-conditions-…).
tournament-card-conditions = Ouvert aux joueurs ayant { $needs }.
tournament-card-timeouts = { $timeouts ->
    [one] Une perte au temps entraîne le retrait du joueur.
   *[other] { $timeouts } pertes au temps entraînent le retrait du joueur.
}
# $names est la liste des noms des inscrits, séparés par des virgules.
tournament-card-players = Joueurs ({ $count }/{ $max }) : { $names }
tournament-card-no-players = Joueurs ({ $count }/{ $max }) : personne pour l'instant
# $at est le moment du début (« dans 2 jours ») ; $min le nombre minimal de joueurs ; $creator son créateur ; $start la commande qui le lance.
tournament-card-starts-at = Il commence { $at } avec tous les inscrits à ce moment-là (au moins { $min }), ou plus tôt si { $max } joueurs se sont inscrits ou si { $creator } le lance avec { $start } (au moins { $min }).
tournament-card-starts-when-full = Il commence quand { $max } joueurs se sont inscrits, ou quand { $creator } le lance avec { $start } (au moins { $min }).
tournament-card-late-entries = En cours : inscriptions tardives jusqu'au début de la ronde { $round } (les rondes manquées comptent comme des absences).
tournament-card-closed = Commencé : les inscriptions sont closes.
tournament-card-finished = Terminé.
tournament-card-cancelled = Annulé.

## Tournois : son propre fil, son début, ses rondes et ses parties. $headline est en gras.

# $title est le nom du tournoi, en gras ; $standings la commande qui affiche le classement.
tournament-thread-opened = { $title } : ses rondes, ses résultats, son classement et son podium sont publiés ici ; chaque partie se joue dans son propre fil. Le classement à tout moment : { $standings }.
# $headline est le nom du tournoi et la ronde ; $white et $black les noms des joueurs ; $game le numéro de la partie.
tournament-game-started = { $headline } : { $white } (Blancs) contre { $black } (Noirs), partie { $game }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup.
# $headline annonce que le tournoi a commencé.
tournament-started-swiss = { $headline } { $players } joueurs, { $rounds } rondes, chacune appariée quand la précédente est terminée ({ $rated ->
        [rated] classé
       *[casual] amical
    }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup). { $games ->
        [one] La partie de la ronde 1 commence maintenant.
       *[other] Les { $games } parties de la ronde 1 commencent maintenant.
    } Numéros d'appariement, par Elo :
tournament-started-round-robin = { $headline } { $players } joueurs, { $games ->
        [one] { $games } partie, qui commence maintenant
       *[other] { $games } parties, qui commencent toutes maintenant
    } ({ $rated ->
        [rated] classé
       *[casual] amical
    }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup). Numéros d'appariement, tirés au sort :
tournament-started-bye = { $name } bénéficie de l'exemption à la ronde { $round } (le point d'une victoire).
tournament-started-standings = Chaque partie a un fil nommé d'après sa ronde. Classement : { $standings }.
tournament-pairing-board = Échiquier { $board } : { $white } (Blancs) contre { $black } (Noirs)
tournament-pairing-bye = { $name } bénéficie de l'exemption à cette ronde (le point d'une victoire).
tournament-pairing-half-bye = { $name } ne joue pas cette ronde, avec l'exemption à un demi-point demandée.
tournament-bye-asked = { $player } ne jouera pas la ronde { $round } de { $title }, avec une exemption à un demi-point.

## Tournois : résultats, retraits, arbitrage et podium.

# $headline est le nom du tournoi et la ronde ; $score un résultat comme 1–0 ; $done et $total comptent des parties.
tournament-result = { $headline } : { $white } { $score } { $black } (partie { $game }). Parties terminées : { $done } sur { $total }.
tournament-result-swiss = { $headline } : { $white } { $score } { $black } (partie { $game }). Parties de la ronde terminées : { $done } sur { $total }.
# $score vaut 1–0 ou 0–1.
tournament-score-forfeit = { $score } (forfait)
# $losses, ce sont les pertes au temps du joueur.
tournament-withdrawn = { $losses ->
    [one] { $player } a perdu { $losses } partie de { $title } au temps et doit se retirer : ses parties encore en cours sont perdues par forfait.
   *[other] { $player } a perdu { $losses } parties de { $title } au temps et doit se retirer : ses parties encore en cours sont perdues par forfait.
}
tournament-withdrawn-swiss = { $losses ->
    [one] { $player } a perdu { $losses } partie de { $title } au temps et doit se retirer : ses parties encore en cours sont perdues par forfait, et ses appariements s'arrêtent là.
   *[other] { $player } a perdu { $losses } parties de { $title } au temps et doit se retirer : ses parties encore en cours sont perdues par forfait, et ses appariements s'arrêtent là.
}
tournament-forfeited = Retrait de { $player } du tournoi : cette partie est perdue par forfait, et { $winner } la gagne.
# $side vaut Blancs ou Noirs.
tournament-eval-forced-win = un gain forcé pour les { $side }
# $score est l'évaluation du moteur en pions, comme +3.40.
tournament-eval-score = { $score } (du point de vue des Blancs)
# $eval est l'évaluation (tournament-eval-…) ; $nodes la taille de la recherche en millions ; $pawns l'avance qui compte comme nettement gagnante, comme 3.00 ; $winner le nom d'un joueur.
tournament-adjudicated-win = Le temps imparti à la ronde { $round } ({ $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }) est écoulé : Sanctum a arbitré cette partie à pleine puissance ({ $nodes ->
        [one] { $nodes } million de nœuds
       *[other] { $nodes } millions de nœuds
    }). Évaluation : { $eval } ; il faut à un camp { $pawns } pions d'avance ou un gain forcé, et { $winner } gagne nettement : la partie lui revient.
tournament-adjudicated-draw = Le temps imparti à la ronde { $round } ({ $days ->
        [one] { $days } jour
       *[other] { $days } jours
    }) est écoulé : Sanctum a arbitré cette partie à pleine puissance ({ $nodes ->
        [one] { $nodes } million de nœuds
       *[other] { $nodes } millions de nœuds
    }). Évaluation : { $eval } ; il faut à un camp { $pawns } pions d'avance ou un gain forcé, et aucun camp ne gagne nettement : la partie est donc nulle.
# Une place du podium : $medal vaut 🥇, 🥈 ou 🥉 ; $points comme 2.5.
tournament-podium-place = { $medal } { $player } — { $points } points
tournament-final-standings = Classement final :

## Tournois : le classement.

# $title est le nom du tournoi, en gras.
tournament-standings-heading = { $title } — parties terminées : { $done } sur { $total }.
# Le nom d'un joueur dans le classement, après son retrait du tournoi.
tournament-standings-withdrawn = { $name } (retiré)
# $meanings, ce sont les départages ci-dessous, séparés par des points-virgules.
tournament-tiebreak-key = Les égalités sont départagées, dans l'ordre, par : { $meanings }.
# $acronym est le nom court du départage tel que le classement l'affiche (BH, SB, DE…) : le laisser tel quel.
tournament-tiebreak-points = { $acronym } : les points
tournament-tiebreak-buchholz = { $acronym } (Buchholz) : la somme des points des adversaires
tournament-tiebreak-buchholz-cut1 = { $acronym } (Buchholz tronqué 1) : la somme des points des adversaires, sans ceux du plus faible
tournament-tiebreak-sonneborn-berger = { $acronym } (Sonneborn-Berger) : les points des adversaires battus, plus la moitié de ceux des adversaires avec qui la partie a été nulle
tournament-tiebreak-direct-encounter = { $acronym } (confrontation directe) : les points marqués contre les joueurs à égalité de points, – s'il n'y en a aucun
tournament-tiebreak-wins = { $acronym } (victoires) : les parties gagnées, exemptions et forfaits compris
tournament-tiebreak-games-won = { $acronym } (parties gagnées) : les parties gagnées sur l'échiquier
tournament-trf = { $title } en fichier TRF de la FIDE : la ligne de chaque joueur donne, ronde par ronde, son adversaire, sa couleur et son résultat (vide tant qu'une partie est en cours).

## Titres, en gras. $title est le titre du tournoi.

tournament-headline-started = { $title } a commencé !
tournament-headline-round = { $title }, ronde { $round }
tournament-headline-round-of = { $title } : ronde { $round } sur { $rounds }
tournament-headline-over = { $title } est terminé !
tournament-list-heading = Tournois de ce serveur

## L'image du tableau croisé : ses en-têtes, ses cases et sa légende, et son texte
## alternatif. Les cases sont étroites : les mots courts doivent rester courts.

# La colonne des numéros d'appariement.
crosstable-number = N°
crosstable-player = Joueur
# La colonne d'une ronde du système suisse : R1, R2…
crosstable-round = R{ $round }
# Une case du système suisse : la couleur jouée (B pour les Blancs, N pour les Noirs), le numéro d'appariement de l'adversaire, le résultat (1, ½, 0).
crosstable-white = B{ $number } { $result }
crosstable-black = N{ $number } { $result }
crosstable-bye = exempt { $result }
# Sous le titre : $tiebreaks sont les sigles des départages (BH, SB…), laissés tels quels.
crosstable-final = classement final · points, puis { $tiebreaks }
crosstable-so-far = classement provisoire · points, puis { $tiebreaks }
crosstable-number-key = N° : le numéro d'appariement, celui que citent les cases des rondes
# $rows : les éléments crosstable-alt-row, séparés par des points-virgules ; $tournament est le titre du tournoi (« Tournoi 3 (…) »).
crosstable-alt = Tableau croisé du { $tournament } : { $rows }.
crosstable-alt-row = { $place }. { $name }, { $points } points
