## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

note-description = Keep a private note on a position of your game (only you ever see it).
note-text = Your note
note-ply = Which position: after this many half-moves, 0 for the start (default: the current one)

notes-description = See your private notes on a game (or take a position's back).
notes-delete = Take back your notes on this position (after this many half-moves)

## Private notes: answers to note and notes. $game is a game's number; $position where the note is, one of the notes-position messages.

notes-position-start = the start
# $ply is a number of half-moves.
notes-position-half-move = half-move { $ply }
# $number is the move's number, $move the move: after 12. Nf3
notes-position-after-white = after { $number }. { $move }
# after 12… Nc6
notes-position-after-black = after { $number }… { $move }
# $note is the note as its author wrote it.
notes-noted = Noted (only you see it), game { $game }, { $position }: { $note }
# $notes is the command that shows them.
notes-see = See your notes with { $notes }.
notes-took-back = Took back your { $count ->
        [one] note
       *[other] { $count } notes
    } on { $position } of game { $game }.
# $note is the command that adds a note.
notes-none = You have no notes on game { $game }. Add one with { $note }: it is kept on the position, for you alone.
# The heading of the list of notes; $white and $black are the players' names.
notes-heading = Your notes on game { $game }, { $white } vs { $black } (only you see them):
notes-more-in-pgn = …and { $count } more in the attached PGN, where each note is a comment.
notes-all-in-pgn = The attached PGN carries them as comments.
notes-on-this-position = Your notes on this position ({ $position }), for you alone:

## Notes refused.

notes-refusal-not-yours = You don't play game { $game }: notes are for a game's players, each their own.
notes-refusal-empty = Your note has no words in it.
notes-refusal-too-long = A note may be { $limit } characters long; yours has { $length }. Split it in two.
# $typed is the number given; $last the game's last position, in half-moves.
notes-refusal-no-such-position = Position { $typed } is not in the game: give a number of half-moves from 0 (the start) to { $last } (now).
# $delete is the command that takes notes back.
notes-refusal-too-many = You keep { $limit } notes on game { $game }, as many as one game may have. Take some back with { $delete } first.
notes-refusal-none-there = You have no notes on position { $ply } of that game. See them all with { $notes }.
