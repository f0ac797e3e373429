## Commun à toutes les fonctions : les options que prennent plusieurs commandes.

your-game = L'une de tes parties, par son numéro (par défaut : la partie de ce salon)
    .name = partie

## Les noms des jeux.

variant-chess = Échecs
variant-scepter = Prise du Sceptre
variant-sanctuary = Échecs du Sanctuaire

## Les réponses qui sont des boutons, telles que l'aide les liste.

buttons-challenge = répondre à un défi qui t'est lancé (n'importe qui peut accepter un défi ouvert)
buttons-cancel = retirer ton propre défi
buttons-rematch = proposer une revanche à ton adversaire, couleurs inversées, sous une partie terminée
buttons-resign = confirmer ton abandon, après la commande d'abandon
buttons-draw = répondre à la proposition de nulle de ton adversaire
buttons-takeback = répondre à la demande de reprise de ton adversaire
buttons-confirm = jouer ou annuler le coup choisi, quand tes préférences demandent de confirmer les coups
buttons-review = analyser une partie terminée, sous son message de fin de partie

## Fenêtres de temps vers le passé, pour les limites.

window-hours = { $n ->
    [one] la dernière heure
   *[other] les { $n } dernières heures
}
window-minutes = { $n ->
    [one] la dernière minute
   *[other] les { $n } dernières minutes
}

## Refus : pourquoi une commande n'a pas eu lieu. Rien n'a été modifié.

refusal-challenge-accepted = Ce défi a déjà été accepté.
refusal-challenge-declined = Ce défi a été refusé.
refusal-challenge-withdrawn = Ce défi a été retiré.
refusal-challenge-expired = { $challenge_hours ->
    [one] Ce défi a expiré : les défis durent { $challenge_hours } heure.
   *[other] Ce défi a expiré : les défis durent { $challenge_hours } heures.
}
refusal-challenge-open = Ce défi est toujours ouvert.
refusal-not-in-lobby = Ce serveur n'est pas dans le lobby inter-serveurs de Sanctum. Un gestionnaire peut l'y inscrire avec { $join } ; d'ici là, défie quelqu'un ici.
refusal-vote-instead = L'équipe joue cette partie par vote : vote pour le coup que tu veux avec { $vote }.
refusal-lobby-names-no-one = Un défi à tous les serveurs est ouvert à tout le monde : n'indique ni adversaire ni niveau.
# $thing vaut challenge, game ou match.
refusal-gone = { $thing ->
    [challenge] Ce défi n'existe plus : ce bouton est périmé.
    [match] Ce match n'existe plus : ce bouton est périmé.
   *[game] Cette partie n'existe plus : ce bouton est périmé.
}
refusal-channel-busy = Une partie est déjà en cours dans ce salon. Termine-la, ou lance ton défi dans un autre salon.
refusal-duplicate-challenge = Il y a déjà un défi ouvert entre vous deux dans ce salon. Attends une réponse, ou retire-le d'abord avec { $cancel }.
refusal-no-game = Il n'y a pas de partie dans ce salon. Lances-en une avec { $start }.
refusal-game-elsewhere = { $count ->
    [one] Il n'y a pas de partie dans ce salon. La tienne est dans { $places }.
   *[other] Il n'y a pas de partie dans ce salon. Les tiennes sont dans { $places }.
}
refusal-game-over = Cette partie est déjà terminée. Lances-en une nouvelle avec { $start }.
refusal-not-a-player = Tu ne joues pas dans cette partie.
refusal-not-your-turn = Ce n'est pas ton tour : c'est à { $to_move } de jouer.
refusal-already-moved = Ce n'est pas ton tour : ton coup { $last } est déjà sur l'échiquier, et c'est maintenant à { $to_move } de jouer.
refusal-moved-on = La partie a avancé depuis que tu l'as regardée : rien n'a été joué. Regarde la nouvelle position ({ $board }) et réessaie.
refusal-nothing-to-solve = Tu n'as aucun problème ni aucune leçon en cours. Ouvre un problème avec { $puzzle } ou une leçon avec { $learn }.
refusal-no-such-lesson = Le cours « { $variant } » va de la leçon 1 à la leçon { $lessons }.
refusal-already-open = Ton défi ouvert dans ce salon attend toujours un adversaire. Patiente, ou retire-le d'abord avec { $cancel }.
refusal-own-open-challenge = C'est ton propre défi ouvert : quelqu'un d'autre doit l'accepter. Tu peux le retirer avec { $cancel }.
refusal-bad-game-number = { $typed } n'est pas un numéro de partie. Les parties sont numérotées 1, 2, 3… ; { $games } affiche les tiennes.
refusal-no-such-game = Il n'y a pas de partie n° { $number } sur ce serveur. { $games } affiche les tiennes.
refusal-too-many-challenges = { $limit ->
    [one] Sur { $window }, tu as lancé { $limit } défi sur ce serveur. Tu pourras défier à nouveau { $until }.
   *[other] Sur { $window }, tu as lancé { $limit } défis sur ce serveur. Tu pourras défier à nouveau { $until }.
}
refusal-too-many-waiting = { $limit ->
    [one] Tu as déjà { $limit } défi en attente de réponse sur ce serveur. Annule-le, ou patiente : il expire { $until }.
   *[other] Tu as déjà { $limit } défis en attente de réponse sur ce serveur. Annules-en un, ou patiente : le premier expire { $until }.
}
refusal-challenged-recently = Tu as défié { $challenged } il y a un instant, et le défi a été refusé ou retiré. Tu pourras lui lancer un nouveau défi { $until }.
refusal-too-many-engine-games = { $limit ->
    [one] Tu joues déjà { $limit } partie contre Sanctum, le maximum autorisé à la fois. Termine-la ou abandonne-la d'abord.
   *[other] Tu joues déjà { $limit } parties contre Sanctum, le maximum autorisé à la fois. Termines-en ou abandonnes-en une d'abord.
}
refusal-too-many-reviews = { $limit ->
    [one] Sur { $window }, tu as demandé { $limit } analyse sur ce serveur. Tu pourras en demander une autre { $until }.
   *[other] Sur { $window }, tu as demandé { $limit } analyses sur ce serveur. Tu pourras en demander une autre { $until }.
}
refusal-too-many-exercises = { $limit ->
    [one] Sur { $window }, tu as ouvert { $limit } problème ou leçon. Tu pourras en ouvrir un autre { $until }.
   *[other] Sur { $window }, tu as ouvert { $limit } problèmes et leçons. Tu pourras en ouvrir d'autres { $until }.
}
refusal-too-many-web-moves = { $limit ->
    [one] Sur { $window }, cette page a envoyé { $limit } coup : rien n'a été joué. Tu pourras en envoyer un autre { $until }.
   *[other] Sur { $window }, cette page a envoyé { $limit } coups : rien n'a été joué. Tu pourras en envoyer un autre { $until }.
}

