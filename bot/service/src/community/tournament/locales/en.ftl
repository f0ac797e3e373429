## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

tournament-description = Round robins and Swiss tournaments over days: create, join, start, standings.
tournament-action = create, join, leave, start, standings, trf, bye, cancel or list
tournament-variant = create: the game (default: Sanctuary Chess)
tournament-format = create: round robin, double round robin or Swiss
tournament-days = create: days per move
tournament-players = create: the most entrants (round robin 3-16, Swiss 4-1000); it starts when full
tournament-rounds = create: a Swiss tournament's rounds (1-15, default 5)
tournament-round_days = create: a Swiss round's time limit in days (default 30), then Sanctum adjudicates
tournament-timeouts = create: losses on time that withdraw a player (default 2)
tournament-rated = create: rated or casual
tournament-starts_in = create: start after this many hours with whoever joined (1-720)
tournament-min_games = create: entry needs this many rated games of the game here
tournament-min_rating = create: entry needs a rating here of at least this
tournament-max_rating = create: entry needs a rating here of at most this
tournament-round = create: late entries until this Swiss round; bye: the round to sit out
tournament-number = The tournament's number (default: the newest here)

## Tournaments: a tournament's name in what players read.

# $number is the tournament's number; $variant the game's name (Sanctuary Chess); $format is round_robin, double_round_robin or swiss.
tournament-title = { $format ->
    [swiss] Tournament { $number } ({ $variant } Swiss)
    [double_round_robin] Tournament { $number } ({ $variant } double round robin)
   *[round_robin] Tournament { $number } ({ $variant } round robin)
}

## Tournaments: who may enter, as part of a sentence ("Open to players with …", "This tournament takes players with …").

tournament-conditions-games = { $games ->
    [one] at least { $games } rated game here
   *[other] at least { $games } rated games here
}
tournament-conditions-rating-between = a rating of { $min } to { $max }
tournament-conditions-rating-min = a rating of at least { $min }
tournament-conditions-rating-max = a rating of at most { $max }
# $games is the condition on games played (tournament-conditions-games), $rating the one on the rating.
tournament-conditions-both = { $games } and { $rating }

## Tournaments: refusals. Nothing was changed.

tournament-refusal-no-such = There is no tournament { $number } in this server. { $list } shows the current ones.
# $create is the command to create one; the English has no full stop after it.
tournament-refusal-none-open = No tournament is open for entries here. A member with Manage Server can create one with { $create }
tournament-refusal-none-yet = No tournament here yet. A member with Manage Server can create one with { $create }
tournament-refusal-started = That tournament has already started.
tournament-refusal-over = That tournament is over.
tournament-refusal-cancelled = That tournament was cancelled.
tournament-refusal-still-open = That tournament is still open.
tournament-refusal-full = Every place in that tournament is taken.
tournament-refusal-already-in = You have already joined that tournament.
tournament-refusal-not-in = You are not in that tournament.
tournament-refusal-too-few = It needs at least { $need } players to start; { $have } joined so far.
tournament-refusal-not-organiser = Only the tournament's creator or a member with Manage Server can do that.
tournament-refusal-cannot-create = Only members with the Manage Server permission can create tournaments here.
# $role is the server's role for tournament organisers.
tournament-refusal-cannot-create-role = Only members with the Manage Server permission or the { $role } role can create tournaments here.
# $needs is the entry conditions (tournament-conditions-…); $games and $rating are the player's.
tournament-refusal-not-eligible = { $games ->
    [one] This tournament takes players with { $needs }; you have { $games } rated game and a rating of { $rating } here.
   *[other] This tournament takes players with { $needs }; you have { $games } rated games and a rating of { $rating } here.
}
# $option is the command's option as typed (players, rounds, timeouts…): keep it as it is.
tournament-refusal-out-of-range = `{ $option }` must be from { $min } to { $max } for this tournament.
tournament-refusal-not-swiss = Byes are for Swiss tournaments: in a round robin everyone plays everyone.
tournament-refusal-no-bye-round = No round is left to ask a bye for (not the last round, and not one that has begun).
tournament-refusal-bye-round = Ask for a bye in round { $first } to { $last }: not one that has begun, nor the last.
tournament-refusal-bye-taken = { $limit ->
    [one] You already have the { $limit } half-point bye a player may ask for.
   *[other] You already have the { $limit } half-point byes a player may ask for.
}
tournament-refusal-too-many-open = This server already has { $limit } tournaments taking entries; start or cancel one first.

## Tournaments: joining, leaving, cancelling, and the server's list. $title is the tournament's name (tournament-title).

