//! What the web face asks of [`Service`]: each page, picture or file by its id (`None`
//! when there is nothing to show: a failed read is logged here and shown as "not
//! found"), and a move played from a player's private page.

use crate::core::clock::Clock;
use crate::core::i18n::Lang;
use crate::core::limits;
use crate::learn::review::{Listener, ReviewNews, ReviewStart};
use crate::pages::play::ReviewState;
use crate::pages::{
    explorer as explorer_page, game as page, lessons as learn_page, play as play_page,
    puzzles as puzzle_page, server as server_page,
};
use crate::{
    ExplorerPage, GamePage, PlayPage, PlayerPage, PuzzlePage, PuzzleShelf, ServerPage, Service,
    TournamentPage,
};
use crate::{Response, ServiceError, Visibility};
use data::{GameId, UserId};

impl Service {
    /// `game`'s page for the web face; `None` if there is no such game (or the
    /// database could not be read: the face answers "not found" either way, and the
    /// failure is logged).
    pub fn game_page(&self, game: GameId, lang: Lang) -> Option<GamePage> {
        self.in_ctx(self.clock.now(), |cx| page::game_page(cx, game, lang))
            .unwrap_or_else(|e| {
                tracing::warn!(error = %e, %game, "could not read a game's page");
                None
            })
    }

    /// The board picture of `game` at `ply` (0: the start), and whether the game is
    /// over (so the picture never changes).
    pub fn game_board_png(&self, game: GameId, ply: usize, lang: Lang) -> Option<(Vec<u8>, bool)> {
        self.in_ctx(self.clock.now(), |cx| page::board_png(cx, game, ply, lang))
            .unwrap_or_else(|e| {
                tracing::warn!(error = %e, %game, "could not draw a game's board");
                None
            })
    }

