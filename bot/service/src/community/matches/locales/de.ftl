## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

match-description = Wettkämpfe gegen einen Server der Lobby: herausfordern, starten, zurückziehen, Stand, Verlauf.
    .name = wettkampf
match-variant = Das Spiel des Wettkampfs
    .name = variante
match-boards = Bretter, je zwei Partien (Standard: 4)
    .name = bretter
match-days = Tage pro Zug (Standard: Einstellung des Servers)
    .name = tage
match-start = Den Wettkampf dieses Servers starten (Verwalter)
    .name = starten
match-withdraw = Den Wettkampf dieses Servers verlassen; hat er begonnen, dein Brett kampflos abgeben
    .name = zurückziehen
match-history = Die beendeten Wettkämpfe dieses Servers
    .name = verlauf
match-allow_all = Wettkampfangebote wieder von allen Servern zulassen, auch von abgelehnten (Verwalter)
    .name = alle_zulassen
match-server = Diesen Server der Lobby herausfordern (seine ID)
    .name = server

## Wettkämpfe zwischen Servern: warum eine Anfrage abgelehnt wurde. Es wurde nichts geändert.

match-refusal-needs-manager = Nur Mitglieder mit der Berechtigung „Server verwalten“ oder mit der Orga-Rolle des Servers können für den Server einen Wettkampf herausfordern, beantworten oder starten.
match-refusal-unknown-server = Das ist kein Server in Sanctums Lobby: Gib die ID eines Servers an, der ihr beigetreten ist (seine Verwalter finden sie in den Servereinstellungen, wenn der Entwicklermodus an ist).
match-refusal-own-server = Ein Wettkampf findet zwischen zwei Servern statt: Nenne einen anderen.
match-refusal-not-in-lobby = Wettkämpfe werden zwischen Servern der Lobby gespielt. Ein Verwalter kann ihr mit { $join } beitreten.
match-refusal-bad-boards = Ein Wettkampf an { $boards } Brettern ist nicht möglich: Gib 1 bis { $max } an.
# $challenge ist der Befehl wettkampf mit einem Beispiel seiner Optionen.
match-refusal-no-variant = Gib an, in welchem Spiel der Wettkampf ausgetragen wird: { $challenge }.
match-refusal-none-here = Dieser Server hat dafür keinen Wettkampf. Fordere mit { $challenge } einen anderen Server heraus.
match-refusal-other-side = Dieser Button ist für den anderen Server.
match-refusal-too-few = Zum Start braucht jede Seite { $boards } angemeldete Spieler: Dieser Server hat { $ours }, der andere { $theirs }.
match-refusal-closed = Dieser Wettkampf nimmt das nicht mehr an: Er wurde beantwortet, ist verfallen, hat begonnen oder ist vorbei.
match-refusal-pending = Wettkampf { $match } zwischen diesen beiden Servern wartet schon auf eine Antwort: immer nur ein Angebot auf einmal (es verfällt nach { $days ->
        [one] einem Tag
       *[other] { $days } Tagen
    }).
match-refusal-refused-there = Dieser Server nimmt keine Wettkampfangebote von diesem an.

## Wettkämpfe zwischen Servern: Angebote, Antworten und Anmeldungen. $match ist die Nummer des Wettkampfs.

# Die Bedingungen eines Wettkampfs, ein Satz, der in anderen Nachrichten auf einen Doppelpunkt folgt. $variant ist der Name des Spiels (fett), $games das Doppelte von $boards.
match-terms = { $variant }, { $boards ->
        [one] { $boards } Brett
       *[other] { $boards } Bretter
    } ({ $games } Partien, an jedem Brett eine mit jeder Farbe), serverübergreifend gewertet, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug.
# $terms ist match-terms.
match-challenged = { $name } hat den anderen Server zu Wettkampf { $match } herausgefordert: { $terms } Dessen Verwalter können ihn in ihrem Lobby-Kanal annehmen.
# $terms ist match-terms; $accept, $decline und $refuse sind Buttons (Wettkampf annehmen, Ablehnen, Alle von diesem Server ablehnen).
match-challenged-there = Ein anderer Server der Lobby fordert diesen Server zu Wettkampf { $match } heraus: { $terms } Ein Verwalter kann innerhalb von { $days ->
        [one] einem Tag
       *[other] { $days } Tagen
    } auf { $accept } oder { $decline } klicken – oder auf { $refuse }, um von dort keine Angebote mehr anzunehmen.
match-lapsed = Wettkampf { $match } ist verfallen: Der andere Server hat nicht innerhalb von { $days ->
        [one] einem Tag
       *[other] { $days } Tagen
    } geantwortet.
# $allow ist der Befehl, der Angebote wieder zulässt.
match-refused-all = { $name } hat Wettkampf { $match } und alle späteren Angebote dieses Servers abgelehnt. { $allow } lässt sie wieder zu.
match-declined = { $name } hat Wettkampf { $match } abgelehnt.
match-declined-there = Der andere Server hat Wettkampf { $match } abgelehnt.
match-allowed-all = { $name } hat diesen Server wieder für Wettkampfangebote aller Server der Lobby geöffnet ({ $refused ->
        [one] { $refused } war zuvor abgelehnt
       *[other] { $refused } waren zuvor abgelehnt
    }).
# $against: challenged (gelesen auf dem Server, der angenommen hat) oder accepted (gelesen auf dem Server, der herausgefordert hat); $terms ist match-terms; $join ist der Button „Anmelden“.
match-signup = Wettkampf { $match } gegen { $against ->
        [challenged] den Server, der herausgefordert hat
       *[accepted] den Server, der angenommen hat
    }: { $terms } Wer von diesem Server mitspielen will, klickt auf { $join }. Ein Verwalter startet ihn mit { $start }, sobald jede Seite { $boards } Spieler hat; es spielen die am besten Gewerteten, Spitzenbrett gegen Spitzenbrett.
