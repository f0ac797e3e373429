## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

rules-description = 讲解某种棋的规则，并附初始局面图。
    .name = 规则
rules-variant = 哪种棋
    .name = 棋种

learn-description = 一课一课地学一种棋：每课一个局面、一个目标和几步棋。
    .name = 学习
learn-variant = 哪种棋的课程（默认：圣所象棋）
    .name = 棋种
learn-lesson = 课程中的第几课（默认：你的下一课）
    .name = 课次
