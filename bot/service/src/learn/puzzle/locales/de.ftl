## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

puzzle-description = Ein Puzzle nahe deiner Puzzle-Wertung; antworte darauf mit dem Befehl „lösen“.
    .name = puzzle
puzzle-variant = Welches Spiel (Standard: das deines letzten Puzzles, sonst Zufluchtsschach)
    .name = variante
puzzle-theme = Nur Puzzles dieser Art
    .name = thema
puzzle-run = Einen Lauf beginnen: Puzzles, jedes etwas schwerer, bis zum ersten falschen Zug (ungewertet)
    .name = lauf

solve-description = Dein Puzzle oder deine Lektion mit einem Zug beantworten.
    .name = lösen
solve-move = Dein Zug, z. B. Nf3 oder g1f3
    .name = zug

## Ein Puzzle gezeigt, beantwortet und beendet (sein Ziel ist eine der puzzle-aim-Nachrichten unten).

# Der Name eines Puzzles, fett: $id ist seine ID.
puzzle-name = Puzzle { $id }
# $puzzle ist puzzle-name, fett; $rating die Wertung des Puzzles; $daily ist yes beim Tagespuzzle des Servers.
puzzle-heading = { $daily ->
    [yes] { $puzzle } · { $variant } · Wertung { $rating } · Tagespuzzle
   *[no] { $puzzle } · { $variant } · Wertung { $rating }
}
# $goal ist das Ziel des Puzzles, fett („Weiß am Zug: gewinne durch Zuflucht in 2“).
puzzle-goal = { $goal }. Antworte mit { $solve }.
# $last ist der Zug, den der Gegner gerade gespielt hat.
puzzle-goal-last = { $goal }. Letzter Zug: { $last }. Antworte mit { $solve }.
puzzle-in-the-middle = Du bist mitten in diesem Puzzle.
# $answer ist die Antwort des Gegners auf den Zug des Lösenden.
puzzle-right = Richtig: { $move }. Die Antwort: { $answer }. Du bist am Zug.
puzzle-solved = Gelöst!
puzzle-solved-with = Gelöst! { $move } gewinnt.
puzzle-not-the-move = Nicht der richtige Zug: { $move } gewinnt hier nicht.
puzzle-gave-up = Du hast aufgegeben.
# $themes listet die Motive des Puzzles mit den Namen aus dem Themenmenü („Gabel, Fesselung“).
puzzle-motifs = Es ging um: { $themes }.
# $solution ist die ganze Zugfolge in SAN, die Züge durch Leerzeichen getrennt.
puzzle-solution = Die Lösung: { $solution }.
# $before und $after sind Puzzle-Wertungen („1500?“, solange vorläufig); $change die Differenz mit Vorzeichen („+12“).
# $streak_kind: best (eine Serie von $streak, die beste des Spielers bisher), on (eine Serie von $streak), ended (ein verfehltes Puzzle beendet eine Serie von $streak), none.
puzzle-rating = { $streak_kind ->
    [best] Puzzle-Wertung ({ $variant }): { $before } → { $after } ({ $change }) · Serie { $streak } (deine beste).
    [on] Puzzle-Wertung ({ $variant }): { $before } → { $after } ({ $change }) · Serie { $streak }.
    [ended] Puzzle-Wertung ({ $variant }): { $before } → { $after } ({ $change }) · deine Serie von { $streak } endet.
   *[none] Puzzle-Wertung ({ $variant }): { $before } → { $after } ({ $change }).
}
# $n ist die Platzierung als Zahl; das Deutsche schreibt die Ordnungszahl mit Punkt.
puzzle-daily-place = Du hast das heutige Tagespuzzle als { $n }. gelöst.
puzzle-source-starter = Quelle: Sanctums eigene Partien.
# $source sagt, wo das Puzzle gefunden wurde, in den Worten, die der Puzzle-Sucher gespeichert hat.
puzzle-source = Quelle: { $source }.

## Die Puzzle-Rangliste.

puzzle-leaderboard-empty = Auf diesem Server hat noch niemand ein Puzzle in { $variant } gelöst. Versuch eins: { $puzzle }.
# Der Name der Rangliste, fett.
puzzle-leaderboard-title = Puzzle-Rangliste { $variant }
# $heading ist puzzle-leaderboard-title, fett.
puzzle-leaderboard-heading = { $heading } (Seite { $page } von { $pages })
# Die Zeile eines Spielers: $rank sein Platz, $rating seine Puzzle-Wertung, dann gelöste und verfehlte Puzzles und seine längste Serie.
puzzle-leaderboard-row = { $rank }. { $name } – { $rating } · { $solved } gelöst, { $failed } verfehlt · beste Serie { $best_streak }

