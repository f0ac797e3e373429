## Commands: what each command and option does, as Discord and help show it (at most 100 characters).

resign-description = Resign this channel's game (you will be asked to confirm).

draw-description = Offer a draw, or accept the draw your opponent offered.

abort-description = Call the game off before both sides have moved: no result, no rating change.

takeback-description = Ask to take back your last move (casual games only), or agree to your opponent's request.

## Resigning, draw offers, aborts and takebacks. $name is the name of who did it.

# $opponent is the opponent's name.
offers-resign-confirm = Resign your game against { $opponent }? { $opponent } wins and this can't be undone.
# $opponent is the one asked; $accept and $decline are buttons; $command the command that accepts too.
offers-draw-offered = { $name } offers a draw. { $opponent }: { $accept } (or { $command }) or { $decline } — the offer lapses when you move.
offers-draw-declined = { $name } declined the draw offer. The game goes on.
offers-aborted = { $name } aborted the game: no result, ratings unchanged. The channel is free for a new challenge.
offers-takeback-asked = { $name } asks to take back their last move. { $opponent }: { $accept } (or { $command }) or { $decline }.
offers-takeback-refused = { $name } refused the takeback. The game goes on.
# $moves are the moves taken back (Nf3 Nc6); $to_move is who is to move again.
offers-takeback-agreed = { $name } agreed: { $moves } taken back. { $to_move }, your move again — due { $due }.

## Resigning, draw offers, aborts and takebacks refused. $offer is draw, takeback, or either (a draw or a takeback offer).

offers-refusal-abort-too-late = It's too late to abort: both sides have moved. You can offer a { $draw } or { $resign }.
offers-refusal-takeback-rated = Takebacks are only allowed in casual games.
offers-refusal-nothing-to-take-back = You have no move to take back yet.
offers-refusal-already-offered = { $offer ->
    [takeback] Your takeback offer is still open: your opponent can answer it.
   *[draw] Your draw offer is still open: your opponent can answer it.
}
offers-refusal-no-offer = { $offer ->
    [takeback] There is no takeback offer to answer.
    [either] There is no draw or takeback offer to answer.
   *[draw] There is no draw offer to answer.
}
offers-refusal-own-offer = { $offer ->
    [takeback] That's your own takeback offer: your opponent has to answer it.
   *[draw] That's your own draw offer: your opponent has to answer it.
}
offers-refusal-tournament-abort = Tournament games cannot be aborted: a side that never moves loses the game by forfeit when its time runs out.
