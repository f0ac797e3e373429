## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

block-description = Herausforderungen von jemandem fernhalten (oder sehen, wen du blockierst, oder Blockaden aufheben).
    .name = blockieren
block-player = Wen du blockieren willst (leer: sehen, wen du blockierst)
    .name = spieler
block-remove = Stattdessen die Blockade aufheben
    .name = aufheben

## Blockaden: Antworten auf blockieren, und warum das Spielen gegen oder Blockieren von jemandem abgelehnt wurde.

# $user ist die blockierte oder freigegebene Person; $undo der Befehl, der die Blockade aufhebt.
block-unblocked = Du hast die Blockade von { $user } aufgehoben: Ihr könnt euch wieder gegenseitig herausfordern.
block-not-blocked = Du hast { $user } nicht blockiert.
block-blocked = Du hast { $user } blockiert: Herausforderungen von { $user } erreichen dich nicht mehr, und keiner von euch kann die offenen Herausforderungen oder Revanchen des anderen annehmen, auf keinem Server. Laufende Partien laufen weiter. Rückgängig machen mit { $undo }.
block-list-empty = Du blockierst niemanden. Blockiere jemanden mit { $block }.
# $users ist die Liste der blockierten Personen, durch Kommas verbunden.
block-list = Du blockierst { $users }. Hebe eine Blockade mit { $unblock } auf; blockiere jemand anderen mit { $block }.
block-refusal-not-welcome = { $user } möchte nicht mit dir spielen.
block-refusal-you-blocked = Du hast { $user } blockiert, deshalb könnt ihr nicht gegeneinander spielen. Um wieder gegen { $user } zu spielen, hebe die Blockade mit { $unblock } auf.
block-refusal-cannot-block = Du kannst nur andere Personen blockieren: nicht dich selbst und keinen Bot.
block-refusal-too-many = Du blockierst schon { $limit } Personen, so viele, wie jeder darf. Hebe zuerst eine Blockade auf.
