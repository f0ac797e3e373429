## 课：Sanctum 围绕一课所说的话：标题、目标、走过的着法，以及这一课怎样结束。
## 各课自己的内容（标题、讲解、提示）在后面。

# 一课的标题行，粗体：$course 是课程名称，$title 是这一课的标题。
lesson-heading = { $course } · 第 { $number }/{ $lessons } 课：{ $title }
# $goal 是这一课的目标，粗体（"白方先走：3 步内让一个兵成为避难兵"）；$hint 是这一课的提示。
lesson-goal = { $goal }。用 { $solve } 作答。提示：{ $hint }
lesson-changed = 你开始学这一课之后它有了改动，所以要从头开始。
lesson-played = 你走了 { $move }。
# $answer 是对方对学习者着法的应着。
lesson-played-answer = 你走了 { $move }；对方应以 { $answer }。
# $played 是 lesson-played 或 lesson-played-answer；$banner 是课程横幅，粗体（lesson-banner-…）。
lesson-step = { $played }{ $banner }。
# $played 是 lesson-played 或 lesson-played-answer；$banner 是课程横幅，粗体（lesson-banner-…）。
lesson-failed = { $played }{ $banner }用 { $learn } 重新开始这一课。提示：{ $hint }
# $course 是课程名称；$stars 是获得的星数，满分为 $most。
lesson-course-finished = 你完成了{ $course }：获得 { $stars }/{ $most } 颗星。
lesson-course-role = 本服务器授予你 { $role }。

## 一课的横幅，粗体，在讲解下方、棋盘上方：轮到哪一方走棋、目标和剩余步数，
## 或者这一课怎样结束。

# $side 是 white 或 black（学习者一方）；$goal 是要做的事（lesson-aim-… 之一）；$left 是剩余步数。
lesson-banner-going = { $side ->
        [white] 白方
       *[black] 黑方
    }先走：{ $left } 步内{ $goal }
# 同上，用于坚持住即可过关的课：$goal 是 lesson-aim-hold。
lesson-banner-hold = { $side ->
        [white] 白方
       *[black] 黑方
    }先走：{ $goal }，坚持 { $left } 步
# $moves 是学习者用了几步；$stars 是获得的星（1 到 3 颗），以 ★ 显示。
lesson-banner-done = 完成本课，共用 { $moves } 步：{ $stars }
# 在棋盘上方，那里的字体没有星号：$stars 是 1 到 3 的数字。
lesson-banner-done-picture = 完成本课，共用 { $moves } 步：获得 { $stars }/3 颗星
# $why 是 lesson-why-… 之一。
lesson-banner-failed = 这次没成功：{ $why }。再试一次！
# 棋盘上方一行放不下原因（回复里会写明）。
lesson-banner-failed-picture = 这次没成功。再试一次！
# $budget 是这一课的步数。
lesson-why-out-of-moves = { $budget ->
        [1] 你走了仅有的一步，却没有达成目标
       *[other] 你用完了全部 { $budget } 步，却没有达成目标
    }
# $outcome 是对局怎样结束（move-error-won），胜者是对方。
lesson-why-opponent-won = { $outcome }
# $outcome 是对局怎样结束（move-error-won 或 move-error-drawn）。
lesson-why-game-ended = 还没达成目标，对局就结束了（{ $outcome }）
lesson-why-stuck = 你已经没有合法着法了

## 一课要求做什么，跟在"白方先走：3 步内"之后。

# $count 是要吃掉几枚带标记的棋子。
lesson-aim-capture = { $count ->
        [1] 吃掉带标记的棋子
       *[other] 吃掉 { $count } 枚带标记的棋子
    }
# $piece 是棋子的名称（role-…），$role 是供选择器用的 ID（king、archbishop…）；$square 是要走到的格子。
lesson-aim-reach = 把你的{ $piece }走到 { $square }
lesson-aim-refugee = 让一个兵成为避难兵
lesson-aim-promote = 让一个兵升变
lesson-aim-check = 将军
lesson-aim-checkmate = 将杀对方
lesson-aim-scepter = 夺取权杖或将杀对方
lesson-aim-sanctuary = 进入圣所获胜
# $side 是对方，white 或 black。
lesson-aim-hold = 阻止{ $side ->
        [white] 白方
       *[black] 黑方
    }获胜

