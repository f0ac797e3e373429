## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

move-description = Einen Zug in der Partie dieses Kanals spielen, in SAN (Nf3, exd5, O-O) oder UCI (g1f3).
    .name = zug
move-move = Dein Zug; beginne zu tippen, um die legalen Züge zu sehen
    .name = zug

moves-description = Alle legalen Züge in der Partie dieses Kanals, Figur für Figur: was jede Figur jetzt tun kann.
    .name = züge

board-description = Das Brett der Partie dieses Kanals zeigen oder das einer beliebigen Partie des Servers per Nummer.
    .name = brett
board-game = Die Nummer einer Partie (Standard: die Partie dieses Kanals)
    .name = partie
board-new_link = Deine bisherigen Links zum Spielen dieser Partie im Web ungültig machen und einen neuen holen
    .name = neuer_link

pgn-description = Eine Partie als PGN-Datei, mit animierter Wiedergabe: die dieses Kanals oder eine per Nummer.
    .name = pgn
pgn-game = Die Nummer einer Partie (Standard: die Partie dieses Kanals oder dessen letzte)
    .name = partie

history-description = Die beendeten Partien eines Spielers auf diesem Server, neueste zuerst, mit Ergebnissen und Gegnern.
    .name = verlauf
history-player = Wessen (Standard: deine)
    .name = spieler
history-variant = Nur dieses Spiel (Standard: alle)
    .name = variante
history-page = Seite (Standard: 1)
    .name = seite

preferences-description = Zeigen oder ändern, wie Bretter für dich aussehen und ob deine Züge auf eine Bestätigung warten.
    .name = einstellungen
preferences-orientation = Unten deine Seite (Meine) oder die Seite am Zug (Am Zug, der Standard)
    .name = ausrichtung
preferences-theme = Brettfarben: Klassisch, Kontrast (hoher Kontrast) oder Farbenblind (rot-grün-sicher)
    .name = farbschema
preferences-confirm = Nach deinem Zug erst das Brett mit Buttons zum Bestätigen/Abbrechen zeigen, bevor er gespielt wird
    .name = bestätigen

notify-description = Zeigen oder ändern, wie Sanctum dich zu deinen Partien benachrichtigt: DMs, Erinnerungen, Übersicht.
    .name = benachrichtigungen
notify-dm = Eine Direktnachricht, wenn du am Zug bist (Standard: aus)
    .name = direktnachricht
notify-remind80 = Eine Erinnerung, wenn { $reminder_percent } % deiner Zeit für einen Zug verbraucht sind (Standard: an)
    .name = erinnerung80
notify-remind2h = Eine Erinnerung, wenn dir für einen Zug noch 2 Stunden bleiben (Standard: aus)
    .name = erinnerung2h
notify-digest = Eine tägliche Direktnachricht mit den Partien, in denen du am Zug bist (Standard: aus)
    .name = tagesübersicht

## Züge, wie der Kanal sie liest.

color-white = Weiß
color-black = Schwarz
move-played = { $name } hat { $move } gespielt.
move-played-conditional = ⚡ Bedingter Zug von { $name }: { $move }.
move-draw-lapses = Das Remisangebot verfällt: { $name } hat weitergespielt.
move-thinking = { $name } denkt nach …
move-team-to-move = { $name } ist am Zug: Die Mitglieder stimmen mit { $vote } ab – Frist endet { $due }.
move-your-move = { $user }, du bist am Zug – Frist endet { $due }.
# $me und $them sind die Namen der Seiten (Weiß, Schwarz); $square ist ein Feld wie e8.
note-refugee = Ein Bauer von { $me } erreicht { $square } und wird zum Flüchtling – er kann weder ziehen noch geschlagen werden.
note-sanctuary-one = { $me } hat eine Figur in der Zuflucht auf { $square }: Noch eine dort, sicher vor dem Schlagen, gewinnt.
note-sanctuary-many = { $me } hat { $n } Figuren in der Zuflucht. { $them }: Schlag auf { $squares } oder verlier die Partie.
note-scepter-threat = { $them }: Der König von { $me } kann im nächsten Zug dein Zepter auf { $square } erobern – verhindere es oder du verlierst.
note-check = { $them } steht im Schach.
