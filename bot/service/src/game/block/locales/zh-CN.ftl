## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

block-description = 屏蔽某人向你发起的挑战（或查看你屏蔽了谁，或解除屏蔽）。
    .name = 屏蔽
block-player = 要屏蔽谁（留空：查看你屏蔽了谁）
    .name = 棋手
block-remove = 改为解除对其的屏蔽
    .name = 解除
