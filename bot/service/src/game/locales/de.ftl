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

## Wie eine beendete Partie endete: die Schlagzeile ihrer letzten Nachricht.

# $name gewinnt: der Sieger, fett als $winner unten.
ending-winner = { $name } gewinnt
# Das Wort, das unten fett als $draw erscheint.
ending-draw = Remis
# Felder, die alle gemeint sind: $first ist ein Feld, $rest eines oder mehrere („h8“, „b8 und h8“).
ending-squares-and = { $first } und { $rest }
# $winner ist „{ $name } gewinnt“ (ending-winner), fett; $side die Seite des Siegers (Weiß, Schwarz).
ending-scepter = Der König von { $name } erobert das Zepter auf { $square } – { $winner } mit { $side }!
ending-sanctuary = { $name } hat zwei Figuren sicher in der Zuflucht auf { $squares } – { $winner } mit { $side }!
ending-checkmate = Schachmatt – { $winner } mit { $side }!
# $draw ist das Wort „Remis“ (ending-draw), fett.
ending-stalemate = Patt: { $name } hat keinen legalen Zug – { $draw }.
ending-repetition = Dieselbe Stellung ist zum dritten Mal entstanden – { $draw } durch Stellungswiederholung.
ending-fifty-moves = Fünfzig Züge je Seite ohne Schlagen oder Bauernzug – { $draw }.
ending-insufficient-material = Keine Seite kann je mattsetzen – { $draw }.
ending-dead-position = Keine Seite hat noch zwei Figuren, also kann niemand gewinnen – { $draw }.
# $name ist der Spieler, der aufgegeben hat.
ending-resignation = { $name } hat aufgegeben – { $winner } mit { $side }.
# $name ist der Spieler, dessen Zeit abgelaufen ist.
ending-timeout = { $name } hat die Zeit überschritten – { $winner } mit { $side } auf Zeit.
ending-timeout-draw = { $name } hat die Zeit überschritten, aber { $opponent } könnte mit dem verbliebenen Material nie gewinnen – { $draw }.
ending-agreement = Remis vereinbart.
ending-adjudication = Beim Zeitlimit der Runde abgeschätzt – { $winner } mit { $side }.
ending-adjudication-draw = Beim Zeitlimit der Runde abgeschätzt – { $draw }.
ending-aborted = Die Partie wurde abgebrochen: kein Ergebnis, Wertungen unverändert.

## Unter der Schlagzeile einer beendeten Partie: Ergebnis und Wertungen.

# $result ist das Ergebnis (1-0, 0-1, 1/2-1/2), fett; $white und $black erwähnen die Spieler.
ending-result = Ergebnis: { $result } – { $white } (Weiß) gegen { $black } (Schwarz), Partie { $game }.
# $white und $black: Name und Wertungsänderung eines Spielers, etwa „alice 1500? → 1662? (+162)“.
ending-ratings = Wertungen: { $white } · { $black }
ending-unrated-sanctum = Partien gegen Sanctum sind ungewertet: Wertungen unverändert.
ending-unrated-casual = Ungewertete Partie: Wertungen unverändert.
ending-unrated-short = Zu kurz, um zu zählen (jede Seite muss zwei Züge machen): Wertungen unverändert.

## Zeitkonten: die Reservezeit eines Spielers, in ganzen Tagen abgebucht, wenn eine Frist verstreicht.

# Ein Zeitkonto in Tagen, wie $bank, $paid, $white_bank und $black_bank es unten sagen.
bank-days = { $days ->
    [0] keine Tage
    [one] { $days } Tag
   *[other] { $days } Tage
}
bank-paid = { $user }, deine Zeit für diesen Zug in Partie { $game } ist abgelaufen, also hat dein Zeitkonto { $paid } beigesteuert: Deine Frist endet jetzt { $due }.
bank-left = Auf deinem Zeitkonto: noch { $bank }.
bank-now-empty = Dein Zeitkonto ist jetzt leer: Verstreicht diese Frist, verlierst du auf Zeit.
# Nach der Frist einer Partie auf ihrem Brett: Name und Zeitkonto jedes Spielers.
bank-both = Zeitkonten: { $white } { $white_bank }, { $black } { $black_bank }.
bank-on-vacation = { $name } ist im Urlaub, daher sind die Uhren pausiert; zurück { $back }.

