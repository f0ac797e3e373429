## Refusals of challenges to the lobby across servers. Nothing was changed.

# rated, min_rating and max_rating are the challenge command's options as players type them.
lobby-refusal-teams-play-casual = A game between teams is casual and open to every server in the lobby: leave out rated, min_rating and max_rating.
lobby-refusal-bad-range = A rating range from { $min } up to { $max } admits nobody: make min_rating at most max_rating.
# $range is a lobby-range message ("from 1400 to 1600"); $variant the game's name; $rating the player's own. anywhere:true is the option as players type it.
lobby-refusal-outside-range = This challenge asks for a rating { $range } in { $variant } across servers, and yours is { $rating }. Look for another in the lobby, or post your own with anywhere:true.

## Rating ranges, after "a rating" or "ratings".

lobby-range-between = from { $min } to { $max }
lobby-range-at-least = of at least { $min }
lobby-range-at-most = of at most { $max }
lobby-range-any = of any

## Challenges to every server in the lobby, as each server sees them.

# The challenger as another server reads them: $name is their name.
lobby-challenger-elsewhere = { $name } (from another server)
lobby-colours-white = the challenger plays White
lobby-colours-black = the challenger plays Black
# $challenger is the challenger; $variant the game's name (in bold); $terms is challenge-terms.
lobby-post = { $challenger } challenges every server in Sanctum's lobby: { $variant } — { $terms }.
# As lobby-post, for a challenge asking a rating range: $range is a lobby-range message, $game the game's name again.
lobby-post-ranged = { $challenger } challenges every server in Sanctum's lobby: { $variant } — { $terms }, for global ratings { $range } in { $game }.
# $accept is the Accept button.
lobby-post-answer = Anyone in a server of the lobby may { $accept } it — the first to do so plays, each from their own server.
lobby-expires = It expires { $expires }.
# A team's challenge in its own server: $poster is the manager who posted it; $variant the game's name (in bold).
lobby-team-post-home = { $poster } and this server challenge every server in Sanctum's lobby to vote chess: { $variant } — team against team, casual, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move; each side's members vote on its moves in their own server, unseen by the other side.
# A team's challenge in other servers: $team is the team's name.
lobby-team-post = { $team } (another server) challenges every server in Sanctum's lobby to vote chess: { $variant } — team against team, casual, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move; each side's members vote on its moves in their own server, unseen by the other side.
# $accept is the Accept button.
lobby-team-answer = A server manager may { $accept } it for their whole server.

## The lobby's challenges in the games list.

# $heading is "Challenges in the lobby across servers" (in bold); $channel the lobby channel.
lobby-list-heading = { $heading } (take one in { $channel })
# One challenge: $name is who posted it, $game the game (lobby-list-vote-chess for a team's), $rated is rated or casual; then when it lapses.
lobby-list-item = { $name }: { $game }, { $rated ->
        [rated] rated
       *[casual] casual
    }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move — expires { $expires }
# As lobby-list-item, for a challenge asking a rating range: $range is a lobby-range message.
lobby-list-item-ranged = { $name }: { $game }, { $rated ->
        [rated] rated
       *[casual] casual
    }, { $days ->
        [one] { $days } day
       *[other] { $days } days
    } per move, ratings { $range } — expires { $expires }
lobby-list-vote-chess = { $variant } (vote chess, for a manager to take)
# $more is how many more are not listed.
lobby-list-more = …and { $more } more.

## The lobby's list's title, in bold.

lobby-list-title = Challenges in the lobby across servers
