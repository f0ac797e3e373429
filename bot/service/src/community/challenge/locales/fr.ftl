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

## Les défis : publiés, acceptés, refusés, retirés ou expirés.

# Les conditions d'un défi, après le nom de son jeu : « classée, 2 jours par coup, alice joue les Blancs ». $rated vaut rated ou casual ; $colours dit qui joue quel camp (challenge-colours-…, lobby-colours-…).
challenge-terms = { $rated ->
        [rated] classée
       *[casual] amicale
    }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup, { $colours }
# $name est le nom de l'auteur du défi.
challenge-colours-white = { $name } joue les Blancs
challenge-colours-black = { $name } joue les Noirs
challenge-colours-random = couleurs tirées au sort
# $variant est le nom du jeu (en gras) ; $terms est challenge-terms.
challenge-open-post = { $challenger } lance un défi ouvert : { $variant } — { $terms }.
# $accept est le bouton Accepter.
challenge-open-answer = N'importe qui ici peut appuyer sur { $accept } — le premier à le faire joue. Le défi expire { $expires }.
challenge-post = { $challenged }, { $challenger } te défie : { $variant } — { $terms }.
challenge-rematch-post = { $challenged }, { $challenger } te propose une revanche : { $variant } — { $terms }.
# $accept et $decline sont les boutons.
challenge-answer = { $accept } ou { $decline } ; le défi expire { $expires }.
# $variant est le nom du jeu ; $next, quand le rôle pourra être mentionné de nouveau.
challenge-role-pinged-recently = Le rôle des joueurs ({ $variant }) vient d'être mentionné : pas de nouvelle mention avant { $next }.
# Le titre d'une nouvelle partie : $name a accepté ; $variant est le nom du jeu (en gras) ; $white et $black sont les noms des joueurs ; $rated vaut rated ou casual ; $game est le numéro de la partie.
challenge-accepted = { $name } a accepté ! { $variant } — { $white } (Blancs) contre { $black } (Noirs), { $rated ->
        [rated] classée
       *[casual] amicale
    }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup : partie { $game }.
challenge-played-in = La partie se joue dans { $channel }.
challenge-declined = { $name } a refusé le défi de { $challenger }.
challenge-withdrawn = { $name } a retiré son défi à { $challenged }.
challenge-open-withdrawn = { $name } a retiré son défi ouvert.
challenge-expired = { $challenge_hours ->
    [one] Le défi de { $challenger } à { $challenged } a expiré : personne n'a répondu en { $challenge_hours } heure.
   *[other] Le défi de { $challenger } à { $challenged } a expiré : personne n'a répondu en { $challenge_hours } heures.
}
challenge-open-expired = { $challenge_hours ->
    [one] Le défi ouvert de { $challenger } a expiré : personne ne l'a relevé en { $challenge_hours } heure.
   *[other] Le défi ouvert de { $challenger } a expiré : personne ne l'a relevé en { $challenge_hours } heures.
}

## Refus de défis et de leurs réponses. Rien n'a été modifié.

challenge-refusal-self = Tu ne peux pas te défier toi-même. Choisis quelqu'un d'autre sur le serveur.
challenge-refusal-bot = Les bots ne peuvent pas jouer, sauf Sanctum lui-même : défie une personne, ou Sanctum.
challenge-refusal-not-a-member = { $user } n'est pas membre de ce serveur et ne pourrait donc jamais répondre. Défie quelqu'un d'ici.
# rôle_équipe, part et équipe:true sont les options de la commande défier, telles que Discord les affiche en français.
challenge-refusal-team-options-without-team = rôle_équipe et part servent aux parties en équipe : ajoute équipe:true.
# partout:true, elo_min et elo_max sont les options de la commande défier, telles que Discord les affiche en français.
challenge-refusal-range-without-lobby = Une fourchette d'Elo, c'est pour un défi à tous les serveurs : ajoute partout:true, ou retire elo_min et elo_max.
challenge-refusal-no-challenge = Il n'y a pas de défi ouvert pour toi dans ce salon.
challenge-refusal-not-challenged = Il n'y a que { $challenged } qui puisse répondre à ce défi.
challenge-refusal-not-challenger = Il n'y a que { $challenger } qui puisse retirer ce défi.
challenge-refusal-not-yours = Ce n'est pas à toi de répondre à ce défi.
# $challenge est la commande pour lancer un défi.
challenge-refusal-taken = Trop tard : { $by } a déjà accepté ce défi. Lance le tien avec { $challenge }.
challenge-refusal-level-for-person = Le niveau ne sert qu'aux parties contre Sanctum : ne l'indique pas quand tu défies une personne.
