## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

vote-description = Vote dans la partie de ton équipe (contre Sanctum ou un serveur) : un coup, la nulle ou l'abandon.
    .name = voter
vote-move = Le coup que tu veux faire jouer à l'équipe
    .name = coup
vote-draw = Voter pour proposer (ou accepter) la nulle
    .name = nulle
vote-resign = Voter pour abandonner la partie
    .name = abandon
