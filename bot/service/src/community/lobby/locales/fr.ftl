## Refus de défis au lobby inter-serveurs. Rien n'a été modifié.

# classée, elo_min et elo_max sont les options de la commande défier, telles que Discord les affiche en français.
lobby-refusal-teams-play-casual = Une partie entre équipes est amicale et ouverte à tous les serveurs du lobby : retire classée, elo_min et elo_max.
lobby-refusal-bad-range = Une fourchette d'Elo de { $min } à { $max } n'admet personne : elo_min doit être inférieur ou égal à elo_max.
# $range est un message lobby-range (« entre 1400 et 1600 ») ; $variant le nom du jeu ; $rating l'Elo du joueur. partout:true est l'option telle que Discord l'affiche en français.
lobby-refusal-outside-range = Ce défi demande un Elo inter-serveurs { $range } ({ $variant }), et le tien est de { $rating }. Cherches-en un autre dans le lobby, ou publie le tien avec partout:true.

## Fourchettes d'Elo, après « un Elo » ou « Elo ».

lobby-range-between = entre { $min } et { $max }
lobby-range-at-least = d'au moins { $min }
lobby-range-at-most = d'au plus { $max }
lobby-range-any = quelconque

## Les défis à tous les serveurs du lobby, tels que chaque serveur les voit.

# L'auteur du défi vu depuis un autre serveur : $name est son nom.
lobby-challenger-elsewhere = { $name } (d'un autre serveur)
lobby-colours-white = l'auteur du défi joue les Blancs
lobby-colours-black = l'auteur du défi joue les Noirs
# $challenger est l'auteur du défi ; $variant le nom du jeu (en gras) ; $terms est challenge-terms.
lobby-post = { $challenger } défie tous les serveurs du lobby de Sanctum : { $variant } — { $terms }.
# Comme lobby-post, pour un défi qui demande une fourchette d'Elo : $range est un message lobby-range, $game de nouveau le nom du jeu.
lobby-post-ranged = { $challenger } défie tous les serveurs du lobby de Sanctum : { $variant } — { $terms }, pour un Elo global { $range } ({ $game }).
# $accept est le bouton Accepter.
lobby-post-answer = N'importe qui sur un serveur du lobby peut appuyer sur { $accept } — le premier à le faire joue, chacun depuis son propre serveur.
lobby-expires = Il expire { $expires }.
# Le défi d'une équipe sur son propre serveur : $poster est le gestionnaire qui l'a publié ; $variant le nom du jeu (en gras).
lobby-team-post-home = { $poster } et ce serveur défient tous les serveurs du lobby de Sanctum à une partie par vote : { $variant } — équipe contre équipe, partie amicale, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup ; les membres de chaque camp votent ses coups sur leur propre serveur, sans que l'autre camp les voie.
# Le défi d'une équipe sur les autres serveurs : $team est le nom de l'équipe.
lobby-team-post = { $team } (un autre serveur) défie tous les serveurs du lobby de Sanctum à une partie par vote : { $variant } — équipe contre équipe, partie amicale, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup ; les membres de chaque camp votent ses coups sur leur propre serveur, sans que l'autre camp les voie.
# $accept est le bouton Accepter.
lobby-team-answer = Un gestionnaire de serveur peut appuyer sur { $accept } pour l'accepter au nom de tout son serveur.

## Les défis du lobby dans la liste des parties.

# $heading est « Défis du lobby inter-serveurs » (en gras) ; $channel le salon du lobby.
lobby-list-heading = { $heading } (à relever dans { $channel })
# Un défi : $name est son auteur, $game le jeu (lobby-list-vote-chess pour celui d'une équipe), $rated vaut rated ou casual ; puis quand il expire.
lobby-list-item = { $name } : { $game }, { $rated ->
        [rated] classée
       *[casual] amicale
    }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup — expire { $expires }
# Comme lobby-list-item, pour un défi qui demande une fourchette d'Elo : $range est un message lobby-range.
lobby-list-item-ranged = { $name } : { $game }, { $rated ->
        [rated] classée
       *[casual] amicale
    }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } par coup, Elo { $range } — expire { $expires }
lobby-list-vote-chess = { $variant } (partie par vote, à accepter par un gestionnaire)
# $more est le nombre de défis qui ne sont pas listés.
lobby-list-more = { $more ->
    [one] …et { $more } autre.
   *[other] …et { $more } autres.
}

## Le titre de la liste du lobby, en gras.

lobby-list-title = Défis du lobby inter-serveurs
