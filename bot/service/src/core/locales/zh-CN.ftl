## 所有功能共用：多个命令都有的选项。

your-game = 你的某盘对局的编号（默认：本频道的对局）
    .name = 对局

## 各棋种的名称。

variant-chess = 国际象棋
variant-scepter = 夺取权杖
variant-sanctuary = 圣所象棋

## 以按钮作答的操作，即帮助中列出的内容。

buttons-challenge = 回应向你发起的挑战（公开挑战任何人都可以接受）
buttons-cancel = 撤回你自己发起的挑战
buttons-rematch = 在已结束的对局下方，请对手交换颜色再下一盘
buttons-resign = 使用认输命令后，确认认输
buttons-draw = 回应对手的提和
buttons-takeback = 回应对手的悔棋请求
buttons-confirm = 当你的偏好设置要求确认着法时，走出或放弃你选的着法
buttons-review = 在对局结束的消息下方，复盘这盘已结束的对局

## 用于各项限制的回溯时间段。

window-hours = 最近 { $n } 小时
window-minutes = 最近 { $n } 分钟

## 拒绝：命令为何没有执行。未做任何更改。

refusal-challenge-accepted = 这个挑战已被接受。
refusal-challenge-declined = 这个挑战已被拒绝。
refusal-challenge-withdrawn = 这个挑战已被撤回。
refusal-challenge-expired = 这个挑战已过期：挑战的有效期为 { $challenge_hours } 小时。
refusal-challenge-open = 这个挑战仍在等待应战。
refusal-not-in-lobby = 本服务器不在 Sanctum 的跨服大厅中。管理员可以用 { $join } 加入；在此之前，请挑战本服务器的人。
refusal-vote-instead = 这盘棋由团队投票来下：用 { $vote } 为你想走的着法投票。
refusal-lobby-names-no-one = 向所有服务器发起的挑战对任何人开放：请不要指定对手和棋力。
# $thing 是 challenge、game 或 match。
refusal-gone = { $thing ->
    [challenge] 这个挑战已不存在：此按钮已失效。
    [match] 这场对抗赛已不存在：此按钮已失效。
   *[game] 这盘对局已不存在：此按钮已失效。
}
refusal-channel-busy = 本频道已有一盘进行中的对局。请先下完，或到其他频道发起挑战。
refusal-duplicate-challenge = 你们两人在本频道已有一个未决的挑战。请等待回应，或先用 { $cancel } 撤回。
refusal-no-game = 本频道没有对局。用 { $start } 开始一盘。
refusal-game-elsewhere = 本频道没有对局。你的对局在 { $places }。
refusal-game-over = 这盘对局已经结束。用 { $start } 开始新的一盘。
refusal-not-a-player = 你没有参与这盘对局。
refusal-not-your-turn = 还没轮到你：现在轮到 { $to_move } 走棋。
refusal-already-moved = 还没轮到你：你已走出 { $last }，现在轮到 { $to_move } 走棋。
refusal-moved-on = 你查看之后棋局已有变化：这步棋没有走出。请查看新局面（{ $board }）后再试。
refusal-nothing-to-solve = 你没有正在进行的谜题或课程。用 { $puzzle } 或 { $learn } 开始。
refusal-no-such-lesson = { $variant }课程只有第 1 至 { $lessons } 课。
refusal-already-open = 你在本频道的公开挑战仍在等待应战者。请等待，或先用 { $cancel } 撤回。
refusal-own-open-challenge = 这是你自己的公开挑战：需要由别人来接受。你可以用 { $cancel } 撤回。
refusal-bad-game-number = { $typed } 不是对局编号。对局编号为 1、2、3……；用 { $games } 查看你的对局。
refusal-no-such-game = 本服务器没有第 { $number } 号对局。用 { $games } 查看你的对局。
refusal-too-many-challenges = 你在{ $window }内已在本服务器发起了 { $limit } 次挑战。可在 { $until } 再次发起挑战。
refusal-too-many-waiting = 你在本服务器已有 { $limit } 个挑战在等待回应。请取消一个，或者等待：最早的一个将在 { $until } 失效。
refusal-challenged-recently = 你刚刚挑战过 { $challenged }，该挑战被拒绝或撤回了。可在 { $until } 再次挑战对方。
refusal-too-many-engine-games = 你已有 { $limit } 盘与 Sanctum 的对局在进行，这是每人同时可下的上限。请先下完或认输其中一盘。
refusal-too-many-reviews = 你在{ $window }内已在本服务器申请了 { $limit } 次复盘。可在 { $until } 再次申请。
refusal-too-many-exercises = 你在{ $window }内已打开了 { $limit } 道谜题和课程。可在 { $until } 再打开一个。
refusal-too-many-web-moves = 此页面在{ $window }内已发送了 { $limit } 步棋：这步棋没有走出。可在 { $until } 再发送。

