## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

vacation-description = Alle deine Uhren pausieren (bis zu { $vacation_days } Tage binnen { $vacation_window_days } Tagen) oder den Urlaub vorzeitig beenden.
    .name = urlaub
vacation-days = Wie viele Tage, ab jetzt (höchstens { $vacation_days } binnen { $vacation_window_days } Tagen)
    .name = tage
vacation-end = Deinen Urlaub jetzt beenden; die übrigen Tage werden nicht angerechnet
    .name = beenden
