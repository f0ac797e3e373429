## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

puzzle-description = 一道接近你谜题等级分的谜题；用解题命令作答。
    .name = 谜题
puzzle-variant = 哪种棋（默认：你上一道谜题的棋种，否则为圣所象棋）
    .name = 棋种
puzzle-theme = 只出这一类谜题
    .name = 主题

solve-description = 用一步棋解答你的谜题或课程。
    .name = 解题
solve-move = 你的着法，例如 Nf3 或 g1f3
    .name = 着法
