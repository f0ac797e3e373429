## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

resign-description = Abandonne la partie de ce salon (une confirmation te sera demandée).
    .name = abandonner

draw-description = Propose la nulle, ou accepte celle que ton adversaire a proposée.
    .name = nulle

abort-description = Annule la partie avant que les deux camps aient joué : pas de résultat, Elo inchangé.
    .name = annuler

takeback-description = Demande à reprendre ton dernier coup (parties amicales seulement), ou accepte la demande adverse.
    .name = reprendre
