## The web pages: what every page shares.

# The label of the list of links to the same page in each language, for screen readers.
page-languages = Languages
page-not-found-title = Not found
page-not-found-text = There is nothing here. A game's page is reached from its link in Discord.

## The web pages: the home page.

page-home-intro = Sanctum runs correspondence games of Sanctuary Chess, Capture the Scepter and chess on Discord. Each game's page is linked from its messages there.
page-home-rules-link = How to play each game
page-home-learn-link = Learn them lesson by lesson
# The home page's description in a link preview.
page-home-description = Correspondence Sanctuary Chess, Capture the Scepter and chess on Discord.

## The web pages: plain answers when the pages are busy (no page around them).

page-busy-drawing = Sanctum is drawing other replays; try again in a moment.
page-busy-watchers = Too many pages are watching games; reload later.
page-busy-watching-too-many = You are watching too many games at once; close some pages.

## The web pages: the rules of each game.

# $variant is a game's full name: Sanctuary Chess, Capture the Scepter, Chess.
page-rules-title = How to play { $variant }
page-rules-learn-link = Learn { $variant } lesson by lesson
# Followed by links to the other games.
page-rules-other-games = The other games:
# The page's description in a link preview.
page-rules-description = The rules of { $variant }, as Sanctum plays it on Discord.
# A link to a game's rules.
page-rules-link = The rules of { $variant }
page-rules-index-title = The games
page-rules-index-description = The rules of Sanctuary Chess, Capture the Scepter and chess, as Sanctum plays them on Discord.

## The web pages: columns of the standings and leaderboards.

page-column-player = Player
# The full word the short heading of the points column stands for.
page-column-points = points
# The short heading of the points column.
page-column-points-short = PTS
page-column-rating = Rating
page-column-games = Games
# What the short heading of the record column stands for.
page-column-record = won, drawn, lost
# The short heading of the record column: games won, drawn and lost.
page-column-record-short = W D L

## The web pages: a tournament's page.

page-tournament-standings = Standings
# The crosstable picture's alt text; $tournament is the tournament's title.
page-tournament-crosstable-alt = Crosstable of { $tournament }: see the standings above.
page-tournament-round = Round { $round }
# $players is the names of the players without a game this round, joined by commas; $count is how many.
page-tournament-byes = Not paired: { $players }

## The web pages: a game's page.

# The links that step through a game's positions.
page-game-first = « First
page-game-back = ‹ Back
page-game-forward = Forward ›
page-game-last = Last »
# $number is the game's number.
page-game-number = Game { $number }
# A link to the tournament the game belongs to.
page-game-tournament-link = the tournament
# The label of the list of the players' clocks, for screen readers.
page-game-clocks = Clocks
# The label of the links that step through the game, for screen readers.
page-game-steps = Step through the game
# The label of the move list, for screen readers.
page-game-moves = Moves
# The link to the position before the first move.
page-game-start = Start
page-game-review = Review
# $players is each player's name, side and accuracy, joined by " · ".
page-game-accuracy = Accuracy: { $players }
page-game-no-slips = No slips: the result never changed hands.
page-game-download-pgn = Download PGN
page-game-download-gif = Download the replay (GIF)

## The web pages: the courses.

