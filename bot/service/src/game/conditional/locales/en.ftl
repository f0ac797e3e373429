## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

conditional-description = Queue answers to your opponent's next moves, played the moment they play what you expect.
conditional-line = if <their move> then <yours>; … e.g. if Nf6 then e5; if Nf6 e5 Nd5 then c4
conditional-clear = Clear your queued conditional moves
