"""The app's own lines in the log ("Ann used a hint") beside the engine's, through undo."""

from __future__ import annotations

import pytest
from tests_app_support import choice_for

from wordcards.app.session import Session, hint_note, rules_notes


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
    session.in_play.notes = [(5, "Ann used a hint")]  # as an older version saved it after an undo
    session.save()
    resumed = Session.resume(saves.read_save(), words, None, None)
    game = resumed.game
    resumed.apply(game.legal_plays("word", limit=1)[0])
    log = resumed.log()
    assert log[1] == "Ann used a hint" and log[2].startswith("Ann played")


def test_a_note_placed_past_the_end_of_the_log_is_ignored_on_resume(words):
    """A hand-edited save's note [9999, "x"] was shown as a line "x" in the hand-off and the
    log: a note is written at the log's end, so one past it is dropped quietly, as a note
    of the wrong shape is. A note in its place stays."""
    from wordcards import saves

    choice = choice_for("shuffle", "--players", "Ann,Bob", "--seed", "3")
    session = Session.new(choice, words, choice.players)
    end = len(session.game.log)
    session.in_play.notes = [(9999, "x"), (end, "kept")]
    session.save()
    resumed = Session.resume(saves.read_save(), words, None, None)
    assert "x" not in resumed.log() and resumed.log()[end] == "kept"
    assert resumed.in_play.notes[-1] == (end, "kept")


def test_a_note_placed_before_the_first_line_of_the_log_is_ignored_on_resume(words):
    """A hand-edited save's note [-5, "x"] was kept and shown above the log's first line."""
    from wordcards import saves

    choice = choice_for("shuffle", "--players", "Ann,Bob", "--seed", "3")
    session = Session.new(choice, words, choice.players)
    session.in_play.notes = [(-5, "x"), (0, "kept")]
    session.save()
    resumed = Session.resume(saves.read_save(), words, None, None)
    assert "x" not in resumed.log() and resumed.log()[0] == "kept"
    assert resumed.in_play.notes == [(0, "kept")]


def _ann_hinted_before_and_after_a_swap_then_took_back_what_followed(words, autosave: bool = False) -> Session:
    """The play-tester's game (seed 10): Ann TESTS, Bob CLIP; Ann asks for a hint, swaps the
    joker, asks again, plays FJORDS, then takes back FJORDS and the swap."""
    from wordcards.engine.shuffle.actions import EndTurn, SwapJoker

    choice = choice_for("shuffle", "--players", "Ann,Bob", "--seed", "10")
    session = Session.new(choice, words, choice.players, autosave=autosave)
    game = session.game

    def play(word: str) -> None:
        session.apply(next(p for p in game.legal_plays() if p.notation().upper().endswith(word)))

    play("TESTS")
    session.apply(EndTurn())
    play("CLIP")
    session.apply(EndTurn())
    session.note_once(hint_note("Ann"))
    session.apply(game.legal_plays(SwapJoker)[0])
    session.note_once(hint_note("Ann"))
    play("FJORDS")
    session.undo()
    session.undo()
    return session


def test_a_hint_asked_before_and_after_plays_that_are_taken_back_is_noted_once(words):
    """Both notes moved up to follow the same plays: the log said "Ann used a hint" twice in a
    row, as if she had asked twice with nothing played between (noted once, note_once)."""
    session = _ann_hinted_before_and_after_a_swap_then_took_back_what_followed(words)
    log = session.log()
    assert log.count("Ann used a hint") == 1 and log[-1] == "Ann used a hint"
    assert log[-2] == "Bob drew 4 cards"


def test_a_save_holding_one_hint_note_twice_in_one_place_resumes_with_it_once(words):
    """A save an older version wrote after such an undo held both notes: resumed, the log
    showed both again."""
    from wordcards import saves

    choice = choice_for("shuffle", "--players", "Ann,Bob", "--seed", "3")
    session = Session.new(choice, words, choice.players)
    session.in_play.notes = [(1, "Ann used a hint"), (1, "Ann used a hint")]  # as the older version saved it
    session.save()
    resumed = Session.resume(saves.read_save(), words, None, None)
    assert resumed.log().count("Ann used a hint") == 1
    assert resumed.hint_used_here()


JUNIOR_NOTE = "Cy is a junior: in Word Rummy juniors play by the same rules, so every word is 2+ letters (R4)"


def test_S12_a_new_game_starts_its_log_with_the_notes_its_rules_call_for(words):
    choice = choice_for("rummy", "--players", "Ann,junior:Cy", "--seed", "3")
    session = Session.new(choice, words, choice.players, autosave=False)
    assert rules_notes(choice.rules, choice.players) == [JUNIOR_NOTE]
    assert [text for _, text in session.in_play.notes] == [JUNIOR_NOTE]


