## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

moretime-description = Deinem Gegner einen Tag mehr für den Zug geben, über den er gerade nachdenkt.
    .name = mehrzeit

## Mehr Zeit für den Gegner.

# $name hat $opponent einen Tag mehr gegeben; $due ist, wann dessen Zug jetzt fällig ist.
moretime-given = { $name } hat { $opponent } einen Tag mehr gegeben: Deine Frist endet jetzt { $due }.
# $moretime und $move sind Befehle.
moretime-refusal-own-move = Du bist am Zug: { $moretime } gibt deinem Gegner mehr Zeit für seinen Zug. Zieh mit { $move }.
moretime-refusal-capped = Dein Gegner hat für diesen Zug schon fast { $days } Tage, so lange, wie ein Zug höchstens warten darf.
