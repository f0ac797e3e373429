## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

rules-description = Explain a variant's rules, with a picture of its start position.
rules-variant = Which game

learn-description = Learn a game, lesson by lesson: each a position, a goal and a few moves.
learn-variant = Which game's course (default: Sanctuary Chess)
learn-lesson = A lesson's number in the course (default: your next one)

## The rules of each game, a paragraph a line after the game's name. The words in bold
## are messages of their own, given to their paragraph as arguments.

# $archbishop and $guard are the pieces' names in bold (rules-archbishop, rules-swiss-guard); A and G are their letters in moves.
rules-sanctuary-pieces = There is no king and no queen. Instead each side has an { $archbishop } (A, d-file), which moves like a bishop or a knight, and a { $guard } (G, e-file), which leaps one or two squares in any straight or diagonal direction, jumping over anything.
rules-archbishop = archbishop
rules-swiss-guard = Swiss guard
rules-sanctuary-nothing-royal = Nothing is royal: no check, no checkmate, no castling — any move the pieces allow is legal.
# $refugee is the word in bold (rules-refugee).
rules-sanctuary-pawns = Pawns never promote. A pawn that reaches the last rank becomes a { $refugee }: it can never move again and can never be captured.
rules-refugee = refugee
# $label is rules-how-to-win in bold.
rules-sanctuary-win = { $label } right after your move, have two pieces on your opponent's back rank (refugees count) that your opponent cannot capture. Two there with one attackable? Your opponent must capture it at once, or lose.
rules-how-to-win = How to win:
# $label is rules-draws in bold.
rules-sanctuary-draws = { $label } no legal move for the player to move, fifty moves without a capture or pawn move, threefold repetition, or neither side having two pieces left.
rules-draws = Draws:
rules-scepter-ideas = Chess, with two new ideas.
# $label is rules-the-scepter in bold.
rules-scepter-scepter = { $label } lies on each king's starting square: White's on e1, Black's on e8. It never moves. If your king steps onto your opponent's scepter square — by a normal move or a capture — you win at once. Your king still may not move into check, so a guarded scepter is safe.
rules-the-scepter = The scepter
# $label is rules-sliding-pawn in bold.
rules-scepter-slide = { $label } when an enemy piece stands right in front of your pawn, the pawn may also step one square diagonally forward onto an empty square, sliding past it.
rules-sliding-pawn = The sliding pawn:
rules-scepter-endings = Checkmate also wins; stalemate, fifty moves and threefold repetition draw. A lone king can still win, so there is no draw for lack of material.
rules-chess = The usual rules (FIDE): castling, en passant, promotion, check and checkmate. Stalemate, fifty moves without a capture or pawn move, threefold repetition and positions where nobody can ever checkmate are drawn automatically — nobody needs to claim.

## The legend under the rules picture: a name, then a sentence or two explaining it.
## The picture wraps the explanations; keep each name to a few words (one line).

legend-archbishop = Archbishop
legend-archbishop-text = Moves as a bishop or as a knight. Stands where the queen would.
legend-swiss-guard = Swiss guard
legend-swiss-guard-text = Jumps one or two squares straight or diagonally, over anything. Not royal: there is no check.
legend-refugee = Refugee
legend-refugee-text = A pawn that reached the far rank. It never moves again and cannot be captured.
legend-safe-in-sanctuary = Safe in sanctuary
legend-safe-in-sanctuary-text = On the far rank (tinted) and out of reach of every enemy piece. Two safe pieces win.
legend-scepter = Scepter
legend-scepter-text = Stays on e1 and e8 for the whole game. A king that steps onto the enemy scepter wins.
legend-scepter-in-danger = Scepter in danger
legend-scepter-in-danger-text = The enemy king could take this scepter with its next move.
legend-sliding-pawn = Sliding pawn
legend-sliding-pawn-text = A pawn blocked by an enemy piece may step one square diagonally forward onto an empty square.
legend-checkmate = Checkmate
legend-checkmate-text = Checkmate still wins, as in chess.
legend-last-move = Last move
legend-last-move-text = The squares the last move left and reached are tinted yellow.
legend-check = Check
legend-check-text = A king under attack glows red.
