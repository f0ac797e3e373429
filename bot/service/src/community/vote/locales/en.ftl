## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

vote-description = Vote in your team's game (against Sanctum or another server): a move, a draw or resigning.
vote-move = The move you want the team to play
vote-draw = Vote to offer (or take) a draw
vote-resign = Vote to resign the game

## Vote chess: why a team's vote, or a team game, was refused. Nothing was changed.

# "team" is the challenge command's option.
vote-refusal-team-against-sanctum = A team plays Sanctum: name Sanctum as the opponent (and a level), or leave out team.
vote-refusal-team-needs-manager = Only members with the Manage Server permission can start or take a team game for the server.
vote-refusal-bad-share = A share of { $share }% of the team can't decide: give 1 to 100.
vote-refusal-not-a-team-game = No team plays here: vote in a team game's channel, or play your own move with { $move }.
# $role is the server role that plays as the team.
vote-refusal-not-on-team = Only members of { $role } vote in this team game.
vote-refusal-not-teams-turn = The other side is to move: vote once it has played.
vote-refusal-too-many-changes = You changed your vote on this move { $limit } times, as often as anyone may. It stands.

## Vote chess: the team's votes, and what they decide.

vote-voted = { $name } voted.
# $move is the move's number in the game; $tally the moves voted for, each with its votes and voters.
vote-standing-votes = Votes for move { $move }: { $tally }.
vote-standing-none = Votes for move { $move }: none yet.
# $share is the percentage of the team whose votes play the move (100: all of them); $deadline a moment.
vote-standing-count = { $counted } of the { $members } on the team voted; the move is played when { $share ->
        [100] all have
       *[other] { $share }% have
    }, or { $deadline } at the latest.
vote-standing-draw = { $votes } for a draw (a majority decides).
vote-standing-resign = { $votes } for resigning (a majority decides).
vote-majority-resign = A majority of the team votes to resign.
vote-majority-draw = A majority of the team votes to offer a draw.
vote-decided-everyone = Everyone on the team has voted: the team plays its move.
vote-decided-enough = Enough of the team has voted: the team plays its move.
vote-time-up = Time is up for the team's vote.
vote-deadline-move = The move with most votes is played (a tie goes to the move voted first).
# $vote is the vote command.
vote-joined = You joined the team: { $members } on it now. Vote for each move with { $vote }.
vote-joined-already = You are on the team already ({ $members } on it). Vote for each move with { $vote }.
