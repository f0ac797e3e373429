## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

note-description = 为你对局中的某个局面记一条私人笔记（只有你自己能看到）。
    .name = 记笔记
note-text = 你的笔记
    .name = 内容
note-ply = 哪个局面：第几个半回合之后，0 表示初始局面（默认：当前局面）
    .name = 半回合

notes-description = 查看你在某盘对局中的私人笔记（或删除某个局面的笔记）。
    .name = 笔记
notes-delete = 删除你在此局面（该半回合数之后）的笔记
    .name = 删除
