## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

conditional-description = Antworten auf die nächsten Züge des Gegners vormerken: gespielt, sobald er wie erwartet zieht.
    .name = bedingt
conditional-line = if <sein Zug> then <deiner>; … z. B. if Nf6 then e5; if Nf6 e5 Nd5 then c4
    .name = zugfolge
conditional-clear = Deine vorgemerkten bedingten Züge löschen
    .name = löschen

## Bedingte Züge: die Vormerkung, wie ihr Besitzer sie liest. $game ist die Nummer einer Partie, $opponent der Name eines Spielers. Jede vorgemerkte Regel folgt in einer eigenen Zeile, wie eingegeben: „if Nf6 then e5“ (if und then bleiben englisch: Der Parser liest sie).

conditional-queued = Vorgemerkt in Partie { $game } gegen { $opponent }:
# $show und $clear sind Befehle.
conditional-queued-how = Wenn { $opponent } einen Zug spielt, den du erwartest, wird deine Antwort sofort gespielt; jeder andere Zug löscht die Vormerkung. Eine neue Zugfolge ersetzt sie; { $show } zeigt sie, { $clear } löscht sie.
conditional-cleared = Deine bedingten Züge in Partie { $game } sind gelöscht.
conditional-none-to-clear = Du hattest keine bedingten Züge in Partie { $game }.
# $queue ist der Befehl, der eine Zugfolge vormerkt.
conditional-none-in-game = Du hast keine bedingten Züge in Partie { $game }. Merke mit { $queue } Antworten auf den nächsten Zug deines Gegners vor.
conditional-none-here = Du hast in den Partien dieses Servers keine bedingten Züge vorgemerkt. In einer Partie, während dein Gegner am Zug ist: { $queue }.
# $move ist der Zug, der die Vormerkung gelöscht hat.
conditional-cleared-by = Deine bedingten Züge in Partie { $game } wurden gelöscht: { $opponent } hat { $move } gespielt, womit deine Zugfolge nicht gerechnet hatte.
conditional-queue-heading = Deine bedingten Züge in Partie { $game } gegen { $opponent }:
conditional-clears-them = { $clear } löscht sie.

## Abgelehnte bedingte Züge. $if und $then sind die Wörter if und then, wie die Zugfolge sie enthalten muss.

conditional-refusal-own-move = Du bist am Zug: Spiel ihn zuerst mit { $move }. Bedingte Züge antworten auf den nächsten Zug deines Gegners, deshalb werden sie vorgemerkt, während dein Gegner am Zug ist. Es wurde nichts vorgemerkt.
# $clear ist der Name der Option löschen.
conditional-refusal-line-and-clear = Gib entweder eine Zugfolge zum Vormerken an oder { $clear }, nicht beides. Es wurde nichts geändert.
# Was an einer Regel falsch ist; folgt in conditional-line-shape auf die Regel, wie eingegeben, und einen Doppelpunkt.
conditional-shape-no-if = eine Regel beginnt mit { $if }
conditional-shape-no-then = eine Regel braucht { $then } vor deiner Antwort
conditional-shape-no-moves = nenne den Zug deines Gegners zwischen { $if } und { $then }
conditional-shape-answer = schreib nach { $then } genau einen Zug: deine Antwort
conditional-shape-ends-with-own-move = die Züge nach { $if } wechseln sich ab, beginnend mit deinem Gegner, und enden mit einem Zug deines Gegners
conditional-shape-too-long = eine Regel darf höchstens { $limit } Züge nennen
conditional-line-empty = Schreib mindestens eine Regel, z. B. { $example }.
conditional-line-too-long = Diese Zugfolge ist zu lang: höchstens { $limit } Zeichen.
conditional-line-too-many-clauses = Das sind zu viele Regeln: höchstens { $limit } auf einmal.
# $clause ist die Regel, wie eingegeben; $problem eine der conditional-shape-Nachrichten; $syntax und $example zeigen, wie eine Zugfolge geschrieben wird.
conditional-line-shape = { $clause }: { $problem }. Schreib { $syntax }, z. B. { $example }.
# $move ist der Zug, wie eingegeben; $why der Grund nach den Regeln, auf Englisch; $clause die Regel, wie eingegeben.
conditional-line-illegal-now = { $move } ist in der aktuellen Stellung nicht legal: { $why }. (In { $clause }.)
# $after sind die Züge davor in der Regel, nummeriert: 1... Nf6 2. e5
conditional-line-illegal-after = { $move } ist nach { $after } nicht legal: { $why }. (In { $clause }.)
conditional-line-unplayable-now = { $move } kann in der aktuellen Stellung nicht gespielt werden: { $why }. (In { $clause }.)
conditional-line-unplayable-after = { $move } kann nach { $after } nicht gespielt werden: { $why }. (In { $clause }.)
# $after sind die beantworteten Züge, nummeriert: 1... Nf6; $first und $second die beiden Antworten.
conditional-line-two-answers = Zwei Antworten auf { $after }: { $first } und { $second }. Wähle eine.
# Folgt auf jede Ablehnung einer Zugfolge.
conditional-nothing-queued = Es wurde nichts vorgemerkt.
