## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

review-description = Sanctum eine beendete Partie analysieren lassen: Fehler, verpasste Gewinne, Genauigkeit, Grafik.
    .name = analyse
review-game = Die Nummer der Partie (Standard: die letzte Partie dieses Kanals)
    .name = partie

## Eine Analyse: die Befunde zu einer beendeten Partie.

# $game ist die Nummer der Partie; $white und $black die Namen der Spieler; $result das Ergebnis (1-0, 0-1, 1/2-1/2).
review-heading = Analyse von Partie { $game } – { $white } (Weiß) gegen { $black } (Schwarz), { $variant }, { $result }.
# Die Genauigkeit jeder Seite in Prozent.
review-accuracy = Genauigkeit: { $white } { $white_accuracy } % · { $black } { $black_accuracy } %
# $points ist, wie viel der Gewinnchance einer Seite (in Punkten von 100) ein Zug verschenken muss, um markiert zu werden.
review-clean = Keine Ungenauigkeiten, Fehler oder Patzer: Kein Zug hat { $points } Punkte der Gewinnchance seiner Seite verschenkt.
# Die markierten Züge einer Seite gezählt, nach dem Namen des Spielers.
review-tally = { $name }: { $inaccuracies ->
        [0] keine Ungenauigkeiten
        [one] 1 Ungenauigkeit
       *[other] { $inaccuracies } Ungenauigkeiten
    }, { $mistakes ->
        [0] keine Fehler
        [one] 1 Fehler
       *[other] { $mistakes } Fehler
    }, { $blunders ->
        [0] keine Patzer
        [one] 1 Patzer
       *[other] { $blunders } Patzer
    }
review-tally-none = { $name }: nichts markiert
# Ein markierter Zug: $number ist seine Nummer, wie sie vor einem Zug steht (12. für Weiß, 12... für Schwarz), $name, wer ihn gespielt hat, $played der Zug, $better der bessere Zug.
review-note-slip = { $slip ->
    [inaccuracy] { $number } { $played } ({ $name }): Ungenauigkeit – besser war { $better }.
    [mistake] { $number } { $played } ({ $name }): Fehler – besser war { $better }.
   *[blunder] { $number } { $played } ({ $name }): Patzer – besser war { $better }.
}
# Ein ausgelassener forcierter Gewinn: $better hätte gewonnen, $win sagt wie („Zuflucht in 2“); $name hat stattdessen $played gespielt.
review-note-missed-win = { $number } { $better } hätte gewonnen: { $win }. { $name } spielte { $played }.
# Wie ein forcierter Gewinn gewonnen wird, nach Spiel ($variant ist seine ID) und in wie vielen Zügen.
review-win = { $variant ->
    [sanctuary] Zuflucht in { $moves }
    [scepter] Zepter in { $moves }
   *[chess] Matt in { $moves }
}
# Mehr markierte Züge, als die Analyse auflistet.
review-more = … und { $more } weitere.
# The engine's view of one position: its evaluation (from White's side) and the line it expected.
review-engine-line = Engine: { $eval } · { $line }
# A forced win in the engine's view: who wins, and how soon.
review-engine-win = { $side }: { $win }

## Eine Analyse unterwegs, und wenn sie nicht möglich ist.

review-queue-next = Analyse … als Nächste in der Warteschlange.
review-queue-position = Analyse … Platz { $place } in der Warteschlange.
review-under-way = Analyse … läuft.
# How far the engine has gone through the game.
review-progress = Analyse läuft … Zug { $done } von { $total }.
review-failed = Die Analyse ist bei mir fehlgeschlagen. Bitte fordere sie noch einmal an; wenn das immer wieder passiert, sag den Admins des Servers Bescheid.
review-stopping = Sanctum startet neu: Fordere die Analyse in einer Minute noch einmal an.

## Abgelehnte Analysen. Es wurde nichts geändert.

review-refusal-unfinished = Diese Partie läuft noch: Analysieren lässt sie sich, sobald sie vorbei ist.
review-refusal-aborted = Diese Partie wurde abgebrochen, bevor sie richtig begonnen hat: Es gibt nichts zu analysieren.
# $game ist die Nummer der Partie, deren Analyse wartet.
review-refusal-waiting = Deine Analyse von Partie #{ $game } wartet noch, bis sie an der Reihe ist. Fordere eine weitere an, sobald sie gepostet ist.
review-refusal-busy = { $minutes ->
    [one] Sanctum analysiert gerade andere Partien. Versuch es in { $minutes } Minute noch einmal.
   *[other] Sanctum analysiert gerade andere Partien. Versuch es in { $minutes } Minuten noch einmal.
}
review-refusal-nothing = Hier gibt es keine beendete Partie von dir, die sich analysieren ließe. Nenne eine: { $review } (die Nummer steht in ihrer PGN-Datei und in den Nachrichten der Partie).

## Die Bewertungsgrafik: die Wörter darauf und ihr Alternativtext für Screenreader.

# Am rechten Ende der Achse mit den Zugnummern.
graph-axis = Zug
graph-inaccuracy = Ungenauigkeit
graph-mistake = Fehler
graph-blunder = Patzer
graph-missed-win = verpasster Gewinn
# Wie die Partie an einer Stelle stand: $name ist der Name eines Spielers.
graph-winning = { $name } steht auf Gewinn
graph-ahead = { $name } steht besser
graph-level = ausgeglichen
# $end, $best und $worst sind graph-winning, graph-ahead oder graph-level.
graph-alt = Bewertungsgrafik von Partie { $game } über { $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
}, aus Sicht von Weiß. Am Ende: { $end }.
graph-alt-range = Bewertungsgrafik von Partie { $game } über { $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
}, aus Sicht von Weiß. Am Ende: { $end }; bester Stand: { $best }; schlechtester Stand: { $worst }.
# $moves: Einträge von graph-marked-move, durch Semikolons verbunden.
graph-marked = Markiert: { $moves }.
# $what: graph-inaccuracy, graph-mistake, graph-blunder oder graph-missed-win.
graph-marked-move = Zug { $move } von { $name } ({ $what })