## Das Tagespuzzle, wie der Kanal des Servers es liest.

# Die Überschrift des Tagespuzzles, fett: $day ist das Datum (2026-11-26).
puzzle-daily-title = Tagespuzzle · { $day }
# $goal ist das Ziel des Puzzles, fett; $solve der Button, der es öffnet.
puzzle-daily-goal = { $goal }. Klick auf { $solve }, um es privat zu lösen: Niemand sieht deine Antworten.
puzzle-daily-yesterday = { $people ->
    [one] Das gestrige Puzzle wurde von 1 Person gelöst.
   *[other] Das gestrige Puzzle wurde von { $people } Personen gelöst.
}

## Abgelehnte Puzzles. Es wurde nichts geändert.

puzzle-refusal-none-left = Du hast schon jedes Puzzle in { $variant } auf diesem Server versucht. Neue kommen hinzu, wenn Partien des Servers enden; versuch mit { $puzzle } ein anderes Spiel oder Thema.
# $theme ist die ID eines Puzzle-Themas, wie eingegeben (fork, discoveredAttack).
puzzle-refusal-none-left-theme = Du hast schon jedes Puzzle in { $variant } zum Thema { $theme } auf diesem Server versucht. Neue kommen hinzu, wenn Partien des Servers enden; versuch mit { $puzzle } ein anderes Spiel oder Thema.
puzzle-refusal-done = Dieses Puzzle hast du auf diesem Server schon versucht.
puzzle-refusal-open = Beende zuerst dein offenes Puzzle (antworte mit { $solve } oder klick auf { $give_up }).
# $run ist der Befehl, der einen Lauf beginnt.
puzzle-refusal-no-run = In diesem Spiel ist gerade kein Lauf im Gange. Beginne einen mit { $run }.
puzzle-refusal-daily-over = Der Tag dieses Tagespuzzles ist vorbei. Versuch mit { $puzzle } ein anderes.

## Was ein Puzzle verlangt, über seinem Brett und in seinen Nachrichten. $side ist Weiß oder Schwarz;
## $aim wählt die Worte; $moves ist die Zahl der Züge des Lösenden.
puzzle-aim = { $side } am Zug: { $aim ->
    [sanctuary] gewinne durch Zuflucht in { $moves }
    [scepter] erobere das Zepter in { $moves }
    [mate] Matt in { $moves }
   *[material] gewinne Material
}
# Über dem Brett der Lösung eines Puzzles: $line sind die Züge der Lösung.
puzzle-banner-solved = Gelöst · { $line }
puzzle-banner-solution = Die Lösung · { $line }
# Der Alternativtext der Wiedergabe eines Puzzles: $line sind die Züge der Lösung, durch Kommas getrennt.
alt-puzzle-replay = Wiedergabe von Puzzle { $puzzle }: der Zug des Gegners, der die Stellung herbeiführt, dann die Lösung: { $line }.

## Läufe: Puzzles nacheinander, jedes etwas schwerer als das vorige, bis zum ersten
## falschen Zug. Ein Lauf ist ungewertet; er zählt die gelösten Puzzles.

# $variant ist der Name des Spiels; $best der beste Lauf des Spielers in diesem Spiel hier (0: noch keiner).
puzzle-run-begun = Ein Lauf in { $variant } beginnt: Puzzles nacheinander, jedes etwas schwerer, bis zu deinem ersten falschen Zug. { $best ->
        [0] Viel Glück!
       *[other] Dein bester Lauf hier: { $best }.
    }
# Vor jedem Puzzle eines Laufs: $number zählt sie, ab 1.
puzzle-run-puzzle = Lauf, Puzzle { $number }.
# Nach einem im Lauf gelösten Puzzle: $solved bisher, $best der beste Lauf hier.
puzzle-run-on = Lauf: { $solved } gelöst (bester Lauf: { $best }).
# Nach dem falschen Zug, der einen Lauf beendet: $solved darin, $best der beste Lauf hier; $kind ist best, wenn dieser Lauf so gut ist wie der beste.
puzzle-run-over = { $kind ->
        [best] Lauf beendet: { $solved } gelöst – dein bester Lauf hier!
       *[short] Lauf beendet: { $solved } gelöst. Dein bester Lauf hier: { $best }.
    }