def test_S12_a_resumed_game_notes_what_its_rules_call_for_as_a_new_game_does_once(words):
    """A save whose log lacks a note its rules call for (an older version's, written before
    the juniors note) gets it at the resume, as a new game with those rules and players
    would start with it (one list of such notes, ``rules_notes``); a save holding it gets
    no second, nor does the next resume once it is saved."""
    from wordcards import saves

    choice = choice_for("rummy", "--players", "Ann,junior:Cy", "--seed", "3")
    session = Session.new(choice, words, choice.players)
    session.save()
    assert Session.resume(saves.read_save(), words, None, None).log().count(JUNIOR_NOTE) == 1
    session.in_play.notes = []  # as the older version saved it
    session.save()
    resumed = Session.resume(saves.read_save(), words, None, None)
    assert resumed.log().count(JUNIOR_NOTE) == 1
    resumed.save()
    assert Session.resume(saves.read_save(), words, None, None).log().count(JUNIOR_NOTE) == 1


def test_S12_a_resumed_finished_game_gets_no_rules_note_after_its_game_over_lines(words, monkeypatch):
    """An older save of a finished game lacks the juniors note: nothing is added after its
    game-over lines (no action would ever save it, so it came again at every resume)."""
    from wordcards import saves
    from wordcards.engine.rummy import RummyMatch

    choice = choice_for("rummy", "--players", "Ann,junior:Cy", "--seed", "3")
    session = Session.new(choice, words, choice.players)
    session.in_play.notes = []  # as the older version saved it
    session.save()
    monkeypatch.setattr(RummyMatch, "is_over", property(lambda self: True))  # the match over when saved
    assert JUNIOR_NOTE not in Session.resume(saves.read_save(), words, None, None).log()


def test_S12_a_save_holding_the_juniors_note_in_its_earlier_wording_gets_no_second(words):
    from wordcards import saves

    earlier = "Cy is a junior (S12): juniors play Word Rummy by the same rules (its words may already be 2 letters long)."
    choice = choice_for("rummy", "--players", "Ann,junior:Cy", "--seed", "3")
    session = Session.new(choice, words, choice.players)
    session.in_play.notes = [(0, earlier)]  # as the first version with the note saved it
    session.save()
    resumed = Session.resume(saves.read_save(), words, None, None)
    assert [text for _, text in resumed.in_play.notes] == [earlier]


@pytest.mark.parametrize(
    "other",
    ["Cy is a junior: she asked to sit by the window", "Cy is a junior (she is 9): her brother helps her read the cards"],
)
def test_S12_a_note_that_only_begins_with_the_juniors_names_is_not_taken_for_the_juniors_note(words, other):
    """The juniors note is known by its names and its ruling id (where this version or the
    first put it), not by the names alone: a save holding another such note still gets it."""
    from wordcards import saves

    choice = choice_for("rummy", "--players", "Ann,junior:Cy", "--seed", "3")
    session = Session.new(choice, words, choice.players)
    session.in_play.notes = [(0, other)]
    session.save()
    resumed = Session.resume(saves.read_save(), words, None, None)
    assert [text for _, text in resumed.in_play.notes] == [other, JUNIOR_NOTE]


def test_only_a_players_hint_notes_in_one_place_are_merged_other_equal_notes_stay():
    """An undo merges two equal notes at one place only when they say the same fact twice:
    a player's hint used on that position. Two notices that the word list changed were two
    changes, at two resumes: both stay."""
    from wordcards.app.game_in_play import notes_in_place
    from wordcards.app.session import words_changed_notice
    from wordcards.engine.players import Player

    changed = words_changed_notice("ours.txt", None)
    notes = [(3, hint_note("Ann")), (3, changed), (5, hint_note("Ann")), (5, changed)]
    assert notes_in_place(notes, 3, (Player("Ann"), Player("Bob"))) == [(3, hint_note("Ann")), (3, changed), (3, changed)]


def test_a_word_list_changed_at_two_resumes_stays_noted_twice_when_the_play_between_is_undone(words):
    """Resumed with other words (noted), Ann plays; resumed with other words again (noted);
    she takes the play back: both notices now follow the same lines, and both stay, as the
    list changed twice. Before, the undo merged them as if they were a hint asked twice."""
    import dataclasses

    from wordcards import saves

    def resumed_with_other_words() -> Session:
        return Session.resume(dataclasses.replace(saves.read_save(), words_digest="0" * 64), words, None, None)

    choice = choice_for("shuffle", "--players", "Ann,Bob", "--seed", "3")
    Session.new(choice, words, choice.players).save()
    session = resumed_with_other_words()
    session.apply(session.game.legal_plays("word", limit=1)[0])  # saved, with the notice
    session = resumed_with_other_words()
    notice = session.resume_notice
    assert notice is not None and session.log().count(notice) == 2
    session.undo()
    assert session.log()[-2:] == [notice, notice]


SHUFFLE_JUNIOR_NOTE = (
    "Cy is a junior and may play shorter words in Shuffle: a first play of 3+ letters (adults 4+), "
    "words of 2+ letters (adults 3+) and a word they take letters from must keep 2+ letters (adults 3+) (S12)"
)


