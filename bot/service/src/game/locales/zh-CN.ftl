## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

move-description = 在本频道的对局中走一步棋，使用 SAN（Nf3、exd5、O-O）或 UCI（g1f3）格式。
    .name = 走棋
move-move = 你的着法；开始输入即可看到合法着法
    .name = 着法

moves-description = 逐个棋子列出本频道对局中的所有合法着法：每个棋子现在能怎么走。
    .name = 着法列表

board-description = 显示本频道对局的棋盘，或按编号显示本服务器的任意一盘对局。
    .name = 棋盘
board-game = 对局编号（默认：本频道的对局）
    .name = 对局
board-new_link = 让你之前在网页上下这盘棋的链接失效，并获取新链接
    .name = 新链接

pgn-description = 以 PGN 文件导出棋谱，附动画回放：本频道的对局，或按编号指定任意一盘。
    .name = 棋谱
pgn-game = 对局编号（默认：本频道的对局或其最近一盘）
    .name = 对局

history-description = 棋手在本服务器已结束的对局，最新的在前，附结果和对手。
    .name = 历史
history-player = 谁的（默认：你自己）
    .name = 棋手
history-variant = 只看这种棋（默认：全部）
    .name = 棋种
history-page = 页码（默认：1）
    .name = 页码

preferences-description = 查看或更改棋盘在你眼中的样式，以及你的着法是否要先确认。
    .name = 偏好
preferences-orientation = 底部显示你这一方（我方）或轮到走棋的一方（走棋方，默认）
    .name = 视角
preferences-theme = 棋盘配色：经典、高对比或色盲友好（红绿色盲可辨）
    .name = 配色
preferences-confirm = 走棋后先显示棋盘和“确认 / 取消”按钮，确认后才真正走出
    .name = 确认

notify-description = 查看或更改 Sanctum 如何通知你对局动态：私信、提醒、每日汇总。
    .name = 通知
notify-dm = 轮到你走棋时发私信（默认：关）
    .name = 私信
notify-remind80 = 每步用时过去 { $reminder_percent }% 时提醒（默认：开）
    .name = 用时提醒
notify-remind2h = 每步剩余 2 小时时提醒（默认：关）
    .name = 剩余2小时提醒
notify-digest = 每天发一条私信，列出等你走棋的对局（默认：关）
    .name = 每日汇总

## 频道里读到的着法。

color-white = 白方
color-black = 黑方
move-played = { $name } 走了 { $move }。
move-played-conditional = ⚡ { $name } 的条件着法：{ $move }。
move-draw-lapses = 和棋提议失效：{ $name } 继续走棋。
move-thinking = { $name } 正在思考…
move-team-to-move = 轮到 { $name } 走棋：成员用 { $vote } 投票 — 截止 { $due }。
move-your-move = { $user }，轮到你走棋 — 截止 { $due }。
# $me 和 $them 是双方的名称（白方、黑方）；$square 是格子，如 e8。
note-refugee = { $me }的兵到达 { $square }，成为避难兵 — 它不能再移动，也不能被吃掉。
note-sanctuary-one = { $me }有一枚棋子在 { $square } 的圣所里：再有一枚安全地进入圣所即获胜。
note-sanctuary-many = { $me }有 { $n } 枚棋子在圣所里。{ $them }：在 { $squares } 吃子，否则告负。
note-scepter-threat = { $them }：{ $me }的王下一步就能夺取你在 { $square } 的权杖 — 阻止它，否则告负。
note-check = { $them }被将军。

## 对局如何结束：最后一条消息的标题。

