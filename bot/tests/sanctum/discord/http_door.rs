//! The real binary's HTTP listeners under clients that hold their door: thousands of
//! connections to the pages (`SANCTUM_HTTP`) that send nothing and a hundred that
//! send a header's byte a second, while a move through the loopback fake Discord and
//! `/healthz` on the operations listener (`SANCTUM_METRICS_HTTP`) are still answered
//! at once and the server closes every one of them within its header time-out; the
//! same flood under systemd's default 1,024 open files; a move's body refused when
//! too large or too slow; the live game streams' caps (one client's, everyone's) and
//! lifetime; each listener serving only its own, and every answer of both carrying
//! the security headers.

use crate::discord::binary::launch;
use crate::discord::support::{alice, bob, is_ephemeral, play, start_game};
use crate::discord::web::KEY;
use bot_testkit::fake::FakeDiscord;
use bot_testkit::fake::process::{Launch, Sanctum};
use bot_testkit::scrape::{free_address, get};
use sanctum::http::limits;
use sanctum::http::web::WebKey;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

/// How long past the header time-out a connection may take to be closed: the server's
/// timer, and the test's own tasks on two busy cores.
const SLACK: Duration = Duration::from_secs(5);

/// Opens `n` connections to `addr` that send nothing.
async fn idle_connections(addr: SocketAddr, n: usize) -> Vec<TcpStream> {
    let mut open = Vec::with_capacity(n);
    for _ in 0..n {
        open.push(TcpStream::connect(addr).await.expect("connect"));
    }
    open
}

/// Waits up to `within` for the server to close `stream`: true once a read sees the
/// end (or a reset), false if it is still open then.
async fn closed_within(mut stream: TcpStream, within: Duration) -> bool {
    let mut buf = [0u8; 512];
    let deadline = tokio::time::Instant::now() + within;
    loop {
        match tokio::time::timeout_at(deadline, stream.read(&mut buf)).await {
            Err(_) => return false,
            Ok(Ok(0) | Err(_)) => return true,
            // An answer (a 408 for a head that never came): keep reading to the end.
            Ok(Ok(_)) => {}
        }
    }
}

/// A client that sends a request's head one byte a second, for as long as the server
/// lets it; returns how long it was let.
async fn slow_header(addr: SocketAddr) -> Duration {
    let started = Instant::now();
    let Ok(mut stream) = TcpStream::connect(addr).await else {
        return started.elapsed();
    };
    let head = b"GET /rules HTTP/1.1\r\nHost: sanctum\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n";
    for byte in head {
        if stream.write_all(&[*byte]).await.is_err() {
            return started.elapsed();
        }
        let mut buf = [0u8; 512];
        // A second between bytes; a read that ends means the server closed it.
        if let Ok(Ok(0) | Err(_)) =
            tokio::time::timeout(Duration::from_secs(1), stream.read(&mut buf)).await
        {
            return started.elapsed();
        }
    }
    started.elapsed()
}

/// alice's move `mv` in the general channel, answered (the bot's answer to Discord) in
/// under a second.
async fn quick_move(fake: &FakeDiscord, who: &bot_testkit::fake::FakeUser, mv: &str) {
    let asked = Instant::now();
    let call = play(fake, who, fake.general, mv).await;
    let took = asked.elapsed();
    assert!(!is_ephemeral(&call), "{mv} refused: {call:?}");
    assert!(took < Duration::from_secs(1), "the move {mv} took {took:?}");
}

/// `/healthz` answered 200 in under a second.
async fn quick_health(addr: SocketAddr) {
    let asked = Instant::now();
    let answer = tokio::time::timeout(Duration::from_secs(1), get(addr, "/healthz")).await;
    assert_eq!(
        answer.ok().flatten(),
        Some((200, "alive\n".into())),
        "after {:?}",
        asked.elapsed()
    );
}

