## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

match-description = 与大厅中另一个服务器的对抗赛：挑战、开始、退出、比分、历史。
    .name = 对抗赛
match-variant = 对抗赛的棋种
    .name = 棋种
match-boards = 台数，每台下两盘（默认：4）
    .name = 台数
match-days = 每步天数（默认：服务器设置）
    .name = 天数
match-start = 开始本服务器的对抗赛（管理员）
    .name = 开始
match-withdraw = 退出本服务器的对抗赛；若已开赛，则你那一台判负
    .name = 退出
match-history = 本服务器已结束的对抗赛
    .name = 历史
match-allow_all = 重新接受所有服务器的对抗赛提议，包括曾被拒绝的（管理员）
    .name = 全部接受
match-server = 挑战大厅中的这个服务器（填写其 ID）
    .name = 服务器

## 服务器之间的对抗赛：对抗赛请求为何被拒绝。未做任何更改。

match-refusal-needs-manager = 只有拥有“管理服务器”权限的成员，或本服务器组织者身份组的成员，才能代表本服务器发起、回应或开始对抗赛。
match-refusal-unknown-server = 这不是 Sanctum 大厅中的服务器：请提供已加入大厅的服务器的 ID（该服务器的管理员开启开发者模式后，可在服务器设置中找到）。
match-refusal-own-server = 对抗赛是两个服务器之间的比赛：请指定另一个服务器。
match-refusal-not-in-lobby = 对抗赛在大厅中的服务器之间进行。管理员可以用 { $join } 加入大厅。
match-refusal-bad-boards = 无法进行 { $boards } 台的对抗赛：请填写 1 到 { $max }。
# $challenge 是对抗赛命令，附选项示例。
match-refusal-no-variant = 请说明对抗赛下哪种棋：{ $challenge }。
match-refusal-none-here = 本服务器没有可以这样操作的对抗赛。用 { $challenge } 挑战另一个服务器。
match-refusal-other-side = 这个按钮是给另一个服务器用的。
match-refusal-too-few = 双方各需 { $boards } 名棋手报名才能开始：本服务器有 { $ours } 名，对方有 { $theirs } 名。
match-refusal-closed = 这场对抗赛已不再接受此操作：它已被回应、已过期、已开始或已结束。
match-refusal-pending = 这两个服务器之间的第 { $match } 号对抗赛已在等待回应：一次只能有一个提议（{ $days } 天后过期）。
match-refusal-refused-there = 那个服务器不接受来自本服务器的对抗赛提议。

## 服务器之间的对抗赛：提议、回应和报名。$match 是对抗赛的编号。

# 对抗赛的条件，是跟在其他消息冒号后面的一句话。$variant 是棋种名称（粗体），$games 是 $boards 的两倍。
match-terms = { $variant }，{ $boards } 台（共 { $games } 盘，每台执白、执黑各下一盘），跨服计分，每步 { $days } 天。
# $terms 是 match-terms。
match-challenged = { $name } 向对方服务器发起了第 { $match } 号对抗赛：{ $terms }对方的管理员可以在他们的大厅频道中接受。
# $terms 是 match-terms；$accept、$decline 和 $refuse 是按钮（接受对抗赛、拒绝、拒绝该服务器的所有提议）。
match-challenged-there = 大厅中的另一个服务器向本服务器发起了第 { $match } 号对抗赛：{ $terms }管理员可以在 { $days } 天内点击 { $accept } 或 { $decline }，也可以点击 { $refuse }，不再接受它的提议。
match-lapsed = 第 { $match } 号对抗赛已过期：对方服务器没有在 { $days } 天内回应。
# $allow 是重新接受提议的命令。
match-refused-all = { $name } 拒绝了第 { $match } 号对抗赛，以及那个服务器之后的所有提议。{ $allow } 可以重新接受。
match-declined = { $name } 拒绝了第 { $match } 号对抗赛。
match-declined-there = 对方服务器拒绝了第 { $match } 号对抗赛。
match-allowed-all = { $name } 让本服务器重新接受大厅中所有服务器的对抗赛提议（之前拒绝了 { $refused } 个）。
# $against：challenged（在接受挑战的服务器中显示）或 accepted（在发起挑战的服务器中显示）；$terms 是 match-terms；$join 是“报名参赛”按钮。
match-signup = 与{ $against ->
        [challenged] 发起挑战的服务器
       *[accepted] 接受挑战的服务器
    }的第 { $match } 号对抗赛：{ $terms }本服务器的棋手：点击 { $join } 参赛。双方各有 { $boards } 名棋手报名后，管理员用 { $start } 开始比赛；由等级分最高的棋手出赛，双方按台次对阵，第一台对第一台。
