## Lektionen: was Sanctum rund um eine Lektion sagt: ihre Überschrift, ihr Ziel, die gespielten Züge
## und wie sie endete. Die eigenen Worte der Lektionen (Titel, Texte, Tipps) folgen weiter unten.

# Die Überschrift einer Lektion, fett: $course ist der Titel des Kurses, $title der der Lektion.
lesson-heading = { $course } · Lektion { $number } von { $lessons }: { $title }
# $goal ist das Ziel der Lektion, fett („Weiß am Zug: in 3 Zügen einen Bauern zum Flüchtling machen“); $hint der Tipp der Lektion.
lesson-goal = { $goal }. Antworte mit { $solve }. Tipp: { $hint }
lesson-changed = Diese Lektion hat sich geändert, seit du sie begonnen hast, deshalb beginnt sie von vorn.
lesson-played = Du hast { $move } gespielt.
# $answer ist die Antwort des Gegners auf den Zug des Lernenden.
lesson-played-answer = Du hast { $move } gespielt; die Antwort: { $answer }.
# $played ist lesson-played oder lesson-played-answer; $banner das Banner der Lektion, fett (lesson-banner-…).
lesson-step = { $played } { $banner }.
# $played ist lesson-played oder lesson-played-answer; $banner das Banner der Lektion, fett (lesson-banner-…).
lesson-failed = { $played } { $banner } Beginne sie noch einmal mit { $learn }. Tipp: { $hint }
# $course ist der Titel des Kurses; $stars die gewonnenen Sterne, von $most möglichen.
lesson-course-finished = Du hast { $course } abgeschlossen: { $stars } von { $most } Sternen.
lesson-course-role = Dafür verleiht dir dieser Server { $role }.

## Das Banner einer Lektion, fett unter ihrem Text und über ihrem Brett: wer am Zug ist,
## das Ziel und die verbleibenden Züge, oder wie die Lektion endete.

# $side ist white oder black (die Seite des Lernenden); $goal, was zu tun ist (eine der lesson-aim-…); $left die verbleibenden Züge.
lesson-banner-going = { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug: in { $left ->
        [one] { $left } Zug
       *[other] { $left } Zügen
    } { $goal }
# Dasselbe für eine Lektion, die man durch Standhalten gewinnt: $goal ist lesson-aim-hold.
lesson-banner-hold = { $side ->
        [white] Weiß
       *[black] Schwarz
    } am Zug: { $left ->
        [one] { $left } Zug
       *[other] { $left } Züge
    } lang { $goal }
# $moves ist die Zahl der Züge, die der Lernende gebraucht hat; $stars die gewonnenen Sterne (1 bis 3), als ★ gezeichnet.
lesson-banner-done = Lektion in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } geschafft: { $stars }
# Über dem Brett, dessen Schrift keinen Stern hat: $stars ist eine Zahl von 1 bis 3.
lesson-banner-done-picture = Lektion in { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    } geschafft: { $stars } von 3 Sternen
# $why ist eine der lesson-why-….
lesson-banner-failed = Diesmal nicht: { $why }. Versuch es noch einmal!
# Über dem Brett, wo eine Zeile keinen Platz für den Grund hat (die Antwort nennt ihn).
lesson-banner-failed-picture = Diesmal nicht. Versuch es noch einmal!
# $budget ist die Zahl der Züge der Lektion.
lesson-why-out-of-moves = { $budget ->
        [one] du hast deinen einzigen Zug verbraucht, ohne das Ziel zu erreichen
       *[other] du hast alle { $budget } Züge verbraucht, ohne das Ziel zu erreichen
    }
# $outcome ist, wie die Partie endete (move-error-won), mit dem Gegner als Sieger.
lesson-why-opponent-won = { $outcome }
# $outcome ist, wie die Partie endete (move-error-won oder move-error-drawn).
lesson-why-game-ended = die Partie endete ({ $outcome }), bevor das Ziel erreicht war
lesson-why-stuck = du hast keinen legalen Zug mehr

## Was eine Lektion verlangt, nach „Weiß am Zug: in 3 Zügen“ (als Infinitiv).

