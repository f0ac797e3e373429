## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

tournament-description = 持续数天的循环赛和瑞士制锦标赛：创建、报名、开始、排名。
    .name = 锦标赛
tournament-action = 创建、报名、退出、开始、排名、trf、轮空、取消或列表
    .name = 操作
tournament-variant = 创建：棋种（默认：圣所象棋）
    .name = 棋种
tournament-format = 创建：单循环、双循环或瑞士制
    .name = 赛制
tournament-days = 创建：每步天数
    .name = 天数
tournament-players = 创建：参赛人数上限（循环赛 3-16，瑞士制 4-1000）；满员即开赛
    .name = 人数
tournament-rounds = 创建：瑞士制锦标赛的轮数（1-15，默认 5）
    .name = 轮数
tournament-round_days = 创建：瑞士制每轮的时限天数（默认 30），到期由 Sanctum 裁定
    .name = 每轮天数
tournament-timeouts = 创建：超时判负多少次即退赛（默认 2）
    .name = 超时次数
tournament-rated = 创建：计分或休闲
    .name = 计分
tournament-starts_in = 创建：多少小时后以已报名的人开赛（1-720）
    .name = 开赛倒计时
tournament-min_games = 创建：报名者须在本服务器下过至少这么多盘该棋种的计分对局
    .name = 最少对局
tournament-min_rating = 创建：报名者在本服务器的等级分须不低于此值
    .name = 最低等级分
tournament-max_rating = 创建：报名者在本服务器的等级分须不高于此值
    .name = 最高等级分
tournament-round = 创建：瑞士制可中途报名至第几轮；轮空：要轮空的轮次
    .name = 轮次
tournament-number = 锦标赛编号（默认：本服务器最新的一个）
    .name = 编号

## 锦标赛：棋手看到的锦标赛名称。

# $number 是锦标赛编号；$variant 是棋种名称（圣所象棋）；$format 是 round_robin、double_round_robin 或 swiss。
tournament-title = { $format ->
    [swiss] 锦标赛 { $number }（{ $variant }瑞士制）
    [double_round_robin] 锦标赛 { $number }（{ $variant }双循环）
   *[round_robin] 锦标赛 { $number }（{ $variant }单循环）
}

## 锦标赛：参赛条件，作为句子的一部分（"参赛条件：…"、"本锦标赛的参赛条件是…"）。

tournament-conditions-games = 在本服务器至少下过 { $games } 盘该棋种的计分对局
tournament-conditions-rating-between = 等级分在 { $min } 到 { $max } 之间
tournament-conditions-rating-min = 等级分不低于 { $min }
tournament-conditions-rating-max = 等级分不高于 { $max }
# $games 是对局数的条件（tournament-conditions-games），$rating 是等级分的条件。
tournament-conditions-both = { $games }，且{ $rating }

## 锦标赛：拒绝。未做任何更改。