## 一课不接受的着法。

# $move 是学习者的着法。
lesson-refused-check = { $move } 会将军，但这一课里对方原地不动，无法应将：请换一步棋。
lesson-refused-over = 这一课已经结束；重新开始即可再试。
# $moves 是这一课现在接受的着法，以逗号分隔。
lesson-moves-here = 这里可走的着法：{ $moves }。

## 各课程自己的内容：每个课程的标题和开头的几句话，然后是
## 每一课的标题、讲解，以及给卡住的学习者的提示。
## 着法和格子（Ke7、e5）照原样保留：棋手要输入它们。

course-sanctuary-title = 圣所象棋
course-sanctuary-intro = 没有王，没有后，也没有将军：把两枚对手吃不掉的棋子送到棋盘的另一端，就能获胜。

lesson-sanctuary-guard-leaps-title = 瑞士卫兵的跳跃
lesson-sanctuary-guard-leaps-text = 瑞士卫兵可以沿任意直线或斜线方向跳一格或两格，吃子也是这样。这一课里对方原地不动：吃掉所有带标记的兵。
lesson-sanctuary-guard-leaps-hint = 从 c3 向右上方斜跳两格，就是 e5。

lesson-sanctuary-guard-jumps-title = 越墙而过
lesson-sanctuary-guard-jumps-text = 卫兵是跳着走的：中间不管站着什么，自己的棋子也好，对方的也好，都挡不住它跳两格。你自己的兵把卫兵围住了；跳过它们，去吃那个车。
lesson-sanctuary-guard-jumps-hint = 越过 e2 的兵笔直向上跳，然后再跳一次。

lesson-sanctuary-archbishop-title = 大主教
lesson-sanctuary-archbishop-text = 大主教既可以像象一样走，也可以像马一样走，每一步随你选。两种走法都用上，吃掉带标记的棋子。
lesson-sanctuary-archbishop-hint = 用马的跳法吃掉 d3；从那里沿长斜线就能到 h7。

lesson-sanctuary-refugee-title = 让兵成为避难兵
lesson-sanctuary-refugee-text = 在圣所象棋中，兵永不升变。到达底线的兵会成为避难兵：它再也不能移动，但在那里算作你的一枚棋子。你的兵被挡住了，所以要靠吃子向前推进。
lesson-sanctuary-refugee-hint = 先吃掉 e6 上的马，再沿 e 线往上走。

lesson-sanctuary-refugee-safe-title = 谁也吃不掉避难兵
lesson-sanctuary-refugee-safe-text = 避难兵永远不能被吃掉，哪怕敌方棋子就站在它旁边；它也和其他棋子一样，会挡住身后的格子。先让兵成为避难兵，再在它的掩护下把车送到对方底线。
lesson-sanctuary-refugee-safe-hint = 直接走 Rh8，车会被 a8 的车吃掉。先把兵推到 c8。

lesson-sanctuary-two-safe-title = 两枚棋子进入圣所
lesson-sanctuary-two-safe-text = 只要你有两枚棋子站在对方底线上，而对方一枚也吃不掉，你就立即获胜。把卫兵和大主教都送到底线。
lesson-sanctuary-two-safe-hint = 卫兵笔直向上跳两格；大主教沿斜线走过去。

lesson-sanctuary-safe-squares-title = 只有安全的棋子才算数
lesson-sanctuary-safe-squares-text = 底线上能被对方吃掉的棋子不算数；不过多出来的第三枚棋子即使能被吃掉，也不会影响获胜。你在 f8 的避难兵是一枚安全的棋子：给大主教找一个不受任何攻击的格子。
lesson-sanctuary-safe-squares-hint = 马控制着 e8，c7 的卫兵控制着 b8 和 d8。角落那一格呢？

