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
choice-puzzle-theme-deflection = 引离
choice-puzzle-theme-attraction = 引入
choice-puzzle-theme-capturingdefender = 消除防守子
choice-puzzle-theme-clearance = 腾挪
choice-puzzle-theme-quietmove = 静着
choice-puzzle-theme-advancedpawn = 挺进的兵
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
# 链接按钮：消息的网页，以及棋手在网页上走棋的专属链接。
button-view = 查看
button-play-on-web = 在网页上下棋

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
refusal-servers-only = 此命令属于服务器：请在装有 Sanctum 的服务器频道中使用。对局、谜题和课程在这里也能用。
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

## 控制台（`sanctum play`）：它在所显示的回复周围说的话。
## 反引号中的内容是在控制台里输入的，保持原样。

# 在键盘前开始一次会话时的第一行。$db 是数据库，$pictures 是保存图片和文件的文件夹。
console-banner = Sanctum 控制台，数据库：{ $db } — 图片保存到 { $pictures }。输入 `help`，或试试 `alice: challenge @bob sanctuary`。
# 在 `help` 的命令列表之后：控制台里每一行怎么写。
console-help =
    在这个控制台里，每一行都写成 `<user>: <command>`（用户名：命令），例如 `alice: challenge sanctuary @bob`，然后 `bob: accept`、`alice: move e4`（或直接 `alice: e4`）。
    `alice: challenge sanctuary`（不写对手）是公开挑战：第一个 `accept` 的人应战。`pgn 42`、`board 42` 按编号显示任意一盘对局。
    另外：`<user>: press <button>` 点击上面显示的按钮，`<user>: suggest <start of a move>` 列出以此开头的着法，
    `help <command>` 讲解一个命令，`wait 2d` / `wait 3h` 把时间往后拨（提醒和超时照常发生），`channel <name>` 切换频道，`quit` 退出。
# 已经回应过的命令（同一个交互出现两次）。
console-already-handled = （已处理过）
# $thread 是这盘对局在 Discord 上的子区名称，$channel 是对局在控制台中所在的频道
# （名称不带 #）。
console-game-thread = （在 Discord 上，这盘对局会有自己的子区“{ $thread }”；在这里它留在 #{ $channel }）
# 在挑战或对局的公告上方，按现在的样子重新绘制。
console-announcement-redrawn = （公告已重新绘制：）
# $thread 是 Discord 上子区的名称，$channel 是控制台中代替它的频道（名称不带 #）。
console-opens-thread = （在 Discord 上，这会打开子区“{ $thread }”；在这里是 #{ $channel }）
# 在发到另一个频道的回复上方。$channel 是该频道的名称，带 #。
console-in-channel = [在 { $channel }]
# 在只有发出命令的人能看到的回复上方。$user 是其名字。
console-only-user-sees = （只有 { $user } 能看到）
# 没有人发出命令时的同类情况（棋钟或 Sanctum 的回复）。
console-only-you-see = （只有你能看到）
# 在私信上方。$user 是收信人的名字：@bob。
console-direct-message = （发给 { $user } 的私信）
# $path 是棋盘图片的保存位置。
console-saved-picture = 图片：{ $path }
# $path 是回复所附文件（棋谱、动画）的保存位置。
console-saved-file = 文件：{ $path }
# $path 是棋盘图片未能保存的位置，$error 是原因（系统给出的原文）。
console-not-saved-picture = （图片未能保存到 { $path }：{ $error }）
# $path 是回复所附文件未能保存的位置，$error 是原因（系统给出的原文）。
console-not-saved-file = （文件未能保存到 { $path }：{ $error }）
# 在带按钮的回复下方。$labels 是各按钮的文字，各自放在方括号里；
# $first 是第一个按钮的文字（小写），即 `press` 后面要输入的内容。
console-buttons = 按钮：{ $labels } — 用 `<user>: press { $first }` 点击其中一个
# 在提及了别人的回复下方。$users 是他们的名字，以逗号分隔。
console-pings = （提及 { $users }）
# 控制台无法为下次运行保存名字和按钮时，只显示一次。
# $path 是保存它们的文件，$error 是原因（系统给出的原文）。
console-memory-not-kept = （本次运行结束后，名字和按钮将被遗忘：无法写入 { $path }：{ $error }）
# 在 `channel <name>` 之后。$channel 是频道名称，不带 #。
console-now-in = （现在在 #{ $channel }）
# 在 `wait` 之后。$duration 是拨过的时间，按控制台的写法：1 天、3 小时 30 分钟。
console-clock-forward = （时间往后拨了 { $duration }）
# 在 `press` 之后，最近显示的按钮中没有这个文字时。$typed 是 `press` 后面输入的内容。
console-no-button = 最近的按钮中没有与 `{ $typed }` 相符的
# 在 `suggest` 之后，没有可建议的着法时。
console-no-suggestions = （没有建议：这里没轮到你走棋，或没有相符的着法）
# 在 `suggest` 之后。$moves 是建议的着法，以逗号分隔。
console-suggestions = 建议：{ $moves }
# 在圣所象棋棋盘下方：两种额外棋子的符号。
console-board-legend = Ⓐ/ⓐ 大主教，Ⓖ/ⓖ 瑞士卫兵
# 控制台读不懂某一行时，跟在 "?" 后面的提示。
# $max_days 是最长的等待天数；$typed 是 `wait` 后面输入的内容。
console-bad-wait = `wait` 后面要写一段时间，如 2d、3h 或 30m，最长 { $max_days }d，而不是 `{ $typed }`
console-which-channel = 哪个频道？例如 `channel general`
console-user-one-word = 用户名只能是一个词，例如 `alice: board`
console-how-to-write = 请写 `<user>: <command>`，例如 `alice: challenge @bob sanctuary`，或 `wait 2d`，或 `help`
# 没说是谁发出的命令。$command 是输入的命令：board。
console-who-says = 是谁说的？例如 `alice: { $command }`
# 控制台用词拼错了。$near 是最可能想写的词（help、wait、channel、quit 或 exit）；
# $how 是提示 console-how-to-write，同一种语言。
console-did-you-mean = 你是想写 `{ $near }` 吗？否则{ $how }
console-say-something = 冒号后面要写点什么，例如 `alice: help`
console-press-which = 点击哪个按钮？例如 `press accept`

## 命令中留给棋手填写的空白：`/move move:<your move>`。保留尖括号或 @、# 符号，
## 它们表示这里要填写。

blank-move = <着法>
blank-your-move = <你的着法>
blank-id = <ID>
blank-channel = #频道
blank-someone = @某人
blank-half-move = <半回合>
blank-role = @身份组
blank-them = @对方
blank-number = <编号>
