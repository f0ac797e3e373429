## Команды: что делает каждая команда и каждый параметр — так их показывают Discord и справка (не более 100 символов).

move-description = Сделать ход в партии этого канала в нотации SAN (Nf3, exd5, O-O) или UCI (g1f3).
    .name = ход
move-move = Ваш ход; начните печатать, чтобы увидеть допустимые
    .name = ход

moves-description = Все допустимые ходы в партии этого канала по фигурам: что может сделать каждая фигура сейчас.
    .name = ходы

board-description = Показать доску партии этого канала или любой партии сервера по номеру.
    .name = доска
board-game = Номер партии (по умолчанию: партия этого канала)
    .name = партия
board-new_link = Отключить ваши прежние ссылки для игры в эту партию в вебе и получить новую
    .name = новая-ссылка

pgn-description = Запись партии в файле PGN с анимированным повтором: партия этого канала или любая по номеру.
    .name = pgn
pgn-game = Номер партии (по умолчанию: партия этого канала или последняя в нём)
    .name = партия

history-description = Завершённые партии игрока на этом сервере, сначала новые, с результатами и соперниками.
    .name = история
history-player = Чьи (по умолчанию: ваши)
    .name = игрок
history-variant = Только эта игра (по умолчанию: все)
    .name = игра
history-page = Страница (по умолчанию: 1)
    .name = страница

preferences-description = Показать или изменить вид досок и нужно ли подтверждать ходы кнопкой «Подтвердить».
    .name = мои-настройки
preferences-orientation = Внизу ваша сторона («моя сторона») или та, чей ход («сторона хода», по умолчанию)
    .name = ориентация
preferences-theme = Цвета доски: классическая, контрастная (высокий контраст) или для дальтоников (красно-зелёный)
    .name = тема
preferences-confirm = Перед тем как сыграть ход, показывать доску с ним и кнопками «Подтвердить» / «Отменить»
    .name = подтверждение

notify-description = Показать или изменить, как Sanctum сообщает о ваших партиях: личные сообщения, напоминания, сводка.
    .name = уведомления
notify-dm = Личное сообщение, когда ваш ход (по умолчанию: выкл.)
    .name = лс
notify-remind80 = Напоминание, когда прошло { $reminder_percent }% вашего времени на ход (по умолчанию: вкл.)
    .name = напоминание-80
notify-remind2h = Напоминание, когда на ход у вас остаётся 2 часа (по умолчанию: выкл.)
    .name = напоминание-2ч
notify-digest = Ежедневное личное сообщение со списком партий, где ждут вашего хода (по умолчанию: выкл.)
    .name = сводка

## Ходы — как их видит канал.

color-white = Белые
color-black = Чёрные
move-played = { $name } делает ход { $move }.
move-played-conditional = ⚡ { $name } делает условный ход { $move }.
move-draw-lapses = Предложение ничьей снято: { $name } продолжает игру.
move-thinking = { $name } думает…
move-team-to-move = Ходит { $name }: участники голосуют командой { $vote } — срок истекает { $due }.
move-your-move = { $user }, ваш ход — срок истекает { $due }.
# $me и $them — названия сторон (Белые, Чёрные); $square — поле, например e8.
note-refugee = { $me } проводят пешку на { $square }, и она становится беженцем — больше не ходит, и её нельзя взять.
note-sanctuary-one = { $me }: фигура в убежище на { $square }. Ещё одна фигура там, недоступная для взятия, принесёт победу.
note-sanctuary-many = { $me }: в убежище { $n } { $n ->
        [one] фигура
        [few] фигуры
        [many] фигур
       *[other] фигуры
    }. { $them }: берите на { $squares }, иначе поражение.
note-scepter-threat = { $them }, внимание: король соперника ({ $me }) следующим ходом может захватить ваш скипетр на { $square } — помешайте, иначе поражение.
note-check = { $them } под шахом.

## Как закончилась партия: заголовок её последнего сообщения.

