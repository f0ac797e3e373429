## Общее для всех функций: параметры, которые принимают несколько команд.

your-game = Одна из ваших партий по номеру (по умолчанию: партия этого канала)
    .name = партия

## Названия игр.

variant-chess = Шахматы
variant-scepter = Захват скипетра
variant-sanctuary = Убежище

## Ответы-кнопки, как их перечисляет справка.

buttons-challenge = ответить на брошенный вам вызов (открытый вызов может принять любой)
buttons-cancel = отозвать свой вызов
buttons-rematch = предложить сопернику реванш со сменой цвета — под завершённой партией
buttons-resign = подтвердить, что вы сдаётесь, после команды сдачи
buttons-draw = ответить на предложение ничьей от соперника
buttons-takeback = ответить на просьбу соперника вернуть ход
buttons-confirm = сыграть или отменить выбранный ход, если в ваших настройках включено подтверждение ходов
buttons-review = разобрать завершённую партию — под сообщением о её окончании

## Отрезки времени в прошлом — для ограничений.

window-hours = { $n ->
    [1] последний час
    [one] последний { $n } час
    [few] последние { $n } часа
    [many] последние { $n } часов
   *[other] последние { $n } часа
}
window-minutes = { $n ->
    [1] последнюю минуту
    [one] последнюю { $n } минуту
    [few] последние { $n } минуты
    [many] последние { $n } минут
   *[other] последние { $n } минуты
}

## Отказы: почему команда не выполнена. Ничего не изменилось.

refusal-challenge-accepted = Этот вызов уже принят.
refusal-challenge-declined = Этот вызов отклонён.
refusal-challenge-withdrawn = Этот вызов отозван.
refusal-challenge-expired = Срок этого вызова истёк: вызов действует { $challenge_hours } { $challenge_hours ->
        [one] час
        [few] часа
        [many] часов
       *[other] часа
    }.
refusal-challenge-open = Этот вызов ещё открыт.
refusal-not-in-lobby = Этот сервер не состоит в межсерверном лобби Sanctum. Администратор может подключить его командой { $join }; а пока вызывайте соперников здесь.
refusal-vote-instead = Эту партию команда играет голосованием: проголосуйте за нужный ход командой { $vote }.
refusal-lobby-names-no-one = Вызов на все серверы может принять любой: не указывайте соперника и уровень.
# $thing — это challenge, game или match.
refusal-gone = { $thing ->
    [challenge] Этого вызова больше нет: кнопка устарела.
    [match] Этого матча больше нет: кнопка устарела.
   *[game] Этой партии больше нет: кнопка устарела.
}
refusal-channel-busy = В этом канале уже идёт партия. Доиграйте её или бросьте вызов в другом канале.
refusal-duplicate-challenge = У вас двоих уже есть открытый вызов в этом канале. Дождитесь ответа или сначала отзовите его кнопкой { $cancel }.
refusal-no-game = В этом канале нет партии. Начните её командой { $start }.
refusal-game-elsewhere = { $count ->
    [1] В этом канале нет партии. Ваша партия — в { $places }.
    [one] В этом канале нет партии. Ваши партии — в { $places }.
    [few] В этом канале нет партии. Ваши партии — в { $places }.
    [many] В этом канале нет партии. Ваши партии — в { $places }.
   *[other] В этом канале нет партии. Ваши партии — в { $places }.
}
refusal-game-over = Эта партия уже окончена. Начните новую командой { $start }.
refusal-not-a-player = Вы не играете в этой партии.
refusal-not-your-turn = Сейчас не ваш ход: ходит { $to_move }.
refusal-already-moved = Сейчас не ваш ход: ваш ход { $last } уже на доске, теперь ходит { $to_move }.
refusal-moved-on = Пока вы смотрели, в партии сделали ход: ваш ход не сыгран. Посмотрите новую позицию ({ $board }) и попробуйте ещё раз.
refusal-nothing-to-solve = У вас нет открытой задачи или урока. Начните командой { $puzzle } или { $learn }.
refusal-no-such-lesson = В курсе «{ $variant }» уроки с 1 по { $lessons }.
refusal-already-open = Ваш открытый вызов в этом канале ещё ждёт, кто его примет. Подождите или сначала отзовите его кнопкой { $cancel }.
refusal-own-open-challenge = Это ваш собственный открытый вызов: принять его должен кто-то другой. Отозвать его можно кнопкой { $cancel }.
refusal-bad-game-number = { $typed } — не номер партии. Партии нумеруются 1, 2, 3…; ваши покажет { $games }.
refusal-no-such-game = На этом сервере нет партии № { $number }. Ваши партии покажет { $games }.
refusal-too-many-challenges = Вы бросили { $limit } { $limit ->
        [one] вызов
        [few] вызова
        [many] вызовов
       *[other] вызова
    } на этом сервере за { $window }. Снова бросить вызов можно { $until }.
