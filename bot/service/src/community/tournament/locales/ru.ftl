## Команды: что делает каждая команда и каждый параметр — так их показывают Discord и справка (не более 100 символов).

tournament-description = Круговые и швейцарские турниры по переписке: создать, вступить, начать, таблица.
    .name = турнир
tournament-action = создать, вступить, выйти, начать, таблица, trf, пропуск тура, отменить или список
    .name = действие
tournament-variant = создать: игра (по умолчанию: «Убежище»)
    .name = игра
tournament-format = создать: круговой, двухкруговой или по швейцарской системе
    .name = формат
tournament-days = создать: дней на ход
    .name = дни
tournament-players = создать: максимум участников (круговой 3-16, швейцарка 4-1000); старт, когда все места заняты
    .name = игроки
tournament-rounds = создать: число туров турнира по швейцарской системе (1-15, по умолчанию 5)
    .name = туры
tournament-round_days = создать: срок тура швейцарки в днях (по умолчанию 30), затем Sanctum присуждает результат
    .name = дни-тура
tournament-timeouts = создать: после скольких поражений по времени игрок выбывает (по умолчанию 2)
    .name = просрочки
tournament-rated = создать: рейтинговый или товарищеский
    .name = рейтинговый
tournament-starts_in = создать: старт через столько часов с теми, кто вступил (1-720)
    .name = старт-через
tournament-min_games = создать: для участия нужно столько рейтинговых партий в эту игру здесь
    .name = мин-партий
tournament-min_rating = создать: для участия нужен рейтинг здесь не ниже этого
    .name = мин-рейтинг
tournament-max_rating = создать: для участия нужен рейтинг здесь не выше этого
    .name = макс-рейтинг
tournament-round = создать: поздняя запись до этого тура швейцарки; пропуск тура: какой тур пропустить
    .name = тур
tournament-number = Номер турнира (по умолчанию: последний здесь)
    .name = номер

## Турниры: название турнира в сообщениях игрокам.

# $number — номер турнира; $variant — название игры («Убежище»); $format — round_robin, double_round_robin или swiss.
tournament-title = { $format ->
    [swiss] Турнир { $number } («{ $variant }», швейцарская система)
    [double_round_robin] Турнир { $number } («{ $variant }», двухкруговой)
   *[round_robin] Турнир { $number } («{ $variant }», круговой)
}

## Турниры: кто может участвовать, как часть предложения («Участвовать могут игроки, у которых …», «В этот турнир принимаются игроки, у которых …»).

tournament-conditions-games = { $games ->
    [one] не меньше { $games } рейтинговой партии здесь
   *[other] не меньше { $games } рейтинговых партий здесь
}
tournament-conditions-rating-between = рейтинг от { $min } до { $max }
tournament-conditions-rating-min = рейтинг не ниже { $min }
tournament-conditions-rating-max = рейтинг не выше { $max }
# $games — условие по сыгранным партиям (tournament-conditions-games), $rating — условие по рейтингу.
tournament-conditions-both = { $games } и { $rating }

## Турниры: отказы. Ничего не изменилось.

tournament-refusal-no-such = На этом сервере нет турнира { $number }. Текущие турниры покажет { $list }.
# $create — команда, чтобы создать турнир; в английском после неё нет точки.
tournament-refusal-none-open = Здесь нет турниров с открытой записью. Участник с правом «Управлять сервером» может создать турнир командой { $create }
tournament-refusal-none-yet = Здесь пока нет турниров. Участник с правом «Управлять сервером» может создать турнир командой { $create }
tournament-refusal-started = Этот турнир уже начался.
tournament-refusal-over = Этот турнир уже завершён.
tournament-refusal-cancelled = Этот турнир отменён.
tournament-refusal-still-open = В этот турнир ещё идёт запись.
tournament-refusal-full = Все места в этом турнире заняты.
tournament-refusal-already-in = Вы уже участвуете в этом турнире.
tournament-refusal-not-in = Вы не участвуете в этом турнире.
tournament-refusal-too-few = Для старта нужно не меньше { $need } { $need ->
        [one] игрока
       *[other] игроков
    }; пока вступило: { $have }.
