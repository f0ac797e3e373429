## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

rules-description = Explique les règles d'une variante, avec une image de sa position de départ.
    .name = règles
rules-variant = Quel jeu
    .name = variante

learn-description = Apprends un jeu, leçon par leçon : à chaque fois une position, un but et quelques coups.
    .name = apprendre
learn-variant = Le cours de quel jeu (par défaut : Échecs du Sanctuaire)
    .name = variante
learn-lesson = Le numéro d'une leçon du cours (par défaut : ta prochaine)
    .name = leçon

## Les règles de chaque jeu, un paragraphe par ligne après le nom du jeu. Les mots en gras
## sont des messages à part, donnés à leur paragraphe comme arguments.

# $archbishop et $guard sont les noms des pièces en gras (rules-archbishop, rules-swiss-guard) ; A et G sont leurs lettres dans les coups.
rules-sanctuary-pieces = Il n'y a ni roi ni dame. À la place, chaque camp a un { $archbishop } (A, colonne d), qui se déplace comme un fou ou comme un cavalier, et un { $guard } (G, colonne e), qui bondit d'une ou deux cases dans n'importe quelle direction, en ligne droite ou en diagonale, en sautant par-dessus tout.
rules-archbishop = archevêque
rules-swiss-guard = garde suisse
rules-sanctuary-nothing-royal = Aucune pièce n'est royale : pas d'échec, pas de mat, pas de roque — tout coup que les pièces permettent est légal.
# $refugee est le mot en gras (rules-refugee).
rules-sanctuary-pawns = Les pions ne sont jamais promus. Un pion qui atteint la dernière rangée devient un { $refugee } : il ne peut plus jamais bouger ni être capturé.
rules-refugee = réfugié
# $label est rules-how-to-win en gras.
rules-sanctuary-win = { $label } avoir, juste après ton coup, deux pièces sur la dernière rangée, celle de ton adversaire (les réfugiés comptent), qu'il ne peut pas capturer. Deux pièces là-bas, dont une attaquable ? Ton adversaire doit la capturer immédiatement, sinon il perd.
rules-how-to-win = Comment gagner :
# $label est rules-draws en gras.
rules-sanctuary-draws = { $label } aucun coup légal pour le joueur au trait, cinquante coups sans prise ni coup de pion, triple répétition, ou plus aucun camp n'a deux pièces.
rules-draws = Nulles :
rules-scepter-ideas = Les échecs, avec deux idées nouvelles.
# $label est rules-the-scepter en gras.
rules-scepter-scepter = { $label } se trouve sur la case de départ de chaque roi : celui des Blancs en e1, celui des Noirs en e8. Il ne bouge jamais. Si ton roi arrive sur la case du sceptre adverse — par un coup normal ou par une prise — tu gagnes immédiatement. Ton roi ne peut toujours pas se mettre en échec : un sceptre protégé est donc en sécurité.
rules-the-scepter = Le sceptre
# $label est rules-sliding-pawn en gras.
rules-scepter-slide = { $label } quand une pièce adverse se trouve juste devant ton pion, celui-ci peut aussi avancer d'une case en diagonale sur une case vide, en glissant à côté d'elle.
rules-sliding-pawn = Le pion glissant :
rules-scepter-endings = Le mat gagne aussi ; le pat, les cinquante coups et la triple répétition donnent la nulle. Un roi seul peut encore gagner : il n'y a donc pas de nulle par manque de matériel.
rules-chess = Les règles habituelles (FIDE) : roque, prise en passant, promotion, échec et mat. Le pat, cinquante coups sans prise ni coup de pion, la triple répétition et les positions où personne ne peut plus jamais mater sont déclarés nuls automatiquement — inutile de les réclamer.

## La légende sous l'image des règles : un nom, puis une phrase ou deux pour l'expliquer.
## L'image renvoie les explications à la ligne ; chaque nom doit tenir en quelques mots (une ligne).

legend-archbishop = Archevêque
legend-archbishop-text = Se déplace comme un fou ou comme un cavalier. Occupe la place de la dame.
legend-swiss-guard = Garde suisse
legend-swiss-guard-text = Bondit d'une ou deux cases en ligne droite ou en diagonale, par-dessus tout. Pièce non royale : il n'y a pas d'échec.
legend-refugee = Réfugié
legend-refugee-text = Un pion qui a atteint la dernière rangée. Il ne bouge plus jamais et ne peut pas être capturé.
legend-safe-in-sanctuary = À l'abri dans le sanctuaire
legend-safe-in-sanctuary-text = Sur la dernière rangée (teintée) et hors de portée de toute pièce adverse. Deux pièces à l'abri gagnent.
legend-scepter = Sceptre
legend-scepter-text = Reste en e1 et en e8 pendant toute la partie. Un roi qui arrive sur le sceptre adverse gagne.
legend-scepter-in-danger = Sceptre menacé
legend-scepter-in-danger-text = Le roi adverse pourrait prendre ce sceptre à son prochain coup.
legend-sliding-pawn = Pion glissant
legend-sliding-pawn-text = Un pion bloqué par une pièce adverse peut avancer d'une case en diagonale sur une case vide.
legend-checkmate = Échec et mat
legend-checkmate-text = L'échec et mat gagne toujours, comme aux échecs.
legend-last-move = Dernier coup
legend-last-move-text = Les cases de départ et d'arrivée du dernier coup sont teintées de jaune.
legend-check = Échec
legend-check-text = Un roi attaqué s'entoure d'un halo rouge.
