## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

rules-description = Die Regeln einer Variante erklären, mit einem Bild ihrer Ausgangsstellung.
    .name = regeln
rules-variant = Welches Spiel
    .name = variante

learn-description = Ein Spiel Lektion für Lektion lernen: jede mit einer Stellung, einem Ziel und ein paar Zügen.
    .name = lernen
learn-variant = Kurs für welches Spiel (Standard: Zufluchtsschach)
    .name = variante
learn-lesson = Die Nummer einer Lektion im Kurs (Standard: deine nächste)
    .name = lektion