# $count ist die Zahl der markierten Figuren, die zu schlagen sind.
lesson-aim-capture = { $count ->
        [one] die markierte Figur schlagen
       *[other] die { $count } markierten Figuren schlagen
    }
# $piece ist der Name der Figur (role-…), $role ihre ID für Selektoren (king, archbishop…); $square, wohin sie soll.
lesson-aim-reach = { $role ->
        [pawn] deinen Bauern
        [queen] deine Dame
        [guard] deinen Schweizergardisten
       *[other] deinen { $piece }
    } nach { $square } bringen
lesson-aim-refugee = einen Bauern zum Flüchtling machen
lesson-aim-promote = einen Bauern umwandeln
lesson-aim-check = Schach geben
lesson-aim-checkmate = mattsetzen
lesson-aim-scepter = das Zepter erobern oder mattsetzen
lesson-aim-sanctuary = durch Erreichen der Zuflucht gewinnen
# $side ist der Gegner, white oder black.
lesson-aim-hold = verhindern, dass { $side ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt

## Ein Zug, den eine Lektion nicht annimmt.

# $move ist der Zug des Lernenden.
lesson-refused-check = { $move } gibt Schach, aber hier steht die andere Seite still und kann nicht darauf antworten: Versuch einen anderen Zug.
lesson-refused-over = Diese Lektion ist vorbei; beginne sie von vorn, um es noch einmal zu versuchen.
# $moves sind die Züge, die die Lektion jetzt annimmt, mit Kommas.
lesson-moves-here = Mögliche Züge hier: { $moves }.

## Die eigenen Worte der Kurse: der Titel jedes Kurses und die Sätze, mit denen er beginnt, dann
## der Titel jeder Lektion, ihr Lehrtext und der Tipp für Lernende, die nicht weiterkommen.
## Züge und Felder (Ke7, e5) bleiben, wie sie sind: Man tippt sie so ein.

course-sanctuary-title = Zufluchtsschach
course-sanctuary-intro = Kein König, keine Dame, kein Schach: Du gewinnst, indem du zwei Figuren, die der Gegner nicht schlagen kann, ans andere Ende des Bretts bringst.

lesson-sanctuary-guard-leaps-title = Der Schweizergardist springt
lesson-sanctuary-guard-leaps-text = Der Schweizergardist springt ein oder zwei Felder weit in jede gerade oder diagonale Richtung und schlägt auf dieselbe Weise. Die andere Seite steht hier still: Schlag alle markierten Bauern.
lesson-sanctuary-guard-leaps-hint = Von c3 aus liegt e5 zwei Felder schräg rechts oben.

lesson-sanctuary-guard-jumps-title = Über die Mauer
lesson-sanctuary-guard-jumps-text = Der Gardist springt: Was dazwischen steht, ob Freund oder Feind, hält einen Sprung über zwei Felder nicht auf. Deine eigenen Bauern sperren den Gardisten ein; spring über sie hinweg, um den Turm zu erreichen.
lesson-sanctuary-guard-jumps-hint = Spring gerade nach oben über den Bauern auf e2, dann noch einmal.

lesson-sanctuary-archbishop-title = Der Erzbischof
lesson-sanctuary-archbishop-text = Der Erzbischof zieht wie ein Läufer oder wie ein Springer, bei jedem Zug ganz nach deiner Wahl. Nutze beides, um die markierten Figuren einzusammeln.
lesson-sanctuary-archbishop-hint = Mit einem Springersprung schlägst du auf d3; von dort führt die lange Diagonale nach h7.

lesson-sanctuary-refugee-title = Vom Bauern zum Flüchtling
lesson-sanctuary-refugee-text = Im Zufluchtsschach werden Bauern nie umgewandelt. Ein Bauer, der die letzte Reihe erreicht, wird zum Flüchtling: Er zieht nie wieder, zählt dort aber als eine deiner Figuren. Dein Bauer ist blockiert, also schlag dich nach vorn durch.
lesson-sanctuary-refugee-hint = Schlag den Springer auf e6 und lauf dann die e-Linie hinauf.

lesson-sanctuary-refugee-safe-title = Ein Flüchtling ist unschlagbar
lesson-sanctuary-refugee-safe-text = Ein Flüchtling kann nie geschlagen werden, auch nicht von einer Figur direkt neben ihm, und er versperrt die Felder hinter sich wie jede andere Figur. Mach zuerst einen Flüchtling und bring dann deinen Turm in die Zuflucht, während der Flüchtling ihn abschirmt.
lesson-sanctuary-refugee-safe-hint = Spielst du sofort Rh8, schlägt ihn der Turm auf a8; zieh zuerst den Bauern nach c8.

lesson-sanctuary-two-safe-title = Zwei Figuren in der Zuflucht
lesson-sanctuary-two-safe-text = Du gewinnst, sobald zwei deiner Figuren auf der gegnerischen Grundreihe stehen und der Gegner keine von beiden schlagen kann. Bring den Gardisten und den Erzbischof in die Zuflucht.
lesson-sanctuary-two-safe-hint = Der Gardist springt zwei Felder gerade nach oben; der Erzbischof zieht eine Diagonale entlang.

lesson-sanctuary-safe-squares-title = Nur sichere Figuren zählen
lesson-sanctuary-safe-squares-text = Eine Figur auf der Grundreihe, die der Gegner schlagen kann, zählt nicht; eine dritte, schlagbare Figur verdirbt den Sieg aber auch nicht. Dein Flüchtling auf f8 ist eine sichere Figur: Finde für den Erzbischof ein Feld, das nichts angreift.
lesson-sanctuary-safe-squares-hint = Der Springer kontrolliert e8, der Gardist auf c7 b8 und d8. Und die Ecke?

lesson-sanctuary-last-piece-title = Lass Schwarz eine Figur
lesson-sanctuary-last-piece-text = Kann eine Seite am Zug nicht ziehen, endet die Partie remis, und ohne Figuren kann man nicht ziehen. Schlägst du die letzte schwarze Figur, endet diese Partie also remis. Gewinne stattdessen.
lesson-sanctuary-last-piece-hint = Der Springer ist verlockend, aber die Ecke a8 ist sicher.

lesson-sanctuary-stop-invader-title = Halte den Eindringling auf
lesson-sanctuary-stop-invader-text = Schwarz hat schon einen Flüchtling auf a1, und der Turm droht, als zweite sichere Figur auf h1 zu landen. Schlag den Eindringling oder kontrolliere sein Zielfeld und verhindere, dass Schwarz gewinnt.
lesson-sanctuary-stop-invader-hint = Der Gardist auf f2 springt zwei Felder diagonal.

lesson-sanctuary-block-title = Versperr den Weg
lesson-sanctuary-block-text = Der schwarze Turm will nach h1, als zweite sichere Figur neben dem Flüchtling auf a1. Du kannst den Turm weder schlagen noch h1 kontrollieren, aber eine Figur, die ihm auf der h-Linie im Weg steht, hält ihn auf.
lesson-sanctuary-block-hint = Dein Springer erreicht zwei Felder der h-Linie.

lesson-sanctuary-full-win-title = Eine kleine Partie
lesson-sanctuary-full-win-text = Dein Gardist und dein Erzbischof gegen einen Gardisten und einen Bauern, die sich wehren. Bring zwei Figuren sicher in die Zuflucht. Vorsicht: Schlägst du die letzte schwarze Figur, hat Schwarz keinen Zug mehr, und das ist remis – also gewinne zuerst.
lesson-sanctuary-full-win-hint = Stell eine Figur dorthin, wo der Gardist sie nicht erreicht, dann die zweite; und achte auf den b-Bauern, der ein Flüchtling werden will.

course-scepter-title = Zepterraub
course-scepter-intro = Schach mit zwei neuen Ideen: Ein König, der das Ausgangsfeld des gegnerischen Königs betritt, gewinnt sofort, und ein blockierter Bauer darf an einer gegnerischen Figur vorbeigleiten.

lesson-scepter-square-title = Das Zepter
lesson-scepter-square-text = Das Zepter jeder Seite liegt auf dem Ausgangsfeld ihres Königs: das von Weiß auf e1, das von Schwarz auf e8. Betritt dein König das gegnerische Zepter, gewinnst du sofort. Führ deinen König nach e8.
lesson-scepter-square-hint = Zieh zuerst nach d7 oder e7.

lesson-scepter-king-walk-title = Der Königsmarsch
lesson-scepter-king-walk-text = Dein König darf auch hier nie ein Feld betreten, das der Gegner angreift. Führ ihn auf einem sicheren Weg nach e8: Der Springer kontrolliert e5 und e7, und dein Bauer auf c5 versperrt dem Turm die Reihe.
lesson-scepter-king-walk-hint = Der Springer auf c6 kontrolliert e5 und e7; geh stattdessen die f-Linie hinauf.

lesson-scepter-guarded-title = Ein gedecktes Zepter
lesson-scepter-guarded-text = Ein Zepterfeld, das der Gegner deckt, kann nicht erobert werden, denn dein König darf nicht ins Schach ziehen. Der Läufer deckt e8: Schalte den Verteidiger aus und erobere dann das Zepter.
lesson-scepter-guarded-hint = Dein Turm auf b1 zielt direkt auf den Läufer.

lesson-scepter-slide-title = Der gleitende Bauer
lesson-scepter-slide-text = Steht eine gegnerische Figur direkt vor deinem Bauern, darf der Bauer ein Feld schräg vorwärts auf ein leeres Feld ziehen und so an ihr vorbeigleiten. Gleiten ist kein Schlagen: Die blockierende Figur bleibt stehen. Gleite am Springer vorbei und wandle den Bauern um.
lesson-scepter-slide-hint = Schreib das Gleiten mit der Linie des Bauern: ed7 oder ef7.

lesson-scepter-slide-own-title = Gleiten nur an Gegnern vorbei
lesson-scepter-slide-own-text = Ein Bauer, den eine eigene Figur blockiert, kann nicht gleiten. Von deinen zwei blockierten Bauern kann nur einer gleiten: Finde ihn und wandle ihn um.
lesson-scepter-slide-own-hint = Vor dem Bauern auf g6 steht ein schwarzer Bauer.

lesson-scepter-defend-title = Verteidige dein Zepter
lesson-scepter-defend-text = Der schwarze König steht neben deinem Zepter auf e1 und erobert es, wenn e1 nicht gedeckt ist. Deck es, damit der König es nicht betreten kann, und halte es gedeckt.
lesson-scepter-defend-hint = Ein Turm auf der e-Linie oder auf der ersten Reihe deckt e1.

lesson-scepter-checkmate-title = Schachmatt gewinnt weiterhin
lesson-scepter-checkmate-text = Schach und Schachmatt funktionieren wie im normalen Schach: Ein König im Schach muss das Schach sofort aufheben, und Schachmatt gewinnt. Dein König ist weit von e8 entfernt, aber die gegnerische Grundreihe ist schwach.
lesson-scepter-checkmate-hint = Der schwarze König ist von seinen eigenen Bauern eingesperrt.

lesson-scepter-out-of-check-title = Aus dem Schach aufs Zepter
lesson-scepter-out-of-check-text = Steht dein König im Schach, musst du das Schach sofort aufheben. Jeder legale Ausweg ist recht, und ein Königszug auf das gegnerische Zepter ist einer davon: Er gewinnt auf der Stelle.
lesson-scepter-out-of-check-hint = Der Turm gibt auf der siebten Reihe Schach; e8 ist nicht angegriffen.

lesson-scepter-stays-home-title = Das Zepter bleibt zu Hause
lesson-scepter-stays-home-text = Das Zepter bewegt sich nie, auch nicht, wenn der König rochiert. Schwarz hat rochiert, und nur noch der Turm auf f8 deckt e8. Schalte den Verteidiger aus und betritt das Zepter.
lesson-scepter-stays-home-hint = Dein Läufer auf b4 erreicht f8.

lesson-scepter-king-run-title = Wettlauf der Könige
lesson-scepter-king-run-text = Beide Könige laufen zum gegnerischen Zepter. Zähl die Schritte: Du ziehst zuerst, also gewinnt der kürzere Weg. Schwarz wehrt sich, also prüfe unterwegs jedes Feld.
lesson-scepter-king-run-hint = d6, d7 oder e7, e8: drei Schritte, und Schwarz braucht ebenfalls drei.

course-chess-title = Schach
course-chess-intro = Das klassische Spiel: Lerne, wie die Figuren ziehen und schlagen, dann Schach, die Sonderzüge und ein erstes Schachmatt.

lesson-chess-rook-title = Der Turm
lesson-chess-rook-text = Der Turm zieht beliebig weit in gerader Linie, nach oben, nach unten oder zur Seite, kann aber nicht springen. Er schlägt, indem er auf das Feld einer gegnerischen Figur zieht. Schlag die markierten Bauern.
lesson-chess-rook-hint = Zuerst die a-Linie gerade hinauf.

lesson-chess-knight-title = Der Springer
lesson-chess-knight-text = Der Springer springt in L-Form: zwei Felder in eine Richtung und ein Feld zur Seite. Er ist die einzige Figur, die über andere hinwegspringt. Schlag die markierten Bauern.
lesson-chess-knight-hint = Von b1 nach c3 ist ein Sprung.

lesson-chess-check-title = Schach
lesson-chess-check-text = Ein angegriffener König steht im Schach und muss das Schach sofort aufheben. Greif den schwarzen König mit deiner Dame an.
lesson-chess-check-hint = Die Dame zieht wie Turm und Läufer: Versuch es mit der Diagonale nach a4.

lesson-chess-mate-in-one-title = Schachmatt
lesson-chess-mate-in-one-text = Schachmatt ist ein Schach, dem der König nicht entkommen kann: Der Angreifer kann weder geschlagen noch abgeblockt werden, und der König kann nicht ausweichen. Das gewinnt die Partie. Finde das Matt.
lesson-chess-mate-in-one-hint = Die eigenen Bauern des schwarzen Königs sperren ihn auf der Grundreihe ein.

lesson-chess-castling-title = Die Rochade
lesson-chess-castling-text = Einmal pro Partie darf der König rochieren: Er zieht zwei Felder in Richtung eines Turms, und der Turm springt auf seine andere Seite. Keiner von beiden darf schon gezogen haben, die Felder dazwischen müssen leer sein, und der König darf weder im Schach stehen noch ein angegriffenes Feld überqueren. Rochiere kurz.
lesson-chess-castling-hint = Schreib O-O oder den Königszug e1g1.

lesson-chess-en-passant-title = En passant
lesson-chess-en-passant-text = Ein Bauer, der zwei Felder vorrückt und neben einem gegnerischen Bauern landet, kann so geschlagen werden, als wäre er nur ein Feld gezogen – aber nur im unmittelbar folgenden Zug. Mach irgendeinen Zug: Schwarz antwortet mit d7-d5. Dann schlag diesen Bauern en passant.
lesson-chess-en-passant-hint = Lass deinen Bauern auf e5 stehen; nach d7-d5 schlägt er nach d6.

lesson-chess-promotion-title = Die Umwandlung
lesson-chess-promotion-text = Ein Bauer, der die letzte Reihe erreicht, wird in eine Dame, einen Turm, einen Läufer oder einen Springer umgewandelt, ganz nach deiner Wahl. Dein Bauer ist blockiert, aber er schlägt schräg.
lesson-chess-promotion-hint = Schlag den Läufer auf e7 und zieh dann nach e8.

lesson-chess-simple-mate-title = Matt mit Dame und König
lesson-chess-simple-mate-text = Eine Dame setzt mit Hilfe ihres Königs einen einzelnen König am Brettrand matt. Jetzt wehrt sich Schwarz: Halte den König eingesperrt und setz matt.
lesson-chess-simple-mate-hint = Nimm dem König die g-Linie und g8, dann folgt das Matt.