## Die Uhr: eine Zeitniederlage erklärt, vor den ersten Zügen abgebrochene Partien, Erinnerungen.

# $late ist, wie lange die Frist schon verstrichen ist, etwa „2d 4h“; $bank ein Zeitkonto in Tagen (bank-days).
deadline-bank-short = Das Zeitkonto von { $name } (noch { $bank }) konnte die { $late } nach Ablauf der Frist nicht decken.
deadline-bank-empty = Das Zeitkonto von { $name } ist leer.
# $late erwähnt den Spieler, der nie gezogen hat.
deadline-aborted = Partie { $game } wurde abgebrochen: { $late } hat gegen { $opponent } den ersten Zug nicht rechtzeitig gemacht. Kein Ergebnis, Wertungen unverändert.
deadline-aborted-forfeit = Partie { $game } wurde abgebrochen: { $late } hat gegen { $opponent } den ersten Zug nicht rechtzeitig gemacht und verliert diese Turnierpartie daher kampflos. Wertungen unverändert.
deadline-team-reminder = Die Abstimmung des Teams über diesen Zug endet { $closes }: Dann wird der Zug mit den meisten Stimmen gespielt.
# $due ist ein Zeitpunkt, etwa „in 3 Stunden“.
deadline-reminder-abort = { $user }, eine Erinnerung: Du bist gegen { $opponent } am Zug ({ $variant }, Partie { $game }) – die Partie wird { $due } abgebrochen, wenn du nicht ziehst.
deadline-reminder-bank = { $user }, eine Erinnerung: Du bist gegen { $opponent } am Zug ({ $variant }, Partie { $game }) – dein Zeitkonto (noch { $bank }) springt { $due } ein, wenn du nicht ziehst.
deadline-reminder-lose = { $user }, eine Erinnerung: Du bist gegen { $opponent } am Zug ({ $variant }, Partie { $game }) – du verlierst { $due } auf Zeit, wenn du nicht ziehst.

## Spieler über ihre Partien informieren: der erste Zug, ihr Zug, Erinnerungen, die Tagesübersicht.

# $join ist der Name des Buttons, $vote der Befehl zum Abstimmen.
notify-first-move-teams = { $name } hat den ersten Zug. Die Mitglieder jedes Teams klicken auf ihrem eigenen Server auf { $join } und stimmen dann mit { $vote } ab: Die Stimmen eines Teams sind nur auf seinem eigenen Server zu sehen.
notify-first-move = { $user }, du hast den ersten Zug: { $move }.
# Eine Direktnachricht; $channel ist, wo die Partie gespielt wird.
notify-turn = { $user }, du bist in Partie { $game } ({ $variant }) gegen { $opponent } in { $channel } am Zug: Frist endet { $due }.
notify-turn-after = { $user }, du bist in Partie { $game } ({ $variant }) gegen { $opponent } in { $channel } am Zug: { $opponent } hat { $move } gespielt. Frist endet { $due }.
notify-late-reminder-abort = { $user }, weniger als 2 Stunden übrig: Du bist gegen { $opponent } ({ $variant }, Partie { $game }) in { $channel } am Zug – die Partie wird { $due } abgebrochen, wenn du nicht ziehst.
notify-late-reminder-lose = { $user }, weniger als 2 Stunden übrig: Du bist gegen { $opponent } ({ $variant }, Partie { $game }) in { $channel } am Zug – du verlierst { $due } auf Zeit, wenn du nicht ziehst.
# Der Titel der Übersicht, fett als $digest unten.
notify-daily-digest-heading = Deine Tagesübersicht
notify-daily-digest = { $digest }: { $count ->
        [one] { $count } Partie wartet
       *[other] { $count } Partien warten
    } auf deinen Zug.
