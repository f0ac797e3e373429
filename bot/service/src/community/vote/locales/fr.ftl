## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

vote-description = Vote dans la partie de ton équipe (contre Sanctum ou un serveur) : un coup, la nulle ou l'abandon.
    .name = voter
vote-move = Le coup que tu veux faire jouer à l'équipe
    .name = coup
vote-draw = Voter pour proposer (ou accepter) la nulle
    .name = nulle
vote-resign = Voter pour abandonner la partie
    .name = abandon

## Vote en équipe : pourquoi le vote d'une équipe, ou une partie en équipe, a été refusé. Rien n'a été modifié.

# « équipe » est l'option de la commande défier, telle que Discord l'affiche en français.
vote-refusal-team-against-sanctum = Une équipe affronte Sanctum : choisis Sanctum comme adversaire (avec un niveau), ou n'indique pas équipe.
vote-refusal-team-needs-manager = Seuls les membres ayant la permission « Gérer le serveur » peuvent lancer ou accepter une partie en équipe au nom du serveur.
vote-refusal-bad-share = Une part de { $share } % de l'équipe ne peut pas décider : donne un nombre de 1 à 100.
vote-refusal-not-a-team-game = Aucune équipe ne joue ici : vote dans le salon d'une partie en équipe, ou joue ton propre coup avec { $move }.
# $role est le rôle du serveur qui joue en équipe.
vote-refusal-not-on-team = Seuls les membres de { $role } votent dans cette partie en équipe.
vote-refusal-not-teams-turn = C'est à l'autre camp de jouer : vote une fois qu'il aura joué.
vote-refusal-too-many-changes = Tu as changé ton vote pour ce coup { $limit } fois, le maximum autorisé. Il est définitif.

## Vote en équipe : les votes de l'équipe, et ce qu'ils décident.

vote-voted = { $name } a voté.
# $move est le numéro du coup dans la partie ; $tally les coups proposés, chacun avec ses votes et ses votants.
vote-standing-votes = Votes pour le coup { $move } : { $tally }.
vote-standing-none = Votes pour le coup { $move } : aucun pour l'instant.
# $share est le pourcentage de l'équipe dont les votes font jouer le coup (100 : tous) ; $deadline un moment.
vote-standing-count = Ont voté : { $counted } sur { $members } dans l'équipe ; le coup est joué quand { $share ->
        [100] tous auront voté
       *[other] { $share } % auront voté
    }, ou { $deadline } au plus tard.
vote-standing-draw = { $votes } pour la nulle (la majorité décide).
vote-standing-resign = { $votes } pour l'abandon (la majorité décide).
vote-majority-resign = La majorité de l'équipe vote l'abandon.
vote-majority-draw = La majorité de l'équipe vote pour proposer la nulle.
vote-decided-everyone = Toute l'équipe a voté : l'équipe joue son coup.
vote-decided-enough = Assez de membres de l'équipe ont voté : l'équipe joue son coup.
vote-time-up = Le temps de vote de l'équipe est écoulé.
vote-deadline-move = Le coup qui a le plus de votes est joué (en cas d'égalité, celui qui a été proposé en premier).
# $vote est la commande voter.
vote-joined = { $members ->
    [one] Tu as rejoint l'équipe : { $members } membre pour l'instant. Vote pour chaque coup avec { $vote }.
   *[other] Tu as rejoint l'équipe : { $members } membres maintenant. Vote pour chaque coup avec { $vote }.
}
vote-joined-already = { $members ->
    [one] Tu fais déjà partie de l'équipe ({ $members } membre). Vote pour chaque coup avec { $vote }.
   *[other] Tu fais déjà partie de l'équipe ({ $members } membres). Vote pour chaque coup avec { $vote }.
}