## Sanctum 方面的故障。

failure-busy = 对局数据库正忙，请稍后再试。
failure-disk-full = 无法保存：服务器磁盘已满。未做任何更改；请告知服务器管理员。
failure-other = 我这边出了点问题，未做任何更改。请再试一次；如果问题持续出现，请告知服务器管理员。

## 菜单选项，即 Discord 列出的选项取值（最多 100 个字符）。

choice-variant-sanctuary = 圣所象棋
choice-variant-scepter = 夺取权杖
choice-variant-chess = 国际象棋
choice-color-white = 白方
choice-color-black = 黑方
choice-color-random = 随机
choice-days-1 = 1 天
choice-days-2 = 2 天
choice-days-3 = 3 天
choice-days-5 = 5 天
choice-days-7 = 7 天
choice-days-10 = 10 天
choice-days-14 = 14 天
choice-puzzle-theme-sanctuary = 圣所（两子安全抵达）
choice-puzzle-theme-refugee = 避难兵
choice-puzzle-theme-scepter = 权杖（王到 e1/e8）
choice-puzzle-theme-slide = 滑步兵
choice-puzzle-theme-mate = 将杀
choice-puzzle-theme-material = 得子
choice-puzzle-theme-fork = 捉双
choice-puzzle-theme-pin = 牵制
choice-puzzle-theme-skewer = 串击
choice-puzzle-theme-discoveredattack = 闪击
choice-puzzle-theme-doublecheck = 双将
choice-puzzle-theme-hangingpiece = 无保护的棋子
choice-puzzle-theme-trappedpiece = 被困的棋子
choice-puzzle-theme-sacrifice = 弃子
choice-puzzle-theme-backrankmate = 底线杀
choice-puzzle-theme-promotion = 升变
choice-puzzle-theme-sanctuaryrace = 抢占圣所
choice-puzzle-theme-stoprefugee = 阻止避难兵
choice-puzzle-theme-scepterwalk = 王走向权杖
choice-puzzle-theme-onemove = 一步棋
choice-puzzle-theme-short = 两步棋
choice-puzzle-theme-long = 三步棋及以上
choice-tournament-action-create = 创建
choice-tournament-action-join = 报名
choice-tournament-action-leave = 退出
choice-tournament-action-start = 开始
choice-tournament-action-standings = 排名
choice-tournament-action-trf = trf
choice-tournament-action-bye = 轮空
choice-tournament-action-cancel = 取消
choice-tournament-action-list = 列表
choice-tournament-format-round-robin = 单循环
choice-tournament-format-double-round-robin = 双循环
choice-tournament-format-swiss = 瑞士制
choice-scope-server = 本服务器
choice-scope-global = 全局
choice-orientation-to-move = 走棋方
choice-orientation-mine = 我方
choice-theme-classic = 经典
choice-theme-contrast = 高对比
choice-theme-colorblind = 色盲友好

## 按钮上的文字（最多 80 个字符）。