refusal-too-many-waiting = У вас на этом сервере уже { $limit } { $limit ->
        [one] вызов
        [few] вызова
        [many] вызовов
       *[other] вызова
    } без ответа. Отмените один или подождите: первый истечёт { $until }.
refusal-challenged-recently = Вы только что вызывали { $challenged }, и вызов был отклонён или отозван. Вызвать этого игрока снова можно { $until }.
refusal-too-many-engine-games = Вы уже играете { $limit } { $limit ->
        [one] партию
        [few] партии
        [many] партий
       *[other] партии
    } против Sanctum — это максимум одновременно. Сначала доиграйте или сдайте одну из них.
refusal-too-many-reviews = Вы запросили { $limit } { $limit ->
        [one] разбор
        [few] разбора
        [many] разборов
       *[other] разбора
    } на этом сервере за { $window }. Запросить снова можно { $until }.
refusal-too-many-exercises = За { $window } вы открывали задачи и уроки { $limit } { $limit ->
        [one] раз
        [few] раза
        [many] раз
       *[other] раза
    }. Открыть ещё можно { $until }.
refusal-too-many-web-moves = Эта страница отправила { $limit } { $limit ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    } за { $window }: ход не сыгран. Отправить следующий можно { $until }.

## Сбои на стороне Sanctum.

failure-busy = База партий сейчас занята. Пожалуйста, попробуйте ещё раз чуть позже.
failure-disk-full = Не удалось сохранить: на диске сервера нет места. Ничего не изменилось; пожалуйста, сообщите администраторам сервера.
failure-other = У меня что-то пошло не так, ничего не изменилось. Попробуйте ещё раз; если ошибка повторяется, сообщите администраторам сервера.

## Пункты меню — значения параметра, как их перечисляет Discord (не более 100 символов).

