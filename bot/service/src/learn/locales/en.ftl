## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

rules-description = Explain a variant's rules, with a picture of its start position.
rules-variant = Which game

learn-description = Learn a game, lesson by lesson: each a position, a goal and a few moves.
learn-variant = Which game's course (default: Sanctuary Chess)
learn-lesson = A lesson's number in the course (default: your next one)