tournament-refusal-no-such = 本服务器没有锦标赛 { $number }。{ $list } 会显示当前的锦标赛。
# $create 是创建锦标赛的命令；英文在它后面没有句号。
tournament-refusal-none-open = 这里没有正在报名的锦标赛。拥有“管理服务器”权限的成员可以用 { $create } 创建一个
tournament-refusal-none-yet = 这里还没有锦标赛。拥有“管理服务器”权限的成员可以用 { $create } 创建一个
tournament-refusal-started = 该锦标赛已经开始。
tournament-refusal-over = 该锦标赛已经结束。
tournament-refusal-cancelled = 该锦标赛已被取消。
tournament-refusal-still-open = 该锦标赛仍在报名中。
tournament-refusal-full = 该锦标赛的名额已满。
tournament-refusal-already-in = 你已经报名了该锦标赛。
tournament-refusal-not-in = 你没有参加该锦标赛。
tournament-refusal-too-few = 至少需要 { $need } 名棋手才能开始；目前有 { $have } 人报名。
tournament-refusal-not-organiser = 只有锦标赛的创建者或拥有“管理服务器”权限的成员才能这样做。
tournament-refusal-cannot-create = 只有拥有“管理服务器”权限的成员才能在这里创建锦标赛。
# $role 是本服务器的锦标赛组织者身份组。
tournament-refusal-cannot-create-role = 只有拥有“管理服务器”权限或 { $role } 身份组的成员才能在这里创建锦标赛。
# $needs 是参赛条件（tournament-conditions-…）；$games 和 $rating 是该棋手的。
tournament-refusal-not-eligible = 本锦标赛的参赛条件是{ $needs }；你在这里有 { $games } 盘计分对局，等级分为 { $rating }。
# $option 是输入的命令选项（players、rounds、timeouts…）：保持原样。
tournament-refusal-out-of-range = 本锦标赛的 `{ $option }` 必须在 { $min } 到 { $max } 之间。
tournament-refusal-not-swiss = 只有瑞士制锦标赛才有轮空：循环赛中每个人都要和所有人下。
tournament-refusal-no-bye-round = 已没有可以申请轮空的轮次（不能是最后一轮，也不能是已开始的轮次）。
tournament-refusal-bye-round = 请在第 { $first } 到第 { $last } 轮中选一轮申请轮空：不能是已开始的轮次，也不能是最后一轮。
tournament-refusal-bye-taken = 你已经申请了 { $limit } 次半分轮空，这是每位棋手能申请的上限。
tournament-refusal-too-many-open = 本服务器已有 { $limit } 个锦标赛在报名中；请先开始或取消其中一个。

## 锦标赛：报名、退出、取消，以及本服务器的锦标赛列表。$title 是锦标赛名称（tournament-title）。

tournament-joined-late = 你已加入{ $title }：你将从第 { $round } 轮开始参与配对；已开始的轮次算作缺席。
tournament-joined-full = 你已加入{ $title }：名额已满，比赛现在开始。
tournament-joined = 你已加入{ $title }：目前 { $count }/{ $max } 名棋手。比赛开始时，你的对局也随之开始。
tournament-left = 你已退出{ $title }。
# $name 是取消它的人。
tournament-cancelled-by = { $title }已被 { $name } 取消。
tournament-called-off = { $title }已取消：到开赛时间只有 { $joined } 人报名，而至少需要 { $need } 人。
# 列表中的一行；$rated 是计分或休闲，$days 是每步天数。
tournament-list-open = { $title } — { $rated ->
        [rated] 计分
       *[casual] 休闲
    }，每步 { $days } 天：报名中（{ $count }/{ $max }）
tournament-list-running = { $title } — { $rated ->
        [rated] 计分
       *[casual] 休闲
    }，每步 { $days } 天：进行中，{ $count } 名棋手

## 锦标赛：公告（卡片），随报名情况更新。

# $title 是锦标赛名称，粗体；$rated 是计分或休闲；$days 是每步天数；$round_days 是每轮的时限天数。
tournament-card-swiss = { $title } — { $rated ->
        [rated] 计分
       *[casual] 休闲
    }，每步 { $days } 天，共 { $rounds } 轮，每轮在上一轮结束后或 { $round_days } 天后配对（届时仍在进行的对局由 Sanctum 裁定）。
tournament-card-round-robin = { $title } — { $rated ->
        [rated] 计分
       *[casual] 休闲
    }，每步 { $days } 天，所有对局同时开始。
