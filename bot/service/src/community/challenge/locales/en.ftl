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

## Challenges as posted, taken, turned down, withdrawn and lapsed.

# The terms of a challenge, after its game's name: "rated, 2 days per move, alice plays White". $rated is rated or casual; $colours is who plays which side (challenge-colours-…, lobby-colours-…).
challenge-terms = { $rated ->
        [rated] rated
       *[casual] casual
    }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move, { $colours }
# $name is the challenger's name.
challenge-colours-white = { $name } plays White
challenge-colours-black = { $name } plays Black
challenge-colours-random = colours drawn at random
# $variant is the game's name (in bold); $terms is challenge-terms.
challenge-open-post = { $challenger } posts an open challenge: { $variant } — { $terms }.
# $accept is the Accept button.
challenge-open-answer = Anyone here may { $accept } it — the first to do so plays. It expires { $expires }.
challenge-post = { $challenged }, { $challenger } challenges you to { $variant } — { $terms }.
challenge-rematch-post = { $challenged }, { $challenger } asks you for a rematch of { $variant } — { $terms }.
# $accept and $decline are the buttons.
challenge-answer = { $accept } or { $decline }; the challenge expires { $expires }.
# $variant is the game's name; $next when the role may be pinged again.
challenge-role-pinged-recently = The { $variant } players' role was called a moment ago, so it is not pinged again before { $next }.
# The headline of a new game: $name accepted; $variant is the game's name (in bold); $white and $black are the players' names; $rated is rated or casual; $game the game's number.
challenge-accepted = { $name } accepted! { $variant } — { $white } (White) vs { $black } (Black), { $rated ->
        [rated] rated
       *[casual] casual
    }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move: game { $game }.
challenge-played-in = The game is played in { $channel }.
challenge-declined = { $name } declined the challenge from { $challenger }.
challenge-withdrawn = { $name } withdrew the challenge to { $challenged }.
challenge-open-withdrawn = { $name } withdrew the open challenge.
challenge-expired = The challenge from { $challenger } to { $challenged } expired: nobody answered within { $challenge_hours } hours.
challenge-open-expired = The open challenge from { $challenger } expired: nobody took it within { $challenge_hours } hours.

## Refusals of challenges and their answers. Nothing was changed.

challenge-refusal-self = You can't challenge yourself. Pick someone else in the server.
challenge-refusal-bot = Bots can't play, except Sanctum itself: challenge a person, or Sanctum.
challenge-refusal-not-a-member = { $user } isn't a member of this server, so they could never answer. Challenge someone here.
# team_role, share and team:true are the challenge command's options as players type them.
challenge-refusal-team-options-without-team = team_role and share are for a team game: add team:true.
# anywhere:true, min_rating and max_rating are the challenge command's options as players type them.
challenge-refusal-range-without-lobby = A rating range is for a challenge to every server: add anywhere:true, or leave out min_rating and max_rating.
challenge-refusal-no-challenge = There is no open challenge for you in this channel.
challenge-refusal-not-challenged = Only { $challenged } can answer this challenge.
challenge-refusal-not-challenger = Only { $challenger } can withdraw this challenge.
challenge-refusal-not-yours = This challenge isn't yours to answer.
# $challenge is the command to post a challenge.
challenge-refusal-taken = Too late: { $by } already accepted this challenge. Post one of your own with { $challenge }.
challenge-refusal-level-for-person = A level is only for games against Sanctum itself: leave it out when you challenge a person.
