## Von allen Funktionen geteilt: Optionen, die mehrere Befehle haben.

your-game = Eine deiner Partien nach Nummer (Standard: die Partie dieses Kanals)
    .name = partie

## Die Namen der Spiele.

variant-chess = Schach
variant-scepter = Zepterraub
variant-sanctuary = Zufluchtsschach

## Die Antworten, die Buttons sind, wie die Hilfe sie auflistet.

buttons-challenge = eine Herausforderung an dich beantworten (eine offene darf jeder annehmen)
buttons-cancel = deine eigene Herausforderung zurückziehen
buttons-rematch = unter einer beendeten Partie deinen Gegner um eine Revanche mit getauschten Farben bitten
buttons-resign = nach dem Befehl zum Aufgeben bestätigen, dass du aufgibst
buttons-draw = auf das Remisangebot deines Gegners antworten
buttons-takeback = auf die Bitte deines Gegners um Zugrücknahme antworten
buttons-confirm = den gewählten Zug spielen oder verwerfen, wenn deine Einstellungen eine Zugbestätigung verlangen
buttons-review = eine beendete Partie analysieren lassen, unter ihrer Nachricht zum Partieende

## Zeitfenster im Rückblick, für Limits.

window-hours = { $n ->
    [one] der letzten Stunde
   *[other] den letzten { $n } Stunden
}
window-minutes = { $n ->
    [one] der letzten Minute
   *[other] den letzten { $n } Minuten
}

## Ablehnungen: warum ein Befehl nicht ausgeführt wurde. Es wurde nichts geändert.

refusal-challenge-accepted = Diese Herausforderung wurde bereits angenommen.
refusal-challenge-declined = Diese Herausforderung wurde abgelehnt.
refusal-challenge-withdrawn = Diese Herausforderung wurde zurückgezogen.
refusal-challenge-expired = Diese Herausforderung ist abgelaufen: Herausforderungen gelten { $challenge_hours ->
    [one] { $challenge_hours } Stunde
   *[other] { $challenge_hours } Stunden
}.
refusal-challenge-open = Diese Herausforderung ist noch offen.
refusal-not-in-lobby = Dieser Server ist nicht in Sanctums serverübergreifender Lobby. Ein Verwalter kann ihr mit { $join } beitreten; bis dahin fordere jemanden hier heraus.
refusal-vote-instead = Das Team spielt diese Partie per Abstimmung: Stimme mit { $vote } für den Zug, den du willst.
refusal-lobby-names-no-one = Eine Herausforderung an alle Server steht jedem offen: Lass Gegner und Stufe weg.
# $thing ist challenge, game oder match.
refusal-gone = { $thing ->
    [challenge] Diese Herausforderung gibt es nicht mehr: Dieser Button ist veraltet.
    [match] Diesen Wettkampf gibt es nicht mehr: Dieser Button ist veraltet.
   *[game] Diese Partie gibt es nicht mehr: Dieser Button ist veraltet.
}
refusal-channel-busy = In diesem Kanal läuft schon eine Partie. Spiel sie zu Ende oder fordere in einem anderen Kanal heraus.
refusal-duplicate-challenge = Ihr beide habt in diesem Kanal schon eine offene Herausforderung. Warte auf eine Antwort oder zieh sie zuerst mit { $cancel } zurück.
refusal-no-game = In diesem Kanal gibt es keine Partie. Starte eine mit { $start }.
refusal-game-elsewhere = { $count ->
    [one] In diesem Kanal gibt es keine Partie. Deine läuft in { $places }.
   *[other] In diesem Kanal gibt es keine Partie. Deine laufen in { $places }.
}
refusal-game-over = Diese Partie ist schon vorbei. Starte eine neue mit { $start }.
refusal-not-a-player = Du spielst in dieser Partie nicht mit.
refusal-not-your-turn = Du bist nicht am Zug: { $to_move } ist am Zug.
refusal-already-moved = Du bist nicht am Zug: Dein Zug { $last } steht auf dem Brett, und jetzt ist { $to_move } am Zug.
refusal-moved-on = Die Partie ist weitergegangen, seit du hingesehen hast: Es wurde nichts gespielt. Sieh dir die neue Stellung an ({ $board }) und versuch es noch einmal.
refusal-nothing-to-solve = Du hast kein Puzzle und keine Lektion offen. Starte ein Puzzle mit { $puzzle } oder eine Lektion mit { $learn }.
refusal-no-such-lesson = Der Kurs für { $variant } hat die Lektionen 1 bis { $lessons }.
refusal-already-open = Deine offene Herausforderung in diesem Kanal wartet noch darauf, dass jemand sie annimmt. Warte oder zieh sie zuerst mit { $cancel } zurück.
refusal-own-open-challenge = Das ist deine eigene offene Herausforderung: Jemand anderes muss sie annehmen. Du kannst sie mit { $cancel } zurückziehen.
refusal-bad-game-number = { $typed } ist keine Partienummer. Partien haben die Nummern 1, 2, 3 …; { $games } zeigt deine.
refusal-no-such-game = Auf diesem Server gibt es keine Partie Nr. { $number }. { $games } zeigt deine.
refusal-too-many-challenges = Du hast auf diesem Server in { $window } { $limit ->
    [one] { $limit } Herausforderung
   *[other] { $limit } Herausforderungen
} ausgesprochen. Du kannst { $until } wieder herausfordern.
refusal-too-many-waiting = { $limit ->
    [one] Auf diesem Server wartet schon { $limit } Herausforderung von dir auf Antwort.
   *[other] Auf diesem Server warten schon { $limit } Herausforderungen von dir auf Antwort.
} Zieh eine zurück oder warte: Die erste verfällt { $until }.
refusal-challenged-recently = Du hast { $challenged } gerade erst herausgefordert, und die Herausforderung wurde abgelehnt oder zurückgezogen. Eine neue Herausforderung ist { $until } möglich.
refusal-too-many-engine-games = Du spielst schon { $limit ->
    [one] { $limit } Partie
   *[other] { $limit } Partien
} gegen Sanctum, mehr darf niemand gleichzeitig. Beende zuerst eine oder gib eine auf.
refusal-too-many-reviews = Du hast auf diesem Server in { $window } { $limit ->
    [one] { $limit } Analyse
   *[other] { $limit } Analysen
} angefordert. Du kannst { $until } wieder eine anfordern.
refusal-too-many-exercises = Du hast in { $window } { $limit ->
    [one] { $limit } Puzzle oder Lektion
   *[other] { $limit } Puzzles und Lektionen
} geöffnet. Du kannst { $until } wieder etwas öffnen.
refusal-too-many-web-moves = Diese Seite hat in { $window } { $limit ->
    [one] { $limit } Zug
   *[other] { $limit } Züge
} gesendet: Es wurde nichts gespielt. Den nächsten kannst du { $until } senden.

