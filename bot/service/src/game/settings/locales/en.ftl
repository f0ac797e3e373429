## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

settings-description = Show or change this server's Sanctum settings (Manage Server only).
settings-days = Default days per move for new challenges
settings-rated = Whether new games are rated by default
settings-threads = Whether each game gets its own thread
settings-seek_variant = The game whose open challenges ping seek_role (alone: stop pinging)
settings-seek_role = The role to ping when someone posts an open challenge for seek_variant
settings-bank = Spare time per player in new games, in days per move (0: none; default: { $default_bank })
settings-ping_every = Minutes at least between two pings of a game's role (0: every time; default: { $default_role_ping_minutes })
settings-daily_puzzle = Post a daily puzzle in this channel
settings-daily_puzzle_off = Stop posting the daily puzzle
settings-course_variant = The game whose course course_role rewards (alone: stop giving it)
settings-course_role = A role to give whoever finishes the course of course_variant
settings-organiser_role = A role whose members may create tournaments and captain matches, as managers may
settings-organiser_role_off = Let only managers create tournaments
settings-web = Whether the leaderboards and players' pages are on the web (default: no)
settings-boards_turn = Whether a game's board turns to the side to move (default: yes) or keeps White at the bottom
settings-lobby = Join Sanctum's lobby across servers, shown in this channel
settings-lobby_off = Leave the lobby across servers (games going on go on)
