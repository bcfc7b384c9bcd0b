"""This seat's review ("What could I have played?", after the game or a rummy hand): asked
of the host once and shown on the review screen as it comes (with how far the host has got),
kept while the game stays as it is, and asked again when the host is back."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from wordcards.remote.keys import SeatKey
from wordcards.remote.seat.host_state import game_part, table_rules
from wordcards.remote.seat.review_screen import SeatReviewScreen, lost_mid_hand
from wordcards.remote.protocol import REVIEW_CLOSED

if TYPE_CHECKING:  # the app holds its review: it is not imported at run time
    from wordcards.remote.seat.app import SeatApp


class SeatReview:
    def __init__(self, app: SeatApp) -> None:
        self.app = app
        self._review: dict[str, Any] | None = None  # this seat's review, once the host has sent it

    def review_offered(self) -> bool:
        return self._current_review() is not None or self.app.key_usable(SeatKey.REVIEW)

    def _current_review(self) -> dict[str, Any] | None:
        """This seat's review, if the host has sent one of the game as it is now (a review
        after a rummy hand is of the hands so far: a later hand needs a new one)."""
        review, state = self._review, self.app.state
        if review is None or state is None or review.get("actions", state["actions"]) != state["actions"]:
            return None
        return review

    def open_review(self) -> None:
        """The review of this seat's turns: asked of the host once, shown when it comes."""
        from wordcards import games
        from wordcards.app.screens.review import plays_of

        state = self.app.state
        if state is None or isinstance(self.app.screen, SeatReviewScreen) or not self.review_offered():
            return
        me = state["view"].seats[state["seat"]].name
        review = self._current_review()
        plays = plays_of(state["game"], table_rules(state), self.app.current_theme.dark)  # the cards as on this seat's table
        entry, view = games.entry(state["game"]), state["view"]
        going_on = entry.hands and view.outcome is None  # a hand of a match still played: its review
        round_word = game_part(state).round_word(view) if going_on else None
        variant = getattr(view, "variant", None)  # a rummy view's (Shuffle has none)
        screen = SeatReviewScreen(me, entry.best_found_in(variant), review, plays, self._review_closed, round_word=round_word)
        screen.away = self.app.away  # it covers the status line: it says so itself
        self.app.push_screen(screen)
        if review is None:  # "progress": this seat reads how far the host has got
            self.app.send_soon({"type": "key", "key": SeatKey.REVIEW, "progress": True})

    def _review_closed(self) -> None:
        """The review was closed before it came: the host stops making it. Not said to a
        host out of reach (it sees the screen gone; a restarted one knows of no review)."""
        if self.app.client is not None:
            self.app.send_soon({"type": REVIEW_CLOSED})

    def ask_review_again(self) -> None:
        """The host is back (a state came) after the connection was lost while a review was
        waited for: ask again, as the player would have (Esc and w), without being told to.
        Another seat may have dealt the next hand meanwhile (the review stays open): the host
        refuses a review during a hand, so the screen says so, and asks once it is over (a
        host not restarted stopped it when the seat's last screen went, and makes it again; one
        still making it for another screen of the seat sends it or its progress all the same)."""
        for screen in self.app.screen_stack:
            if isinstance(screen, SeatReviewScreen) and screen.waits_for_host and screen.result is None:
                review = self._current_review()
                if review is not None:  # it came with this state
                    screen.show(review)
                elif self.app.key_usable(SeatKey.REVIEW):
                    screen.asked_again()
                    self.app.send_soon({"type": "key", "key": SeatKey.REVIEW, "progress": True})
                elif (state := self.app.state) is not None and game_part(state).scored(state["view"]) is None:
                    screen.lost(lost_mid_hand(game_part(state).round_word(state["view"])))

    def got_review(self, result: Any) -> None:
        if not isinstance(result, dict):
            return
        if "turns" in result:
            self._review = result  # made once for the game as it is now (_current_review)
        for screen in self.app.screen_stack:
            if isinstance(screen, SeatReviewScreen):
                screen.show(result)

    def review_progress(self, told: Any) -> None:
        """How far the host has got with this seat's review: the bar of the review open."""
        if not (isinstance(told, dict) and isinstance(told.get("done"), int) and isinstance(told.get("total"), int)):
            return  # a host of another version: the bar goes on without steps
        for screen in self.app.screen_stack:
            if isinstance(screen, SeatReviewScreen):
                screen.advance(told["done"], told["total"])