# $name 获胜：胜者，在下面以粗体的 $winner 显示。
ending-winner = { $name } 获胜
# 在下面以粗体的 $draw 显示的词。
ending-draw = 和棋
# 一并所指的格子：$first 是一个格子，$rest 是一个或多个（"h8"、"b8 和 h8"）。
ending-squares-and = { $first } 和 { $rest }
# $winner 是粗体的 "{ $name } 获胜"（ending-winner）；$side 是胜者一方（白方、黑方）。
ending-scepter = { $name } 的王夺取了 { $square } 的权杖 — { $winner }（{ $side }）！
ending-sanctuary = { $name } 有两枚棋子安全进入 { $squares } 的圣所 — { $winner }（{ $side }）！
ending-checkmate = 将杀 — { $winner }（{ $side }）！
# $draw 是粗体的 "和棋"（ending-draw）。
ending-stalemate = 逼和：{ $name } 没有合法着法可走 — { $draw }。
ending-repetition = 同一局面第三次出现 — 因重复局面{ $draw }。
ending-fifty-moves = 双方各走五十步都没有吃子或动兵 — { $draw }。
ending-insufficient-material = 双方都不可能将杀对方 — { $draw }。
ending-dead-position = 双方都已不足两枚棋子，谁也无法获胜 — { $draw }。
# $name 是认输的棋手。
ending-resignation = { $name } 认输 — { $winner }（{ $side }）。
# $name 是超时的棋手。
ending-timeout = { $name } 超时 — { $winner }（{ $side }），超时胜。
ending-timeout-draw = { $name } 超时，但 { $opponent } 凭剩下的棋子永远无法获胜 — { $draw }。
ending-agreement = 双方同意和棋。
ending-adjudication = 已到本轮时限，经裁定 — { $winner }（{ $side }）。
ending-adjudication-draw = 已到本轮时限，经裁定 — { $draw }。
ending-aborted = 对局已中止：无结果，等级分不变。

## 已结束对局的标题下方：结果和等级分。

# $result 是比分（1-0、0-1、1/2-1/2），粗体；$white 和 $black 提及双方棋手。
ending-result = 结果：{ $result } — { $white }（白方）对 { $black }（黑方），第 { $game } 号对局。
# $white 和 $black：棋手的名字和等级分变化，如 "alice 1500? → 1662? (+162)"。
ending-ratings = 等级分：{ $white } · { $black }
ending-unrated-sanctum = 与 Sanctum 的对局都是休闲对局：等级分不变。
ending-unrated-casual = 休闲对局：等级分不变。
ending-unrated-short = 对局太短，不计分（双方各须至少走两步）：等级分不变。

## 时间储备：棋手的备用时间，超过期限时按整天扣除。

# 以天计的时间储备，即下面的 $bank、$paid、$white_bank 和 $black_bank。
bank-days = { $days } 天
bank-paid = { $user }，你在第 { $game } 号对局中这步棋的时间已用完，因此从时间储备中扣除了 { $paid }：这步棋现在于 { $due } 截止。
bank-left = 你的时间储备还剩 { $bank }。
bank-now-empty = 你的时间储备现已用完：如果这次期限再过去，你将超时判负。
# 对局期限过后，在棋盘下方：每位棋手的名字和时间储备。
bank-both = 时间储备：{ $white } { $white_bank }，{ $black } { $black_bank }。
bank-on-vacation = { $name } 正在休假，其棋钟已暂停；将于 { $back } 回来。

## 棋钟：超时判负的说明、因第一步未走而中止的对局、提醒。

# $late 是超过期限多久，如 "2d 4h"；$bank 是以天计的时间储备（bank-days）。
deadline-bank-short = { $name } 的时间储备（还剩 { $bank }）不足以抵消超出期限的 { $late }。
deadline-bank-empty = { $name } 的时间储备已用完。
# $late 提及始终没走第一步的棋手。
deadline-aborted = 第 { $game } 号对局已中止：{ $late } 没有在期限内走出对阵 { $opponent } 的第一步棋。无结果，等级分不变。
deadline-aborted-forfeit = 第 { $game } 号对局已中止：{ $late } 没有在期限内走出对阵 { $opponent } 的第一步棋，因此这盘锦标赛对局判负。等级分不变。
deadline-team-reminder = 团队对这步棋的投票将于 { $closes } 截止：届时得票最多的着法会被走出。
# $due 是一个时刻，如 "3 小时后"。
deadline-reminder-abort = { $user }，提醒一下：对阵 { $opponent } 的对局（{ $variant }，第 { $game } 号对局）轮到你走棋 — 如果你不走，对局将于 { $due } 中止。
deadline-reminder-bank = { $user }，提醒一下：对阵 { $opponent } 的对局（{ $variant }，第 { $game } 号对局）轮到你走棋 — 如果你不走，将从 { $due } 起扣除你的时间储备（还剩 { $bank }）。
deadline-reminder-lose = { $user }，提醒一下：对阵 { $opponent } 的对局（{ $variant }，第 { $game } 号对局）轮到你走棋 — 如果你不走，你将于 { $due } 超时判负。

