//! What the service answers: messages with text, a board, files, buttons and pings.

use crate::core::i18n::Lang;
use crate::core::request::Action;
use crate::core::text::Text;
use data::{ChannelId, GameId, RoleId, UserId};
use rules::{Color, Square, Variant};
use std::sync::Arc;

/// Who sees a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Visibility {
    /// Everyone in the channel.
    Public,
    /// Only the person who gave the command (Discord: ephemeral). Refusals are private.
    Private,
    /// A direct message to this user, wherever the command was given. If it cannot be
    /// delivered (the user refuses direct messages), the adapter tells the service
    /// ([`Service::direct_messages_refused`](crate::Service::direct_messages_refused))
    /// and posts the message in [`Reply::channel`] instead, pinging the user, if it has one.
    Direct(UserId),
}

/// How a button looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ButtonStyle {
    /// The main choice (accept).
    Primary,
    /// A neutral choice (decline, cancel).
    Secondary,
    /// A choice with consequences (resign).
    Danger,
}

/// A button under a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Button {
    /// What it says.
    pub label: String,
    /// How it looks.
    pub style: ButtonStyle,
    /// What pressing it does; `action.custom_id()` is the id to give it.
    pub action: Action,
}

impl Button {
    /// What it says in `lang`: its action's label in that language, or a label of its
    /// own (a move) as it is.
    pub fn label_in(&self, lang: crate::core::i18n::Lang) -> String {
        crate::core::i18n::label_in(&self.label, lang)
    }

    /// The button for `action`, with the action's label.
    pub fn new(action: Action, style: ButtonStyle) -> Button {
        Button {
            label: action.label().to_owned(),
            style,
            action,
        }
    }
}

/// A file sent with a message (a `.pgn` record, a picture).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    /// The file name, e.g. `sanctuary-alice-vs-bob.pgn`.
    pub name: String,
    /// The contents.
    pub bytes: Vec<u8>,
    /// What a picture shows, for screen readers (at most
    /// [`MAX_ALT_TEXT`](crate::game::alt::MAX_ALT_TEXT) characters); `None` for other files.
    pub alt: Option<String>,
    /// A picture with words in it, and the language they are in.
    pub words: Option<Words>,
}

impl Attachment {
    /// A file with no words drawn in it.
    pub fn file(name: String, bytes: Vec<u8>) -> Attachment {
        Attachment {
            name,
            bytes,
            alt: None,
            words: None,
        }
    }

    /// The picture `draw` draws in English, which draws it again in any reader's
    /// language; `None` if it cannot be drawn.
    pub(crate) fn picture(
        name: String,
        draw: impl Fn(Lang) -> Drawn + Send + Sync + 'static,
    ) -> Option<Attachment> {
        let mut words = Words::new(draw);
        let first = words.draw(Lang::En);
        Some(Attachment {
            name,
            bytes: first.bytes?,
            alt: Some(first.alt),
            words: Some(words),
        })
    }

    /// The same picture, its words in `lang`.
    #[must_use]
    pub(crate) fn localized(mut self, lang: Lang) -> Attachment {
        self.localize(lang);
        self
    }

    /// The same picture with its words in `lang`.
    fn localize(&mut self, lang: Lang) {
        let Some(drawn) = Words::again(&mut self.words, lang) else {
            return;
        };
        if let Some(bytes) = drawn.bytes {
            self.bytes = bytes;
            self.alt = Some(drawn.alt);
        }
    }
}

/// A picture drawn anew and its alt text worded anew.
pub struct Drawn {
    /// The image, or `None` if drawing failed.
    pub bytes: Option<Vec<u8>>,
    /// What it shows, for screen readers.
    pub alt: String,
}

/// The words drawn into a picture (name bars, a legend, a table's headers), in the
/// language of whoever reads the message it goes with: the service draws a picture
/// once, in English, and a face's [`Response::localized`] draws it again for a reader
/// of another language.
#[derive(Clone)]
pub struct Words {
    /// The language it was last drawn in.
    lang: Lang,
    draw: Arc<dyn Fn(Lang) -> Drawn + Send + Sync>,
}

impl Words {
    fn new(draw: impl Fn(Lang) -> Drawn + Send + Sync + 'static) -> Words {
        Words {
            lang: Lang::En,
            draw: Arc::new(draw),
        }
    }

    fn draw(&mut self, lang: Lang) -> Drawn {
        self.lang = lang;
        (self.draw)(lang)
    }