lesson-sanctuary-last-piece-title = 给黑方留一枚棋子
lesson-sanctuary-last-piece-text = 轮到走棋的一方如果无棋可走，对局就是和棋；而一枚棋子都不剩的一方自然无棋可走。吃掉黑方最后一枚棋子，这盘棋就成了和棋。换个办法取胜吧。
lesson-sanctuary-last-piece-hint = 吃马很诱人，但 a8 这个角落是安全的。

lesson-sanctuary-stop-invader-title = 拦住入侵者
lesson-sanctuary-stop-invader-text = 黑方已经在 a1 有一个避难兵，黑车还威胁要落到 h1，成为第二枚安全的棋子。吃掉这个入侵者，或者控制它要落的格子，阻止黑方获胜。
lesson-sanctuary-stop-invader-hint = f2 的卫兵可以斜跳两格。

lesson-sanctuary-block-title = 挡住去路
lesson-sanctuary-block-text = 黑车想去 h1，在 a1 的避难兵之外再添一枚安全的棋子。你吃不掉这个车，也控制不了 h1，但只要有棋子在 h 线上挡住它的去路，它就过不去。
lesson-sanctuary-block-hint = 你的马能跳到 h 线上的两个格子。

lesson-sanctuary-full-win-title = 实战小局
lesson-sanctuary-full-win-text = 你的卫兵和大主教，对阵会反击的一个卫兵和一个兵。把两枚棋子安全地送到底线。当心：吃掉黑方最后一枚棋子会让黑方无棋可走，那是和棋，所以要先赢下来。
lesson-sanctuary-full-win-hint = 先让一枚棋子落在卫兵够不着的地方，再送第二枚；还要盯住想成为避难兵的 b 兵。

course-scepter-title = 夺取权杖
course-scepter-intro = 国际象棋加上两个新规则：王走到敌方王的初始格就立即获胜；被挡住的兵可以从敌方棋子旁边滑过去。

lesson-scepter-square-title = 权杖
lesson-scepter-square-text = 双方的权杖都在各自王的初始格上：白方的在 e1，黑方的在 e8。只要你的王走到敌方的权杖上，你就立即获胜。把你的王走到 e8。
lesson-scepter-square-hint = 先走到 d7 或 e7。

lesson-scepter-king-walk-title = 王的行军
lesson-scepter-king-walk-text = 你的王仍然不能走到敌方攻击的格子上。沿一条安全的路线把它走到 e8：马控制着 e5 和 e7，而你 c5 的兵挡住了车沿横线的去路。
lesson-scepter-king-walk-hint = c6 的马控制着 e5 和 e7；改从 f 线往上走。

lesson-scepter-guarded-title = 有保护的权杖
lesson-scepter-guarded-text = 对方保护着的权杖格是夺不到的，因为你的王不能走进被将军的格子。象保护着 e8：先除掉这个保护者，再夺取权杖。
lesson-scepter-guarded-hint = 你在 b1 的车正对着那个象。

lesson-scepter-slide-title = 滑步兵
lesson-scepter-slide-text = 当敌方棋子正好挡在你的兵前面时，这个兵可以斜向前走一格到空格上，从它旁边滑过去。滑步不是吃子：挡路的棋子还留在原地。从马旁边滑过去，然后升变。
lesson-scepter-slide-hint = 滑步要写出兵所在的直线：ed7 或 ef7。

lesson-scepter-slide-own-title = 只有敌子挡路才能滑步
lesson-scepter-slide-own-text = 被自己的棋子挡住的兵不能滑步。你有两个被挡住的兵，只有一个能滑步：找出它，让它升变。
lesson-scepter-slide-own-hint = g6 的兵面对的是一个黑兵。

lesson-scepter-defend-title = 保卫你的权杖
lesson-scepter-defend-text = 黑王就站在你 e1 的权杖旁边，只要 e1 没有保护，它就会夺走权杖。保护好 e1，让黑王走不上去，并且一直保护下去。
lesson-scepter-defend-hint = 车只要在 e 线或第 1 横线上，就能保护 e1。

