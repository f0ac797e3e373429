## Команды: что делает каждая команда и каждый параметр — так их показывают Discord и справка (не более 100 символов).

conditional-description = Заранее задать ответы на ходы соперника: ваш ход сыграется, как только он сделает ожидаемый.
    .name = условные
conditional-line = if <ход соперника> then <ваш>; … напр. if Nf6 then e5; if Nf6 e5 Nd5 then c4
    .name = условие
conditional-clear = Удалить ваши условные ходы из очереди
    .name = очистить

## Условные ходы: очередь глазами её владельца. $game — номер партии, $opponent — имя игрока. Каждая строка очереди идёт отдельной строкой, как её ввели: «if Nf6 then e5» (if и then остаются английскими: их читает разборщик).

conditional-queued = В очереди в партии { $game } против { $opponent }:
# $show и $clear — команды.
conditional-queued-how = Когда { $opponent } сделает ожидаемый вами ход, ваш ответ будет сыгран сразу; любой другой ход очищает очередь. Новая строка заменяет очередь; { $show } показывает её, { $clear } очищает.
conditional-cleared = Ваши условные ходы в партии { $game } удалены.
conditional-none-to-clear = У вас не было условных ходов в партии { $game }.
# $queue — команда, которая ставит строку в очередь.
conditional-none-in-game = У вас нет условных ходов в партии { $game }. Задайте ответы на следующий ход соперника командой { $queue }.
conditional-none-here = У вас нет условных ходов в партиях этого сервера. В партии, пока ходит соперник: { $queue }.
# $move — ход, который очистил очередь.
conditional-cleared-by = Ваши условные ходы в партии { $game } удалены: { $opponent } делает ход { $move }, которого вы не ожидали.
conditional-queue-heading = Ваши условные ходы в партии { $game } против { $opponent }:
conditional-clears-them = { $clear } удалит их.

## Условные ходы отклонены. $if и $then — слова if и then, как они должны стоять в строке.

conditional-refusal-own-move = Сейчас ваш ход: сначала сделайте его командой { $move }. Условные ходы отвечают на следующий ход соперника, поэтому их ставят в очередь, пока ходит соперник. Ничего не поставлено в очередь.
# $clear — название параметра, clear.
conditional-refusal-line-and-clear = Укажите либо строку для очереди, либо { $clear }, но не то и другое сразу. Ничего не изменилось.
# Что не так с условием; идёт после условия, как его ввели, и двоеточия, в conditional-line-shape.
conditional-shape-no-if = условие начинается с { $if }
conditional-shape-no-then = перед вашим ответом в условии нужно { $then }
conditional-shape-no-moves = укажите ход соперника между { $if } и { $then }
conditional-shape-answer = после { $then } напишите ровно один ход — ваш ответ
conditional-shape-ends-with-own-move = ходы после { $if } чередуются, начиная с хода соперника, и заканчиваются ходом соперника
conditional-shape-too-long = в условии можно указать не больше { $limit } { $limit ->
        [one] хода
       *[other] ходов
    }
conditional-line-empty = Напишите хотя бы одно условие, например { $example }.
conditional-line-too-long = Строка слишком длинная: можно не больше { $limit } { $limit ->
        [one] символа
       *[other] символов
    }.
conditional-line-too-many-clauses = Слишком много условий: можно не больше { $limit } за раз.
# $clause — условие, как его ввели; $problem — одно из сообщений conditional-shape; $syntax и $example показывают, как пишется строка.
conditional-line-shape = { $clause }: { $problem }. Пишите так: { $syntax }, например { $example }.
# $move — ход, как его ввели; $why — причина по правилам, на английском; $clause — условие, как его ввели.
conditional-line-illegal-now = { $move } — недопустимый ход в текущей позиции: { $why }. (В условии { $clause }.)
# $after — ходы перед ним в условии, с номерами: 1... Nf6 2. e5
conditional-line-illegal-after = { $move } — недопустимый ход после { $after }: { $why }. (В условии { $clause }.)
conditional-line-unplayable-now = { $move } нельзя сыграть в текущей позиции: { $why }. (В условии { $clause }.)
conditional-line-unplayable-after = { $move } нельзя сыграть после { $after }: { $why }. (В условии { $clause }.)
# $after — ходы, на которые даётся ответ, с номерами: 1... Nf6; $first и $second — два ответа.
conditional-line-two-answers = Два ответа на { $after }: { $first } и { $second }. Выберите один.
# Идёт после каждого отказа по строке.
conditional-nothing-queued = Ничего не поставлено в очередь.
