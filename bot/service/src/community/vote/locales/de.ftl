## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

vote-description = In der Partie deines Teams (gegen Sanctum oder einen anderen Server) abstimmen: Zug, Remis, Aufgabe.
    .name = abstimmen
vote-move = Der Zug, den das Team spielen soll
    .name = zug
vote-draw = Für ein Remisangebot (oder dessen Annahme) stimmen
    .name = remis
vote-resign = Für die Aufgabe der Partie stimmen
    .name = aufgeben
