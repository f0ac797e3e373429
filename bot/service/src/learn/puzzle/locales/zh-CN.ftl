## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

puzzle-description = 一道接近你谜题等级分的谜题；用解题命令作答。
    .name = 谜题
puzzle-variant = 哪种棋（默认：你上一道谜题的棋种，否则为圣所象棋）
    .name = 棋种
puzzle-theme = 只出这一类谜题
    .name = 主题
puzzle-run = 开始闯关：谜题一道比一道难，直到你第一次走错为止（不计分）
    .name = 闯关

solve-description = 用一步棋解答你的谜题或课程。
    .name = 解题
solve-move = 你的着法，例如 Nf3 或 g1f3
    .name = 着法

## 谜题的显示、作答和完成（谜题的目标是下方的 puzzle-aim 消息之一）。

# 谜题的名称，粗体：$id 是其编号。
puzzle-name = 谜题 { $id }
# $puzzle 是粗体的 puzzle-name；$rating 是谜题的等级分；服务器的每日谜题的 $daily 为 yes。
puzzle-heading = { $daily ->
    [yes] { $puzzle } · { $variant } · 等级分 { $rating } · 今日谜题
   *[no] { $puzzle } · { $variant } · 等级分 { $rating }
}
# $goal 是谜题的目标，粗体（"White to play: win by sanctuary in 2"）。
puzzle-goal = { $goal }。用 { $solve } 作答。
# $last 是对方刚走的着法。
puzzle-goal-last = { $goal }。上一步：{ $last }。用 { $solve } 作答。
puzzle-in-the-middle = 你正在做这道谜题。
# $answer 是对方对解题者着法的应着。
puzzle-right = 正确：{ $move }。对方应以 { $answer }。轮到你了。
puzzle-solved = 解出来了！
puzzle-solved-with = 解出来了！{ $move } 获胜。
puzzle-not-the-move = 不对：{ $move } 在这里不能取胜。
puzzle-gave-up = 你放弃了。
# $themes 以主题菜单中的名称列出谜题的战术主题（"捉双、牵制"）。
puzzle-motifs = 这道题考的是：{ $themes }。
# $solution 是完整的着法序列（SAN），以空格分隔。
puzzle-solution = 答案：{ $solution }。
# $before 和 $after 是谜题等级分（暂定时为 "1500?"）；$change 是带符号的差值（"+12"）。
# $streak_kind：best（连续答对 $streak 题，为个人最佳）、on（连续答对 $streak 题）、ended（答错，结束了 $streak 题的连对）、none。
puzzle-rating = { $streak_kind ->
    [best] 谜题等级分（{ $variant }）：{ $before } → { $after }（{ $change }）· 连续答对 { $streak } 题（你的最佳纪录）。
    [on] 谜题等级分（{ $variant }）：{ $before } → { $after }（{ $change }）· 连续答对 { $streak } 题。
    [ended] 谜题等级分（{ $variant }）：{ $before } → { $after }（{ $change }）· 你连续答对 { $streak } 题的纪录中断了。
   *[none] 谜题等级分（{ $variant }）：{ $before } → { $after }（{ $change }）。
}
# $place 是数字 $n 的英文序数词（1st、2nd、3rd）；中文直接用 $n。
puzzle-daily-place = 你是今天第 { $n } 个解出今日谜题的人。
puzzle-source-starter = 来源：Sanctum 自己的对局。
# $source 说明谜题的出处，即谜题挖掘程序保存的原文。
puzzle-source = 来源：{ $source }。

## 谜题排行榜。

puzzle-leaderboard-empty = 本服务器还没有人解出过{ $variant }谜题。来试一道吧：{ $puzzle }。
# 排行榜的名称，粗体。
puzzle-leaderboard-title = { $variant }谜题排行榜
# $heading 是粗体的 puzzle-leaderboard-title。
puzzle-leaderboard-heading = { $heading }（第 { $page }/{ $pages } 页）
# 一名棋手的一行：$rank 是名次，$rating 是谜题等级分，然后是解出和失败的谜题数，以及最长连对纪录。
puzzle-leaderboard-row = { $rank }. { $name } — { $rating } · 解出 { $solved } 道，失败 { $failed } 道 · 最长连对 { $best_streak } 题

