## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

match-description = 与大厅中另一个服务器的对抗赛：挑战、开始、退出、比分、历史。
    .name = 对抗赛
match-variant = 对抗赛的棋种
    .name = 棋种
match-boards = 台数，每台下两盘（默认：4）
    .name = 台数
match-days = 每步天数（默认：服务器设置）
    .name = 天数
match-start = 开始本服务器的对抗赛（管理员）
    .name = 开始
match-withdraw = 退出本服务器的对抗赛；若已开赛，则你那一台判负
    .name = 退出
match-history = 本服务器已结束的对抗赛
    .name = 历史
match-allow_all = 重新接受所有服务器的对抗赛提议，包括曾被拒绝的（管理员）
    .name = 全部接受
match-server = 挑战大厅中的这个服务器（填写其 ID）
    .name = 服务器