# Eine Partie in der Übersicht.
notify-daily-digest-line = Partie { $game } · { $variant } gegen { $opponent } in { $channel } – Frist endet { $due }
# $privacy und $direct sind Discords Namen seiner Einstellungen (notify-dms-closed-…), fett.
notify-dms-closed = Sanctum konnte dir keine Direktnachricht schicken: Deine Privatsphäre-Einstellungen lassen keine Nachrichten von Mitgliedern dieses Servers zu, daher wirst du stattdessen im Kanal der Partie gepingt. Um Direktnachrichten zu bekommen, öffne das Servermenü → { $privacy } → erlaube { $direct } und nutze dann { $notify }.
# Discords eigener Name dieser Einstellung, wie Discord ihn auf Deutsch zeigt.
notify-dms-closed-privacy = Privatsphäre-Einstellungen
# Discords eigener Name dieser Einstellung, wie Discord ihn auf Deutsch zeigt.
notify-dms-closed-direct = Direktnachrichten

## Die Antwort des Befehls benachrichtigungen: die Benachrichtigungseinstellungen des Spielers, eine pro Zeile.

notify-settings-heading = Deine Benachrichtigungen:
notify-settings-saved = Gespeichert. Deine Benachrichtigungen:
notify-settings-turn-dm = Du bist am Zug: eine Direktnachricht (statt des Pings im Kanal der Partie).
notify-settings-turn-ping = Du bist am Zug: der Ping im Kanal der Partie.
notify-settings-remind80 = Erinnerung, wenn { $reminder_percent } % deiner Zeit verbraucht sind: { $state ->
        [on] an
       *[off] aus
    }.
notify-settings-remind2h = Erinnerung, wenn noch 2 Stunden übrig sind: { $state ->
        [on] an
       *[off] aus
    }.
notify-settings-digest = Tägliche Übersicht der Partien, in denen du am Zug bist, per Direktnachricht: { $state ->
        [on] an
       *[off] aus
    }.
notify-settings-reminders-dm = Erinnerungen kommen per Direktnachricht.
notify-settings-reminders-ping = Erinnerungen kommen als Pings im Kanal der Partie.
notify-settings-retry = Jede Änderung hier versucht es wieder mit Direktnachrichten.
notify-settings-change = Ändern mit { $change }

## Zugbestätigung, wenn die Einstellungen eines Spielers sie verlangen.

# $confirm ist der Name des Buttons.
confirm-ask = { $move } spielen? Das ist das Brett danach. Gespielt wird erst, wenn du auf { $confirm } klickst.
confirm-already-played = Schon gespielt: { $move }. Erneutes Bestätigen ändert nichts.
confirm-cancelled = Abgebrochen: Es wurde nichts gespielt. Spiel einen anderen Zug, wann immer du willst.

## Züge: ein eingegebener Zug, den zwei Figuren machen könnten, und die Liste des Befehls züge.

# $typed ist, was der Spieler geschrieben hat; $moves die Züge, die es sein könnten (play-which-or).
play-which = Welchen Zug meinst du mit { $typed }? { $moves }. Klick auf den gemeinten oder schreib ihn in SAN (ein Großbuchstabe für eine Figur).
# Züge, die jeweils zur Wahl stehen: $first ist ein Zug, $rest einer oder mehrere („Bxc4“, „bxc4 oder Bxc4“).
play-which-or = { $first } oder { $rest }
# $record ist der Befehl, der die Partienotation liefert.
play-moves-over = Partie { $game } ist vorbei: { $result }. Es sind keine Züge mehr zu spielen; die Partienotation: { $record }.
# Der Titel der Liste, fett als $to_move unten; $side ist Weiß oder Schwarz.
play-moves-to-move = { $side } am Zug
play-moves-heading = { $to_move } in Partie { $game }: { $count ->
        [one] { $count } legaler Zug
       *[other] { $count } legale Züge
    }.
# Eine Zeile der Liste: eine Figurenart, dann ihre Züge.
play-moves-pawn = Bauer: { $moves }
play-moves-knight = Springer: { $moves }
play-moves-bishop = Läufer: { $moves }
play-moves-rook = Turm: { $moves }
play-moves-queen = Dame: { $moves }
play-moves-king = König: { $moves }
play-moves-archbishop = Erzbischof: { $moves }
play-moves-guard = Schweizergardist: { $moves }

## Brett und Notation einer Partie und der Link eines Spielers, um sie im Web zu spielen.

