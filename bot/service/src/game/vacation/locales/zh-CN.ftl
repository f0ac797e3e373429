## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

vacation-description = 暂停你所有对局的棋钟，任意 { $vacation_window_days } 天内最多 { $vacation_days } 天；也可提前结束休假。
    .name = 休假
vacation-days = 从现在起休几天（任意 { $vacation_window_days } 天内最多 { $vacation_days } 天）
    .name = 天数
vacation-end = 立即结束休假；剩下的天数不计入
    .name = 结束
