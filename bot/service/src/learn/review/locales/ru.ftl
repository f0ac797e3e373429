## Команды: что делает каждая команда и каждый параметр — так их показывают Discord и справка (не более 100 символов).

review-description = Разбор завершённой партии от Sanctum: ошибки, упущенные выигрыши, точность и график.
    .name = разбор
review-game = Номер партии (по умолчанию: последняя партия этого канала)
    .name = партия

## Разбор: выводы о завершённой партии.

# $game — номер партии; $white и $black — имена игроков; $result — счёт (1-0, 0-1, 1/2-1/2).
review-heading = Разбор партии { $game } — { $white } (белые) против { $black } (чёрные), { $variant }, { $result }.
# Точность каждой стороны в процентах.
review-accuracy = Точность: { $white } { $white_accuracy }% · { $black } { $black_accuracy }%
# $points — сколько шансов стороны на победу (в пунктах из 100) должен отдать ход, чтобы его отметили.
review-clean = Ни неточностей, ни ошибок, ни грубых ошибок: ни один ход не снизил шансы своей стороны на победу на { $points }% или больше.
# Отмеченные ходы стороны, после имени игрока.
review-tally = { $name }: { $inaccuracies ->
        [0] неточностей нет
        [one] { $inaccuracies } неточность
        [few] { $inaccuracies } неточности
        [many] { $inaccuracies } неточностей
       *[other] { $inaccuracies } неточности
    }, { $mistakes ->
        [0] ошибок нет
        [one] { $mistakes } ошибка
        [few] { $mistakes } ошибки
        [many] { $mistakes } ошибок
       *[other] { $mistakes } ошибки
    }, { $blunders ->
        [0] грубых ошибок нет
        [one] { $blunders } грубая ошибка
        [few] { $blunders } грубые ошибки
        [many] { $blunders } грубых ошибок
       *[other] { $blunders } грубой ошибки
    }
review-tally-none = { $name }: ничего не отмечено
# Один отмеченный ход: $number — его номер, как он пишется перед ходом (12. для белых, 12... для чёрных), $name — кто его сделал, $played — ход, $better — лучший ход.
review-note-slip = { $slip ->
    [inaccuracy] { $number } { $played } ({ $name }): неточность — лучше было { $better }.
    [mistake] { $number } { $played } ({ $name }): ошибка — лучше было { $better }.
   *[blunder] { $number } { $played } ({ $name }): грубая ошибка — лучше было { $better }.
}
# Упущенный форсированный выигрыш: $better выигрывал бы, $win — как («убежище в 2 хода»); $name вместо этого сыграл $played.
review-note-missed-win = { $number } { $better } выигрывал: { $win }. Сыграно { $played } ({ $name }).
# Как достигается форсированный выигрыш, в зависимости от игры ($variant — её id) и за сколько ходов.
review-win = { $variant ->
    [sanctuary] убежище в { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }
    [scepter] скипетр в { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }
   *[chess] мат в { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }
}
# Отмеченных ходов больше, чем показывает разбор.
review-more = … и ещё { $more }.
# The engine's view of one position: its evaluation (from White's side) and the line it expected.
review-engine-line = Движок: { $eval } · { $line }
# A forced win in the engine's view: who wins, and how soon.
review-engine-win = { $side }: { $win }

## Разбор в пути, и когда его нельзя сделать.

review-queue-next = Разбор… следующий в очереди.
review-queue-position = Разбор… место в очереди: { $place }.
review-under-way = Разбор… уже идёт.
# How far the engine has gone through the game.
review-progress = Разбор… ход { $done } из { $total }.
review-failed = Разбор не удался на моей стороне. Пожалуйста, запросите его снова; если это повторяется, сообщите администраторам сервера.
review-stopping = Sanctum перезапускается: запросите разбор снова через минуту.

## Отказы в разборе. Ничего не изменилось.

review-refusal-unfinished = Эта партия ещё идёт: разобрать её можно, когда она закончится.
review-refusal-aborted = Эта партия была прервана, по сути не начавшись: разбирать нечего.
# $game — номер партии, разбор которой ждёт очереди.
review-refusal-waiting = Ваш разбор партии #{ $game } ещё ждёт своей очереди. Запросите следующий, когда этот будет опубликован.
review-refusal-busy = { $minutes ->
    [one] Sanctum занят разбором других партий. Попробуйте снова через { $minutes } минуту.
    [few] Sanctum занят разбором других партий. Попробуйте снова через { $minutes } минуты.
    [many] Sanctum занят разбором других партий. Попробуйте снова через { $minutes } минут.
   *[other] Sanctum занят разбором других партий. Попробуйте снова через { $minutes } минуты.
}
review-refusal-nothing = Здесь нет вашей завершённой партии для разбора. Укажите её номер: { $review } (он есть в её PGN-файле и в сообщениях партии).

## График оценки: слова на нём и его альтернативный текст для экранных дикторов.

# У правого края оси номеров ходов.
graph-axis = ход
graph-inaccuracy = неточность
graph-mistake = ошибка
graph-blunder = грубая ошибка
graph-missed-win = упущенный выигрыш
# Положение в партии в какой-то момент: $name — имя игрока.
graph-winning = { $name } выигрывает
graph-ahead = перевес у { $name }
graph-level = равенство
# $end, $best и $worst — graph-winning, graph-ahead или graph-level.
graph-alt = График оценки партии { $game } за { $moves } { $moves ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] хода
} с точки зрения белых: в конце — { $end }.
graph-alt-range = График оценки партии { $game } за { $moves } { $moves ->
    [one] ход
    [few] хода
    [many] ходов
   *[other] хода
} с точки зрения белых: в конце — { $end }; в лучший момент — { $best }, в худший — { $worst }.
# $moves — пункты graph-marked-move через точку с запятой.
graph-marked = Отмечены: { $moves }.
# $what — graph-inaccuracy, graph-mistake, graph-blunder или graph-missed-win.
graph-marked-move = ход { $move } ({ $name }): { $what }
