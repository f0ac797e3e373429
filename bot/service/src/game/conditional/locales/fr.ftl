## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

conditional-description = Prépare tes réponses aux prochains coups adverses, jouées dès que l'adversaire joue le coup prévu.
    .name = conditionnel
conditional-line = if <son coup> then <ta réponse>; … par ex. if Nf6 then e5; if Nf6 e5 Nd5 then c4
    .name = ligne
conditional-clear = Efface tes coups conditionnels en attente
    .name = effacer
