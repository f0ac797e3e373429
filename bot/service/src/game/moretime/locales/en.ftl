## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

moretime-description = Give your opponent one more day on the move they are thinking about.
