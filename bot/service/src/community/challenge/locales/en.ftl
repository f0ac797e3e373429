## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

challenge-description = Challenge someone, anyone here, or Sanctum itself to Sanctuary Chess, Capture the Scepter or chess.
challenge-variant = Which game
challenge-opponent = Who to play (leave out for an open challenge anyone here may accept)
challenge-color = Your colour (default: random)
challenge-days = Days per move (default: the server's setting)
challenge-rated = Rated or casual (default: the server's setting)
challenge-level = Sanctum's strength { $min_level }-{ $max_level } when you challenge Sanctum (default: { $default_level })
challenge-team = The server plays as a team, voting on each move: against Sanctum, or anywhere:true for teams
challenge-team_role = team: only this role's members vote
challenge-share = team: the share of the team, in percent, whose votes play a move early (default: all)
challenge-anywhere = Post it to every server in Sanctum's lobby, for anyone there to accept
challenge-min_rating = anywhere: the least global rating of whoever accepts
challenge-max_rating = anywhere: the greatest global rating of whoever accepts
