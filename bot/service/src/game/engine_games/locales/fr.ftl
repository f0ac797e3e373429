## Parties contre Sanctum. $me est le nom de Sanctum ; $name celui du joueur.

# Le titre d'une nouvelle partie : $variant est le nom du jeu (en gras), $white et $black les noms des joueurs, $days les jours par coup.
engine-game-accepted = { $me } accepte aussitôt ! { $variant } — { $white } (Blancs) contre { $black } (Noirs), niveau { $level }, partie amicale, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup.
# $move est la commande jouer.
engine-game-your-first-move = { $user }, c'est toi qui commences : { $move }.
engine-game-thinks-first = { $me } a les Blancs et réfléchit à son premier coup…
engine-game-draw-accepted = { $name } propose la nulle, et { $me } accepte.
# $eval est l'évaluation de Sanctum en pions : +1.3, -0.4.
engine-game-draw-declined = { $name } propose la nulle. { $me } refuse et continue (son évaluation : { $eval }).
# L'ouverture d'une partie en équipe : l'un de ces deux messages, puis engine-game-team-how-to-vote.
engine-game-team-first = L'équipe a le premier coup.
engine-game-team-second = Sanctum a les Blancs et réfléchit à son premier coup.
# $join est le bouton pour rejoindre l'équipe ; $vote la commande pour voter.
engine-game-team-how-to-vote = Appuie sur { $join } pour faire partie de l'équipe, puis vote pour chaque coup avec { $vote } : le coup qui a le plus de votes est joué dès que toute l'équipe a voté, ou à l'échéance.

## Parties contre Sanctum refusées.

engine-game-refusal-bad-level = Il n'y a pas de niveau { $level } : Sanctum joue du niveau { $min_level } (débutant) au niveau { $max_level } (pleine puissance).
# classée est l'option de la commande défier, telle que Discord l'affiche en français.
engine-game-refusal-unrated = Les parties contre Sanctum ne sont jamais classées : retire l'option `classée`, ou choisis une partie amicale.
