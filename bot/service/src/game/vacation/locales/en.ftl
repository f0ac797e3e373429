## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

vacation-description = Pause your clocks in all your games, up to { $vacation_days } days in any { $vacation_window_days }, or end your vacation early.
vacation-days = How many days, starting now (at most { $vacation_days } in any { $vacation_window_days })
vacation-end = End your vacation now; the days left are not counted

## Vacations. $vacation_days is the most vacation days in any $vacation_window_days days (the last 365).

# $ends is when the vacation ends.
vacation-started = 🏖️ Your vacation of { $days ->
        [one] { $days } day
       *[other] { $days } days
    } starts now and ends { $ends }.
# Follows vacation-started: $games is how many games the vacation pauses.
vacation-started-games = { $games ->
    [0] You have no games going on; games you start meanwhile wait for your return.
    [1] Your clock in your game is paused and your opponent has been told.
   *[other] Your clocks in all { $games } of your games are paused and your opponents have been told.
}
# Follows vacation-started-games: $end is the command that ends the vacation; $left the vacation days left.
vacation-started-meanwhile = You can still move meanwhile; your vacation goes on. Back early? { $end }: the days you don't use are not counted. Vacation days left in the last { $vacation_window_days }: { $left }.
# In each game's channel: $name is away until $back.
vacation-away = 🏖️ { $name } is on vacation, back { $back }.
# Follows vacation-away when the one away is to move: $game is the game's number.
vacation-away-clock-paused = Their clock in game { $game } is paused: their move is now due { $due }.
# Follows vacation-away when $opponent is to move.
vacation-away-your-move = { $opponent }, your move in game { $game } is due { $due } as usual; once you have moved, { $name }'s clock waits for their return.
# $used and $unused are spans of time: 2d 4h, 5h 10m.
vacation-ended = Welcome back! Your vacation ended after { $used }; the { $unused } you did not use does not count. Your clocks run again. Vacation days left in the last { $vacation_window_days }: { $left }.
vacation-back = { $name } is back from vacation.
# Follows vacation-back when the one back is to move.
vacation-back-move-due = Their move in game { $game } is now due { $due }.
vacation-status-away = You are on vacation, and your clocks are paused; it ends { $ends }. Back early? { $end }.
# $start is the command that starts a vacation.
vacation-status-here = You are not on vacation. Vacation days left in the last { $vacation_window_days }: { $left }. Start one with { $start }: your clocks pause in all your games at once.

## Vacations refused.

vacation-refusal-days = A vacation of { $days } days isn't possible: take 1 to { $vacation_days } days. Nothing was changed.
vacation-refusal-days-and-end = Give either { $start } to start a vacation or { $end } to end one, not both. Nothing was changed.
vacation-refusal-already-away = You are already on vacation; it ends { $ends }. End it first with { $end } if you want to plan a different one.
# $asked is the days asked for, $left the days left.
vacation-refusal-allowance = You can't take { $asked ->
        [one] { $asked } day
       *[other] { $asked } days
    } of vacation: at most { $vacation_days } days are allowed in any { $vacation_window_days }, and you have { $left ->
        [one] { $left } day
       *[other] { $left } days
    } left. Nothing was changed.
vacation-refusal-not-away = You are not on vacation, so there is nothing to end. Start one with { $start }.
