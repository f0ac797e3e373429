## Ablehnungen von Revanchen. Es wurde nichts geändert.

# $challenge ist der Befehl, mit dem man eine Herausforderung in die Lobby stellt.
rematch-refusal-across-servers = Eine Partie zwischen zwei Servern hat keinen Revanche-Button: Stell mit { $challenge } eine neue Herausforderung in die Lobby, dann kann dein Gegner sie von seinem Server aus annehmen.
rematch-refusal-game-not-over = Diese Partie läuft noch: Eine Revanche gibt es nur für eine beendete Partie.
# $game ist die Nummer der Revanche; $start der Befehl, um eine Partie zu starten.
rematch-refusal-already-rematched = Diese Partie hatte schon ihre Revanche: Partie { $game }. Bitte unter jener um eine weitere oder starte mit { $start } eine neue Partie.
