## Refusals of rematches. Nothing was changed.

# $challenge is the command to post a challenge to the lobby.
rematch-refusal-across-servers = A game between two servers has no rematch button: post a new challenge to the lobby with { $challenge }, and your opponent can take it from their server.
rematch-refusal-game-not-over = That game is still going: a rematch is for a finished game.
# $game is the rematch's number; $start the command to start a game.
rematch-refusal-already-rematched = This game already had its rematch: game { $game }. Ask for another under that one, or start a new game with { $start }.
