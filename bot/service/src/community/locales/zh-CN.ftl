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