## 通知棋手对局动态：第一步、轮到走棋、提醒、每日汇总。

# $join 是按钮的名称，$vote 是投票用的命令。
notify-first-move-teams = 由 { $name } 先走。各团队的成员在自己的服务器中点击 { $join }，然后用 { $vote } 投票：每个团队的投票只在自己的服务器中可见。
notify-first-move = { $user }，由你先走：{ $move }。
# 一条私信；$channel 是对局所在的频道。
notify-turn = { $user }，{ $channel } 中对阵 { $opponent } 的第 { $game } 号对局（{ $variant }）轮到你走棋：{ $due } 截止。
notify-turn-after = { $user }，{ $channel } 中对阵 { $opponent } 的第 { $game } 号对局（{ $variant }）轮到你走棋：{ $opponent } 走了 { $move }。{ $due } 截止。
notify-late-reminder-abort = { $user }，只剩不到 2 小时了：{ $channel } 中对阵 { $opponent } 的对局（{ $variant }，第 { $game } 号对局）轮到你走棋 — 如果你不走，对局将于 { $due } 中止。
notify-late-reminder-lose = { $user }，只剩不到 2 小时了：{ $channel } 中对阵 { $opponent } 的对局（{ $variant }，第 { $game } 号对局）轮到你走棋 — 如果你不走，你将于 { $due } 超时判负。
# 每日汇总的标题，在下面以粗体的 $digest 显示。
notify-daily-digest-heading = 你的每日汇总
notify-daily-digest = { $digest }：有 { $count } 盘对局在等你走棋。
# 每日汇总中的一盘对局。
notify-daily-digest-line = 对局 { $game } · { $variant } 对阵 { $opponent }，在 { $channel } — { $due } 截止
# $privacy 和 $direct 是 Discord 中相应设置的名称（notify-dms-closed-…），粗体。
notify-dms-closed = Sanctum 无法给你发私信：你的隐私设置不接收本服务器成员的私信，所以改为在对局频道中提及你。如需接收私信，请打开服务器菜单 → { $privacy } → 允许 { $direct }，然后使用 { $notify }。
# Discord 在本语言中对这项设置的称呼。
notify-dms-closed-privacy = 隐私设置
# Discord 在本语言中对这项设置的称呼。
notify-dms-closed-direct = 私信

## 通知命令的回应：棋手的通知设置，每行一项。

notify-settings-heading = 你的通知设置：
notify-settings-saved = 已保存。你的通知设置：
notify-settings-turn-dm = 轮到你走棋时：发私信（而不是在对局频道中提及你）。
notify-settings-turn-ping = 轮到你走棋时：在对局频道中提及你。
notify-settings-remind80 = 用时过去 { $reminder_percent }% 时提醒：{ $state ->
        [on] 开
       *[off] 关
    }。
notify-settings-remind2h = 剩余 2 小时时提醒：{ $state ->
        [on] 开
       *[off] 关
    }。
notify-settings-digest = 每日私信汇总等你走棋的对局：{ $state ->
        [on] 开
       *[off] 关
    }。
notify-settings-reminders-dm = 提醒通过私信发送。
notify-settings-reminders-ping = 提醒以在对局频道中提及你的方式发送。
notify-settings-retry = 在这里做任何更改，都会重新尝试给你发私信。
notify-settings-change = 用 { $change } 更改