## 每日谜题，即服务器频道中看到的样子。

# 每日谜题的标题，粗体：$day 是日期（2026-11-26）。
puzzle-daily-title = 每日谜题 · { $day }
# $goal 是谜题的目标，粗体；$solve 是打开谜题的按钮。
puzzle-daily-goal = { $goal }。点击 { $solve } 私下作答：没人能看到你的答案。
puzzle-daily-yesterday = 昨天的谜题有 { $people } 人解出。

## 谜题被拒绝。未做任何更改。

puzzle-refusal-none-left = 本服务器的{ $variant }谜题你都已经做过了。随着本服务器的对局结束，还会有新谜题；用 { $puzzle } 换个棋种或主题试试。
# $theme 是输入的谜题主题 ID（fork、discoveredAttack）。
puzzle-refusal-none-left-theme = 本服务器主题为 { $theme } 的{ $variant }谜题你都已经做过了。随着本服务器的对局结束，还会有新谜题；用 { $puzzle } 换个棋种或主题试试。
puzzle-refusal-done = 你已经在本服务器做过这道谜题了。
puzzle-refusal-open = 请先完成你正在做的谜题（用 { $solve } 作答，或点击 { $give_up }）。
# $run 是开始闯关的命令。
puzzle-refusal-no-run = 这个棋种目前没有进行中的闯关。用 { $run } 开始闯关吧。
puzzle-refusal-daily-over = 那道每日谜题的日期已经过了。用 { $puzzle } 做另一道吧。

## 谜题要求做什么，显示在棋盘上方和消息中。$side 是白方或黑方；
## $aim 决定措辞；$moves 是解题者要走几步。

puzzle-aim = { $side }先走：{ $aim ->
    [sanctuary] { $moves } 步进入圣所获胜
    [scepter] { $moves } 步夺取权杖
    [mate] { $moves } 步杀
   *[material] 得子
}
# 谜题答案的棋盘上方：$line 是答案的着法。
puzzle-banner-solved = 已解出 · { $line }
puzzle-banner-solution = 答案 · { $line }
# 谜题回放的替代文字：$line 是答案的着法，以逗号分隔。
alt-puzzle-replay = 谜题 { $puzzle } 的回放：先是对方走出、形成这道题的一步棋，然后是答案：{ $line }。

## 闯关：谜题一道接一道，每道都比上一道难一点，直到第一次走错为止。
## 闯关不计分；它统计解出的谜题数。

# $variant 是棋种名称；$best 是该棋手在本服务器这个棋种的最佳闯关成绩（0：还没有）。
puzzle-run-begun = { $variant }闯关开始：谜题一道接一道，每道都更难一点，直到你第一次走错为止。{ $best ->
        [0] 祝你好运！
       *[other] 你在本服务器的最佳闯关成绩：{ $best } 道。
    }
# 闯关中每道谜题之前：$number 是题号，从 1 开始。
puzzle-run-puzzle = 闯关：第 { $number } 题。
# 闯关中解出一道谜题后：$solved 是目前解出的题数，$best 是本服务器的最佳闯关成绩。
puzzle-run-on = 闯关：已解出 { $solved } 道（最佳：{ $best } 道）。
# 走错一步、闯关结束后：$solved 是本次解出的题数，$best 是本服务器的最佳闯关成绩；本次成绩达到最佳成绩时 $kind 为 best。
puzzle-run-over = { $kind ->
        [best] 闯关结束：解出 { $solved } 道，是你在本服务器的最佳成绩！
       *[short] 闯关结束：解出 { $solved } 道。你在本服务器的最佳成绩：{ $best } 道。
    }
