## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

moretime-description = Deinem Gegner einen Tag mehr für den Zug geben, über den er gerade nachdenkt.
    .name = mehrzeit