## 着法确认（当棋手的偏好设置要求时）。

# $confirm 是按钮的名称。
confirm-ask = 走 { $move } 吗？这是走完后的棋盘。在你点击 { $confirm } 之前，这步棋不会走出。
confirm-already-played = 已经走出：{ $move }。再次确认不会有任何变化。
confirm-cancelled = 已取消：这步棋没有走出。你可以随时走另一步。

## 着法：两枚棋子都能走的输入，以及着法列表命令列出的着法。

# $typed 是棋手输入的内容；$moves 是它可能指的着法（play-which-or）。
play-which = 你输入的 { $typed } 指的是哪一步？{ $moves }。点击你想走的那一步，或用 SAN 写出来（棋子用大写字母）。
# 可供选择的着法：$first 是一步，$rest 是一步或多步（"Bxc4"、"bxc4 或 Bxc4"）。
play-which-or = { $first } 或 { $rest }
# $record 是获取对局棋谱的命令。
play-moves-over = 第 { $game } 号对局已经结束：{ $result }。已没有可走的着法；它的棋谱：{ $record }。
# 列表的标题，在下面以粗体的 $to_move 显示；$side 是白方或黑方。
play-moves-to-move = 轮到{ $side }走棋
play-moves-heading = { $to_move }，第 { $game } 号对局：共 { $count } 步合法着法。
# 列表中的一行：一种棋子，然后是它的着法。
play-moves-pawn = 兵：{ $moves }
play-moves-knight = 马：{ $moves }
play-moves-bishop = 象：{ $moves }
play-moves-rook = 车：{ $moves }
play-moves-queen = 后：{ $moves }
play-moves-king = 王：{ $moves }
play-moves-archbishop = 大主教：{ $moves }
play-moves-guard = 瑞士卫兵：{ $moves }

## 对局的棋盘和棋谱，以及棋手在网页上下这盘棋的链接。

# $variant 是棋种名称，粗体；$label 是锦标赛标签（archive-tournament-label）或空。
board-head = 第 { $game } 号对局 · { $variant }{ $label } — { $white }（白方）对 { $black }（黑方），{ $rated ->
        [rated] 计分
       *[casual] 休闲
    }。
board-to-move = 第 { $move } 回合：轮到 { $name } 走棋，{ $due } 截止。
# $result 说明对局如何结束（archive-result-…）。
board-final = { $moves } 回合后的最终局面：{ $result }。
# $result 是比分（1-0、0-1、1/2-1/2）。
board-record-finished = { $white } 对 { $black } 的棋谱（{ $moves } 回合，{ $result }），第 { $game } 号对局。
board-record-aborted = { $white } 对 { $black } 的棋谱（{ $moves } 回合，已中止），第 { $game } 号对局。
board-record-going-on = { $white } 对 { $black } 的棋谱（目前 { $moves } 回合），第 { $game } 号对局。
board-link-renewed = 这是你在网页上点击下第 { $game } 号对局的新链接：之前的所有链接都已失效。请勿外传；它在 { $days } 天内有效。
# 新链接 是棋盘命令的选项，即棋手输入时的名称。
board-link = 这是你在网页上点击下第 { $game } 号对局的专属链接。任何持有它的人都能替你走棋，所以请勿外传；它在 { $days } 天内有效。万一泄露，用 新链接 选项生成一个新链接，这个就会失效。

## 存档：对局如何结束，以及棋手已结束的对局（分页显示）。

