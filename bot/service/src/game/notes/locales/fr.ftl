## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

note-description = Garde une note privée sur une position de ta partie (toi seul la verras).
    .name = note
note-text = Ta note
    .name = texte
note-ply = Quelle position : après tant de demi-coups, 0 pour le départ (par défaut : l'actuelle)
    .name = demi_coups

notes-description = Consulte tes notes privées sur une partie (ou retire celles d'une position).
    .name = notes
notes-delete = Retire tes notes sur cette position (après tant de demi-coups)
    .name = retirer
