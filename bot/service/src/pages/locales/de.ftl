## Die Webseiten: was alle Seiten gemeinsam haben.

# Die Beschriftung der Liste von Links zur selben Seite in jeder Sprache, für Screenreader.
page-languages = Sprachen
page-not-found-title = Nicht gefunden
page-not-found-text = Hier gibt es nichts. Die Seite einer Partie erreichst du über ihren Link in Discord.

## Die Webseiten: die Startseite.

page-home-intro = Sanctum veranstaltet Fernpartien in Zufluchtsschach, Zepterraub und Schach auf Discord. Die Seite jeder Partie ist dort in ihren Nachrichten verlinkt.
page-home-rules-link = So spielt man die einzelnen Spiele
page-home-learn-link = Lerne sie Lektion für Lektion
# Die Beschreibung der Startseite in einer Linkvorschau.
page-home-description = Zufluchtsschach, Zepterraub und Schach als Fernschach auf Discord.

## Die Webseiten: einfache Antworten, wenn die Seiten ausgelastet sind (ohne Seite drumherum).

page-busy-drawing = Sanctum zeichnet gerade andere Wiedergaben; versuch es gleich noch einmal.
page-busy-watchers = Zu viele Seiten verfolgen gerade Partien; lade später neu.
page-busy-watching-too-many = Du verfolgst zu viele Partien gleichzeitig; schließ ein paar Seiten.

## Die Webseiten: die Regeln jedes Spiels.

# $variant ist der volle Name eines Spiels: Zufluchtsschach, Zepterraub, Schach.
page-rules-title = So spielt man { $variant }
page-rules-learn-link = { $variant } Lektion für Lektion lernen
# Gefolgt von Links zu den anderen Spielen.
page-rules-other-games = Die anderen Spiele:
# Die Beschreibung der Seite in einer Linkvorschau.
page-rules-description = Die Regeln von { $variant }, wie Sanctum es auf Discord spielt.
# Ein Link zu den Regeln eines Spiels.
page-rules-link = Die Regeln von { $variant }
page-rules-index-title = Die Spiele
page-rules-index-description = Die Regeln von Zufluchtsschach, Zepterraub und Schach, wie Sanctum sie auf Discord spielt.

## Die Webseiten: Spalten der Tabellen und Ranglisten.

page-column-player = Spieler
# Das volle Wort, für das die kurze Überschrift der Punktespalte steht.
page-column-points = Punkte
# Die kurze Überschrift der Punktespalte.
page-column-points-short = Pkt.
page-column-rating = Wertung
page-column-games = Partien
# Wofür die kurze Überschrift der Bilanzspalte steht.
page-column-record = gewonnen, remis, verloren
# Die kurze Überschrift der Bilanzspalte: gewonnene, remis gespielte und verlorene Partien.
page-column-record-short = S R N

## Die Webseiten: die Seite eines Turniers.

page-tournament-standings = Tabelle
# Der Alternativtext des Kreuztabellenbilds; $tournament ist der Titel des Turniers.
page-tournament-crosstable-alt = Kreuztabelle von { $tournament }: siehe die Tabelle oben.
page-tournament-round = Runde { $round }
# $players sind die Namen der Spieler ohne Partie in dieser Runde, durch Kommas verbunden; $count, wie viele.
page-tournament-byes = Ohne Paarung: { $players }

## Die Webseiten: die Seite einer Partie.

# Die Links, die durch die Stellungen einer Partie blättern.
page-game-first = « Anfang
page-game-back = ‹ Zurück
page-game-forward = Weiter ›
page-game-last = Ende »
# $number ist die Nummer der Partie.
page-game-number = Partie { $number }
# Ein Link zu dem Turnier, zu dem die Partie gehört.
page-game-tournament-link = das Turnier
# Die Beschriftung der Liste der Uhren der Spieler, für Screenreader.
page-game-clocks = Uhren
# Die Beschriftung der Links, die durch die Partie blättern, für Screenreader.
page-game-steps = Durch die Partie blättern
# Die Beschriftung der Zugliste, für Screenreader.
page-game-moves = Züge
# Der Link zur Stellung vor dem ersten Zug.
page-game-start = Ausgangsstellung
page-game-review = Analyse
# $players sind Name, Seite und Genauigkeit jedes Spielers, durch „ · “ verbunden.
page-game-accuracy = Genauigkeit: { $players }
page-game-no-slips = Keine Fehler: Das Ergebnis hat nie die Seite gewechselt.
page-game-download-pgn = PGN herunterladen
page-game-download-gif = Wiedergabe herunterladen (GIF)