# 对局如何结束，跟在结果后面："1-0，alice 获胜（认输）"。
archive-by-scepter = 夺取权杖
archive-by-sanctuary = 圣所
archive-by-checkmate = 将杀
archive-by-stalemate = 逼和
archive-by-fifty-moves = 五十回合规则
archive-by-repetition = 重复局面
archive-by-insufficient-material = 子力不足
archive-by-dead-position = 死局
archive-by-resignation = 认输
# 因棋手超时而输棋或和棋。
archive-by-time = 超时
archive-by-agreement = 双方同意
archive-by-adjudication = 裁定
archive-by-abort = 中止
archive-result-going-on = 进行中
archive-result-aborted = 已中止
# $result 是比分（1-0、0-1、1/2-1/2）；$by 是对局如何结束（archive-by-…）。
archive-result-won = { $result }，{ $name } 获胜（{ $by }）
archive-result-drawn = { $result }，和棋（{ $by }）
# 从棋手一方看的一盘已结束对局：$side 是其执哪一方（白方、黑方），$label 是锦标赛标签或空，$verdict 是胜、负、和或已中止（archive-verdict-…），粗体。
archive-line = 对局 { $game } · { $variant } 对阵 { $opponent }（{ $side }）{ $label }：{ $verdict }（{ $by }），{ $result }
archive-line-aborted = 对局 { $game } · { $variant } 对阵 { $opponent }（{ $side }）{ $label }：{ $verdict }
archive-verdict-won = 胜
archive-verdict-lost = 负
archive-verdict-drew = 和
archive-verdict-aborted = 已中止
# 列表的标题行：$heading 是标题，粗体；$total 是共有几盘对局。
archive-heading = { $heading }（共 { $total } 盘，第 { $page }/{ $pages } 页）
# $next 是显示下一页的命令。
archive-more = 更多：{ $next }。
archive-history-heading = { $name } 的对局
archive-history-heading-variant = { $name } 的{ $variant }对局
archive-history-none = { $name } 在本服务器还没有已结束的对局。
# 在列表中的对局名称后面：它所属的锦标赛和轮次。
archive-tournament-label = （锦标赛 { $tournament }，第 { $round } 轮）

## 偏好命令的回应：棋手的棋盘偏好，每行一项。

preferences-shown-heading = 你的偏好设置：
preferences-shown-saved = 已保存。你的偏好设置：
preferences-shown-boards-to-move = 棋盘：走棋方在下方。
preferences-shown-boards-mine = 棋盘：在你的对局中，你这一方在下方。
# 经典、高对比和色盲友好是配色选项的取值。
preferences-shown-theme-classic = 配色：经典。
preferences-shown-theme-contrast = 配色：高对比。
preferences-shown-theme-colorblind = 配色：色盲友好（红绿色盲也能分辨）。
# 确认是按钮的名称（button-confirm）。
preferences-shown-confirm-on = 着法确认：开：走棋后会私下显示走完后的棋盘，只有点击“确认”后才真正走出。
preferences-shown-confirm-off = 着法确认：关：着法立即走出。
preferences-shown-change = 用 { $change } 更改（三项中任意一项）。

## 用文字描述的棋盘图片，供屏幕阅读器使用（每张棋盘都附带的替代文字）。
## 每条是一句话，以空格连接。$squares 是格子，如 "a1 h1"。

alt-board = { $variant }棋盘。
alt-side-named = { $color }（{ $name }）
alt-to-move = 轮到{ $side }走棋。
alt-to-move-in-check = 轮到{ $side }走棋，正被将军。
# $pieces：下面的各组棋子，以逗号连接。
alt-pieces = { $side }：{ $pieces }。
alt-no-pieces = 没有棋子
alt-kings = 王 { $squares }
alt-queens = 后 { $squares }
alt-archbishops = 大主教 { $squares }
alt-guards = 瑞士卫兵 { $squares }
alt-rooks = 车 { $squares }
alt-bishops = 象 { $squares }
alt-knights = 马 { $squares }
alt-pawns = 兵 { $squares }
alt-refugees = 避难兵 { $squares }
# $pieces：alt-in-danger 各项，以逗号连接。
alt-attacked = 受到攻击且无保护：{ $pieces }。
# $piece：上面某一组中的一枚棋子（"马 c3"）。
alt-in-danger = { $color }的{ $piece }
alt-safe = { $color }在 { $squares } 的棋子已安全进入圣所。
alt-replay = 第 { $game } 号对局的回放，{ $white } 对 { $black }，{ $variant }：从开局起的每一个局面，一次一步；对局的着法见棋谱。

