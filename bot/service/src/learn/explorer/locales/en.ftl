## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

explorer-description = The moves people played from a position in finished games, and how those games ended.
explorer-variant = Which game (default: this channel's game's, else Sanctuary Chess)
explorer-moves = Moves from the start, e.g. e4 e5 Nf3 (default: this channel's game as it stands)
explorer-everyone = Count every server's games, not only this server's

## The explorer's answer: a heading, a line per move played from the position, a note.

# $variant is the game's name; $position is explorer-start or explorer-after; $scope is server or everyone.
explorer-heading = Opening explorer · { $variant } · { $position } · { $scope ->
        [server] this server's games
       *[everyone] every server's games
    }
explorer-start = the start position
# $moves is the line in SAN with move numbers ("1. e4 e5 2. Nf3").
explorer-after = after { $moves }
# $move is the move in SAN; $games how many games played it; $white, $draws and $black the share of
# those games each side won or drawn, in per cent; $rating the average rating of their players, or none.
explorer-row = { $move }: { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · White { $white }% · draws { $draws }% · Black { $black }%{ $rating ->
        [none] {""}
       *[other] {" "}· average rating { $rating }
    }
# $scope is server or everyone.
explorer-none = { $scope ->
        [server] No finished game in this server has reached this position yet.
       *[everyone] No finished game has reached this position yet.
    }
# $moves is how many moves of each game the explorer keeps.
explorer-note = From the first { $moves } moves of finished games, added as each game ends: what people played, never an engine's view of a game in progress.
