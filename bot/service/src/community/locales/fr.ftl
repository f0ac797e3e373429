## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

games-description = Tes parties ici : en cours, défis ouverts (aussi ceux des autres) et terminées, récentes d'abord.
    .name = parties
games-page = Page des parties terminées (par défaut : 1)
    .name = page

leaderboard-description = Le classement du serveur pour une variante, { $page_size } { $page_size ->
        [one] joueur
       *[other] joueurs
    } par page.
    .name = classement
leaderboard-variant = Quel jeu (par défaut : Échecs du Sanctuaire)
    .name = variante
leaderboard-page = Page (par défaut : 1)
    .name = page
leaderboard-puzzles = L'Elo des problèmes au lieu de celui des parties
    .name = problèmes
leaderboard-scope = Les parties de ce serveur (par défaut), ou celles entre serveurs du lobby
    .name = portée

stats-description = Les Elo et le bilan d'un joueur, par variante (par défaut : les tiens).
    .name = stats
stats-player = De qui (par défaut : toi)
    .name = joueur
