## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

match-description = Matches against another server of the lobby: challenge, start, withdraw, score, history.
match-variant = The match's game
match-boards = Boards, two games each (default: 4)
match-days = Days per move (default: the server's setting)
match-start = Start this server's match (managers)
match-withdraw = Leave this server's match; once it started, forfeit your board
match-history = This server's finished matches
match-allow_all = Take match proposals from every server again, those refused included (managers)
match-server = Challenge this server of the lobby (its id)

## Matches between servers: why a match request was refused. Nothing was changed.

match-refusal-needs-manager = Only members with the Manage Server permission, or the server's organiser role, can challenge, answer or start a match for the server.
match-refusal-unknown-server = That is not a server in Sanctum's lobby: give the id of a server that joined it (its managers find it in the server's settings, with Developer Mode on).
match-refusal-own-server = A match is between two servers: name another one.
match-refusal-not-in-lobby = Matches are played between servers of the lobby. A manager can join it with { $join }.
match-refusal-bad-boards = A match of { $boards } boards can't be played: give 1 to { $max }.
# $challenge is the match command with an example of its options.
match-refusal-no-variant = Say which game the match is: { $challenge }.
match-refusal-none-here = This server has no match for that. Challenge another server with { $challenge }.
match-refusal-other-side = This button is for the other server.
match-refusal-too-few = Each side needs { $boards } players signed up to start: this server has { $ours }, the other { $theirs }.
match-refusal-closed = This match no longer takes that: it was answered, lapsed, started or is over.
match-refusal-pending = Match { $match } between these two servers is waiting for an answer already: one proposal at a time (it lapses after { $days } days).
match-refusal-refused-there = That server takes no match proposals from this one.

## Matches between servers: proposals, answers and sign-ups. $match is the match's number.

# A match's terms, a sentence that follows a colon in other messages. $variant is the game's name (in bold), $games twice $boards.
match-terms = { $variant }, { $boards ->
        [one] { $boards } board
       *[other] { $boards } boards
    } ({ $games } games, one with each colour a board), rated across servers, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move.
# $terms is match-terms.
match-challenged = { $name } challenged the other server to match { $match }: { $terms } Its managers may accept it in their lobby channel.
# $terms is match-terms; $accept, $decline and $refuse are buttons (Accept match, Decline, Refuse all from this server).
match-challenged-there = Another server of the lobby challenges this server to match { $match }: { $terms } A manager may { $accept } it or { $decline } within { $days } days, or { $refuse } to take no more proposals from it.
match-lapsed = Match { $match } lapsed: the other server did not answer within { $days } days.
# $allow is the command that takes proposals again.
match-refused-all = { $name } refused match { $match } and every later proposal from that server. { $allow } takes them again.
match-declined = { $name } declined match { $match }.
match-declined-there = The other server declined match { $match }.
match-allowed-all = { $name } opened this server to match proposals from every server of the lobby again ({ $refused } refused before).
# $against: challenged (read in the server that accepted) or accepted (read in the server that challenged); $terms is match-terms; $join is the Sign up button.
match-signup = Match { $match } against { $against ->
        [challenged] the server that challenged
       *[accepted] the server that accepted
    }: { $terms } Players of this server: { $join } to play. A manager starts it with { $start } once each side has { $boards } players; the best rated play, top board against top board.
match-signed-up = You signed up for match { $match }: { $players } of this server so far.
match-signed-up-already = You are signed up already ({ $players } of this server so far).
match-left = You left match { $match }.
match-not-signed-up = You were not signed up for match { $match }.
# $status: proposed (waiting for the other server's answer) or signup (players sign up); $terms is match-terms.
match-pending = Match { $match } ({ $status ->
        [proposed] proposed
        [signup] signup
       *[other] { $status }
    }): { $terms } Signed up: { $ours } of this server, { $theirs } of the other.

## Matches between servers: the start and each game.

# One board's players, in a list.
match-pairing = Board { $board }: { $white } vs { $black }
# $terms is match-terms; $side: home (the server that challenged, named first) or away.
match-starts = Match { $match } starts: { $terms } { $side ->
        [home] This server's players are named first on each board, the other server's second;
       *[away] This server's players are named second on each board, the other server's first;
    } each board's games get a thread in both servers, and the scoreboard one of its own.
match-started = Match { $match } started.
# $leg is the board's game, 1 or 2; $game the game's number.
match-game-opening = Match { $match }, board { $board }, game { $leg }: { $white } (White) vs { $black } (Black), rated across servers, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move: game { $game }.
match-withdrew = You withdrew from match { $match }: your games in it count as lost.

## Matches between servers: the server's finished matches, in a list.

# $verdict: won, lost or drawn, for this server; $us and $them the points (2½, 1…); $ended a moment.
match-history-line = Match { $match } · { $variant }, { $boards } boards: { $verdict ->
        [won] won
        [lost] lost
       *[drawn] drawn
    } { $us }–{ $them }, ended { $ended }
match-history-none = None finished yet.

## Matches between servers: the scoreboard and each result.

match-scoreboard-live = 📋 Live scoreboard, brought up to date as games end.
# $title is the match and its game, in bold; $us and $them the points (2½, 1…).
match-scoreboard-score = { $title }: this server { $us } – { $them } the other server
# One board in a list: $mine is this server's player; $results the two games' scores from this server's side (1–0, ½–½, … while played).
match-scoreboard-board = Board { $board }: { $mine } vs { $theirs } — { $results }
match-scoreboard-board-withdrew = Board { $board }: { $mine } vs { $theirs } — { $results } ({ $withdrew } withdrew)
# $leg is the board's game, 1 or 2; $home the player of the server that challenged, $away the other.
match-result = { $outcome ->
        [home] Board { $board }, game { $leg }: { $home } beat { $away }.
        [home-forfeit] Board { $board }, game { $leg }: { $home } beat { $away } (a forfeit).
        [away] Board { $board }, game { $leg }: { $away } beat { $home }.
        [away-forfeit] Board { $board }, game { $leg }: { $away } beat { $home } (a forfeit).
        [draw] Board { $board }, game { $leg }: { $home } and { $away } drew.
       *[on] Board { $board }, game { $leg }: { $home } and { $away } play on.
    }
match-news-score = Match { $match }: this server { $us } – { $them } the other server; the scoreboard at the top of this thread is up to date.

## A scoreboard's title, in bold.

match-scoreboard-title = Match { $match } · { $variant }
match-list-heading = This server's matches
match-final-score = Final score

## The scoreboard picture of a match, as one server reads it: its title, headers and
## score, and its alt text. $us and $them are points ("2½").

scoreboard-title = Match { $match } · { $variant }
scoreboard-board = Board
scoreboard-this-server = This server
scoreboard-other-server = The other server
scoreboard-game-1 = Game 1
scoreboard-game-2 = Game 2
scoreboard-score = This server { $us } – { $them } the other server
scoreboard-not-over = not over
# $boards: scoreboard-alt-board items joined with semicolons.
scoreboard-alt = Scoreboard of match { $match }: this server { $us }, the other server { $them }. { $boards }.
# $results: each game's score for this server ("1–0") or scoreboard-not-over, comma-separated.
scoreboard-alt-board = Board { $board }: { $mine } against { $theirs }, { $results }
