## Веб-страницы: общее для всех страниц.

# Подпись списка ссылок на ту же страницу на каждом языке, для экранных дикторов.
page-languages = Языки
page-not-found-title = Страница не найдена
page-not-found-text = Здесь ничего нет. Страница партии открывается по ссылке из Discord.

## Веб-страницы: главная.

page-home-intro = Sanctum проводит в Discord партии по переписке в «Убежище», «Захват скипетра» и шахматы. На страницу каждой партии ведёт ссылка из её сообщений там.
page-home-rules-link = Правила каждой игры
page-home-learn-link = Изучайте их урок за уроком
# Описание главной страницы в превью ссылки.
page-home-description = «Убежище», «Захват скипетра» и шахматы по переписке в Discord.

## Веб-страницы: простые ответы, когда страницы перегружены (без оформления страницы).

page-busy-drawing = Sanctum занят отрисовкой других повторов; попробуйте через минуту.
page-busy-watchers = Слишком много страниц следят за партиями; обновите страницу позже.
page-busy-watching-too-many = Вы следите за слишком многими партиями сразу; закройте часть страниц.

## Веб-страницы: правила каждой игры.

# $variant — полное название игры: Убежище, Захват скипетра, Шахматы.
page-rules-title = Как играть: { $variant }
page-rules-learn-link = Урок за уроком: { $variant }
# После этого идут ссылки на другие игры.
page-rules-other-games = Другие игры:
# Описание страницы в превью ссылки.
page-rules-description = Правила игры «{ $variant }» — так, как в неё играют с Sanctum в Discord.
# Ссылка на правила игры.
page-rules-link = Правила: { $variant }
page-rules-index-title = Игры
page-rules-index-description = Правила игр «Убежище» и «Захват скипетра», а также шахмат — так, как в них играют с Sanctum в Discord.

## Веб-страницы: столбцы турнирных таблиц и рейтинг-листов.

page-column-player = Игрок
# Полное слово, которое обозначает краткий заголовок столбца очков.
page-column-points = очки
# Краткий заголовок столбца очков.
page-column-points-short = Очки
page-column-rating = Рейтинг
page-column-games = Партии
# Что обозначает краткий заголовок столбца результатов.
page-column-record = выигрыши, ничьи, поражения
# Краткий заголовок столбца результатов: выигрыши, ничьи и поражения.
page-column-record-short = В Н П

## Веб-страницы: страница турнира.

page-tournament-standings = Турнирная таблица
# Альтернативный текст картинки кросс-таблицы; $tournament — название турнира.
page-tournament-crosstable-alt = Кросс-таблица: { $tournament }. Те же данные — в таблице выше.
page-tournament-round = Тур { $round }
# $players — имена игроков без партии в этом туре, через запятую; $count — сколько их.
page-tournament-byes = Без пары: { $players }

## Веб-страницы: страница партии.

# Ссылки для перехода по позициям партии.
page-game-first = « В начало
page-game-back = ‹ Назад
page-game-forward = Вперёд ›
page-game-last = В конец »
# $number — номер партии.
page-game-number = Партия { $number }
# Ссылка на турнир, к которому относится партия.
page-game-tournament-link = турнир
# Подпись списка часов игроков, для экранных дикторов.
page-game-clocks = Часы
# Подпись ссылок для перехода по партии, для экранных дикторов.
page-game-steps = Просмотр партии по ходам
# Подпись списка ходов, для экранных дикторов.
page-game-moves = Ходы
# Ссылка на позицию перед первым ходом.
page-game-start = Начало
page-game-review = Разбор
# $players — имя, сторона и точность каждого игрока через « · ».
page-game-accuracy = Точность: { $players }
page-game-no-slips = Ошибок нет: перевес ни разу не переходил к другой стороне.
page-game-download-pgn = Скачать PGN
page-game-download-gif = Скачать повтор (GIF)

## Веб-страницы: курсы.

