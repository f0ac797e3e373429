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
