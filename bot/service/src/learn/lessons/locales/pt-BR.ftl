## Aulas: o que o Sanctum diz em volta de uma aula: o título, o objetivo, os lances jogados
## e como ela terminou. As palavras das próprias aulas (títulos, textos, dicas) vêm abaixo.

# O título de uma aula, mostrado em negrito: $course é o título do curso; $title, o da aula.
lesson-heading = { $course } · aula { $number } de { $lessons }: { $title }
# $goal é o objetivo da aula em negrito ("Brancas jogam: faça um refugiado em 3 lances"); $hint, a dica da aula.
lesson-goal = { $goal }. Responda com { $solve }. Dica: { $hint }
lesson-changed = Esta aula mudou desde que você a começou, então ela recomeça.
lesson-played = Você jogou { $move }.
# $answer é a resposta do adversário ao lance do aluno.
lesson-played-answer = Você jogou { $move }; a resposta: { $answer }.
# $played é lesson-played ou lesson-played-answer; $banner, o banner da aula em negrito (lesson-banner-…).
lesson-step = { $played } { $banner }.
# $played é lesson-played ou lesson-played-answer; $banner, o banner da aula em negrito (lesson-banner-…).
lesson-failed = { $played } { $banner } Comece de novo com { $learn }. Dica: { $hint }
# $course é o título do curso; $stars, as estrelas ganhas, de $most possíveis.
lesson-course-finished = Você concluiu { $course }: { $stars } de { $most } estrelas.
lesson-course-role = Este servidor dá a você o cargo { $role }.

## A faixa de uma aula, em negrito abaixo do texto e acima do tabuleiro: de quem é a vez,
## o objetivo e os lances que restam, ou como a aula terminou.

# $side é white ou black (o lado do aluno); $goal, o que fazer (um dos lesson-aim-…); $left, os lances que restam.
lesson-banner-going = { $side ->
        [white] Brancas
       *[black] Pretas
    } jogam: { $goal } em { $left ->
        [one] { $left } lance
       *[other] { $left } lances
    }
# O mesmo para uma aula vencida resistindo: $goal é lesson-aim-hold.
lesson-banner-hold = { $side ->
        [white] Brancas
       *[black] Pretas
    } jogam: { $goal } durante { $left ->
        [one] { $left } lance
       *[other] { $left } lances
    }
# $moves é quantos lances o aluno usou; $stars, as estrelas ganhas (1 a 3) desenhadas como ★.
lesson-banner-done = Aula concluída em { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }: { $stars }
# Sobre o tabuleiro, cuja fonte não tem estrela: $stars é um número de 1 a 3.
lesson-banner-done-picture = Aula concluída em { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }: { $stars } de 3 estrelas
# $why é um dos lesson-why-….
lesson-banner-failed = Não foi desta vez: { $why }. Tente de novo!
# Sobre o tabuleiro, onde uma linha não tem espaço para o motivo (a resposta o dá).
lesson-banner-failed-picture = Não foi desta vez. Tente de novo!
# $budget é o número de lances da aula.
lesson-why-out-of-moves = { $budget ->
        [one] você usou o seu único lance sem alcançar o objetivo
       *[other] você usou todos os { $budget } lances sem alcançar o objetivo
    }
# $outcome é como a partida terminou (move-error-won), com o adversário como vencedor.
lesson-why-opponent-won = { $outcome }
# $outcome é como a partida terminou (move-error-won ou move-error-drawn).
lesson-why-game-ended = a partida terminou ({ $outcome }) antes de você alcançar o objetivo
lesson-why-stuck = você não tem mais nenhum lance legal

## O que uma aula pede, depois de "Brancas jogam:".

# $count é quantas peças marcadas capturar.
lesson-aim-capture = { $count ->
        [one] capture a peça marcada
       *[other] capture as { $count } peças marcadas
    }
# $piece é o nome da peça (role-…), $role, o id dela para seletores (king, archbishop…); $square, aonde levá-la.
lesson-aim-reach = leve { $role ->
        [rook] sua
        [queen] sua
       *[other] seu
    } { $piece } até { $square }
lesson-aim-refugee = faça um refugiado
lesson-aim-promote = promova um peão
lesson-aim-check = dê xeque
lesson-aim-checkmate = dê xeque-mate
lesson-aim-scepter = tome o cetro ou dê xeque-mate
lesson-aim-sanctuary = vença pelo santuário
# $side é o adversário, white ou black.
lesson-aim-hold = impeça { $side ->
        [white] as Brancas
       *[black] as Pretas
    } de vencer

