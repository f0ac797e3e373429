## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

tournament-description = Rundenturniere und Turniere im Schweizer System über Tage: erstellen, beitreten, starten, Tabelle.
    .name = turnier
tournament-action = Erstellen, Beitreten, Verlassen, Starten, Tabelle, TRF, Aussetzen, Absagen oder Auflisten
    .name = aktion
tournament-variant = Erstellen: das Spiel (Standard: Zufluchtsschach)
    .name = variante
tournament-format = Erstellen: Rundenturnier, doppeltes Rundenturnier oder Schweizer System
    .name = modus
tournament-days = Erstellen: Tage pro Zug
    .name = tage
tournament-players = Erstellen: Höchstzahl an Teilnehmern (Rundenturnier 3–16, Schweizer 4–1000); startet, wenn voll
    .name = teilnehmer
tournament-rounds = Erstellen: Runden eines Schweizer Turniers (1–15, Standard 5)
    .name = runden
tournament-round_days = Erstellen: Zeitlimit einer Schweizer Runde in Tagen (Standard 30), danach entscheidet Sanctum
    .name = rundendauer
tournament-timeouts = Erstellen: Zeitverluste, nach denen ein Spieler ausscheidet (Standard 2)
    .name = zeitverluste
tournament-rated = Erstellen: gewertet oder ungewertet
    .name = gewertet
tournament-starts_in = Erstellen: nach so vielen Stunden mit allen Angemeldeten starten (1–720)
    .name = startet_in
tournament-min_games = Erstellen: Teilnahme erfordert so viele gewertete Partien dieses Spiels hier
    .name = min_partien
tournament-min_rating = Erstellen: Teilnahme erfordert hier eine Wertung von mindestens diesem Wert
    .name = min_wertung
tournament-max_rating = Erstellen: Teilnahme erfordert hier eine Wertung von höchstens diesem Wert
    .name = max_wertung
tournament-round = Erstellen: Nachmeldung bis zu dieser Schweizer Runde; Aussetzen: die auszusetzende Runde
    .name = runde
tournament-number = Die Nummer des Turniers (Standard: das neueste hier)
    .name = nummer

## Turniere: der Name eines Turniers in dem, was Spieler lesen.

# $number ist die Nummer des Turniers; $variant der Name des Spiels (Zufluchtsschach); $format ist round_robin, double_round_robin oder swiss.
tournament-title = { $format ->
    [swiss] Turnier { $number } ({ $variant }, Schweizer System)
    [double_round_robin] Turnier { $number } ({ $variant }, doppeltes Rundenturnier)
   *[round_robin] Turnier { $number } ({ $variant }, Rundenturnier)
}

## Turniere: wer teilnehmen darf, als Teil eines Satzes im Dativ („Offen für Spieler mit …“, „Dieses Turnier nimmt Spieler mit … auf“).

tournament-conditions-games = { $games ->
    [one] mindestens { $games } gewerteten Partie hier
   *[other] mindestens { $games } gewerteten Partien hier
}
tournament-conditions-rating-between = einer Wertung von { $min } bis { $max }
tournament-conditions-rating-min = einer Wertung von mindestens { $min }
tournament-conditions-rating-max = einer Wertung von höchstens { $max }
# $games ist die Bedingung an gespielte Partien (tournament-conditions-games), $rating die an die Wertung.
tournament-conditions-both = { $games } und { $rating }

## Turniere: Ablehnungen. Es wurde nichts geändert.

tournament-refusal-no-such = Auf diesem Server gibt es kein Turnier { $number }. { $list } zeigt die aktuellen.
# $create ist der Befehl, um eines zu erstellen; danach steht kein Punkt.
tournament-refusal-none-open = Hier ist kein Turnier für Anmeldungen offen. Ein Mitglied mit „Server verwalten“ kann eines erstellen: { $create }
tournament-refusal-none-yet = Hier gibt es noch kein Turnier. Ein Mitglied mit „Server verwalten“ kann eines erstellen: { $create }
tournament-refusal-started = Dieses Turnier hat schon begonnen.
tournament-refusal-over = Dieses Turnier ist vorbei.
tournament-refusal-cancelled = Dieses Turnier wurde abgesagt.
tournament-refusal-still-open = Dieses Turnier ist noch offen.
tournament-refusal-full = In diesem Turnier sind alle Plätze vergeben.
tournament-refusal-already-in = Du bist diesem Turnier schon beigetreten.
tournament-refusal-not-in = Du nimmst an diesem Turnier nicht teil.
tournament-refusal-too-few = Zum Start braucht es mindestens { $need } Spieler; bisher { $have ->
        [one] ist { $have } beigetreten
       *[other] sind { $have } beigetreten
    }.