    /// The picture whose words `words` holds, drawn again in `lang`; `None` if it has
    /// no words or they are in `lang` already.
    fn again(words: &mut Option<Words>, lang: Lang) -> Option<Drawn> {
        let words = words.as_mut().filter(|w| w.lang != lang)?;
        Some(words.draw(lang))
    }
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Words")
            .field("lang", &self.lang)
            .finish_non_exhaustive()
    }
}

/// Two pictures' words are the same if they are drawn the same way, in the same language.
impl PartialEq for Words {
    fn eq(&self, other: &Words) -> bool {
        self.lang == other.lang && Arc::ptr_eq(&self.draw, &other.draw)
    }
}

impl Eq for Words {}

/// A board to show: the position, and its picture when the renderer drew one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardPicture {
    /// The game it shows a position of (`None` for diagrams: rules, puzzles, lessons),
    /// so a face can link to the game's page.
    pub game: Option<GameId>,
    /// The variant.
    pub variant: Variant,
    /// The position as FEN (text adapters draw it themselves).
    pub fen: String,
    /// The side shown at the bottom.
    pub orientation: Color,
    /// The last move's squares, highlighted.
    pub last_move: Option<(Square, Square)>,
    /// The game's ply when the picture was drawn (0 for diagrams): an adapter can send
    /// it back as `Command::Move::expected_ply` so a stale submit is refused.
    pub ply: u32,
    /// A file name for the picture, e.g. `game-12-ply-7.png`.
    pub file_name: String,
    /// The PNG, or `None` if drawing failed (the text still goes out).
    pub png: Option<Vec<u8>>,
    /// The picture in words for screen readers (at most [`MAX_ALT_TEXT`](crate::game::alt::MAX_ALT_TEXT)
    /// characters): whose move, every piece by square, what is in danger.
    pub alt: String,
    /// The words drawn into it, and the language they are in.
    pub words: Option<Words>,
}

impl BoardPicture {
    /// Draws the picture with `draw` in English, keeping `draw` to draw it again in any
    /// reader's language; `how` gives the rest.
    pub(crate) fn drawn(
        how: BoardPicture,
        draw: impl Fn(Lang) -> Drawn + Send + Sync + 'static,
    ) -> BoardPicture {
        let mut words = Words::new(draw);
        let first = words.draw(Lang::En);
        BoardPicture {
            png: first.bytes,
            alt: first.alt,
            words: Some(words),
            ..how
        }
    }

    /// The same picture, its words in `lang`.
    #[must_use]
    pub(crate) fn localized(mut self, lang: Lang) -> BoardPicture {
        self.localize(lang);
        self
    }

    /// The same picture with its words in `lang`.
    fn localize(&mut self, lang: Lang) {
        let Some(drawn) = Words::again(&mut self.words, lang) else {
            return;
        };
        // A picture that failed to draw again keeps its English words.
        if drawn.bytes.is_some() {
            self.png = drawn.bytes;
        }
        self.alt = drawn.alt;
    }
}

/// How long a private link to play stays good: long enough to think about a move at
/// the slowest pace a game allows, short enough that a link forwarded by mistake soon
/// stops working. A fresh one comes with every your-move message and `/board`.
pub const PLAY_LINK_LIFETIME: data::Timestamp = 15 * data::policy::DAY;

/// A private link to move in a game, for the player of one side: a face that can sign
/// it shows it only to them, valid until `until` and while its side's links are still
/// of `generation` (a player who asks for a new link moves their side on, and every
/// older link stops working).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayLink {
    /// The game.
    pub game: GameId,
    /// The side whose player may move with it.
    pub color: Color,
    /// The generation of its side's links it was made in.
    pub generation: u32,
    /// When it stops working.
    pub until: data::Timestamp,
}

/// One message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    /// Who sees it.
    pub visibility: Visibility,
    /// `None`: the answer to the command, where it was given. `Some`: a post into that
    /// channel (deadline work, and announcements of games that live elsewhere); for a
    /// [`Visibility::Direct`] message, where to post it if the direct message fails.
    pub channel: Option<ChannelId>,
    /// The text, as spans each adapter words its own way.
    pub text: Text,
    /// A board picture.
    pub board: Option<BoardPicture>,
    /// Files, such as the PGN of a finished game.
    pub files: Vec<Attachment>,
    /// Buttons.
    pub buttons: Vec<Button>,
    /// The users this message pings (the others mentioned in the text are not pinged).
    pub pings: Vec<UserId>,
    /// The roles this message pings (a server's players of a game, for an open challenge).
    pub role_pings: Vec<RoleId>,
    /// The web page this message is about, for a face to link to (a game's board
    /// links to its game without this).
    pub page: Option<Page>,
    /// A private link to move on the web, for the one player who sees this message.
    /// A private reply carrying one says only that: a face that serves no pages
    /// leaves it out.
    pub play: Option<PlayLink>,
    /// Shown only in its own place, never copied to a game's other server: a team's
    /// votes, which the other side must not see.
    pub local: bool,
    /// A message the service edits in place later: the adapter reports where it was
    /// posted with [`Service::kept`](crate::Service::kept).
    pub keep: Option<Kept>,
    /// The language it is worded in, once [`Reply::localize`] chose it: a face words
    /// what it adds (a link's button) the same way.
    pub lang: Lang,
}

