## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

vacation-description = Alle deine Uhren pausieren (bis zu { $vacation_days } Tage binnen { $vacation_window_days } Tagen) oder den Urlaub vorzeitig beenden.
    .name = urlaub
vacation-days = Wie viele Tage, ab jetzt (höchstens { $vacation_days } binnen { $vacation_window_days } Tagen)
    .name = tage
vacation-end = Deinen Urlaub jetzt beenden; die übrigen Tage werden nicht angerechnet
    .name = beenden

## Urlaub. $vacation_days ist die Höchstzahl an Urlaubstagen innerhalb von $vacation_window_days Tagen (den letzten 365).

# $ends ist, wann der Urlaub endet.
vacation-started = 🏖️ Dein Urlaub von { $days ->
        [one] { $days } Tag
       *[other] { $days } Tagen
    } beginnt jetzt und endet { $ends }.
# Folgt auf vacation-started: $games ist, wie viele Partien der Urlaub pausiert.
vacation-started-games = { $games ->
    [0] Du hast keine laufenden Partien; Partien, die du in der Zwischenzeit beginnst, warten auf deine Rückkehr.
    [1] Deine Uhr in deiner Partie ist pausiert, und dein Gegner wurde informiert.
   *[other] Deine Uhren in allen { $games } Partien sind pausiert, und deine Gegner wurden informiert.
}
# Folgt auf vacation-started-games: $end ist der Befehl, der den Urlaub beendet; $left die verbleibenden Urlaubstage.
vacation-started-meanwhile = Du kannst in der Zwischenzeit trotzdem ziehen; dein Urlaub läuft weiter. Früher zurück? { $end }: Die Tage, die du nicht nutzt, werden nicht angerechnet. Verbleibende Urlaubstage in den letzten { $vacation_window_days } Tagen: { $left }.
# Im Kanal jeder Partie: $name ist bis $back weg.
vacation-away = 🏖️ { $name } ist im Urlaub, zurück { $back }.
# Folgt auf vacation-away, wenn der Abwesende am Zug ist: $game ist die Nummer der Partie.
vacation-away-clock-paused = Die Uhr in Partie { $game } ist pausiert: Die Frist für den Zug endet jetzt { $due }.
# Folgt auf vacation-away, wenn $opponent am Zug ist.
vacation-away-your-move = { $opponent }, deine Frist in Partie { $game } endet wie gewohnt { $due }; sobald du gezogen hast, wartet die Uhr von { $name } bis zur Rückkehr.
# $used und $unused sind Zeitspannen: 2d 4h, 5h 10m.
vacation-ended = Willkommen zurück! Dein Urlaub endete nach { $used }; die nicht genutzten { $unused } zählen nicht. Deine Uhren laufen wieder. Verbleibende Urlaubstage in den letzten { $vacation_window_days } Tagen: { $left }.
vacation-back = { $name } ist aus dem Urlaub zurück.
# Folgt auf vacation-back, wenn der Zurückgekehrte am Zug ist.
vacation-back-move-due = Die Frist für den Zug in Partie { $game } endet jetzt { $due }.
vacation-status-away = Du bist im Urlaub, und deine Uhren sind pausiert; er endet { $ends }. Früher zurück? { $end }.
# $start ist der Befehl, der einen Urlaub beginnt.
vacation-status-here = Du bist nicht im Urlaub. Verbleibende Urlaubstage in den letzten { $vacation_window_days } Tagen: { $left }. Starte einen mit { $start }: Deine Uhren pausieren dann in allen deinen Partien auf einmal.

## Abgelehnter Urlaub.

vacation-refusal-days = Ein Urlaub von { $days } Tagen ist nicht möglich: Nimm 1 bis { $vacation_days } Tage. Es wurde nichts geändert.
vacation-refusal-days-and-end = Gib entweder { $start } an, um einen Urlaub zu beginnen, oder { $end }, um einen zu beenden, nicht beides. Es wurde nichts geändert.
vacation-refusal-already-away = Du bist schon im Urlaub; er endet { $ends }. Beende ihn zuerst mit { $end }, wenn du einen anderen planen willst.
# $asked sind die gewünschten Tage, $left die verbleibenden.
vacation-refusal-allowance = Du kannst nicht { $asked ->
        [one] { $asked } Tag
       *[other] { $asked } Tage
    } Urlaub nehmen: Erlaubt sind höchstens { $vacation_days } Tage innerhalb von { $vacation_window_days } Tagen, und du hast noch { $left ->
        [one] { $left } Tag
       *[other] { $left } Tage
    }. Es wurde nichts geändert.
vacation-refusal-not-away = Du bist nicht im Urlaub, also gibt es nichts zu beenden. Starte einen mit { $start }.
