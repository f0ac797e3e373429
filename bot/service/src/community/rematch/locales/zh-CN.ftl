## 拒绝再来一盘。未做任何更改。

# $challenge 是向大厅发起挑战的命令。
rematch-refusal-across-servers = 两个服务器之间的对局没有“再来一盘”按钮：用 { $challenge } 向大厅发起新的挑战，你的对手可以在自己的服务器中接受。
rematch-refusal-game-not-over = 这盘对局还在进行：再来一盘只适用于已结束的对局。
# $game 是再来一盘的对局编号；$start 是开始对局的命令。
rematch-refusal-already-rematched = 这盘对局已经再来过一盘了：第 { $game } 号对局。请在那盘对局下方再申请，或用 { $start } 开始新的对局。
