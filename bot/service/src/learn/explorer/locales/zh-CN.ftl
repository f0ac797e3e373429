## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

explorer-description = 已结束的对局中，人们在某个局面下走过哪些着法，以及这些对局的结果。
    .name = 开局浏览器
explorer-variant = 哪种棋（默认：本频道对局的棋种，否则为圣所象棋）
    .name = 棋种
explorer-moves = 从初始局面起的着法，例如 e4 e5 Nf3（默认：本频道对局的当前局面）
    .name = 着法
explorer-everyone = 统计所有服务器的对局，而不只是本服务器的
    .name = 所有服务器

## 开局浏览器的回答：一个标题，从该局面走过的每步着法各占一行，以及一条说明。

# $variant 是棋种名称；$position 是 explorer-start 或 explorer-after；$scope 是 server 或 everyone。
explorer-heading = 开局浏览器 · { $variant } · { $position } · { $scope ->
        [server] 本服务器的对局
       *[everyone] 所有服务器的对局
    }
explorer-start = 初始局面
# $moves 是带回合编号的 SAN 着法序列（"1. e4 e5 2. Nf3"）。
explorer-after = { $moves } 之后
# $move 是 SAN 着法；$games 是走过这步棋的对局数；$white、$draws 和 $black 是这些对局中白方胜、
# 和棋、黑方胜各占的百分比；$rating 是这些对局中棋手的平均等级分，或 none。
explorer-row = { $move }：{ $games } 盘 · 白方胜 { $white }% · 和棋 { $draws }% · 黑方胜 { $black }%{ $rating ->
        [none] {""}
       *[other] {" "}· 平均等级分 { $rating }
    }
# $scope 是 server 或 everyone。
explorer-none = { $scope ->
        [server] 本服务器还没有已结束的对局走到过这个局面。
       *[everyone] 还没有已结束的对局走到过这个局面。
    }
# $moves 是开局浏览器收录每盘对局的回合数。
explorer-note = 数据取自已结束对局的前 { $moves } 回合，每盘对局结束时计入：这是人们实际走过的着法，绝不是引擎对进行中对局的看法。
