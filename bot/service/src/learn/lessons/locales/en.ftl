## Lessons: what Sanctum says around a lesson: its heading, its goal, the moves played
## and how it ended. The lessons' own words (titles, texts, hints) follow below.

# A lesson's heading, shown in bold: $course is the course's title, $title the lesson's.
lesson-heading = { $course } · lesson { $number } of { $lessons }: { $title }
# $goal is the lesson's goal in bold ("White to play: make a refugee in 3 moves"); $hint the lesson's hint.
lesson-goal = { $goal }. Answer with { $solve }. Hint: { $hint }
lesson-changed = This lesson has changed since you began it, so it starts again.
lesson-played = You played { $move }.
# $answer is the opponent's reply to the learner's move.
lesson-played-answer = You played { $move }; the answer: { $answer }.
# $played is lesson-played or lesson-played-answer; $banner the lesson's banner in bold (lesson-banner-…).
lesson-step = { $played } { $banner }.
# $played is lesson-played or lesson-played-answer; $banner the lesson's banner in bold (lesson-banner-…).
lesson-failed = { $played } { $banner } Start it again with { $learn }. Hint: { $hint }
# $course is the course's title; $stars the stars won, of $most to win.
lesson-course-finished = You have finished { $course }: { $stars } of { $most } stars.
lesson-course-role = This server gives you { $role }.

## A lesson's banner, in bold under its text and over its board: whose move it is,
## the goal and the moves left, or how the lesson ended.

# $side is white or black (the learner's side); $goal what to do (one of lesson-aim-…); $left the moves left.
lesson-banner-going = { $side ->
        [white] White
       *[black] Black
    } to play: { $goal } in { $left ->
        [one] { $left } move
       *[other] { $left } moves
    }
# The same for a lesson won by holding out: $goal is lesson-aim-hold.
lesson-banner-hold = { $side ->
        [white] White
       *[black] Black
    } to play: { $goal } for { $left ->
        [one] { $left } move
       *[other] { $left } moves
    }
# $moves is how many moves the learner used; $stars the stars won (1 to 3) drawn as ★.
lesson-banner-done = Lesson complete in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }: { $stars }
# Over the board, whose font has no star: $stars is a number from 1 to 3.
lesson-banner-done-picture = Lesson complete in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }: { $stars } of 3 stars
# $why is one of lesson-why-….
lesson-banner-failed = Not this time: { $why }. Try again!
# Over the board, where a line has no room for the reason (the reply gives it).
lesson-banner-failed-picture = Not this time. Try again!
# $budget is the lesson's number of moves.
lesson-why-out-of-moves = { $budget ->
        [one] you used your only move without reaching the goal
       *[other] you used all { $budget } moves without reaching the goal
    }
# $outcome is how the game ended (move-error-won), the opponent the winner.
lesson-why-opponent-won = { $outcome }
# $outcome is how the game ended (move-error-won or move-error-drawn).
lesson-why-game-ended = the game ended ({ $outcome }) before the goal was met
lesson-why-stuck = you have no legal move left

## What a lesson asks, to follow "White to play:".

# $count is how many marked pieces to capture.
lesson-aim-capture = { $count ->
        [one] capture the marked piece
       *[other] capture the { $count } marked pieces
    }
# $piece is the piece's name (role-…) and $role its id (king, archbishop…), for a selector where grammar needs one; $square where to bring it.
lesson-aim-reach = bring your { $role ->
       *[other] { $piece }
    } to { $square }
lesson-aim-refugee = make a refugee
lesson-aim-promote = promote a pawn
lesson-aim-check = give check
lesson-aim-checkmate = checkmate
lesson-aim-scepter = take the scepter or checkmate
lesson-aim-sanctuary = win by reaching sanctuary
# $side is the opponent, white or black.
lesson-aim-hold = keep { $side ->
        [white] White
       *[black] Black
    } from winning

## A move a lesson does not take.

# $move is the learner's move.
lesson-refused-check = { $move } gives check, but here the other side stands still and cannot answer it: try another move.
lesson-refused-over = This lesson is over; start it again to retry.
# $moves is the moves the lesson takes now, with commas.
lesson-moves-here = Moves here: { $moves }.

## The courses' own words: each course's title and the sentences that open it, then
## each lesson's title, its teaching text and the hint for a learner who is stuck.
## Moves and squares (Ke7, e5) stay as written: a player types them.

course-sanctuary-title = Sanctuary Chess
course-sanctuary-intro = No king, no queen, no check: win by bringing two pieces the enemy cannot capture to the far end of the board.

lesson-sanctuary-guard-leaps-title = The Swiss guard leaps
lesson-sanctuary-guard-leaps-text = The Swiss guard leaps one or two squares in any straight or diagonal direction, and captures the same way. The other side stands still here: take every marked pawn.
lesson-sanctuary-guard-leaps-hint = From c3, two squares up and to the right is e5.

