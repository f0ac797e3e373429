## Partien gegen Sanctum. $me ist Sanctums Name; $name der des Spielers.

# Die Schlagzeile einer neuen Partie: $variant ist der Name des Spiels (fett), $white und $black die Namen der Spieler, $days die Tage pro Zug.
engine-game-accepted = { $me } nimmt sofort an! { $variant } – { $white } (Weiß) gegen { $black } (Schwarz), Stufe { $level }, ungewertet, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug.
# $move ist der Befehl zug.
engine-game-your-first-move = { $user }, du hast den ersten Zug: { $move }.
engine-game-thinks-first = { $me } hat Weiß und denkt über den ersten Zug nach …
engine-game-draw-accepted = { $name } bietet Remis an, und { $me } nimmt an.
# $eval ist Sanctums Bewertung in Bauern: +1.3, -0.4.
engine-game-draw-declined = { $name } bietet Remis an. { $me } lehnt ab und spielt weiter (Bewertung: { $eval }).
# Der Beginn einer Teampartie: eine dieser beiden, dann engine-game-team-how-to-vote.
engine-game-team-first = Das Team hat den ersten Zug.
engine-game-team-second = Sanctum hat Weiß und denkt über den ersten Zug nach.
# $join ist der Button zum Beitreten; $vote der Befehl zum Abstimmen.
engine-game-team-how-to-vote = Klick auf { $join }, um mitgezählt zu werden, und stimme dann mit { $vote } für jeden Zug ab: Der Zug mit den meisten Stimmen wird gespielt, sobald alle im Team abgestimmt haben, spätestens zur Frist.

## Abgelehnte Partien gegen Sanctum.

engine-game-refusal-bad-level = Stufe { $level } gibt es nicht: Sanctum spielt auf den Stufen { $min_level } (Anfänger) bis { $max_level } (volle Stärke).
# gewertet und ungewertet sind die Option und ihre Wahl, wie Spieler sie eingeben.
engine-game-refusal-unrated = Partien gegen Sanctum sind nie gewertet: Lass `gewertet` weg oder wähle ungewertet.
