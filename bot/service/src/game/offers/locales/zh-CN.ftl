## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

resign-description = 在本频道的对局中认输（会请你确认）。
    .name = 认输

draw-description = 提和，或接受对手的提和。
    .name = 和棋

abort-description = 在双方都走棋之前取消对局：无结果，等级分不变。
    .name = 中止

takeback-description = 请求悔掉你的上一步（仅限休闲对局），或同意对手的悔棋请求。
    .name = 悔棋

## 认输、提和、中止和悔棋。$name 是做出该操作的人的名字。

# $opponent 是对手的名字。
offers-resign-confirm = 确定在对阵 { $opponent } 的对局中认输吗？{ $opponent } 将获胜，且无法撤销。
# $opponent 是被询问的一方；$accept 和 $decline 是按钮；$command 是也能接受的命令。
offers-draw-offered = { $name } 提和。{ $opponent }：点击 { $accept }（或用 { $command }）或 { $decline } — 你走棋后提和即失效。
offers-draw-declined = { $name } 拒绝了提和。对局继续。
offers-aborted = { $name } 中止了对局：无结果，等级分不变。本频道可以发起新的挑战了。
offers-takeback-asked = { $name } 请求悔掉上一步。{ $opponent }：点击 { $accept }（或用 { $command }）或 { $decline }。
offers-takeback-refused = { $name } 拒绝了悔棋。对局继续。
# $moves 是悔掉的着法（Nf3 Nc6）；$to_move 是重新走棋的一方。
offers-takeback-agreed = { $name } 同意了：{ $moves } 已悔回。{ $to_move }，又轮到你走棋 — { $due } 截止。

## 认输、提和、中止和悔棋被拒绝。$offer 是 draw、takeback 或 either（提和或悔棋）。

offers-refusal-abort-too-late = 太晚了，无法中止：双方都已走棋。你可以用 { $draw } 提和，或用 { $resign } 认输。
offers-refusal-takeback-rated = 只有休闲对局才允许悔棋。
offers-refusal-nothing-to-take-back = 你还没有可以悔的棋。
offers-refusal-already-offered = { $offer ->
    [takeback] 你的悔棋请求仍在等待：对手可以回应。
   *[draw] 你的提和仍在等待：对手可以回应。
}
offers-refusal-no-offer = { $offer ->
    [takeback] 没有需要回应的悔棋请求。
    [either] 没有需要回应的提和或悔棋请求。
   *[draw] 没有需要回应的提和。
}
offers-refusal-own-offer = { $offer ->
    [takeback] 这是你自己的悔棋请求：需要由对手来回应。
   *[draw] 这是你自己的提和：需要由对手来回应。
}
offers-refusal-tournament-abort = 锦标赛对局不能中止：始终不走棋的一方会在时间用完时判负。
