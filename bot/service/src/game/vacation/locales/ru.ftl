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
