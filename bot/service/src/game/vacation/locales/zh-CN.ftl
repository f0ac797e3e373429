## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

vacation-description = 暂停你所有对局的棋钟，任意 { $vacation_window_days } 天内最多 { $vacation_days } 天；也可提前结束休假。
    .name = 休假
vacation-days = 从现在起休几天（任意 { $vacation_window_days } 天内最多 { $vacation_days } 天）
    .name = 天数
vacation-end = 立即结束休假；剩下的天数不计入
    .name = 结束

## 休假。$vacation_days 是任意 $vacation_window_days 天（最近 365 天）内最多的休假天数。

# $ends 是休假结束的时间。
vacation-started = 🏖️ 你的 { $days } 天休假现在开始，将于 { $ends } 结束。
# 跟在 vacation-started 后面：$games 是休假暂停的对局数。
vacation-started-games = { $games ->
    [0] 你目前没有进行中的对局；休假期间开始的对局会等你回来。
    [1] 你那盘对局的棋钟已暂停，并已通知你的对手。
   *[other] 你全部 { $games } 盘对局的棋钟都已暂停，并已通知你的对手们。
}
# 跟在 vacation-started-games 后面：$end 是结束休假的命令；$left 是剩余的休假天数。
vacation-started-meanwhile = 休假期间你仍然可以走棋，休假照常继续。提前回来？{ $end }：没用完的天数不计入。最近 { $vacation_window_days } 天内剩余的休假天数：{ $left }。
# 在每盘对局的频道中：$name 休假到 $back。
vacation-away = 🏖️ { $name } 正在休假，将于 { $back } 回来。
# 当休假的一方轮到走棋时，跟在 vacation-away 后面：$game 是对局编号。
vacation-away-clock-paused = 其在第 { $game } 号对局中的棋钟已暂停：这步棋现在于 { $due } 截止。
# 当轮到 $opponent 走棋时，跟在 vacation-away 后面。
vacation-away-your-move = { $opponent }，你在第 { $game } 号对局中的这步棋照常于 { $due } 截止；你走棋之后，{ $name } 的棋钟会等其回来后再走。
# $used 和 $unused 是时间段：2d 4h、5h 10m。
vacation-ended = 欢迎回来！你的休假在 { $used } 后结束；没用完的 { $unused } 不计入。你的棋钟重新开始计时。最近 { $vacation_window_days } 天内剩余的休假天数：{ $left }。
vacation-back = { $name } 休假回来了。
# 当回来的一方轮到走棋时，跟在 vacation-back 后面。
vacation-back-move-due = 其在第 { $game } 号对局中的这步棋现在于 { $due } 截止。
vacation-status-away = 你正在休假，棋钟已暂停；休假将于 { $ends } 结束。提前回来？{ $end }。
# $start 是开始休假的命令。
vacation-status-here = 你没有在休假。最近 { $vacation_window_days } 天内剩余的休假天数：{ $left }。用 { $start } 开始休假：你所有对局的棋钟会同时暂停。

## 休假被拒绝。

vacation-refusal-days = 不能休假 { $days } 天：请选择 1 到 { $vacation_days } 天。未做任何更改。
vacation-refusal-days-and-end = 请只用 { $start }（开始休假）或 { $end }（结束休假）其中之一，不要同时使用。未做任何更改。
vacation-refusal-already-away = 你已经在休假了；休假将于 { $ends } 结束。如果想另作安排，请先用 { $end } 结束当前休假。
# $asked 是申请的天数，$left 是剩余天数。
vacation-refusal-allowance = 你不能休假 { $asked } 天：任意 { $vacation_window_days } 天内最多只能休 { $vacation_days } 天，而你只剩 { $left } 天。未做任何更改。
vacation-refusal-not-away = 你没有在休假，所以没有什么可结束的。用 { $start } 开始休假。
