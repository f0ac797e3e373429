## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

vote-description = 在你团队的对局中投票（对战 Sanctum 或其他服务器）：走一步棋、和棋或认输。
    .name = 投票
vote-move = 你希望团队走的着法
    .name = 着法
vote-draw = 投票提和（或接受和棋）
    .name = 和棋
vote-resign = 投票认输
    .name = 认输
