## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

games-description = Your games here: going on, open challenges (also everyone's), and finished ones, newest first.
games-page = Page of finished games (default: 1)

leaderboard-description = The server's rating list for a variant, { $page_size } players per page.
leaderboard-variant = Which game (default: Sanctuary Chess)
leaderboard-page = Page (default: 1)
leaderboard-puzzles = The puzzle ratings instead of the games'
leaderboard-scope = This server's games (the default), or games between servers from the lobby

stats-description = A player's ratings and record per variant (default: yours).
stats-player = Whose (default: yours)
