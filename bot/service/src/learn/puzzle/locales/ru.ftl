## Команды: что делает каждая команда и каждый параметр — так их показывают Discord и справка (не более 100 символов).

puzzle-description = Задача для решения под ваш рейтинг в задачах; ответ дайте командой «решить».
    .name = задача
puzzle-variant = Какая игра (по умолчанию: игра вашей прошлой задачи, иначе «Убежище»)
    .name = игра
puzzle-theme = Только задачи этого типа
    .name = тема

solve-description = Ответить ходом на вашу задачу или урок.
    .name = решить
solve-move = Ваш ход, например Nf3 или g1f3
    .name = ход

## Задача: показ, ответы и завершение (её цель — одно из сообщений puzzle-aim ниже).

# Название задачи, жирным: $id — её номер.
puzzle-name = Задача { $id }
# $puzzle — puzzle-name, жирным; $rating — рейтинг задачи; $daily — yes для задачи дня на сервере.
puzzle-heading = { $daily ->
    [yes] { $puzzle } · { $variant } · рейтинг { $rating } · задача дня
   *[no] { $puzzle } · { $variant } · рейтинг { $rating }
}
# $goal — цель задачи, жирным («Ход белых: выиграйте убежищем в 2 хода»).
puzzle-goal = { $goal }. Отвечайте командой { $solve }.
# $last — ход, который только что сделал соперник.
puzzle-goal-last = { $goal }. Последний ход: { $last }. Отвечайте командой { $solve }.
puzzle-in-the-middle = Вы уже решаете эту задачу.
# $answer — ответ соперника на ход решающего.
puzzle-right = Верно: { $move }. Ответ соперника: { $answer }. Ваш ход.
puzzle-solved = Решено!
puzzle-solved-with = Решено! { $move } выигрывает.
puzzle-not-the-move = Не тот ход: { $move } здесь не выигрывает.
puzzle-gave-up = Вы сдались.
# $themes — мотивы задачи, по названиям из меню тем («вилка, связка»).
puzzle-motifs = Темы задачи: { $themes }.
# $solution — весь вариант в SAN, ходы через пробел.
puzzle-solution = Решение: { $solution }.
# $before и $after — рейтинги в задачах («1500?», пока предварительный); $change — разница со знаком («+12»).
# $streak_kind: best (серия $streak — лучшая у игрока), on (серия $streak), ended (нерешённая задача прерывает серию $streak), none.
puzzle-rating = { $streak_kind ->
    [best] Рейтинг в задачах ({ $variant }): { $before } → { $after } ({ $change }) · серия: { $streak } (ваш рекорд).
    [on] Рейтинг в задачах ({ $variant }): { $before } → { $after } ({ $change }) · серия: { $streak }.
    [ended] Рейтинг в задачах ({ $variant }): { $before } → { $after } ({ $change }) · ваша серия ({ $streak }) прервана.
   *[none] Рейтинг в задачах ({ $variant }): { $before } → { $after } ({ $change }).
}
# $place — число $n как английское порядковое (1st, 2nd, 3rd); здесь используется $n.
puzzle-daily-place = { $n ->
   *[other] Вы решили сегодняшнюю задачу { $n }-м по счёту.
}
puzzle-source-starter = Источник: партии самого Sanctum.
# $source — откуда взята задача, словами, сохранёнными при её поиске.
puzzle-source = Источник: { $source }.

## Рейтинг-лист задач.

puzzle-leaderboard-empty = На этом сервере ещё никто не решил ни одной задачи в «{ $variant }». Попробуйте: { $puzzle }.
# Название рейтинг-листа, жирным.
puzzle-leaderboard-title = Рейтинг-лист задач: { $variant }
# $heading — puzzle-leaderboard-title, жирным.
puzzle-leaderboard-heading = { $heading } (страница { $page } из { $pages })
# Строка игрока: $rank — место, $rating — рейтинг в задачах, затем решённые и нерешённые задачи и самая длинная серия.
puzzle-leaderboard-row = { $rank }. { $name } — { $rating } · решено: { $solved }, не решено: { $failed } · лучшая серия: { $best_streak }

## Задача дня в канале сервера.

# Заголовок задачи дня, жирным: $day — дата (2026-11-26).
puzzle-daily-title = Задача дня · { $day }
# $goal — цель задачи, жирным; $solve — кнопка, которая её открывает.
puzzle-daily-goal = { $goal }. Нажмите { $solve }, чтобы решать её лично: ваших ответов никто не увидит.
puzzle-daily-yesterday = { $people ->
    [one] Вчерашнюю задачу решил { $people } человек.
    [few] Вчерашнюю задачу решили { $people } человека.
    [many] Вчерашнюю задачу решили { $people } человек.
   *[other] Вчерашнюю задачу решили { $people } человека.
}

## Отказы по задачам. Ничего не изменилось.

puzzle-refusal-none-left = Вы уже пробовали все задачи в «{ $variant }» на этом сервере. Новые появляются по мере того, как заканчиваются партии сервера; попробуйте другую игру или тему: { $puzzle }.
# $theme — id темы задачи, как его ввели (fork, discoveredAttack).
puzzle-refusal-none-left-theme = Вы уже пробовали все задачи в «{ $variant }» на тему { $theme } на этом сервере. Новые появляются по мере того, как заканчиваются партии сервера; попробуйте другую игру или тему: { $puzzle }.
puzzle-refusal-done = Вы уже пробовали эту задачу на этом сервере.
puzzle-refusal-open = Сначала закончите открытую задачу (ответьте командой { $solve } или нажмите { $give_up }).
puzzle-refusal-daily-over = День этой задачи уже прошёл. Попробуйте другую: { $puzzle }.

## Что требует задача — над её доской и в её сообщениях. $side — Белые или Чёрные;
## $aim выбирает формулировку; $moves — сколько ходов у решающего.
puzzle-aim = Ходят { $side }: { $aim ->
    [sanctuary] выиграйте через убежище за { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }
    [scepter] захватите скипетр за { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }
    [mate] мат в { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }
   *[material] выиграйте материал
}
# Над доской с ответом задачи: $line — ходы решения.
puzzle-banner-solved = Решено · { $line }
puzzle-banner-solution = Решение · { $line }
# Альтернативный текст повтора задачи: $line — ходы решения через запятую.
alt-puzzle-replay = Повтор задачи { $puzzle }: ход соперника, который привёл к позиции задачи, затем решение: { $line }.
