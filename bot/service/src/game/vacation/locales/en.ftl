## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

vacation-description = Pause your clocks in all your games, up to { $vacation_days } days in any { $vacation_window_days }, or end your vacation early.
vacation-days = How many days, starting now (at most { $vacation_days } in any { $vacation_window_days })
vacation-end = End your vacation now; the days left are not counted