## Pannes du côté de Sanctum.

failure-busy = La base de données des parties est occupée pour le moment. Réessaie dans un instant.
failure-disk-full = Je n'ai pas pu l'enregistrer : le disque du serveur est plein. Rien n'a été modifié ; préviens les admins du serveur.
failure-other = Quelque chose s'est mal passé de mon côté, et rien n'a été modifié. Réessaie ; si ça continue, préviens les admins du serveur.

## Choix de menu, tels que Discord liste les valeurs d'une option (100 caractères au plus).

choice-variant-sanctuary = sanctuaire
choice-variant-scepter = sceptre
choice-variant-chess = échecs
choice-color-white = blancs
choice-color-black = noirs
choice-color-random = au hasard
choice-days-1 = 1 jour
choice-days-2 = 2 jours
choice-days-3 = 3 jours
choice-days-5 = 5 jours
choice-days-7 = 7 jours
choice-days-10 = 10 jours
choice-days-14 = 14 jours
choice-puzzle-theme-sanctuary = sanctuaire (deux pièces à l'abri)
choice-puzzle-theme-refugee = réfugié
choice-puzzle-theme-scepter = sceptre (roi en e1/e8)
choice-puzzle-theme-slide = pion glissant
choice-puzzle-theme-mate = mat
choice-puzzle-theme-material = gain de matériel
choice-puzzle-theme-fork = fourchette
choice-puzzle-theme-pin = clouage
choice-puzzle-theme-skewer = enfilade
choice-puzzle-theme-discoveredattack = attaque à la découverte
choice-puzzle-theme-doublecheck = échec double
choice-puzzle-theme-hangingpiece = pièce en prise
choice-puzzle-theme-trappedpiece = pièce piégée
choice-puzzle-theme-sacrifice = sacrifice
choice-puzzle-theme-backrankmate = mat du couloir
choice-puzzle-theme-promotion = promotion
choice-puzzle-theme-deflection = déviation
choice-puzzle-theme-attraction = attraction
choice-puzzle-theme-capturingdefender = élimination du défenseur
choice-puzzle-theme-clearance = dégagement
choice-puzzle-theme-quietmove = coup tranquille
choice-puzzle-theme-advancedpawn = pion avancé
choice-puzzle-theme-sanctuaryrace = course au sanctuaire
choice-puzzle-theme-stoprefugee = stopper un futur réfugié
choice-puzzle-theme-scepterwalk = la marche du roi vers le sceptre
choice-puzzle-theme-onemove = un coup
choice-puzzle-theme-short = deux coups
choice-puzzle-theme-long = trois coups ou plus
choice-tournament-action-create = créer
choice-tournament-action-join = rejoindre
choice-tournament-action-leave = quitter
choice-tournament-action-start = lancer
choice-tournament-action-standings = classement
choice-tournament-action-trf = trf
choice-tournament-action-bye = exemption
choice-tournament-action-cancel = annuler
choice-tournament-action-list = liste
choice-tournament-format-round-robin = toutes rondes
choice-tournament-format-double-round-robin = double toutes rondes
choice-tournament-format-swiss = suisse
choice-scope-server = serveur
choice-scope-global = global
choice-orientation-to-move = camp au trait
choice-orientation-mine = mon camp
choice-theme-classic = classique
choice-theme-contrast = contraste
choice-theme-colorblind = daltonien

## Les libellés des boutons (80 caractères au plus).

button-accept = Accepter
button-decline = Refuser
button-cancel = Annuler
button-yes-resign = Oui, j'abandonne
button-accept-draw = Accepter la nulle
button-allow-takeback = Accepter la reprise
button-refuse = Refuser
button-rematch = Revanche
button-review = Analyser
button-confirm = Confirmer
button-next-puzzle = Problème suivant
button-give-up = Abandonner
button-solve = Résoudre
button-next-lesson = Leçon suivante
button-join = Rejoindre
button-leave = Quitter
button-join-the-team = Rejoindre l'équipe
button-accept-match = Accepter le match
button-refuse-all-from-this-server = Tout refuser de ce serveur
button-sign-up = S'inscrire
# Boutons-liens : la page web d'un message, et le lien privé d'un joueur pour jouer sur le web.
button-view = Voir
button-play-on-web = Jouer sur le web

## Ce qu'une interface a reçu qui n'est pas une commande. $usage montre comment s'écrit la commande.

unreadable-missing-variant = Quel jeu ? Choisis { $choices } : { $usage }.
unreadable-missing = Il manque l'option { $option } à { $command } : { $usage }.
unreadable-no-value = { $option } doit être suivi d'une valeur : { $usage }.
unreadable-bad-variant = Je ne connais pas le jeu { $value } : choisis { $choices }. Syntaxe : { $usage }.
unreadable-bad-days = { $value } jours par coup, ce n'est pas proposé : choisis { $days } ou { $last_days } jours. Syntaxe : { $usage }.
# $article vaut « a » ou « an », pour l'anglais seulement : le français s'en passe.
unreadable-bad-choice = { $value } n'est pas une valeur possible pour { $option } : choisis { $choices }. Syntaxe : { $usage }.
unreadable-bad-bool = { $value } : écris { $yes } ou { $no } pour { $option }. Syntaxe : { $usage }.
unreadable-bad-flag = { $value } : { $option } ne prend pas de valeur. Syntaxe : { $usage }.
unreadable-bad-page = { $value } n'est pas un numéro de page : écris 1, 2, 3… jusqu'à { $max }. Syntaxe : { $usage }.
unreadable-bad-number = { $value } n'est pas un nombre : { $option } va de { $lo } à { $hi }. Syntaxe : { $usage }.
unreadable-bad-other = { $value } ne convient pas pour { $option } ici. Syntaxe : { $usage }.
unreadable-unknown-command = Je ne connais pas la commande { $name } : { $help } liste celles que j'ai.
unreadable-unknown-command-near = Je ne connais pas la commande { $name }. Voulais-tu dire { $near } ? { $help } liste celles que j'ai.
unreadable-unknown-option = { $command } n'a pas d'option { $option }. Syntaxe : { $usage }.
unreadable-unknown-option-near = { $command } n'a pas d'option { $option }. Voulais-tu dire { $near } ? Syntaxe : { $usage }.

## Où se joue une partie.

game-in-thread = La partie se joue dans son propre fil : { $thread }.

## Ce que dit l'interface elle-même.

face-sorry = Désolé, Sanctum n'a pas pu terminer sa réponse. Utilise { $board } pour voir où en est ta partie.
face-review-lost = L'analyse s'est perdue de mon côté. Redemande-la, s'il te plaît.
face-dead-button = Ce bouton ne fonctionne plus. { $games } montre où en sont tes parties.
refusal-servers-only = Cette commande appartient à un serveur : utilise-la dans un salon d'un serveur où se trouve Sanctum. Parties, problèmes et leçons marchent aussi ici.
# $places liste des salons, chacun suivi entre parenthèses de la raison donnée par Discord.
face-posts-refused = C'est fait, mais Discord a refusé la publication de Sanctum dans { $places }. Vérifie que le salon existe toujours et que Sanctum peut le voir, y envoyer des messages et y joindre des fichiers.
face-a-channel = un salon ({ $why })

## Mots mis en relief : les mêmes dans toutes les langues.

emphasis = { $words }

## Durées, en bref, comme la console les affiche : 2 j 4 h, 30 min.

duration-under-minute = moins d'une minute
duration-minutes = { $m } min
duration-hours = { $h } h
duration-hours-minutes = { $h } h { $m } min
duration-days = { $d } j
duration-days-hours = { $d } j { $h } h
moment-in = dans { $duration }
moment-ago = il y a { $duration }

## Choix de la langue

choice-language-discord = la langue du serveur sur Discord
choice-language-en = English
choice-language-de = Deutsch
choice-language-fr = Français
choice-language-es = Español
choice-language-pt-br = Português do Brasil
choice-language-ru = Русский
choice-language-zh-cn = 简体中文

## La console (`sanctum play`) : ses propres mots autour des réponses qu'elle affiche.
## Les mots entre accents graves sont ce qu'on y tape : ils restent tels quels.

# La première ligne d'une session au clavier. $db est la base de données, $pictures le
# dossier où sont enregistrés images et fichiers.
console-banner = Console Sanctum sur { $db } — les images vont dans { $pictures }. Tape `help`, ou essaie `alice: challenge @bob sanctuary`.
# Après la liste des commandes de `help` : comment s'écrivent les lignes dans la console.
console-help =
    Dans cette console, chaque ligne s'écrit `<joueur>: <commande>`, par ex. `alice: challenge sanctuary @bob`, puis `bob: accept`, `alice: move e4` (ou simplement `alice: e4`).
    `alice: challenge sanctuary` (sans nom) est un défi ouvert : le premier à l'accepter avec `accept` joue. `pgn 42` et `board 42` affichent n'importe quelle partie par son numéro.
    Aussi : `<joueur>: press <bouton>` appuie sur un bouton affiché plus haut, `<joueur>: suggest <début d'un coup>` liste des coups,
    `help <commande>` explique une commande, `wait 2d` / `wait 3h` fait avancer la pendule (rappels et pertes au temps ont lieu), `channel <nom>` change de salon, `quit` quitte la console.
# Une commande qui a déjà reçu sa réponse (la même interaction deux fois).
console-already-handled = (déjà traité)
# $thread est le nom qu'aurait le fil de la partie sur Discord, $channel le salon de la
# console où la partie reste (son nom sans le #).
console-game-thread = (sur Discord, cette partie aurait son propre fil, « { $thread } » ; ici, elle reste dans #{ $channel })
# Au-dessus de l'annonce d'un défi ou d'une partie, redessinée telle qu'elle est maintenant.
console-announcement-redrawn = (son annonce, redessinée :)
# $thread est le nom du fil sur Discord, $channel le salon de la console qui le
# représente (son nom sans le #).
console-opens-thread = (sur Discord, ceci ouvre le fil « { $thread } » ; ici, c'est #{ $channel })
# Au-dessus d'une réponse publiée dans un autre salon. $channel est le nom de ce salon, avec son #.
console-in-channel = [dans { $channel }]
# Au-dessus d'une réponse que seul voit celui qui a donné la commande. $user est son nom.
console-only-user-sees = (visible seulement par { $user })
# La même chose quand personne n'a donné de commande (les réponses de la pendule ou de Sanctum).
console-only-you-see = (visible seulement par toi)
# Au-dessus d'un message privé. $user est le nom de son destinataire : @bob.
console-direct-message = (message privé pour { $user })
# $path est l'endroit où une image d'échiquier a été enregistrée.
console-saved-picture = image : { $path }
# $path est l'endroit où le fichier d'une réponse (une feuille de partie, une animation) a été enregistré.
console-saved-file = fichier : { $path }
# $path est l'endroit où une image d'échiquier n'a pas pu être enregistrée, $error pourquoi (les mots du système).
console-not-saved-picture = (image non enregistrée dans { $path } : { $error })
# $path est l'endroit où le fichier d'une réponse n'a pas pu être enregistré, $error pourquoi (les mots du système).
console-not-saved-file = (fichier non enregistré dans { $path } : { $error })
# Sous une réponse qui a des boutons. $labels sont les libellés des boutons, chacun entre crochets ;
# $first est le libellé du premier en minuscules, tel qu'on le tape après `press`.
console-buttons = boutons : { $labels } — appuie sur l'un d'eux avec `<joueur>: press { $first }`
# Sous une réponse qui mentionne des gens. $users sont leurs noms, séparés par des virgules.
console-pings = (mentionne { $users })
# Une seule fois, quand la console ne peut pas garder ses noms et ses boutons pour la prochaine session.
# $path est le fichier où elle les garde, $error pourquoi (les mots du système).
console-memory-not-kept = (les noms et les boutons seront oubliés après cette session : impossible d'écrire { $path } : { $error })
# Après `channel <nom>`. $channel est le nom du salon sans le #.
console-now-in = (maintenant dans #{ $channel })
# Après `wait`. $duration est la durée, écrite comme la console écrit les durées : 1 j, 3 h 30 min.
console-clock-forward = (la pendule avance de { $duration })
# Après `press` quand aucun bouton affiché récemment n'a ce libellé. $typed est ce qui a été
# écrit après `press`.
console-no-button = aucun bouton récent ne correspond à `{ $typed }`
# Après `suggest` quand il n'y a rien à suggérer.
console-no-suggestions = (aucune suggestion : ce n'est pas ton tour ici, ou rien ne correspond)
# Après `suggest`. $moves sont les coups suggérés, séparés par des virgules.
console-suggestions = suggestions : { $moves }
# Sous un échiquier des Échecs du Sanctuaire : ce que sont les symboles de ses deux pièces en plus.
console-board-legend = Ⓐ/ⓐ archevêque, Ⓖ/ⓖ garde suisse
# Des indices pour une ligne que la console ne sait pas lire, après un « ? ».
# $max_days est l'attente la plus longue, en jours ; $typed ce qui a été écrit après `wait`.
console-bad-wait = `wait` prend une durée comme 2d, 3h ou 30m, jusqu'à { $max_days }d, pas `{ $typed }`
console-which-channel = quel salon ? par ex. `channel general`
console-user-one-word = un nom d'utilisateur tient en un seul mot, par ex. `alice: board`
console-how-to-write = écris `<joueur>: <commande>`, par ex. `alice: challenge @bob sanctuary`, ou `wait 2d`, ou `help`
# Une commande donnée sans dire qui la donne. $command est la commande telle que tapée : board.
console-who-says = qui la donne ? par ex. `alice: { $command }`
# Un mot de la console mal orthographié. $near est le mot le plus probable (help, wait, channel,
# quit ou exit) ; $how est l'indice console-how-to-write, dans la même langue.
console-did-you-mean = voulais-tu dire `{ $near }` ? Sinon, { $how }
console-say-something = écris quelque chose après les deux-points, par ex. `alice: help`
console-press-which = appuyer sur quel bouton ? par ex. `press accept`

## Les blancs d'une commande, que le joueur remplit : `/jouer coup:<ton coup>`. Garder
## les chevrons ou le signe @/#, qui montrent que c'est un blanc.

blank-move = <coup>
blank-your-move = <ton coup>
blank-id = <id>
blank-channel = #salon
blank-someone = @quelqu'un
blank-half-move = <demi-coup>
blank-role = @rôle
blank-them = @joueur
blank-number = <numéro>
