## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

review-description = Have Sanctum review a finished game: slips, missed wins, accuracy and a graph.
review-game = The game's number (default: this channel's last game)
