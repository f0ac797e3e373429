## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

resign-description = Resign this channel's game (you will be asked to confirm).

draw-description = Offer a draw, or accept the draw your opponent offered.

abort-description = Call the game off before both sides have moved: no result, no rating change.

takeback-description = Ask to take back your last move (casual games only), or agree to your opponent's request.
