## Befehle: was jeder Befehl und jede Option tut, wie Discord und die Hilfe es zeigen (höchstens 100 Zeichen).

challenge-description = Jemanden, alle hier oder Sanctum selbst zu Zufluchtsschach, Zepterraub oder Schach herausfordern.
    .name = herausfordern
challenge-variant = Welches Spiel
    .name = variante
challenge-opponent = Gegen wen (weglassen für eine offene Herausforderung, die jeder hier annehmen kann)
    .name = gegner
challenge-color = Deine Farbe (Standard: zufällig)
    .name = farbe
challenge-days = Tage pro Zug (Standard: Einstellung des Servers)
    .name = tage
challenge-rated = Gewertet oder ungewertet (Standard: Einstellung des Servers)
    .name = gewertet
challenge-level = Sanctums Spielstärke { $min_level }-{ $max_level }, wenn du Sanctum herausforderst (Standard: { $default_level })
    .name = stufe
challenge-team = Der Server spielt als Team, das über jeden Zug abstimmt: gegen Sanctum, mit überall:true gegen Teams
    .name = team
challenge-team_role = team: Nur Mitglieder dieser Rolle stimmen ab
    .name = teamrolle
challenge-share = team: Anteil des Teams in Prozent, dessen Stimmen einen Zug vorzeitig spielen (Standard: alle)
    .name = anteil
challenge-anywhere = An alle Server in Sanctums Lobby senden, damit dort jeder annehmen kann
    .name = überall
challenge-min_rating = überall: globale Wertung, die man zum Annehmen mindestens braucht
    .name = min_wertung
challenge-max_rating = überall: globale Wertung, die man zum Annehmen höchstens haben darf
    .name = max_wertung
