## Ablehnungen von Herausforderungen an die serverübergreifende Lobby. Es wurde nichts geändert.

# gewertet, min_wertung und max_wertung sind die Optionen des Befehls herausfordern, wie Spieler sie eingeben.
lobby-refusal-teams-play-casual = Eine Partie zwischen Teams ist ungewertet und steht allen Servern der Lobby offen: Lass gewertet, min_wertung und max_wertung weg.
lobby-refusal-bad-range = Ein Wertungsbereich von { $min } bis { $max } lässt niemanden zu: min_wertung darf höchstens so hoch sein wie max_wertung.
# $range ist eine lobby-range-Nachricht („von 1400 bis 1600“); $variant der Name des Spiels; $rating die eigene Wertung des Spielers. überall:true ist die Option, wie Spieler sie eingeben.
lobby-refusal-outside-range = Diese Herausforderung verlangt serverübergreifend eine Wertung { $range } in { $variant }, und deine liegt bei { $rating }. Such dir eine andere in der Lobby oder stell mit überall:true deine eigene.

## Wertungsbereiche, nach „eine Wertung“ oder „Wertungen“.

lobby-range-between = von { $min } bis { $max }
lobby-range-at-least = von mindestens { $min }
lobby-range-at-most = von höchstens { $max }
lobby-range-any = beliebiger Höhe

## Herausforderungen an alle Server der Lobby, wie jeder Server sie sieht.

# Der Herausforderer, wie ein anderer Server ihn liest: $name ist sein Name.
lobby-challenger-elsewhere = { $name } (von einem anderen Server)
lobby-colours-white = der Herausforderer spielt Weiß
lobby-colours-black = der Herausforderer spielt Schwarz
# $challenger ist der Herausforderer; $variant der Name des Spiels (fett); $terms ist challenge-terms.
lobby-post = { $challenger } fordert alle Server in Sanctums Lobby heraus: { $variant } – { $terms }.
# Wie lobby-post, für eine Herausforderung mit Wertungsbereich: $range ist eine lobby-range-Nachricht, $game noch einmal der Name des Spiels.
lobby-post-ranged = { $challenger } fordert alle Server in Sanctums Lobby heraus: { $variant } – { $terms }, für globale Wertungen { $range } in { $game }.
# $accept ist der Button „Annehmen“.
lobby-post-answer = Jeder auf einem Server der Lobby kann auf { $accept } klicken – wer zuerst klickt, spielt, jeder von seinem eigenen Server aus.
lobby-expires = Die Herausforderung läuft { $expires } ab.
# Die Herausforderung eines Teams auf seinem eigenen Server: $poster ist der Verwalter, der sie gestellt hat; $variant der Name des Spiels (fett).
lobby-team-post-home = { $poster } und dieser Server fordern alle Server in Sanctums Lobby zu Abstimmungsschach heraus: { $variant } – Team gegen Team, ungewertet, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug; die Mitglieder jeder Seite stimmen auf ihrem eigenen Server über deren Züge ab, ungesehen von der anderen Seite.
# Die Herausforderung eines Teams auf anderen Servern: $team ist der Name des Teams.
lobby-team-post = { $team } (ein anderer Server) fordert alle Server in Sanctums Lobby zu Abstimmungsschach heraus: { $variant } – Team gegen Team, ungewertet, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug; die Mitglieder jeder Seite stimmen auf ihrem eigenen Server über deren Züge ab, ungesehen von der anderen Seite.
# $accept ist der Button „Annehmen“.
lobby-team-answer = Ein Serververwalter kann auf { $accept } klicken und sie damit für seinen ganzen Server annehmen.

## Die Herausforderungen der Lobby in der Partienliste.

# $heading ist „Herausforderungen in der serverübergreifenden Lobby“ (fett); $channel der Lobby-Kanal.
lobby-list-heading = { $heading } (annehmen in { $channel })
# Eine Herausforderung: $name ist, wer sie gestellt hat, $game das Spiel (lobby-list-vote-chess für die eines Teams), $rated ist rated oder casual; dann, wann sie abläuft.
lobby-list-item = { $name }: { $game }, { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug – läuft { $expires } ab
# Wie lobby-list-item, für eine Herausforderung mit Wertungsbereich: $range ist eine lobby-range-Nachricht.
lobby-list-item-ranged = { $name }: { $game }, { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug, Wertungen { $range } – läuft { $expires } ab
lobby-list-vote-chess = { $variant } (Abstimmungsschach, von einem Verwalter anzunehmen)
# $more ist, wie viele weitere nicht aufgelistet sind.
lobby-list-more = … und { $more } weitere.

## Der Titel der Lobby-Liste, fett.

lobby-list-title = Herausforderungen in der serverübergreifenden Lobby
