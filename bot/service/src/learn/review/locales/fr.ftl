## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

review-description = Fais analyser une partie terminée par Sanctum : erreurs, gains manqués, précision et graphique.
    .name = analyser
review-game = Le numéro de la partie (par défaut : la dernière partie de ce salon)
    .name = partie