lesson-sanctuary-guard-jumps-title = Over the wall
lesson-sanctuary-guard-jumps-text = The guard jumps: whatever stands in between, friend or foe, does not stop a two-square leap. Your own pawns hem the guard in; leap over them to reach the rook.
lesson-sanctuary-guard-jumps-hint = Leap straight up over the e2 pawn, then again.

lesson-sanctuary-archbishop-title = The archbishop
lesson-sanctuary-archbishop-text = The archbishop moves as a bishop or as a knight, whichever you like on each move. Use both to collect the marked pieces.
lesson-sanctuary-archbishop-hint = A knight's jump takes d3; from there the long diagonal leads to h7.

lesson-sanctuary-refugee-title = Make a refugee
lesson-sanctuary-refugee-text = Pawns never promote in Sanctuary Chess. A pawn that reaches the last rank becomes a refugee: it never moves again, but it counts as one of your pieces there. Your pawn is blocked, so capture your way forward.
lesson-sanctuary-refugee-hint = Capture the knight on e6, then walk up the e-file.

lesson-sanctuary-refugee-safe-title = Nothing can take a refugee
lesson-sanctuary-refugee-safe-text = A refugee can never be captured, even by a piece standing right beside it, and it blocks the squares behind it like any piece. Make a refugee first, then bring your rook home while the refugee shields it.
lesson-sanctuary-refugee-safe-hint = Rh8 at once loses the rook to the a8 rook. Push c8 first.

lesson-sanctuary-two-safe-title = Two pieces in sanctuary
lesson-sanctuary-two-safe-text = You win the moment two of your pieces stand on the enemy back rank and the enemy cannot capture either of them. Bring the guard and the archbishop home.
lesson-sanctuary-two-safe-hint = The guard leaps two squares straight up; the archbishop slides along a diagonal.

lesson-sanctuary-safe-squares-title = Only safe pieces count
lesson-sanctuary-safe-squares-text = A piece on the back rank that the enemy can capture does not count, though a third piece that can be captured does not spoil a win either. Your refugee on f8 is one safe piece: find a square for the archbishop that nothing attacks.
lesson-sanctuary-safe-squares-hint = The knight guards e8 and the guard on c7 covers b8 and d8. What about the corner?

lesson-sanctuary-last-piece-title = Leave Black a piece
lesson-sanctuary-last-piece-text = A side that cannot move on its turn draws the game, and a side with no pieces left cannot move. Taking Black's last piece would end this game in a draw. Win instead.
lesson-sanctuary-last-piece-hint = The knight is tempting, but the corner a8 is safe.

lesson-sanctuary-stop-invader-title = Stop the invader
lesson-sanctuary-stop-invader-text = Black already has a refugee on a1, and the rook threatens to land on h1 for a second safe piece. Capture the invader, or guard its landing square, and keep Black from winning.
lesson-sanctuary-stop-invader-hint = The guard on f2 leaps two squares diagonally.

lesson-sanctuary-block-title = Block the road
lesson-sanctuary-block-text = Black's rook wants h1, a second safe piece beside the refugee on a1. You cannot capture the rook or guard h1, but a piece standing in its way on the h-file stops it.
lesson-sanctuary-block-hint = Your knight reaches two squares of the h-file.

lesson-sanctuary-full-win-title = A small game
lesson-sanctuary-full-win-text = Your guard and archbishop against a guard and a pawn that fight back. Bring two pieces home safely. Careful: capturing Black's last piece leaves Black without a move, which is a draw, so win first.
lesson-sanctuary-full-win-hint = Land one piece where the guard cannot reach it, then the second; and watch the b-pawn, which wants to become a refugee.

course-scepter-title = Capture the Scepter
course-scepter-intro = Chess with two new ideas: a king that steps onto the enemy king's start square wins at once, and a blocked pawn may slide past an enemy piece.

lesson-scepter-square-title = The scepter
lesson-scepter-square-text = Each side's scepter lies on its king's start square: White's on e1, Black's on e8. If your king steps onto the enemy scepter, you win at once. Walk your king to e8.
lesson-scepter-square-hint = Step to d7 or e7 first.

lesson-scepter-king-walk-title = The king's walk
lesson-scepter-king-walk-text = Your king still may never step onto a square the enemy attacks. Walk it to e8 by a safe road: the knight covers e5 and e7, and your c5 pawn cuts the rook's rank short.
lesson-scepter-king-walk-hint = The knight on c6 covers e5 and e7; walk up the f-file instead.

lesson-scepter-guarded-title = A guarded scepter
lesson-scepter-guarded-text = A scepter square the enemy guards cannot be taken, since your king may not move into check. The bishop guards e8: remove the guard, then take the scepter.
lesson-scepter-guarded-hint = Your rook on b1 looks straight at the bishop.