def test_S12_a_shuffle_game_with_a_junior_starts_its_log_with_what_the_junior_may_play_shorter(words):
    """Play-test r34a: the shipped Shuffle rules let a junior play 2-letter words, but no line
    said so (the note came only where the junior mark changed nothing)."""
    choice = choice_for("shuffle", "--players", "Ann,junior:Cy", "--seed", "3")
    session = Session.new(choice, words, choice.players, autosave=False)
    assert [text for _, text in session.in_play.notes] == [SHUFFLE_JUNIOR_NOTE]


def test_R4_a_house_ruleset_with_shorter_words_for_juniors_starts_the_log_with_a_juniors_note(words, tmp_path):
    """Play-test r34a: a rummy ruleset of adult 3, junior 2 had no junior line at all."""
    from wordcards.resources import ruleset_path

    house = tmp_path / "house.yaml"
    shipped = ruleset_path("rummy").read_text(encoding="utf-8")
    assert "{adult: 2, junior: 2}" in shipped
    house.write_text(shipped.replace("{adult: 2, junior: 2}", "{adult: 3, junior: 2}"), encoding="utf-8")
    choice = choice_for("rummy", "--ruleset", str(house), "--players", "Ann,junior:Cy", "--seed", "3")
    session = Session.new(choice, words, choice.players, autosave=False)
    assert [text for _, text in session.in_play.notes] == ["Cy is a junior and may play shorter words in Word Rummy: 2+ letters (adults 3+) (R4)"]


def test_S12_a_resumed_shuffle_game_keeps_one_juniors_note_and_an_older_save_gets_it_once(words):
    """The note is recognised on resume (is_juniors_note): no second; a save from before it
    (no note then, in Shuffle) gets it once, filed where a new game has it (after the deal,
    before the first play and the other notes there), not at the log's end, where it read as
    something that just happened mid-game."""
    from wordcards import saves

    choice = choice_for("shuffle", "--players", "Ann,junior:Cy", "--seed", "3")
    session = Session.new(choice, words, choice.players)
    session.note_who_starts(0)
    started = session.log()
    session.apply(session.game.parse_action("pass"))
    session.apply(session.game.parse_action("pass"))  # Cy's turn
    session.save()
    assert Session.resume(saves.read_save(), words, None, None).log().count(SHUFFLE_JUNIOR_NOTE) == 1
    session.in_play.notes = [(at, text) for at, text in session.in_play.notes if text != SHUFFLE_JUNIOR_NOTE]  # as the older version saved it
    session.save()
    resumed = Session.resume(saves.read_save(), words, None, None)
    assert resumed.log().count(SHUFFLE_JUNIOR_NOTE) == 1
    assert started[1] == SHUFFLE_JUNIOR_NOTE and resumed.log()[: len(started)] == started
    assert resumed.log()[-1] != SHUFFLE_JUNIOR_NOTE
    resumed.save()
    again = Session.resume(saves.read_save(), words, None, None)
    assert again.log().count(SHUFFLE_JUNIOR_NOTE) == 1 and again.log() == resumed.log()


def test_the_position_a_hint_was_told_on_is_saved_and_shown_again_on_resume_without_a_note(words):
    """The log notes a hint once a turn, so a later hint of the turn (after a swap or a draw)
    has no note of its own: the save records where the last hint was told, and a resume on
    that very position shows it again. Anything else the save says there is not trusted."""
    import json

    from wordcards import saves

    choice = choice_for("shuffle", "--players", "Ann,Bob", "--seed", "3")
    session = Session.new(choice, words, choice.players)
    session.promises.told(session.game.actions)
    session.save()
    saved = saves.read_save()
    assert saved is not None and saved.hint_told == len(session.game.actions)
    resumed = Session.resume(saved, words, None, None)
    assert "Ann used a hint" not in resumed.log() and resumed.hint_used_here()
    for damaged in (len(session.game.actions) + 1, -1, True, "0", None):
        data = json.loads(saves.save_path().read_text())
        data["app"]["hint_told"] = damaged
        saves.save_path().write_text(json.dumps(data))
        resumed = Session.resume(saves.read_save(), words, None, None)
        assert not resumed.hint_used_here(), damaged


def test_S3_a_resumed_chain_turn_began_at_its_own_start(words):
    """S3: after Ann played every card and plays again, a resume finds her turn begun at
    that Ctrl+E (session.turn_began), not at the start of the chain: a hint asked in it
    after the resume is a note of its own, as the review counts the turns."""
    from wordcards.app.session import position_of, turn_began
    from wordcards.engine.players import Player
    from wordcards.engine.shuffle import EndTurn, HandWord, ShuffleGame
    from wordcards.rulesets import default_ruleset

    start = {"hands": ["SEAT", "DOGEAQR"], "deck": "BCFHIKLMNOP", "current": 0}
    game = ShuffleGame.from_position(default_ruleset("shuffle"), words, (Player("Ann"), Player("Bob")), start, 0)
    positions = []
    for action in (HandWord("SEAT"), EndTurn()):
        game.apply(action)
        positions.append(position_of(game))
    assert game.current == 0 and turn_began(positions, 0) == len(game.log)