lesson-scepter-checkmate-title = 将杀照样获胜
lesson-scepter-checkmate-text = 将军和将杀与国际象棋中一样：被将军的王必须解将，将杀即获胜。你的王离 e8 很远，但对方的底线很薄弱。
lesson-scepter-checkmate-hint = 黑王被自己的兵困住了。

lesson-scepter-out-of-check-title = 解将，踏上权杖
lesson-scepter-out-of-check-text = 你的王被将军时，必须立即解将。任何合法的解将方式都可以，而王走到敌方的权杖上也是其中之一：当场获胜。
lesson-scepter-out-of-check-hint = 车沿第 7 横线将军；e8 不受攻击。

lesson-scepter-stays-home-title = 权杖留在原地
lesson-scepter-stays-home-text = 权杖永远不动，即使王车易位也一样。黑方已经易位，只剩 f8 的车还保护着 e8。除掉这个保护者，然后走上去。
lesson-scepter-stays-home-hint = 你在 b4 的象可以走到 f8。

lesson-scepter-king-run-title = 王的赛跑
lesson-scepter-king-run-text = 双方的王都奔向敌方的权杖。数一数步数：由你先走，所以路更短的一方获胜。黑方会反击，所以沿途的每个格子都要检查。
lesson-scepter-king-run-hint = d6、d7 或 e7、e8：三步，而黑方也需要三步。

course-chess-title = 国际象棋
course-chess-intro = 经典的棋：先学各个棋子怎样走、怎样吃子，再学将军、特殊着法和第一个将杀。

lesson-chess-rook-title = 车
lesson-chess-rook-text = 车沿直线走，格数不限，可以向上、向下或横着走，但不能跳过棋子。它落到敌方棋子所在的格子上就是吃子。吃掉带标记的兵。
lesson-chess-rook-hint = 先沿 a 线一直往上走。

lesson-chess-knight-title = 马
lesson-chess-knight-text = 马走 L 形：朝一个方向走两格，再向旁边走一格。它是唯一能越过其他棋子的棋子。吃掉带标记的兵。
lesson-chess-knight-hint = 从 b1 到 c3 就是一跳。

lesson-chess-check-title = 将军
lesson-chess-check-text = 受到攻击的王就是被将军了，必须立即解将。用你的后去攻击黑王。
lesson-chess-check-hint = 后既能像车一样走，也能像象一样走：试试通往 a4 的那条斜线。

lesson-chess-mate-in-one-title = 将杀
lesson-chess-mate-in-one-text = 将杀就是王无法摆脱的将军：攻击它的棋子吃不掉、挡不住，王也躲不开。将杀即赢得对局。找出这步杀棋。
lesson-chess-mate-in-one-hint = 黑王被自己的兵困在底线上。

lesson-chess-castling-title = 王车易位
lesson-chess-castling-text = 每盘棋王可以进行一次王车易位：王朝一个车的方向走两格，车跳到王的另一侧。王和车都必须没动过，中间的格子必须是空的，王也不能正被将军或经过受攻击的格子。进行王翼易位。
lesson-chess-castling-hint = 输入 O-O，或王的着法 e1g1。

lesson-chess-en-passant-title = 吃过路兵
lesson-chess-en-passant-text = 兵一次走两格、落在敌方兵旁边时，对方可以像它只走了一格那样吃掉它，但只能在紧接着的下一步。随便走一步：黑方会应以 d7-d5。然后吃过路兵，吃掉那个兵。
lesson-chess-en-passant-hint = 让 e5 的兵留在原地；黑方走 d7-d5 后，它就能吃到 d6。

lesson-chess-promotion-title = 升变
lesson-chess-promotion-text = 到达底线的兵会变成后、车、象或马，由你选择。你的兵被挡住了，但它可以斜着吃子。
lesson-chess-promotion-hint = 吃掉 e7 上的象，然后走到 e8。

lesson-chess-simple-mate-title = 后王杀单王
lesson-chess-simple-mate-text = 后在己方王的协助下，可以把单王将杀在棋盘边上。现在黑方会反击：把黑王困住，然后将杀。
lesson-chess-simple-mate-hint = 不让黑王去 g 线和 g8，将杀就随之而来。