    /// The board of `game` at `ply` to draw and its alt text; `None` if there is no
    /// such game or ply.
    pub fn game_position(
        &self,
        game: GameId,
        ply: usize,
        lang: Lang,
    ) -> Option<(crate::BoardView, String)> {
        self.in_ctx(self.clock.now(), |cx| {
            page::position_view(cx, game, ply, lang)
        })
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, %game, "could not read a game's position");
            None
        })
    }

    /// The opening explorer at `game`'s position after `ply` plies and then `moves`
    /// (SAN or UCI, often none), counting the games of its server; `None` if there is
    /// no such game or ply, or the moves do not read as a legal line from there.
    pub fn game_explorer(
        &self,
        game: GameId,
        ply: usize,
        moves: &str,
        lang: Lang,
    ) -> Option<ExplorerPage> {
        self.in_ctx(self.clock.now(), |cx| {
            explorer_page::game_explorer(cx, game, ply, moves, lang)
        })
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, %game, "could not read the explorer for a game");
            None
        })
    }

    /// The opening explorer after `moves` (SAN or UCI) from `variant`'s start, counting
    /// every server's games; `None` if the moves do not read as a legal line.
    pub fn line_explorer(
        &self,
        variant: rules::Variant,
        moves: &str,
        lang: Lang,
    ) -> Option<ExplorerPage> {
        self.in_ctx(self.clock.now(), |cx| {
            explorer_page::line_explorer(cx, variant, moves, lang)
        })
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, "could not read the explorer");
            None
        })
    }

    /// `tournament`'s page for the web face, its words in `lang`; `None` if there is
    /// no such tournament.
    pub fn tournament_page(
        &self,
        tournament: data::TournamentId,
        lang: Lang,
    ) -> Option<TournamentPage> {
        self.in_ctx(self.clock.now(), |cx| {
            crate::pages::tournament::tournament_page(cx, tournament, lang)
        })
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, %tournament, "could not read a tournament's page");
            None
        })
    }

    /// `guild`'s leaderboards for the web face, their words in `lang`; `None` unless
    /// the server turned its pages on (or on a failed read, logged).
    pub fn server_page(&self, guild: data::GuildId, lang: Lang) -> Option<ServerPage> {
        self.in_ctx(self.clock.now(), |cx| {
            server_page::server_page(cx, guild, lang)
        })
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, "could not read a server's page");
            None
        })
    }

    /// `user`'s page in `guild` for the web face, its words in `lang`; `None` unless
    /// the server turned its pages on and they played there.
    pub fn player_page(
        &self,
        guild: data::GuildId,
        user: UserId,
        lang: Lang,
    ) -> Option<PlayerPage> {
        self.in_ctx(self.clock.now(), |cx| {
            server_page::player_page(cx, guild, user, lang)
        })
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, "could not read a player's page");
            None
        })
    }

    /// `tournament`'s crosstable picture and its alt text.
    pub fn tournament_crosstable(
        &self,
        tournament: data::TournamentId,
        lang: Lang,
    ) -> Option<(Vec<u8>, String)> {
        self.in_ctx(self.clock.now(), |cx| {
            crate::pages::tournament::crosstable_png(cx, tournament, lang)
        })
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, %tournament, "could not draw a tournament's crosstable");
            None
        })
    }

    /// The evaluation graph of `game`'s review (PNG), if it has one.
    pub fn game_review_png(&self, game: GameId, lang: Lang) -> Option<Vec<u8>> {
        self.in_ctx(self.clock.now(), |cx| page::review_png(cx, game, lang))
            .unwrap_or_else(|e| {
                tracing::warn!(error = %e, %game, "could not draw a game's review graph");
                None
            })
    }

    /// `game` replayed as an animated GIF, and whether the game is over.
    pub fn game_gif(&self, game: GameId, lang: Lang) -> Option<(Vec<u8>, bool)> {
        self.in_ctx(self.clock.now(), |cx| page::gif(cx, game, lang))
            .unwrap_or_else(|e| {
                tracing::warn!(error = %e, %game, "could not draw a game's replay");
                None
            })
    }

    /// The page of `game` for the player of `color` (from a private link the face has
    /// checked); `None` if there is no such game.
    pub fn play_page(&self, game: GameId, color: rules::Color, lang: Lang) -> Option<PlayPage> {
        let mut page = self
            .in_ctx(self.clock.now(), |cx| {
                play_page::play_page(cx, game, color, lang)
            })
            .unwrap_or_else(|e| {
                tracing::warn!(error = %e, %game, "could not read a game's play page");
                None
            })?;
        if page.review == Some(ReviewState::Ask) && self.reviews.has(game) {
            page.review = Some(ReviewState::Waiting);
        }
        Some(page)
    }

    /// Asks for the engine's review of `game` (a finished one) for its player of
    /// `color`, from their page: as `/review` in the game's channel would, within the
    /// same limits for each person, in the same analysis queue. When the review is
    /// done, its message goes to `deliver`, to be posted in the game's channel. `None`
    /// if there is no such game.
    pub fn review_on_web(
        &self,
        game: GameId,
        color: rules::Color,
        deliver: Box<dyn Fn(Response) + Send>,
    ) -> Option<ReviewStart> {
        let request = match self.in_ctx(self.clock.now(), |cx| {
            play_page::review_request(cx, game, color)
        }) {
            Ok(request) => request?,
            Err(e) => return Some(ReviewStart::Answered(Box::new(e.response()))),
        };
        let channel = request.place.channel;
        let listener: Listener = Box::new(move |news| {
            if let ReviewNews::Done(response) = news {
                deliver(response.posted_in(channel));
            }
        });
        let start = self.request_review(&request, listener);
        if self.reviews.workers() == 0 {
            self.review_pending();
        }
        Some(start)
    }

    /// The generation `color`'s links to play `game` are made in now: a link of
    /// another was replaced. `None` if it could not be read.
    pub fn play_link_generation(&self, game: GameId, color: rules::Color) -> Option<u32> {
        self.in_ctx(self.clock.now(), |cx| {
            Ok(cx.store.play_link_generation(game, color)?)
        })
        .map_err(|e| tracing::warn!(error = %e, %game, "could not read a play link's generation"))
        .ok()
    }

    /// The current board of `game` as the player of `color` sees it.
    pub fn play_board_png(&self, game: GameId, color: rules::Color, lang: Lang) -> Option<Vec<u8>> {
        self.in_ctx(self.clock.now(), |cx| {
            play_page::play_board_png(cx, game, color, lang)
        })
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, %game, "could not draw a game's play board");
            None
        })
    }

    /// Plays `uci` in `game` for the player of `color`, chosen on the position at
    /// `ply`, through the same request as Discord's Confirm button: the same checks,
    /// refusals and announcements. Public news carries the game's channel (a face
    /// posts it there); private answers are for the page. `None` if there is no such
    /// game or `uci` is not a move's notation.
    pub fn play_on_web(
        &self,
        game: GameId,
        color: rules::Color,
        uci: &str,
        ply: u32,
    ) -> Option<Response> {
        let request = match self.in_ctx(self.clock.now(), |cx| {
            limits::web_move(cx, game, color)?;
            play_page::move_request(cx, game, color, uci, ply)
        }) {
            Ok(request) => request?,
            Err(e) => {
                if let ServiceError::Store(inner) = &e {
                    tracing::warn!(error = %inner, %game, "could not read a game for a web move");
                }
                return Some(e.response());
            }
        };
        let place = request.place;
        let mut response = self.handle(&request);
        if place.in_server() {
            response = response.posted_in(place.channel);
        } else {
            // Nothing can be posted where a game outside servers is played: its
            // players hear of the move by direct message.
            response
                .replies
                .retain(|r| r.visibility != Visibility::Public);
        }
        // The page shows its answers in words of its own: people by name.
        for reply in &mut response.replies {
            if reply.visibility == Visibility::Private {
                let text = std::mem::take(&mut reply.text);
                reply.text = text.naming(|user| Some(self.player_name(user)));
            }
        }
        Some(response)
    }

    /// The games the Activity launched in `channel` shows `user`: their own games
    /// going on in its server (everywhere outside a server), this channel's first,
    /// each with the side they play; then the game going on in `channel` itself if
    /// they do not play in it, to watch (`None`). Empty if the database could not be
    /// read (logged).
    pub fn activity_games(
        &self,
        user: UserId,
        guild: Option<data::GuildId>,
        channel: Option<data::ChannelId>,
    ) -> Vec<(GameId, Option<rules::Color>)> {
        self.read("a player's games for the Activity", |store| {
            let mut own = store.active_games_of(user, guild)?;
            // Stable: the channel's games first, the rest as they were (oldest first).
            own.sort_by_key(|g| Some(g.channel) != channel);
            let mut games: Vec<(GameId, Option<rules::Color>)> = own
                .iter()
                .map(|g| {
                    let side = if g.white == user {
                        rules::Color::White
                    } else {
                        rules::Color::Black
                    };
                    (g.id, Some(side))
                })
                .collect();
            if let Some(channel) = channel
                && let Some(here) = store.active_game_in_channel(channel)?
                && games.iter().all(|(id, _)| *id != here.id)
            {
                games.push((here.id, None));
            }
            Ok(games)
        })
    }

    /// The side `user` plays in `game`, if they play in it (`None` too if it could
    /// not be read, logged).
    pub fn side_of(&self, game: GameId, user: UserId) -> Option<rules::Color> {
        self.read("a game's players", |store| match store.game(game) {
            Ok(g) if g.white == user => Ok(Some(rules::Color::White)),
            Ok(g) if g.black == user => Ok(Some(rules::Color::Black)),
            Ok(_) | Err(data::Error::GameNotFound(_)) => Ok(None),
            Err(e) => Err(e),
        })
    }

    /// How far `game` has got: its ply, and whether it goes on; `None` if there is no
    /// such game. One small read, for pages that watch a game.
    pub fn game_progress(&self, game: GameId) -> Option<(u32, bool)> {
        self.read("a game's progress", |store| match store.game(game) {
            Ok(g) => Ok(Some((g.ply, g.is_active()))),
            Err(data::Error::GameNotFound(_)) => Ok(None),
            Err(e) => Err(e),
        })
    }

    /// The picture of `variant`'s start position that goes with its rules, its words
    /// in `lang`; `None` without pictures.
    pub fn rules_picture(&self, variant: rules::Variant, lang: Lang) -> Option<Vec<u8>> {
        crate::learn::rules::rules_png(self.renderer.as_ref()?, variant, lang)
    }

    /// The picture of lesson `number` (from 1) of `variant`'s course, as `learn`
    /// draws it; `None` past the course's end or without pictures.
    pub fn lesson_picture(
        &self,
        variant: rules::Variant,
        number: usize,
        lang: Lang,
    ) -> Option<Vec<u8>> {
        learn_page::lesson_png(self.renderer.as_ref()?, variant, number, lang)
    }

    /// `variant`'s puzzles page: its themes with their easiest puzzles (everyone's
    /// only); `None` if the database could not be read (logged).
    pub fn puzzle_shelf(&self, variant: rules::Variant, lang: Lang) -> Option<PuzzleShelf> {
        self.in_ctx(self.clock.now(), |cx| puzzle_page::shelf(cx, variant, lang))
            .map_err(|e| tracing::warn!(error = %e, "could not read the puzzles page"))
            .ok()
    }

    /// Puzzle `id`'s page; `None` unless it is everyone's puzzle of `variant`.
    pub fn puzzle_page(&self, variant: rules::Variant, id: &str, lang: Lang) -> Option<PuzzlePage> {
        self.in_ctx(self.clock.now(), |cx| {
            puzzle_page::puzzle_page(cx, variant, id, lang)
        })
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, "could not read a puzzle's page");
            None
        })
    }

    /// Puzzle `id`'s picture as `puzzle` draws it; `None` when [`Service::puzzle_page`]
    /// is, or without pictures.
    pub fn puzzle_picture(&self, variant: rules::Variant, id: &str, lang: Lang) -> Option<Vec<u8>> {
        self.in_ctx(self.clock.now(), |cx| {
            puzzle_page::puzzle_png(cx, variant, id, lang)
        })
        .unwrap_or_else(|e| {
            tracing::warn!(error = %e, "could not draw a puzzle");
            None
        })
    }

    /// `game`'s PGN: a file name and the text.
    pub fn game_pgn(&self, game: GameId) -> Option<(String, String)> {
        self.in_ctx(self.clock.now(), |cx| page::pgn(cx, game))
            .unwrap_or_else(|e| {
                tracing::warn!(error = %e, %game, "could not read a game's PGN");
                None
            })
    }
}
