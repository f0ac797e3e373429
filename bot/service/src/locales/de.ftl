## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

help-description = Sanctums Befehle auflisten oder einen davon vollständig erklären.
    .name = hilfe
help-command = Der zu erklärende Befehl (Standard: alle)
    .name = befehl

## Hilfe: alle Befehle auf einen Blick oder einer vollständig.

help-intro = { $sanctum } spielt Zufluchtsschach, Zepterraub und Schach als Fernschach: ein Zug nach dem anderen, über Stunden oder Tage.
help-buttons = Antworten sind Buttons unter der Nachricht, auf die sie antworten:
help-clocks = Spiele: { $chess }, { $scepter }, { $sanctuary }. Tage pro Zug: { $days } oder { $last_days }. Jeder Zug hat eine Frist (die Tage pro Zug der Partie). Du bekommst eine Erinnerung, wenn { $reminder_percent } % deiner Zeit verbraucht sind. Verstreicht die Frist, zahlt dein Zeitkonto dafür, immer einen ganzen Tag auf einmal (Reservetage für die ganze Partie: standardmäßig das { $bank_factor }-Fache der Tage pro Zug, eine Servereinstellung); erst mit leerem Zeitkonto verlierst du auf Zeit – eine Partie, in der eine Seite nie ihren ersten Zug gemacht hat, wird jedoch stattdessen abgebrochen: kein Ergebnis, Wertungen unverändert. Ein Urlaub pausiert alle deine Uhren auf einmal, bis zu { $vacation_days } Tage innerhalb von { $vacation_window } Tagen.
help-boards = Bretter: Das Brett im Kanal einer Partie dreht sich mit jedem Zug, sodass es, wer am Zug ist, von der eigenen Seite aus sieht (gegen Sanctum immer von deiner); ein Serververwalter kann mit { $keep_white } stattdessen Weiß immer unten lassen. { $mine } zeigt auf jedem Brett, das für dich gezeichnet wird, deine eigene Seite unten.
help-unknown = Den Befehl { $typed } kenne ich nicht. { $help } listet alle auf.
help-unknown-near = Den Befehl { $typed } kenne ich nicht. Meintest du { $near }? { $help } listet alle auf.
help-manage-server = Änderungen damit sind Mitgliedern vorbehalten, die den Server verwalten dürfen.
help-option = { $option } — { $description }
help-option-required = { $option } (Pflicht) — { $description }
help-no-options = Dieser Befehl hat keine Optionen.
help-aliases = In der Konsole auch: { $aliases }.
