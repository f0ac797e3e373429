## 网页：所有页面共用的内容。

# 各语言版本链接列表的标签，供屏幕阅读器使用。
page-languages = 语言
page-not-found-title = 页面不存在
page-not-found-text = 这里什么也没有。对局页面需要通过 Discord 中的链接进入。

## 网页：首页。

page-home-intro = Sanctum 在 Discord 上以通讯棋的方式进行圣所象棋、夺取权杖和国际象棋对局。每盘对局的页面链接都附在它在 Discord 中的消息里。
page-home-rules-link = 各棋种的玩法
page-home-learn-link = 逐课学习
# 链接预览中首页的描述。
page-home-description = 在 Discord 上下通讯棋：圣所象棋、夺取权杖和国际象棋。

## 网页：页面繁忙时的纯文本回应（没有页面框架）。

page-busy-drawing = Sanctum 正在生成其他回放，请稍后再试。
page-busy-watchers = 正在观看对局的页面太多了，请稍后刷新。
page-busy-watching-too-many = 你同时观看的对局太多了，请关闭一些页面。

## 网页：各棋种的规则。

# $variant 是棋种的全称：圣所象棋、夺取权杖、国际象棋。
page-rules-title = { $variant }玩法
page-rules-learn-link = 逐课学习{ $variant }
# 后面是其他棋种的链接。
page-rules-other-games = 其他棋种：
# 链接预览中该页面的描述。
page-rules-description = Sanctum 在 Discord 上采用的{ $variant }规则。
# 某个棋种规则的链接。
page-rules-link = { $variant }规则
page-rules-index-title = 棋种
page-rules-index-description = Sanctum 在 Discord 上采用的圣所象棋、夺取权杖和国际象棋规则。

## 网页：排名表和排行榜的列。

page-column-player = 棋手
# 积分列的简短表头所代表的完整词语。
page-column-points = 积分
# 积分列的简短表头。
page-column-points-short = 积分
page-column-rating = 等级分
page-column-games = 对局数
# 战绩列的简短表头所代表的含义。
page-column-record = 胜、和、负
# 战绩列的简短表头：胜、和、负的对局数。
page-column-record-short = 胜 和 负

## 网页：锦标赛页面。

page-tournament-standings = 排名
# 交叉表图片的替代文字；$tournament 是锦标赛名称。
page-tournament-crosstable-alt = { $tournament }的交叉表：见上方排名。
page-tournament-round = 第 { $round } 轮
# $players 是本轮没有对局的棋手名字，以逗号分隔；$count 是人数。
page-tournament-byes = 未配对：{ $players }

## 网页：对局页面。

# 逐步浏览对局局面的链接。
page-game-first = « 开头
page-game-back = ‹ 后退
page-game-forward = 前进 ›
page-game-last = 末尾 »
# $number 是对局编号。
page-game-number = 第 { $number } 号对局
# 指向对局所属锦标赛的链接。
page-game-tournament-link = 所属锦标赛
# 双方棋钟列表的标签，供屏幕阅读器使用。
page-game-clocks = 棋钟
# 逐步浏览对局的链接的标签，供屏幕阅读器使用。
page-game-steps = 逐步浏览对局
# 着法列表的标签，供屏幕阅读器使用。
page-game-moves = 着法
# 指向第一步之前局面的链接。
page-game-start = 初始局面
page-game-review = 复盘
# $players 是每位棋手的名字、执哪一方和准确率，以 " · " 连接。
page-game-accuracy = 准确率：{ $players }
page-game-no-slips = 没有失误：局势的胜负走向始终未变。
page-game-download-pgn = 下载 PGN
page-game-download-gif = 下载回放（GIF）

## 网页：课程。