## 棋盘图片的名字栏右侧、名字旁边显示的文字。名字栏只有一行，
## 所以要简短。$duration 是一段时间，如 "2 天 4 小时"。

bar-to-move = 轮到走棋
bar-wins = 获胜
bar-draw = 和棋
bar-left = 剩 { $duration }
bar-bank = 储备 { $duration }
bar-bank-empty = 储备用完
bar-left-and-bank = { $left } · { $bank }

## 输入的着法为什么被拒绝。原因是跟在冒号后面的分句。凡是提到棋子，
## $piece 是它的名称（role-…），$role 是它的 ID（pawn、knight、bishop、rook、queen、
## king、archbishop、guard），供选择冠词或词形的选择器使用（中文不需要）。
## $color、$owner、$turn 和 $side 是一方的名称（白方、黑方）；$square 是格子（e4）。

# 棋子的名称，即 $piece 显示的内容；没有参数。
role-pawn = 兵
role-knight = 马
role-bishop = 象
role-rook = 车
role-queen = 后
role-king = 王
role-archbishop = 大主教
role-guard = 瑞士卫兵
# $input：输入的内容，以代码显示；$hint：着法的写法（move-error-hint-… 之一）。
move-error-syntax = { $input } 不是着法：{ $hint }。
# $input：输入的内容；$reason：原因（下面的原因之一）；$moves：几步合法着法，以逗号分隔。
move-error-illegal = { $input } 在这里不合法：{ $reason }。合法着法有 { $moves } 等。
# $input：输入的内容；$moves：它可能指的着法，以逗号分隔。
move-error-ambiguous = { $input } 有歧义：请写成其中之一：{ $moves }。
# $outcome：对局如何结束（move-error-won 或 move-error-drawn）。
move-error-game-over = 对局已经结束：{ $outcome }；不能再走棋了。
# 没有参数。
move-error-hint-notation = 请用 SAN，如 e4、Nf3、exd5、O-O、e8=Q，或用 UCI，如 e2e4
# 没有参数。
move-error-hint-uci = UCI 的写法是起始格、目标格，再加可选的升变字母，如 e2e4 或 e7e8q
# 没有参数。
move-error-hint-promotion-letter = 升变字母必须是 q、r、b 或 n
# $letter：棋子的大写字母（N）；$role、$piece：那个棋子；$example：用它走的一步棋（Nf3）。
move-error-hint-upper-case = 棋子字母要大写：{ $piece }是 { $letter }，如 { $example }
# 没有参数。
move-error-hint-not-legal = 不合法
# $square：起始格；$role、$piece：格上的棋子；$letter_role、$letter_piece：输入的字母所指的棋子。
move-error-wrong-letter = { $square } 上的棋子是{ $piece }，不是{ $letter_piece }
# $variant：棋种名称（variant-…）。
move-error-no-castling = { $variant }没有王车易位
# $color：走棋的一方；$wing：kingside（王翼）或 queenside（后翼）。
move-error-castling-rights = { $color }已经不能{ $wing ->
        [kingside] 王翼易位
       *[queenside] 后翼易位
    }：王或那个车已经动过
