## Команды: что делает каждая команда и каждый параметр — так их показывают Discord и справка (не более 100 символов).

vacation-description = Приостановить часы во всех ваших партиях, до { $vacation_days } { $vacation_days ->
        [one] дня
        [few] дней
        [many] дней
       *[other] дня
    } из любых { $vacation_window_days }, или досрочно завершить отпуск.
    .name = отпуск
vacation-days = Сколько дней, начиная с сейчас (не больше { $vacation_days } из любых { $vacation_window_days })
    .name = дни
vacation-end = Завершить отпуск сейчас; оставшиеся дни не засчитываются
    .name = завершить

## Отпуск. $vacation_days — наибольшее число дней отпуска за любые $vacation_window_days дней (последние 365).

# $ends — когда отпуск заканчивается.
vacation-started = 🏖️ Ваш отпуск на { $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } начинается сейчас и заканчивается { $ends }.
# Идёт после vacation-started: $games — сколько партий приостанавливает отпуск.
vacation-started-games = { $games ->
    [0] У вас нет текущих партий; партии, начатые за это время, подождут вашего возвращения.
    [1] Ваши часы в партии остановлены, соперник предупреждён.
    [one] Ваши часы во всех { $games } ваших партии остановлены, соперники предупреждены.
   *[other] Ваши часы во всех { $games } ваших партиях остановлены, соперники предупреждены.
}
# Идёт после vacation-started-games: $end — команда, которая завершает отпуск; $left — сколько дней отпуска осталось.
vacation-started-meanwhile = Ходить при этом можно — отпуск продолжится. Вернулись раньше? { $end }: неиспользованные дни не засчитываются. Осталось дней отпуска за последние { $vacation_window_days } { $vacation_window_days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    }: { $left }.
# В канале каждой партии: $name отсутствует до $back.
vacation-away = 🏖️ { $name } в отпуске, вернётся { $back }.
# Идёт после vacation-away, когда ходит тот, кто в отпуске: $game — номер партии.
vacation-away-clock-paused = Часы этого игрока в партии { $game } остановлены: теперь срок хода истекает { $due }.
# Идёт после vacation-away, когда ходит $opponent.
vacation-away-your-move = { $opponent }, ваш ход в партии { $game } — срок истекает { $due }, как обычно; после вашего хода часы { $name } будут стоять до возвращения из отпуска.
# $used и $unused — промежутки времени: 2d 4h, 5h 10m.
vacation-ended = С возвращением! Ваш отпуск длился { $used }; неиспользованное время ({ $unused }) не засчитывается. Ваши часы снова идут. Осталось дней отпуска за последние { $vacation_window_days } { $vacation_window_days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    }: { $left }.
vacation-back = { $name } снова в строю: отпуск окончен.
# Идёт после vacation-back, когда ходит вернувшийся.
vacation-back-move-due = Срок хода этого игрока в партии { $game } теперь истекает { $due }.
vacation-status-away = Вы в отпуске, ваши часы остановлены; отпуск заканчивается { $ends }. Вернулись раньше? { $end }.
# $start — команда, которая начинает отпуск.
vacation-status-here = Вы не в отпуске. Осталось дней отпуска за последние { $vacation_window_days } { $vacation_window_days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    }: { $left }. Начните отпуск командой { $start }: часы остановятся сразу во всех ваших партиях.

## Отказы по отпуску.

vacation-refusal-days = Отпуск на { $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } невозможен: возьмите от 1 до { $vacation_days } { $vacation_days ->
        [one] дня
       *[other] дней
    }. Ничего не изменилось.
vacation-refusal-days-and-end = Укажите либо { $start }, чтобы начать отпуск, либо { $end }, чтобы завершить его, но не то и другое сразу. Ничего не изменилось.
vacation-refusal-already-away = Вы уже в отпуске; он заканчивается { $ends }. Если хотите запланировать другой, сначала завершите этот командой { $end }.
# $asked — сколько дней запрошено, $left — сколько осталось.
vacation-refusal-allowance = Нельзя взять { $asked } { $asked ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } отпуска: за любые { $vacation_window_days } { $vacation_window_days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } разрешено не больше { $vacation_days } { $vacation_days ->
        [one] дня
       *[other] дней
    }, а у вас осталось { $left } { $left ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    }. Ничего не изменилось.
vacation-refusal-not-away = Вы не в отпуске, так что завершать нечего. Начните отпуск командой { $start }.
