## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

settings-description = Sanctums Einstellungen für diesen Server zeigen oder ändern (nur mit „Server verwalten“).
    .name = servereinstellungen
settings-days = Standard-Tage pro Zug für neue Herausforderungen
    .name = tage
settings-rated = Ob neue Partien standardmäßig gewertet sind
    .name = gewertet
settings-threads = Ob jede Partie einen eigenen Thread bekommt
    .name = threads
settings-seek_variant = Das Spiel, dessen offene Herausforderungen ping_rolle anpingen (ohne ping_rolle: keine Pings mehr)
    .name = ping_variante
settings-seek_role = Die Rolle, die gepingt wird, wenn jemand eine offene Herausforderung in ping_variante postet
    .name = ping_rolle
settings-bank = Zeitkonto je Spieler in neuen Partien, in Vielfachen der Tage pro Zug (0: keins; Standard: { $default_bank })
    .name = zeitkonto
settings-ping_every = Mindestminuten zwischen zwei Pings der Rolle eines Spiels (0: jedes Mal; Standard: { $default_role_ping_minutes })
    .name = ping_abstand
settings-daily_puzzle = Ein tägliches Puzzle in diesem Kanal posten
    .name = tagespuzzle
settings-daily_puzzle_off = Das tägliche Puzzle nicht mehr posten
    .name = tagespuzzle_aus
settings-course_variant = Das Spiel, dessen Kurs mit kurs_rolle belohnt wird (ohne kurs_rolle: Rolle nicht mehr vergeben)
    .name = kurs_variante
settings-course_role = Eine Rolle für alle, die den Kurs von kurs_variante abschließen
    .name = kurs_rolle
settings-organiser_role = Eine Rolle, deren Mitglieder wie Verwalter Turniere erstellen und Wettkämpfe leiten dürfen
    .name = orga_rolle
settings-organiser_role_off = Nur Verwalter dürfen Turniere erstellen
    .name = orga_rolle_aus
settings-web = Ob Ranglisten und Spielerseiten im Web stehen (Standard: nein)
    .name = web
settings-boards_turn = Ob sich das Brett zur Seite am Zug dreht (Standard: ja) oder Weiß unten bleibt
    .name = bretter_drehen
settings-lobby = Sanctums serverübergreifender Lobby beitreten, angezeigt in diesem Kanal
    .name = lobby
settings-lobby_off = Die serverübergreifende Lobby verlassen (laufende Partien laufen weiter)
    .name = lobby_aus

## Die Einstellungen des Servers, gezeigt oder geändert. $settings ist ihre Liste: die settings-list-Nachrichten, durch Kommas und Semikolons verbunden.

settings-shown = Servereinstellungen: { $settings }.
# $name hat sie geändert.
settings-changed = { $name } hat die Servereinstellungen geändert: { $settings }.

## Die Einträge der Einstellungsliste: jeder ist Teil von settings-shown oder settings-changed, kleingeschrieben.

settings-list-days = { $days ->
    [one] { $days } Tag pro Zug
   *[other] { $days } Tage pro Zug
}
settings-list-rated = standardmäßig gewertet
settings-list-casual = standardmäßig ungewertet
settings-list-threads = jede Partie in einem eigenen Thread
settings-list-no-threads = Partien werden im Kanal gespielt
settings-list-web = Ranglisten und Spielerseiten im Web
settings-list-no-web = keine Ranglisten oder Spielerseiten im Web
settings-list-board-to-move = das Brett einer Partie dreht sich zur Seite am Zug
settings-list-board-white = das Brett einer Partie mit Weiß unten
settings-list-no-bank = kein Zeitkonto
# $factor mal die Tage pro Zug: das 2-Fache der Tage pro Zug.
settings-list-bank = ein Zeitkonto vom { $factor }-Fachen der Tage pro Zug in neuen Partien
# $variant ist der Name eines Spiels, $role eine Serverrolle.
settings-list-seek-role = offene Herausforderungen in { $variant } pingen { $role }
# Wie oft diese Rollen gepingt werden dürfen; folgt nach einem Komma auf das letzte settings-list-seek-role.
settings-list-ping-every-time = jedes Mal
# $wait ist eine Zeitspanne: 30m, 1h 30m.
settings-list-ping-at-most = höchstens einmal alle { $wait }
settings-list-daily-puzzle = das Tagespuzzle wird in { $channel } gepostet
settings-list-course-role = wer den Kurs für { $variant } abschließt, erhält { $role }
settings-list-organiser-role = { $role } darf Turniere erstellen und Wettkämpfe leiten
settings-list-lobby = in der serverübergreifenden Lobby, angezeigt in { $channel }

## Abgelehnte Einstellungen. Es wurde nichts geändert.

settings-refusal-needs-manage-server = Nur Mitglieder mit der Berechtigung „Server verwalten“ können die Einstellungen ändern.
# kurs_variante ist der Name der Option, wie Spieler ihn eingeben.
settings-refusal-course-role-needs-variant = Gib das Spiel an, dessen Kurs diese Rolle vergibt: kurs_variante.
# $settings ist der Befehl mit den anzugebenden Optionen.
settings-refusal-seek-role-needs-variant = Gib an, bei welchem Spiel offene Herausforderungen diese Rolle pingen sollen: { $settings }.
# $bank ist die angegebene Zahl, $max das größte Zeitkonto.
settings-refusal-bad-bank = Ein Zeitkonto von { $bank } ist nicht möglich: Gib 0 (kein Zeitkonto) bis { $max } an, in Vielfachen der Tage pro Zug (2 gibt einer Partie mit 3 Tagen pro Zug 6 Reservetage je Spieler). Es wurde nichts geändert.
settings-refusal-bad-ping-wait = Eine Wartezeit von { $minutes } Minuten zwischen Rollen-Pings ist nicht möglich: Gib 0 (jede offene Herausforderung pingt) bis { $max } Minuten an. Es wurde nichts geändert.

## Sprachen

settings-language = Die Sprache, in der Sanctum hier schreibt (Standard: die Serversprache auf Discord)
    .name = sprache
settings-list-language = Kanäle lesen { $language }
settings-list-language-discord = Kanäle lesen die Serversprache auf Discord