/// What a message kept for editing in place is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kept {
    /// A match's scoreboard, in one of its threads.
    Scoreboard(data::MatchId),
}

/// A message posted earlier, redrawn in place with `reply`'s text, picture and buttons
/// (edits ping nobody).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edit {
    /// Where it is.
    pub channel: ChannelId,
    /// Its Discord id.
    pub message: u64,
    /// What it shows now.
    pub reply: Reply,
}

/// A page of the web face a message can link to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Page {
    /// A game's page.
    Game(GameId),
    /// A tournament's page.
    Tournament(data::TournamentId),
    /// A server's leaderboards (only for a server that turned its pages on).
    Server(data::GuildId),
    /// A player's page in a server (likewise).
    Player(data::GuildId, UserId),
    /// A lesson's page: its game's course and its number there, from 1.
    Lesson(rules::Variant, usize),
}

impl Reply {
    /// A public message with `text`.
    pub fn public(text: impl Into<Text>) -> Reply {
        Reply {
            visibility: Visibility::Public,
            channel: None,
            text: text.into(),
            board: None,
            files: Vec::new(),
            buttons: Vec::new(),
            pings: Vec::new(),
            role_pings: Vec::new(),
            page: None,
            play: None,
            local: false,
            keep: None,
            lang: Lang::En,
        }
    }

    /// The same message, kept in its own place (see [`Reply::local`]).
    #[must_use]
    pub fn local(mut self) -> Reply {
        self.local = true;
        self
    }

    /// A message only the caller sees.
    pub fn private(text: impl Into<Text>) -> Reply {
        Reply {
            visibility: Visibility::Private,
            ..Reply::public(text)
        }
    }

    /// A direct message to `user`, posted into no channel if it cannot be delivered
    /// (give it one with [`Reply::in_channel`]).
    pub fn direct(user: UserId, text: impl Into<Text>) -> Reply {
        Reply {
            visibility: Visibility::Direct(user),
            ..Reply::public(text)
        }
    }

    /// The same message, posted into `channel`.
    #[must_use]
    pub fn in_channel(mut self, channel: ChannelId) -> Reply {
        self.channel = Some(channel);
        self
    }

    /// The same message, pinging `users`.
    #[must_use]
    pub fn ping(mut self, users: impl IntoIterator<Item = UserId>) -> Reply {
        for u in users {
            if !self.pings.contains(&u) {
                self.pings.push(u);
            }
        }
        self
    }

    /// The same message, pinging `role` too.
    #[must_use]
    pub fn ping_role(mut self, role: RoleId) -> Reply {
        if !self.role_pings.contains(&role) {
            self.role_pings.push(role);
        }
        self
    }

    /// The same message with a board.
    #[must_use]
    pub fn with_board(mut self, board: BoardPicture) -> Reply {
        self.board = Some(board);
        self
    }

    /// The same message, about `page`.
    #[must_use]
    pub fn about(mut self, page: Page) -> Reply {
        self.page = Some(page);
        self
    }

    /// The same message with `player`'s private link to move on the web.
    #[must_use]
    pub fn with_play_link(mut self, link: PlayLink) -> Reply {
        self.play = Some(link);
        self
    }

    /// Whether this is a private message whose whole point is a link to move on the
    /// web (a face without pages leaves it out).
    pub fn only_a_play_link(&self) -> bool {
        self.visibility == Visibility::Private && self.play.is_some()
    }

    /// The page this message links to: the one it is about, else its board's game.
    pub fn page(&self) -> Option<Page> {
        self.page
            .or_else(|| self.board.as_ref().and_then(|b| b.game).map(Page::Game))
    }

    /// The same message with a button.
    #[must_use]
    pub fn with_button(mut self, button: Button) -> Reply {
        self.buttons.push(button);
        self
    }

    /// The same message with a file.
    #[must_use]
    pub fn with_file(mut self, file: Attachment) -> Reply {
        self.files.push(file);
        self
    }
}