# $needs 是参赛条件（tournament-conditions-…）。
tournament-card-conditions = 参赛条件：{ $needs }。
tournament-card-timeouts = 超时判负 { $timeouts } 次即退赛。
# $names 是参赛者的名字，以逗号分隔。
tournament-card-players = 棋手（{ $count }/{ $max }）：{ $names }
tournament-card-no-players = 棋手（{ $count }/{ $max }）：暂无
# $at 是开始时间（"2 天后"）；$min 是开赛所需的最少人数；$creator 是创建者；$start 是开始比赛的命令。
tournament-card-starts-at = 比赛将于 { $at } 开始，届时所有已报名者参赛（至少 { $min } 人）；如果 { $max } 人报满，或 { $creator } 用 { $start } 提前开始（至少 { $min } 人），则会更早开始。
tournament-card-starts-when-full = { $max } 人报满时开始，或由 { $creator } 用 { $start } 开始（至少 { $min } 人）。
tournament-card-late-entries = 进行中：第 { $round } 轮开始前仍可报名（错过的轮次算作缺席）。
tournament-card-closed = 已开始：报名已截止。
tournament-card-finished = 已结束。
tournament-card-cancelled = 已取消。

## 锦标赛：它的子区、开赛、各轮和对局。$headline 为粗体。

# $title 是锦标赛名称，粗体；$standings 是显示排名的命令。
tournament-thread-opened = { $title }：各轮对局、结果、排名和领奖台都会发布在这里；每盘对局在各自的子区中进行。随时查看排名：{ $standings }。
# $headline 是锦标赛名称和轮次；$white 和 $black 是双方棋手的名字；$game 是对局编号。
tournament-game-started = { $headline }：{ $white }（白方）对 { $black }（黑方），第 { $game } 号对局，每步 { $days } 天。
# $headline 说明锦标赛已经开始。
tournament-started-swiss = { $headline } 共 { $players } 名棋手，{ $rounds } 轮，每轮在上一轮结束后配对（{ $rated ->
        [rated] 计分
       *[casual] 休闲
    }，每步 { $days } 天）。第 1 轮的 { $games } 盘对局现在开始。按等级分排定的配对编号：
tournament-started-round-robin = { $headline } 共 { $players } 名棋手、{ $games } 盘对局，全部现在开始（{ $rated ->
        [rated] 计分
       *[casual] 休闲
    }，每步 { $days } 天）。抽签决定的配对编号：
tournament-started-bye = { $name } 在第 { $round } 轮轮空（得 1 分，与胜一局相同）。
tournament-started-standings = 每盘对局都有一个以轮次命名的子区。排名：{ $standings }。
tournament-pairing-board = 第 { $board } 台：{ $white }（白方）对 { $black }（黑方）
tournament-pairing-bye = { $name } 本轮轮空（得 1 分，与胜一局相同）。
tournament-pairing-half-bye = { $name } 按其申请本轮轮空，得半分。
tournament-bye-asked = { $player } 将在{ $title }的第 { $round } 轮轮空，得半分。

## 锦标赛：结果、退赛、裁定和领奖台。

# $headline 是锦标赛名称和轮次；$score 是结果，如 1–0；$done 和 $total 是对局数。
tournament-result = { $headline }：{ $white } { $score } { $black }（第 { $game } 号对局）。已完成 { $done }/{ $total } 盘。
tournament-result-swiss = { $headline }：{ $white } { $score } { $black }（第 { $game } 号对局）。本轮已完成 { $done }/{ $total } 盘。
# $score 是 1–0 或 0–1。
tournament-score-forfeit = { $score }（弃权）
# $losses 是该棋手超时判负的盘数。
tournament-withdrawn = { $player } 在{ $title }中已有 { $losses } 盘超时判负，现已退赛：其仍在进行的对局均判负。
tournament-withdrawn-swiss = { $player } 在{ $title }中已有 { $losses } 盘超时判负，现已退赛：其仍在进行的对局均判负，且不再参与配对。
tournament-forfeited = { $player } 已退出锦标赛：这盘对局判其负，{ $winner } 获胜。
# $side 是白方或黑方。
tournament-eval-forced-win = { $side }必胜
# $score 是引擎以兵为单位的评估，如 +3.40。
tournament-eval-score = { $score }（白方视角）
# $eval 是评估（tournament-eval-…）；$nodes 是搜索规模（百万节点）；$pawns 是算作明显获胜的优势，如 3.00；$winner 是棋手的名字。
tournament-adjudicated-win = 第 { $round } 轮的时限（{ $days } 天）已过：Sanctum 以全力（{ $nodes } 百万节点）裁定了这盘对局。评估：{ $eval }；一方需领先 { $pawns } 个兵或有必胜着法，{ $winner } 明显占优，因此获胜。
tournament-adjudicated-draw = 第 { $round } 轮的时限（{ $days } 天）已过：Sanctum 以全力（{ $nodes } 百万节点）裁定了这盘对局。评估：{ $eval }；一方需领先 { $pawns } 个兵或有必胜着法，而双方都没有明显优势，因此判和。
# 领奖台上的一个名次：$medal 是 🥇、🥈 或 🥉；$points 如 2.5。
tournament-podium-place = { $medal } { $player } — { $points } 分
tournament-final-standings = 最终排名：

