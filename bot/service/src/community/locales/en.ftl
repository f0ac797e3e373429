## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

games-description = Your games here: going on, open challenges (also everyone's), and finished ones, newest first.
games-page = Page of finished games (default: 1)

leaderboard-description = The server's rating list for a variant, { $page_size } players per page.
leaderboard-variant = Which game (default: Sanctuary Chess)
leaderboard-page = Page (default: 1)
leaderboard-puzzles = The puzzle ratings instead of the games'
leaderboard-scope = This server's games (the default), or games between servers from the lobby

stats-description = A player's ratings and record per variant (default: yours).
stats-player = Whose (default: yours)

## Games: the reader's games going on, their challenges, and the open challenges of the server, in lists.

# $label is empty or a tournament game's " (Tournament 3, round 2)"; $turn is "your move" or games-their-move; $due a moment.
games-going-on = game { $game } · { $variant } vs { $opponent }{ $label } in { $channel } — { $turn }, due { $due }
games-their-move = { $name } to move
games-challenge-posted = you posted an open challenge to { $variant } in { $channel } — expires { $expires }
games-challenge-sent = you challenged { $opponent } to { $variant } in { $channel } — expires { $expires }
games-challenge-received = { $challenger } challenged you to { $variant } in { $channel } — expires { $expires }
# An open challenge: who made it, the game, rated or casual, days per move, where.
games-seek = { $challenger }: { $variant }, { $rated ->
        [rated] rated
       *[casual] casual
    }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move, in { $channel } — expires { $expires }
games-none = You have no games in this server yet. Start one with { $challenge }, or leave out the opponent for an open challenge anyone here may accept.

## Leaderboard and stats: ratings and records.

# $scope: server (this server's games) or global (games between servers).
leaderboard-none-yet = { $scope ->
        [global] No rated { $variant } games have finished between servers yet.
       *[server] No rated { $variant } games have finished in this server yet.
    }
# $title is the game's leaderboard, in bold.
leaderboard-heading = { $title } (page { $page } of { $pages })
# One player: rank, name, rating, rated games, then wins (W), draws (D) and losses (L).
leaderboard-line = { $rank }. { $name } — { $rating } · { $games ->
        [one] { $games } game
       *[other] { $games } games
    } · { $wins }W { $draws }D { $losses }L
# $mark is the "?" after a rating.
leaderboard-provisional = A { $mark } marks a provisional rating: it settles after a few more games.
stats-none = { $name } has no rated games in this server yet.
stats-none-here = No rated games in this server yet.
# One game's rating and record.
stats-line = { $variant }: { $rating } — { $games ->
        [one] { $games } game
       *[other] { $games } games
    }: { $wins } won, { $draws } drawn, { $losses } lost
stats-global = Across servers (the lobby's global ratings):
stats-against-sanctum = Against Sanctum (casual):
# A record against one of Sanctum's levels.
stats-level-line = level { $level }: { $wins } won, { $draws } drawn, { $losses } lost

## Headings of lists of games.

games-finished-heading = Your finished games
games-your-move = your move
# The leaderboard's title, in bold: $variant is the game's name.
leaderboard-title = { $variant } leaderboard
leaderboard-title-global = { $variant } leaderboard across servers
games-heading = Your games
games-challenges-heading = Your open challenges
games-open-heading = Open challenges anyone here can accept

## Threads' names (Discord cuts them at 100 characters). $white and $black are players' names.

# A game's own thread: the game's short name, then the players.
thread-game = { $variant ->
    [chess] Chess
    [scepter] Scepter
   *[sanctuary] Sanctuary
} · { $white } vs { $black }
# $tournament: the tournament's name ("Tournament 3 (Sanctuary Chess round robin)").
thread-tournament = 🏆 { $tournament }
# A tournament game's thread: R and the round's number.
thread-tournament-board = R{ $round } · { $white } vs { $black }
# A match game's thread: M and the match's number, B the board and its game (1 or 2).
thread-match-game = M{ $match } B{ $board }.{ $leg } · { $white } vs { $black }
thread-match-scoreboard = Match { $match } · scoreboard