## Um lance que a aula não aceita.

# $move é o lance do aluno.
lesson-refused-check = { $move } dá xeque, mas aqui o outro lado fica parado e não pode responder ao xeque: tente outro lance.
lesson-refused-over = Esta aula terminou; comece-a de novo para tentar outra vez.
# $moves são os lances que a aula aceita agora, separados por vírgulas.
lesson-moves-here = Lances aceitos aqui: { $moves }.

## As palavras dos próprios cursos: o título de cada curso e as frases que o abrem, depois
## o título de cada aula, o texto que ensina e a dica para quem ficar travado.
## Lances e casas (Ke7, e5) ficam como estão: o jogador os digita.

course-sanctuary-title = Xadrez do Santuário
course-sanctuary-intro = Sem rei, sem dama, sem xeque: vença levando até o outro lado do tabuleiro duas peças que o adversário não pode capturar.

lesson-sanctuary-guard-leaps-title = O guarda suíço salta
lesson-sanctuary-guard-leaps-text = O guarda suíço salta uma ou duas casas em qualquer direção, reta ou diagonal, e captura do mesmo jeito. Aqui o outro lado fica parado: capture todos os peões marcados.
lesson-sanctuary-guard-leaps-hint = De c3, duas casas na diagonal, para cima e para a direita, levam a e5.

lesson-sanctuary-guard-jumps-title = Por cima do muro
lesson-sanctuary-guard-jumps-text = O guarda pula por cima das peças: o que estiver no caminho, amigo ou inimigo, não impede um salto de duas casas. Seus próprios peões prendem o guarda; salte por cima deles para chegar à torre.
lesson-sanctuary-guard-jumps-hint = Salte direto para a frente, por cima do peão de e2, e depois de novo.

lesson-sanctuary-archbishop-title = O arcebispo
lesson-sanctuary-archbishop-text = O arcebispo se move como bispo ou como cavalo, como você preferir a cada lance. Combine os dois para capturar as peças marcadas.
lesson-sanctuary-archbishop-hint = Um salto de cavalo captura em d3; de lá, uma longa diagonal leva a h7.

lesson-sanctuary-refugee-title = Faça um refugiado
lesson-sanctuary-refugee-text = No Xadrez do Santuário, os peões nunca são promovidos. Um peão que chega à última fileira vira um refugiado: nunca mais se move, mas conta lá como uma das suas peças. Seu peão está bloqueado, então avance capturando.
lesson-sanctuary-refugee-hint = Capture o cavalo em e6 e depois suba pela coluna e.

lesson-sanctuary-refugee-safe-title = Nada captura um refugiado
lesson-sanctuary-refugee-safe-text = Um refugiado nunca pode ser capturado, nem por uma peça colada nele, e bloqueia as casas atrás dele como qualquer peça. Faça primeiro um refugiado e depois leve sua torre ao santuário enquanto o refugiado a protege.
lesson-sanctuary-refugee-safe-hint = Rh8 logo de cara perde a torre para a torre de a8. Jogue c8 antes.

lesson-sanctuary-two-safe-title = Duas peças no santuário
lesson-sanctuary-two-safe-text = Você vence assim que duas das suas peças estão na primeira fileira do adversário e ele não pode capturar nenhuma delas. Leve o guarda e o arcebispo até lá.
lesson-sanctuary-two-safe-hint = O guarda salta duas casas para a frente; o arcebispo percorre uma diagonal.

lesson-sanctuary-safe-squares-title = Só peças a salvo contam
lesson-sanctuary-safe-squares-text = Uma peça na primeira fileira do adversário que ele pode capturar não conta, mas uma terceira peça capturável também não estraga a vitória. Seu refugiado em f8 é uma peça a salvo: encontre para o arcebispo uma casa que nada ataque.
lesson-sanctuary-safe-squares-hint = O cavalo controla e8, e o guarda em c7 cobre b8 e d8. E o canto?

lesson-sanctuary-last-piece-title = Deixe uma peça para as Pretas
lesson-sanctuary-last-piece-text = Um lado que não tem lance na sua vez empata a partida, e um lado sem nenhuma peça não tem lance. Capturar a última peça das Pretas terminaria esta partida empatada. Em vez disso, vença.
lesson-sanctuary-last-piece-hint = O cavalo é tentador, mas o canto a8 está a salvo.

