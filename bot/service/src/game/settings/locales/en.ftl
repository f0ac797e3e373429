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

## The server's settings, shown or changed. $settings is the list of them: the settings-list messages, joined by commas and semicolons.

settings-shown = Server settings: { $settings }.
# $name changed them.
settings-changed = { $name } changed the server settings: { $settings }.

## The items of the settings' list: each is a part of settings-shown or settings-changed, in lower case.

settings-list-days = { $days ->
    [one] { $days } day per move
   *[other] { $days } days per move
}
settings-list-rated = rated by default
settings-list-casual = casual by default
settings-list-threads = each game in its own thread
settings-list-no-threads = games played in the channel
settings-list-web = the leaderboards and players' pages on the web
settings-list-no-web = no leaderboards or players' pages on the web
settings-list-board-to-move = a game's board turned to the side to move
settings-list-board-white = a game's board with White at the bottom
settings-list-no-bank = no time bank
# $factor times the days per move: 2× the days per move.
settings-list-bank = a time bank of { $factor }× the days per move in new games
# $variant is a game's name, $role a server role.
settings-list-seek-role = open { $variant } challenges ping { $role }
# How often those roles may be pinged; follows the last settings-list-seek-role after a comma.
settings-list-ping-every-time = every time
# $wait is a span of time: 30m, 1h 30m.
settings-list-ping-at-most = at most once every { $wait }
settings-list-daily-puzzle = the daily puzzle is posted in { $channel }
settings-list-course-role = finishing the { $variant } course gives { $role }
settings-list-organiser-role = { $role } may create tournaments and captain matches
settings-list-lobby = in the lobby across servers, shown in { $channel }

## Settings refused. Nothing was changed.

settings-refusal-needs-manage-server = Only members with the Manage Server permission can change the settings.
# course_variant is the option's name, as players type it.
settings-refusal-course-role-needs-variant = Name the game whose course gives that role: course_variant.
# $settings is the command with the options to give.
settings-refusal-seek-role-needs-variant = Say which game's open challenges should ping that role: { $settings }.
# $bank is the number given, $max the largest time bank.
settings-refusal-bad-bank = A time bank of { $bank } isn't possible: give 0 (no bank) up to { $max }, in days per move (2 gives a 3-day game 6 spare days per player). Nothing was changed.
settings-refusal-bad-ping-wait = A wait of { $minutes } minutes between role pings isn't possible: give 0 (every open challenge pings) up to { $max } minutes. Nothing was changed.

## Languages

settings-language = The language Sanctum posts in here (default: the server's language on Discord)
settings-list-language = channels read { $language }
settings-list-language-discord = channels read the server's language on Discord
