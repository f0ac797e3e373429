## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

moretime-description = 给对手正在思考的这步棋多加一天时间。
    .name = 加时
