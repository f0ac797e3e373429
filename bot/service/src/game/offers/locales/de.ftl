## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

resign-description = Die Partie dieses Kanals aufgeben (du wirst um Bestätigung gebeten).
    .name = aufgeben

draw-description = Remis anbieten oder das Remisangebot deines Gegners annehmen.
    .name = remis

abort-description = Die Partie abbrechen, bevor beide Seiten gezogen haben: kein Ergebnis, keine Wertungsänderung.
    .name = abbrechen

takeback-description = Um Rücknahme deines letzten Zuges bitten (nur ungewertet) oder der Bitte deines Gegners zustimmen.
    .name = zurücknehmen
