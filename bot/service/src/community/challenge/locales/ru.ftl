## Команды: что делает каждая команда и каждый параметр — так их показывают Discord и справка (не более 100 символов).

challenge-description = Бросить вызов кому-то, любому здесь или самому Sanctum: «Убежище», «Захват скипетра» или шахматы.
    .name = вызов
challenge-variant = Какая игра
    .name = игра
challenge-opponent = С кем играть (не указано — открытый вызов, который может принять любой здесь)
    .name = соперник
challenge-color = Ваш цвет (по умолчанию: случайный)
    .name = цвет
challenge-days = Дней на ход (по умолчанию: настройка сервера)
    .name = дни
challenge-rated = Рейтинговая или товарищеская (по умолчанию: настройка сервера)
    .name = рейтинговая
challenge-level = Сила Sanctum { $min_level }-{ $max_level }, если вызываете Sanctum (по умолчанию: { $default_level })
    .name = уровень
challenge-team = Сервер играет командой, голосуя за каждый ход: против Sanctum или (с везде:true) против команд
    .name = команда
challenge-team_role = команда: голосуют только участники с этой ролью
    .name = роль-команды
challenge-share = команда: доля команды в %, чьих голосов хватит, чтобы сыграть ход досрочно (по умолчанию: вся)
    .name = доля
challenge-anywhere = Разместить вызов на всех серверах лобби Sanctum: принять его сможет любой оттуда
    .name = везде
challenge-min_rating = везде: минимальный глобальный рейтинг того, кто примет вызов
    .name = мин-рейтинг
challenge-max_rating = везде: максимальный глобальный рейтинг того, кто примет вызов
    .name = макс-рейтинг

## Вызовы: брошенные, принятые, отклонённые, отозванные и истёкшие.

# Условия вызова после названия игры: «рейтинговая, 2 дня на ход, alice играет белыми». $rated — rated или casual; $colours — кто какой стороной играет (challenge-colours-…, lobby-colours-…).
challenge-terms = { $rated ->
        [rated] рейтинговая
       *[casual] товарищеская
    }, { $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } на ход, { $colours }
# $name — имя бросившего вызов.
challenge-colours-white = { $name } играет белыми
challenge-colours-black = { $name } играет чёрными
challenge-colours-random = цвета по жребию
# $variant — название игры (жирным); $terms — challenge-terms.
challenge-open-post = { $challenger } бросает открытый вызов: { $variant } — { $terms }.
# $accept — кнопка «Принять».
challenge-open-answer = Любой здесь может нажать { $accept } — играет тот, кто успеет первым. Вызов истекает { $expires }.
challenge-post = { $challenged }, { $challenger } вызывает вас на партию: { $variant } — { $terms }.
challenge-rematch-post = { $challenged }, { $challenger } предлагает вам реванш: { $variant } — { $terms }.
# $accept и $decline — кнопки.
challenge-answer = Нажмите { $accept } или { $decline }; вызов истекает { $expires }.
# $variant — название игры; $next — когда роль можно будет упомянуть снова.
challenge-role-pinged-recently = Роль игроков в «{ $variant }» только что уже звали, поэтому снова её упомянут не раньше, чем { $next }.
# Заголовок новой партии: вызов принял $name; $variant — название игры (жирным); $white и $black — имена игроков; $rated — rated или casual; $game — номер партии.
challenge-accepted = { $name } принимает вызов! { $variant } — { $white } (белые) против { $black } (чёрные), { $rated ->
        [rated] рейтинговая
       *[casual] товарищеская
    }, { $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } на ход: партия { $game }.
challenge-played-in = Партия идёт в { $channel }.
challenge-declined = { $name } отклоняет вызов от { $challenger }.
challenge-withdrawn = { $name } отзывает вызов игроку { $challenged }.
challenge-open-withdrawn = { $name } отзывает открытый вызов.
challenge-expired = Вызов от { $challenger } игроку { $challenged } истёк: никто не ответил за { $challenge_hours } { $challenge_hours ->
        [one] час
        [few] часа
        [many] часов
       *[other] часа
    }.
challenge-open-expired = Открытый вызов от { $challenger } истёк: никто не принял его за { $challenge_hours } { $challenge_hours ->
        [one] час
        [few] часа
        [many] часов
       *[other] часа
    }.

## Отказы по вызовам и ответам на них. Ничего не изменилось.

challenge-refusal-self = Нельзя вызвать самого себя. Выберите кого-нибудь другого на сервере.
challenge-refusal-bot = Боты не играют, кроме самого Sanctum: вызовите человека или Sanctum.
challenge-refusal-not-a-member = { $user } не состоит на этом сервере и не сможет ответить. Вызовите кого-нибудь отсюда.
# роль-команды, доля и команда:true — параметры команды «вызов» так, как их вводят игроки.
challenge-refusal-team-options-without-team = Параметры роль-команды и доля — для командной партии: добавьте команда:true.
# везде:true, мин-рейтинг и макс-рейтинг — параметры команды «вызов» так, как их вводят игроки.
challenge-refusal-range-without-lobby = Диапазон рейтинга — только для вызова на все серверы: добавьте везде:true или уберите мин-рейтинг и макс-рейтинг.
challenge-refusal-no-challenge = В этом канале нет открытого вызова для вас.
challenge-refusal-not-challenged = Ответить на этот вызов может только { $challenged }.
challenge-refusal-not-challenger = Отозвать этот вызов может только { $challenger }.
challenge-refusal-not-yours = Этот вызов адресован не вам.
# $challenge — команда, чтобы бросить вызов.
challenge-refusal-taken = Слишком поздно: этот вызов уже принят игроком { $by }. Бросьте свой командой { $challenge }.
challenge-refusal-level-for-person = Уровень задаётся только для партий против самого Sanctum: не указывайте его, когда вызываете человека.
