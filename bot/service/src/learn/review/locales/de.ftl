## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

review-description = Sanctum eine beendete Partie analysieren lassen: Fehler, verpasste Gewinne, Genauigkeit, Grafik.
    .name = analyse
review-game = Die Nummer der Partie (Standard: die letzte Partie dieses Kanals)
    .name = partie