# $color：走棋的一方。
move-error-castling-in-check = { $color }正被将军，被将军时不能王车易位
# $square：王和车之间第一个有棋子的格子。
move-error-castling-blocked = 王和车之间的格子必须都是空的，而 { $square } 上有棋子
# $square：受攻击的格子。
move-error-castling-attacked = 王会经过或落在 { $square }，而这个格子正受攻击
# 没有参数。
move-error-castling-not-allowed = 王车易位要求王和车都没动过、中间的格子都是空的，而且王不能正被将军，也不能经过或走进被攻击的格子
# $square：兵到达的格子。
move-error-sanctuary-promotion = 圣所象棋中兵不升变；到达 { $square } 的兵成为避难兵，着法不加字母
# $role、$piece：要求升变成的棋子。
move-error-promotion-role = 兵不能升变为{ $piece }；请选 Q、R、B 或 N
# $square：着法的目标格。
move-error-promotion-rank = 只有到达底线的兵才能升变；走到 { $square } 的着法请不要加字母
# $square：起始格。
move-error-empty-square = { $square } 上没有棋子
# $role、$piece：$square 上的棋子；$owner：它属于哪一方；$turn：走棋的一方。
move-error-not-your-piece = { $square } 上的{ $piece }是{ $owner }的；现在轮到{ $turn }走棋
# $square：避难兵所在的格子。
move-error-refugee-moves = { $square } 上的避难兵再也不能移动
# $square：避难兵所在的格子。
move-error-refugee-captured = { $square } 上的避难兵永远不能被吃掉
# $square：目标格；$role、$piece：格上棋手自己的棋子。
move-error-own-piece = { $square } 上是你自己的{ $piece }
# $color：走棋的一方；$role、$piece：要走的棋子；$square：目标格。
move-error-in-check = { $color }正被将军，任何{ $piece }走到 { $square } 都解不了将
# $color：走棋的一方；$role、$piece：要走的棋子；$square：目标格。
move-error-none-can-move = { $color }没有哪个{ $piece }能走到 { $square }
# $role、$piece：要走的棋子；$file：输入的直线（b）；$square：目标格。
move-error-none-from-file = { $file } 线上没有{ $piece }能走到 { $square }
# $role、$piece：要走的棋子；$rank：输入的横线（4）；$square：目标格。
move-error-none-from-rank = 第 { $rank } 横线上没有{ $piece }能走到 { $square }
# 没有参数。
move-error-no-match = 没有相符的合法着法
# $moves：可能指的兵着法，用 move-error-or 连接（exd5 或 cxd5）。
move-error-pawn-needs-file = 吃子或滑步的兵要写出它离开的那条直线：{ $moves }
# $color：走棋的一方；$role、$piece：要走的棋子。
move-error-no-such-piece = { $color }没有{ $piece }
# $reason：上面的原因之一；$letter：棋子的大写字母（B）；$role、$piece：那个棋子。
move-error-upper-case-hint = { $reason }（棋子字母要大写：{ $piece }是 { $letter }）
# 各自可能指的着法：$first 是一步，$rest 是一步或多步（"cxd5"、"cxd5 或 exd5"）。
move-error-or = { $first } 或 { $rest }
# $side：胜方；$reason：怎样获胜（scepter、sanctuary、checkmate、stalemate、fifty-move、repetition、insufficient-material、dead-position）。
move-error-won = { $side }获胜（{ $reason ->
        [scepter] 夺取权杖
        [sanctuary] 进入圣所
        [checkmate] 将杀
        [stalemate] 逼和
        [fifty-move] 五十回合规则
        [repetition] 三次重复局面
        [insufficient-material] 双方都无法将杀
       *[dead-position] 双方都已不足两枚棋子
    }）
# $reason：怎样结束（同 move-error-won）。
move-error-drawn = 和棋（{ $reason ->
        [scepter] 夺取权杖
        [sanctuary] 进入圣所
        [checkmate] 将杀
        [stalemate] 逼和
        [fifty-move] 五十回合规则
        [repetition] 三次重复局面
        [insufficient-material] 双方都无法将杀
       *[dead-position] 双方都已不足两枚棋子
    }）
# 条件着法序列在它拒绝的着法和冒号之后说的话。
# $hint：着法的写法（move-error-hint-… 之一）。
move-error-why-syntax = 这不是着法（{ $hint }）
# $moves：它可能指的着法，用 move-error-or 连接。
move-error-why-ambiguous = 有不止一步着法符合：请写 { $moves }
# $outcome：对局到那时会如何结束（move-error-won 或 move-error-drawn）。
move-error-why-game-over = 到那时对局已经结束（{ $outcome }）
# 没有参数。
move-error-why-unplayable = 在那个局面下走不了这步棋