choice-variant-sanctuary = убежище
choice-variant-scepter = скипетр
choice-variant-chess = шахматы
choice-color-white = белые
choice-color-black = чёрные
choice-color-random = случайный
choice-days-1 = 1 день
choice-days-2 = 2 дня
choice-days-3 = 3 дня
choice-days-5 = 5 дней
choice-days-7 = 7 дней
choice-days-10 = 10 дней
choice-days-14 = 14 дней
choice-puzzle-theme-sanctuary = убежище (две неуязвимые фигуры)
choice-puzzle-theme-refugee = беженец
choice-puzzle-theme-scepter = скипетр (король на e1/e8)
choice-puzzle-theme-slide = скользящая пешка
choice-puzzle-theme-mate = мат
choice-puzzle-theme-material = выигрыш материала
choice-puzzle-theme-fork = вилка
choice-puzzle-theme-pin = связка
choice-puzzle-theme-skewer = сквозной удар
choice-puzzle-theme-discoveredattack = вскрытое нападение
choice-puzzle-theme-doublecheck = двойной шах
choice-puzzle-theme-hangingpiece = незащищённая фигура
choice-puzzle-theme-trappedpiece = пойманная фигура
choice-puzzle-theme-sacrifice = жертва
choice-puzzle-theme-backrankmate = мат на последней горизонтали
choice-puzzle-theme-promotion = превращение
choice-puzzle-theme-deflection = отвлечение
choice-puzzle-theme-attraction = завлечение
choice-puzzle-theme-capturingdefender = уничтожение защитника
choice-puzzle-theme-clearance = освобождение поля
choice-puzzle-theme-quietmove = тихий ход
choice-puzzle-theme-advancedpawn = продвинутая пешка
choice-puzzle-theme-sanctuaryrace = гонка к убежищу
choice-puzzle-theme-stoprefugee = помешать пешке стать беженцем
choice-puzzle-theme-scepterwalk = поход короля к скипетру
choice-puzzle-theme-onemove = один ход
choice-puzzle-theme-short = два хода
choice-puzzle-theme-long = три хода и больше
choice-tournament-action-create = создать
choice-tournament-action-join = вступить
choice-tournament-action-leave = выйти
choice-tournament-action-start = начать
choice-tournament-action-standings = таблица
choice-tournament-action-trf = trf
choice-tournament-action-bye = пропуск тура
choice-tournament-action-cancel = отменить
choice-tournament-action-list = список
choice-tournament-format-round-robin = круговой
choice-tournament-format-double-round-robin = двухкруговой
choice-tournament-format-swiss = швейцарская система
choice-scope-server = сервер
choice-scope-global = глобальный
choice-orientation-to-move = сторона хода
choice-orientation-mine = моя сторона
choice-theme-classic = классическая
choice-theme-contrast = контрастная
choice-theme-colorblind = для дальтоников

## Подписи кнопок (не более 80 символов).

button-accept = Принять
button-decline = Отклонить
button-cancel = Отменить
button-yes-resign = Да, сдаться
button-accept-draw = Принять ничью
button-allow-takeback = Разрешить возврат
button-refuse = Отказать
button-rematch = Реванш
button-review = Разбор
button-confirm = Подтвердить
button-next-puzzle = Следующая задача
button-give-up = Сдаться
button-solve = Решить
button-next-lesson = Следующий урок
button-join = Вступить
button-leave = Выйти
button-join-the-team = Вступить в команду
button-accept-match = Принять матч
button-refuse-all-from-this-server = Отклонять всё от этого сервера
button-sign-up = Записаться
# Кнопки-ссылки: веб-страница сообщения и личная ссылка игрока, чтобы ходить в вебе.
button-view = Открыть
button-play-on-web = Играть в вебе

## Что получил интерфейс, но это не команда. $usage показывает, как записывается команда.

unreadable-missing-variant = Какая игра? Выберите { $choices }: { $usage }.
unreadable-missing = Команде { $command } нужен параметр { $option }: { $usage }.
unreadable-no-value = После { $option } нужно значение: { $usage }.
unreadable-bad-variant = Я не знаю игры { $value }: выберите { $choices }. Использование: { $usage }.
unreadable-bad-days = Срока { $value } дн. на ход нет: выберите { $days } или { $last_days } дн. Использование: { $usage }.
# $article — «a» или «an», только для английского.
unreadable-bad-choice = { $value } не подходит для { $option }: выберите { $choices }. Использование: { $usage }.
unreadable-bad-bool = { $value }: для { $option } напишите { $yes } или { $no }. Использование: { $usage }.
unreadable-bad-flag = { $value }: { $option } не принимает значения. Использование: { $usage }.
unreadable-bad-page = { $value } — не номер страницы: напишите 1, 2, 3… до { $max }. Использование: { $usage }.
unreadable-bad-number = { $value } — не число: { $option } принимает значения от { $lo } до { $hi }. Использование: { $usage }.
unreadable-bad-other = { $value } не годится здесь для { $option }. Использование: { $usage }.
unreadable-unknown-command = Я не знаю команды { $name }: { $help } покажет, какие команды у меня есть.
unreadable-unknown-command-near = Я не знаю команды { $name }. Может быть, вы имели в виду { $near }? { $help } покажет, какие команды у меня есть.
unreadable-unknown-option = У команды { $command } нет параметра { $option }. Использование: { $usage }.
unreadable-unknown-option-near = У команды { $command } нет параметра { $option }. Может быть, вы имели в виду { $near }? Использование: { $usage }.

