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

## 私人笔记：对记笔记和笔记命令的回应。$game 是对局编号；$position 是笔记所在的局面，为 notes-position 消息之一。

notes-position-start = 初始局面
# $ply 是半回合数。
notes-position-half-move = 第 { $ply } 个半回合后
# $number 是回合数，$move 是着法：12. Nf3 之后
notes-position-after-white = { $number }. { $move } 之后
# 12… Nc6 之后
notes-position-after-black = { $number }… { $move } 之后
# $note 是作者写下的笔记原文。
notes-noted = 已记录（只有你能看到），第 { $game } 号对局，{ $position }：{ $note }
# $notes 是查看笔记的命令。
notes-see = 用 { $notes } 查看你的笔记。
notes-took-back = 已删除你在第 { $game } 号对局中的 { $count } 条笔记（{ $position }）。
# $note 是添加笔记的命令。
notes-none = 你在第 { $game } 号对局中没有笔记。用 { $note } 添加一条：它会附在该局面上，只有你能看到。
# 笔记列表的标题；$white 和 $black 是双方棋手的名字。
notes-heading = 你在第 { $game } 号对局（{ $white } 对 { $black }）中的笔记（只有你能看到）：
notes-more-in-pgn = ……另有 { $count } 条在附带的 PGN 中，每条笔记都是一条注释。
notes-all-in-pgn = 附带的 PGN 以注释的形式包含了这些笔记。
notes-on-this-position = 你在这个局面（{ $position }）的笔记，只有你能看到：

## 笔记被拒绝。

notes-refusal-not-yours = 你没有参与第 { $game } 号对局：笔记只供对局双方使用，各记各的。
notes-refusal-empty = 你的笔记里没有内容。
notes-refusal-too-long = 一条笔记最多 { $limit } 个字符；你的有 { $length } 个。请拆成两条。
# $typed 是输入的数字；$last 是对局最后的局面，以半回合计。
notes-refusal-no-such-position = 对局中没有局面 { $typed }：请填写半回合数，从 0（初始局面）到 { $last }（当前）。
# $delete 是删除笔记的命令。
notes-refusal-too-many = 你在第 { $game } 号对局中已有 { $limit } 条笔记，这是一盘对局的上限。请先用 { $delete } 删除一些。
notes-refusal-none-there = 你在那盘对局的局面 { $ply } 上没有笔记。用 { $notes } 查看全部笔记。
