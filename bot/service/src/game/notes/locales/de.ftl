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