page-learn-title = 学习各棋种
page-learn-intro = 每门课程由几节简短的课组成：一个局面、一个目标和几步棋。可以在这里阅读；到 Discord 上实际练习，Sanctum 会回应你的着法，并记录你获得的星星。
# 跟在课程介绍后面；$count 是课数（总是多于一课）。
page-learn-lesson-count = 共 { $count } 课。
# 链接预览中课程的描述。
page-learn-description = 圣所象棋、夺取权杖和国际象棋的简短课程。
# $course 是课程名称。
page-learn-course-heading = { $course }：课程
# $command 是学习该课程的命令。
page-learn-play-course = 在 Discord 上用 { $command } 学习这门课程。
page-learn-every-course = 全部课程
# 课程页面的标题；$course 是课程名称。
page-learn-course-title = 学习{ $course }
# 链接预览中跟在课程介绍后面；$count 是课数（总是多于一课）。
page-learn-course-description = 共 { $count } 节简短的课。
# 某个棋种课程的链接；$variant 是棋种的全称。
page-learn-link = 学习{ $variant }
page-learn-courses = 课程
page-learn-lesson-heading = 第 { $number }/{ $of } 课：{ $title }
page-learn-hint = 提示
page-learn-answer = 答案
# 课程答案中的一步：$move 是要走的着法，$reply 是 Sanctum 的应着。
page-learn-answered = { $move }，对方应以 { $reply }
# $command 是练习这一课的命令。
page-learn-play-lesson = 在 Discord 上用 { $command } 练习这一课。
page-learn-previous = ← 上一课
page-learn-all-lessons = 全部课
page-learn-next = 下一课 →
# 课页面的标题；$course 是课程名称，$title 是这一课的标题。
page-learn-lesson-title = { $course } · 第 { $number } 课：{ $title }

## 网页：谜题。

# $variant 是棋种的全称。
page-puzzles-title = { $variant }谜题
# $command 是出谜题的命令。
page-puzzles-intro = 这些局面中只有一种着法序列能赢。在 Discord 上用 { $command } 解题：Sanctum 负责防守，并按每道谜题的难度给你评分。这里每类各列出几道，由易到难。
page-puzzles-none = 这个棋种还没有谜题。
# 链接预览中谜题的描述。
page-puzzles-description = { $variant }谜题：找出取胜的着法序列。
# $id 是谜题编号，与 Discord 中显示的一致。
page-puzzle-title = 谜题 { $id }
# 谜题的等级分，跟在其目标或棋种名称后面。
page-puzzle-rated = 等级分 { $rating }
# $move 是谜题局面之前走的最后一步。
page-puzzle-last-move = 上一步：{ $move }。
page-puzzle-solution = 答案
# $source 是谜题的出处：一盘对局、一项研究。
page-puzzle-source = 来源：{ $source }。
# $command 是出这类谜题的命令。
page-puzzle-more = 在 Discord 上做更多类似的谜题：{ $command }。
# 谜题页面的标题；$variant 是棋种的全称，$id 是谜题编号。
page-puzzle-page-title = { $variant }谜题 { $id }

## 网页：服务器的排行榜。

page-server-title = 排行榜
page-server-none = 本服务器还没有已结束的计分对局。
# 在只显示前几名棋手的排行榜下方。
page-server-best = 共 { $total } 名棋手中的前 { $shown } 名。
page-server-provisional = 带 ? 的等级分是暂定的：再下几盘就会稳定下来。
# 链接预览中某个棋种的排行榜；$players 是其棋手人数。
page-server-board-players = { $variant }：{ $players } 名棋手
# 还没有排行榜时，链接预览中排行榜的描述。
page-server-description = 某个 Discord 服务器的 Sanctum 等级分排行榜。

## 网页：棋手页面。

page-player-leaderboards-link = 本服务器的排行榜
page-player-none = 本服务器还没有计分对局。
page-player-recent = 最近的对局
# 棋手还没有等级分时，链接预览中其页面的描述。
page-player-description = 一名 Sanctum 棋手。
page-player-record = { $games } 盘：{ $wins } 胜，{ $draws } 和，{ $losses } 负
# 等级分曲线的描述，供屏幕阅读器使用；$games 是曲线上的点数（总是多于一个），$first 和 $last 是第一个和最后一个等级分，$low 和 $high 是最低和最高值。
page-player-graph-label = 最近 { $games } 盘计分对局中每盘之后的{ $variant }等级分：从 { $first } 到 { $last }，介于 { $low } 和 { $high } 之间。

## 网页：棋手走棋用的私人页面。