match-signed-up = Du bist für Wettkampf { $match } angemeldet: bisher { $players } von diesem Server.
match-signed-up-already = Du bist schon angemeldet (bisher { $players } von diesem Server).
match-left = Du hast Wettkampf { $match } verlassen.
match-not-signed-up = Du warst für Wettkampf { $match } nicht angemeldet.
# $status: proposed (wartet auf die Antwort des anderen Servers) oder signup (Spieler melden sich an); $terms ist match-terms.
match-pending = Wettkampf { $match } ({ $status ->
        [proposed] angeboten
        [signup] Anmeldung läuft
       *[other] { $status }
    }): { $terms } Angemeldet: { $ours } von diesem Server, { $theirs } vom anderen.

## Wettkämpfe zwischen Servern: der Start und jede Partie.

# Die Spieler eines Brettes, in einer Liste.
match-pairing = Brett { $board }: { $white } gegen { $black }
# $terms ist match-terms; $side: home (der Server, der herausgefordert hat, zuerst genannt) oder away.
match-starts = Wettkampf { $match } beginnt: { $terms } { $side ->
        [home] An jedem Brett steht der Spieler dieses Servers zuerst, der des anderen an zweiter Stelle;
       *[away] An jedem Brett steht der Spieler dieses Servers an zweiter Stelle, der des anderen zuerst;
    } die Partien jedes Brettes bekommen auf beiden Servern einen Thread, der Spielstand einen eigenen.
match-started = Wettkampf { $match } hat begonnen.
# $leg ist die Partie des Brettes, 1 oder 2; $game die Nummer der Partie.
match-game-opening = Wettkampf { $match }, Brett { $board }, Partie { $leg }: { $white } (Weiß) gegen { $black } (Schwarz), serverübergreifend gewertet, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug: Partie { $game }.
match-withdrew = Du hast dich aus Wettkampf { $match } zurückgezogen: Deine Partien darin zählen als verloren.

## Wettkämpfe zwischen Servern: die beendeten Wettkämpfe des Servers, in einer Liste.

# $verdict: won, lost oder drawn, für diesen Server; $us und $them die Punkte (2½, 1 …); $ended ein Zeitpunkt.
match-history-line = Wettkampf { $match } · { $variant }, { $boards ->
        [one] { $boards } Brett
       *[other] { $boards } Bretter
    }: { $verdict ->
        [won] gewonnen
        [lost] verloren
       *[drawn] unentschieden
    } { $us }–{ $them }, beendet { $ended }
match-history-none = Noch keiner beendet.

## Wettkämpfe zwischen Servern: der Spielstand und jedes Ergebnis.

match-scoreboard-live = 📋 Live-Spielstand, aktualisiert, sobald Partien enden.
# $title ist der Wettkampf und sein Spiel, fett; $us und $them die Punkte (2½, 1 …).
match-scoreboard-score = { $title }: dieser Server { $us } – { $them } der andere Server
# Ein Brett in einer Liste: $mine ist der Spieler dieses Servers; $results die Ergebnisse der beiden Partien aus Sicht dieses Servers (1–0, ½–½, … während gespielt wird).
match-scoreboard-board = Brett { $board }: { $mine } gegen { $theirs } – { $results }
match-scoreboard-board-withdrew = Brett { $board }: { $mine } gegen { $theirs } – { $results } ({ $withdrew } hat sich zurückgezogen)
# $leg ist die Partie des Brettes, 1 oder 2; $home der Spieler des Servers, der herausgefordert hat, $away der andere.
match-result = { $outcome ->
        [home] Brett { $board }, Partie { $leg }: { $home } hat gegen { $away } gewonnen.
        [home-forfeit] Brett { $board }, Partie { $leg }: { $home } hat gegen { $away } gewonnen (kampflos).
        [away] Brett { $board }, Partie { $leg }: { $away } hat gegen { $home } gewonnen.
        [away-forfeit] Brett { $board }, Partie { $leg }: { $away } hat gegen { $home } gewonnen (kampflos).
        [draw] Brett { $board }, Partie { $leg }: { $home } und { $away } haben remis gespielt.
       *[on] Brett { $board }, Partie { $leg }: { $home } und { $away } spielen weiter.
    }
match-news-score = Wettkampf { $match }: dieser Server { $us } – { $them } der andere Server; der Spielstand oben in diesem Thread ist aktuell.

## Der Titel eines Spielstands, fett.

match-scoreboard-title = Wettkampf { $match } · { $variant }
match-list-heading = Die Wettkämpfe dieses Servers
match-final-score = Endstand

## Das Spielstandsbild eines Wettkampfs, wie ein Server es sieht: Titel, Überschriften und
## Stand sowie sein Alternativtext. $us und $them sind Punkte („2½“).

scoreboard-title = Wettkampf { $match } · { $variant }
scoreboard-board = Brett
scoreboard-this-server = Dieser Server
scoreboard-other-server = Der andere Server
scoreboard-game-1 = Partie 1
scoreboard-game-2 = Partie 2
scoreboard-score = Dieser Server { $us } – { $them } der andere Server
scoreboard-not-over = läuft noch
# $boards: Einträge von scoreboard-alt-board, durch Semikolons verbunden.
scoreboard-alt = Spielstand von Wettkampf { $match }: dieser Server { $us }, der andere Server { $them }. { $boards }.
# $results: das Ergebnis jeder Partie für diesen Server („1–0“) oder scoreboard-not-over, durch Kommas getrennt.
scoreboard-alt-board = Brett { $board }: { $mine } gegen { $theirs }, { $results }