tournament-refusal-not-organiser = Это может сделать только создатель турнира или участник с правом «Управлять сервером».
tournament-refusal-cannot-create = Создавать турниры здесь могут только участники с правом «Управлять сервером».
# $role — роль сервера для организаторов турниров.
tournament-refusal-cannot-create-role = Создавать турниры здесь могут только участники с правом «Управлять сервером» или с ролью { $role }.
# $needs — условия участия (tournament-conditions-…); $games и $rating — данные самого игрока.
tournament-refusal-not-eligible = { $games ->
    [one] В этот турнир принимаются игроки, у которых { $needs }; у вас здесь { $games } рейтинговая партия и рейтинг { $rating }.
    [few] В этот турнир принимаются игроки, у которых { $needs }; у вас здесь { $games } рейтинговые партии и рейтинг { $rating }.
    [many] В этот турнир принимаются игроки, у которых { $needs }; у вас здесь { $games } рейтинговых партий и рейтинг { $rating }.
   *[other] В этот турнир принимаются игроки, у которых { $needs }; у вас здесь { $games } рейтинговой партии и рейтинг { $rating }.
}
# $option — параметр команды так, как его ввели (игроки, туры, просрочки…): оставьте как есть.
tournament-refusal-out-of-range = Для этого турнира `{ $option }` должно быть от { $min } до { $max }.
tournament-refusal-not-swiss = Пропуск тура бывает только в турнирах по швейцарской системе: в круговом каждый играет с каждым.
tournament-refusal-no-bye-round = Не осталось тура, в котором можно попросить пропуск (не последнего и ещё не начавшегося).
tournament-refusal-bye-round = Попросить пропуск можно в турах с { $first } по { $last }: не в уже начавшемся и не в последнем.
tournament-refusal-bye-taken = { $limit ->
    [one] У вас уже есть { $limit } пропуск тура с пол-очком — столько, сколько может попросить игрок.
    [few] У вас уже есть { $limit } пропуска тура с пол-очком — столько, сколько может попросить игрок.
    [many] У вас уже есть { $limit } пропусков тура с пол-очком — столько, сколько может попросить игрок.
   *[other] У вас уже есть { $limit } пропуска тура с пол-очком — столько, сколько может попросить игрок.
}
tournament-refusal-too-many-open = На этом сервере уже { $limit } { $limit ->
        [one] турнир
        [few] турнира
        [many] турниров
       *[other] турнира
    } с открытой записью; сначала начните или отмените один из них.

## Турниры: вступление, выход, отмена и список турниров сервера. $title — название турнира (tournament-title).

tournament-joined-late = Вы вступили: { $title }. Вы попадаете в пары начиная с { $round }-го тура; за уже начавшиеся туры очков не будет.
tournament-joined-full = Вы вступили: { $title }. Все места заняты — турнир начинается.
tournament-joined = Вы вступили: { $title }. Пока игроков: { $count } из { $max }. Ваши партии начнутся вместе с турниром.
tournament-left = Вы покинули { $title }.
# $name — кто отменил турнир.
tournament-cancelled-by = { $name } отменяет { $title }.
tournament-called-off = { $title } не состоялся: к моменту старта вступило игроков: { $joined }, а нужно не меньше { $need }.
# Одна строка списка; $rated — rated или casual, $days — дней на ход.
tournament-list-open = { $title } — { $rated ->
        [rated] рейтинговый
       *[casual] товарищеский
    }, { $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } на ход: идёт запись ({ $count }/{ $max })
tournament-list-running = { $title } — { $rated ->
        [rated] рейтинговый
       *[casual] товарищеский
    }, { $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } на ход: идёт, игроков: { $count }

## Турниры: объявление (карточка), которое обновляется по мере записи и выхода игроков.

# $title — название турнира, жирным; $rated — rated или casual; $days — дней на ход; $round_days — срок тура в днях.
tournament-card-swiss = { $title } — { $rated ->
        [rated] рейтинговый
       *[casual] товарищеский
    }, { $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } на ход, { $rounds } { $rounds ->
        [one] тур
        [few] тура
        [many] туров
       *[other] тура
    }; каждый тур составляется, когда закончится предыдущий, или через { $round_days } { $round_days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } (тогда Sanctum присуждает результат в незаконченных партиях).
tournament-card-round-robin = { $title } — { $rated ->
        [rated] рейтинговый
       *[casual] товарищеский
    }, { $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } на ход, все партии начинаются одновременно.
