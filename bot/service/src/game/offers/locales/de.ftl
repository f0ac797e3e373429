## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

resign-description = Die Partie dieses Kanals aufgeben (du wirst um Bestätigung gebeten).
    .name = aufgeben

draw-description = Remis anbieten oder das Remisangebot deines Gegners annehmen.
    .name = remis

abort-description = Die Partie abbrechen, bevor beide Seiten gezogen haben: kein Ergebnis, keine Wertungsänderung.
    .name = abbrechen

takeback-description = Um Rücknahme deines letzten Zuges bitten (nur ungewertet) oder der Bitte deines Gegners zustimmen.
    .name = zurücknehmen

## Aufgeben, Remisangebote, Abbrüche und Zugrücknahmen. $name ist der Name dessen, der es getan hat.

# $opponent ist der Name des Gegners.
offers-resign-confirm = Deine Partie gegen { $opponent } aufgeben? { $opponent } gewinnt, und das lässt sich nicht rückgängig machen.
# $opponent ist der Gefragte; $accept und $decline sind Buttons; $command der Befehl, der ebenfalls annimmt.
offers-draw-offered = { $name } bietet Remis an. { $opponent }: { $accept } (oder { $command }) oder { $decline } – das Angebot verfällt, wenn du ziehst.
offers-draw-declined = { $name } hat das Remisangebot abgelehnt. Die Partie geht weiter.
offers-aborted = { $name } hat die Partie abgebrochen: kein Ergebnis, Wertungen unverändert. Der Kanal ist frei für eine neue Herausforderung.
offers-takeback-asked = { $name } bittet darum, den letzten Zug zurückzunehmen. { $opponent }: { $accept } (oder { $command }) oder { $decline }.
offers-takeback-refused = { $name } hat die Zugrücknahme abgelehnt. Die Partie geht weiter.
# $moves sind die zurückgenommenen Züge (Nf3 Nc6); $to_move ist, wer wieder am Zug ist.
offers-takeback-agreed = { $name } ist einverstanden: { $moves } zurückgenommen. { $to_move }, du bist wieder am Zug – Frist endet { $due }.

## Aufgeben, Remisangebote, Abbrüche und Zugrücknahmen abgelehnt. $offer ist draw, takeback oder either (ein Remis- oder Rücknahmeangebot).

offers-refusal-abort-too-late = Für einen Abbruch ist es zu spät: Beide Seiten haben gezogen. Du kannst mit { $draw } Remis anbieten oder mit { $resign } aufgeben.
offers-refusal-takeback-rated = Zugrücknahmen sind nur in ungewerteten Partien erlaubt.
offers-refusal-nothing-to-take-back = Du hast noch keinen Zug, den du zurücknehmen könntest.
offers-refusal-already-offered = { $offer ->
    [takeback] Deine Bitte um Zugrücknahme ist noch offen: Dein Gegner kann darauf antworten.
   *[draw] Dein Remisangebot ist noch offen: Dein Gegner kann darauf antworten.
}
offers-refusal-no-offer = { $offer ->
    [takeback] Es gibt keine Bitte um Zugrücknahme, auf die du antworten könntest.
    [either] Es gibt kein Remisangebot und keine Bitte um Zugrücknahme, auf die du antworten könntest.
   *[draw] Es gibt kein Remisangebot, auf das du antworten könntest.
}
offers-refusal-own-offer = { $offer ->
    [takeback] Das ist deine eigene Bitte um Zugrücknahme: Dein Gegner muss darauf antworten.
   *[draw] Das ist dein eigenes Remisangebot: Dein Gegner muss darauf antworten.
}
offers-refusal-tournament-abort = Turnierpartien können nicht abgebrochen werden: Eine Seite, die nie zieht, verliert die Partie kampflos, wenn ihre Zeit abläuft.