page-learn-title = Learn the games
page-learn-intro = Each course is a few short lessons: a position, a goal and a few moves. Read them here; play them on Discord, where Sanctum answers your moves and keeps your stars.
# After a course's introduction; $count is its number of lessons (always several).
page-learn-lesson-count = { $count } lessons.
# The courses' description in a link preview.
page-learn-description = Short lessons in Sanctuary Chess, Capture the Scepter and chess.
# $course is the course's title.
page-learn-course-heading = { $course }: the course
# $command is the command that plays the course.
page-learn-play-course = Play the course on Discord with { $command }.
page-learn-every-course = Every course
# The course page's title; $course is the course's title.
page-learn-course-title = Learn { $course }
# After a course's introduction in a link preview; $count is its number of lessons (always several).
page-learn-course-description = { $count } short lessons.
# A link to a game's course; $variant is the game's full name.
page-learn-link = Learn { $variant }
page-learn-courses = Courses
page-learn-lesson-heading = Lesson { $number } of { $of }: { $title }
page-learn-hint = A hint
page-learn-answer = The answer
# One step of a lesson's answer: $move is the move to play, $reply Sanctum's answer to it.
page-learn-answered = { $move }, answered by { $reply }
# $command is the command that plays the lesson.
page-learn-play-lesson = Play it on Discord with { $command }.
page-learn-previous = ← Previous lesson
page-learn-all-lessons = All lessons
page-learn-next = Next lesson →
# The lesson page's title; $course is the course's title, $title the lesson's.
page-learn-lesson-title = { $course } · lesson { $number }: { $title }

## The web pages: puzzles.

# $variant is a game's full name.
page-puzzles-title = { $variant } puzzles
# $command is the command that hands out puzzles.
page-puzzles-intro = Positions where one line wins. Solve them on Discord with { $command }: Sanctum plays the defence and rates you against each puzzle. Here, a few of each kind, easiest first.
page-puzzles-none = No puzzles of this game yet.
# The puzzles' description in a link preview.
page-puzzles-description = Puzzles of { $variant }: find the line that wins.
# $id is the puzzle's id, as Discord shows it.
page-puzzle-title = Puzzle { $id }
# A puzzle's rating, after its goal or its game's name.
page-puzzle-rated = rated { $rating }
# $move is the last move played before the puzzle's position.
page-puzzle-last-move = Last move: { $move }.
page-puzzle-solution = The solution
# $source is where the puzzle comes from: a game, a study.
page-puzzle-source = From { $source }.
# $command is the command that hands out puzzles like this one.
page-puzzle-more = More like it on Discord: { $command }.
# The puzzle page's title; $variant is the game's full name, $id the puzzle's id.
page-puzzle-page-title = { $variant } puzzle { $id }

## The web pages: a server's leaderboards.

page-server-title = Leaderboards
page-server-none = No rated games have finished in this server yet.
# Under a leaderboard that shows only its best players.
page-server-best = The best { $shown } of { $total } players.
page-server-provisional = A rating with a ? is provisional: it settles after a few more games.
# One game's leaderboard in a link preview; $players is how many players it has.
page-server-board-players = { $variant }: { $players } players
# The leaderboards' description in a link preview, when there are none yet.
page-server-description = Sanctum's rating lists of a Discord server.

## The web pages: a player's page.

page-player-leaderboards-link = The server's leaderboards
page-player-none = No rated games in this server yet.
page-player-recent = Recent games
# A player's page's description in a link preview, when they have no rating yet.
page-player-description = A Sanctum player.
page-player-record = { $games ->
    [one] { $games } game: { $wins } won, { $draws } drawn, { $losses } lost
   *[other] { $games } games: { $wins } won, { $draws } drawn, { $losses } lost
}
# The rating graph's description for screen readers; $games is how many points it has (always several), $first and $last the first and last rating, $low and $high the lowest and highest.
page-player-graph-label = { $variant } rating after each of the last { $games } rated games: from { $first } to { $last }, between { $low } and { $high }.

## The web pages: a player's private page to move.