## Fehler auf Sanctums Seite.

failure-busy = Die Partiedatenbank ist gerade ausgelastet. Bitte versuch es gleich noch einmal.
failure-disk-full = Ich konnte das nicht speichern: Der Speicherplatz des Servers ist voll. Es wurde nichts geändert; bitte sag den Admins des Servers Bescheid.
failure-other = Bei mir ist etwas schiefgelaufen, und es wurde nichts geändert. Bitte versuch es noch einmal; wenn das immer wieder passiert, sag den Admins des Servers Bescheid.

## Menüeinträge, wie Discord die Werte einer Option auflistet (höchstens 100 Zeichen).

choice-variant-sanctuary = Zufluchtsschach
choice-variant-scepter = Zepterraub
choice-variant-chess = Schach
choice-color-white = Weiß
choice-color-black = Schwarz
choice-color-random = Zufällig
choice-days-1 = 1 Tag
choice-days-2 = 2 Tage
choice-days-3 = 3 Tage
choice-days-5 = 5 Tage
choice-days-7 = 7 Tage
choice-days-10 = 10 Tage
choice-days-14 = 14 Tage
choice-puzzle-theme-sanctuary = Zuflucht (zwei sichere Figuren)
choice-puzzle-theme-refugee = Flüchtling
choice-puzzle-theme-scepter = Zepter (König auf e1/e8)
choice-puzzle-theme-slide = Gleitender Bauer
choice-puzzle-theme-mate = Matt
choice-puzzle-theme-material = Material gewinnen
choice-puzzle-theme-fork = Gabel
choice-puzzle-theme-pin = Fesselung
choice-puzzle-theme-skewer = Spieß
choice-puzzle-theme-discoveredattack = Abzugsangriff
choice-puzzle-theme-doublecheck = Doppelschach
choice-puzzle-theme-hangingpiece = Hängende Figur
choice-puzzle-theme-trappedpiece = Gefangene Figur
choice-puzzle-theme-sacrifice = Opfer
choice-puzzle-theme-backrankmate = Grundreihenmatt
choice-puzzle-theme-promotion = Umwandlung
choice-puzzle-theme-deflection = Ablenkung
choice-puzzle-theme-attraction = Hinlenkung
choice-puzzle-theme-capturingdefender = Schlagen des Verteidigers
choice-puzzle-theme-clearance = Räumung
choice-puzzle-theme-quietmove = Stiller Zug
choice-puzzle-theme-advancedpawn = Vorgerückter Bauer
choice-puzzle-theme-sanctuaryrace = Wettlauf zur Zuflucht
choice-puzzle-theme-stoprefugee = Einen Flüchtling aufhalten
choice-puzzle-theme-scepterwalk = Der Marsch des Königs zum Zepter
choice-puzzle-theme-onemove = Ein Zug
choice-puzzle-theme-short = Zwei Züge
choice-puzzle-theme-long = Drei Züge oder mehr
choice-tournament-action-create = Erstellen
choice-tournament-action-join = Beitreten
choice-tournament-action-leave = Verlassen
choice-tournament-action-start = Starten
choice-tournament-action-standings = Tabelle
choice-tournament-action-trf = TRF
choice-tournament-action-bye = Aussetzen
choice-tournament-action-cancel = Absagen
choice-tournament-action-list = Auflisten
choice-tournament-format-round-robin = Rundenturnier
choice-tournament-format-double-round-robin = Doppeltes Rundenturnier
choice-tournament-format-swiss = Schweizer System
choice-scope-server = Server
choice-scope-global = Global
choice-orientation-to-move = Am Zug
choice-orientation-mine = Meine
choice-theme-classic = Klassisch
choice-theme-contrast = Kontrast
choice-theme-colorblind = Farbenblind