page-learn-title = Обучение играм
page-learn-intro = Каждый курс — несколько коротких уроков: позиция, цель и несколько ходов. Читайте их здесь, а проходите в Discord, где Sanctum отвечает на ваши ходы и хранит ваши звёзды.
# После описания курса; $count — число уроков (всегда несколько).
page-learn-lesson-count = { $count ->
    [one] { $count } урок.
    [few] { $count } урока.
    [many] { $count } уроков.
   *[other] { $count } урока.
}
# Описание курсов в превью ссылки.
page-learn-description = Короткие уроки: «Убежище», «Захват скипетра» и шахматы.
# $course — название курса.
page-learn-course-heading = { $course }: курс
# $command — команда, которая запускает курс.
page-learn-play-course = Пройдите курс в Discord командой { $command }.
page-learn-every-course = Все курсы
# Заголовок страницы курса; $course — название курса.
page-learn-course-title = Обучение: { $course }
# После описания курса в превью ссылки; $count — число уроков (всегда несколько).
page-learn-course-description = { $count ->
    [one] { $count } короткий урок.
    [few] { $count } коротких урока.
    [many] { $count } коротких уроков.
   *[other] { $count } короткого урока.
}
# Ссылка на курс игры; $variant — полное название игры.
page-learn-link = Обучение: { $variant }
page-learn-courses = Курсы
page-learn-lesson-heading = Урок { $number } из { $of }: { $title }
page-learn-hint = Подсказка
page-learn-answer = Ответ
# Один шаг ответа урока: $move — ход, который нужно сделать, $reply — ответ Sanctum на него.
page-learn-answered = { $move }, ответ: { $reply }
# $command — команда, которая запускает урок.
page-learn-play-lesson = Пройдите его в Discord командой { $command }.
page-learn-previous = ← Предыдущий урок
page-learn-all-lessons = Все уроки
page-learn-next = Следующий урок →
# Заголовок страницы урока; $course — название курса, $title — название урока.
page-learn-lesson-title = { $course } · урок { $number }: { $title }

## Веб-страницы: задачи.

# $variant — полное название игры.
page-puzzles-title = Задачи: { $variant }
# $command — команда, которая выдаёт задачи.
page-puzzles-intro = Позиции, в которых выигрывает единственный вариант. Решайте их в Discord командой { $command }: Sanctum играет за защищающуюся сторону и меряет ваш рейтинг по каждой задаче. Здесь — по нескольку задач каждого типа, от простых к сложным.
page-puzzles-none = Задач по этой игре пока нет.
# Описание задач в превью ссылки.
page-puzzles-description = Задачи по игре «{ $variant }»: найдите выигрывающий вариант.
# $id — номер задачи, как его показывает Discord.
page-puzzle-title = Задача { $id }
# Рейтинг задачи, после её цели или названия игры.
page-puzzle-rated = рейтинг { $rating }
# $move — последний ход перед позицией задачи.
page-puzzle-last-move = Последний ход: { $move }.
page-puzzle-solution = Решение
# $source — откуда задача: партия, этюд.
page-puzzle-source = Источник: { $source }.
# $command — команда, которая выдаёт такие задачи.
page-puzzle-more = Больше таких задач — в Discord: { $command }.
# Заголовок страницы задачи; $variant — полное название игры, $id — номер задачи.
page-puzzle-page-title = { $variant }: задача { $id }

## Веб-страницы: рейтинг-листы сервера.

page-server-title = Рейтинг-листы
page-server-none = На этом сервере ещё не завершилась ни одна рейтинговая партия.
# Под рейтинг-листом, который показывает только лучших игроков.
page-server-best = Лучшие { $shown } из { $total } { $total ->
        [one] игрока
       *[other] игроков
    }.
page-server-provisional = Рейтинг со знаком ? — предварительный: он устоится после ещё нескольких партий.
# Рейтинг-лист одной игры в превью ссылки; $players — сколько в нём игроков.
page-server-board-players = { $variant }: { $players } { $players ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    }
# Описание рейтинг-листов в превью ссылки, когда их ещё нет.
page-server-description = Рейтинг-листы Sanctum на сервере Discord.

