## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

conditional-description = 预设对对手接下来几步的应着：对方一走出你预料的着法，应着就立即走出。
    .name = 条件着法
conditional-line = if <对方着法> then <你的着法>; … 例如 if Nf6 then e5; if Nf6 e5 Nd5 then c4
    .name = 条件
conditional-clear = 清除你预设的条件着法
    .name = 清除

## 条件着法：所有者看到的预设队列。$game 是对局编号，$opponent 是棋手的名字。每条预设的着法序列按输入原样各占一行："if Nf6 then e5"（if 和 then 保持英文：解析器读取这两个词）。

conditional-queued = 第 { $game } 号对局中对阵 { $opponent } 的预设着法：
# $show 和 $clear 是命令。
conditional-queued-how = 当 { $opponent } 走出你预料的着法时，你的应着会立即走出；对方走出其他任何着法都会清空预设。新输入的着法序列会替换现有预设；{ $show } 可查看，{ $clear } 可清除。
conditional-cleared = 你在第 { $game } 号对局中的条件着法已清除。
conditional-none-to-clear = 你在第 { $game } 号对局中本来就没有条件着法。
# $queue 是预设着法序列的命令。
conditional-none-in-game = 你在第 { $game } 号对局中没有条件着法。用 { $queue } 预设对对手下一步的应着。
conditional-none-here = 你在本服务器的对局中没有预设条件着法。在对局中轮到对手走棋时：{ $queue }。
# $move 是导致预设被清除的着法。
conditional-cleared-by = 你在第 { $game } 号对局中的条件着法已被清除：{ $opponent } 走了 { $move }，不在你的预料之中。
conditional-queue-heading = 你在第 { $game } 号对局中对阵 { $opponent } 的条件着法：
conditional-clears-them = { $clear } 可清除它们。

## 条件着法被拒绝。$if 和 $then 是 if 和 then 这两个词，着法序列中必须这样写。

conditional-refusal-own-move = 现在轮到你走棋：请先用 { $move } 走棋。条件着法是对对手下一步的应着，所以要在轮到对手走棋时预设。没有预设任何着法。
# $clear 是该选项的名称 clear。
conditional-refusal-line-and-clear = 请只提供要预设的着法序列或 { $clear } 其中之一，不要同时提供。未做任何更改。
# 分句的问题所在；在 conditional-line-shape 中跟在输入的分句和冒号后面。
conditional-shape-no-if = 分句要以 { $if } 开头
conditional-shape-no-then = 分句在你的应着前面需要 { $then }
conditional-shape-no-moves = 在 { $if } 和 { $then } 之间写出对手的着法
conditional-shape-answer = 在 { $then } 后面只写一步棋：你的应着
conditional-shape-ends-with-own-move = { $if } 后面的着法由双方轮流走，从对手开始，也以对手的着法结束
conditional-shape-too-long = 一个分句最多只能写 { $limit } 步棋
conditional-line-empty = 请至少写一个分句，例如 { $example }。
conditional-line-too-long = 这个着法序列太长了：最多 { $limit } 个字符。
conditional-line-too-many-clauses = 分句太多了：一次最多 { $limit } 个。
# $clause 是输入的分句；$problem 是 conditional-shape 消息之一；$syntax 和 $example 展示着法序列的写法。
conditional-line-shape = { $clause }：{ $problem }。请写成 { $syntax }，例如 { $example }。
# $move 是输入的着法；$why 是规则给出的原因（英文）；$clause 是输入的分句。
conditional-line-illegal-now = { $move } 在当前局面中不合法：{ $why }。（在 { $clause } 中。）
# $after 是分句中它之前的着法，带编号：1... Nf6 2. e5
conditional-line-illegal-after = { $move } 在 { $after } 之后不合法：{ $why }。（在 { $clause } 中。）
conditional-line-unplayable-now = { $move } 在当前局面中无法走出：{ $why }。（在 { $clause } 中。）
conditional-line-unplayable-after = { $move } 在 { $after } 之后无法走出：{ $why }。（在 { $clause } 中。）
# $after 是被应对的着法，带编号：1... Nf6；$first 和 $second 是两个应着。
conditional-line-two-answers = 对 { $after } 有两个应着：{ $first } 和 { $second }。请选择一个。
# 跟在每次拒绝着法序列的消息后面。
conditional-nothing-queued = 没有预设任何着法。