## 锦标赛：排名。

# $title 是锦标赛名称，粗体。
tournament-standings-heading = { $title } — 已完成 { $done }/{ $total } 盘。
# 棋手退赛后在排名中的名字。
tournament-standings-withdrawn = { $name }（已退赛）
# $meanings 是下面的破同分规则，以分号分隔。
tournament-tiebreak-key = 同分时依次按以下规则排序：{ $meanings }。
# $acronym 是排名中显示的破同分规则缩写（BH、SB、DE…）：保持原样。
tournament-tiebreak-points = { $acronym } 积分
tournament-tiebreak-buchholz = { $acronym }（布赫霍尔茨分）：各对手得分之和
tournament-tiebreak-buchholz-cut1 = { $acronym }（布赫霍尔茨分去一）：各对手得分之和，去掉最弱对手的得分
tournament-tiebreak-sonneborn-berger = { $acronym }（索内本-伯格分）：所胜对手的得分之和，加上所和对手得分的一半
tournament-tiebreak-direct-encounter = { $acronym }（直接对局）：对同分棋手所得的分数，没有同分者时为 –
tournament-tiebreak-wins = { $acronym }（胜局数）：获胜的对局数，包括轮空和对方弃权
tournament-tiebreak-games-won = { $acronym }（实战胜局数）：在棋盘上实际赢下的对局数
tournament-trf = { $title }的 FIDE TRF 文件：每位棋手一行，列出每轮的对手、颜色和结果（对局进行中时留空）。

## 标题，粗体。$title 是锦标赛名称。

tournament-headline-started = { $title }已开始！
tournament-headline-round = { $title }，第 { $round } 轮
tournament-headline-round-of = { $title }：第 { $round }/{ $rounds } 轮
tournament-headline-over = { $title }已结束！
tournament-list-heading = 本服务器的锦标赛

## 交叉表图片：表头、单元格、说明，以及替代文字。单元格很窄：
## 短词要保持简短。

# 配对编号一列。
crosstable-number = 编号
crosstable-player = 棋手
# 瑞士制一轮的列：第 1 轮、第 2 轮……
crosstable-round = 第{ $round }轮
# 瑞士制的单元格：所执颜色（白或黑）、对手的配对编号、结果（1、½、0）。
crosstable-white = 白{ $number } { $result }
crosstable-black = 黑{ $number } { $result }
crosstable-bye = 轮空 { $result }
# 标题下方：$tiebreaks 是破同分规则的缩写（BH、SB…），保持原样。
crosstable-final = 最终排名 · 先比积分，再比 { $tiebreaks }
crosstable-so-far = 当前排名 · 先比积分，再比 { $tiebreaks }
crosstable-number-key = 编号：配对编号，各轮单元格中的数字指的就是它
# $rows：crosstable-alt-row 各项，以分号连接。
crosstable-alt = { $tournament }的交叉表：{ $rows }。
crosstable-alt-row = 第 { $place } 名 { $name }，{ $points } 分