## Веб-страницы: страница игрока.

page-player-leaderboards-link = Рейтинг-листы сервера
page-player-none = На этом сервере пока нет рейтинговых партий.
page-player-recent = Последние партии
# Описание страницы игрока в превью ссылки, когда у него ещё нет рейтинга.
page-player-description = Игрок Sanctum.
page-player-record = { $games ->
    [one] { $games } партия — победы: { $wins }, ничьи: { $draws }, поражения: { $losses }
    [few] { $games } партии — победы: { $wins }, ничьи: { $draws }, поражения: { $losses }
    [many] { $games } партий — победы: { $wins }, ничьи: { $draws }, поражения: { $losses }
   *[other] { $games } партии — победы: { $wins }, ничьи: { $draws }, поражения: { $losses }
}
# Описание графика рейтинга для экранных дикторов; $games — сколько в нём точек (всегда несколько), $first и $last — первый и последний рейтинг, $low и $high — наименьший и наибольший.
page-player-graph-label = Рейтинг в «{ $variant }» после каждой из последних { $games } { $games ->
        [one] рейтинговой партии
       *[other] рейтинговых партий
    }: в начале { $first }, в конце { $last }, от { $low } до { $high }.

## Веб-страницы: личная страница игрока, чтобы ходить.

# $side — Белые или Чёрные, $player — имя игрока.
page-play-you-play = Ваша сторона: { $side } ({ $player }). Эта ссылка только ваша: любой, у кого она есть, может ходить за вас.
page-play-your-move = Ваш ход
# Кнопка, которая делает ход, выбранный в списке.
page-play-submit = Сыграть
page-play-hint = Или щёлкните фигуру на доске, а затем поле, куда она пойдёт. Стрелки переводят между полями; Enter выбирает.
page-play-not-your-move = Сейчас не ваш ход. Страница обновится сама, когда он наступит.
page-play-board-label = Доска: выберите фигуру, затем поле, куда она пойдёт
page-play-empty = пусто
page-play-cancel = Отмена
page-play-which = Какой ход?
page-play-ask = Сыграть { $move }?
page-play-play = Сыграть { $move }
page-play-playing = Играем { $move }…
page-play-your-turn-not = Сейчас не ваш ход.
page-play-no-move = У этой фигуры нет ходов.
page-play-may-go = { $piece } на { $square } может пойти на { $squares }.
page-game-review-none = У этой партии ещё нет разбора движком. Любой из игроков может запросить его на своей странице, а любой участник сервера партии — командой { $review }.
page-play-review-ask = Попросить движок разобрать эту партию
page-play-review-ask-note = Движок просматривает каждый ход и отмечает ошибки. Разбор публикуется в канале партии и показывается на странице партии — с его вариантом в каждой позиции.
page-play-review-waiting = Движок разбирает эту партию. Разбор будет опубликован в канале партии и показан на странице партии; обновите эту страницу, чтобы увидеть, когда он будет готов.
page-play-review-done = Движок разобрал эту партию: разбор и варианты — на странице партии
page-live-new = Сделан новый ход: посмотреть
page-live-over = Партия окончена: посмотреть, чем она закончилась
# Ссылка на публичную страницу партии, после неё идёт page-play-game-page-note.
page-play-game-page = Страница партии
page-play-game-page-note = (все ходы, PGN; ею можно делиться)
page-play-notes = Ваши заметки
# $command — команда, которая добавляет заметку.
page-play-notes-hint = Их видите только вы. Добавить заметку можно командой { $command } в Discord.
# Группа ходов в списке: $piece — фигура («White knight»), $square — где она стоит.
page-play-piece-on = { $piece } на { $square }
# Заменяет $piece в page-play-piece-on, когда фигура неизвестна.
page-play-a-piece = Фигура
page-play-unreadable = Не удалось распознать ход; ничего не сыграно. Выберите ход из списка.
page-play-expired-title = Ссылка устарела
page-play-expired-heading = Срок действия этой ссылки истёк
# $board — команда, которая выдаёт свежую ссылку.
page-play-expired-text = Ссылки для игры в вебе действуют ограниченное время. Чтобы получить новую, используйте { $board } в ветке партии в Discord; свежая ссылка есть и в сообщении о том, что ваш ход.
page-play-replaced-title = Ссылка заменена
page-play-replaced-heading = Эта ссылка заменена
# $board — команда, которая выдаёт свежую ссылку.
page-play-replaced-text = Игрок запросил новую ссылку для этой партии, и все прежние перестали работать. Если это были вы, используйте новую — из { $board } или из сообщения о том, что ваш ход.
page-play-needs-link-title = Откройте свою ссылку
page-play-needs-link-heading = Сначала откройте свою ссылку
# $board — команда, которая выдаёт ссылку.
page-play-needs-link-text = Эта страница открывается по вашей личной ссылке для игры: Sanctum присылает её по команде { $board } и в сообщении о том, что ваш ход. Откройте эту ссылку в этом браузере (она сохраняет cookie только для этой партии, поэтому cookie здесь должны быть разрешены).
page-play-not-ready-title = Не готово
page-play-not-ready-heading = Пока не готово
page-play-not-ready-text = Sanctum ещё запускается; ничего не сыграно. Попробуйте через минуту.
# Простые ответы на ход со страницы, который не удалось прочитать.
page-play-too-large = Ход — это всего несколько байт.
page-play-too-slow = Ход шёл слишком долго.

