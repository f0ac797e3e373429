## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

match-description = Wettkämpfe gegen einen Server der Lobby: herausfordern, starten, zurückziehen, Stand, Verlauf.
    .name = wettkampf
match-variant = Das Spiel des Wettkampfs
    .name = variante
match-boards = Bretter, je zwei Partien (Standard: 4)
    .name = bretter
match-days = Tage pro Zug (Standard: Einstellung des Servers)
    .name = tage
match-start = Den Wettkampf dieses Servers starten (Verwalter)
    .name = starten
match-withdraw = Den Wettkampf dieses Servers verlassen; hat er begonnen, dein Brett kampflos abgeben
    .name = zurückziehen
match-history = Die beendeten Wettkämpfe dieses Servers
    .name = verlauf
match-allow_all = Wettkampfangebote wieder von allen Servern zulassen, auch von abgelehnten (Verwalter)
    .name = alle_zulassen
match-server = Diesen Server der Lobby herausfordern (seine ID)
    .name = server
