## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

conditional-description = 预设对对手接下来几步的应着：对方一走出你预料的着法，应着就立即走出。
    .name = 条件着法
conditional-line = if <对方着法> then <你的着法>; … 例如 if Nf6 then e5; if Nf6 e5 Nd5 then c4
    .name = 条件
conditional-clear = 清除你预设的条件着法
    .name = 清除