## Что сервис вставляет в страницы (заголовки, условия, состояния, результаты)

# Заголовок партии: $variant — полное название игры, $white и $black — имена игроков.
page-data-game-title = { $variant }: { $white } — { $black }
# Условия партии: $rated — rated или casual; $days — дней на ход; $label — турнир и тур,
# к которым она относится, после пробела (archive-tournament-label), или ничего.
page-data-game-terms = { $rated ->
        [rated] рейтинговая
       *[casual] товарищеская
    }, { $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } на ход{ $label }
# Идущая партия: $name — игрок, чей ход, $side — его сторона (Белые, Чёрные),
# $deadline — когда истекает срок хода (дата и время UTC: 2026-11-23 14:05 UTC).
page-data-game-to-move = Ходит { $name } ({ $side }), срок — до { $deadline }
# Точность одной стороны в разборе: $name — игрок, $side — его сторона (Белые,
# Чёрные), $percent — точность целым числом.
page-data-game-accuracy = { $name } ({ $side }) { $percent }%
# Часы одной стороны, пока партия идёт: $name — игрок, $side — его сторона
# (Белые, Чёрные), $clock — оставшееся время («осталось 2 д 4 ч · банк 6 д», bar-left-and-bank).
page-data-game-clock = { $name } ({ $side }): { $clock }
# Что стоит на поле личной страницы игрока, как подпись поля: $color — white
# или black.
page-data-piece-pawn = { $color ->
        [white] Белая пешка
       *[black] Чёрная пешка
    }
page-data-piece-knight = { $color ->
        [white] Белый конь
       *[black] Чёрный конь
    }
page-data-piece-bishop = { $color ->
        [white] Белый слон
       *[black] Чёрный слон
    }
page-data-piece-rook = { $color ->
        [white] Белая ладья
       *[black] Чёрная ладья
    }
page-data-piece-queen = { $color ->
        [white] Белый ферзь
       *[black] Чёрный ферзь
    }
page-data-piece-king = { $color ->
        [white] Белый король
       *[black] Чёрный король
    }
page-data-piece-archbishop = { $color ->
        [white] Белый архиепископ
       *[black] Чёрный архиепископ
    }
page-data-piece-guard = { $color ->
        [white] Белый швейцарский гвардеец
       *[black] Чёрный швейцарский гвардеец
    }
