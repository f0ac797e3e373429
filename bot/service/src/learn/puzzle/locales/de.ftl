## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

puzzle-description = Ein Puzzle nahe deiner Puzzle-Wertung; antworte darauf mit dem Befehl „lösen“.
    .name = puzzle
puzzle-variant = Welches Spiel (Standard: das deines letzten Puzzles, sonst Zufluchtsschach)
    .name = variante
puzzle-theme = Nur Puzzles dieser Art
    .name = thema

solve-description = Dein Puzzle oder deine Lektion mit einem Zug beantworten.
    .name = lösen
solve-move = Dein Zug, z. B. Nf3 oder g1f3
    .name = zug
