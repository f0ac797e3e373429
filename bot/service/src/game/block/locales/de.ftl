## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

block-description = Herausforderungen von jemandem fernhalten (oder sehen, wen du blockierst, oder Blockaden aufheben).
    .name = blockieren
block-player = Wen du blockieren willst (leer: sehen, wen du blockierst)
    .name = spieler
block-remove = Stattdessen die Blockade aufheben
    .name = aufheben