button-accept = 接受
button-decline = 拒绝
button-cancel = 取消
button-yes-resign = 确认认输
button-accept-draw = 接受和棋
button-allow-takeback = 同意悔棋
button-refuse = 不同意
button-rematch = 再来一盘
button-review = 复盘
button-confirm = 确认
button-next-puzzle = 下一道谜题
button-give-up = 放弃
button-solve = 解题
button-next-lesson = 下一课
button-join = 报名
button-leave = 退出
button-join-the-team = 加入团队
button-accept-match = 接受对抗赛
button-refuse-all-from-this-server = 拒绝该服务器的所有提议
button-sign-up = 报名参赛

## 界面收到的内容不是有效的命令。$usage 展示该命令的用法。

unreadable-missing-variant = 下哪种棋？请选择 { $choices }：{ $usage }。
unreadable-missing = { $command } 需要提供 { $option }：{ $usage }。
unreadable-no-value = { $option } 后面需要一个值：{ $usage }。
unreadable-bad-variant = 我不认识棋种 { $value }：请选择 { $choices }。用法：{ $usage }。
unreadable-bad-days = 没有每步 { $value } 天这个选项：请选择 { $days } 或 { $last_days } 天。用法：{ $usage }。
# $article 是英文的 "a" 或 "an"，只用于英文。
unreadable-bad-choice = { $value } 不是有效的 { $option }：请选择 { $choices }。用法：{ $usage }。
unreadable-bad-bool = { $value }：{ $option } 请写 { $yes } 或 { $no }。用法：{ $usage }。
unreadable-bad-flag = { $value }：{ $option } 不需要值。用法：{ $usage }。
unreadable-bad-page = { $value } 不是页码：请写 1、2、3……最大 { $max }。用法：{ $usage }。
unreadable-bad-number = { $value } 不是数字：{ $option } 的取值为 { $lo } 到 { $hi }。用法：{ $usage }。
unreadable-bad-other = { $value } 在这里不能作为 { $option }。用法：{ $usage }。
unreadable-unknown-command = 我不认识命令 { $name }：{ $help } 会列出我有的全部命令。
unreadable-unknown-command-near = 我不认识命令 { $name }。你是想用 { $near } 吗？{ $help } 会列出我有的全部命令。
unreadable-unknown-option = { $command } 没有选项 { $option }。用法：{ $usage }。
unreadable-unknown-option-near = { $command } 没有选项 { $option }。你是想用 { $near } 吗？用法：{ $usage }。

## 对局在哪里进行。

game-in-thread = 这盘对局在它自己的子区中进行：{ $thread }。

## 界面本身说的话。

face-sorry = 抱歉，Sanctum 没能完成这次回应。用 { $board } 查看你的对局进展。
face-review-lost = 复盘在我这边丢失了。请重新申请。
face-dead-button = 此按钮已失效。{ $games } 会显示你各盘对局的进展。
face-servers-only = Sanctum 的对局在服务器中进行：请在服务器的频道中使用此命令。
# $places 列出频道，每个频道后面的括号里是 Discord 给出的原因。
face-posts-refused = 已完成，但 Discord 拒绝了 Sanctum 在 { $places } 发的消息。请检查该频道是否仍然存在，以及 Sanctum 在那里是否有查看频道、发送消息和附加文件的权限。
face-a-channel = 某个频道（{ $why }）

## 醒目的词语：在所有语言中都一样。

emphasis = { $words }

## 时间长度，简写，如控制台所示：2 天 4 小时，30 分钟。

duration-under-minute = 不到一分钟
duration-minutes = { $m } 分钟
duration-hours = { $h } 小时
duration-hours-minutes = { $h } 小时 { $m } 分钟
duration-days = { $d } 天
duration-days-hours = { $d } 天 { $h } 小时
moment-in = { $duration }后
moment-ago = { $duration }前

## 语言选项

choice-language-discord = 服务器在 Discord 上的语言
choice-language-en = English
choice-language-de = Deutsch
choice-language-fr = Français
choice-language-es = Español
choice-language-pt-br = Português do Brasil
choice-language-ru = Русский
choice-language-zh-cn = 简体中文