# Победитель ($name), жирным — это $winner ниже.
ending-winner = побеждает { $name }
# Слово, которое ниже выделено жирным как $draw.
ending-draw = ничья
# Все названные поля: $first — одно поле, $rest — одно или несколько («h8», «b8 и h8»).
ending-squares-and = { $first } и { $rest }
# $winner — это «побеждает { $name }» (ending-winner), жирным; $side — сторона победителя (Белые, Чёрные).
ending-scepter = { $name } захватывает скипетр королём на { $square } — { $winner } ({ $side })!
ending-sanctuary = У { $name } две неуязвимые фигуры в убежище на { $squares } — { $winner } ({ $side })!
ending-checkmate = Мат — { $winner } ({ $side })!
# $draw — слово «ничья» (ending-draw), жирным.
ending-stalemate = Пат: у { $name } нет допустимых ходов — { $draw }.
ending-repetition = Одна и та же позиция повторилась в третий раз — { $draw } по троекратному повторению.
ending-fifty-moves = У каждой стороны пятьдесят ходов без взятий и ходов пешкой — { $draw }.
ending-insufficient-material = Ни одна из сторон уже не сможет поставить мат — { $draw }.
ending-dead-position = Ни у одной из сторон не осталось двух фигур, так что выиграть никто не может — { $draw }.
# $name — игрок, который сдался.
ending-resignation = { $name } сдаётся — { $winner } ({ $side }).
# $name — игрок, у которого истекло время.
ending-timeout = У { $name } истекло время — { $winner } ({ $side }) по времени.
ending-timeout-draw = У { $name } истекло время, но у { $opponent } не хватит материала для победы — { $draw }.
ending-agreement = Ничья по соглашению.
ending-adjudication = Срок тура истёк, результат присуждён — { $winner } ({ $side }).
ending-adjudication-draw = Срок тура истёк, результат присуждён — { $draw }.
ending-aborted = Партия прервана: без результата, рейтинги не меняются.

## Под заголовком завершённой партии: её результат и рейтинги.

# $result — счёт (1-0, 0-1, 1/2-1/2), жирным; $white и $black — упоминания игроков.
ending-result = Результат: { $result } — { $white } (белые) против { $black } (чёрные), партия { $game }.
# $white и $black: имя игрока и изменение рейтинга, например «alice 1500? → 1662? (+162)».
ending-ratings = Рейтинги: { $white } · { $black }
ending-unrated-sanctum = Партии против Sanctum товарищеские: рейтинги не меняются.
ending-unrated-casual = Товарищеская партия: рейтинги не меняются.
ending-unrated-short = Партия слишком короткая, чтобы идти в зачёт (каждая сторона должна сделать два хода): рейтинги не меняются.

## Банк времени: запасное время игрока, которое расходуется целыми днями, когда истекает срок.

# Банк в днях — так его называют $bank, $paid, $white_bank и $black_bank ниже.
bank-days = { $days ->
    [0] 0 дней
    [one] { $days } день
    [few] { $days } дня
    [many] { $days } дней
   *[other] { $days } дня
}
bank-paid = { $user }, время на этот ход в партии { $game } истекло, поэтому ваш банк времени оплатил { $paid }: теперь срок вашего хода истекает { $due }.
bank-left = В вашем банке осталось: { $bank }.
bank-now-empty = Ваш банк теперь пуст: если истечёт и этот срок, вы проиграете по времени.
# После срока партии, на её доске: имя и банк каждого игрока.
bank-both = Банки времени: { $white } — { $white_bank }, { $black } — { $black_bank }.
bank-on-vacation = { $name } в отпуске, поэтому часы этого игрока остановлены; вернётся { $back }.

## Часы: проигрыш по времени с объяснением, партии, прерванные до первых ходов, напоминания.

# $late — сколько времени назад истёк срок, например «2d 4h»; $bank — банк в днях (bank-days).
deadline-bank-short = Банка времени { $name } (осталось: { $bank }) не хватило, чтобы покрыть просрочку: { $late }.
deadline-bank-empty = Банк времени { $name } пуст.
# $late — упоминание игрока, который так и не сделал ход.
deadline-aborted = Партия { $game } прервана: первый ход { $late } против { $opponent } так и не был сделан вовремя. Без результата, рейтинги не меняются.
deadline-aborted-forfeit = Партия { $game } прервана: первый ход { $late } против { $opponent } так и не был сделан вовремя, а значит, в этой турнирной партии засчитано техническое поражение. Рейтинги не меняются.
deadline-team-reminder = Голосование команды за этот ход закрывается { $closes }: тогда будет сыгран ход, набравший больше всего голосов.
# $due — момент, например «через 3 часа».
deadline-reminder-abort = { $user }, напоминание: ваш ход против { $opponent } ({ $variant }, партия { $game }) — если вы не сходите, партия будет прервана { $due }.
deadline-reminder-bank = { $user }, напоминание: ваш ход против { $opponent } ({ $variant }, партия { $game }) — если вы не сходите, { $due } начнёт расходоваться ваш банк времени (осталось: { $bank }).
deadline-reminder-lose = { $user }, напоминание: ваш ход против { $opponent } ({ $variant }, партия { $game }) — если вы не сходите, { $due } вы проиграете по времени.

