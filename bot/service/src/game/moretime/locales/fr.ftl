## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

moretime-description = Donne à ton adversaire un jour de plus pour le coup auquel il réfléchit.
    .name = rallonge

## Du temps en plus pour l'adversaire.

# $name a donné un jour de plus à $opponent ; $due est sa nouvelle échéance.
moretime-given = { $name } a accordé un jour de plus à { $opponent } : ta nouvelle échéance est { $due }.
# $moretime et $move sont des commandes.
moretime-refusal-own-move = C'est à toi de jouer : { $moretime } donne du temps en plus à ton adversaire pour son coup à lui. Joue ton coup avec { $move }.
moretime-refusal-capped = Ton adversaire a déjà près de { $days } jours pour ce coup, le plus qu'un coup puisse attendre.
