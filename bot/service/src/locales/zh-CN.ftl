## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

help-description = 列出 Sanctum 的命令，或完整讲解其中一个。
    .name = 帮助
help-command = 要讲解的命令（默认：全部）
    .name = 命令

## 帮助：所有命令一览，或某个命令的完整说明。

help-intro = { $sanctum } 以通讯棋的方式下圣所象棋、夺取权杖和国际象棋：一次一步，历时数小时或数天。
help-buttons = 以下回应通过所回应消息下方的按钮进行：
help-clocks = 棋种：{ $chess }、{ $scepter }、{ $sanctuary }。每步天数：{ $days } 或 { $last_days } 天。每步棋都有期限（即该对局的每步天数）。你的时间用掉 { $reminder_percent }% 时，会收到一次提醒。如果超过期限，会从你的时间储备中按整天扣除（整盘棋共用的备用天数：默认为每步天数的 { $bank_factor } 倍，可在服务器设置中更改）；只有时间储备用完后你才会超时判负——但如果有一方始终没走第一步，对局会被中止：无结果，等级分不变。休假可一次暂停你所有的棋钟，任意 { $vacation_window } 天内最多 { $vacation_days } 天。
help-boards = 棋盘：对局频道中共享的棋盘会随每步棋翻转，让走棋的一方从自己这边看（对战 Sanctum 时，始终从你这边看）；服务器管理员可以用 { $keep_white } 让白方始终在下方。{ $mine } 会让为你绘制的每个棋盘都把你这一方放在下方。
help-unknown = 我不认识命令 { $typed }。{ $help } 会列出全部命令。
help-unknown-near = 我不认识命令 { $typed }。你是想用 { $near } 吗？{ $help } 会列出全部命令。
help-manage-server = 只有拥有“管理服务器”权限的成员才能用它更改设置。
help-option = { $option } — { $description }
help-option-required = { $option }（必填）— { $description }
help-no-options = 它没有选项。
help-aliases = 在控制台中也可以用：{ $aliases }。
