"""The app's own lines in the log ("Ann used a hint") beside the engine's, through undo."""

from __future__ import annotations

from tests_app_support import choice_for

from wordcards.app.session import Session


def test_a_hint_note_stays_where_it_was_used_when_the_play_before_it_is_undone(words):
    """Ann plays, asks for a hint, takes the play back and passes. The note stays (the log
    is the table's record that a hint was used: an undo must not hide it), but it said so
    after her pass, as if used in Bob's turn. It now reads before what she did next."""
    choice = choice_for("shuffle", "--players", "Ann,Bob", "--seed", "3")
    session = Session.new(choice, words, choice.players, autosave=False)
    game = session.game
    session.apply(game.legal_plays("word", limit=1)[0])
    session.note("Ann used a hint", save=False)
    session.undo()
    session.apply(game.parse_action("pass"))
    session.apply(game.legal_plays("word", limit=1)[0])  # Bob's turn
    log = session.log()
    assert log[1:3] == ["Ann used a hint", "Ann passed and drew a card"]
    assert log[3].startswith("Bob played")


def test_a_hint_note_before_a_play_that_is_undone_and_made_again_stays_before_it(words):
    choice = choice_for("shuffle", "--players", "Ann,Bob", "--seed", "3")
    session = Session.new(choice, words, choice.players, autosave=False)
    game = session.game
    play = game.legal_plays("word", limit=1)[0]
    session.note("Ann used a hint", save=False)
    session.apply(play)
    session.undo()
    session.apply(play)
    assert session.log()[1] == "Ann used a hint" and session.log()[2].startswith("Ann played")


def test_a_note_saved_past_the_end_of_the_log_is_put_back_in_place_on_resume(words):
    """A save written before undo moved notes kept a note's old place, past the end of the
    log: resumed, it read after the next play as well."""
    from wordcards import saves

    choice = choice_for("shuffle", "--players", "Ann,Bob", "--seed", "3")
    session = Session.new(choice, words, choice.players)
    session.notes = [(5, "Ann used a hint")]  # as an older version saved it after an undo
    session.save()
    resumed = Session.resume(saves.read_save(), words, None, None)
    game = resumed.game
    resumed.apply(game.legal_plays("word", limit=1)[0])
    log = resumed.log()
    assert log[1] == "Ann used a hint" and log[2].startswith("Ann played")
