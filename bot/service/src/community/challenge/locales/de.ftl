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

## Herausforderungen: gestellt, angenommen, abgelehnt, zurückgezogen und abgelaufen.

# Die Bedingungen einer Herausforderung, nach dem Namen des Spiels: „gewertet, 2 Tage pro Zug, alice spielt Weiß“. $rated ist rated oder casual; $colours, wer welche Seite spielt (challenge-colours-…, lobby-colours-…).
challenge-terms = { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug, { $colours }
# $name ist der Name des Herausforderers.
challenge-colours-white = { $name } spielt Weiß
challenge-colours-black = { $name } spielt Schwarz
challenge-colours-random = Farben werden ausgelost
# $variant ist der Name des Spiels (fett); $terms ist challenge-terms.
challenge-open-post = { $challenger } stellt eine offene Herausforderung: { $variant } – { $terms }.
# $accept ist der Button „Annehmen“.
challenge-open-answer = Jeder hier kann auf { $accept } klicken – wer zuerst klickt, spielt. Die Herausforderung läuft { $expires } ab.
challenge-post = { $challenged }, { $challenger } fordert dich zu einer Partie { $variant } heraus – { $terms }.
challenge-rematch-post = { $challenged }, { $challenger } bittet dich um eine Revanche in { $variant } – { $terms }.
# $accept und $decline sind die Buttons.
challenge-answer = { $accept } oder { $decline }; die Herausforderung läuft { $expires } ab.
# $variant ist der Name des Spiels; $next, wann die Rolle wieder gepingt werden darf.
challenge-role-pinged-recently = Die Rolle der { $variant }-Spieler wurde gerade erst gerufen und wird deshalb erst { $next } wieder gepingt.
# Die Schlagzeile einer neuen Partie: $name hat angenommen; $variant ist der Name des Spiels (fett); $white und $black sind die Namen der Spieler; $rated ist rated oder casual; $game die Nummer der Partie.
challenge-accepted = { $name } hat angenommen! { $variant } – { $white } (Weiß) gegen { $black } (Schwarz), { $rated ->
        [rated] gewertet
       *[casual] ungewertet
    }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } pro Zug: Partie { $game }.
challenge-played-in = Die Partie wird in { $channel } gespielt.
challenge-declined = { $name } hat die Herausforderung von { $challenger } abgelehnt.
challenge-withdrawn = { $name } hat die Herausforderung an { $challenged } zurückgezogen.
challenge-open-withdrawn = { $name } hat die offene Herausforderung zurückgezogen.
challenge-expired = Die Herausforderung von { $challenger } an { $challenged } ist abgelaufen: Niemand hat innerhalb { $challenge_hours ->
        [one] einer Stunde
       *[other] von { $challenge_hours } Stunden
    } geantwortet.
challenge-open-expired = Die offene Herausforderung von { $challenger } ist abgelaufen: Niemand hat sie innerhalb { $challenge_hours ->
        [one] einer Stunde
       *[other] von { $challenge_hours } Stunden
    } angenommen.

## Ablehnungen von Herausforderungen und Antworten darauf. Es wurde nichts geändert.

challenge-refusal-self = Du kannst dich nicht selbst herausfordern. Such dir jemand anderen auf dem Server aus.
challenge-refusal-bot = Bots können nicht spielen, außer Sanctum selbst: Fordere einen Menschen heraus oder Sanctum.
challenge-refusal-not-a-member = { $user } ist kein Mitglied dieses Servers und könnte deshalb nie antworten. Fordere jemanden hier heraus.
# teamrolle, anteil und team:true sind die Optionen des Befehls herausfordern, wie Spieler sie eingeben.
challenge-refusal-team-options-without-team = teamrolle und anteil sind für eine Teampartie gedacht: Füge team:true hinzu.
# überall:true, min_wertung und max_wertung sind die Optionen des Befehls herausfordern, wie Spieler sie eingeben.
challenge-refusal-range-without-lobby = Ein Wertungsbereich gilt nur für eine Herausforderung an alle Server: Füge überall:true hinzu oder lass min_wertung und max_wertung weg.
challenge-refusal-no-challenge = In diesem Kanal gibt es keine offene Herausforderung für dich.
challenge-refusal-not-challenged = Nur { $challenged } kann auf diese Herausforderung antworten.
challenge-refusal-not-challenger = Nur { $challenger } kann diese Herausforderung zurückziehen.
challenge-refusal-not-yours = Diese Herausforderung ist nicht an dich gerichtet.
# $challenge ist der Befehl, mit dem man eine Herausforderung stellt.
challenge-refusal-taken = Zu spät: { $by } hat diese Herausforderung schon angenommen. Stell mit { $challenge } eine eigene.
challenge-refusal-level-for-person = Eine Stufe gibt es nur für Partien gegen Sanctum selbst: Lass sie weg, wenn du einen Menschen herausforderst.
