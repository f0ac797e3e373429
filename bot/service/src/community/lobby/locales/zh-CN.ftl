## 对跨服大厅挑战的拒绝。未做任何更改。

# 计分、最低等级分 和 最高等级分 是挑战命令的选项，即棋手输入时的写法。
lobby-refusal-teams-play-casual = 团队之间的对局是休闲对局，并向大厅中的所有服务器开放：请去掉 计分、最低等级分 和 最高等级分。
lobby-refusal-bad-range = 从 { $min } 到 { $max } 的等级分范围容不下任何人：请让 最低等级分 不高于 最高等级分。
# $range 是一条 lobby-range 消息（"在 1400 到 1600 之间"）；$variant 是棋种名称；$rating 是棋手自己的等级分。跨服:true 是棋手输入时的选项写法。
lobby-refusal-outside-range = 这个挑战要求跨服的{ $variant }等级分{ $range }，而你的是 { $rating }。请在大厅中找别的挑战，或用 跨服:true 发起你自己的挑战。

## 等级分范围，跟在“等级分”后面。

lobby-range-between = 在 { $min } 到 { $max } 之间
lobby-range-at-least = 不低于 { $min }
lobby-range-at-most = 不高于 { $max }
lobby-range-any = 不限

## 向大厅中所有服务器发起的挑战，各服务器看到的样子。

# 另一个服务器看到的挑战者：$name 是其名字。
lobby-challenger-elsewhere = { $name }（来自另一个服务器）
lobby-colours-white = 挑战者执白
lobby-colours-black = 挑战者执黑
# $challenger 是挑战者；$variant 是棋种名称（粗体）；$terms 是 challenge-terms。
lobby-post = { $challenger } 向 Sanctum 大厅中的所有服务器发起挑战：{ $variant } — { $terms }。
# 同 lobby-post，用于要求等级分范围的挑战：$range 是一条 lobby-range 消息，$game 再次是棋种名称。
lobby-post-ranged = { $challenger } 向 Sanctum 大厅中的所有服务器发起挑战：{ $variant } — { $terms }，要求{ $game }全局等级分{ $range }。
# $accept 是“接受”按钮。
lobby-post-answer = 大厅中任何服务器的任何人都可以点击 { $accept } 应战 — 先点的人来下，双方各在自己的服务器中下棋。
lobby-expires = 挑战将于 { $expires } 过期。
# 团队在自己服务器中发起的挑战：$poster 是发起挑战的管理员；$variant 是棋种名称（粗体）。
lobby-team-post-home = { $poster } 和本服务器向 Sanctum 大厅中的所有服务器发起投票棋挑战：{ $variant } — 团队对团队，休闲，每步 { $days } 天；双方成员各在自己的服务器中为本方的着法投票，对方看不到。
# 团队的挑战在其他服务器中的样子：$team 是团队的名称。
lobby-team-post = { $team }（另一个服务器）向 Sanctum 大厅中的所有服务器发起投票棋挑战：{ $variant } — 团队对团队，休闲，每步 { $days } 天；双方成员各在自己的服务器中为本方的着法投票，对方看不到。
# $accept 是“接受”按钮。
lobby-team-answer = 服务器管理员可以点击 { $accept }，代表整个服务器应战。

## 对局列表中的大厅挑战。

# $heading 是 "跨服大厅中的挑战"（粗体）；$channel 是大厅频道。
lobby-list-heading = { $heading }（在 { $channel } 中接受）
# 一个挑战：$name 是发起人，$game 是棋种（团队挑战为 lobby-list-vote-chess），$rated 是计分或休闲；然后是过期时间。
lobby-list-item = { $name }：{ $game }，{ $rated ->
        [rated] 计分
       *[casual] 休闲
    }，每步 { $days } 天 — 将于 { $expires } 过期
# 同 lobby-list-item，用于要求等级分范围的挑战：$range 是一条 lobby-range 消息。
lobby-list-item-ranged = { $name }：{ $game }，{ $rated ->
        [rated] 计分
       *[casual] 休闲
    }，每步 { $days } 天，等级分{ $range } — 将于 { $expires } 过期
lobby-list-vote-chess = { $variant }（投票棋，需由管理员接受）
# $more 是没有列出的挑战数。
lobby-list-more = ……还有 { $more } 个。

## 大厅列表的标题，粗体。

lobby-list-title = 跨服大厅中的挑战