tournament-joined-late = You are in { $title }: you are paired from round { $round } on; the rounds already begun count as absent.
tournament-joined-full = You are in { $title }: it is full and starts now.
tournament-joined = You are in { $title }: { $count } of { $max } players so far. Your games start when it does.
tournament-left = You have left { $title }.
# $name is who cancelled it.
tournament-cancelled-by = { $title } was cancelled by { $name }.
tournament-called-off = { $title } was called off: { $joined } joined by its start time, and it needs { $need }.
# One line of the list; $rated is rated or casual, $days the days per move.
tournament-list-open = { $title } — { $rated ->
        [rated] rated
       *[casual] casual
    }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move: taking entries ({ $count }/{ $max })
tournament-list-running = { $title } — { $rated ->
        [rated] rated
       *[casual] casual
    }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move: under way, { $count } players

## Tournaments: the announcement (the card), redrawn as entries come and go.

# $title is the tournament's name, in bold; $rated is rated or casual; $days the days per move; $round_days a round's time limit in days.
tournament-card-swiss = { $title } — { $rated ->
        [rated] rated
       *[casual] casual
    }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move, { $rounds } rounds, each paired when the one before has ended or after { $round_days ->
        [one] { $round_days } day
       *[other] { $round_days } days
    } (then Sanctum adjudicates what is still going).
tournament-card-round-robin = { $title } — { $rated ->
        [rated] rated
       *[casual] casual
    }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move, every game started at once.
# $needs is the entry conditions (tournament-conditions-…).
tournament-card-conditions = Open to players with { $needs }.
tournament-card-timeouts = { $timeouts ->
    [one] A loss on time withdraws a player.
   *[other] { $timeouts } losses on time withdraw a player.
}
# $names is the entrants' names, separated by commas.
tournament-card-players = Players ({ $count }/{ $max }): { $names }
tournament-card-no-players = Players ({ $count }/{ $max }): nobody yet
# $at is when it starts ("in 2 days"); $min the fewest players it starts with; $creator who created it; $start the command that starts it.
tournament-card-starts-at = It starts { $at } with everyone who has joined by then (at least { $min }), or sooner when { $max } have joined or { $creator } starts it with { $start } (at least { $min }).
tournament-card-starts-when-full = It starts when { $max } have joined, or when { $creator } starts it with { $start } (at least { $min }).
tournament-card-late-entries = Under way: late entries until round { $round } begins (rounds missed count as absent).
tournament-card-closed = Started: entries are closed.
tournament-card-finished = Finished.
tournament-card-cancelled = Cancelled.

## Tournaments: its own thread, its start, its rounds and games. $headline is in bold.

# $title is the tournament's name, in bold; $standings the command that shows the standings.
tournament-thread-opened = { $title }: its rounds, results, standings and podium are posted here; each game is played in a thread of its own. Standings at any time: { $standings }.
# $headline is the tournament's name and round; $white and $black the players' names; $game the game's number.
tournament-game-started = { $headline }: { $white } (White) vs { $black } (Black), game { $game }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move.
# $headline says that the tournament has started.
tournament-started-swiss = { $headline } { $players } players, { $rounds } rounds, each paired when the one before has ended ({ $rated ->
        [rated] rated
       *[casual] casual
    }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move). Round 1's { $games } games start now. Pairing numbers, by rating:
tournament-started-round-robin = { $headline } { $players } players, { $games } games, all of them starting now ({ $rated ->
        [rated] rated
       *[casual] casual
    }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move). Pairing numbers, drawn by lot:
