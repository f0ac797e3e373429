## Refus de revanches. Rien n'a été modifié.

# $challenge est la commande pour publier un défi dans le lobby.
rematch-refusal-across-servers = Une partie entre deux serveurs n'a pas de bouton de revanche : publie un nouveau défi dans le lobby avec { $challenge }, et ton adversaire pourra le relever depuis son serveur.
rematch-refusal-game-not-over = Cette partie est toujours en cours : une revanche, c'est pour une partie terminée.
# $game est le numéro de la revanche ; $start la commande pour lancer une partie.
rematch-refusal-already-rematched = Cette partie a déjà eu sa revanche : la partie { $game }. Demande-en une autre sous celle-là, ou lance une nouvelle partie avec { $start }.
