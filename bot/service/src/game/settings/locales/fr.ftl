## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

settings-description = Affiche ou modifie les paramètres de Sanctum sur ce serveur (réservé à « Gérer le serveur »).
    .name = paramètres
settings-days = Jours par coup par défaut des nouveaux défis
    .name = jours
settings-rated = Si les nouvelles parties sont classées par défaut
    .name = classées
settings-threads = Si chaque partie a son propre fil
    .name = fils
settings-seek_variant = Le jeu dont les défis ouverts mentionnent rôle_défis (sans rôle_défis : plus de mentions)
    .name = variante_défis
settings-seek_role = Le rôle à mentionner quand quelqu'un publie un défi ouvert en variante_défis
    .name = rôle_défis
settings-bank = Réserve de temps par joueur des nouvelles parties, en jours par coup (0 : aucune ; défaut : { $default_bank })
    .name = réserve
settings-ping_every = Minutes minimum entre deux mentions du rôle d'un jeu (0 : à chaque fois ; défaut : { $default_role_ping_minutes })
    .name = intervalle_mentions
settings-daily_puzzle = Publier un problème du jour dans ce salon
    .name = problème_du_jour
settings-daily_puzzle_off = Arrêter de publier le problème du jour
    .name = arrêt_problème_du_jour
settings-course_variant = Le jeu dont le cours donne rôle_cours (sans rôle_cours : ne plus le donner)
    .name = variante_cours
settings-course_role = Un rôle à donner à qui termine le cours de variante_cours
    .name = rôle_cours
settings-organiser_role = Un rôle dont les membres peuvent créer des tournois et diriger des matchs, comme les gestionnaires
    .name = rôle_organisateur
settings-organiser_role_off = Seuls les gestionnaires pourront créer des tournois
    .name = sans_rôle_organisateur
settings-web = Si les classements et les pages des joueurs sont publiés sur le web (par défaut : non)
    .name = web
settings-boards_turn = Si l'échiquier d'une partie pivote vers le camp au trait (défaut : oui) ou garde les Blancs en bas
    .name = rotation_échiquiers
settings-lobby = Rejoindre le lobby inter-serveurs de Sanctum, affiché dans ce salon
    .name = lobby
settings-lobby_off = Quitter le lobby inter-serveurs (les parties en cours continuent)
    .name = quitter_lobby

## Les paramètres du serveur, affichés ou modifiés. $settings en est la liste : les messages settings-list, joints par des virgules et des points-virgules.

settings-shown = Paramètres du serveur : { $settings }.
# $name les a modifiés.
settings-changed = { $name } a modifié les paramètres du serveur : { $settings }.

## Les éléments de la liste des paramètres : chacun fait partie de settings-shown ou de settings-changed, en minuscules.

settings-list-days = { $days ->
    [one] { $days } jour par coup
   *[other] { $days } jours par coup
}
settings-list-rated = parties classées par défaut
settings-list-casual = parties amicales par défaut
settings-list-threads = chaque partie dans son propre fil
settings-list-no-threads = parties jouées dans le salon
settings-list-web = classements et pages des joueurs sur le web
settings-list-no-web = ni classements ni pages des joueurs sur le web
settings-list-board-to-move = échiquier d'une partie tourné vers le camp au trait
settings-list-board-white = échiquier d'une partie avec les Blancs en bas
settings-list-no-bank = pas de réserve de temps
# $factor fois les jours par coup : 2× les jours par coup.
settings-list-bank = une réserve de temps de { $factor }× les jours par coup dans les nouvelles parties
# $variant est le nom d'un jeu, $role un rôle du serveur.
settings-list-seek-role = les défis ouverts ({ $variant }) mentionnent { $role }
# La fréquence à laquelle ces rôles peuvent être mentionnés ; suit le dernier settings-list-seek-role après une virgule.
settings-list-ping-every-time = à chaque fois
# $wait est une durée : 30m, 1h 30m.
settings-list-ping-at-most = au plus une fois toutes les { $wait }
settings-list-daily-puzzle = le problème du jour est publié dans { $channel }
settings-list-course-role = terminer le cours ({ $variant }) donne { $role }
settings-list-organiser-role = { $role } peut créer des tournois et diriger des matchs
settings-list-lobby = dans le lobby inter-serveurs, affiché dans { $channel }

## Paramètres refusés. Rien n'a été modifié.

settings-refusal-needs-manage-server = Seuls les membres ayant la permission « Gérer le serveur » peuvent modifier les paramètres.
# variante_cours est le nom de l'option, tel que Discord l'affiche en français.
settings-refusal-course-role-needs-variant = Indique le jeu dont le cours donne ce rôle : variante_cours.
# $settings est la commande avec les options à donner.
settings-refusal-seek-role-needs-variant = Indique le jeu dont les défis ouverts doivent mentionner ce rôle : { $settings }.
# $bank est le nombre donné, $max la plus grande réserve de temps.
settings-refusal-bad-bank = Une réserve de temps de { $bank } est impossible : donne de 0 (aucune réserve) à { $max }, en jours par coup (avec 2, une partie à 3 jours par coup donne 6 jours de réserve à chaque joueur). Rien n'a été modifié.
settings-refusal-bad-ping-wait = { $minutes ->
    [one] Un délai de { $minutes } minute entre deux mentions de rôle est impossible : donne de 0 (chaque défi ouvert mentionne le rôle) à { $max } minutes. Rien n'a été modifié.
   *[other] Un délai de { $minutes } minutes entre deux mentions de rôle est impossible : donne de 0 (chaque défi ouvert mentionne le rôle) à { $max } minutes. Rien n'a été modifié.
}

## Langues

settings-language = La langue dans laquelle Sanctum écrit ici (par défaut : celle du serveur sur Discord)
    .name = langue
settings-list-language = les salons lisent : { $language }
settings-list-language-discord = les salons lisent la langue du serveur sur Discord