## Сообщения игрокам об их партиях: первый ход, их очередь, напоминания, сводка.

# $join — название кнопки, $vote — команда для голосования.
notify-first-move-teams = Первый ход за { $name }. Участники каждой команды нажимают { $join } на своём сервере, а затем голосуют командой { $vote }: голоса команды видны только на её сервере.
notify-first-move = { $user }, первый ход за вами: { $move }.
# Личное сообщение; $channel — где идёт партия.
notify-turn = { $user }, ваш ход в партии { $game } ({ $variant }) против { $opponent } в { $channel }. Срок истекает { $due }.
notify-turn-after = { $user }, ваш ход в партии { $game } ({ $variant }) против { $opponent } в { $channel }: { $opponent } делает ход { $move }. Срок истекает { $due }.
notify-late-reminder-abort = { $user }, осталось меньше 2 часов: ваш ход против { $opponent } ({ $variant }, партия { $game }) в { $channel } — если вы не сходите, партия будет прервана { $due }.
notify-late-reminder-lose = { $user }, осталось меньше 2 часов: ваш ход против { $opponent } ({ $variant }, партия { $game }) в { $channel } — если вы не сходите, { $due } вы проиграете по времени.
# Заголовок сводки, жирным — это $digest ниже.
notify-daily-digest-heading = Ваша ежедневная сводка
notify-daily-digest = { $digest }: { $count ->
        [one] { $count } партия ждёт
        [few] { $count } партии ждут
        [many] { $count } партий ждут
       *[other] { $count } партии ждут
    } вашего хода.
# Одна партия в сводке.
notify-daily-digest-line = партия { $game } · { $variant } против { $opponent } в { $channel } — срок истекает { $due }
# $privacy и $direct — названия настроек Discord (notify-dms-closed-…), жирным.
notify-dms-closed = Sanctum не смог отправить вам личное сообщение: ваши настройки конфиденциальности не пропускают сообщения от участников этого сервера, поэтому вас упоминают в канале партии. Чтобы получать личные сообщения, откройте меню сервера → { $privacy } → включите { $direct }, затем используйте { $notify }.
# Название этой настройки так, как его показывает Discord на этом языке.
notify-dms-closed-privacy = Настройки конфиденциальности
# Название этой настройки так, как его показывает Discord на этом языке.
notify-dms-closed-direct = Личные сообщения

## Ответ команды уведомлений: настройки уведомлений игрока, по одной на строку.

notify-settings-heading = Ваши уведомления:
notify-settings-saved = Сохранено. Ваши уведомления:
notify-settings-turn-dm = Ваш ход: личное сообщение (вместо упоминания в канале партии).
notify-settings-turn-ping = Ваш ход: упоминание в канале партии.
notify-settings-remind80 = Напоминание, когда прошло { $reminder_percent }% вашего времени: { $state ->
        [on] включено
       *[off] выключено
    }.
notify-settings-remind2h = Напоминание, когда осталось 2 часа: { $state ->
        [on] включено
       *[off] выключено
    }.
notify-settings-digest = Ежедневная сводка партий, где ждут вашего хода, в личных сообщениях: { $state ->
        [on] включена
       *[off] выключена
    }.
notify-settings-reminders-dm = Напоминания приходят в личные сообщения.
notify-settings-reminders-ping = Напоминания приходят упоминаниями в канале партии.
notify-settings-retry = При любом изменении здесь Sanctum снова попробует писать вам в личные сообщения.
notify-settings-change = Изменить их можно командой { $change }

## Подтверждение хода, если его требуют настройки игрока.

