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

## Notes privées : réponses de note et de notes. $game est le numéro d'une partie ; $position l'endroit de la note, l'un des messages notes-position.

notes-position-start = position de départ
# $ply est un nombre de demi-coups.
notes-position-half-move = demi-coup { $ply }
# $number est le numéro du coup, $move le coup : après 12. Nf3
notes-position-after-white = après { $number }. { $move }
# après 12… Nc6
notes-position-after-black = après { $number }… { $move }
# $note est la note telle que son auteur l'a écrite.
notes-noted = Noté (toi seul le vois), partie { $game }, { $position } : { $note }
# $notes est la commande qui les affiche.
notes-see = Consulte tes notes avec { $notes }.
notes-took-back = { $count ->
        [one] Ta note sur la partie { $game } ({ $position }) est retirée.
       *[other] Tes { $count } notes sur la partie { $game } ({ $position }) sont retirées.
    }
# $note est la commande qui ajoute une note.
notes-none = Tu n'as aucune note sur la partie { $game }. Ajoutes-en une avec { $note } : elle reste attachée à la position, et toi seul la vois.
# Le titre de la liste des notes ; $white et $black sont les noms des joueurs.
notes-heading = Tes notes sur la partie { $game }, { $white } contre { $black } (toi seul les vois) :
notes-more-in-pgn = …et { $count } de plus dans le PGN joint, où chaque note est un commentaire.
notes-all-in-pgn = Le PGN joint les contient sous forme de commentaires.
notes-on-this-position = Tes notes sur cette position ({ $position }), pour toi seul :

## Notes refusées.

notes-refusal-not-yours = Tu ne joues pas la partie { $game } : les notes sont réservées aux joueurs d'une partie, chacun les siennes.
notes-refusal-empty = Ta note ne contient aucun mot.
notes-refusal-too-long = Une note peut faire { $limit } caractères ; la tienne en fait { $length }. Coupe-la en deux.
# $typed est le nombre donné ; $last la dernière position de la partie, en demi-coups.
notes-refusal-no-such-position = La position { $typed } n'existe pas dans cette partie : donne un nombre de demi-coups de 0 (le départ) à { $last } (maintenant).
# $delete est la commande qui retire des notes.
notes-refusal-too-many = Tu as { $limit } notes sur la partie { $game }, le maximum pour une partie. Retires-en d'abord avec { $delete }.
notes-refusal-none-there = Tu n'as aucune note sur la position { $ply } de cette partie. Vois-les toutes avec { $notes }.