## Die Webseiten: die Kurse.

page-learn-title = Die Spiele lernen
page-learn-intro = Jeder Kurs besteht aus ein paar kurzen Lektionen: eine Stellung, ein Ziel und ein paar Züge. Lies sie hier; spiel sie auf Discord, wo Sanctum auf deine Züge antwortet und deine Sterne festhält.
# Nach der Einführung eines Kurses; $count ist die Zahl seiner Lektionen (immer mehrere).
page-learn-lesson-count = { $count } Lektionen.
# Die Beschreibung der Kurse in einer Linkvorschau.
page-learn-description = Kurze Lektionen in Zufluchtsschach, Zepterraub und Schach.
# $course ist der Titel des Kurses.
page-learn-course-heading = { $course }: der Kurs
# $command ist der Befehl, der den Kurs spielt.
page-learn-play-course = Spiel den Kurs auf Discord mit { $command }.
page-learn-every-course = Alle Kurse
# Der Titel der Kursseite; $course ist der Titel des Kurses.
page-learn-course-title = { $course } lernen
# Nach der Einführung eines Kurses in einer Linkvorschau; $count ist die Zahl seiner Lektionen (immer mehrere).
page-learn-course-description = { $count } kurze Lektionen.
# Ein Link zum Kurs eines Spiels; $variant ist der volle Name des Spiels.
page-learn-link = { $variant } lernen
page-learn-courses = Kurse
page-learn-lesson-heading = Lektion { $number } von { $of }: { $title }
page-learn-hint = Ein Tipp
page-learn-answer = Die Lösung
# Ein Schritt der Lösung einer Lektion: $move ist der zu spielende Zug, $reply Sanctums Antwort darauf.
page-learn-answered = { $move }, beantwortet mit { $reply }
# $command ist der Befehl, der die Lektion spielt.
page-learn-play-lesson = Spiel sie auf Discord mit { $command }.
page-learn-previous = ← Vorherige Lektion
page-learn-all-lessons = Alle Lektionen
page-learn-next = Nächste Lektion →
# Der Titel der Lektionsseite; $course ist der Titel des Kurses, $title der der Lektion.
page-learn-lesson-title = { $course } · Lektion { $number }: { $title }

## Die Webseiten: Puzzles.

# $variant ist der volle Name eines Spiels.
page-puzzles-title = { $variant }-Puzzles
# $command ist der Befehl, der Puzzles verteilt.
page-puzzles-intro = Stellungen, in denen eine Zugfolge gewinnt. Löse sie auf Discord mit { $command }: Sanctum spielt die Verteidigung und wertet dich gegen jedes Puzzle. Hier ein paar von jeder Art, die leichtesten zuerst.
page-puzzles-none = Für dieses Spiel gibt es noch keine Puzzles.
# Die Beschreibung der Puzzles in einer Linkvorschau.
page-puzzles-description = Puzzles in { $variant }: Finde die Zugfolge, die gewinnt.
# $id ist die ID des Puzzles, wie Discord sie zeigt.
page-puzzle-title = Puzzle { $id }
# Die Wertung eines Puzzles, nach seinem Ziel oder dem Namen seines Spiels.
page-puzzle-rated = Wertung { $rating }
# $move ist der letzte Zug vor der Stellung des Puzzles.
page-puzzle-last-move = Letzter Zug: { $move }.
page-puzzle-solution = Die Lösung
# $source ist, woher das Puzzle stammt: eine Partie, eine Studie.
page-puzzle-source = Quelle: { $source }.
# $command ist der Befehl, der Puzzles wie dieses verteilt.
page-puzzle-more = Mehr davon auf Discord: { $command }.
# Der Titel der Puzzleseite; $variant ist der volle Name des Spiels, $id die ID des Puzzles.
page-puzzle-page-title = { $variant }-Puzzle { $id }

## Die Webseiten: die Ranglisten eines Servers.

page-server-title = Ranglisten
page-server-none = Auf diesem Server ist noch keine gewertete Partie zu Ende gegangen.
# Unter einer Rangliste, die nur ihre besten Spieler zeigt.
page-server-best = Die besten { $shown } von { $total } Spielern.
page-server-provisional = Eine Wertung mit ? ist vorläufig: Sie festigt sich nach ein paar weiteren Partien.
# Die Rangliste eines Spiels in einer Linkvorschau; $players ist, wie viele Spieler sie hat.
page-server-board-players = { $variant }: { $players } Spieler
# Die Beschreibung der Ranglisten in einer Linkvorschau, wenn es noch keine gibt.
page-server-description = Sanctums Ranglisten eines Discord-Servers.