tournament-refusal-not-organiser = Das können nur der Ersteller des Turniers oder ein Mitglied mit „Server verwalten“.
tournament-refusal-cannot-create = Nur Mitglieder mit der Berechtigung „Server verwalten“ können hier Turniere erstellen.
# $role ist die Rolle des Servers für Turnierorganisatoren.
tournament-refusal-cannot-create-role = Nur Mitglieder mit der Berechtigung „Server verwalten“ oder der Rolle { $role } können hier Turniere erstellen.
# $needs sind die Teilnahmebedingungen (tournament-conditions-…); $games und $rating sind die des Spielers.
tournament-refusal-not-eligible = { $games ->
    [one] Dieses Turnier nimmt Spieler mit { $needs } auf; du hast hier { $games } gewertete Partie und eine Wertung von { $rating }.
   *[other] Dieses Turnier nimmt Spieler mit { $needs } auf; du hast hier { $games } gewertete Partien und eine Wertung von { $rating }.
}
# $option ist die Option des Befehls, wie eingegeben (teilnehmer, runden, zeitverluste …): unverändert lassen.
tournament-refusal-out-of-range = `{ $option }` muss für dieses Turnier zwischen { $min } und { $max } liegen.
tournament-refusal-not-swiss = Aussetzen gibt es nur im Schweizer System: Im Rundenturnier spielt jeder gegen jeden.
tournament-refusal-no-bye-round = Es ist keine Runde mehr übrig, in der du aussetzen könntest (nicht die letzte und keine, die schon begonnen hat).
tournament-refusal-bye-round = Wähle zum Aussetzen eine Runde von { $first } bis { $last }: keine, die schon begonnen hat, und nicht die letzte.
tournament-refusal-bye-taken = { $limit ->
    [one] Du hast schon { $limit } Runde zum Aussetzen mit halbem Punkt beantragt – mehr darf kein Spieler.
   *[other] Du hast schon { $limit } Runden zum Aussetzen mit halbem Punkt beantragt – mehr darf kein Spieler.
}
tournament-refusal-too-many-open = { $limit ->
    [one] Auf diesem Server nimmt schon { $limit } Turnier Anmeldungen an; starte es oder sag es zuerst ab.
   *[other] Auf diesem Server nehmen schon { $limit } Turniere Anmeldungen an; starte oder sag zuerst eines davon ab.
}

## Turniere: beitreten, verlassen, absagen und die Liste des Servers. $title ist der Name des Turniers (tournament-title).

tournament-joined-late = Du bist bei { $title } dabei: Du wirst ab Runde { $round } ausgelost; die schon begonnenen Runden zählen als abwesend.
tournament-joined-full = Du bist bei { $title } dabei: Das Turnier ist voll und startet jetzt.
tournament-joined = Du bist bei { $title } dabei: bisher { $count } von { $max } Spielern. Deine Partien beginnen, wenn das Turnier startet.
tournament-left = Du hast { $title } verlassen.
# $name ist, wer es abgesagt hat.
tournament-cancelled-by = { $title } wurde von { $name } abgesagt.
tournament-called-off = { $title } fällt aus: Bis zum Startzeitpunkt { $joined ->
        [one] ist { $joined } Spieler beigetreten
       *[other] sind { $joined } Spieler beigetreten
    }, nötig sind { $need }.
