## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

resign-description = 在本频道的对局中认输（会请你确认）。
    .name = 认输

draw-description = 提和，或接受对手的提和。
    .name = 和棋

abort-description = 在双方都走棋之前取消对局：无结果，等级分不变。
    .name = 中止

takeback-description = 请求悔掉你的上一步（仅限休闲对局），或同意对手的悔棋请求。
    .name = 悔棋
