## Shared by every feature: options several commands take.

your-game = One of your games by number (default: this channel's game)

## The games' names.

variant-chess = Chess
variant-scepter = Capture the Scepter
variant-sanctuary = Sanctuary Chess

## The answers that are buttons, as help lists them.

buttons-challenge = answer a challenge made to you (anyone may accept an open one)
buttons-cancel = withdraw your own challenge
buttons-rematch = ask your opponent for a rematch, colours swapped, under a finished game
buttons-resign = confirm that you resign, after the resign command
buttons-draw = answer your opponent's draw offer
buttons-takeback = answer your opponent's takeback request
buttons-confirm = play or drop the move you chose, when your preferences ask to confirm moves
buttons-review = review a finished game, under its game-over message

## Windows of time looking back, for limits.

window-hours = { $n ->
    [one] the last hour
   *[other] the last { $n } hours
}
window-minutes = { $n ->
    [one] the last minute
   *[other] the last { $n } minutes
}

## Refusals: why a command did not happen. Nothing was changed.

refusal-challenge-accepted = This challenge was already accepted.
refusal-challenge-declined = This challenge was declined.
refusal-challenge-withdrawn = This challenge was withdrawn.
refusal-challenge-expired = This challenge expired: challenges last { $challenge_hours } hours.
refusal-challenge-open = This challenge is still open.
refusal-not-in-lobby = This server is not in Sanctum's lobby across servers. A manager can join it with { $join }; until then, challenge someone here.
refusal-vote-instead = The team plays this game by vote: vote for the move you want with { $vote }.
refusal-lobby-names-no-one = A challenge to every server is open to anyone: leave out the opponent and the level.
# $thing is challenge, game or match.
refusal-gone = { $thing ->
    [challenge] That challenge no longer exists: this button is out of date.
    [match] That match no longer exists: this button is out of date.
   *[game] That game no longer exists: this button is out of date.
}
refusal-channel-busy = This channel already has a game going. Play it out, or challenge in another channel.
refusal-duplicate-challenge = You two already have an open challenge in this channel. Wait for an answer, or withdraw it first with { $cancel }.
refusal-no-game = There is no game in this channel. Start one with { $start }.
refusal-game-elsewhere = { $count ->
    [one] There is no game in this channel. Yours is in { $places }.
   *[other] There is no game in this channel. Yours are in { $places }.
}
refusal-game-over = That game is already over. Start a new one with { $start }.
refusal-not-a-player = You are not playing in this game.
refusal-not-your-turn = It's not your turn: { $to_move } is to move.
refusal-already-moved = It's not your turn: your move { $last } is on the board, and it's { $to_move }'s turn now.
refusal-moved-on = The game has moved on since you looked: nothing was played. Look at the new position ({ $board }) and try again.
refusal-nothing-to-solve = You have no puzzle or lesson open. Start one with { $puzzle } or { $learn }.
refusal-no-such-lesson = The { $variant } course has lessons 1 to { $lessons }.
refusal-already-open = Your open challenge in this channel is still waiting for a taker. Wait, or withdraw it first with { $cancel }.
refusal-own-open-challenge = That's your own open challenge: someone else has to accept it. You can withdraw it with { $cancel }.
refusal-bad-game-number = { $typed } is not a game number. Games are numbered 1, 2, 3…; { $games } shows yours.
refusal-no-such-game = There is no game { $number } in this server. { $games } shows yours.
refusal-too-many-challenges = You have made { $limit } challenges in this server in { $window }. You can challenge again { $until }.
refusal-too-many-waiting = You already have { $limit } challenges waiting for an answer in this server. Cancel one, or wait: the first lapses { $until }.
refusal-challenged-recently = You challenged { $challenged } a moment ago and the challenge was turned down or withdrawn. You can challenge them again { $until }.
refusal-too-many-engine-games = You already play { $limit } games against Sanctum, as many as anyone may at once. Finish or resign one first.
refusal-too-many-reviews = You have asked for { $limit } reviews in this server in { $window }. You can ask again { $until }.
refusal-too-many-exercises = You have opened { $limit } puzzles and lessons in { $window }. You can open another { $until }.
refusal-too-many-web-moves = This page has sent { $limit } moves in { $window }: nothing was played. Send another { $until }.

## Failures on Sanctum's side.

failure-busy = The game database is busy right now. Please try again in a moment.
failure-disk-full = I could not save that: the server's disk is full. Nothing was changed; please tell the server's admins.
failure-other = Something went wrong on my side and nothing was changed. Please try again; if it keeps happening, tell the server's admins.

## Menu choices, as Discord lists an option's values (at most 100 characters).

choice-variant-sanctuary = sanctuary
choice-variant-scepter = scepter
choice-variant-chess = chess
choice-color-white = white
choice-color-black = black
choice-color-random = random
choice-days-1 = 1 day
choice-days-2 = 2 days
choice-days-3 = 3 days
choice-days-5 = 5 days
choice-days-7 = 7 days
choice-days-10 = 10 days
choice-days-14 = 14 days
choice-puzzle-theme-sanctuary = sanctuary (two safe pieces)
choice-puzzle-theme-refugee = refugee
choice-puzzle-theme-scepter = scepter (king on e1/e8)
choice-puzzle-theme-slide = sliding pawn
choice-puzzle-theme-mate = mate
choice-puzzle-theme-material = win material
choice-puzzle-theme-fork = fork
choice-puzzle-theme-pin = pin
choice-puzzle-theme-skewer = skewer
choice-puzzle-theme-discoveredattack = discovered attack
choice-puzzle-theme-doublecheck = double check
choice-puzzle-theme-hangingpiece = hanging piece
choice-puzzle-theme-trappedpiece = trapped piece
choice-puzzle-theme-sacrifice = sacrifice
choice-puzzle-theme-backrankmate = back-rank mate
choice-puzzle-theme-promotion = promotion
choice-puzzle-theme-sanctuaryrace = sanctuary race
choice-puzzle-theme-stoprefugee = stopping a refugee
choice-puzzle-theme-scepterwalk = the king's walk to the scepter
choice-puzzle-theme-onemove = one move
choice-puzzle-theme-short = two moves
choice-puzzle-theme-long = three moves or more
choice-tournament-action-create = create
choice-tournament-action-join = join
choice-tournament-action-leave = leave
choice-tournament-action-start = start
choice-tournament-action-standings = standings
choice-tournament-action-trf = trf
choice-tournament-action-bye = bye
choice-tournament-action-cancel = cancel
choice-tournament-action-list = list
choice-tournament-format-round-robin = round-robin
choice-tournament-format-double-round-robin = double-round-robin
choice-tournament-format-swiss = swiss
choice-scope-server = server
choice-scope-global = global
choice-orientation-to-move = to-move
choice-orientation-mine = mine
choice-theme-classic = classic
choice-theme-contrast = contrast
choice-theme-colorblind = colorblind

## Buttons' labels (at most 80 characters).

button-accept = Accept
button-decline = Decline
button-cancel = Cancel
button-yes-resign = Yes, resign
button-accept-draw = Accept draw
button-allow-takeback = Allow takeback
button-refuse = Refuse
button-rematch = Rematch
button-review = Review
button-confirm = Confirm
button-next-puzzle = Next puzzle
button-give-up = Give up
button-solve = Solve
button-next-lesson = Next lesson
button-join = Join
button-leave = Leave
button-join-the-team = Join the team
button-accept-match = Accept match
button-refuse-all-from-this-server = Refuse all from this server
button-sign-up = Sign up

## What a face received that is not a command. $usage shows how the command is given.

unreadable-missing-variant = Which game? Choose { $choices }: { $usage }.
unreadable-missing = { $command } needs its { $option }: { $usage }.
unreadable-no-value = { $option } needs a value after it: { $usage }.
unreadable-bad-variant = I don't know the game { $value }: choose { $choices }. Usage: { $usage }.
unreadable-bad-days = { $value } days per move isn't offered: choose { $days } or { $last_days } days. Usage: { $usage }.
# $article is "a" or "an", for English only.
unreadable-bad-choice = { $value } isn't { $article } { $option }: choose { $choices }. Usage: { $usage }.
unreadable-bad-bool = { $value }: write { $yes } or { $no } for { $option }. Usage: { $usage }.
unreadable-bad-flag = { $value }: { $option } takes no value. Usage: { $usage }.
unreadable-bad-page = { $value } is not a page number: write 1, 2, 3… up to { $max }. Usage: { $usage }.
unreadable-bad-number = { $value } is not a number: { $option } takes { $lo } to { $hi }. Usage: { $usage }.
unreadable-bad-other = { $value } can't be a { $option } here. Usage: { $usage }.
unreadable-unknown-command = I don't know the command { $name }: { $help } lists the ones I have.
unreadable-unknown-command-near = I don't know the command { $name }. Did you mean { $near }? { $help } lists the ones I have.
unreadable-unknown-option = { $command } has no option { $option }. Usage: { $usage }.
unreadable-unknown-option-near = { $command } has no option { $option }. Did you mean { $near }? Usage: { $usage }.

## Where a game is played.

game-in-thread = The game is played in its own thread: { $thread }.

## What a face itself says.

face-sorry = Sorry, Sanctum could not finish answering that. Use { $board } to see where your game stands.
face-review-lost = The review was lost on my side. Please ask for it again.
face-dead-button = This button no longer works. { $games } shows where your games stand.
face-servers-only = Sanctum games are played in servers: use this command in a server channel.
# $places lists channels, each with Discord's reason in brackets.
face-posts-refused = Done, but Discord refused Sanctum's post in { $places }. Check that the channel still exists and that Sanctum may view it, send messages and attach files there.
face-a-channel = a channel ({ $why })

## Words that stand out: the same in every language.

emphasis = { $words }

## Spans of time, short, as the console shows them: 2d 4h, 30m.

duration-under-minute = less than a minute
duration-minutes = { $m }m
duration-hours = { $h }h
duration-hours-minutes = { $h }h { $m }m
duration-days = { $d }d
duration-days-hours = { $d }d { $h }h
moment-in = in { $duration }
moment-ago = { $duration } ago

## Language choices

choice-language-discord = the server's language on Discord
choice-language-en = English
choice-language-de = Deutsch
choice-language-fr = Français
choice-language-es = Español
choice-language-pt-br = Português do Brasil
choice-language-ru = Русский
choice-language-zh-cn = 简体中文