/// Both listeners' addresses, the pages' with their key, and `how`'s other settings.
fn both_doors(how: &Launch<'static>) -> (Launch<'static>, SocketAddr, SocketAddr) {
    let (pages, operations) = (free_address(), free_address());
    let how = Launch {
        http: Some(pages),
        metrics_http: Some(operations),
        web_key: Some(KEY),
        ..*how
    };
    (how, pages, operations)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_and_slow_clients_are_closed_in_time_and_starve_nothing() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (how, http, operations) = both_doors(&Launch::default());
    let bot = launch(&fake, &dir.path().join("sanctum.db"), &how).await;
    let (white, black) = (alice(), bob());
    start_game(&fake, &white, &black, 2).await;

    let opened = Instant::now();
    let slow: Vec<_> = (0..100).map(|_| tokio::spawn(slow_header(http))).collect();
    let idle = idle_connections(http, 2_000).await;
    // Everyone is in (or queued to be): the bot still answers at once.
    quick_health(operations).await;
    quick_move(&fake, &white, "e4").await;
    quick_health(operations).await;
    quick_move(&fake, &black, "e5").await;

    // Every idle connection is closed by the server within the header time-out.
    let left = (limits::HEADER_READ + SLACK).saturating_sub(opened.elapsed());
    let closed = futures_util::future::join_all(idle.into_iter().map(|s| closed_within(s, left)))
        .await
        .into_iter()
        .filter(|&c| c)
        .count();
    assert_eq!(
        closed,
        2_000,
        "idle connections closed within {:?}; stderr:\n{}",
        limits::HEADER_READ + SLACK,
        bot.stderr()
    );
    // The slow clients were cut off, long before their heads were in.
    for client in slow {
        let let_for = client.await.expect("a slow client");
        assert!(
            let_for < limits::HEADER_READ + SLACK,
            "a slow client was let for {let_for:?}"
        );
    }
    quick_health(operations).await;
    quick_move(&fake, &white, "Nf3").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn under_1024_open_files_a_flood_starves_neither_moves_nor_health() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (how, http, operations) = both_doors(&Launch {
        open_files: Some(1_024),
        ..Launch::default()
    });
    let bot = launch(&fake, &dir.path().join("sanctum.db"), &how).await;
    let cap = limits::connection_cap(Some(1_024));
    assert!(
        bot.stderr().contains(&format!("connections={cap}")),
        "{}",
        bot.stderr()
    );
    let (white, black) = (alice(), bob());
    start_game(&fake, &white, &black, 2).await;

    let flooded = Instant::now();
    let idle = idle_connections(http, 2_000).await;
    // Past the cap the server closes new connections at once, and keeps its
    // descriptors for Discord and the database: a move goes through as before.
    quick_move(&fake, &white, "e4").await;
    quick_move(&fake, &black, "e5").await;
    // The operations listener keeps places of its own: /healthz is answered at once.
    quick_health(operations).await;
    // The connections past the cap were closed at once; those within it are held
    // until the header time-out.
    let deadline = flooded + limits::HEADER_READ + SLACK;
    let closed = futures_util::future::join_all(
        idle.into_iter()
            .map(|s| closed_within(s, deadline.saturating_duration_since(Instant::now()))),
    )
    .await
    .into_iter()
    .filter(|&c| c)
    .count();
    assert_eq!(closed, 2_000, "stderr:\n{}", bot.stderr());
    quick_health(operations).await;
    assert_eq!(
        get(http, "/rules").await.map(|(status, _)| status),
        Some(200)
    );
    quick_move(&fake, &white, "Nf3").await;
    let log = bot.stderr();
    assert!(log.contains("the HTTP listener is full"), "{log}");
    assert!(!log.contains("Too many open files"), "{log}");
}

/// An answer's head read from a raw connection: its status and headers, the stream
/// left at the body.
async fn head_of(stream: &mut TcpStream) -> (u16, String) {
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        match tokio::time::timeout(Duration::from_secs(5), stream.read(&mut byte)).await {
            Ok(Ok(1)) => head.push(byte[0]),
            other => panic!(
                "no answer's head: {other:?} after {:?}",
                String::from_utf8_lossy(&head)
            ),
        }
    }
    let head = String::from_utf8_lossy(&head).into_owned();
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, head.to_ascii_lowercase())
}

/// Opens the live stream at `path` from the loopback address `from`: the connection
/// and the answer's status and head.
async fn live_from(addr: SocketAddr, from: Ipv4Addr, path: &str) -> (TcpStream, u16, String) {
    let socket = TcpSocket::new_v4().expect("a socket");
    socket
        .bind(SocketAddr::new(IpAddr::V4(from), 0))
        .expect("bind a loopback address");
    let mut stream = socket.connect(addr).await.expect("connect");
    stream
        .write_all(format!("GET {path} HTTP/1.1\r\nHost: sanctum\r\n\r\n").as_bytes())
        .await
        .expect("send");
    let (status, head) = head_of(&mut stream).await;
    (stream, status, head)
}