# $confirm — название кнопки.
confirm-ask = Сыграть { $move }? Вот доска после этого хода. Ничего не будет сыграно, пока вы не нажмёте { $confirm }.
confirm-already-played = Уже сыграно: { $move }. Повторное подтверждение ничего не меняет.
confirm-cancelled = Отменено: ход не сыгран. Сделайте другой ход, когда захотите.

## Ходы: введённый ход, который могли бы сделать две фигуры, и список команды «ходы».

# $typed — то, что написал игрок; $moves — ходы, которые он мог иметь в виду (play-which-or).
play-which = Какой ход вы имеете в виду под { $typed }? { $moves }. Нажмите нужный или запишите его в SAN (фигура — заглавной буквой).
# Ходы на выбор: $first — один ход, $rest — один или несколько («Bxc4», «bxc4 или Bxc4»).
play-which-or = { $first } или { $rest }
# $record — команда, которая выдаёт запись партии.
play-moves-over = Партия { $game } окончена: { $result }. Ходов больше не осталось; её запись: { $record }.
# Заголовок списка, жирным — это $to_move ниже; $side — Белые или Чёрные.
play-moves-to-move = Ходят { $side }
play-moves-heading = { $to_move } в партии { $game }: { $count ->
        [one] { $count } допустимый ход
        [few] { $count } допустимых хода
        [many] { $count } допустимых ходов
       *[other] { $count } допустимого хода
    }.
# Одна строка списка: вид фигуры, затем её ходы.
play-moves-pawn = пешка: { $moves }
play-moves-knight = конь: { $moves }
play-moves-bishop = слон: { $moves }
play-moves-rook = ладья: { $moves }
play-moves-queen = ферзь: { $moves }
play-moves-king = король: { $moves }
play-moves-archbishop = архиепископ: { $moves }
play-moves-guard = швейцарский гвардеец: { $moves }

## Доска и запись партии, и личная ссылка игрока, чтобы играть её в вебе.

# $variant — название игры, жирным; $label — метка турнира (archive-tournament-label) или ничего.
board-head = Партия { $game } · { $variant }{ $label } — { $white } (белые) против { $black } (чёрные), { $rated ->
        [rated] рейтинговая
       *[casual] товарищеская
    }.
board-to-move = Ход { $move }: ходит { $name }, срок истекает { $due }.
# $result — чем закончилась партия (archive-result-…).
board-final = Конечная позиция после { $moves } { $moves ->
        [one] хода
       *[other] ходов
    }: { $result }.
# $result — счёт (1-0, 0-1, 1/2-1/2).
board-record-finished = Запись партии { $white } — { $black } ({ $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }, { $result }), партия { $game }.
board-record-aborted = Запись партии { $white } — { $black } ({ $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }, прервана), партия { $game }.
board-record-going-on = Запись партии { $white } — { $black } (пока { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }), партия { $game }.
board-link-renewed = Ваша новая ссылка, чтобы играть партию { $game } в вебе щелчками мыши: все прежние перестали работать. Никому её не показывайте; она действует { $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    }.
# новая-ссылка — параметр команды «доска» так, как его вводят игроки.
board-link = Ваша личная ссылка, чтобы играть партию { $game } в вебе щелчками мыши. Любой, у кого она есть, может ходить за вас, так что никому её не показывайте; она действует { $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    }. Если она утечёт, параметр новая-ссылка создаст новую и отключит эту.

## Архив: чем закончились партии, и завершённые партии игрока — по странице.

