## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

review-description = 让 Sanctum 复盘一盘已结束的对局：失误、错失的胜机、准确率和局势曲线。
    .name = 复盘
review-game = 对局编号（默认：本频道的最近一盘）
    .name = 对局

## 复盘：对一盘已结束对局的分析结果。

# $game 是对局编号；$white 和 $black 是双方棋手的名字；$result 是比分（1-0、0-1、1/2-1/2）。
review-heading = 第 { $game } 号对局复盘 — { $white }（白方）对 { $black }（黑方），{ $variant }，{ $result }。
# 双方的准确率（百分比）。
review-accuracy = 准确率：{ $white } { $white_accuracy }% · { $black } { $black_accuracy }%
# $points 是一步棋须让本方胜率下降多少（满分 100）才会被标记。
review-clean = 没有缓着、错着或漏着：没有哪一步棋让本方的胜率下降 { $points } 个百分点。
# 一方被标记的着法数，跟在棋手名字后面。
review-tally = { $name }：{ $inaccuracies ->
        [0] 没有缓着
       *[other] { $inaccuracies } 步缓着
    }，{ $mistakes ->
        [0] 没有错着
       *[other] { $mistakes } 步错着
    }，{ $blunders ->
        [0] 没有漏着
       *[other] { $blunders } 步漏着
    }
review-tally-none = { $name }：没有被标记的着法
# 一步被标记的着法：$number 是写在着法前的编号（白方为 12.，黑方为 12...），$name 是走这步棋的人，$played 是所走的着法，$better 是更好的着法。
review-note-slip = { $slip ->
    [inaccuracy] { $number } { $played }（{ $name }）：缓着 — 更好的是 { $better }。
    [mistake] { $number } { $played }（{ $name }）：错着 — 更好的是 { $better }。
   *[blunder] { $number } { $played }（{ $name }）：漏着 — 更好的是 { $better }。
}
# 错失的必胜：$better 本可获胜，$win 说明如何获胜（"2 步进入圣所"）；$name 却走了 $played。
review-note-missed-win = { $number } { $better } 本可获胜：{ $win }。{ $name } 却走了 { $played }。
# 必胜的方式，取决于棋种（$variant 是其 ID）和步数。
review-win = { $variant ->
    [sanctuary] { $moves } 步进入圣所
    [scepter] { $moves } 步夺取权杖
   *[chess] { $moves } 步将杀
}
# 被标记的着法比复盘列出的多。
review-more = ……还有 { $more } 步。
# The engine's view of one position: its evaluation (from White's side) and the line it expected.
review-engine-line = 引擎：{ $eval } · { $line }
# A forced win in the engine's view: who wins, and how soon.
review-engine-win = { $side }：{ $win }

## 复盘进行中，以及无法复盘时。

review-queue-next = 复盘中……下一个就轮到你。
review-queue-position = 复盘中……排在队列第 { $place } 位。
review-under-way = 复盘中……正在进行。
# How far the engine has gone through the game.
review-progress = 复盘中…第 { $done } 步，共 { $total } 步。
review-failed = 复盘在我这边失败了。请重新申请；如果问题持续出现，请告知服务器管理员。
review-stopping = Sanctum 正在重启：请过一分钟再申请复盘。

## 复盘被拒绝。未做任何更改。

review-refusal-unfinished = 那盘对局还在进行：结束后才能复盘。
review-refusal-aborted = 那盘对局在真正开始前就中止了：没有什么可复盘的。
# $game 是等待复盘的对局编号。
review-refusal-waiting = 你对第 { $game } 号对局的复盘仍在排队。等它发布后再申请下一个吧。
review-refusal-busy = Sanctum 正忙于复盘其他对局。请 { $minutes } 分钟后再试。
review-refusal-nothing = 这里没有你已结束的对局可以复盘。请指定一盘：{ $review }（编号在对局的 PGN 文件和消息中都有）。

## 局势曲线：画在图上的文字，以及供屏幕阅读器使用的替代文字。

# 回合数坐标轴的右端。
graph-axis = 回合
graph-inaccuracy = 缓着
graph-mistake = 错着
graph-blunder = 漏着
graph-missed-win = 错失胜机
# 某一时刻的局势：$name 是棋手的名字。
graph-winning = { $name } 胜势
graph-ahead = { $name } 占优
graph-level = 均势
# $end、$best 和 $worst 是 graph-winning、graph-ahead 或 graph-level。
graph-alt = 第 { $game } 号对局的局势曲线，共 { $moves } 回合，从白方视角看：最终为 { $end }。
graph-alt-range = 第 { $game } 号对局的局势曲线，共 { $moves } 回合，从白方视角看：最终为 { $end }；对白方最有利时为 { $best }，最不利时为 { $worst }。
# $moves：graph-marked-move 各项，以分号连接。
graph-marked = 标出的着法：{ $moves }。
# $what：graph-inaccuracy、graph-mistake、graph-blunder 或 graph-missed-win。
graph-marked-move = 第 { $move } 回合 { $name } 的{ $what }