lesson-sanctuary-stop-invader-title = Pare o invasor
lesson-sanctuary-stop-invader-text = As Pretas já têm um refugiado em a1, e a torre ameaça chegar a h1 para ter uma segunda peça a salvo. Capture o invasor, ou controle a casa aonde ele quer chegar, e impeça as Pretas de vencer.
lesson-sanctuary-stop-invader-hint = O guarda em f2 salta duas casas na diagonal.

lesson-sanctuary-block-title = Bloqueie o caminho
lesson-sanctuary-block-text = A torre das Pretas quer chegar a h1, uma segunda peça a salvo além do refugiado em a1. Você não pode capturar a torre nem controlar h1, mas uma peça no caminho dela, na coluna h, a detém.
lesson-sanctuary-block-hint = Seu cavalo alcança duas casas da coluna h.

lesson-sanctuary-full-win-title = Uma pequena partida
lesson-sanctuary-full-win-text = Seu guarda e seu arcebispo contra um guarda e um peão que se defendem. Coloque duas peças a salvo no santuário. Cuidado: capturar a última peça das Pretas as deixa sem lance, o que é empate; então vença primeiro.
lesson-sanctuary-full-win-hint = Coloque uma peça onde o guarda não a alcance, depois a segunda; e fique de olho no peão da coluna b, que quer virar refugiado.

course-scepter-title = Capture o Cetro
course-scepter-intro = Xadrez com duas ideias novas: um rei que pisa na casa inicial do rei inimigo vence na hora, e um peão bloqueado pode deslizar ao lado de uma peça inimiga.

lesson-scepter-square-title = O cetro
lesson-scepter-square-text = O cetro de cada lado fica na casa inicial do seu rei: o das Brancas em e1, o das Pretas em e8. Se o seu rei pisar no cetro inimigo, você vence na hora. Leve seu rei até e8.
lesson-scepter-square-hint = Primeiro, vá para d7 ou e7.

lesson-scepter-king-walk-title = A marcha do rei
lesson-scepter-king-walk-text = Seu rei continua sem poder pisar numa casa que o adversário ataca. Leve-o até e8 por um caminho seguro: o cavalo controla e5 e e7, e seu peão em c5 barra a torre ao longo da fileira.
lesson-scepter-king-walk-hint = O cavalo em c6 controla e5 e e7; suba pela coluna f.

lesson-scepter-guarded-title = Um cetro protegido
lesson-scepter-guarded-text = Uma casa de cetro que o adversário protege não pode ser tomada, já que seu rei não pode se mover para xeque. O bispo protege e8: elimine o defensor e depois tome o cetro.
lesson-scepter-guarded-hint = Sua torre em b1 mira direto o bispo.

lesson-scepter-slide-title = O peão deslizante
lesson-scepter-slide-text = Quando uma peça inimiga está logo à frente do seu peão, ele pode avançar uma casa na diagonal para uma casa vazia, deslizando ao lado dela. Deslizar não é capturar: a peça que bloqueia fica onde está. Deslize ao lado do cavalo e promova.
lesson-scepter-slide-hint = Escreva o lance com a coluna do peão: ed7 ou ef7.

lesson-scepter-slide-own-title = Só se desliza diante do inimigo
lesson-scepter-slide-own-text = Um peão bloqueado por uma peça sua não pode deslizar. Dos seus dois peões bloqueados, só um pode deslizar: encontre-o e promova-o.
lesson-scepter-slide-own-hint = O peão de g6 tem um peão preto à frente.

lesson-scepter-defend-title = Defenda o seu cetro
lesson-scepter-defend-text = O rei das Pretas está ao lado do seu cetro em e1 e vai tomá-lo se ninguém proteger essa casa. Proteja e1 para que o rei não possa pisar lá, e mantenha a proteção.
lesson-scepter-defend-hint = Uma torre na coluna e ou na primeira fileira protege e1.

lesson-scepter-checkmate-title = O xeque-mate ainda vence
lesson-scepter-checkmate-text = Xeque e xeque-mate funcionam como no xadrez: um rei em xeque precisa sair dele, e o xeque-mate vence. Seu rei está longe de e8, mas a primeira fileira das Pretas está fraca.
lesson-scepter-checkmate-hint = O rei preto está preso pelos próprios peões.

