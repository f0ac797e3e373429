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
