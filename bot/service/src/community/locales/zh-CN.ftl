## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

games-description = 你在本服务器的对局：进行中的、公开挑战（含所有人的）和已结束的，最新的在前。
    .name = 对局
games-page = 已结束对局的页码（默认：1）
    .name = 页码

leaderboard-description = 本服务器某个棋种的等级分排行榜，每页 { $page_size } 名棋手。
    .name = 排行榜
leaderboard-variant = 哪种棋（默认：圣所象棋）
    .name = 棋种
leaderboard-page = 页码（默认：1）
    .name = 页码
leaderboard-puzzles = 显示谜题等级分，而不是对局等级分
    .name = 谜题
leaderboard-scope = 本服务器的对局（默认），或大厅中服务器之间的对局
    .name = 范围

stats-description = 棋手在各棋种的等级分和战绩（默认：你自己）。
    .name = 战绩
stats-player = 谁的（默认：你自己）
    .name = 棋手

## 对局：读者进行中的对局、挑战，以及本服务器的公开挑战，以列表显示。

# $label 为空，或是锦标赛对局的 "（锦标赛 3，第 2 轮）"；$turn 是 "轮到你走棋" 或 games-their-move；$due 是一个时刻。
games-going-on = 对局 { $game } · { $variant } 对阵 { $opponent }{ $label }，在 { $channel } — { $turn }，{ $due } 截止
games-their-move = 轮到 { $name } 走棋
games-challenge-posted = 你在 { $channel } 发起了 { $variant } 公开挑战 — 将于 { $expires } 过期
games-challenge-sent = 你在 { $channel } 向 { $opponent } 发起了 { $variant } 挑战 — 将于 { $expires } 过期
games-challenge-received = { $challenger } 在 { $channel } 向你发起了 { $variant } 挑战 — 将于 { $expires } 过期
# 一个公开挑战：发起人、棋种、计分或休闲、每步天数、所在频道。
games-seek = { $challenger }：{ $variant }，{ $rated ->
        [rated] 计分
       *[casual] 休闲
    }，每步 { $days } 天，在 { $channel } — 将于 { $expires } 过期
games-none = 你在本服务器还没有对局。用 { $challenge } 开始一盘；不指定对手，就是这里任何人都能接受的公开挑战。

## 排行榜和战绩：等级分和成绩。

# $scope：server（本服务器的对局）或 global（服务器之间的对局）。
leaderboard-none-yet = { $scope ->
        [global] 服务器之间还没有已结束的计分{ $variant }对局。
       *[server] 本服务器还没有已结束的计分{ $variant }对局。
    }
# $title 是该棋种的排行榜名称，粗体。
leaderboard-heading = { $title }（第 { $page }/{ $pages } 页）
# 一名棋手：名次、名字、等级分、计分对局数，然后是胜、和、负。
leaderboard-line = { $rank }. { $name } — { $rating } · { $games } 盘 · { $wins }胜 { $draws }和 { $losses }负
# $mark 是等级分后面的 "?"。
leaderboard-provisional = 带 { $mark } 的是暂定等级分：再下几盘就会稳定下来。
stats-none = { $name } 在本服务器还没有计分对局。
stats-none-here = 本服务器还没有计分对局。
# 一个棋种的等级分和战绩。
stats-line = { $variant }：{ $rating } — { $games } 盘：{ $wins } 胜，{ $draws } 和，{ $losses } 负
stats-global = 跨服（大厅的全局等级分）：
stats-against-sanctum = 对战 Sanctum（休闲）：
# 对阵 Sanctum 某一棋力的战绩。
stats-level-line = 棋力 { $level }：{ $wins } 胜，{ $draws } 和，{ $losses } 负

## 对局列表的标题。

games-finished-heading = 你已结束的对局
games-your-move = 轮到你走棋
# 排行榜的名称，粗体：$variant 是棋种名称。
leaderboard-title = { $variant }排行榜
leaderboard-title-global = { $variant }跨服排行榜
games-heading = 你的对局
games-challenges-heading = 你的未决挑战
games-open-heading = 这里任何人都能接受的公开挑战

## 子区名称（Discord 会截断到 100 个字符）。$white 和 $black 是棋手的名字。

# 对局自己的子区：棋种的简称，然后是双方棋手。
thread-game = { $variant ->
    [chess] 国象
    [scepter] 权杖
   *[sanctuary] 圣所
} · { $white } 对 { $black }
# $tournament：锦标赛名称（"锦标赛 3（圣所象棋单循环）"）。
thread-tournament = 🏆 { $tournament }
# 锦标赛对局的子区：轮次。
thread-tournament-board = 第 { $round } 轮 · { $white } 对 { $black }
# 对抗赛对局的子区：对抗赛编号、台次，以及该台的第几盘（1 或 2）。
thread-match-game = 对抗赛 { $match } · 第 { $board } 台第 { $leg } 盘 · { $white } 对 { $black }
thread-match-scoreboard = 对抗赛 { $match } · 比分榜