/// A thread the adapter should open for a new game, then report back with
/// [`Service::move_game_to_thread`](crate::Service::move_game_to_thread).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreadRequest {
    /// The game.
    pub game: GameId,
    /// The channel to open it in: where the game was set up (a rematch is answered in
    /// the old game's thread, and a thread cannot hold another).
    pub parent: ChannelId,
    /// True for the thread in the other server of a game between two servers (its
    /// mirror), false for the game's own.
    pub mirror: bool,
    /// The thread's name, e.g. `Sanctuary · alice vs bob`, in the words of the
    /// server it is opened in (a face cuts it to Discord's 100 characters).
    pub name: crate::core::text::Msg,
    /// Who accepted and what the game is, for the channel's pointer to the thread.
    pub headline: Text,
}

/// Threads a feature asks a face to open: one named `name` under each of `parents`
/// (two for a match: one in each server). The face reports them with
/// [`Service::threads_opened`](crate::Service::threads_opened) and deletes them again
/// if the answer is empty (another process opened its own first). If Discord refuses
/// one, the face deletes the others and says nothing more: the feature offers them
/// again later, or posts in the parent channels instead.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Threads {
    /// What they are for, handed back unchanged.
    pub purpose: Purpose,
    /// Where to open them, in order.
    pub parents: Vec<ChannelId>,
    /// Their name, in the words of the server each is opened in (a face cuts it to
    /// Discord's 100 characters).
    pub name: crate::core::text::Msg,
    /// A short name for a face without threads (the console names a channel by it).
    pub label: String,
}

/// What threads are for: the asking feature's word for them and the numbers it finds
/// its work by. Faces treat it as opaque; it reads well in logs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Purpose {
    /// The feature's word (`tournament-board`).
    pub(crate) kind: &'static str,
    /// The numbers it reads it by (a tournament, a round, a board), zero when unused.
    pub(crate) ids: [i64; 3],
}

impl Purpose {
    /// The asking feature's word for these threads (for logs and tests).
    pub fn kind(&self) -> &'static str {
        self.kind
    }

    /// The numbers the feature finds its work by (for logs and tests).
    pub fn ids(&self) -> [i64; 3] {
        self.ids
    }
}

impl std::fmt::Display for Purpose {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} {}/{}/{}",
            self.kind, self.ids[0], self.ids[1], self.ids[2]
        )
    }
}

/// How the service disposed of a request: what an adapter counts it as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Outcome {
    /// Carried out (the answer may still say there was nothing to do).
    #[default]
    Done,
    /// Refused: the rules or the situation do not allow it; nothing changed.
    Refused,
    /// Sanctum failed on its side (the database, a lost review); the player was
    /// told to try again.
    Failed,
}

/// Everything one command produced.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Response {
    /// The messages, in order.
    pub replies: Vec<Reply>,
    /// Buttons that no longer work, by whose they are: a challenge no longer open, a
    /// draw or takeback offer answered or lapsed, a match's invitation once answered or
    /// its sign-up once started. The face disables them.
    pub closed: Vec<crate::core::request::ButtonOwner>,
    /// True if this delivery was seen before and nothing was done.
    pub duplicate: bool,
    /// Whether the request was carried out, refused, or failed on Sanctum's side.
    pub outcome: Outcome,
    /// What the face does besides posting the messages, in order.
    pub effects: Vec<Effect>,
    /// Threads a feature wants opened (a tournament's own, a tournament board's, a
    /// match's scoreboard and games, one in each server): the face opens each set and
    /// reports it with [`Service::threads_opened`](crate::Service::threads_opened).
    pub threads: Vec<Threads>,
    /// A message to redraw in place (a tournament's announcement after an entry).
    pub refresh: Option<Box<Refresh>>,
    /// Messages kept earlier, redrawn in place (a match's scoreboard as games end).
    pub edits: Vec<Edit>,
}

/// Which language each audience of a response reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Readers {
    /// The person who asked: their private answers.
    pub asker: crate::core::i18n::Lang,
    /// The channel and everyone else: public posts, direct messages to others.
    pub channel: crate::core::i18n::Lang,
}

impl Response {
    /// The same response with every message in its readers' words: private answers in
    /// the asker's language, the rest in the channel's. A face calls this once, then
    /// shows the text as it is.
    #[must_use]
    pub fn localized(mut self, readers: Readers) -> Response {
        for reply in &mut self.replies {
            reply.localize(readers);
        }
        for edit in &mut self.edits {
            edit.reply.localize(readers);
        }
        if let Some(refresh) = &mut self.refresh {
            refresh.reply.localize(readers);
        }
        self
    }
}

