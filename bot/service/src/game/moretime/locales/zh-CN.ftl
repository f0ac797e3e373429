## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

moretime-description = 给对手正在思考的这步棋多加一天时间。
    .name = 加时

## 给对手加时。

# $name 给 $opponent 加了一天；$due 是对方这步棋现在的截止时间。
moretime-given = { $name } 给 { $opponent } 加了一天：你这步棋现在于 { $due } 截止。
# $moretime 和 $move 是命令。
moretime-refusal-own-move = 现在轮到你走棋：{ $moretime } 是在对手思考时给对方加时用的。用 { $move } 走你的棋。
moretime-refusal-capped = 你的对手这步棋已有将近 { $days } 天时间，这是一步棋最多能等待的时间。
