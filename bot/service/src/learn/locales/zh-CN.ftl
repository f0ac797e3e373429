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

## 各棋种的规则，棋种名称后每行一段。粗体的词是
## 单独的消息，作为参数传给所在的段落。

# $archbishop 和 $guard 是粗体的棋子名称（rules-archbishop、rules-swiss-guard）；A 和 G 是它们在着法中的字母。
rules-sanctuary-pieces = 没有王，也没有后。取而代之，每方各有一个{ $archbishop }（A，d 线），可以像象或马一样走；还有一个{ $guard }（G，e 线），可以沿任意直线或斜线方向跳一格或两格，越过任何棋子。
rules-archbishop = 大主教
rules-swiss-guard = 瑞士卫兵
rules-sanctuary-nothing-royal = 没有哪个棋子是“王”：没有将军，没有将杀，没有王车易位 — 棋子能走的任何着法都合法。
# $refugee 是粗体的词（rules-refugee）。
rules-sanctuary-pawns = 兵永不升变。到达底线的兵成为{ $refugee }：它再也不能移动，也永远不能被吃掉。
rules-refugee = 避难兵
# $label 是粗体的 rules-how-to-win。
rules-sanctuary-win = { $label } 在你走完一步后，让两枚棋子站在对手的底线上（避难兵也算），且对手无法吃掉其中任何一枚。底线上有两枚，但其中一枚可以被吃？对手必须立即吃掉它，否则告负。
rules-how-to-win = 怎样获胜：
# $label 是粗体的 rules-draws。
rules-sanctuary-draws = { $label } 轮到走棋的一方没有合法着法、五十回合没有吃子或动兵、三次重复局面，或双方都已不足两枚棋子。
rules-draws = 和棋：
rules-scepter-ideas = 国际象棋，加上两个新规则。
# $label 是粗体的 rules-the-scepter。
rules-scepter-scepter = { $label }位于双方王的初始格：白方的在 e1，黑方的在 e8。它永远不动。如果你的王走到对手的权杖格上 — 无论是普通走法还是吃子 — 你立即获胜。你的王仍然不能走进被将军的格子，所以有保护的权杖是安全的。
rules-the-scepter = 权杖
# $label 是粗体的 rules-sliding-pawn。
rules-scepter-slide = { $label } 当敌方棋子正好挡在你的兵前面时，这个兵还可以斜向前走一格到空格上，从旁边滑过去。
rules-sliding-pawn = 滑步兵：
rules-scepter-endings = 将杀同样获胜；逼和、五十回合规则和三次重复局面判和。单王也可能获胜，所以没有子力不足的和棋。
rules-chess = 常规规则（FIDE）：王车易位、吃过路兵、升变、将军和将杀。逼和、五十回合没有吃子或动兵、三次重复局面，以及任何一方都不可能将杀的局面，都会自动判和 — 无需提出申请。

## 规则图片下方的图例：一个名称，然后是一两句解释。
## 图片会自动给解释换行；名称只写几个字（一行）。

legend-archbishop = 大主教
legend-archbishop-text = 可以像象或马一样走。站在原本后的位置上。
legend-swiss-guard = 瑞士卫兵
legend-swiss-guard-text = 沿直线或斜线跳一格或两格，可以越过任何棋子。它不是王：没有将军。
legend-refugee = 避难兵
legend-refugee-text = 到达对方底线的兵。它再也不能移动，也不能被吃掉。
legend-safe-in-sanctuary = 安全进入圣所
legend-safe-in-sanctuary-text = 站在对方底线（着色的一排）上，且任何敌方棋子都吃不到它。两枚安全的棋子即获胜。
legend-scepter = 权杖
legend-scepter-text = 整盘棋都留在 e1 和 e8。王走到敌方的权杖上即获胜。
legend-scepter-in-danger = 权杖告急
legend-scepter-in-danger-text = 敌方的王下一步就能夺取这根权杖。
legend-sliding-pawn = 滑步兵
legend-sliding-pawn-text = 被对方棋子挡住的兵，可以斜向前走一格到空格上。
legend-checkmate = 将死
legend-checkmate-text = 和国际象棋一样，将杀仍然获胜。
legend-last-move = 上一步
legend-last-move-text = 上一步棋离开和到达的格子以黄色标出。
legend-check = 将军
legend-check-text = 受到攻击的王会发出红光。