tournament-started-bye = { $name } has the bye in round { $round } (a win's point).
tournament-started-standings = Each game has a thread named for its round. Standings: { $standings }.
tournament-pairing-board = Board { $board }: { $white } (White) vs { $black } (Black)
tournament-pairing-bye = { $name } has the bye this round (a win's point).
tournament-pairing-half-bye = { $name } sits this round out with the half-point bye they asked for.
tournament-bye-asked = { $player } will sit out round { $round } of { $title } with a half-point bye.

## Tournaments: results, withdrawals, adjudication and the podium.

# $headline is the tournament's name and round; $score a result such as 1–0; $done and $total count games.
tournament-result = { $headline }: { $white } { $score } { $black } (game { $game }). { $done } of { $total } games finished.
tournament-result-swiss = { $headline }: { $white } { $score } { $black } (game { $game }). { $done } of { $total } games of the round finished.
# $score is 1–0 or 0–1.
tournament-score-forfeit = { $score } (forfeit)
# $losses is the player's losses on time.
tournament-withdrawn = { $losses ->
    [one] { $player } has lost { $losses } game of { $title } on time and is withdrawn: their games still going are forfeited.
   *[other] { $player } has lost { $losses } games of { $title } on time and is withdrawn: their games still going are forfeited.
}
tournament-withdrawn-swiss = { $losses ->
    [one] { $player } has lost { $losses } game of { $title } on time and is withdrawn: their games still going are forfeited, and they are not paired again.
   *[other] { $player } has lost { $losses } games of { $title } on time and is withdrawn: their games still going are forfeited, and they are not paired again.
}
tournament-forfeited = { $player } was withdrawn from the tournament: this game is forfeited, and { $winner } wins it.
# $side is White or Black.
tournament-eval-forced-win = a forced win for { $side }
# $score is the engine's evaluation in pawns, such as +3.40.
tournament-eval-score = { $score } (White's view)
# $eval is the evaluation (tournament-eval-…); $nodes the search's size in millions; $pawns the lead that counts as clearly winning, such as 3.00; $winner a player's name.
tournament-adjudicated-win = Round { $round }'s time limit ({ $days ->
        [one] { $days } day
       *[other] { $days } days
    }) has passed: Sanctum adjudicated this game at full strength ({ $nodes } million nodes). Evaluation: { $eval }; a side needs { $pawns } pawns or a forced win, and { $winner } is clearly winning, so wins.
tournament-adjudicated-draw = Round { $round }'s time limit ({ $days ->
        [one] { $days } day
       *[other] { $days } days
    }) has passed: Sanctum adjudicated this game at full strength ({ $nodes } million nodes). Evaluation: { $eval }; a side needs { $pawns } pawns or a forced win, and neither side is clearly winning, so it is a draw.
# One place of the podium: $medal is 🥇, 🥈 or 🥉; $points such as 2.5.
tournament-podium-place = { $medal } { $player } — { $points } points
tournament-final-standings = Final standings:

## Tournaments: the standings.

# $title is the tournament's name, in bold.
tournament-standings-heading = { $title } — { $done } of { $total } games finished.
# A player's name in the standings, after they left the tournament.
tournament-standings-withdrawn = { $name } (withdrawn)
# $meanings is the tie-breaks below, separated by semicolons.
tournament-tiebreak-key = Ties are broken by, in order: { $meanings }.
# $acronym is the tie-break's short name as the standings show it (BH, SB, DE…): keep it as it is.
tournament-tiebreak-points = { $acronym } points
tournament-tiebreak-buchholz = { $acronym } (Buchholz): the opponents' points added up
tournament-tiebreak-buchholz-cut1 = { $acronym } (Buchholz cut 1): the opponents' points added up, the weakest one's left out
tournament-tiebreak-sonneborn-berger = { $acronym } (Sonneborn-Berger): the points of the opponents beaten, and half of those drawn with
tournament-tiebreak-direct-encounter = { $acronym } (direct encounter): the points scored against the players level on points, – when none is
tournament-tiebreak-wins = { $acronym } (wins): the games won, byes and forfeits included
tournament-tiebreak-games-won = { $acronym } (games won): the games won over the board
tournament-trf = { $title } as a FIDE TRF file: each player's line has their opponent, colour and result per round (blank while a game goes on).

## Headlines, in bold. $title is the tournament's title.

tournament-headline-started = { $title } has started!
tournament-headline-round = { $title }, round { $round }
tournament-headline-round-of = { $title }: round { $round } of { $rounds }
tournament-headline-over = { $title } is over!
tournament-list-heading = Tournaments here

## The crosstable picture: its headers, cells and key, and its alt text. Cells are
## narrow: keep the short words short.

# The column of pairing numbers.
crosstable-number = No.
crosstable-player = Player
# A Swiss round's column: R1, R2…
crosstable-round = R{ $round }
# A Swiss cell: the colour played (W or B), the opponent's pairing number, the result (1, ½, 0).
crosstable-white = W{ $number } { $result }
crosstable-black = B{ $number } { $result }
crosstable-bye = bye { $result }
# Under the title: $tiebreaks are the tie-breaks' acronyms (BH, SB…), kept as they are.
crosstable-final = final standings · points, then { $tiebreaks }
crosstable-so-far = standings so far · points, then { $tiebreaks }
crosstable-number-key = No.: the pairing number, which the rounds' cells name
# $rows: crosstable-alt-row items joined with semicolons.
crosstable-alt = Crosstable of { $tournament }: { $rows }.
crosstable-alt-row = { $place }. { $name }, { $points } points
