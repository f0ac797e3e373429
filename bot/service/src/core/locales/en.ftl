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
choice-puzzle-theme-deflection = deflection
choice-puzzle-theme-attraction = attraction
choice-puzzle-theme-capturingdefender = capturing the defender
choice-puzzle-theme-clearance = clearance
choice-puzzle-theme-quietmove = quiet move
choice-puzzle-theme-advancedpawn = advanced pawn
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
# Link buttons: a message's web page, and a player's private link to move on the web.
button-view = View
button-play-on-web = Play on the web

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
refusal-servers-only = This command belongs to a server: use it in a channel of a server Sanctum is in. Games, puzzles and lessons work here too.
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

## The console (`sanctum play`): its own words around the replies it shows.
## Words in backticks are what a person types there, and stay as they are.

# The first line of a session at the keyboard. $db is the database, $pictures the
# folder pictures and files are saved to.
console-banner = Sanctum console on { $db } — pictures go to { $pictures }. Type `help`, or try `alice: challenge @bob sanctuary`.
# After `help`'s list of commands: how lines are written in the console.
console-help =
    In this console every line is `<user>: <command>`, e.g. `alice: challenge sanctuary @bob`, then `bob: accept`, `alice: move e4` (or just `alice: e4`).
    `alice: challenge sanctuary` (no name) is an open challenge: the first to `accept` it plays. `pgn 42`, `board 42` show any game by number.
    Also: `<user>: press <button>` presses a button shown above, `<user>: suggest <start of a move>` lists moves,
    `help <command>` explains one command, `wait 2d` / `wait 3h` moves the clock forward (reminders and time-outs happen), `channel <name>` changes channel, `quit` leaves.
# A command that was answered already (the same interaction twice).
console-already-handled = (already handled)
# $thread is the name the game's thread would have on Discord, $channel the console
# channel the game stays in (its name without the #).
console-game-thread = (on Discord this game would get its own thread, “{ $thread }”; here it stays in #{ $channel })
# Above a challenge's or a game's announcement, drawn again as it is now.
console-announcement-redrawn = (its announcement is redrawn:)
# $thread is the thread's name on Discord, $channel the console channel that stands
# for it (its name without the #).
console-opens-thread = (on Discord this opens the thread “{ $thread }”; here it is #{ $channel })
# Above a reply posted in another channel. $channel is that channel's name, with its #.
console-in-channel = [in { $channel }]
# Above a reply only the one who gave the command sees. $user is their name.
console-only-user-sees = (only { $user } sees this)
# The same where no one gave a command (the clock's or Sanctum's replies).
console-only-you-see = (only you see this)
# Above a direct message. $user is the name of the one it goes to: @bob.
console-direct-message = (direct message to { $user })
# $path is where a board picture was saved.
console-saved-picture = picture: { $path }
# $path is where a reply's file (a game record, an animation) was saved.
console-saved-file = file: { $path }
# $path is where a board picture could not be saved, $error why (the system's words).
console-not-saved-picture = (picture not saved to { $path }: { $error })
# $path is where a reply's file could not be saved, $error why (the system's words).
console-not-saved-file = (file not saved to { $path }: { $error })
# Under a reply with buttons. $labels are the buttons' labels, each in brackets;
# $first is the first one's label in lower case, as it is typed after `press`.
console-buttons = buttons: { $labels } — press one with `<user>: press { $first }`
# Under a reply that pings people. $users are their names, separated by commas.
console-pings = (pings { $users })
# Once, when the console cannot keep its names and buttons for the next run.
# $path is the file it keeps them in, $error why (the system's words).
console-memory-not-kept = (names and buttons will be forgotten after this run: cannot write { $path }: { $error })
# After `channel <name>`. $channel is the channel's name without the #.
console-now-in = (now in #{ $channel })
# After `wait`. $duration is how far, as the console writes spans of time: 1d, 3h 30m.
console-clock-forward = (the clock moves forward { $duration })
# After `press` when no button shown lately has such a label. $typed is what was
# written after `press`.
console-no-button = no recent button matches `{ $typed }`
# After `suggest` when there is nothing to suggest.
console-no-suggestions = (no suggestions: not your move here, or nothing matches)
# After `suggest`. $moves are the suggested moves, separated by commas.
console-suggestions = suggestions: { $moves }
# Under a Sanctuary Chess board: what its two extra pieces' symbols are.
console-board-legend = Ⓐ/ⓐ archbishop, Ⓖ/ⓖ Swiss guard
# Hints for a line the console cannot read, after a "?".
# $max_days is the longest wait, in days; $typed what was written after `wait`.
console-bad-wait = `wait` takes a time like 2d, 3h or 30m, up to { $max_days }d, not `{ $typed }`
console-which-channel = which channel? e.g. `channel general`
console-user-one-word = a user name is one word, e.g. `alice: board`
console-how-to-write = write `<user>: <command>`, e.g. `alice: challenge @bob sanctuary`, or `wait 2d`, or `help`
# A command given without saying who gives it. $command is the command as typed: board.
console-who-says = who says it? e.g. `alice: { $command }`
# A console word misspelt. $near is the word most likely meant (help, wait, channel,
# quit or exit); $how is the hint console-how-to-write, in the same language.
console-did-you-mean = did you mean `{ $near }`? Otherwise { $how }
console-say-something = say something after the colon, e.g. `alice: help`
console-press-which = press which button? e.g. `press accept`

## Blanks in a command shown for the player to fill: `/move move:<your move>`. Keep
## the brackets or the @/# sign, which say it is a blank.

blank-move = <move>
blank-your-move = <your move>
blank-id = <id>
blank-channel = #channel
blank-someone = @someone
blank-half-move = <half-move>
blank-role = @role
blank-them = @them
blank-number = <number>
