## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

games-description = Deine Partien hier: laufende, offene Herausforderungen (auch an alle) und beendete, neueste zuerst.
    .name = partien
games-page = Seite der beendeten Partien (Standard: 1)
    .name = seite

leaderboard-description = Die Rangliste des Servers für eine Variante, { $page_size } Spieler pro Seite.
    .name = rangliste
leaderboard-variant = Welches Spiel (Standard: Zufluchtsschach)
    .name = variante
leaderboard-page = Seite (Standard: 1)
    .name = seite
leaderboard-puzzles = Die Puzzle-Wertungen statt der Partie-Wertungen
    .name = puzzles
leaderboard-scope = Partien dieses Servers (Standard) oder Partien zwischen Servern aus der Lobby
    .name = bereich

stats-description = Wertungen und Bilanz eines Spielers je Variante (Standard: deine).
    .name = statistik
stats-player = Wessen (Standard: deine)
    .name = spieler
