## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

note-description = Eine private Notiz zu einer Stellung deiner Partie anlegen (nur du siehst sie).
    .name = notiz
note-text = Deine Notiz
    .name = text
note-ply = Welche Stellung: nach so vielen Halbzügen, 0 für den Anfang (Standard: die aktuelle)
    .name = halbzug

notes-description = Deine privaten Notizen zu einer Partie ansehen (oder die zu einer Stellung löschen).
    .name = notizen
notes-delete = Deine Notizen zu dieser Stellung löschen (nach so vielen Halbzügen)
    .name = löschen

## Private Notizen: Antworten auf notiz und notizen. $game ist die Nummer einer Partie; $position, wo die Notiz steht, eine der notes-position-Nachrichten.

notes-position-start = Ausgangsstellung
# $ply ist eine Anzahl von Halbzügen.
notes-position-half-move = Halbzug { $ply }
# $number ist die Nummer des Zuges, $move der Zug: nach 12. Nf3
notes-position-after-white = nach { $number }. { $move }
# nach 12… Nc6
notes-position-after-black = nach { $number }… { $move }
# $note ist die Notiz, wie ihr Verfasser sie geschrieben hat.
notes-noted = Notiert (nur du siehst sie), Partie { $game }, { $position }: { $note }
# $notes ist der Befehl, der sie zeigt.
notes-see = Deine Notizen siehst du mit { $notes }.
notes-took-back = Gelöscht: { $count ->
        [one] deine Notiz
       *[other] deine { $count } Notizen
    } zu Partie { $game }, { $position }.
# $note ist der Befehl, der eine Notiz anlegt.
notes-none = Du hast keine Notizen zu Partie { $game }. Leg mit { $note } eine an: Sie wird bei der Stellung gespeichert, nur für dich.
# Die Überschrift der Notizenliste; $white und $black sind die Namen der Spieler.
notes-heading = Deine Notizen zu Partie { $game }, { $white } gegen { $black } (nur du siehst sie):
notes-more-in-pgn = … und { $count } weitere in der angehängten PGN, in der jede Notiz ein Kommentar ist.
notes-all-in-pgn = Die angehängte PGN enthält sie als Kommentare.
notes-on-this-position = Deine Notizen zu dieser Stellung ({ $position }), nur für dich:

## Abgelehnte Notizen.

notes-refusal-not-yours = Du spielst Partie { $game } nicht: Notizen gibt es nur für die Spieler einer Partie, jeden für sich.
notes-refusal-empty = Deine Notiz enthält keine Wörter.
notes-refusal-too-long = Eine Notiz darf { $limit } Zeichen lang sein; deine hat { $length }. Teil sie in zwei auf.
# $typed ist die angegebene Zahl; $last die letzte Stellung der Partie, in Halbzügen.
notes-refusal-no-such-position = Stellung { $typed } gibt es in der Partie nicht: Gib eine Zahl von Halbzügen an, von 0 (Anfang) bis { $last } (jetzt).
# $delete ist der Befehl, der Notizen löscht.
notes-refusal-too-many = Du hast { $limit } Notizen zu Partie { $game }, so viele, wie eine Partie haben darf. Lösche zuerst einige mit { $delete }.
notes-refusal-none-there = Du hast keine Notizen zu Stellung { $ply } dieser Partie. Alle siehst du mit { $notes }.
