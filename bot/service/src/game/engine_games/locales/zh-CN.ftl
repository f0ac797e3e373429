## 与 Sanctum 的对局。$me 是 Sanctum 的名字；$name 是棋手的名字。

# 新对局的标题：$variant 是棋种名称（粗体），$white 和 $black 是双方棋手的名字，$days 是每步天数。
engine-game-accepted = { $me } 立即接受！{ $variant } — { $white }（白方）对 { $black }（黑方），棋力 { $level }，休闲，每步 { $days } 天。
# $move 是走棋命令。
engine-game-your-first-move = { $user }，由你先走：{ $move }。
engine-game-thinks-first = { $me } 执白，正在思考第一步……
engine-game-draw-accepted = { $name } 提和，{ $me } 接受了。
# $eval 是 Sanctum 以兵为单位的评估：+1.3、-0.4。
engine-game-draw-declined = { $name } 提和。{ $me } 拒绝了，继续下棋（它的评估：{ $eval }）。
# 团队对局的开头：以下两条之一，然后是 engine-game-team-how-to-vote。
engine-game-team-first = 团队先走。
engine-game-team-second = Sanctum 执白，正在思考第一步。
# $join 是加入团队的按钮；$vote 是投票命令。
engine-game-team-how-to-vote = 点击 { $join } 加入计票，然后用 { $vote } 为每步棋投票：团队全员投票后或到截止时间时，走出得票最多的着法。

## 与 Sanctum 的对局被拒绝。

engine-game-refusal-bad-level = 没有棋力 { $level }：Sanctum 的棋力从 { $min_level }（入门）到 { $max_level }（全力）。
# 计分 和 休闲 是棋手输入时的选项及其取值。
engine-game-refusal-unrated = 与 Sanctum 的对局从不计分：请去掉 `计分`，或将其设为休闲。
