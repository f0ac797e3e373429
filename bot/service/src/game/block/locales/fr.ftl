## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

block-description = Ne reçois plus les défis de quelqu'un (ou vois qui tu bloques, ou débloque quelqu'un).
    .name = bloquer
block-player = Qui bloquer (personne : voir qui tu bloques)
    .name = joueur
block-remove = Le débloquer au lieu de le bloquer
    .name = débloquer
