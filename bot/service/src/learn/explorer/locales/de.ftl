## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

explorer-description = Welche Züge in beendeten Partien aus einer Stellung gespielt wurden und wie die Partien ausgingen.
    .name = eröffnungsdatenbank
explorer-variant = Welches Spiel (Standard: das der Partie dieses Kanals, sonst Zufluchtsschach)
    .name = variante
explorer-moves = Züge ab der Grundstellung, z. B. e4 e5 Nf3 (Standard: der jetzige Stand der Partie dieses Kanals)
    .name = züge
explorer-everyone = Die Partien aller Server zählen, nicht nur die dieses Servers
    .name = alle_server

## Die Antwort der Eröffnungsdatenbank: eine Überschrift, eine Zeile pro Zug, der aus der Stellung gespielt wurde, ein Hinweis.

# $variant ist der Name des Spiels; $position ist explorer-start oder explorer-after; $scope ist server oder everyone.
explorer-heading = Eröffnungsdatenbank · { $variant } · { $position } · { $scope ->
        [server] Partien dieses Servers
       *[everyone] Partien aller Server
    }
explorer-start = Grundstellung
# $moves ist die Zugfolge in SAN mit Zugnummern („1. e4 e5 2. Nf3“).
explorer-after = nach { $moves }
# $move ist der Zug in SAN; $games, in wie vielen Partien er gespielt wurde; $white, $draws und $black der Anteil
# dieser Partien, den jede Seite gewonnen hat oder der remis endete, in Prozent; $rating die durchschnittliche Wertung ihrer Spieler oder none.
explorer-row = { $move }: { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } · Weiß { $white } % · Remis { $draws } % · Schwarz { $black } %{ $rating ->
        [none] {""}
       *[other] {" "}· Durchschnittswertung { $rating }
    }
# $scope ist server oder everyone.
explorer-none = { $scope ->
        [server] Auf diesem Server hat noch keine beendete Partie diese Stellung erreicht.
       *[everyone] Noch keine beendete Partie hat diese Stellung erreicht.
    }
# $moves ist, wie viele Züge jeder Partie die Eröffnungsdatenbank aufnimmt.
explorer-note = Aus den ersten { $moves } Zügen beendeter Partien, ergänzt, sobald eine Partie endet: was tatsächlich gespielt wurde, nie die Einschätzung einer Engine zu einer laufenden Partie.