# Пешка «Убежища» на последней горизонтали.
page-data-piece-refugee = { $color ->
        [white] Белый беженец
       *[black] Чёрный беженец
    }
# Что ход делает помимо своих полей, рядом с ним в списке ходов: $role — фигура,
# в которую превращается пешка (knight, bishop, rook, queen, archbishop, guard, king).
page-data-move-promotes = { $role ->
        [knight] превращается в коня
        [bishop] превращается в слона
        [rook] превращается в ладью
        [archbishop] превращается в архиепископа
        [guard] превращается в швейцарского гвардейца
        [king] превращается в короля
       *[queen] превращается в ферзя
    }
page-data-move-refugee = пешка становится беженцем: больше никогда не ходит, и её нельзя взять
# Состояние турнира под его названием.
page-data-tournament-open = идёт запись
page-data-tournament-cancelled = отменён
# $done — сколько из $games партий, составленных на данный момент, уже завершено.
page-data-tournament-running = { $games ->
        [one] идёт: завершено { $done } из { $games } партии
        [few] идёт: завершено { $done } из { $games } партий
        [many] идёт: завершено { $done } из { $games } партий
       *[other] идёт: завершено { $done } из { $games } партии
    }
# $games — сколько в нём было партий.
page-data-tournament-finished = { $games ->
        [one] завершён: { $games } партия
        [few] завершён: { $games } партии
        [many] завершён: { $games } партий
       *[other] завершён: { $games } партии
    }
# Турнирная партия, у которой ещё нет результата (идущая партия — это archive-result-going-on).
page-data-board-not-started = ещё не началась
# Турнирная партия, закончившаяся без собственного результата (её счёт показан иначе).
page-data-board-forfeit = технический результат
# Игрок, пропускающий тур: $name — имя игрока.
page-data-bye-pairing = { $name } (пропуск тура, очко как за победу)
page-data-bye-half = { $name } (пропуск тура, пол-очка)
page-data-bye-zero = { $name } (без пары)
# Вместо игрока, чьего имени Sanctum не знает (никогда не его id).
page-data-a-player = игрок
# Одна из последних партий игрока: $variant — полное название игры, $opponent — имя
# соперника, $side — сторона самого игрока (Белые, Чёрные).
page-data-recent-title = { $variant } против { $opponent } ({ $side })
# Чем закончилась: $verdict — победа, поражение или ничья (archive-verdict-…), $by — как
# она закончилась (archive-by-…), $result — счёт (1-0, 0-1, 1/2-1/2).
page-data-recent-result = { $verdict } ({ $by }), { $result }
# Откуда задача, после «Источник» в page-puzzle-source: собственные задачи Sanctum.
page-data-puzzle-source-starter = партии самого Sanctum

## Веб-страницы: дебютный справочник на странице партии и отдельно.

page-explorer-title = Дебютный справочник
page-explorer-open = Дебютный справочник: что здесь играли
page-explorer-see = Посмотреть ходы, сыгранные из этой позиции
page-explorer-move = Ход
page-explorer-games = Партии
page-explorer-results = Белые / ничьи / Чёрные
page-explorer-rating = Средний рейтинг
page-explorer-from-start = Вернуться к начальной позиции
page-explorer-back-to-game = Вернуться к позиции партии

page-activity-title = Sanctum
page-activity-connecting = Подключение к Discord…
page-activity-signing-in = Вход через Discord…
page-activity-refused = Discord не выполнил вход, поэтому Sanctum не может показать ваши партии. Закройте активность и откройте её снова.
page-activity-outside = Это активность Sanctum: откройте её в Discord.
page-activity-none = Здесь у вас нет текущих партий. Вызовите кого-нибудь командой /challenge и откройте активность снова.
page-activity-failed = Sanctum не смог это загрузить. Закройте активность и откройте её снова.
page-activity-games = Ваши партии
page-activity-you-play = Ваша сторона: { $side } ({ $player }).