## Die Beschriftungen der Buttons (höchstens 80 Zeichen).

button-accept = Annehmen
button-decline = Ablehnen
button-cancel = Abbrechen
button-yes-resign = Ja, aufgeben
button-accept-draw = Remis annehmen
button-allow-takeback = Rücknahme erlauben
button-refuse = Ablehnen
button-rematch = Revanche
button-review = Analyse
button-confirm = Bestätigen
button-next-puzzle = Nächstes Puzzle
button-give-up = Aufgeben
button-solve = Lösen
button-next-lesson = Nächste Lektion
button-join = Beitreten
button-leave = Verlassen
button-join-the-team = Dem Team beitreten
button-accept-match = Wettkampf annehmen
button-refuse-all-from-this-server = Alle von diesem Server ablehnen
button-sign-up = Anmelden
# Link-Buttons: die Webseite einer Nachricht und der private Link eines Spielers, um im Web zu ziehen.
button-view = Ansehen
button-play-on-web = Im Web spielen

## Was eine Oberfläche empfangen hat, das kein Befehl ist. $usage zeigt, wie der Befehl gegeben wird.

unreadable-missing-variant = Welches Spiel? Wähle { $choices }: { $usage }.
unreadable-missing = { $command } braucht die Option { $option }: { $usage }.
unreadable-no-value = Nach { $option } fehlt ein Wert: { $usage }.
unreadable-bad-variant = Das Spiel { $value } kenne ich nicht: Wähle { $choices }. Verwendung: { $usage }.
unreadable-bad-days = { $value } Tage pro Zug werden nicht angeboten: Wähle { $days } oder { $last_days } Tage. Verwendung: { $usage }.
# $article ist "a" oder "an", nur fürs Englische; das Deutsche braucht es nicht.
unreadable-bad-choice = { $value } ist kein gültiger Wert für { $option }: Wähle { $choices }. Verwendung: { $usage }.
unreadable-bad-bool = { $value }: Schreib { $yes } oder { $no } für { $option }. Verwendung: { $usage }.
unreadable-bad-flag = { $value }: { $option } erwartet keinen Wert. Verwendung: { $usage }.
unreadable-bad-page = { $value } ist keine Seitenzahl: Schreib 1, 2, 3 … bis { $max }. Verwendung: { $usage }.
unreadable-bad-number = { $value } ist keine gültige Zahl: { $option } erwartet { $lo } bis { $hi }. Verwendung: { $usage }.
unreadable-bad-other = { $value } ist hier kein gültiger Wert für { $option }. Verwendung: { $usage }.
unreadable-unknown-command = Den Befehl { $name } kenne ich nicht: { $help } listet alle auf, die ich habe.
unreadable-unknown-command-near = Den Befehl { $name } kenne ich nicht. Meintest du { $near }? { $help } listet alle auf, die ich habe.
unreadable-unknown-option = { $command } hat keine Option { $option }. Verwendung: { $usage }.
unreadable-unknown-option-near = { $command } hat keine Option { $option }. Meintest du { $near }? Verwendung: { $usage }.

## Wo eine Partie gespielt wird.

game-in-thread = Die Partie wird in einem eigenen Thread gespielt: { $thread }.

