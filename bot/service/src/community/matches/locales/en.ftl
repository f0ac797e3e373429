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
