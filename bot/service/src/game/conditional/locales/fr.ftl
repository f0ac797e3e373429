## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

conditional-description = Prépare tes réponses aux prochains coups adverses, jouées dès que l'adversaire joue le coup prévu.
    .name = conditionnel
conditional-line = if <son coup> then <ta réponse>; … par ex. if Nf6 then e5; if Nf6 e5 Nd5 then c4
    .name = ligne
conditional-clear = Efface tes coups conditionnels en attente
    .name = effacer

## Coups conditionnels : la file d'attente telle que son propriétaire la lit. $game est un numéro de partie, $opponent le nom d'un joueur. Chaque ligne en attente suit sur sa propre ligne, telle que tapée : « if Nf6 then e5 » (if et then restent en anglais : c'est ce que lit l'analyseur).

conditional-queued = En attente dans la partie { $game } contre { $opponent } :
# $show et $clear sont des commandes.
conditional-queued-how = Quand { $opponent } joue un coup que tu as prévu, ta réponse est jouée aussitôt ; tout autre coup vide la file. Une nouvelle ligne remplace la précédente ; { $show } l'affiche, { $clear } l'efface.
conditional-cleared = Tes coups conditionnels dans la partie { $game } sont effacés.
conditional-none-to-clear = Tu n'avais aucun coup conditionnel dans la partie { $game }.
# $queue est la commande qui met une ligne en attente.
conditional-none-in-game = Tu n'as aucun coup conditionnel dans la partie { $game }. Prépare tes réponses au prochain coup de ton adversaire avec { $queue }.
conditional-none-here = Tu n'as aucun coup conditionnel en attente dans les parties de ce serveur. Dans une partie, quand ton adversaire a le trait : { $queue }.
# $move est le coup qui a vidé la file.
conditional-cleared-by = Tes coups conditionnels dans la partie { $game } ont été effacés : { $opponent } a joué { $move }, que tu n'avais pas prévu.
conditional-queue-heading = Tes coups conditionnels dans la partie { $game } contre { $opponent } :
conditional-clears-them = { $clear } les efface.

## Coups conditionnels refusés. $if et $then sont les mots if et then, tels que la ligne doit les contenir.

conditional-refusal-own-move = C'est à toi de jouer : joue d'abord ton coup avec { $move }. Les coups conditionnels répondent au prochain coup de ton adversaire ; ils se préparent donc quand c'est à lui de jouer. Rien n'a été mis en attente.
# $clear est le nom de l'option, clear.
conditional-refusal-line-and-clear = Donne soit une ligne à mettre en attente, soit { $clear }, pas les deux. Rien n'a été modifié.
# Ce qui ne va pas dans une clause ; suit la clause telle que tapée et un deux-points, dans conditional-line-shape.
conditional-shape-no-if = une clause commence par { $if }
conditional-shape-no-then = une clause a besoin de { $then } avant ta réponse
conditional-shape-no-moves = indique le coup de ton adversaire entre { $if } et { $then }
conditional-shape-answer = écris exactement un coup après { $then } : ta réponse
conditional-shape-ends-with-own-move = les coups après { $if } alternent, en commençant par celui de ton adversaire, et se terminent par un coup de ton adversaire
conditional-shape-too-long = une clause peut nommer au plus { $limit } coups
conditional-line-empty = Écris au moins une clause, par ex. { $example }.
conditional-line-too-long = Cette ligne est trop longue : { $limit } caractères au plus.
conditional-line-too-many-clauses = Trop de clauses : { $limit } au plus à la fois.
# $clause est la clause telle que tapée ; $problem l'un des messages conditional-shape ; $syntax et $example montrent comment s'écrit une ligne.
conditional-line-shape = { $clause } : { $problem }. Écris { $syntax }, par ex. { $example }.
# $move est le coup tel que tapé ; $why la raison donnée par les règles, en anglais ; $clause la clause telle que tapée.
conditional-line-illegal-now = { $move } n'est pas légal dans la position actuelle : { $why }. (Dans { $clause }.)
# $after, ce sont les coups qui le précèdent dans la clause, numérotés : 1... Nf6 2. e5
conditional-line-illegal-after = { $move } n'est pas légal après { $after } : { $why }. (Dans { $clause }.)
conditional-line-unplayable-now = { $move } ne peut pas être joué dans la position actuelle : { $why }. (Dans { $clause }.)
conditional-line-unplayable-after = { $move } ne peut pas être joué après { $after } : { $why }. (Dans { $clause }.)
# $after, ce sont les coups auxquels on répond, numérotés : 1... Nf6 ; $first et $second les deux réponses.
conditional-line-two-answers = Deux réponses à { $after } : { $first } et { $second }. Choisis-en une.
# Suit chaque refus d'une ligne.
conditional-nothing-queued = Rien n'a été mis en attente.