# $variant ist der Name des Spiels, fett; $label die Kennzeichnung eines Turniers (archive-tournament-label) oder nichts.
board-head = Partie { $game } · { $variant }{ $label } – { $white } (Weiß) gegen { $black } (Schwarz), { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }.
board-to-move = Zug { $move }: { $name } ist am Zug, Frist endet { $due }.
# $result sagt, wie die Partie endete (archive-result-…).
board-final = Endstellung nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }: { $result }.
# $result ist das Ergebnis (1-0, 0-1, 1/2-1/2).
board-record-finished = Die Partienotation von { $white } gegen { $black } ({ $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, { $result }), Partie { $game }.
board-record-aborted = Die Partienotation von { $white } gegen { $black } ({ $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }, abgebrochen), Partie { $game }.
board-record-going-on = Die Partienotation von { $white } gegen { $black } ({ $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    } bisher), Partie { $game }.
board-link-renewed = Dein neuer Link, um Partie { $game } im Web per Klick zu spielen: Alle früheren funktionieren nicht mehr. Behalte ihn für dich; er gilt { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    }.
# neuer_link ist die Option des Befehls brett, wie Spieler sie eingeben.
board-link = Dein eigener Link, um Partie { $game } im Web per Klick zu spielen. Wer ihn hat, kann für dich ziehen, also behalte ihn für dich; er gilt { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    }. Sollte er in falsche Hände geraten, erstellt neuer_link einen neuen und macht diesen ungültig.

## Das Archiv: wie Partien endeten, und die beendeten Partien eines Spielers, seitenweise.

# Wie eine Partie endete, nach ihrem Ergebnis: „1-0, alice hat durch Aufgabe gewonnen“.
archive-by-scepter = durch das Zepter
archive-by-sanctuary = durch Zuflucht
archive-by-checkmate = durch Schachmatt
archive-by-stalemate = durch Patt
archive-by-fifty-moves = durch die Fünfzig-Züge-Regel
archive-by-repetition = durch Stellungswiederholung
archive-by-insufficient-material = durch ungenügendes Material
archive-by-dead-position = durch tote Stellung
archive-by-resignation = durch Aufgabe
# Verloren oder remis, weil die Zeit eines Spielers abgelaufen ist.
archive-by-time = auf Zeit
archive-by-agreement = durch Vereinbarung
archive-by-adjudication = durch Abschätzung
archive-by-abort = durch Abbruch
archive-result-going-on = läuft
archive-result-aborted = abgebrochen
# $result ist das Ergebnis (1-0, 0-1, 1/2-1/2); $by, wie die Partie endete (archive-by-…).
archive-result-won = { $result }, { $name } hat { $by } gewonnen
archive-result-drawn = { $result }, remis { $by }
# Eine beendete Partie aus Sicht eines Spielers: $side ist seine Seite (Weiß, Schwarz), $label die Kennzeichnung eines Turniers oder nichts, $verdict gewonnen, verloren, remis oder abgebrochen (archive-verdict-…), fett.
archive-line = Partie { $game } · { $variant } gegen { $opponent } ({ $side }){ $label }: { $verdict } { $by }, { $result }
archive-line-aborted = Partie { $game } · { $variant } gegen { $opponent } ({ $side }){ $label }: { $verdict }
archive-verdict-won = gewonnen
archive-verdict-lost = verloren
archive-verdict-drew = remis
archive-verdict-aborted = abgebrochen
# Die Titelzeile einer Liste: $heading ist ihr Titel, fett; $total, wie viele Partien sie hat.
archive-heading = { $heading } ({ $total }, Seite { $page } von { $pages })
# $next ist der Befehl, der die nächste Seite zeigt.
archive-more = Mehr: { $next }.
archive-history-heading = Partien von { $name }
archive-history-heading-variant = Partien von { $name } in { $variant }
archive-history-none = { $name } hat auf diesem Server noch keine beendeten Partien.
# Nach dem Namen einer Partie in Listen: das Turnier und die Runde, zu der sie gehört.
archive-tournament-label = (Turnier { $tournament }, Runde { $round })

## Die Antwort des Befehls einstellungen: die Bretteinstellungen des Spielers, eine pro Zeile.

preferences-shown-heading = Deine Einstellungen:
preferences-shown-saved = Gespeichert. Deine Einstellungen:
preferences-shown-boards-to-move = Bretter: die Seite am Zug unten.
preferences-shown-boards-mine = Bretter: in deinen Partien deine eigene Seite unten.
# Klassisch, Kontrast und Farbenblind sind die Auswahlmöglichkeiten der Option farbschema.
preferences-shown-theme-classic = Farbschema: Klassisch.
preferences-shown-theme-contrast = Farbschema: Kontrast (hoher Kontrast).
preferences-shown-theme-colorblind = Farbschema: Farbenblind (geeignet bei Rot-Grün-Schwäche).
# Bestätigen ist der Name des Buttons (button-confirm).
preferences-shown-confirm-on = Zugbestätigung: an – ein Zug zeigt dir privat das Brett danach und wird erst gespielt, wenn du auf Bestätigen klickst.
preferences-shown-confirm-off = Zugbestätigung: aus – ein Zug wird sofort gespielt.
preferences-shown-change = Ändern mit { $change } (jede der drei).

## Ein Brettbild in Worten, für Screenreader (der Alternativtext jedes Bretts).
## Jede Nachricht ist ein Satz; sie werden mit Leerzeichen verbunden. $squares sind Felder wie „a1 h1“.

alt-board = Brett: { $variant }.
alt-side-named = { $color } ({ $name })
alt-to-move = { $side } ist am Zug.
alt-to-move-in-check = { $side } ist am Zug und steht im Schach.
# $pieces: die Gruppen unten, durch Kommas verbunden.
alt-pieces = { $side }: { $pieces }.
alt-no-pieces = keine Figuren
alt-kings = { $count ->
    [one] König
   *[other] Könige
} { $squares }
alt-queens = { $count ->
    [one] Dame
   *[other] Damen
} { $squares }
alt-archbishops = { $count ->
    [one] Erzbischof
   *[other] Erzbischöfe
} { $squares }
alt-guards = { $count ->
    [one] Schweizergardist
   *[other] Schweizergardisten
} { $squares }
alt-rooks = { $count ->
    [one] Turm
   *[other] Türme
} { $squares }
alt-bishops = { $count ->
    [one] Läufer
   *[other] Läufer
} { $squares }
alt-knights = { $count ->
    [one] Springer
   *[other] Springer
} { $squares }
alt-pawns = { $count ->
    [one] Bauer
   *[other] Bauern
} { $squares }
alt-refugees = { $count ->
    [one] Flüchtling
   *[other] Flüchtlinge
} { $squares }
# $pieces: Einträge von alt-in-danger, durch Kommas verbunden.
alt-attacked = Angegriffen und ungedeckt: { $pieces }.
# $piece: eine der Gruppen oben für eine einzelne Figur („Springer c3“).
alt-in-danger = { $piece } ({ $color })
alt-safe = { $color } steht sicher in der Zuflucht auf { $squares }.
alt-replay = Wiedergabe von Partie { $game }, { $white } gegen { $black }, { $variant }: jede Stellung vom Anfang an, Zug für Zug; die Züge der Partie stehen in der Partienotation.

## Was die Namensleisten eines Brettbilds rechts neben dem Namen zeigen. Eine Leiste fasst
## nur eine kurze Zeile, also kurz halten. $duration ist eine Zeitspanne wie „2 T. 4 Std.“.

bar-to-move = am Zug
bar-wins = gewinnt
bar-draw = Remis
bar-left = { $duration } übrig
bar-bank = Konto { $duration }
bar-bank-empty = Konto leer
bar-left-and-bank = { $left } · { $bank }

## Warum ein eingegebener Zug abgelehnt wird. Die Gründe sind Satzteile nach einem Doppelpunkt.
## Wo eine Figur genannt wird, ist $piece ihr Name (role-…) und $role ihre ID (pawn, knight,
## bishop, rook, queen, king, archbishop, guard), für einen Selektor, der Artikel oder Form wählt.
## $color, $owner, $turn und $side sind der Name einer Seite (Weiß, Schwarz); $square ein Feld (e4).

# Die Namen der Figuren, wie $piece sie zeigt (Nominativ Singular); keine Argumente.
role-pawn = Bauer
role-knight = Springer
role-bishop = Läufer
role-rook = Turm
role-queen = Dame
role-king = König
role-archbishop = Erzbischof
role-guard = Schweizergardist
# $input: was eingegeben wurde, als Code; $hint: wie man einen Zug schreibt (eine der move-error-hint-…).
move-error-syntax = { $input } ist kein Zug: { $hint }.
# $input: was eingegeben wurde; $reason: warum (einer der Gründe unten); $moves: ein paar legale Züge, mit Kommas.
move-error-illegal = { $input } ist hier nicht legal: { $reason }. Legal sind zum Beispiel { $moves }.
# $input: was eingegeben wurde; $moves: die Züge, die gemeint sein könnten, mit Kommas.
move-error-ambiguous = { $input } ist mehrdeutig; schreib einen dieser Züge: { $moves }.
# $outcome: wie die Partie endete (move-error-won oder move-error-drawn).
move-error-game-over = Die Partie ist vorbei: { $outcome }; es können keine Züge mehr gespielt werden.
# Keine Argumente.
move-error-hint-notation = schreib SAN wie e4, Nf3, exd5, O-O, e8=Q oder UCI wie e2e4
# Keine Argumente.
move-error-hint-uci = UCI besteht aus Startfeld, Zielfeld und einem optionalen Umwandlungsbuchstaben, etwa e2e4 oder e7e8q
# Keine Argumente.
move-error-hint-promotion-letter = der Umwandlungsbuchstabe muss q, r, b oder n sein
# $letter: der Buchstabe der Figur als Großbuchstabe (N); $role, $piece: diese Figur; $example: ein Zug mit ihr (Nf3).
move-error-hint-upper-case = Figurenbuchstaben werden großgeschrieben: { $letter } für { $piece }, wie in { $example }
# Keine Argumente.
move-error-hint-not-legal = nicht legal
# $square: das Startfeld; $role, $piece: die Figur darauf; $letter_role, $letter_piece: die Figur, die der eingegebene Buchstabe bezeichnet.
move-error-wrong-letter = der Buchstabe passt nicht zur Figur auf { $square } ({ $piece }, nicht { $letter_piece })
# $variant: der Name des Spiels (variant-…).
move-error-no-castling = { $variant } kennt keine Rochade
# $color: die Seite am Zug; $wing: kingside oder queenside.
move-error-castling-rights = { $color } kann nicht mehr { $wing ->
        [kingside] kurz
       *[queenside] lang
    } rochieren, weil der König oder dieser Turm schon gezogen hat
# $color: die Seite am Zug.
move-error-castling-in-check = { $color } steht im Schach, und aus dem Schach heraus darf man nicht rochieren
# $square: das erste besetzte Feld zwischen König und Turm.
move-error-castling-blocked = die Felder zwischen König und Turm müssen leer sein, aber auf { $square } steht eine Figur
# $square: das angegriffene Feld.
move-error-castling-attacked = der König würde über das angegriffene Feld { $square } ziehen oder darauf landen
# Keine Argumente.
move-error-castling-not-allowed = zum Rochieren dürfen König und Turm noch nicht gezogen haben, die Felder dazwischen müssen leer sein, und der König darf weder im Schach stehen noch über ein angegriffenes Feld oder ins Schach ziehen
# $square: wo der Bauer ankommt.
move-error-sanctuary-promotion = im Zufluchtsschach werden Bauern nicht umgewandelt; ein Bauer, der { $square } erreicht, wird zum Flüchtling und wird ohne Buchstaben geschrieben
# $role, $piece: die gewünschte Figur.
move-error-promotion-role = ein Bauer kann nicht in diese Figur umgewandelt werden ({ $piece }); wähle Q, R, B oder N
# $square: wohin der Zug geht.
move-error-promotion-rank = nur ein Bauer, der die letzte Reihe erreicht, wird umgewandelt; schreib den Zug nach { $square } ohne Buchstaben
# $square: das Startfeld.
move-error-empty-square = auf { $square } steht keine Figur
# $piece: die Figur auf $square; $owner: wem sie gehört; $turn: die Seite am Zug.
move-error-not-your-piece = die Figur auf { $square } ({ $piece }) gehört { $owner }; { $turn } ist am Zug
# $square: das Feld des Flüchtlings.
move-error-refugee-moves = der Flüchtling auf { $square } kann nie mehr ziehen
# $square: das Feld des Flüchtlings.
move-error-refugee-captured = der Flüchtling auf { $square } kann nie geschlagen werden
# $square: das Zielfeld; $piece: die eigene Figur des Spielers darauf.
move-error-own-piece = auf { $square } steht deine eigene Figur ({ $piece })
# $color: die Seite am Zug; $piece: die Figur, die ziehen soll; $square: das Zielfeld.
move-error-in-check = { $color } steht im Schach, und kein Zug nach { $square } wehrt es ab (Figur: { $piece })
# $color: die Seite am Zug; $piece: die Figur, die ziehen soll; $square: das Zielfeld.
move-error-none-can-move = für { $color } gibt es keinen Zug nach { $square } (Figur: { $piece })
# $piece: die Figur, die ziehen soll; $file: die eingegebene Linie (b); $square: das Zielfeld.
move-error-none-from-file = von der { $file }-Linie gibt es keinen Zug nach { $square } (Figur: { $piece })
# $piece: die Figur, die ziehen soll; $rank: die eingegebene Reihe (4); $square: das Zielfeld.
move-error-none-from-rank = von der { $rank }. Reihe gibt es keinen Zug nach { $square } (Figur: { $piece })
# Keine Argumente.
move-error-no-match = kein legaler Zug passt dazu
# $moves: die gemeinten Bauernzüge, mit move-error-or verbunden (exd5 oder cxd5).
move-error-pawn-needs-file = ein Bauer, der schlägt oder gleitet, wird mit der Linie geschrieben, die er verlässt: { $moves }
# $color: die Seite am Zug; $piece: die Figur, die ziehen soll.
move-error-no-such-piece = { $color } hat keine Figur dieser Art ({ $piece })
# $reason: einer der Gründe oben; $letter: der Buchstabe einer Figur als Großbuchstabe (B); $piece: diese Figur.
move-error-upper-case-hint = { $reason } (Figurenbuchstaben werden großgeschrieben: { $letter } für { $piece })
# Züge, die jeweils gemeint sind: $first ein Zug, $rest einer oder mehrere („cxd5“, „cxd5 oder exd5“).
move-error-or = { $first } oder { $rest }
# $side: die Seite des Siegers; $reason: wie (scepter, sanctuary, checkmate, stalemate, fifty-move, repetition, insufficient-material, dead-position).
move-error-won = { $side } hat { $reason ->
        [scepter] durch Eroberung des Zepters gewonnen
        [sanctuary] durch Erreichen der Zuflucht gewonnen
        [checkmate] durch Schachmatt gewonnen
        [stalemate] durch Patt gewonnen
        [fifty-move] durch die 50-Züge-Regel gewonnen
        [repetition] durch dreifache Stellungswiederholung gewonnen
        [insufficient-material] gewonnen, da keine Seite mattsetzen kann
       *[dead-position] gewonnen, da keine Seite mehr zwei Figuren hat
    }
# $reason: wie (wie bei move-error-won).
move-error-drawn = { $reason ->
        [scepter] remis durch Eroberung des Zepters
        [sanctuary] remis durch Erreichen der Zuflucht
        [checkmate] remis durch Schachmatt
        [stalemate] remis durch Patt
        [fifty-move] remis durch die 50-Züge-Regel
        [repetition] remis durch dreifache Stellungswiederholung
        [insufficient-material] remis, da keine Seite mattsetzen kann
       *[dead-position] remis, da keine Seite mehr zwei Figuren hat
    }
# Was eine Zeile bedingter Züge nach dem abgelehnten Zug und einem Doppelpunkt sagt.
# $hint: wie man einen Zug schreibt (eine der move-error-hint-…).
move-error-why-syntax = das ist kein Zug ({ $hint })
# $moves: die Züge, die gemeint sein könnten, mit move-error-or verbunden.
move-error-why-ambiguous = mehr als ein Zug passt – schreib { $moves }
# $outcome: wie die Partie dann geendet hätte (move-error-won oder move-error-drawn).
move-error-why-game-over = die Partie wäre dann schon vorbei ({ $outcome })
# Keine Argumente.
move-error-why-unplayable = er lässt sich dort nicht spielen
