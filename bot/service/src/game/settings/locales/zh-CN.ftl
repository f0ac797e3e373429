## 命令：每个命令和选项的作用，即 Discord 和帮助中显示的内容（最多 100 个字符）。

settings-description = 查看或更改本服务器的 Sanctum 设置（仅限拥有“管理服务器”权限的成员）。
    .name = 设置
settings-days = 新挑战的默认每步天数
    .name = 天数
settings-rated = 新对局是否默认计分
    .name = 计分
settings-threads = 是否为每盘对局单独开一个子区
    .name = 子区
settings-seek_variant = 哪种棋的公开挑战要提及 约战身份组（单独使用：停止提及）
    .name = 约战棋种
settings-seek_role = 有人发起 约战棋种 的公开挑战时要提及的身份组
    .name = 约战身份组
settings-bank = 新对局中每位棋手的时间储备，按每步天数的倍数计（0：无；默认：{ $default_bank }）
    .name = 时间储备
settings-ping_every = 两次提及某棋种身份组之间至少间隔的分钟数（0：每次都提及；默认：{ $default_role_ping_minutes }）
    .name = 提及间隔
settings-daily_puzzle = 在本频道发布每日谜题
    .name = 每日谜题
settings-daily_puzzle_off = 停止发布每日谜题
    .name = 关闭每日谜题
settings-course_variant = 完成哪种棋的课程可获得 课程身份组（单独使用：停止授予）
    .name = 课程棋种
settings-course_role = 授予完成 课程棋种 课程者的身份组
    .name = 课程身份组
settings-organiser_role = 其成员可像管理员一样创建锦标赛、担任对抗赛队长的身份组
    .name = 组织者身份组
settings-organiser_role_off = 只允许管理员创建锦标赛
    .name = 取消组织者身份组
settings-web = 是否在网页上公开排行榜和棋手页面（默认：否）
    .name = 网页
settings-boards_turn = 对局棋盘是否转向走棋方（默认：是），否则白方始终在下方
    .name = 棋盘翻转
settings-lobby = 加入 Sanctum 的跨服大厅，在本频道显示
    .name = 大厅
settings-lobby_off = 退出跨服大厅（进行中的对局照常继续）
    .name = 退出大厅

## 服务器设置的显示或更改。$settings 是设置列表：settings-list 消息，以逗号和分号连接。

settings-shown = 服务器设置：{ $settings }。
# 由 $name 更改。
settings-changed = { $name } 更改了服务器设置：{ $settings }。

## 设置列表的各项：每项都是 settings-shown 或 settings-changed 的一部分。

settings-list-days = 每步 { $days } 天
settings-list-rated = 默认计分
settings-list-casual = 默认休闲
settings-list-threads = 每盘对局单独开一个子区
settings-list-no-threads = 对局在频道中进行
settings-list-web = 排行榜和棋手页面在网页上公开
settings-list-no-web = 排行榜和棋手页面不在网页上公开
settings-list-board-to-move = 对局棋盘转向走棋方
settings-list-board-white = 对局棋盘白方始终在下方
settings-list-no-bank = 无时间储备
# 每步天数的 $factor 倍：每步天数的 2 倍。
settings-list-bank = 新对局的时间储备为每步天数的 { $factor } 倍
# $variant 是棋种名称，$role 是服务器身份组。
settings-list-seek-role = { $variant }公开挑战会提及 { $role }
# 这些身份组多久能被提及一次；跟在最后一条 settings-list-seek-role 的逗号后面。
settings-list-ping-every-time = 每次都提及
# $wait 是一段时间：30m、1h 30m。
settings-list-ping-at-most = 每 { $wait } 最多提及一次
settings-list-daily-puzzle = 每日谜题发布在 { $channel }
settings-list-course-role = 完成{ $variant }课程可获得 { $role }
settings-list-organiser-role = { $role } 可以创建锦标赛、担任对抗赛队长
settings-list-lobby = 已加入跨服大厅，显示在 { $channel }

## 设置被拒绝。未做任何更改。

settings-refusal-needs-manage-server = 只有拥有“管理服务器”权限的成员才能更改设置。
# 课程棋种 是该选项的名称，即棋手输入时的写法。
settings-refusal-course-role-needs-variant = 请指定完成哪种棋的课程可获得该身份组：课程棋种。
# $settings 是附带所需选项的命令。
settings-refusal-seek-role-needs-variant = 请说明哪种棋的公开挑战应提及该身份组：{ $settings }。
# $bank 是输入的数字，$max 是时间储备的上限。
settings-refusal-bad-bank = 时间储备不能设为 { $bank }：请填写 0（无时间储备）到 { $max }，单位为每步天数（填 2 时，每步 3 天的对局中每位棋手有 6 天备用时间）。未做任何更改。
settings-refusal-bad-ping-wait = 两次提及身份组之间的间隔不能设为 { $minutes } 分钟：请填写 0（每个公开挑战都提及）到 { $max } 分钟。未做任何更改。

## 语言

settings-language = Sanctum 在此使用的语言（默认：服务器在 Discord 上的语言）
    .name = 语言
settings-list-language = 频道使用{ $language }
settings-list-language-discord = 频道使用服务器在 Discord 上的语言