# $side 是白方或黑方，$player 是棋手的名字。
page-play-you-play = 你执{ $side }（{ $player }）。这个链接只属于你：任何持有它的人都能替你走棋。
page-play-your-move = 轮到你走棋
# 走出列表中所选着法的按钮。
page-play-submit = 走棋
page-play-hint = 也可以先点击棋盘上的棋子，再点击要去的格子。方向键可在格子之间移动；按 Enter 选定。
page-play-not-your-move = 还没轮到你走棋。轮到你时，这个页面会自动更新。
page-play-board-label = 棋盘：先选一枚棋子，再选它要去的格子
page-play-empty = 空
page-play-cancel = 取消
page-play-which = 走哪一步？
page-play-ask = 走 { $move }？
page-play-play = 走 { $move }
page-play-playing = 正在走 { $move }…
page-play-your-turn-not = 现在不是你走。
page-play-no-move = 这枚棋子无路可走。
page-play-may-go = { $square } 上的{ $piece }可以走到 { $squares }。
page-game-review-none = 这盘棋还没有引擎复盘。任一方都可以在自己的页面上申请，服务器里的任何人也可以用 { $review } 申请。
page-play-review-ask = 请引擎复盘这盘棋
page-play-review-ask-note = 引擎会逐步检查每一步并标出失误。复盘会发到这盘棋的频道里，并显示在对局页面上，附带每个局面的引擎着法。
page-play-review-waiting = 引擎正在复盘这盘棋。复盘会发到这盘棋的频道里并显示在对局页面上；刷新本页即可查看是否完成。
page-play-review-done = 引擎已复盘这盘棋：在对局页面上查看复盘和着法
page-live-new = 对方走了新的一步：查看
page-live-over = 对局已结束：查看结果
# 指向对局公开页面的链接，后面跟着 page-play-game-page-note。
page-play-game-page = 对局页面
page-play-game-page-note = （全部着法和 PGN；可以放心分享）
page-play-notes = 你的笔记
# $command 是添加笔记的命令。
page-play-notes-hint = 只有你能看到这些笔记。在 Discord 中用 { $command } 添加。
# 列表中的一组着法：$piece 是棋子（"白马"），$square 是它所在的格子。
page-play-piece-on = { $square } 上的{ $piece }
# 不知道是哪种棋子时，代替 page-play-piece-on 中的 $piece。
page-play-a-piece = 棋子
page-play-unreadable = 无法识别为着法；没有走出任何棋。请从列表中选一步。
page-play-expired-title = 链接已过期
page-play-expired-heading = 这个链接已过期
# $board 是获取新链接的命令。
page-play-expired-text = 网页走棋链接只在一段时间内有效。请在 Discord 上对局的子区中使用 { $board } 获取新链接；提示轮到你走棋的消息中也附有链接。
page-play-replaced-title = 链接已被替换
page-play-replaced-heading = 这个链接已被替换
# $board 是获取新链接的命令。
page-play-replaced-text = 这盘对局的棋手申请了新的走棋链接，之前的所有链接都已失效。如果那是你本人，请使用 { $board } 或提示轮到你走棋的消息中的新链接。
page-play-needs-link-title = 打开你的链接
page-play-needs-link-heading = 请先打开你的链接
# $board 是获取链接的命令。
page-play-needs-link-text = 这个页面需要通过你专属的走棋链接打开，Sanctum 会通过 { $board } 以及提示轮到你走棋的消息发送该链接。请在这个浏览器中打开那个链接（它只为这盘对局保存一个 Cookie，所以这里必须允许 Cookie）。
page-play-not-ready-title = 尚未就绪
page-play-not-ready-heading = 还没准备好
page-play-not-ready-text = Sanctum 仍在启动；没有走出任何棋。请一分钟后再试。
# 对从页面发来但无法读取的着法的纯文本回应。
page-play-too-large = 一步棋只有几个字节。
page-play-too-slow = 着法传送的时间太长了。

## 服务放进页面的内容（标题、条件、状态、结果）

# 对局的标题：$variant 是棋种的全称，$white 和 $black 是棋手的名字。
page-data-game-title = { $variant }：{ $white } 对 { $black }
# 对局的条件：$rated 是 rated 或 casual；$days 是每步天数；$label 是它所属的
# 锦标赛和轮次（archive-tournament-label），或为空。
page-data-game-terms = { $rated ->
        [rated] 计分
       *[casual] 休闲
    }，每步 { $days } 天{ $label }
# 进行中的对局：$name 是轮到走棋的棋手，$side 是其一方（白方、黑方），
# $deadline 是这步棋的截止时间（UTC 日期和时间：2026-11-23 14:05 UTC）。
page-data-game-to-move = 轮到 { $name }（{ $side }）走棋，截止时间 { $deadline }
# 复盘中一方的准确率：$name 是棋手，$side 是其一方（白方、黑方），
# $percent 是准确率（整数）。
page-data-game-accuracy = { $name }（{ $side }）{ $percent }%
# 对局进行中一方的棋钟：$name 是棋手，$side 是其一方（白方、黑方），
# $clock 是剩余时间（"剩 2 天 4 小时 · 储备 6 天"，bar-left-and-bank）。
page-data-game-clock = { $name }（{ $side }）：{ $clock }
# 棋手页面上某个格子上的棋子，作为标签读出：$color 是 white 或 black。
page-data-piece-pawn = { $color ->
        [white] 白兵
       *[black] 黑兵
    }