# $side is White or Black, $player the player's name.
page-play-you-play = You play { $side } ({ $player }). This link is yours alone: it lets whoever holds it move for you.
page-play-your-move = Your move
# The button that plays the move chosen in the list.
page-play-submit = Play
page-play-hint = Or click a piece on the board, then where it goes. The arrow keys move between squares; Enter picks.
page-play-not-your-move = It is not your move. This page moves on by itself when it is.
page-play-board-label = The board: pick a piece, then where it goes
page-play-empty = empty
page-play-cancel = Cancel
page-play-which = Which move?
page-play-ask = Play { $move }?
page-play-play = Play { $move }
page-play-playing = Playing { $move }…
page-play-your-turn-not = It is not your move.
page-play-no-move = That piece has no move.
page-play-may-go = { $piece } on { $square } may go to { $squares }.
page-game-review-none = No engine review of this game yet. Either player can ask for one from their own page, or anyone in the game's server with { $review }.
page-play-review-ask = Ask the engine to review this game
page-play-review-ask-note = The engine goes over every move and marks the slips. Its review is posted in the game's channel and shown on the game's page, with its line at each position.
page-play-review-waiting = The engine is reviewing this game. Its review will be posted in the game's channel and shown on the game's page; reload this page to see when it is done.
page-play-review-done = The engine has reviewed this game: see its review and lines on the game's page
page-live-new = A new move was played: see it
page-live-over = The game is over: see how it ended
# A link to the game's public page, followed by page-play-game-page-note.
page-play-game-page = The game's page
page-play-game-page-note = (every move, the PGN; safe to share)
page-play-notes = Your notes
# $command is the command that adds a note.
page-play-notes-hint = Only you see these. Add one with { $command } in Discord.
# A group of moves in the list: $piece is the piece ("White knight"), $square where it stands.
page-play-piece-on = { $piece } on { $square }
# Stands for $piece in page-play-piece-on when the piece is not known.
page-play-a-piece = A piece
page-play-unreadable = That did not read as a move; nothing was played. Pick one from the list.
page-play-expired-title = Link expired
page-play-expired-heading = This link has expired
# $board is the command that gives a fresh link.
page-play-expired-text = Links to play on the web work for a while only. Use { $board } in the game's thread on Discord for a fresh one; the message saying it is your move carries one too.
page-play-replaced-title = Link replaced
page-play-replaced-heading = This link was replaced
# $board is the command that gives a fresh link.
page-play-replaced-text = Its player asked for a new link to play this game, and every earlier one stopped working. If that was you, use the new one from { $board } or from the message saying it is your move.
page-play-needs-link-title = Open your link
page-play-needs-link-heading = Open your link first
# $board is the command that gives a link.
page-play-needs-link-text = This page opens from your own link to play, which Sanctum sends with { $board } and with the message saying it is your move. Open that link in this browser (it keeps a cookie for this game alone, so cookies must be allowed here).
page-play-not-ready-title = Not ready
page-play-not-ready-heading = Not ready yet
page-play-not-ready-text = Sanctum is still starting; nothing was played. Try again in a minute.
# Plain answers to a move sent from the page that could not be read.
page-play-too-large = A move is a few bytes.
page-play-too-slow = The move took too long to arrive.

## What the service puts in the pages (titles, terms, statuses, results)

# A game's title: $variant is the game's full name, $white and $black the players' names.
page-data-game-title = { $variant }: { $white } vs { $black }
# A game's terms: $rated is rated or casual; $days the days per move; $label the
# tournament and round it belongs to, after a space (archive-tournament-label), or nothing.
page-data-game-terms = { $rated ->
        [rated] rated
       *[casual] casual
    }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move{ $label }
# A game going on: $name is the player to move, $side their side (White, Black),
# $deadline when their move is due (a UTC date and time: 2026-11-23 14:05 UTC).
page-data-game-to-move = { $name } ({ $side }) to move, by { $deadline }
# One side's accuracy in a review: $name is the player, $side their side (White,
# Black), $percent the accuracy as a whole number.
page-data-game-accuracy = { $name } ({ $side }) { $percent }%
# One side's clock while the game goes on: $name is the player, $side their side
# (White, Black), $clock the time left ("2d 4h left · bank 6d", bar-left-and-bank).
page-data-game-clock = { $name } ({ $side }): { $clock }
# What stands on a square of a player's page, read out as its label: $color is
# white or black.
page-data-piece-pawn = { $color ->
        [white] White pawn
       *[black] Black pawn
    }
