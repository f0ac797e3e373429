## Comandos: o que cada comando e opção faz, como o Discord e a ajuda mostram (no máximo 100 caracteres).

moretime-description = Dê ao adversário mais um dia para o lance em que ele está pensando.
    .name = mais-tempo
