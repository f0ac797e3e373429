## Команды: что делает каждая команда и каждый параметр — так их показывают Discord и справка (не более 100 символов).

games-description = Ваши партии здесь: текущие, открытые вызовы (и чужие тоже) и завершённые, сначала новые.
    .name = партии
games-page = Страница завершённых партий (по умолчанию: 1)
    .name = страница

leaderboard-description = Рейтинг-лист сервера по игре, { $page_size } { $page_size ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    } на странице.
    .name = рейтинг
leaderboard-variant = Какая игра (по умолчанию: «Убежище»)
    .name = игра
leaderboard-page = Страница (по умолчанию: 1)
    .name = страница
leaderboard-puzzles = Рейтинги в задачах вместо рейтингов в партиях
    .name = задачи
leaderboard-scope = Партии этого сервера (по умолчанию) или партии между серверами из лобби
    .name = охват

stats-description = Рейтинги и результаты игрока по каждой игре (по умолчанию: ваши).
    .name = статистика
stats-player = Чьи (по умолчанию: ваши)
    .name = игрок

## Партии: текущие партии читателя, его вызовы и открытые вызовы сервера — списками.

# $label пусто или у турнирной партии « (турнир 3, тур 2)»; $turn — «ваш ход» или games-their-move; $due — момент.
games-going-on = партия { $game } · { $variant } против { $opponent }{ $label } в { $channel } — { $turn }, срок истекает { $due }
games-their-move = ходит { $name }
games-challenge-posted = вы бросили открытый вызов: { $variant }, в { $channel } — истекает { $expires }
games-challenge-sent = вы вызвали { $opponent } на партию: { $variant }, в { $channel } — истекает { $expires }
games-challenge-received = { $challenger } вызывает вас на партию: { $variant }, в { $channel } — истекает { $expires }
# Открытый вызов: кто его бросил, игра, рейтинговая или товарищеская, дней на ход, где.
games-seek = { $challenger }: { $variant }, { $rated ->
        [rated] рейтинговая
       *[casual] товарищеская
    }, { $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } на ход, в { $channel } — истекает { $expires }
games-none = У вас пока нет партий на этом сервере. Начните партию командой { $challenge } или не указывайте соперника — тогда это будет открытый вызов, который может принять любой здесь.

## Рейтинг-лист и статистика: рейтинги и результаты.

# $scope: server (партии этого сервера) или global (партии между серверами).
leaderboard-none-yet = { $scope ->
        [global] Между серверами ещё не завершилась ни одна рейтинговая партия в «{ $variant }».
       *[server] На этом сервере ещё не завершилась ни одна рейтинговая партия в «{ $variant }».
    }
# $title — рейтинг-лист игры, жирным.
leaderboard-heading = { $title } (страница { $page } из { $pages })
# Один игрок: место, имя, рейтинг, рейтинговые партии, затем выигрыши (В), ничьи (Н) и поражения (П).
leaderboard-line = { $rank }. { $name } — { $rating } · { $games } { $games ->
        [one] партия
        [few] партии
        [many] партий
       *[other] партии
    } · { $wins }В { $draws }Н { $losses }П
# $mark — знак «?» после рейтинга.
leaderboard-provisional = Знак { $mark } отмечает предварительный рейтинг: он устоится после ещё нескольких партий.
stats-none = У { $name } пока нет рейтинговых партий на этом сервере.
stats-none-here = На этом сервере пока нет рейтинговых партий.
# Рейтинг и результаты в одной игре.
stats-line = { $variant }: { $rating } — { $games } { $games ->
        [one] партия
        [few] партии
        [many] партий
       *[other] партии
    }; победы: { $wins }, ничьи: { $draws }, поражения: { $losses }
stats-global = Между серверами (глобальные рейтинги лобби):
stats-against-sanctum = Против Sanctum (товарищеские):
# Результаты против одного из уровней Sanctum.
stats-level-line = уровень { $level } — победы: { $wins }, ничьи: { $draws }, поражения: { $losses }

## Заголовки списков партий.

games-finished-heading = Ваши завершённые партии
games-your-move = ваш ход
# Заголовок рейтинг-листа, жирным: $variant — название игры.
leaderboard-title = Рейтинг-лист: { $variant }
leaderboard-title-global = Межсерверный рейтинг-лист: { $variant }
games-heading = Ваши партии
games-challenges-heading = Ваши открытые вызовы
games-open-heading = Открытые вызовы, которые может принять любой здесь

## Названия веток (Discord обрезает их до 100 символов). $white и $black — имена игроков.

# Собственная ветка партии: краткое название игры, затем игроки.
thread-game = { $variant ->
    [chess] Шахматы
    [scepter] Скипетр
   *[sanctuary] Убежище
} · { $white } — { $black }
# $tournament — название турнира («Турнир 3 (Убежище, круговой)»).
thread-tournament = 🏆 { $tournament }
# Ветка турнирной партии: Т и номер тура.
thread-tournament-board = Т{ $round } · { $white } — { $black }
# Ветка партии матча: М и номер матча, Д — доска и её партия (1 или 2).
thread-match-game = М{ $match } Д{ $board }.{ $leg } · { $white } — { $black }
thread-match-scoreboard = Матч { $match } · табло