# $needs — условия участия (tournament-conditions-…).
tournament-card-conditions = Участвовать могут игроки, у которых { $needs }.
tournament-card-timeouts = { $timeouts ->
    [1] Первое же поражение по времени — и игрок выбывает.
    [one] После { $timeouts } поражения по времени игрок выбывает.
   *[other] После { $timeouts } поражений по времени игрок выбывает.
}
# $names — имена участников через запятую.
tournament-card-players = Игроки ({ $count }/{ $max }): { $names }
tournament-card-no-players = Игроки ({ $count }/{ $max }): пока никого
# $at — когда старт («через 2 дня»); $min — наименьшее число игроков для старта; $creator — кто создал турнир; $start — команда, которая его запускает.
tournament-card-starts-at = Старт { $at } со всеми, кто вступит к тому времени (нужно не меньше { $min }), или раньше — когда игроков станет { $max } или когда { $creator } запустит турнир командой { $start } (нужно не меньше { $min }).
tournament-card-starts-when-full = Старт — когда игроков станет { $max } или когда { $creator } запустит турнир командой { $start } (нужно не меньше { $min }).
tournament-card-late-entries = Идёт: поздняя запись открыта до начала { $round }-го тура (за пропущенные туры очков нет).
tournament-card-closed = Начался: запись закрыта.
tournament-card-finished = Завершён.
tournament-card-cancelled = Отменён.

## Турниры: своя ветка, старт, туры и партии. $headline — жирным.

# $title — название турнира, жирным; $standings — команда, которая показывает таблицу.
tournament-thread-opened = { $title }: здесь публикуются туры, результаты, таблица и призёры; каждая партия играется в своей ветке. Таблица в любой момент: { $standings }.
# $headline — название турнира и тур; $white и $black — имена игроков; $game — номер партии.
tournament-game-started = { $headline }: { $white } (белые) против { $black } (чёрные), партия { $game }, { $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } на ход.
# $headline сообщает, что турнир начался.
tournament-started-swiss = { $headline } Игроков: { $players }, туров: { $rounds }; каждый тур составляется, когда закончится предыдущий ({ $rated ->
        [rated] рейтинговый
       *[casual] товарищеский
    }, { $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } на ход). Партии 1-го тура ({ $games }) начинаются сейчас. Стартовые номера — по рейтингу:
tournament-started-round-robin = { $headline } Игроков: { $players }, партий: { $games } — все начинаются сейчас ({ $rated ->
        [rated] рейтинговый
       *[casual] товарищеский
    }, { $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } на ход). Стартовые номера — по жребию:
tournament-started-bye = { $name } пропускает { $round }-й тур и получает очко, как за победу.
tournament-started-standings = У каждой партии есть ветка, названная по её туру. Таблица: { $standings }.
tournament-pairing-board = Доска { $board }: { $white } (белые) — { $black } (чёрные)
tournament-pairing-bye = { $name } пропускает этот тур и получает очко, как за победу.
tournament-pairing-half-bye = { $name } пропускает этот тур по своей просьбе и получает пол-очка.
tournament-bye-asked = { $player } пропустит { $round }-й тур ({ $title }) и получит пол-очка.

## Турниры: результаты, выбывание, присуждение и призёры.

# $headline — название турнира и тур; $score — результат, например 1–0; $done и $total — числа партий.
tournament-result = { $headline }: { $white } { $score } { $black } (партия { $game }). Завершено партий: { $done } из { $total }.
tournament-result-swiss = { $headline }: { $white } { $score } { $black } (партия { $game }). Завершено партий тура: { $done } из { $total }.
# $score — 1–0 или 0–1.
tournament-score-forfeit = { $score } (технический результат)
# $losses — поражения игрока по времени.
tournament-withdrawn = { $losses ->
    [one] { $title }: { $player } выбывает — { $losses } поражение по времени. Незаконченные партии этого игрока засчитываются как поражения.
    [few] { $title }: { $player } выбывает — { $losses } поражения по времени. Незаконченные партии этого игрока засчитываются как поражения.
    [many] { $title }: { $player } выбывает — { $losses } поражений по времени. Незаконченные партии этого игрока засчитываются как поражения.
   *[other] { $title }: { $player } выбывает — { $losses } поражения по времени. Незаконченные партии этого игрока засчитываются как поражения.
}
tournament-withdrawn-swiss = { $losses ->
    [one] { $title }: { $player } выбывает — { $losses } поражение по времени. Незаконченные партии этого игрока засчитываются как поражения, и в пары этот игрок больше не попадает.
    [few] { $title }: { $player } выбывает — { $losses } поражения по времени. Незаконченные партии этого игрока засчитываются как поражения, и в пары этот игрок больше не попадает.
    [many] { $title }: { $player } выбывает — { $losses } поражений по времени. Незаконченные партии этого игрока засчитываются как поражения, и в пары этот игрок больше не попадает.
   *[other] { $title }: { $player } выбывает — { $losses } поражения по времени. Незаконченные партии этого игрока засчитываются как поражения, и в пары этот игрок больше не попадает.
}
tournament-forfeited = Игрок { $player } выбыл из турнира: эта партия засчитана как поражение, победа присуждена { $winner }.
# $side — Белые или Чёрные.
tournament-eval-forced-win = форсированный выигрыш ({ $side })
# $score — оценка движка в пешках, например +3.40.
tournament-eval-score = { $score } (с точки зрения белых)
# $eval — оценка (tournament-eval-…); $nodes — объём перебора в миллионах; $pawns — перевес, который считается явно выигрышным, например 3.00; $winner — имя игрока.
tournament-adjudicated-win = Срок { $round }-го тура ({ $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    }) истёк: Sanctum оценил эту партию в полную силу ({ $nodes } млн узлов). Оценка: { $eval }; стороне нужен перевес в { $pawns } пешки или форсированный выигрыш, и { $winner } явно выигрывает — это победа.
tournament-adjudicated-draw = Срок { $round }-го тура ({ $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    }) истёк: Sanctum оценил эту партию в полную силу ({ $nodes } млн узлов). Оценка: { $eval }; стороне нужен перевес в { $pawns } пешки или форсированный выигрыш, но ни одна сторона явно не выигрывает — это ничья.
# Одно место на пьедестале: $medal — 🥇, 🥈 или 🥉; $points — например 2.5.
tournament-podium-place = { $medal } { $player } — очков: { $points }
tournament-final-standings = Итоговая таблица:

## Турниры: таблица.

# $title — название турнира, жирным.
tournament-standings-heading = { $title } — завершено партий: { $done } из { $total }.
# Имя игрока в таблице после того, как он покинул турнир.
tournament-standings-withdrawn = { $name } (вне турнира)
# $meanings — дополнительные показатели ниже, через точку с запятой.
tournament-tiebreak-key = При равенстве очков места распределяются по дополнительным показателям, по порядку: { $meanings }.
# $acronym — краткое название показателя, как в таблице (BH, SB, DE…): оставьте как есть.
tournament-tiebreak-points = { $acronym }: очки
tournament-tiebreak-buchholz = { $acronym } (коэффициент Бухгольца): сумма очков соперников
tournament-tiebreak-buchholz-cut1 = { $acronym } (усечённый Бухгольц): сумма очков соперников без самого слабого из них
tournament-tiebreak-sonneborn-berger = { $acronym } (коэффициент Зоннеборна — Бергера): очки побеждённых соперников плюс половина очков тех, с кем сыграна ничья
tournament-tiebreak-direct-encounter = { $acronym } (личная встреча): очки, набранные против игроков с тем же числом очков; «–», если таких нет
tournament-tiebreak-wins = { $acronym } (победы): выигранные партии, включая пропуски туров и технические победы
tournament-tiebreak-games-won = { $acronym } (выигранные партии): партии, выигранные за доской
tournament-trf = { $title } в виде файла FIDE TRF: в строке каждого игрока — соперник, цвет и результат в каждом туре (пусто, пока партия идёт).

## Заголовки, жирным. $title — название турнира.

tournament-headline-started = { $title } начался!
tournament-headline-round = { $title }, тур { $round }
tournament-headline-round-of = { $title }: тур { $round } из { $rounds }
tournament-headline-over = { $title } завершён!
tournament-list-heading = Турниры на этом сервере

## Картинка кросс-таблицы: шапка, клетки и пояснение, а также её альтернативный текст.
## Клетки узкие: короткие слова должны оставаться короткими.

# Столбец стартовых номеров.
crosstable-number = #
crosstable-player = Игрок
# Столбец тура по швейцарской системе: Т1, Т2…
crosstable-round = Т{ $round }
# Клетка швейцарки: цвет (Б — белыми, Ч — чёрными), стартовый номер соперника, результат (1, ½, 0).
crosstable-white = Б{ $number } { $result }
crosstable-black = Ч{ $number } { $result }
crosstable-bye = пропуск { $result }
# Под заголовком: $tiebreaks — сокращения дополнительных показателей (BH, SB…), как есть.
crosstable-final = итоговая таблица · очки, затем { $tiebreaks }
crosstable-so-far = текущая таблица · очки, затем { $tiebreaks }
crosstable-number-key = #: стартовый номер; по нему клетки туров называют соперника
# $rows — пункты crosstable-alt-row через точку с запятой.
crosstable-alt = Кросс-таблица — { $tournament }: { $rows }.
crosstable-alt-row = { $place }. { $name }, очков: { $points }
