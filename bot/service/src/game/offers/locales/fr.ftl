## Commandes : ce que fait chaque commande et option, tel que Discord et l'aide l'affichent (100 caractères au plus).

resign-description = Abandonne la partie de ce salon (une confirmation te sera demandée).
    .name = abandonner

draw-description = Propose la nulle, ou accepte celle que ton adversaire a proposée.
    .name = nulle

abort-description = Annule la partie avant que les deux camps aient joué : pas de résultat, Elo inchangé.
    .name = annuler

takeback-description = Demande à reprendre ton dernier coup (parties amicales seulement), ou accepte la demande adverse.
    .name = reprendre

## Abandons, propositions de nulle, annulations et reprises. $name est le nom de qui l'a fait.

# $opponent est le nom de l'adversaire.
offers-resign-confirm = Abandonner ta partie contre { $opponent } ? { $opponent } gagne, et c'est irréversible.
# $opponent est celui à qui l'on demande ; $accept et $decline sont des boutons ; $command la commande qui accepte aussi.
offers-draw-offered = { $name } propose la nulle. { $opponent } : { $accept } (ou { $command }) ou { $decline } — la proposition tombe si tu joues.
offers-draw-declined = { $name } a refusé la proposition de nulle. La partie continue.
offers-aborted = { $name } a annulé la partie : pas de résultat, Elo inchangé. Le salon est libre pour un nouveau défi.
offers-takeback-asked = { $name } demande à reprendre son dernier coup. { $opponent } : { $accept } (ou { $command }) ou { $decline }.
offers-takeback-refused = { $name } a refusé la reprise. La partie continue.
# $moves sont les coups repris (Nf3 Nc6) ; $to_move est celui qui a de nouveau le trait.
offers-takeback-agreed = { $name } a accepté : reprise de { $moves }. { $to_move }, c'est de nouveau à toi de jouer — échéance { $due }.

## Abandons, propositions de nulle, annulations et reprises refusés. $offer vaut draw, takeback ou either (une proposition de nulle ou une demande de reprise).

offers-refusal-abort-too-late = Trop tard pour annuler : les deux camps ont joué. Tu peux proposer la nulle avec { $draw } ou abandonner avec { $resign }.
offers-refusal-takeback-rated = Les reprises ne sont permises que dans les parties amicales.
offers-refusal-nothing-to-take-back = Tu n'as encore aucun coup à reprendre.
offers-refusal-already-offered = { $offer ->
    [takeback] Ta demande de reprise est toujours ouverte : ton adversaire peut y répondre.
   *[draw] Ta proposition de nulle est toujours ouverte : ton adversaire peut y répondre.
}
offers-refusal-no-offer = { $offer ->
    [takeback] Il n'y a aucune demande de reprise à laquelle répondre.
    [either] Il n'y a aucune proposition de nulle ni demande de reprise à laquelle répondre.
   *[draw] Il n'y a aucune proposition de nulle à laquelle répondre.
}
offers-refusal-own-offer = { $offer ->
    [takeback] C'est ta propre demande de reprise : c'est à ton adversaire d'y répondre.
   *[draw] C'est ta propre proposition de nulle : c'est à ton adversaire d'y répondre.
}
offers-refusal-tournament-abort = Les parties de tournoi ne peuvent pas être annulées : un camp qui ne joue jamais perd la partie par forfait quand son temps est écoulé.