lesson-scepter-out-of-check-title = Do xeque direto para o cetro
lesson-scepter-out-of-check-text = Quando seu rei está em xeque, você precisa sair dele imediatamente. Qualquer saída legal serve, e levar o rei ao cetro inimigo é uma delas: vence na hora.
lesson-scepter-out-of-check-hint = A torre dá xeque pela sétima fileira; a casa e8 não está atacada.

lesson-scepter-stays-home-title = O cetro não sai do lugar
lesson-scepter-stays-home-text = O cetro nunca se move, nem quando o rei faz o roque. As Pretas já fizeram o roque, e só a torre em f8 ainda protege e8. Elimine o defensor e pise no cetro.
lesson-scepter-stays-home-hint = Seu bispo em b4 alcança f8.

lesson-scepter-king-run-title = A corrida dos reis
lesson-scepter-king-run-text = Os dois reis correm para o cetro inimigo. Conte os passos: você joga primeiro, então o caminho mais curto vence. As Pretas reagem: confira cada casa do caminho.
lesson-scepter-king-run-hint = d6, d7 ou e7, e8: três passos, e as Pretas também precisam de três.

course-chess-title = Xadrez
course-chess-intro = O jogo clássico: aprenda como as peças se movem e capturam, depois o xeque, os lances especiais e o seu primeiro xeque-mate.

lesson-chess-rook-title = A torre
lesson-chess-rook-text = A torre anda quantas casas quiser em linha reta, para a frente, para trás ou para os lados, mas não pode pular. Ela captura parando sobre uma peça inimiga. Capture os peões marcados.
lesson-chess-rook-hint = Primeiro, suba pela coluna a.

lesson-chess-knight-title = O cavalo
lesson-chess-knight-text = O cavalo salta em L: duas casas numa direção e uma para o lado. É a única peça que pula por cima das outras. Capture os peões marcados.
lesson-chess-knight-hint = De b1 para c3 é um salto.

lesson-chess-check-title = Xeque
lesson-chess-check-text = Um rei atacado está em xeque e precisa sair dele na hora. Ataque o rei preto com a sua dama.
lesson-chess-check-hint = A dama se move como torre e como bispo: tente a diagonal até a4.

lesson-chess-mate-in-one-title = Xeque-mate
lesson-chess-mate-in-one-text = Xeque-mate é um xeque sem saída: não dá para capturar a peça que ataca, nem bloquear o xeque, nem fugir com o rei. Ele vence a partida. Encontre o mate.
lesson-chess-mate-in-one-hint = Os próprios peões do rei preto o prendem na primeira fileira.

lesson-chess-castling-title = Roque
lesson-chess-castling-text = Uma vez por partida, o rei pode fazer o roque: ele anda duas casas em direção a uma torre, e a torre salta para o outro lado dele. Nenhum dos dois pode ter se movido antes, as casas entre eles precisam estar vazias, e o rei não pode estar em xeque nem passar por uma casa atacada. Faça o roque pequeno.
lesson-chess-castling-hint = Digite O-O, ou o lance do rei e1g1.

lesson-chess-en-passant-title = En passant
lesson-chess-en-passant-text = Um peão que avança duas casas e para ao lado de um peão inimigo pode ser capturado como se tivesse avançado só uma, mas apenas no lance seguinte. Faça um lance qualquer: as Pretas vão responder d7-d5. Depois, capture esse peão en passant.
lesson-chess-en-passant-hint = Deixe seu peão de e5 onde está; depois de d7-d5, ele captura indo para d6.

lesson-chess-promotion-title = Promoção
lesson-chess-promotion-text = Um peão que chega à última fileira vira dama, torre, bispo ou cavalo, à sua escolha. Seu peão está bloqueado, mas ele captura na diagonal.
lesson-chess-promotion-hint = Capture o bispo em e7 e depois avance para e8.

lesson-chess-simple-mate-title = Mate com dama e rei
lesson-chess-simple-mate-text = Uma dama, com a ajuda do seu rei, dá mate num rei sozinho na borda do tabuleiro. Agora as Pretas reagem: mantenha o rei preso e dê o mate.
lesson-chess-simple-mate-hint = Tire do rei a coluna g e a casa g8, e o mate vem em seguida.