match-signed-up = 你已报名第 { $match } 号对抗赛：本服务器目前有 { $players } 人报名。
match-signed-up-already = 你已经报名了（本服务器目前有 { $players } 人报名）。
match-left = 你退出了第 { $match } 号对抗赛。
match-not-signed-up = 你没有报名第 { $match } 号对抗赛。
# $status：proposed（等待对方服务器回应）或 signup（棋手报名中）；$terms 是 match-terms。
match-pending = 第 { $match } 号对抗赛（{ $status ->
        [proposed] 已提议
        [signup] 报名中
       *[other] { $status }
    }）：{ $terms }已报名：本服务器 { $ours } 人，对方 { $theirs } 人。

## 服务器之间的对抗赛：开赛和每盘对局。

# 列表中一台的双方棋手。
match-pairing = 第 { $board } 台：{ $white } 对 { $black }
# $terms 是 match-terms；$side：home（发起挑战、列在前面的服务器）或 away。
match-starts = 第 { $match } 号对抗赛开始：{ $terms }{ $side ->
        [home] 每台先列出本服务器的棋手，后列出对方服务器的棋手；
       *[away] 每台先列出对方服务器的棋手，后列出本服务器的棋手；
    }每台的对局在两个服务器中各有一个子区，比分榜也有自己的子区。
match-started = 第 { $match } 号对抗赛已开始。
# $leg 是该台的第几盘，1 或 2；$game 是对局编号。
match-game-opening = 第 { $match } 号对抗赛，第 { $board } 台，第 { $leg } 盘：{ $white }（白方）对 { $black }（黑方），跨服计分，每步 { $days } 天：第 { $game } 号对局。
match-withdrew = 你退出了第 { $match } 号对抗赛：你在其中的对局都算负。

## 服务器之间的对抗赛：本服务器已结束的对抗赛，以列表显示。

# $verdict：本服务器的 won、lost 或 drawn；$us 和 $them 是得分（2½、1…）；$ended 是一个时刻。
match-history-line = 第 { $match } 号对抗赛 · { $variant }，{ $boards } 台：{ $verdict ->
        [won] 胜
        [lost] 负
       *[drawn] 平
    } { $us }–{ $them }，结束于 { $ended }
match-history-none = 还没有已结束的对抗赛。

## 服务器之间的对抗赛：比分榜和每盘结果。

match-scoreboard-live = 📋 实时比分榜，每盘对局结束时更新。
# $title 是对抗赛及其棋种，粗体；$us 和 $them 是得分（2½、1…）。
match-scoreboard-score = { $title }：本服务器 { $us } – { $them } 对方服务器
# 列表中的一台：$mine 是本服务器的棋手；$results 是从本服务器一方看的两盘比分（1–0、½–½，进行中为 …）。
match-scoreboard-board = 第 { $board } 台：{ $mine } 对 { $theirs } — { $results }
match-scoreboard-board-withdrew = 第 { $board } 台：{ $mine } 对 { $theirs } — { $results }（{ $withdrew } 已退出）
# $leg 是该台的第几盘，1 或 2；$home 是发起挑战的服务器的棋手，$away 是另一方。
match-result = { $outcome ->
        [home] 第 { $board } 台第 { $leg } 盘：{ $home } 战胜了 { $away }。
        [home-forfeit] 第 { $board } 台第 { $leg } 盘：{ $home } 战胜了 { $away }（对方弃权）。
        [away] 第 { $board } 台第 { $leg } 盘：{ $away } 战胜了 { $home }。
        [away-forfeit] 第 { $board } 台第 { $leg } 盘：{ $away } 战胜了 { $home }（对方弃权）。
        [draw] 第 { $board } 台第 { $leg } 盘：{ $home } 与 { $away } 和棋。
       *[on] 第 { $board } 台第 { $leg } 盘：{ $home } 与 { $away } 的对局仍在进行。
    }
match-news-score = 第 { $match } 号对抗赛：本服务器 { $us } – { $them } 对方服务器；本子区顶部的比分榜已是最新。

## 比分榜的标题，粗体。

match-scoreboard-title = 对抗赛 { $match } · { $variant }
match-list-heading = 本服务器的对抗赛
match-final-score = 最终比分

## 对抗赛的比分榜图片，从某一个服务器的角度看：标题、表头和比分，
## 以及替代文字。$us 和 $them 是得分（"2½"）。

scoreboard-title = 对抗赛 { $match } · { $variant }
scoreboard-board = 台次
scoreboard-this-server = 本服务器
scoreboard-other-server = 对方服务器
scoreboard-game-1 = 第 1 盘
scoreboard-game-2 = 第 2 盘
scoreboard-score = 本服务器 { $us } – { $them } 对方服务器
scoreboard-not-over = 未结束
# $boards：scoreboard-alt-board 各项，以分号连接。
scoreboard-alt = 第 { $match } 号对抗赛的比分榜：本服务器 { $us } 分，对方服务器 { $them } 分。{ $boards }。
# $results：本服务器一方每盘对局的比分（"1–0"）或 scoreboard-not-over，以逗号分隔。
scoreboard-alt-board = 第 { $board } 台：{ $mine } 对 { $theirs }，{ $results }
