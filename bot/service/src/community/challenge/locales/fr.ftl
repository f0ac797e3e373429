## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

challenge-description = Défie quelqu'un, tout le serveur ou Sanctum : Échecs du Sanctuaire, Prise du Sceptre ou échecs.
    .name = défier
challenge-variant = Quel jeu
    .name = variante
challenge-opponent = Ton adversaire (laisse vide pour un défi ouvert que n'importe qui ici peut accepter)
    .name = adversaire
challenge-color = Ta couleur (par défaut : au hasard)
    .name = couleur
challenge-days = Jours par coup (par défaut : le paramètre du serveur)
    .name = jours
challenge-rated = Classée ou amicale (par défaut : le paramètre du serveur)
    .name = classée
challenge-level = Force de Sanctum, de { $min_level } à { $max_level }, si tu défies Sanctum (par défaut : { $default_level })
    .name = niveau
challenge-team = Le serveur joue en équipe et vote chaque coup : contre Sanctum, ou partout:true entre équipes
    .name = équipe
challenge-team_role = équipe : seuls les membres de ce rôle votent
    .name = rôle_équipe
challenge-share = équipe : le pourcentage de l'équipe dont les votes font jouer un coup plus tôt (par défaut : tous)
    .name = part
challenge-anywhere = Publie le défi sur tous les serveurs du lobby de Sanctum : n'importe qui là-bas peut l'accepter
    .name = partout
challenge-min_rating = partout : l'Elo global minimum requis pour accepter
    .name = elo_min
challenge-max_rating = partout : l'Elo global maximum permis pour accepter
    .name = elo_max