# Eine Zeile der Liste; $rated ist rated oder casual, $days die Tage pro Zug.
tournament-list-open = { $title } – { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug: Anmeldung offen ({ $count }/{ $max })
tournament-list-running = { $title } – { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug: läuft, { $count } Spieler

## Turniere: die Ankündigung (die Karte), neu gezeichnet, wenn Anmeldungen kommen und gehen.

# $title ist der Name des Turniers, fett; $rated ist rated oder casual; $days die Tage pro Zug; $round_days das Zeitlimit einer Runde in Tagen.
tournament-card-swiss = { $title } – { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug, { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }, jede ausgelost, sobald die vorige beendet ist, spätestens nach { $round_days ->
        [one] { $round_days } Tag
       *[other] { $round_days } Tagen
    } (dann schätzt Sanctum die noch laufenden Partien ab).
tournament-card-round-robin = { $title } – { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug, alle Partien beginnen gleichzeitig.
# $needs sind die Teilnahmebedingungen (tournament-conditions-…).
tournament-card-conditions = Offen für Spieler mit { $needs }.
tournament-card-timeouts = { $timeouts ->
    [one] Wer eine Partie auf Zeit verliert, scheidet aus.
   *[other] Wer { $timeouts } Partien auf Zeit verliert, scheidet aus.
}
# $names sind die Namen der Teilnehmer, durch Kommas getrennt.
tournament-card-players = Spieler ({ $count }/{ $max }): { $names }
tournament-card-no-players = Spieler ({ $count }/{ $max }): noch niemand
# $at ist, wann es startet („in 2 Tagen“); $min die Mindestzahl an Spielern; $creator, wer es erstellt hat; $start der Befehl, der es startet.
tournament-card-starts-at = Es startet { $at } mit allen, die bis dahin beigetreten sind (mindestens { $min }), oder früher, sobald { $max } beigetreten sind oder { $creator } es mit { $start } startet (mindestens { $min }).
tournament-card-starts-when-full = Es startet, sobald { $max } beigetreten sind oder { $creator } es mit { $start } startet (mindestens { $min }).
tournament-card-late-entries = Läuft: Nachmeldungen bis zum Beginn von Runde { $round } (verpasste Runden zählen als abwesend).
tournament-card-closed = Gestartet: Die Anmeldung ist geschlossen.
tournament-card-finished = Beendet.
tournament-card-cancelled = Abgesagt.

## Turniere: der eigene Thread, der Start, die Runden und Partien. $headline ist fett.

# $title ist der Name des Turniers, fett; $standings der Befehl, der die Tabelle zeigt.
tournament-thread-opened = { $title }: Runden, Ergebnisse, Tabelle und Siegerpodest werden hier gepostet; jede Partie wird in einem eigenen Thread gespielt. Die Tabelle jederzeit: { $standings }.
# $headline ist der Name des Turniers und die Runde; $white und $black die Namen der Spieler; $game die Nummer der Partie.
tournament-game-started = { $headline }: { $white } (Weiß) gegen { $black } (Schwarz), Partie { $game }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug.
# $headline sagt, dass das Turnier begonnen hat.
tournament-started-swiss = { $headline } { $players } Spieler, { $rounds ->
        [one] { $rounds } Runde
       *[other] { $rounds } Runden
    }, jede ausgelost, sobald die vorige beendet ist ({ $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug). Die { $games } Partien der 1. Runde beginnen jetzt. Startnummern nach Wertung:
tournament-started-round-robin = { $headline } { $players } Spieler, { $games } Partien, die alle jetzt beginnen ({ $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug). Startnummern, ausgelost:
tournament-started-bye = { $name } ist in Runde { $round } spielfrei (ein Punkt wie für einen Sieg).
tournament-started-standings = Jede Partie hat einen Thread, der nach ihrer Runde benannt ist. Tabelle: { $standings }.
tournament-pairing-board = Brett { $board }: { $white } (Weiß) gegen { $black } (Schwarz)
tournament-pairing-bye = { $name } ist in dieser Runde spielfrei (ein Punkt wie für einen Sieg).
tournament-pairing-half-bye = { $name } setzt diese Runde aus, mit dem beantragten halben Punkt.
tournament-bye-asked = { $player } setzt in Runde { $round } von { $title } aus und erhält dafür einen halben Punkt.

## Turniere: Ergebnisse, Ausscheiden, Abschätzung und das Siegerpodest.

# $headline ist der Name des Turniers und die Runde; $score ein Ergebnis wie 1–0; $done und $total zählen Partien.
tournament-result = { $headline }: { $white } { $score } { $black } (Partie { $game }). { $done } von { $total } Partien beendet.
tournament-result-swiss = { $headline }: { $white } { $score } { $black } (Partie { $game }). { $done } von { $total } Partien der Runde beendet.
# $score ist 1–0 oder 0–1.
tournament-score-forfeit = { $score } (kampflos)
# $losses sind die Zeitniederlagen des Spielers.
tournament-withdrawn = { $losses ->
    [one] { $player } hat { $losses } Partie von { $title } auf Zeit verloren und scheidet aus: Die noch laufenden Partien gehen kampflos verloren.
   *[other] { $player } hat { $losses } Partien von { $title } auf Zeit verloren und scheidet aus: Die noch laufenden Partien gehen kampflos verloren.
}
tournament-withdrawn-swiss = { $losses ->
    [one] { $player } hat { $losses } Partie von { $title } auf Zeit verloren und scheidet aus: Die noch laufenden Partien gehen kampflos verloren, und es gibt keine weiteren Paarungen.
   *[other] { $player } hat { $losses } Partien von { $title } auf Zeit verloren und scheidet aus: Die noch laufenden Partien gehen kampflos verloren, und es gibt keine weiteren Paarungen.
}
tournament-forfeited = { $player } ist aus dem Turnier ausgeschieden: Diese Partie geht kampflos verloren, { $winner } gewinnt sie.
# $side ist Weiß oder Schwarz.
tournament-eval-forced-win = ein forcierter Gewinn für { $side }
# $score ist die Bewertung der Engine in Bauern, etwa +3.40.
tournament-eval-score = { $score } (aus Sicht von Weiß)
# $eval ist die Bewertung (tournament-eval-…); $nodes die Größe der Suche in Millionen; $pawns der Vorsprung, der als klar gewonnen gilt, etwa 3.00; $winner der Name eines Spielers.
tournament-adjudicated-win = Das Zeitlimit von Runde { $round } ({ $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    }) ist abgelaufen: Sanctum hat diese Partie mit voller Stärke abgeschätzt ({ $nodes } Millionen Knoten). Bewertung: { $eval }; eine Seite braucht { $pawns } Bauern Vorteil oder einen forcierten Gewinn, und { $winner } steht klar auf Gewinn und gewinnt damit.
tournament-adjudicated-draw = Das Zeitlimit von Runde { $round } ({ $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    }) ist abgelaufen: Sanctum hat diese Partie mit voller Stärke abgeschätzt ({ $nodes } Millionen Knoten). Bewertung: { $eval }; eine Seite braucht { $pawns } Bauern Vorteil oder einen forcierten Gewinn, und keine Seite steht klar auf Gewinn, also endet sie remis.
# Ein Platz auf dem Siegerpodest: $medal ist 🥇, 🥈 oder 🥉; $points etwa 2.5.
tournament-podium-place = { $medal } { $player } – { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
tournament-final-standings = Endstand:

## Turniere: die Tabelle.

# $title ist der Name des Turniers, fett.
tournament-standings-heading = { $title } – { $done } von { $total } Partien beendet.
# Der Name eines Spielers in der Tabelle, nachdem er das Turnier verlassen hat.
tournament-standings-withdrawn = { $name } (ausgeschieden)
# $meanings sind die Feinwertungen unten, durch Semikolons getrennt.
tournament-tiebreak-key = Bei Punktgleichheit entscheiden der Reihe nach: { $meanings }.
# $acronym ist die Kurzform der Feinwertung, wie die Tabelle sie zeigt (BH, SB, DE …): unverändert lassen.
tournament-tiebreak-points = { $acronym } (Punkte)
tournament-tiebreak-buchholz = { $acronym } (Buchholz): die Summe der Punkte der Gegner
tournament-tiebreak-buchholz-cut1 = { $acronym } (Buchholz-Streichwertung): die Summe der Punkte der Gegner, ohne den schwächsten
tournament-tiebreak-sonneborn-berger = { $acronym } (Sonneborn-Berger): die Punkte der besiegten Gegner plus die Hälfte der Punkte derer, gegen die remis gespielt wurde
tournament-tiebreak-direct-encounter = { $acronym } (direkter Vergleich): die Punkte gegen die punktgleichen Spieler, – wenn es keine gibt
tournament-tiebreak-wins = { $acronym } (Siege): die gewonnenen Partien, Freilose und kampflose Siege eingeschlossen
tournament-tiebreak-games-won = { $acronym } (gewonnene Partien): die am Brett gewonnenen Partien
tournament-trf = { $title } als FIDE-TRF-Datei: Die Zeile jedes Spielers enthält pro Runde Gegner, Farbe und Ergebnis (leer, solange eine Partie läuft).

## Schlagzeilen, fett. $title ist der Titel des Turniers.

tournament-headline-started = { $title } hat begonnen!
tournament-headline-round = { $title }, Runde { $round }
tournament-headline-round-of = { $title }: Runde { $round } von { $rounds }
tournament-headline-over = { $title } ist beendet!
tournament-list-heading = Turniere hier

## Das Bild der Kreuztabelle: Überschriften, Zellen und Legende sowie sein Alternativtext.
## Die Zellen sind schmal: Kurze Wörter kurz halten.

# Die Spalte der Startnummern.
crosstable-number = Nr.
crosstable-player = Spieler
# Die Spalte einer Runde im Schweizer System: R1, R2 …
crosstable-round = R{ $round }
# Eine Zelle im Schweizer System: die gespielte Farbe (W oder S), die Startnummer des Gegners, das Ergebnis (1, ½, 0).
crosstable-white = W{ $number } { $result }
crosstable-black = S{ $number } { $result }
crosstable-bye = frei { $result }
# Unter dem Titel: $tiebreaks sind die Kürzel der Feinwertungen (BH, SB …), unverändert.
crosstable-final = Endstand · Punkte, dann { $tiebreaks }
crosstable-so-far = Zwischenstand · Punkte, dann { $tiebreaks }
crosstable-number-key = Nr.: die Startnummer, auf die die Zellen der Runden verweisen
# $rows: Einträge von crosstable-alt-row, durch Semikolons verbunden.
crosstable-alt = Kreuztabelle von { $tournament }: { $rows }.
crosstable-alt-row = { $place }. { $name }, Punkte: { $points }
