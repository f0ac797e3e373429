## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

match-description = Matchs contre un autre serveur du lobby : défier, lancer, se retirer, score, historique.
    .name = match
match-variant = Le jeu du match
    .name = variante
match-boards = Échiquiers, deux parties chacun (par défaut : 4)
    .name = échiquiers
match-days = Jours par coup (par défaut : le paramètre du serveur)
    .name = jours
match-start = Lancer le match de ce serveur (gestionnaires)
    .name = lancer
match-withdraw = Quitter le match de ce serveur ; s'il a commencé, tu perds ton échiquier par forfait
    .name = retrait
match-history = Les matchs terminés de ce serveur
    .name = historique
match-allow_all = Recevoir à nouveau les propositions de match de tous les serveurs, même ceux refusés (gestionnaires)
    .name = tout_accepter
match-server = Défier ce serveur du lobby (son identifiant)
    .name = serveur
