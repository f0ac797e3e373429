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
