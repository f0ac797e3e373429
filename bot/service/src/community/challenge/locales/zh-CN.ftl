## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

challenge-description = 向某人、这里的任何人或 Sanctum 本身发起圣所象棋、夺取权杖或国际象棋的挑战。
    .name = 挑战
challenge-variant = 下哪种棋
    .name = 棋种
challenge-opponent = 和谁下（留空则发起公开挑战，这里的任何人都可应战）
    .name = 对手
challenge-color = 你执哪一方（默认：随机）
    .name = 颜色
challenge-days = 每步天数（默认：服务器设置）
    .name = 天数
challenge-rated = 计分或休闲（默认：服务器设置）
    .name = 计分
challenge-level = 挑战 Sanctum 时它的棋力 { $min_level }-{ $max_level }（默认：{ $default_level }）
    .name = 棋力
challenge-team = 全服作为一个团队，每步投票决定：对战 Sanctum，或设 跨服:true 与其他团队对战
    .name = 团队
challenge-team_role = 团队：只有该身份组的成员可以投票
    .name = 团队身份组
challenge-share = 团队：投票人数达到团队的百分之多少即提前走棋（默认：全部）
    .name = 比例
challenge-anywhere = 发布到 Sanctum 大厅中的每个服务器，那里的任何人都可应战
    .name = 跨服
challenge-min_rating = 跨服：应战者的全局等级分下限
    .name = 最低等级分
challenge-max_rating = 跨服：应战者的全局等级分上限
    .name = 最高等级分

## 挑战的发起、接受、拒绝、撤回和过期。

# 挑战的条件，跟在棋种名称后面："计分，每步 2 天，alice 执白"。$rated 是计分或休闲；$colours 是谁执哪一方（challenge-colours-…、lobby-colours-…）。
challenge-terms = { $rated ->
        [rated] 计分
       *[casual] 休闲
    }，每步 { $days } 天，{ $colours }
# $name 是挑战者的名字。
challenge-colours-white = { $name } 执白
challenge-colours-black = { $name } 执黑
challenge-colours-random = 随机分配颜色
# $variant 是棋种名称（粗体）；$terms 是 challenge-terms。
challenge-open-post = { $challenger } 发起了公开挑战：{ $variant } — { $terms }。
# $accept 是“接受”按钮。
challenge-open-answer = 这里的任何人都可以点击 { $accept } 应战 — 先点的人来下。挑战将于 { $expires } 过期。
challenge-post = { $challenged }，{ $challenger } 向你发起了 { $variant } 挑战 — { $terms }。
challenge-rematch-post = { $challenged }，{ $challenger } 请你再下一盘 { $variant } — { $terms }。
# $accept 和 $decline 是按钮。
challenge-answer = 请点击 { $accept } 或 { $decline }；挑战将于 { $expires } 过期。
# $variant 是棋种名称；$next 是该身份组可以再次被提及的时间。
challenge-role-pinged-recently = { $variant }棋手的身份组刚刚被提及过，因此在 { $next } 之前不会再次提及。
# 新对局的标题：$name 接受了挑战；$variant 是棋种名称（粗体）；$white 和 $black 是双方棋手的名字；$rated 是计分或休闲；$game 是对局编号。
challenge-accepted = { $name } 接受了挑战！{ $variant } — { $white }（白方）对 { $black }（黑方），{ $rated ->
        [rated] 计分
       *[casual] 休闲
    }，每步 { $days } 天：第 { $game } 号对局。
challenge-played-in = 对局在 { $channel } 中进行。
challenge-declined = { $name } 拒绝了 { $challenger } 的挑战。
challenge-withdrawn = { $name } 撤回了对 { $challenged } 的挑战。
challenge-open-withdrawn = { $name } 撤回了公开挑战。
challenge-expired = { $challenger } 对 { $challenged } 的挑战已过期：{ $challenge_hours } 小时内无人回应。
challenge-open-expired = { $challenger } 的公开挑战已过期：{ $challenge_hours } 小时内无人应战。

## 对挑战及其回应的拒绝。未做任何更改。

challenge-refusal-self = 你不能挑战自己。请选择服务器里的其他人。
challenge-refusal-bot = 机器人不能下棋，Sanctum 本身除外：请挑战真人或 Sanctum。
challenge-refusal-not-a-member = { $user } 不是本服务器的成员，根本无法回应。请挑战这里的人。
# 团队身份组、比例 和 团队:true 是挑战命令的选项，即棋手输入时的写法。
challenge-refusal-team-options-without-team = 团队身份组 和 比例 只用于团队对局：请加上 团队:true。
# 跨服:true、最低等级分 和 最高等级分 是挑战命令的选项，即棋手输入时的写法。
challenge-refusal-range-without-lobby = 等级分范围只适用于向所有服务器发起的挑战：请加上 跨服:true，或去掉 最低等级分 和 最高等级分。
challenge-refusal-no-challenge = 本频道没有等你回应的挑战。
challenge-refusal-not-challenged = 只有 { $challenged } 能回应这个挑战。
challenge-refusal-not-challenger = 只有 { $challenger } 能撤回这个挑战。
challenge-refusal-not-yours = 这个挑战不是发给你的，轮不到你回应。
# $challenge 是发起挑战的命令。
challenge-refusal-taken = 晚了一步：{ $by } 已经接受了这个挑战。用 { $challenge } 发起你自己的挑战吧。
challenge-refusal-level-for-person = 棋力只适用于与 Sanctum 本身的对局：挑战真人时请不要填写。
