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
