## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

block-description = Ne reçois plus les défis de quelqu'un (ou vois qui tu bloques, ou débloque quelqu'un).
    .name = bloquer
block-player = Qui bloquer (personne : voir qui tu bloques)
    .name = joueur
block-remove = Le débloquer au lieu de le bloquer
    .name = débloquer

## Blocages : réponses de bloquer, et pourquoi jouer avec quelqu'un ou le bloquer a été refusé.

# $user est la personne bloquée ou débloquée ; $undo est la commande qui la débloque.
block-unblocked = Tu as débloqué { $user } : vous pouvez de nouveau vous défier.
block-not-blocked = Tu n'avais pas bloqué { $user }.
block-blocked = Tu as bloqué { $user } : ses défis ne t'atteignent plus, et aucun de vous deux ne peut accepter les défis ouverts ou les revanches de l'autre, sur aucun serveur. Vos parties en cours continuent. Pour annuler : { $undo }.
block-list-empty = Tu ne bloques personne. Bloque quelqu'un avec { $block }.
# $users est la liste des personnes bloquées, séparées par des virgules.
block-list = Tu bloques { $users }. Débloque quelqu'un avec { $unblock } ; bloque quelqu'un d'autre avec { $block }.
block-refusal-not-welcome = { $user } a choisi de ne pas jouer avec toi.
block-refusal-you-blocked = Tu as bloqué { $user } : vous ne pouvez donc pas jouer ensemble. Pour rejouer avec cette personne, débloque-la avec { $unblock }.
block-refusal-cannot-block = Tu ne peux bloquer que d'autres personnes : ni toi-même, ni un bot.
block-refusal-too-many = { $limit ->
    [one] Tu bloques déjà { $limit } personne, le maximum autorisé. Débloque-la d'abord.
   *[other] Tu bloques déjà { $limit } personnes, le maximum autorisé. Débloques-en une d'abord.
}