impl Reply {
    /// This reply's text in the language of whoever reads it.
    pub fn localize(&mut self, readers: Readers) {
        let lang = match self.visibility {
            Visibility::Private => readers.asker,
            Visibility::Public | Visibility::Direct(_) => readers.channel,
        };
        self.lang = lang;
        self.text = self.text.localized(lang);
        for button in &mut self.buttons {
            button.label = button.label_in(lang);
        }
        if let Some(board) = &mut self.board {
            board.localize(lang);
        }
        for file in &mut self.files {
            file.localize(lang);
        }
    }
}

/// Something a face does for a response besides posting its messages. Each is a
/// capability of the face, named for what it does rather than for the feature that
/// asks: a feature that needs one adds no field to [`Response`], and a new capability
/// is a new variant every face must handle (their `match`es are exhaustive).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Open a thread for a game that just started, before the messages go out (the
    /// game's own when the server wants threads, and for a game between two servers
    /// its mirror in the other), and report it with
    /// [`Service::move_game_to_thread`](crate::Service::move_game_to_thread).
    GameThread(Box<ThreadRequest>),
    /// Give this member this role in the server the request came from (for finishing
    /// a course). If Discord refuses, the messages still go out.
    GrantRole(UserId, RoleId),
    /// Sanctum is now to move in this game: once the messages are delivered, the face
    /// hands it to [`Service::think_about`](crate::Service::think_about), so Sanctum's
    /// answer never arrives before the move it answers.
    Think(GameId),
}

/// A message redrawn in place: the one carrying `owner`'s buttons (the pressed one, or
/// the one remembered for them) gets `reply`'s text and buttons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refresh {
    /// Whose buttons the message carries.
    pub owner: crate::core::request::ButtonOwner,
    /// What it shows now.
    pub reply: Reply,
}

impl Response {
    /// Adds `other`'s messages, threads to open, closed buttons and edits after this
    /// one's (a game's ending, then its tournament's or match's news).
    pub(crate) fn absorb(&mut self, other: Response) {
        self.replies.extend(other.replies);
        self.threads.extend(other.threads);
        self.closed.extend(other.closed);
        self.edits.extend(other.edits);
        self.effects.extend(other.effects);
    }

    /// The game threads this response asks a face to open, in order.
    pub fn game_threads(&self) -> impl Iterator<Item = &ThreadRequest> {
        self.effects.iter().filter_map(|e| match e {
            Effect::GameThread(t) => Some(&**t),
            _ => None,
        })
    }

    /// The game Sanctum is now to move in, if this response leaves it to move.
    pub fn to_think(&self) -> Option<GameId> {
        self.effects.iter().find_map(|e| match e {
            Effect::Think(game) => Some(*game),
            _ => None,
        })
    }

    /// The same response made ready to post elsewhere (a move made on the web): what
    /// would have answered in the game's channel is posted into `channel`; private
    /// answers stay where they are.
    #[must_use]
    pub fn posted_in(mut self, channel: ChannelId) -> Response {
        for reply in &mut self.replies {
            if reply.visibility == Visibility::Public && reply.channel.is_none() {
                reply.channel = Some(channel);
            }
        }
        self
    }

    /// A response of one message.
    pub fn one(reply: Reply) -> Response {
        Response {
            replies: vec![reply],
            ..Response::default()
        }
    }

    /// A private apology for a request that failed on Sanctum's side.
    pub fn failed(text: impl Into<Text>) -> Response {
        Response {
            outcome: Outcome::Failed,
            ..Response::one(Reply::private(text))
        }
    }

    /// A response of one message that also closes `game`'s open offer.
    pub fn closing_offer(game: GameId, reply: Reply) -> Response {
        Response {
            closed: vec![crate::core::request::ButtonOwner::Offer(game)],
            ..Response::one(reply)
        }
    }

    /// All the text of all the replies, one per line, in the neutral form of
    /// [`Text`]'s `Display` (for logs and tests).
    pub fn text(&self) -> String {
        self.replies
            .iter()
            .map(|r| r.text.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// True if the first reply is private (a refusal or a personal answer).
    pub fn is_private(&self) -> bool {
        self.replies
            .first()
            .is_some_and(|r| r.visibility == Visibility::Private)
    }
}

/// One autocomplete choice for the `move` command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suggestion {
    /// What the menu shows, e.g. `Qxf7# — wins`.
    pub label: String,
    /// What is filled in, the SAN.
    pub value: String,
}
