## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

games-description = Deine Partien hier: laufende, offene Herausforderungen (auch an alle) und beendete, neueste zuerst.
    .name = partien
games-page = Seite der beendeten Partien (Standard: 1)
    .name = seite

leaderboard-description = Die Rangliste des Servers für eine Variante, { $page_size } Spieler pro Seite.
    .name = rangliste
leaderboard-variant = Welches Spiel (Standard: Zufluchtsschach)
    .name = variante
leaderboard-page = Seite (Standard: 1)
    .name = seite
leaderboard-puzzles = Die Puzzle-Wertungen statt der Partie-Wertungen
    .name = puzzles
leaderboard-scope = Partien dieses Servers (Standard) oder Partien zwischen Servern aus der Lobby
    .name = bereich

stats-description = Wertungen und Bilanz eines Spielers je Variante (Standard: deine).
    .name = statistik
stats-player = Wessen (Standard: deine)
    .name = spieler

## Partien: die laufenden Partien des Lesers, seine Herausforderungen und die offenen Herausforderungen des Servers, in Listen.

# $label ist leer oder bei einer Turnierpartie „ (Turnier 3, Runde 2)“; $turn ist „du bist am Zug“ oder games-their-move; $due ein Zeitpunkt.
games-going-on = Partie { $game } · { $variant } gegen { $opponent }{ $label } in { $channel } – { $turn }, Frist endet { $due }
games-their-move = { $name } ist am Zug
games-challenge-posted = du hast eine offene Herausforderung zu { $variant } in { $channel } gestellt – läuft { $expires } ab
games-challenge-sent = du hast { $opponent } zu { $variant } in { $channel } herausgefordert – läuft { $expires } ab
games-challenge-received = { $challenger } hat dich zu { $variant } in { $channel } herausgefordert – läuft { $expires } ab
# Eine offene Herausforderung: wer sie gestellt hat, das Spiel, gewertet oder ungewertet, Tage pro Zug, wo.
games-seek = { $challenger }: { $variant }, { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug, in { $channel } – läuft { $expires } ab
games-none = Du hast auf diesem Server noch keine Partien. Starte eine mit { $challenge } oder lass den Gegner weg, für eine offene Herausforderung, die jeder hier annehmen kann.

## Rangliste und Statistik: Wertungen und Bilanzen.

# $scope: server (die Partien dieses Servers) oder global (Partien zwischen Servern).
leaderboard-none-yet = { $scope ->
        [global] Zwischen Servern ist noch keine gewertete Partie in { $variant } zu Ende gegangen.
       *[server] Auf diesem Server ist noch keine gewertete Partie in { $variant } zu Ende gegangen.
    }
# $title ist die Rangliste des Spiels, fett.
leaderboard-heading = { $title } (Seite { $page } von { $pages })
# Ein Spieler: Platz, Name, Wertung, gewertete Partien, dann Siege (S), Remis (R) und Niederlagen (N).
leaderboard-line = { $rank }. { $name } – { $rating } · { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    } · { $wins } S { $draws } R { $losses } N
# $mark ist das „?“ nach einer Wertung.
leaderboard-provisional = Ein { $mark } kennzeichnet eine vorläufige Wertung: Sie festigt sich nach ein paar weiteren Partien.
stats-none = { $name } hat auf diesem Server noch keine gewerteten Partien.
stats-none-here = Auf diesem Server gibt es noch keine gewerteten Partien.
# Wertung und Bilanz in einem Spiel.
stats-line = { $variant }: { $rating } – { $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    }: { $wins } gewonnen, { $draws } remis, { $losses } verloren
stats-global = Serverübergreifend (die globalen Wertungen der Lobby):
stats-against-sanctum = Gegen Sanctum (ungewertet):
# Die Bilanz gegen eine von Sanctums Stufen.
stats-level-line = Stufe { $level }: { $wins } gewonnen, { $draws } remis, { $losses } verloren

## Überschriften von Partienlisten.

games-finished-heading = Deine beendeten Partien
games-your-move = du bist am Zug
# Der Titel der Rangliste, fett: $variant ist der Name des Spiels.
leaderboard-title = Rangliste { $variant }
leaderboard-title-global = Serverübergreifende Rangliste { $variant }
games-heading = Deine Partien
games-challenges-heading = Deine offenen Herausforderungen
games-open-heading = Offene Herausforderungen, die jeder hier annehmen kann

## Namen der Threads (Discord kürzt sie bei 100 Zeichen). $white und $black sind die Namen der Spieler.

# Der eigene Thread einer Partie: der Kurzname des Spiels, dann die Spieler.
thread-game = { $variant ->
    [chess] Schach
    [scepter] Zepter
   *[sanctuary] Zuflucht
} · { $white } gegen { $black }
# $tournament: der Name des Turniers („Turnier 3 (Zufluchtsschach, Rundenturnier)“).
thread-tournament = 🏆 { $tournament }
# Der Thread einer Turnierpartie: R und die Nummer der Runde.
thread-tournament-board = R{ $round } · { $white } gegen { $black }
# Der Thread einer Wettkampfpartie: W und die Nummer des Wettkampfs, B das Brett und seine Partie (1 oder 2).
thread-match-game = W{ $match } B{ $board }.{ $leg } · { $white } gegen { $black }
thread-match-scoreboard = Wettkampf { $match } · Spielstand
