## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

rules-description = Die Regeln einer Variante erklären, mit einem Bild ihrer Ausgangsstellung.
    .name = regeln
rules-variant = Welches Spiel
    .name = variante

learn-description = Ein Spiel Lektion für Lektion lernen: jede mit einer Stellung, einem Ziel und ein paar Zügen.
    .name = lernen
learn-variant = Kurs für welches Spiel (Standard: Zufluchtsschach)
    .name = variante
learn-lesson = Die Nummer einer Lektion im Kurs (Standard: deine nächste)
    .name = lektion

## Die Regeln jedes Spiels, ein Absatz pro Zeile nach dem Namen des Spiels. Die fetten Wörter
## sind eigene Nachrichten, die ihrem Absatz als Argumente übergeben werden.

# $archbishop und $guard sind die Namen der Figuren, fett (rules-archbishop, rules-swiss-guard), hier im Nominativ; A und G sind ihre Buchstaben in Zügen.
rules-sanctuary-pieces = Es gibt keinen König und keine Dame. Stattdessen hat jede Seite zwei andere Figuren: Der { $archbishop } (A, d-Linie) zieht wie ein Läufer oder ein Springer; der { $guard } (G, e-Linie) springt ein oder zwei Felder weit in jede gerade oder diagonale Richtung, über alles hinweg.
rules-archbishop = Erzbischof
rules-swiss-guard = Schweizergardist
rules-sanctuary-nothing-royal = Nichts ist königlich: kein Schach, kein Schachmatt, keine Rochade – jeder Zug, den die Figuren erlauben, ist legal.
# $refugee ist das fette Wort (rules-refugee), hier nach „zum“.
rules-sanctuary-pawns = Bauern werden nie umgewandelt. Ein Bauer, der die letzte Reihe erreicht, wird zum { $refugee }: Er kann nie mehr ziehen und nie geschlagen werden.
rules-refugee = Flüchtling
# $label ist rules-how-to-win, fett.
rules-sanctuary-win = { $label } Sorge dafür, dass direkt nach deinem Zug zwei deiner Figuren auf der Grundreihe deines Gegners stehen (Flüchtlinge zählen mit), die er nicht schlagen kann. Stehen dort zwei und ist eine davon angreifbar? Dann muss dein Gegner sie sofort schlagen, sonst verliert er.
rules-how-to-win = So gewinnst du:
# $label ist rules-draws, fett.
rules-sanctuary-draws = { $label } kein legaler Zug für den Spieler am Zug, fünfzig Züge ohne Schlagen oder Bauernzug, dreifache Stellungswiederholung, oder keine Seite hat noch zwei Figuren.
rules-draws = Remis:
rules-scepter-ideas = Schach, mit zwei neuen Ideen.
# $label ist rules-the-scepter, fett.
rules-scepter-scepter = { $label } liegt auf dem Ausgangsfeld jedes Königs: das von Weiß auf e1, das von Schwarz auf e8. Es bewegt sich nie. Betritt dein König das Zepterfeld deines Gegners – mit einem normalen Zug oder durch Schlagen –, gewinnst du sofort. Dein König darf trotzdem nicht ins Schach ziehen, ein gedecktes Zepter ist also sicher.
rules-the-scepter = Das Zepter
# $label ist rules-sliding-pawn, fett.
rules-scepter-slide = { $label } Steht eine gegnerische Figur direkt vor deinem Bauern, darf der Bauer auch ein Feld schräg vorwärts auf ein leeres Feld ziehen und so an ihr vorbeigleiten.
rules-sliding-pawn = Der gleitende Bauer:
rules-scepter-endings = Schachmatt gewinnt ebenfalls; Patt, fünfzig Züge und dreifache Stellungswiederholung sind remis. Auch ein einzelner König kann noch gewinnen, daher gibt es kein Remis wegen ungenügenden Materials.
rules-chess = Die üblichen Regeln (FIDE): Rochade, en passant, Umwandlung, Schach und Schachmatt. Patt, fünfzig Züge ohne Schlagen oder Bauernzug, dreifache Stellungswiederholung und Stellungen, in denen niemand mehr mattsetzen kann, sind automatisch remis – niemand muss es beantragen.

## Die Legende unter dem Regelbild: ein Name, dann ein oder zwei Sätze zur Erklärung.
## Das Bild bricht die Erklärungen um; jeden Namen auf wenige Wörter (eine Zeile) beschränken.

legend-archbishop = Erzbischof
legend-archbishop-text = Zieht wie ein Läufer oder wie ein Springer. Steht dort, wo sonst die Dame stünde.
legend-swiss-guard = Schweizergardist
legend-swiss-guard-text = Springt ein oder zwei Felder gerade oder diagonal, über alles hinweg. Nicht königlich: Es gibt kein Schach.
legend-refugee = Flüchtling
legend-refugee-text = Ein Bauer, der die gegnerische Grundreihe erreicht hat. Er zieht nie mehr und kann nicht geschlagen werden.
legend-safe-in-sanctuary = Sicher in der Zuflucht
legend-safe-in-sanctuary-text = Auf der gegnerischen Grundreihe (getönt) und von keiner gegnerischen Figur erreichbar. Zwei sichere Figuren gewinnen.
legend-scepter = Zepter
legend-scepter-text = Liegt die ganze Partie über auf e1 und e8. Ein König, der das gegnerische Zepter betritt, gewinnt.
legend-scepter-in-danger = Zepter in Gefahr
legend-scepter-in-danger-text = Der gegnerische König könnte dieses Zepter mit seinem nächsten Zug erobern.
legend-sliding-pawn = Gleitender Bauer
legend-sliding-pawn-text = Ein Bauer, vor dem eine gegnerische Figur steht, darf ein Feld schräg vorwärts auf ein leeres Feld ziehen.
legend-checkmate = Schachmatt
legend-checkmate-text = Schachmatt gewinnt weiterhin, wie im normalen Schach.
legend-last-move = Letzter Zug
legend-last-move-text = Start- und Zielfeld des letzten Zugs sind gelb getönt.
legend-check = Schach
legend-check-text = Ein angegriffener König leuchtet rot.
