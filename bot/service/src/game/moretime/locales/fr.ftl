## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

moretime-description = Donne à ton adversaire un jour de plus pour le coup auquel il réfléchit.
    .name = rallonge