# Чем закончилась партия, после результата, в скобках: «1-0, победа alice (сдача)».
archive-by-scepter = захват скипетра
archive-by-sanctuary = убежище
archive-by-checkmate = мат
archive-by-stalemate = пат
archive-by-fifty-moves = правило 50 ходов
archive-by-repetition = троекратное повторение
archive-by-insufficient-material = недостаточно материала
archive-by-dead-position = мёртвая позиция
archive-by-resignation = сдача
# Проигрыш или ничья, потому что у игрока истекло время.
archive-by-time = по времени
archive-by-agreement = по соглашению
archive-by-adjudication = присуждение
archive-by-abort = прерывание
archive-result-going-on = идёт
archive-result-aborted = прервана
# $result — счёт (1-0, 0-1, 1/2-1/2); $by — чем закончилась партия (archive-by-…).
archive-result-won = { $result }, победа { $name } ({ $by })
archive-result-drawn = { $result }, ничья ({ $by })
# Одна завершённая партия со стороны игрока: $side — его сторона (Белые, Чёрные), $label — метка турнира или ничего, $verdict — победа, поражение, ничья или прервана (archive-verdict-…), жирным.
archive-line = партия { $game } · { $variant } против { $opponent } ({ $side }){ $label }: { $verdict } ({ $by }), { $result }
archive-line-aborted = партия { $game } · { $variant } против { $opponent } ({ $side }){ $label }: { $verdict }
archive-verdict-won = победа
archive-verdict-lost = поражение
archive-verdict-drew = ничья
archive-verdict-aborted = прервана
# Заголовок списка: $heading — его название, жирным; $total — сколько в нём партий.
archive-heading = { $heading } ({ $total }, страница { $page } из { $pages })
# $next — команда, которая показывает следующую страницу.
archive-more = Дальше: { $next }.
archive-history-heading = Партии { $name }
archive-history-heading-variant = Партии { $name }: { $variant }
archive-history-none = У { $name } пока нет завершённых партий на этом сервере.
# После названия партии в списках: турнир и тур, к которым она относится.
archive-tournament-label = (турнир { $tournament }, тур { $round })

## Ответ команды «мои-настройки»: настройки досок игрока, по одной на строку.

preferences-shown-heading = Ваши настройки:
preferences-shown-saved = Сохранено. Ваши настройки:
preferences-shown-boards-to-move = Доски: внизу сторона, чей ход.
preferences-shown-boards-mine = Доски: в ваших партиях внизу ваша сторона.
# классическая, контрастная и для дальтоников — значения параметра «тема».
preferences-shown-theme-classic = Тема: классическая.
preferences-shown-theme-contrast = Тема: контрастная (высокий контраст).
preferences-shown-theme-colorblind = Тема: для дальтоников (подходит при красно-зелёной цветовой слепоте).
# «Подтвердить» — название кнопки (button-confirm).
preferences-shown-confirm-on = Подтверждение ходов: включено — сначала вы видите доску после хода (её видите только вы), а сыгран он будет, лишь когда вы нажмёте «Подтвердить».
preferences-shown-confirm-off = Подтверждение ходов: выключено — ход играется сразу.
preferences-shown-change = Изменить их можно командой { $change } (любую из трёх).

## Картинка доски словами для экранных дикторов (альтернативный текст каждой доски).
## Каждое сообщение — одно предложение; они соединяются пробелами. $squares — поля вроде «a1 h1».

alt-board = Доска игры «{ $variant }».
alt-side-named = { $color } ({ $name })
alt-to-move = Ходят { $side }.
alt-to-move-in-check = Ходят { $side }, они под шахом.
# $pieces — группы ниже через запятую.
alt-pieces = { $side }: { $pieces }.
alt-no-pieces = фигур нет
alt-kings = { $count ->
    [one] король
    [few] короли
    [many] короли
   *[other] короли
} { $squares }
alt-queens = { $count ->
    [one] ферзь
    [few] ферзи
    [many] ферзи
   *[other] ферзи
} { $squares }
alt-archbishops = { $count ->
    [one] архиепископ
    [few] архиепископы
    [many] архиепископы
   *[other] архиепископы
} { $squares }
alt-guards = { $count ->
    [one] швейцарский гвардеец
    [few] швейцарские гвардейцы
    [many] швейцарские гвардейцы
   *[other] швейцарские гвардейцы
} { $squares }
alt-rooks = { $count ->
    [one] ладья
    [few] ладьи
    [many] ладьи
   *[other] ладьи
} { $squares }
alt-bishops = { $count ->
    [one] слон
    [few] слоны
    [many] слоны
   *[other] слоны
} { $squares }
alt-knights = { $count ->
    [one] конь
    [few] кони
    [many] кони
   *[other] кони
} { $squares }
alt-pawns = { $count ->
    [one] пешка
    [few] пешки
    [many] пешки
   *[other] пешки
} { $squares }
alt-refugees = { $count ->
    [one] беженец
    [few] беженцы
    [many] беженцы
   *[other] беженцы
} { $squares }
# $pieces — пункты alt-in-danger через запятую.
alt-attacked = Под боем и без защиты: { $pieces }.
# $piece — одна из групп выше для одной фигуры («конь c3»).
alt-in-danger = { $piece } ({ $color })
alt-safe = { $color }: в безопасности в убежище на { $squares }.
alt-replay = Повтор партии { $game }, { $white } против { $black }, «{ $variant }»: все позиции с начала, по одному ходу; ходы партии — в её записи.

