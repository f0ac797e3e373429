## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

vote-description = 在你团队的对局中投票（对战 Sanctum 或其他服务器）：走一步棋、和棋或认输。
    .name = 投票
vote-move = 你希望团队走的着法
    .name = 着法
vote-draw = 投票提和（或接受和棋）
    .name = 和棋
vote-resign = 投票认输
    .name = 认输

## 投票棋：团队的投票或团队对局为何被拒绝。未做任何更改。

# 团队 是挑战命令的选项。
vote-refusal-team-against-sanctum = 团队对战的是 Sanctum：请把 Sanctum 设为对手（并选择棋力），或去掉 团队 选项。
vote-refusal-team-needs-manager = 只有拥有“管理服务器”权限的成员才能代表本服务器发起或接受团队对局。
vote-refusal-bad-share = 团队的 { $share }% 无法作出决定：请填写 1 到 100。
vote-refusal-not-a-team-game = 这里没有团队在下棋：请在团队对局的频道中投票，或用 { $move } 走你自己的棋。
# $role 是作为团队下棋的服务器身份组。
vote-refusal-not-on-team = 只有 { $role } 的成员才能在这盘团队对局中投票。
vote-refusal-not-teams-turn = 现在轮到对方走棋：等对方走完再投票。
vote-refusal-too-many-changes = 你已经为这步棋改了 { $limit } 次投票，达到了上限。你的投票就此确定。

## 投票棋：团队的投票，以及投票的结果。

vote-voted = { $name } 已投票。
# $move 是这步棋在对局中的序号；$tally 是被投票的着法，各附票数和投票人。
vote-standing-votes = 第 { $move } 步的投票：{ $tally }。
vote-standing-none = 第 { $move } 步的投票：还没有人投票。
# $share 是着法走出所需的团队投票比例（100：全体）；$deadline 是一个时刻。
vote-standing-count = 团队 { $members } 人中已有 { $counted } 人投票；{ $share ->
        [100] 全体投票后
       *[other] { $share }% 的人投票后
    }即走出着法，最迟在 { $deadline }。
vote-standing-draw = { $votes } 票赞成和棋（多数决定）。
vote-standing-resign = { $votes } 票赞成认输（多数决定）。
vote-majority-resign = 团队多数人投票认输。
vote-majority-draw = 团队多数人投票提和。
vote-decided-everyone = 团队全体成员都已投票：团队走出它的着法。
vote-decided-enough = 团队已有足够的人投票：团队走出它的着法。
vote-time-up = 团队的投票时间到了。
vote-deadline-move = 走出得票最多的着法（平票时选最先被投的着法）。
# $vote 是投票命令。
vote-joined = 你加入了团队：团队现在有 { $members } 人。用 { $vote } 为每步棋投票。
vote-joined-already = 你已经在团队中了（共 { $members } 人）。用 { $vote } 为每步棋投票。