## Was eine Oberfläche selbst sagt.

face-sorry = Sanctum konnte die Antwort darauf leider nicht fertigstellen. Mit { $board } siehst du, wie deine Partie steht.
face-review-lost = Die Analyse ist bei mir verloren gegangen. Bitte fordere sie noch einmal an.
face-dead-button = Dieser Button funktioniert nicht mehr. { $games } zeigt, wie deine Partien stehen.
refusal-servers-only = Dieser Befehl gehört zu einem Server: Nutze ihn in einem Kanal eines Servers, auf dem Sanctum ist. Partien, Rätsel und Lektionen gehen auch hier.
# $places listet Kanäle auf, jeweils mit Discords Grund in Klammern.
face-posts-refused = Erledigt, aber Discord hat Sanctums Beitrag in { $places } abgelehnt. Prüfe, ob es den Kanal noch gibt und ob Sanctum ihn sehen, dort Nachrichten senden und Dateien anhängen darf.
face-a-channel = einem Kanal ({ $why })

## Wörter, die hervorstechen: in jeder Sprache gleich.

emphasis = { $words }

## Zeitspannen, kurz, wie die Konsole sie zeigt: 2 T. 4 Std., 30 Min.

duration-under-minute = weniger als eine Minute
duration-minutes = { $m } Min
duration-hours = { $h } Std
duration-hours-minutes = { $h } Std { $m } Min
duration-days = { $d } T
duration-days-hours = { $d } T { $h } Std
moment-in = in { $duration }
moment-ago = vor { $duration }

## Sprachauswahl

choice-language-discord = die Serversprache auf Discord
choice-language-en = English
choice-language-de = Deutsch
choice-language-fr = Français
choice-language-es = Español
choice-language-pt-br = Português do Brasil
choice-language-ru = Русский
choice-language-zh-cn = 简体中文

## Die Konsole (`sanctum play`): ihre eigenen Worte rund um die Antworten, die sie zeigt.
## Wörter in Backticks sind das, was man dort eintippt, und bleiben unverändert.

# Die erste Zeile einer Sitzung an der Tastatur. $db ist die Datenbank, $pictures der
# Ordner, in dem Bilder und Dateien gespeichert werden.
console-banner = Sanctum-Konsole auf { $db } – Bilder landen in { $pictures }. Tippe `help` oder probier `alice: challenge @bob sanctuary`.
# Nach der Befehlsliste von `help`: wie Zeilen in der Konsole geschrieben werden.
console-help =
    In dieser Konsole lautet jede Zeile `<user>: <command>`, z. B. `alice: challenge sanctuary @bob`, dann `bob: accept`, `alice: move e4` (oder einfach `alice: e4`).
    `alice: challenge sanctuary` (ohne Namen) ist eine offene Herausforderung: Wer sie zuerst mit `accept` annimmt, spielt. `pgn 42` und `board 42` zeigen jede Partie per Nummer.
    Außerdem: `<user>: press <button>` drückt einen der oben gezeigten Buttons, `<user>: suggest <start of a move>` listet passende Züge auf,
    `help <command>` erklärt einen Befehl, `wait 2d` / `wait 3h` stellt die Uhr vor (Erinnerungen und Zeitüberschreitungen greifen), `channel <name>` wechselt den Kanal, `quit` beendet die Sitzung.