page-data-piece-knight = { $color ->
        [white] White knight
       *[black] Black knight
    }
page-data-piece-bishop = { $color ->
        [white] White bishop
       *[black] Black bishop
    }
page-data-piece-rook = { $color ->
        [white] White rook
       *[black] Black rook
    }
page-data-piece-queen = { $color ->
        [white] White queen
       *[black] Black queen
    }
page-data-piece-king = { $color ->
        [white] White king
       *[black] Black king
    }
page-data-piece-archbishop = { $color ->
        [white] White archbishop
       *[black] Black archbishop
    }
page-data-piece-guard = { $color ->
        [white] White Swiss guard
       *[black] Black Swiss guard
    }
# A Sanctuary Chess pawn on its last rank.
page-data-piece-refugee = { $color ->
        [white] White refugee
       *[black] Black refugee
    }
# What a move does beyond its squares, beside it in the list of moves: $role is the
# piece a pawn becomes (knight, bishop, rook, queen, archbishop, guard, king).
page-data-move-promotes = { $role ->
        [knight] promotes to a knight
        [bishop] promotes to a bishop
        [rook] promotes to a rook
        [archbishop] promotes to an archbishop
        [guard] promotes to a Swiss guard
        [king] promotes to a king
       *[queen] promotes to a queen
    }
page-data-move-refugee = becomes a refugee: it never moves again and cannot be captured
# A tournament's state under its title.
page-data-tournament-open = taking entries
page-data-tournament-cancelled = called off
# $done is how many of the $games games paired so far have finished.
page-data-tournament-running = { $games ->
        [one] running: { $done } of { $games } game finished
       *[other] running: { $done } of { $games } games finished
    }
# $games is how many games it had.
page-data-tournament-finished = { $games ->
        [one] finished: { $games } game
       *[other] finished: { $games } games
    }
# A tournament game without a result yet (a game going on is archive-result-going-on).
page-data-board-not-started = not started yet
# A tournament game that ended without a result of its own (its score is shown otherwise).
page-data-board-forfeit = forfeit
# A player sitting out a round: $name is the player's name.
page-data-bye-pairing = { $name } (bye, a win's points)
page-data-bye-half = { $name } (half-point bye)
page-data-bye-zero = { $name } (not paired)
# Stands for a player Sanctum knows no name for (never their id).
page-data-a-player = a player
# One of a player's recent games: $variant is the game's full name, $opponent the
# other player's name, $side the player's own side (White, Black).
page-data-recent-title = { $variant } vs { $opponent } ({ $side })
# How it went: $verdict is won, lost or drew (archive-verdict-…), $by how it ended
# (archive-by-…), $result the score (1-0, 0-1, 1/2-1/2).
page-data-recent-result = { $verdict } { $by }, { $result }
# Where a puzzle comes from, after page-puzzle-source's "From": Sanctum's own puzzles.
page-data-puzzle-source-starter = Sanctum's own games

## The web pages: the opening explorer on a game's page and on its own.

page-explorer-title = Opening explorer
page-explorer-open = Opening explorer: what people played here
page-explorer-see = See the moves played from this position
page-explorer-move = Move
page-explorer-games = Games
# The column of how the games that played a move ended, in per cent.
page-explorer-results = White / draws / Black
page-explorer-rating = Average rating
page-explorer-from-start = Back to the start position
page-explorer-back-to-game = Back to the game's position

page-activity-title = Sanctum
page-activity-connecting = Connecting to Discord…
page-activity-signing-in = Signing you in through Discord…
page-activity-refused = Discord did not sign you in, so Sanctum cannot show your games. Close the Activity and open it again.
page-activity-outside = This is Sanctum's Activity: open it inside Discord.
page-activity-none = You have no game going on here. Challenge someone with /challenge, then open the Activity again.
page-activity-failed = Sanctum could not load this. Close the Activity and open it again.
page-activity-games = Your games
page-activity-you-play = You play { $side } ({ $player }).