lesson-scepter-slide-title = The sliding pawn
lesson-scepter-slide-text = When an enemy piece stands right in front of your pawn, the pawn may step one square diagonally forward onto an empty square, sliding past it. A slide is not a capture: the blocker stays. Slide past the knight and promote.
lesson-scepter-slide-hint = Write the slide with the pawn's file: ed7 or ef7.

lesson-scepter-slide-own-title = Only enemies let you slide
lesson-scepter-slide-own-text = A pawn blocked by one of your own pieces cannot slide. Of your two blocked pawns, only one can slide: find it and promote it.
lesson-scepter-slide-own-hint = The g6 pawn faces a black pawn.

lesson-scepter-defend-title = Defend your scepter
lesson-scepter-defend-text = Black's king stands next to your scepter on e1 and will take it unless e1 is guarded. Guard it so the king cannot step there, and keep it guarded.
lesson-scepter-defend-hint = A rook on the e-file or on the first rank guards e1.

lesson-scepter-checkmate-title = Checkmate still wins
lesson-scepter-checkmate-text = Check and checkmate work as in chess: a king in check must get out of it, and checkmate wins. Your king is far from e8, but the back rank is weak.
lesson-scepter-checkmate-hint = The black king is boxed in by its own pawns.

lesson-scepter-out-of-check-title = Out of check, onto the scepter
lesson-scepter-out-of-check-text = When your king is in check you must get out of it at once. Any legal way out will do, and a king step onto the enemy scepter is one of them: it wins on the spot.
lesson-scepter-out-of-check-hint = The rook checks along the seventh rank; e8 is not attacked.

lesson-scepter-stays-home-title = The scepter stays home
lesson-scepter-stays-home-text = The scepter never moves, not even when the king castles. Black has castled, and only the rook on f8 still guards e8. Take the guard away and step in.
lesson-scepter-stays-home-hint = Your bishop on b4 reaches f8.

lesson-scepter-king-run-title = The king's race
lesson-scepter-king-run-text = Both kings run for the enemy scepter. Count the steps: you move first, so the shorter road wins. Black fights back, so check every square on the way.
lesson-scepter-king-run-hint = d6, d7 or e7, e8: three steps, and Black needs three too.

course-chess-title = Chess
course-chess-intro = The classic game: learn how the pieces move and capture, then check, the special moves and a first checkmate.

lesson-chess-rook-title = The rook
lesson-chess-rook-text = The rook moves any distance in a straight line, up, down or sideways, but cannot jump. It captures by landing on an enemy piece. Take the marked pawns.
lesson-chess-rook-hint = Straight up the a-file first.

lesson-chess-knight-title = The knight
lesson-chess-knight-text = The knight jumps in an L: two squares one way and one square to the side. It is the only piece that leaps over others. Capture the marked pawns.
lesson-chess-knight-hint = b1 to c3 is one jump.

lesson-chess-check-title = Check
lesson-chess-check-text = A king under attack is in check, and must get out of it at once. Attack the black king with your queen.
lesson-chess-check-hint = The queen moves like a rook and a bishop: try the diagonal to a4.

lesson-chess-mate-in-one-title = Checkmate
lesson-chess-mate-in-one-text = Checkmate is a check the king cannot escape: nothing can capture the attacker, block it, or step away. It wins the game. Find the mate.
lesson-chess-mate-in-one-hint = The black king's own pawns box it in on the back rank.

lesson-chess-castling-title = Castling
lesson-chess-castling-text = Once per game the king may castle: it moves two squares toward a rook, and the rook jumps over to its other side. Neither may have moved, the squares between must be empty, and the king may not be in check or cross an attacked square. Castle kingside.
lesson-chess-castling-hint = Type O-O, or the king's move e1g1.

lesson-chess-en-passant-title = En passant
lesson-chess-en-passant-text = A pawn that steps two squares and lands beside an enemy pawn can be captured as if it had stepped only one, but only on the very next move. Make any move: Black will answer d7-d5. Then capture that pawn en passant.
lesson-chess-en-passant-hint = Keep your e5 pawn where it is; after d7-d5 it captures onto d6.

lesson-chess-promotion-title = Promotion
lesson-chess-promotion-text = A pawn that reaches the last rank becomes a queen, rook, bishop or knight, whichever you choose. Your pawn is blocked, but it captures diagonally.
lesson-chess-promotion-hint = Capture the bishop on e7, then step to e8.

lesson-chess-simple-mate-title = Queen and king mate
lesson-chess-simple-mate-text = A queen with her king's help mates a lone king at the edge of the board. Black fights back now: keep the king boxed in and deliver mate.
lesson-chess-simple-mate-hint = Take the g-file and g8 away from the king, and mate follows.
