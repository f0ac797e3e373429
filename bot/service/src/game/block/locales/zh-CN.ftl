## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

block-description = 屏蔽某人向你发起的挑战（或查看你屏蔽了谁，或解除屏蔽）。
    .name = 屏蔽
block-player = 要屏蔽谁（留空：查看你屏蔽了谁）
    .name = 棋手
block-remove = 改为解除对其的屏蔽
    .name = 解除

## 屏蔽：对屏蔽命令的回应，以及下棋或屏蔽为何被拒绝。

# $user 是被屏蔽或被解除屏蔽的人；$undo 是解除屏蔽的命令。
block-unblocked = 你解除了对 { $user } 的屏蔽：你们又可以互相挑战了。
block-not-blocked = 你没有屏蔽 { $user }。
block-blocked = 你屏蔽了 { $user }：在任何服务器中，对方的挑战都不会再发给你，你们也都不能接受对方的公开挑战或再来一盘的请求。正在进行的对局照常继续。用 { $undo } 撤销。
block-list-empty = 你没有屏蔽任何人。用 { $block } 屏蔽某人。
# $users 是被屏蔽的人的列表，以逗号分隔。
block-list = 你屏蔽了 { $users }。用 { $unblock } 解除屏蔽；用 { $block } 屏蔽其他人。
block-refusal-not-welcome = { $user } 选择了不和你下棋。
block-refusal-you-blocked = 你屏蔽了 { $user }，所以你们不能下棋。想再和对方下棋，请用 { $unblock } 解除屏蔽。
block-refusal-cannot-block = 你只能屏蔽其他人：不能屏蔽自己，也不能屏蔽机器人。
block-refusal-too-many = 你已经屏蔽了 { $limit } 人，达到了上限。请先解除对某人的屏蔽。
