## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

vote-description = In der Partie deines Teams (gegen Sanctum oder einen anderen Server) abstimmen: Zug, Remis, Aufgabe.
    .name = abstimmen
vote-move = Der Zug, den das Team spielen soll
    .name = zug
vote-draw = Für ein Remisangebot (oder dessen Annahme) stimmen
    .name = remis
vote-resign = Für die Aufgabe der Partie stimmen
    .name = aufgeben

## Abstimmungsschach: warum die Stimme eines Teams oder eine Teampartie abgelehnt wurde. Es wurde nichts geändert.

# „team“ ist die Option des Befehls herausfordern.
vote-refusal-team-against-sanctum = Ein Team spielt gegen Sanctum: Gib Sanctum als Gegner an (und eine Stufe) oder lass team weg.
vote-refusal-team-needs-manager = Nur Mitglieder mit der Berechtigung „Server verwalten“ können für den Server eine Teampartie starten oder annehmen.
vote-refusal-bad-share = Ein Anteil von { $share } % des Teams kann nichts entscheiden: Gib 1 bis 100 an.
vote-refusal-not-a-team-game = Hier spielt kein Team: Stimme im Kanal einer Teampartie ab oder spiel deinen eigenen Zug mit { $move }.
# $role ist die Serverrolle, die als Team spielt.
vote-refusal-not-on-team = In dieser Teampartie stimmen nur Mitglieder von { $role } ab.
vote-refusal-not-teams-turn = Die andere Seite ist am Zug: Stimme ab, sobald sie gezogen hat.
vote-refusal-too-many-changes = Du hast deine Stimme für diesen Zug { $limit }-mal geändert, öfter darf niemand. Sie bleibt so.

## Abstimmungsschach: die Stimmen des Teams und was sie entscheiden.

vote-voted = { $name } hat abgestimmt.
# $move ist die Nummer des Zuges in der Partie; $tally die Züge, für die gestimmt wurde, jeweils mit Stimmen und Abstimmenden.
vote-standing-votes = Stimmen für Zug { $move }: { $tally }.
vote-standing-none = Stimmen für Zug { $move }: noch keine.
# $share ist der Prozentsatz des Teams, dessen Stimmen den Zug spielen (100: alle); $deadline ein Zeitpunkt.
vote-standing-count = { $counted ->
        [one] { $counted } von { $members } im Team hat abgestimmt
       *[other] { $counted } von { $members } im Team haben abgestimmt
    }; der Zug wird gespielt, sobald { $share ->
        [100] alle abgestimmt haben
       *[other] { $share } % abgestimmt haben
    }, spätestens { $deadline }.
vote-standing-draw = { $votes } für Remis (die Mehrheit entscheidet).
vote-standing-resign = { $votes } für Aufgabe (die Mehrheit entscheidet).
vote-majority-resign = Eine Mehrheit des Teams stimmt für die Aufgabe.
vote-majority-draw = Eine Mehrheit des Teams stimmt für ein Remisangebot.
vote-decided-everyone = Alle im Team haben abgestimmt: Das Team spielt seinen Zug.
vote-decided-enough = Genug Teammitglieder haben abgestimmt: Das Team spielt seinen Zug.
vote-time-up = Die Zeit für die Abstimmung des Teams ist um.
vote-deadline-move = Der Zug mit den meisten Stimmen wird gespielt (bei Gleichstand der, für den zuerst gestimmt wurde).
# $vote ist der Befehl zum Abstimmen.
vote-joined = Du bist dem Team beigetreten: Es hat jetzt { $members ->
        [one] { $members } Mitglied
       *[other] { $members } Mitglieder
    }. Stimme mit { $vote } für jeden Zug ab.
vote-joined-already = Du bist schon im Team ({ $members ->
        [one] { $members } Mitglied
       *[other] { $members } Mitglieder
    }). Stimme mit { $vote } für jeden Zug ab.
