## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

puzzle-description = Un problème à résoudre, proche de ton Elo de problèmes ; réponds avec la commande résoudre.
    .name = problème
puzzle-variant = Quel jeu (par défaut : celui de ton dernier problème, sinon Échecs du Sanctuaire)
    .name = variante
puzzle-theme = Seulement les problèmes de ce type
    .name = thème

solve-description = Réponds à ton problème ou à ta leçon par un coup.
    .name = résoudre
solve-move = Ton coup, par ex. Nf3 ou g1f3
    .name = coup
