## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

conditional-description = Antworten auf die nächsten Züge des Gegners vormerken: gespielt, sobald er wie erwartet zieht.
    .name = bedingt
conditional-line = if <sein Zug> then <deiner>; … z. B. if Nf6 then e5; if Nf6 e5 Nd5 then c4
    .name = zugfolge
conditional-clear = Deine vorgemerkten bedingten Züge löschen
    .name = löschen