# Ein Befehl, der schon beantwortet wurde (dieselbe Interaktion zweimal).
console-already-handled = (schon erledigt)
# $thread ist der Name, den der Thread der Partie auf Discord hätte, $channel der
# Konsolenkanal, in dem die Partie bleibt (sein Name ohne #).
console-game-thread = (auf Discord bekäme diese Partie einen eigenen Thread, „{ $thread }“; hier bleibt sie in #{ $channel })
# Über der Ankündigung einer Herausforderung oder Partie, neu gezeichnet, wie sie jetzt ist.
console-announcement-redrawn = (ihre Ankündigung wird neu gezeichnet:)
# $thread ist der Name des Threads auf Discord, $channel der Konsolenkanal, der für ihn
# steht (sein Name ohne #).
console-opens-thread = (auf Discord öffnet das den Thread „{ $thread }“; hier ist es #{ $channel })
# Über einer Antwort, die in einem anderen Kanal gepostet wurde. $channel ist der Name dieses Kanals, mit #.
console-in-channel = [in { $channel }]
# Über einer Antwort, die nur sieht, wer den Befehl gegeben hat. $user ist sein Name.
console-only-user-sees = (nur { $user } sieht das)
# Dasselbe, wenn niemand einen Befehl gegeben hat (Antworten der Uhr oder von Sanctum).
console-only-you-see = (nur du siehst das)
# Über einer Direktnachricht. $user ist der Name des Empfängers: @bob.
console-direct-message = (Direktnachricht an { $user })
# $path ist, wo ein Brettbild gespeichert wurde.
console-saved-picture = Bild: { $path }
# $path ist, wo die Datei einer Antwort (eine Partienotation, eine Animation) gespeichert wurde.
console-saved-file = Datei: { $path }
# $path ist, wo ein Brettbild nicht gespeichert werden konnte, $error warum (die Worte des Systems).
console-not-saved-picture = (Bild nicht unter { $path } gespeichert: { $error })
# $path ist, wo die Datei einer Antwort nicht gespeichert werden konnte, $error warum (die Worte des Systems).
console-not-saved-file = (Datei nicht unter { $path } gespeichert: { $error })
# Unter einer Antwort mit Buttons. $labels sind die Beschriftungen der Buttons, jede in Klammern;
# $first ist die Beschriftung des ersten in Kleinbuchstaben, wie man sie nach `press` eintippt.
console-buttons = Buttons: { $labels } – drück einen mit `<user>: press { $first }`
# Unter einer Antwort, die Leute pingt. $users sind ihre Namen, durch Kommas getrennt.
console-pings = (pingt { $users })
# Einmal, wenn die Konsole ihre Namen und Buttons nicht für den nächsten Lauf behalten kann.
# $path ist die Datei, in der sie sie aufbewahrt, $error warum (die Worte des Systems).
console-memory-not-kept = (Namen und Buttons werden nach diesem Lauf vergessen: { $path } kann nicht geschrieben werden: { $error })
# Nach `channel <name>`. $channel ist der Name des Kanals ohne #.
console-now-in = (jetzt in #{ $channel })
# Nach `wait`. $duration ist, wie weit, so wie die Konsole Zeitspannen schreibt: 1 T., 3 Std. 30 Min.
console-clock-forward = (die Uhr wird um { $duration } vorgestellt)
# Nach `press`, wenn kein kürzlich gezeigter Button so beschriftet ist. $typed ist, was
# nach `press` geschrieben wurde.
console-no-button = kein kürzlich gezeigter Button passt zu `{ $typed }`
# Nach `suggest`, wenn es nichts vorzuschlagen gibt.
console-no-suggestions = (keine Vorschläge: Du bist hier nicht am Zug, oder nichts passt)
# Nach `suggest`. $moves sind die vorgeschlagenen Züge, durch Kommas getrennt.
console-suggestions = Vorschläge: { $moves }
# Unter einem Zufluchtsschach-Brett: wofür die Symbole der beiden zusätzlichen Figuren stehen.
console-board-legend = Ⓐ/ⓐ Erzbischof, Ⓖ/ⓖ Schweizergardist
# Hinweise zu einer Zeile, die die Konsole nicht lesen kann, nach einem „?“.
# $max_days ist die längste Wartezeit in Tagen; $typed, was nach `wait` geschrieben wurde.
console-bad-wait = `wait` braucht eine Zeit wie 2d, 3h oder 30m, höchstens { $max_days }d, nicht `{ $typed }`
console-which-channel = welcher Kanal? z. B. `channel general`
console-user-one-word = ein Nutzername ist ein einziges Wort, z. B. `alice: board`
console-how-to-write = schreib `<user>: <command>`, z. B. `alice: challenge @bob sanctuary`, oder `wait 2d`, oder `help`
# Ein Befehl, bei dem nicht gesagt wird, wer ihn gibt. $command ist der Befehl, wie eingetippt: board.
console-who-says = wer sagt das? z. B. `alice: { $command }`
# Ein falsch geschriebenes Konsolenwort. $near ist das wahrscheinlich gemeinte Wort (help, wait, channel,
# quit oder exit); $how ist der Hinweis console-how-to-write, in derselben Sprache.
console-did-you-mean = meintest du `{ $near }`? Sonst { $how }
console-say-something = schreib etwas nach dem Doppelpunkt, z. B. `alice: help`
console-press-which = welchen Button drücken? z. B. `press accept`

## Platzhalter in einem Befehl, die der Spieler ausfüllt: `/zug zug:<dein Zug>`. Die Klammern
## bzw. das @/# beibehalten: Sie zeigen, dass es ein Platzhalter ist.

blank-move = <Zug>
blank-your-move = <dein Zug>
blank-id = <ID>
blank-channel = #kanal
blank-someone = @jemand
blank-half-move = <Halbzug>
blank-role = @rolle
blank-them = @person
blank-number = <Nummer>