/// Starts the binary serving pages, with `launch`'s other settings, and a game whose
/// live stream's path it returns.
async fn with_a_live_game(
    fake: &FakeDiscord,
    dir: &tempfile::TempDir,
    how: Launch<'_>,
) -> (Sanctum, SocketAddr, String) {
    let http = free_address();
    let how = Launch {
        http: Some(http),
        web_key: Some(KEY),
        ..how
    };
    let bot = launch(fake, &dir.path().join("sanctum.db"), &how).await;
    start_game(fake, &alice(), &bob(), 2).await;
    let token = WebKey::new(KEY).expect("a key").game_token(data::GameId(1));
    (bot, http, format!("/game/{token}/live"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn live_streams_are_capped_for_each_client_and_for_all() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let how = Launch {
        open_files: Some(1_024),
        ..Launch::default()
    };
    let (bot, http, live) = with_a_live_game(&fake, &dir, how).await;
    let all = limits::live_cap(Some(1_024));
    let per = limits::LIVE_PER_CLIENT;

    // One client gets its share, then 503s with Retry-After.
    let one = Ipv4Addr::new(127, 0, 0, 2);
    let mut open = Vec::new();
    for _ in 0..per {
        let (stream, status, head) = live_from(http, one, &live).await;
        assert_eq!(status, 200, "{head}");
        assert!(head.contains("text/event-stream"), "{head}");
        open.push(stream);
    }
    let (_, status, head) = live_from(http, one, &live).await;
    assert_eq!(status, 503, "{head}");
    assert!(head.contains("retry-after: "), "{head}");
    // Another client still gets a stream.
    let (stream, status, head) = live_from(http, Ipv4Addr::new(127, 0, 0, 3), &live).await;
    assert_eq!(status, 200, "{head}");
    open.push(stream);

    // Clients enough to take every place, a share each: the next one gets 503.
    let mut client = 4u8;
    while open.len() < all {
        let from = Ipv4Addr::new(127, 0, 0, client);
        for _ in 0..per.min(all - open.len()) {
            let (stream, status, head) = live_from(http, from, &live).await;
            assert_eq!(status, 200, "stream {} from {from}: {head}", open.len() + 1);
            open.push(stream);
        }
        client += 1;
    }
    let (_, status, head) = live_from(http, Ipv4Addr::new(127, 0, 0, client), &live).await;
    assert_eq!(status, 503, "{head}");
    // The pages still find a connection.
    assert_eq!(
        get(http, "/rules").await.map(|(status, _)| status),
        Some(200)
    );

    // A place comes back when its stream closes (the server sees it at the latest
    // when it next writes to it: a comment every 15 s keeps a quiet stream open).
    drop(open.pop());
    let from = Ipv4Addr::new(127, 0, 0, client);
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let (_stream, status, head) = live_from(http, from, &live).await;
        if status == 200 {
            break;
        }
        assert!(Instant::now() < deadline, "no place came back: {head}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    drop(bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_stream_ends_at_its_lifetime() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let lifetime = Duration::from_secs(3);
    let how = Launch {
        live_lifetime_secs: Some(lifetime.as_secs()),
        ..Launch::default()
    };
    let (bot, http, live) = with_a_live_game(&fake, &dir, how).await;
    let opened = Instant::now();
    let (mut stream, status, head) = live_from(http, Ipv4Addr::LOCALHOST, &live).await;
    assert_eq!(status, 200, "{head}");
    // The stream's body ends (the last chunk) after its lifetime, not before.
    let mut body = Vec::new();
    let mut chunk = [0u8; 512];
    while !body.ends_with(b"0\r\n\r\n") {
        match tokio::time::timeout(lifetime + SLACK, stream.read(&mut chunk)).await {
            Ok(Ok(n)) if n > 0 => body.extend_from_slice(&chunk[..n]),
            other => panic!(
                "the stream did not end: {other:?} after {:?}; stderr:\n{}",
                opened.elapsed(),
                bot.stderr()
            ),
        }
    }
    let ended = opened.elapsed();
    assert!(
        ended >= lifetime && ended < lifetime + SLACK,
        "ended after {ended:?}"
    );
    // The browser opens another, and gets it.
    let (_again, status, head) = live_from(http, Ipv4Addr::LOCALHOST, &live).await;
    assert_eq!(status, 200, "{head}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_moves_body_is_small_and_prompt_or_refused() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (bot, http, _) = with_a_live_game(&fake, &dir, Launch::default()).await;
    let token = WebKey::new(KEY)
        .expect("a key")
        .play_token(service::PlayLink {
            game: data::GameId(1),
            color: rules::Color::White,
            generation: 0,
            until: 4_000_000_000,
        });
    let post = |length: usize| {
        format!(
            "POST /play/{token} HTTP/1.1\r\nHost: sanctum\r\n\
             Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {length}\r\n\r\n"
        )
    };

    // Ten megabytes announced: refused before a byte of them is sent.
    let mut big = TcpStream::connect(http).await.expect("connect");
    big.write_all(post(10_000_000).as_bytes())
        .await
        .expect("send");
    let (status, head) = head_of(&mut big).await;
    assert_eq!(status, 413, "{head}");
    secured(&head);

    // A move's form sent a byte a second: cut off after the body's time-out.
    let form = b"move=e2e4&ply=0";
    let mut slow = TcpStream::connect(http).await.expect("connect");
    slow.write_all(post(form.len()).as_bytes())
        .await
        .expect("send");
    let started = Instant::now();
    let mut answer = Vec::new();
    for byte in form {
        if slow.write_all(&[*byte]).await.is_err() {
            break;
        }
        let mut buf = [0u8; 512];
        match tokio::time::timeout(Duration::from_secs(1), slow.read(&mut buf)).await {
            Ok(Ok(n)) if n > 0 => {
                answer.extend_from_slice(&buf[..n]);
                break;
            }
            Ok(_) => break,
            Err(_) => {}
        }
    }
    let took = started.elapsed();
    let answer = String::from_utf8_lossy(&answer).into_owned();
    assert!(
        answer.starts_with("HTTP/1.1 408"),
        "after {took:?}: {answer}"
    );
    secured(&answer.to_ascii_lowercase());
    assert!(took < limits::BODY_READ + SLACK, "cut off after {took:?}");
    // Nothing was played.
    let store = data::Store::open(dir.path().join("sanctum.db")).expect("the database");
    let game = store.load_game(data::GameId(1)).expect("the game");
    assert!(game.moves.is_empty(), "{:?}", game.moves.len());
    drop(bot);
}

/// `head` (lowercase) carries every security header.
fn secured(head: &str) {
    for header in [
        "content-security-policy: default-src 'none'",
        "x-content-type-options: nosniff",
        "x-frame-options: deny",
        "referrer-policy: no-referrer",
    ] {
        assert!(head.contains(header), "no {header}:\n{head}");
    }
}

/// Sends `request` (its first line and headers) to `addr`; the answer's status and
/// head.
async fn ask(addr: SocketAddr, request: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(addr).await.expect("connect");
    stream
        .write_all(format!("{request}\r\nHost: sanctum\r\nConnection: close\r\n\r\n").as_bytes())
        .await
        .expect("send");
    head_of(&mut stream).await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_listener_serves_its_own_and_every_answer_is_secured() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().expect("temp dir");
    let (how, pages, operations) = both_doors(&Launch::default());
    let bot = launch(&fake, &dir.path().join("sanctum.db"), &how).await;
    start_game(&fake, &alice(), &bob(), 2).await;
    let key = WebKey::new(KEY).expect("a key");
    let link = |until| {
        key.play_token(service::PlayLink {
            game: data::GameId(1),
            color: rules::Color::White,
            generation: 0,
            until,
        })
    };
    let (current, expired) = (link(4_000_000_000), link(1));
    let game = key.game_token(data::GameId(1));
    let asked = [
        (pages, "GET /rules HTTP/1.1".to_owned(), 200),
        (pages, format!("GET /game/{game} HTTP/1.1"), 200),
        (pages, "GET /nothing HTTP/1.1".to_owned(), 404),
        (
            pages,
            "POST /rules HTTP/1.1\r\nContent-Length: 0".to_owned(),
            405,
        ),
        (pages, "GET /game/%FF%FE HTTP/1.1".to_owned(), 400),
        (pages, format!("GET /play/{expired} HTTP/1.1"), 410),
        (pages, format!("GET /play/{current} HTTP/1.1"), 303),
        (pages, "GET /play/1-w HTTP/1.1".to_owned(), 403),
        (
            pages,
            format!("POST /play/{current} HTTP/1.1\r\nContent-Length: 100000"),
            413,
        ),
        // The operations are not on the pages' door, and the pages not on theirs.
        (pages, "GET /healthz HTTP/1.1".to_owned(), 404),
        (pages, "GET /readyz HTTP/1.1".to_owned(), 404),
        (pages, "GET /metrics HTTP/1.1".to_owned(), 404),
        (operations, "GET /healthz HTTP/1.1".to_owned(), 200),
        (operations, "GET /readyz HTTP/1.1".to_owned(), 200),
        (operations, "GET /metrics HTTP/1.1".to_owned(), 200),
        (
            operations,
            "POST /healthz HTTP/1.1\r\nContent-Length: 0".to_owned(),
            405,
        ),
        (operations, "GET /rules HTTP/1.1".to_owned(), 404),
        (operations, format!("GET /game/{game} HTTP/1.1"), 404),
        (operations, "GET /%FF HTTP/1.1".to_owned(), 404),
    ];
    for (addr, request, want) in asked {
        let door = if addr == pages { "pages" } else { "operations" };
        let (status, head) = ask(addr, &request).await;
        assert_eq!(status, want, "{door}: {request}\n{head}");
        secured(&head);
    }
    drop(bot);
}