## Где идёт партия.

game-in-thread = Партия идёт в отдельной ветке: { $thread }.

## Что говорит сам интерфейс.

face-sorry = Простите, Sanctum не смог довести ответ до конца. Посмотрите, как обстоят дела в вашей партии, командой { $board }.
face-review-lost = Разбор потерялся на моей стороне. Пожалуйста, запросите его снова.
face-dead-button = Эта кнопка больше не работает. { $games } покажет, как обстоят дела в ваших партиях.
refusal-servers-only = Эта команда работает только на сервере: используйте её в канале сервера, где есть Sanctum. Партии, задачи и уроки работают и здесь.
# $places — список каналов, у каждого в скобках причина от Discord.
face-posts-refused = Готово, но Discord не дал Sanctum опубликовать сообщение в { $places }. Проверьте, что канал ещё существует и что Sanctum может просматривать его, отправлять туда сообщения и прикреплять файлы.
face-a-channel = канал ({ $why })

## Выделенные слова: одинаковы на всех языках.

emphasis = { $words }

## Промежутки времени, коротко, как их показывает консоль: 2 д 4 ч, 30 мин.

duration-under-minute = меньше минуты
duration-minutes = { $m } мин
duration-hours = { $h } ч
duration-hours-minutes = { $h } ч { $m } мин
duration-days = { $d } д
duration-days-hours = { $d } д { $h } ч
moment-in = через { $duration }
moment-ago = { $duration } назад

## Выбор языка

choice-language-discord = язык сервера в Discord
choice-language-en = English
choice-language-de = Deutsch
choice-language-fr = Français
choice-language-es = Español
choice-language-pt-br = Português do Brasil
choice-language-ru = Русский
choice-language-zh-cn = 简体中文

## Консоль (`sanctum play`): её собственные слова вокруг ответов, которые она показывает.
## Слова в обратных кавычках — то, что человек вводит в консоли; они остаются как есть.

# Первая строка сеанса за клавиатурой. $db — база данных, $pictures — папка, куда
# сохраняются картинки и файлы.
console-banner = Консоль Sanctum, база { $db }; картинки сохраняются в { $pictures }. Введите `help` или попробуйте `alice: challenge @bob sanctuary`.
# После списка команд `help`: как пишутся строки в консоли.
console-help =
    В этой консоли каждая строка — `<user>: <command>`, например `alice: challenge sanctuary @bob`, затем `bob: accept`, `alice: move e4` (или просто `alice: e4`).
    `alice: challenge sanctuary` (без имени) — открытый вызов: играет тот, кто первым ответит `accept`. `pgn 42`, `board 42` показывают любую партию по номеру.
    Ещё: `<user>: press <button>` нажимает кнопку, показанную выше, `<user>: suggest <start of a move>` перечисляет подходящие ходы,
    `help <command>` объясняет одну команду, `wait 2d` / `wait 3h` переводит часы вперёд (срабатывают напоминания и просрочки), `channel <name>` меняет канал, `quit` — выход.
