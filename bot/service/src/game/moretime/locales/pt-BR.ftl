## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

moretime-description = Dê ao adversário mais um dia para o lance em que ele está pensando.
    .name = mais-tempo

## Mais tempo para o adversário.

# $name deu a $opponent um dia a mais; $due é o novo prazo do lance.
moretime-given = { $name } deu mais um dia a { $opponent }: o prazo do seu lance agora termina { $due }.
# $moretime e $move são comandos.
moretime-refusal-own-move = É a sua vez: { $moretime } dá mais tempo ao adversário no lance dele. Faça o seu lance com { $move }.
moretime-refusal-capped = O seu adversário já tem quase { $days } dias para este lance, o máximo que um lance pode esperar.