## Die Webseiten: die Seite eines Spielers.

page-player-leaderboards-link = Die Ranglisten des Servers
page-player-none = Auf diesem Server noch keine gewerteten Partien.
page-player-recent = Letzte Partien
# Die Beschreibung der Seite eines Spielers in einer Linkvorschau, wenn er noch keine Wertung hat.
page-player-description = Ein Sanctum-Spieler.
page-player-record = { $games ->
    [one] { $games } Partie: { $wins } gewonnen, { $draws } remis, { $losses } verloren
   *[other] { $games } Partien: { $wins } gewonnen, { $draws } remis, { $losses } verloren
}
# Die Beschreibung des Wertungsdiagramms für Screenreader; $games ist, wie viele Punkte es hat (immer mehrere), $first und $last die erste und letzte Wertung, $low und $high die niedrigste und höchste.
page-player-graph-label = Wertung in { $variant } nach jeder der letzten { $games } gewerteten Partien: von { $first } auf { $last }, zwischen { $low } und { $high }.

## Die Webseiten: die private Seite eines Spielers zum Ziehen.

# $side ist Weiß oder Schwarz, $player der Name des Spielers.
page-play-you-play = Du spielst { $side } ({ $player }). Dieser Link gehört nur dir: Wer ihn hat, kann für dich ziehen.
page-play-your-move = Dein Zug
# Der Button, der den in der Liste gewählten Zug spielt.
page-play-submit = Spielen
page-play-hint = Oder klick auf eine Figur auf dem Brett und dann auf ihr Zielfeld. Mit den Pfeiltasten wechselst du zwischen den Feldern; die Eingabetaste wählt aus.
page-play-not-your-move = Du bist nicht am Zug. Diese Seite aktualisiert sich von selbst, sobald du dran bist.
page-play-board-label = Das Brett: wähle eine Figur, dann ihr Zielfeld
page-play-empty = leer
page-play-cancel = Abbrechen
page-play-which = Welcher Zug?
page-play-ask = { $move } spielen?
page-play-play = { $move } spielen
page-play-playing = { $move } wird gespielt …
page-play-your-turn-not = Du bist nicht am Zug.
page-play-no-move = Diese Figur kann nicht ziehen.
page-play-may-go = { $piece } auf { $square } kann nach { $squares } ziehen.
page-game-review-none = Diese Partie hat noch keine Analyse der Engine. Beide Spieler können sie auf ihrer eigenen Seite anfordern, oder jeder auf dem Server der Partie mit { $review }.
page-play-review-ask = Die Engine diese Partie analysieren lassen
page-play-review-ask-note = Die Engine geht jeden Zug durch und markiert die Fehler. Ihre Analyse wird im Kanal der Partie gepostet und auf der Seite der Partie gezeigt, mit ihrer Variante zu jeder Stellung.
page-play-review-waiting = Die Engine analysiert diese Partie. Ihre Analyse wird im Kanal der Partie gepostet und auf der Seite der Partie gezeigt; lade diese Seite neu, um zu sehen, wann sie fertig ist.
page-play-review-done = Die Engine hat diese Partie analysiert: sieh dir ihre Analyse und Varianten auf der Seite der Partie an
page-live-new = Ein neuer Zug wurde gespielt: ansehen
page-live-over = Die Partie ist vorbei: sieh, wie sie endete
# Ein Link zur öffentlichen Seite der Partie, gefolgt von page-play-game-page-note.
page-play-game-page = Die Seite der Partie
page-play-game-page-note = (jeder Zug, die PGN; darf geteilt werden)
page-play-notes = Deine Notizen
# $command ist der Befehl, der eine Notiz anlegt.
page-play-notes-hint = Nur du siehst sie. Leg in Discord mit { $command } eine an.
# Eine Gruppe von Zügen in der Liste: $piece ist die Figur („weißer Springer“), $square, wo sie steht.
page-play-piece-on = { $piece } auf { $square }
# Steht für $piece in page-play-piece-on, wenn die Figur nicht bekannt ist.
page-play-a-piece = Eine Figur
page-play-unreadable = Das ließ sich nicht als Zug lesen; es wurde nichts gespielt. Wähl einen aus der Liste.
page-play-expired-title = Link abgelaufen
page-play-expired-heading = Dieser Link ist abgelaufen
# $board ist der Befehl, der einen neuen Link liefert.
page-play-expired-text = Links zum Spielen im Web gelten nur eine Weile. Nutze { $board } im Thread der Partie auf Discord, um einen neuen zu bekommen; auch die Nachricht, dass du am Zug bist, enthält einen.
page-play-replaced-title = Link ersetzt
page-play-replaced-heading = Dieser Link wurde ersetzt
# $board ist der Befehl, der einen neuen Link liefert.
page-play-replaced-text = Sein Spieler hat einen neuen Link zum Spielen dieser Partie angefordert, und alle früheren funktionieren nicht mehr. Wenn du das warst, nutze den neuen von { $board } oder aus der Nachricht, dass du am Zug bist.
page-play-needs-link-title = Öffne deinen Link
page-play-needs-link-heading = Öffne zuerst deinen Link
# $board ist der Befehl, der einen Link liefert.
page-play-needs-link-text = Diese Seite öffnet sich über deinen eigenen Link zum Spielen, den Sanctum mit { $board } und mit der Nachricht schickt, dass du am Zug bist. Öffne diesen Link in diesem Browser (er speichert ein Cookie nur für diese Partie, daher müssen Cookies hier erlaubt sein).
page-play-not-ready-title = Nicht bereit
page-play-not-ready-heading = Noch nicht bereit
page-play-not-ready-text = Sanctum startet noch; es wurde nichts gespielt. Versuch es in einer Minute noch einmal.
# Einfache Antworten auf einen von der Seite gesendeten Zug, der sich nicht lesen ließ.
page-play-too-large = Ein Zug ist nur ein paar Bytes groß.
page-play-too-slow = Der Zug hat zu lange gebraucht, um anzukommen.

