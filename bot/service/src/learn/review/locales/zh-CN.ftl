## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

review-description = 让 Sanctum 复盘一盘已结束的对局：失误、错失的胜机、准确率和局势曲线。
    .name = 复盘
review-game = 对局编号（默认：本频道的最近一盘）
    .name = 对局