page-data-piece-knight = { $color ->
        [white] 白马
       *[black] 黑马
    }
page-data-piece-bishop = { $color ->
        [white] 白象
       *[black] 黑象
    }
page-data-piece-rook = { $color ->
        [white] 白车
       *[black] 黑车
    }
page-data-piece-queen = { $color ->
        [white] 白后
       *[black] 黑后
    }
page-data-piece-king = { $color ->
        [white] 白王
       *[black] 黑王
    }
page-data-piece-archbishop = { $color ->
        [white] 白大主教
       *[black] 黑大主教
    }
page-data-piece-guard = { $color ->
        [white] 白瑞士卫兵
       *[black] 黑瑞士卫兵
    }
# 圣所象棋中到达底线的兵。
page-data-piece-refugee = { $color ->
        [white] 白避难兵
       *[black] 黑避难兵
    }
# 着法在格子之外的作用，显示在着法列表中它的旁边：$role 是兵升变成的
# 棋子（knight、bishop、rook、queen、archbishop、guard、king）。
page-data-move-promotes = { $role ->
        [knight] 升变为马
        [bishop] 升变为象
        [rook] 升变为车
        [archbishop] 升变为大主教
        [guard] 升变为瑞士卫兵
        [king] 升变为王
       *[queen] 升变为后
    }
page-data-move-refugee = 成为避难兵：再也不能移动，也不能被吃掉
# 锦标赛标题下方显示的状态。
page-data-tournament-open = 报名中
page-data-tournament-cancelled = 已取消
# $done 是目前已配对的 $games 盘对局中已结束的盘数。
page-data-tournament-running = 进行中：已结束 { $done }/{ $games } 盘
# $games 是它共有几盘对局。
page-data-tournament-finished = 已结束：共 { $games } 盘
# 还没有结果的锦标赛对局（进行中的对局用 archive-result-going-on）。
page-data-board-not-started = 尚未开始
# 没有下出结果就结束的锦标赛对局（比分另行显示）。
page-data-board-forfeit = 弃权
# 本轮轮空的棋手：$name 是棋手的名字。
page-data-bye-pairing = { $name }（轮空，按胜一局计分）
page-data-bye-half = { $name }（半分轮空）
page-data-bye-zero = { $name }（未配对）
# 代替 Sanctum 不知道名字的棋手（绝不显示其 ID）。
page-data-a-player = 一名棋手
# 棋手最近的一盘对局：$variant 是棋种的全称，$opponent 是对手的名字，
# $side 是棋手自己执哪一方（白方、黑方）。
page-data-recent-title = { $variant } 对阵 { $opponent }（{ $side }）
# 结果如何：$verdict 是胜、负或和（archive-verdict-…），$by 是对局如何结束
# （archive-by-…），$result 是比分（1-0、0-1、1/2-1/2）。
page-data-recent-result = { $verdict }（{ $by }），{ $result }
# 谜题的出处，跟在 page-puzzle-source 的"来源："后面：Sanctum 自己的谜题。
page-data-puzzle-source-starter = Sanctum 自己的对局

## 网页：对局页面上和单独的开局浏览器。

page-explorer-title = 开局浏览器
page-explorer-open = 开局浏览器：这里下过哪些着法
page-explorer-see = 查看从这个局面下过的着法
page-explorer-move = 着法
page-explorer-games = 对局数
page-explorer-results = 白胜 / 和棋 / 黑胜
page-explorer-rating = 平均等级分
page-explorer-from-start = 回到初始局面
page-explorer-back-to-game = 回到对局中的局面

page-activity-title = Sanctum
page-activity-connecting = 正在连接 Discord…
page-activity-signing-in = 正在通过 Discord 登录…
page-activity-refused = Discord 没有让你登录，所以 Sanctum 无法显示你的对局。请关闭活动后重新打开。
page-activity-outside = 这是 Sanctum 的活动：请在 Discord 中打开。
page-activity-none = 你在这里没有进行中的对局。用 /challenge 向别人发起挑战，然后重新打开活动。
page-activity-failed = Sanctum 无法加载此内容。请关闭活动后重新打开。
page-activity-games = 你的对局
page-activity-you-play = 你执{ $side }（{ $player }）。