## Was der Dienst in die Seiten einsetzt (Titel, Bedingungen, Status, Ergebnisse)

# Der Titel einer Partie: $variant ist der volle Name des Spiels, $white und $black die Namen der Spieler.
page-data-game-title = { $variant }: { $white } gegen { $black }
# Die Bedingungen einer Partie: $rated ist rated oder casual; $days die Tage pro Zug; $label das
# Turnier und die Runde, zu der sie gehört, nach einem Leerzeichen (archive-tournament-label), oder nichts.
page-data-game-terms = { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug{ $label }
# Eine laufende Partie: $name ist der Spieler am Zug, $side seine Seite (Weiß, Schwarz),
# $deadline, bis wann sein Zug fällig ist (Datum und Uhrzeit in UTC: 2026-11-23 14:05 UTC).
page-data-game-to-move = { $name } ({ $side }) ist am Zug, Frist: { $deadline }
# Die Genauigkeit einer Seite in einer Analyse: $name ist der Spieler, $side seine Seite (Weiß,
# Schwarz), $percent die Genauigkeit als ganze Zahl.
page-data-game-accuracy = { $name } ({ $side }) { $percent } %
# Die Uhr einer Seite, solange die Partie läuft: $name ist der Spieler, $side seine Seite
# (Weiß, Schwarz), $clock die verbleibende Zeit („2 T. 4 Std. übrig · Konto 6 T.“, bar-left-and-bank).
page-data-game-clock = { $name } ({ $side }): { $clock }
# Was auf einem Feld der Seite eines Spielers steht, vorgelesen als seine Beschriftung: $color ist
# white oder black.
page-data-piece-pawn = { $color ->
        [white] Weißer Bauer
       *[black] Schwarzer Bauer
    }
page-data-piece-knight = { $color ->
        [white] Weißer Springer
       *[black] Schwarzer Springer
    }
page-data-piece-bishop = { $color ->
        [white] Weißer Läufer
       *[black] Schwarzer Läufer
    }
page-data-piece-rook = { $color ->
        [white] Weißer Turm
       *[black] Schwarzer Turm
    }
page-data-piece-queen = { $color ->
        [white] Weiße Dame
       *[black] Schwarze Dame
    }
page-data-piece-king = { $color ->
        [white] Weißer König
       *[black] Schwarzer König
    }
page-data-piece-archbishop = { $color ->
        [white] Weißer Erzbischof
       *[black] Schwarzer Erzbischof
    }
page-data-piece-guard = { $color ->
        [white] Weißer Schweizergardist
       *[black] Schwarzer Schweizergardist
    }
# Ein Bauer im Zufluchtsschach auf seiner letzten Reihe.
page-data-piece-refugee = { $color ->
        [white] Weißer Flüchtling
       *[black] Schwarzer Flüchtling
    }
# Was ein Zug über seine Felder hinaus bewirkt, neben ihm in der Zugliste: $role ist die
# Figur, zu der ein Bauer wird (knight, bishop, rook, queen, archbishop, guard, king).
page-data-move-promotes = { $role ->
        [knight] wird in einen Springer umgewandelt
        [bishop] wird in einen Läufer umgewandelt
        [rook] wird in einen Turm umgewandelt
        [archbishop] wird in einen Erzbischof umgewandelt
        [guard] wird in einen Schweizergardisten umgewandelt
        [king] wird in einen König umgewandelt
       *[queen] wird in eine Dame umgewandelt
    }
page-data-move-refugee = wird zum Flüchtling: zieht nie mehr und kann nicht geschlagen werden
# Der Stand eines Turniers unter seinem Titel.
page-data-tournament-open = Anmeldung offen
page-data-tournament-cancelled = abgesagt
# $done ist, wie viele der $games bisher gepaarten Partien beendet sind.
page-data-tournament-running = { $games ->
        [one] läuft: { $done } von { $games } Partie beendet
       *[other] läuft: { $done } von { $games } Partien beendet
    }
# $games ist, wie viele Partien es hatte.
page-data-tournament-finished = { $games ->
        [one] beendet: { $games } Partie
       *[other] beendet: { $games } Partien
    }
# Eine Turnierpartie noch ohne Ergebnis (eine laufende Partie ist archive-result-going-on).
page-data-board-not-started = noch nicht begonnen
# Eine Turnierpartie, die ohne eigenes Ergebnis endete (ihre Wertung wird anders gezeigt).
page-data-board-forfeit = kampflos
# Ein Spieler, der eine Runde aussetzt: $name ist der Name des Spielers.
page-data-bye-pairing = { $name } (spielfrei, zählt als Sieg)
page-data-bye-half = { $name } (Aussetzen mit halbem Punkt)
page-data-bye-zero = { $name } (ohne Paarung)
# Steht für einen Spieler, dessen Namen Sanctum nicht kennt (nie seine ID).
page-data-a-player = ein Spieler
# Eine der letzten Partien eines Spielers: $variant ist der volle Name des Spiels, $opponent der
# Name des anderen Spielers, $side die eigene Seite des Spielers (Weiß, Schwarz).
page-data-recent-title = { $variant } gegen { $opponent } ({ $side })
# Wie sie ausging: $verdict ist gewonnen, verloren oder remis (archive-verdict-…), $by, wie sie
# endete (archive-by-…), $result das Ergebnis (1-0, 0-1, 1/2-1/2).
page-data-recent-result = { $verdict } { $by }, { $result }
# Woher ein Puzzle stammt, nach „Quelle:“ von page-puzzle-source: Sanctums eigene Puzzles.
page-data-puzzle-source-starter = Sanctums eigene Partien

## Die Webseiten: der Eröffnungsbrowser auf der Seite einer Partie und für sich.

page-explorer-title = Eröffnungsbrowser
page-explorer-open = Eröffnungsbrowser: was hier gespielt wurde
page-explorer-see = Die Züge aus dieser Stellung ansehen
page-explorer-move = Zug
page-explorer-games = Partien
page-explorer-results = Weiß / remis / Schwarz
page-explorer-rating = Durchschnittswertung
page-explorer-from-start = Zurück zur Ausgangsstellung
page-explorer-back-to-game = Zurück zur Stellung der Partie

page-activity-title = Sanctum
page-activity-connecting = Verbindung mit Discord…
page-activity-signing-in = Anmeldung über Discord…
page-activity-refused = Discord hat dich nicht angemeldet, darum kann Sanctum deine Partien nicht zeigen. Schließe die Aktivität und öffne sie erneut.
page-activity-outside = Das ist die Aktivität von Sanctum: öffne sie in Discord.
page-activity-none = Hier läuft keine Partie von dir. Fordere jemanden mit /challenge heraus und öffne die Aktivität dann erneut.
page-activity-failed = Sanctum konnte das nicht laden. Schließe die Aktivität und öffne sie erneut.
page-activity-games = Deine Partien
page-activity-you-play = Du spielst { $side } ({ $player }).