## Что пишут полоски с именами на картинке доски справа, рядом с именем. В полоске одна
## короткая строка, поэтому пишите коротко. $duration — промежуток вроде «2 д 4 ч».

bar-to-move = ходит
bar-wins = победа
bar-draw = ничья
bar-left = осталось { $duration }
bar-bank = банк { $duration }
bar-bank-empty = банк пуст
bar-left-and-bank = { $left } · { $bank }

## Почему введённый ход отклонён. Причины — придаточные после двоеточия. Где названа
## фигура, $piece — её название (role-…), а $role — её id (pawn, knight, bishop, rook,
## queen, king, archbishop, guard) для селектора, выбирающего артикль или форму.
## $color, $owner, $turn и $side — название стороны (Белые, Чёрные); $square — поле (e4).

# Названия фигур, как их показывает $piece; без аргументов.
role-pawn = пешка
role-knight = конь
role-bishop = слон
role-rook = ладья
role-queen = ферзь
role-king = король
role-archbishop = архиепископ
role-guard = швейцарский гвардеец
# $input — введённое, как код; $hint — как записать ход (одно из move-error-hint-…).
move-error-syntax = { $input } — не ход: { $hint }.
# $input — введённое; $reason — почему (одна из причин ниже); $moves — несколько допустимых ходов через запятую.
move-error-illegal = Ход { $input } здесь невозможен: { $reason }. Среди допустимых ходов: { $moves }.
# $input — введённое; $moves — ходы, которые могли иметься в виду, через запятую.
move-error-ambiguous = Ход { $input } неоднозначен: напишите один из ходов { $moves }.
# $outcome — чем закончилась партия (move-error-won или move-error-drawn).
move-error-game-over = Партия окончена: { $outcome }; ходов больше не будет.
# Без аргументов.
move-error-hint-notation = пишите в SAN, например e4, Nf3, exd5, O-O, e8=Q, или в UCI, например e2e4
# Без аргументов.
move-error-hint-uci = в UCI пишутся поле, откуда идёт фигура, поле, куда она идёт, и при превращении буква фигуры, например e2e4 или e7e8q
# Без аргументов.
move-error-hint-promotion-letter = буква превращения должна быть q, r, b или n
# $letter — буква фигуры заглавной (N); $role, $piece — эта фигура; $example — ход ею (Nf3).
move-error-hint-upper-case = буквы фигур пишутся заглавными: { $letter } — { $piece }, например { $example }
# Без аргументов.
move-error-hint-not-legal = так ходить нельзя
# $square — поле, откуда идёт ход; $role, $piece — фигура на нём; $letter_role, $letter_piece — фигура, которую называет введённая буква.
move-error-wrong-letter = на { $square } стоит { $piece }, а не { $letter_piece }
# $variant — название игры (variant-…).
move-error-no-castling = в игре «{ $variant }» рокировки нет
# $color — сторона, чей ход; $wing — kingside или queenside.
move-error-castling-rights = { $color } больше не могут сделать { $wing ->
        [kingside] короткую
       *[queenside] длинную
    } рокировку: король или эта ладья уже ходили