# Команда, на которую уже ответили (одно и то же взаимодействие дважды).
console-already-handled = (уже обработано)
# $thread — название, которое у ветки партии было бы в Discord, $channel — канал
# консоли, в котором партия остаётся (его название без #).
console-game-thread = (в Discord у этой партии была бы своя ветка «{ $thread }»; здесь она остаётся в #{ $channel })
# Над объявлением вызова или партии, перерисованным в нынешнем виде.
console-announcement-redrawn = (объявление перерисовано:)
# $thread — название ветки в Discord, $channel — канал консоли, который её заменяет
# (его название без #).
console-opens-thread = (в Discord так открывается ветка «{ $thread }»; здесь это #{ $channel })
# Над ответом, опубликованным в другом канале. $channel — название этого канала, с #.
console-in-channel = [в { $channel }]
# Над ответом, который видит только тот, кто дал команду. $user — его имя.
console-only-user-sees = (это видит только { $user })
# То же, когда команду никто не давал (ответы часов или самого Sanctum).
console-only-you-see = (это видите только вы)
# Над личным сообщением. $user — имя получателя: @bob.
console-direct-message = (личное сообщение для { $user })
# $path — куда сохранена картинка доски.
console-saved-picture = картинка: { $path }
# $path — куда сохранён файл ответа (запись партии, анимация).
console-saved-file = файл: { $path }
# $path — куда не удалось сохранить картинку доски, $error — почему (слова системы).
console-not-saved-picture = (картинка не сохранена в { $path }: { $error })
# $path — куда не удалось сохранить файл ответа, $error — почему (слова системы).
console-not-saved-file = (файл не сохранён в { $path }: { $error })
# Под ответом с кнопками. $labels — подписи кнопок, каждая в скобках;
# $first — подпись первой строчными буквами, как её вводят после `press`.
console-buttons = кнопки: { $labels } — нажмите нужную: `<user>: press { $first }`
# Под ответом, который упоминает людей. $users — их имена через запятую.
console-pings = (упоминает { $users })
# Один раз, когда консоль не может сохранить имена и кнопки до следующего запуска.
# $path — файл, в котором она их хранит, $error — почему (слова системы).
console-memory-not-kept = (имена и кнопки забудутся после этого запуска: не удаётся записать { $path }: { $error })
# После `channel <name>`. $channel — название канала без #.
console-now-in = (теперь в #{ $channel })
# После `wait`. $duration — на сколько, так, как консоль пишет промежутки времени: 1d, 3h 30m.
console-clock-forward = (часы переведены вперёд на { $duration })
# После `press`, когда среди недавно показанных кнопок нет кнопки с такой подписью. $typed —
# то, что написано после `press`.
console-no-button = ни одна недавняя кнопка не подходит под `{ $typed }`
# После `suggest`, когда предложить нечего.
console-no-suggestions = (подсказок нет: здесь не ваш ход или ничего не подходит)
# После `suggest`. $moves — предложенные ходы через запятую.
console-suggestions = подсказки: { $moves }
# Под доской «Убежища»: что означают значки двух особых фигур.
console-board-legend = Ⓐ/ⓐ архиепископ, Ⓖ/ⓖ швейцарский гвардеец
# Подсказки к строке, которую консоль не может прочитать, после «?».
# $max_days — наибольшее ожидание в днях; $typed — что написано после `wait`.
console-bad-wait = `wait` принимает время вроде 2d, 3h или 30m, не больше { $max_days }d, а не `{ $typed }`
console-which-channel = какой канал? например, `channel general`
console-user-one-word = имя пользователя — одно слово, например `alice: board`
console-how-to-write = пишите `<user>: <command>`, например `alice: challenge @bob sanctuary`, или `wait 2d`, или `help`
# Команда, при которой не сказано, кто её даёт. $command — команда как введена: board.
console-who-says = кто это говорит? например, `alice: { $command }`
# Опечатка в слове консоли. $near — слово, которое скорее всего имелось в виду (help, wait,
# channel, quit или exit); $how — подсказка console-how-to-write на том же языке.
console-did-you-mean = может быть, вы имели в виду `{ $near }`? Иначе { $how }
console-say-something = напишите что-нибудь после двоеточия, например `alice: help`
console-press-which = какую кнопку нажать? например, `press accept`

## Пропуски в команде, которые игрок должен заполнить: `/move move:<your move>`. Сохраняйте
## угловые скобки или знак @/#: они показывают, что это пропуск.

blank-move = <ход>
blank-your-move = <ваш ход>
blank-id = <id>
blank-channel = #канал
blank-someone = @игрок
blank-half-move = <полуход>
blank-role = @роль
blank-them = @игрок
blank-number = <номер>
