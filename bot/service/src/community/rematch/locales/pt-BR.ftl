## Recusas de revanche. Nada foi alterado.

# $challenge é o comando para publicar um desafio no lobby.
rematch-refusal-across-servers = Uma partida entre dois servidores não tem botão de revanche: publique um novo desafio no lobby com { $challenge }, e o seu adversário poderá aceitá-lo do servidor dele.
rematch-refusal-game-not-over = Essa partida ainda está em andamento: a revanche é para partidas encerradas.
# $game é o número da revanche; $start, o comando para começar uma partida.
rematch-refusal-already-rematched = Esta partida já teve a sua revanche: a partida { $game }. Peça outra abaixo daquela ou comece uma nova partida com { $start }.