# $color — сторона, чей ход.
move-error-castling-in-check = { $color } под шахом, а рокироваться из-под шаха нельзя
# $square — первое занятое поле между королём и ладьёй.
move-error-castling-blocked = все поля между королём и ладьёй должны быть пусты, а { $square } занято
# $square — битое поле.
move-error-castling-attacked = король прошёл бы через битое поле { $square } или встал бы на него
# Без аргументов.
move-error-castling-not-allowed = для рокировки король и ладья не должны были ходить, поля между ними должны быть пусты, а король не может быть под шахом, проходить через битое поле или вставать под шах
# $square — куда приходит пешка.
move-error-sanctuary-promotion = в «Убежище» пешки не превращаются: пешка, пришедшая на { $square }, становится беженцем, и ход пишется без буквы
# $role, $piece — запрошенная фигура.
move-error-promotion-role = пешка не может превратиться в фигуру «{ $piece }»; выберите Q, R, B или N
# $square — куда идёт ход.
move-error-promotion-rank = превращается только пешка, дошедшая до последней горизонтали; напишите ход на { $square } без буквы
# $square — поле, откуда идёт ход.
move-error-empty-square = на { $square } нет фигуры
# $role, $piece — фигура на $square; $owner — чья она; $turn — сторона, чей ход.
move-error-not-your-piece = { $piece } на { $square } — фигура другой стороны ({ $owner }), а сейчас ходят { $turn }
# $square — поле беженца.
move-error-refugee-moves = беженец на { $square } больше никогда не ходит
# $square — поле беженца.
move-error-refugee-captured = беженца на { $square } взять нельзя
# $square — куда идёт ход; $role, $piece — собственная фигура игрока на этом поле.
move-error-own-piece = на { $square } стоит ваша собственная фигура ({ $piece })
# $color — сторона, чей ход; $role, $piece — фигура, которой хотят пойти; $square — куда.
move-error-in-check = { $color } под шахом, а ход «{ $piece } на { $square }» от шаха не спасает
# $color — сторона, чей ход; $role, $piece — фигура, которой хотят пойти; $square — куда.
move-error-none-can-move = { $color }: { $piece } не может пойти на { $square }
# $role, $piece — фигура, которой хотят пойти; $file — введённая вертикаль (b); $square — куда.
move-error-none-from-file = { $piece } с вертикали { $file } не может пойти на { $square }
# $role, $piece — фигура, которой хотят пойти; $rank — введённая горизонталь (4); $square — куда.
move-error-none-from-rank = { $piece } с { $rank }-й горизонтали не может пойти на { $square }
# Без аргументов.
move-error-no-match = ни один допустимый ход не подходит
# $moves — ходы пешкой, которые имелись в виду, через move-error-or (exd5 или cxd5).
move-error-pawn-needs-file = взятие или скольжение пешки пишется с вертикалью, с которой она уходит: { $moves }
# $color — сторона, чей ход; $role, $piece — фигура, которой хотят пойти.
move-error-no-such-piece = { $color }: фигуры «{ $piece }» на доске нет
# $reason — одна из причин выше; $letter — буква фигуры заглавной (B); $role, $piece — эта фигура.
move-error-upper-case-hint = { $reason } (буквы фигур пишутся заглавными: { $letter } — { $piece })
# Ходы, каждый из которых мог иметься в виду: $first — один ход, $rest — один или несколько («cxd5», «cxd5 или exd5»).
move-error-or = { $first } или { $rest }
# $side — сторона победителя; $reason — как (scepter, sanctuary, checkmate, stalemate, fifty-move, repetition, insufficient-material, dead-position).
move-error-won = { $side } победили { $reason ->
        [scepter] захватом скипетра
        [sanctuary] через убежище
        [checkmate] матом
        [stalemate] патом
        [fifty-move] по правилу 50 ходов
        [repetition] по троекратному повторению
        [insufficient-material] — ни одна сторона не может поставить мат
       *[dead-position] — ни у одной стороны не осталось двух фигур
    }
# $reason — как (так же, как в move-error-won).
move-error-drawn = ничья { $reason ->
        [scepter] после захвата скипетра
        [sanctuary] после прихода в убежище
        [checkmate] после мата
        [stalemate] — пат
        [fifty-move] по правилу 50 ходов
        [repetition] по троекратному повторению
        [insufficient-material] — ни одна сторона не может поставить мат
       *[dead-position] — ни у одной стороны не осталось двух фигур
    }
# Что говорит строка условных ходов после хода, который она отклоняет, и двоеточия.
# $hint — как записать ход (одно из move-error-hint-…).
move-error-why-syntax = это не ход ({ $hint })
# $moves — ходы, которые могли иметься в виду, через move-error-or.
move-error-why-ambiguous = подходит больше одного хода: напишите { $moves }
# $outcome — чем закончилась бы партия (move-error-won или move-error-drawn).
move-error-why-game-over = к тому времени партия уже закончилась бы ({ $outcome })
# Без аргументов.
move-error-why-unplayable = там его сыграть нельзя
