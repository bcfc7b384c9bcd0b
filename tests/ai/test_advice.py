"""Hints and the review: legal, and at least as good as any play of the same kind."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from wordcards.ai import choose_action, hint, hint_points, review
from wordcards.ai.adviser import JUNIOR_EXPERT, Ahead, Measured
from wordcards.ai.levels import EXPERT
from wordcards.ai.rummy_advice import what_the_turn_won
from wordcards.ai.shuffle import rated, sandbox
from wordcards.engine.game import Action
from wordcards.engine.players import Player
from wordcards.engine.rummy import Discard, DrawDeck, DrawDiscard, Meld, Phase, RummyMatch
from wordcards.engine.seeding import rng
from wordcards.engine.shuffle import ShuffleGame


def shuffle_positions(rules, words, seed, every=2, most=8):
    """Positions from a seeded game between two computers, at the start of some turns."""
    players = [Player("Ann"), Player("Cpu", computer="normal")]
    game = ShuffleGame.new(rules, words, players, seed)
    stream = rng(seed, "positions")
    found = 0
    turn = 0
    while not game.is_over and found < most:
        if not game.turn:
            turn += 1
            if turn % every == 0:
                found += 1
                yield game
        game.apply(choose_action(game, game.current, "normal", stream))


def test_shuffle_hint_is_legal_and_scores_at_least_any_play_of_its_kind(shuffle_rules, words):
    """Against the engine's complete enumeration of the hint's kind (takes only on small
    tables, where that enumeration is quick). A joker swap hinted for the play it leads to
    (S10) scores at least as much with that play."""
    from wordcards.ai import suggest

    checked = 0
    for seed in (1, 2, 3):
        for game in shuffle_positions(shuffle_rules, words, seed):
            found = suggest(game)
            action = hint(game)
            small = len(game.table) <= 4
            kinds = ("word", "extend", "steal", "swap") + (("take",) if small else ())
            plays = [a for kind in kinds for a in game.legal_plays(kind)]
            best = max((hint_points(game, a) for a in plays), default=None)
            if action is None:
                assert best is None or best <= 0
                continue
            assert game.is_legal(action) and found is not None and found.action == action
            points = hint_points(game, action)
            if best is not None:
                assert found.points >= best, action  # at least any play of any kind enumerated
            if found.then:  # the swap and its play: more than any single play
                assert best is not None and found.points > best and action.kind == "swap"
                assert found.points == points + hint_points(_after(game, action), found.then[0])
                checked += 1
                continue
            assert found.points == points
            if action.kind != "take" or small:
                same_kind = [a for a in plays if a.kind == action.kind]
                assert action in same_kind
                assert points >= max(hint_points(game, a) for a in same_kind)
            checked += 1
    assert checked >= 10


def _after(game: ShuffleGame, action: Action) -> ShuffleGame:
    after = game.clone()
    after.apply(action)
    return after


def test_shuffle_hint_does_not_change_the_game(shuffle_rules, words):
    game = next(shuffle_positions(shuffle_rules, words, 4))
    before = game.to_json()
    hint(game)
    assert game.to_json() == before


def test_rummy_hint_is_legal_and_a_meld_of_the_most_the_melds_score_together(rummy_rules, words):
    from wordcards.ai.rummy_advice import best_plan

    players = [Player("Ann"), Player("Cpu", computer="hard")]
    checked = 0
    for seed in range(4):
        match = RummyMatch.new(rummy_rules, words, players, seed)
        stream = rng(seed, "test")
        while not match.is_over and len(match.results) < 2:
            if match.phase in (Phase.DRAW, Phase.PLAY):
                action = hint(match)
                assert action is not None and match.is_legal(action)
                if match.phase is Phase.DRAW:
                    assert isinstance(action, (DrawDeck, DrawDiscard))
                else:
                    melds = [a for a in match.legal_actions() if isinstance(a, Meld)]
                    if melds:
                        assert isinstance(action, Meld)
                        assert hint_points(match, action) == len(action.cards) ** 2  # R7
                        plan = best_plan(match)
                        assert action.cards in plan.melds
                        assert match.melds_points(plan.melds) == most_scored_together(match)
                        assert hint_points(match, action) == max(hint_points(match, Meld(m)) for m in plan.melds)
                    else:
                        assert isinstance(action, Discard)
                    checked += 1
            match.apply(choose_action(match, match.current, "normal", stream))
    assert checked >= 40


def test_no_hint_when_the_game_is_over(shuffle_rules, words):
    game = ShuffleGame.from_position(
        shuffle_rules, words, [Player("A"), Player("B")], {"hands": ["", "QZ"], "table": [], "deck": ""}
    )
    game.apply(game.parse_action("pass"))  # S13: the deck is empty and A has no cards
    assert game.is_over and hint(game) is None


def play_with_a_person(game, level="easy"):
    """Drive every seat with computers (the person's seat plays at ``level``)."""
    streams = [random.Random(i) for i in range(len(game.players))]
    while not game.is_over:
        seat = game.current
        chosen = game.players[seat].computer or level
        game.apply(choose_action(game, seat, chosen, streams[seat]))
    return game


def test_shuffle_review_lists_each_turn_of_each_person(shuffle_rules, words):
    players = [Player("Ann"), Player("Cpu", computer="hard")]
    game = play_with_a_person(ShuffleGame.new(shuffle_rules, words, players, 11))
    turns = review(game)
    ann_turns = sum(1 for a, seat in zip(game.actions, _seats(game)) if seat == 0 and not a.is_play)
    assert turns and {t.seat for t in turns} == {0}
    assert len(turns) == ann_turns
    assert [t.turn for t in turns] == list(range(1, len(turns) + 1))
    played = [n for t in turns for n in t.played]
    assert played == [a.notation() for a, seat in zip(game.actions, _seats(game)) if seat == 0]
    for t in turns:
        assert t.missed == max(0, t.best_points - t.played_points)
        if t.played[0] != "pass":
            assert t.best  # a play was made, so the adviser found one too
    assert game.is_over  # the review replays a copy


def _seats(game):
    """The seat that made each action, from a replay."""
    from dataclasses import replace

    replay = type(game).from_record(replace(game.record(), actions=()), game.words)
    out = []
    for action in game.actions:
        out.append(replay.current)
        replay.apply(action)
    return out


def test_shuffle_review_best_beats_the_first_play_made(shuffle_rules, words):
    players = [Player("Ann"), Player("Cpu", computer="normal")]
    game = play_with_a_person(ShuffleGame.new(shuffle_rules, words, players, 12))
    from dataclasses import replace

    replay = type(game).from_record(replace(game.record(), actions=()), game.words)
    firsts = []
    start = True
    for action in game.actions:
        if start and replay.current == 0 and action.is_play:
            firsts.append(hint_points(replay, action))
        elif start and replay.current == 0:
            firsts.append(0)
        start = not action.is_play
        replay.apply(action)
    turns = review(game)
    assert [t.best_points >= f for t, f in zip(turns, firsts)] == [True] * len(turns)


def test_rummy_review_gives_the_best_plan_after_each_draw(rummy_rules, words):
    players = [Player("Ann"), Player("Cpu", computer="normal")]
    match = RummyMatch.new(rummy_rules, words, players, 5, variant="standard", target=60)
    play_with_a_person(match)
    turns = review(match)
    draws = [a for a, seat in zip(match.actions, _seats(match)) if seat == 0 and isinstance(a, (DrawDeck, DrawDiscard))]
    assert len(turns) == len(draws)
    for t in turns:
        assert t.played[0] in ("draw", "take")
        # R7: each meld ("meld Cr Ar Tr") scores its length squared
        assert t.best_points == sum((len(m.split()) - 1) ** 2 for m in t.best)
        assert t.hand_number >= 1
    assert any(t.best for t in turns)


def _said_at_turn_starts(game, seat):
    """For each Shuffle turn of ``seat`` (it ends with end or pass): the replay at its start
    (a clone), and each action of the turn with the engine's words for it as it was made."""
    from dataclasses import replace

    replay = type(game).from_record(replace(game.record(), actions=()), game.words)
    turns, current = [], None
    for action in game.actions:
        mine = replay.current == seat
        if mine and current is None:
            current = (replay.clone(), [])
        if mine:
            current[1].append((action, replay.describe(action, hand_said=True)))  # the review's words: a take's hand cards said
        replay.apply(action)
        if mine and not action.is_play:
            turns.append(current)
            current = None
    return turns


def test_the_review_says_shuffle_plays_in_the_engines_words(shuffle_rules, words):
    players = [Player("Ann"), Player("Cpu", computer="hard")]
    game = play_with_a_person(ShuffleGame.new(shuffle_rules, words, players, 11), level="normal")
    turns = review(game)
    starts = _said_at_turn_starts(game, 0)
    assert len(turns) == len(starts)
    for t, (start, said) in zip(turns, starts):
        plays = [text for action, text in said if action.is_play]
        assert t.played_said == (tuple(plays) if plays else ("pass",) if t.played[-1] == "pass" else ())
        assert t.plays_made == len(plays)  # only two or more can score more than the best single play
        # Each as the table reads when it is made: a hinted joker swap's play after the swap.
        after, best_said = start.clone(), []
        for notation in t.best:
            best_said.append(after.describe(after.parse_action(notation), hand_said=True))
            after.apply(after.parse_action(notation))
        assert t.best_said == tuple(best_said)
    assert any(t.played_said and t.played_said != ("pass",) for t in turns)
    assert any(t.plays_made >= 2 for t in turns)
    assert all(" from your hand" in s or s.startswith(("extend", "steal", "take", "swap")) for t in turns for s in t.best_said)


def test_the_review_says_rummy_melds_and_discards_in_the_engines_words(rummy_rules, words):
    players = [Player("Ann"), Player("Cpu", computer="normal")]
    match = play_with_a_person(RummyMatch.new(rummy_rules, words, players, 5, variant="standard", target=60))
    turns = review(match)
    for t in turns:
        # The discard too, so the played column can be set beside the expert's choice.
        shown = [n for n in t.played if n.startswith(("meld ", "discard "))]
        # The draw first ("draw from the draw pile", "take Q (blue) from the discard pile").
        assert t.played_said[0].startswith(("draw from the draw pile", "take "))
        assert t.played_said[1:] == tuple(match.describe(match.parse_action(n)) for n in shown)
        assert t.plays_made == sum(1 for n in shown if n.startswith("meld "))
        # Led by the hint's draw where it would have let the turn meld more (its card named as it was then).
        drew = sum(1 for n in t.best if not n.startswith("meld "))
        assert all(s.startswith("take ") for s in t.best_said[:drew])
        assert t.best_said[drew:] == tuple(match.describe(match.parse_action(n)) for n in t.best[drew:])
        assert all(s.startswith("meld ") and "(" in s for s in t.best_said[drew:])
    assert any(t.best_said for t in turns)


def _first_turn_drawn(match: RummyMatch, against_the_hint: bool) -> RummyMatch:
    """Ann's first turn: the draw the hint advises (or the other pile), then the hint's melds
    and discard."""
    from wordcards.ai.rummy_advice import draw_hint

    advised = draw_hint(match)
    match.apply((DrawDeck() if isinstance(advised, DrawDiscard) else DrawDiscard()) if against_the_hint else advised)
    while match.phase is Phase.PLAY and match.current == 0:
        match.apply(hint(match))
    return match


def _a_seed_whose_hint_takes_the_discard(rummy_rules, words) -> RummyMatch:
    from wordcards.ai.rummy_advice import draw_hint

    for seed in range(1, 60):
        match = RummyMatch.new(rummy_rules, words, [Player("Ann"), Player("Bob")], seed, variant="standard")
        if isinstance(draw_hint(match), DrawDiscard):
            return match
    raise AssertionError("no seed in 1..59 whose hint takes the discard")


def test_the_rummy_review_says_the_draw_the_hint_advised_where_the_player_drew_otherwise(rummy_rules, words):
    """A play-tester drew from the draw pile where the hint would have taken the discard,
    and the review never said so: the turn's line names the draw made and the hint's."""
    match = _a_seed_whose_hint_takes_the_discard(rummy_rules, words)
    top = match.describe(DrawDiscard())
    turn = review(_first_turn_drawn(match, against_the_hint=True), seats=[0])[0]
    card = top.removeprefix("take ").removesuffix(" from the discard pile")
    assert turn.played_said[0] == f"draw from the draw pile (the hint would have taken {card} from the discard pile)"


def test_the_rummy_reviews_most_at_once_counts_the_discard_the_hint_would_have_taken(rummy_rules, words):
    """Play-test h46: Ann drew from the draw pile and melded EM for 4 where the discard's R
    made MIRE for 16, and the review said "same as played" and "no play found that would
    have scored more". Where the hint's draw would have let her meld more at once, "Most
    at once" is that draw and its melds, and the turn counts as one that could have scored more."""
    match = _a_seed_whose_hint_takes_the_discard(rummy_rules, words)
    took = match.describe(DrawDiscard())
    turn = review(_first_turn_drawn(match, against_the_hint=True), seats=[0])[0]
    assert turn.best[0] == DrawDiscard().notation()
    assert turn.best_said[0] == took
    assert turn.best_said[1:] and all(said.startswith("meld ") for said in turn.best_said[1:])
    assert turn.missed > 0


def test_the_rummy_reviews_most_at_once_in_inverse_is_judged_after_the_draw_made(rummy_rules, words):
    """A review: in inverse a meld's points are the penalty it sheds, and the discard taken
    counts its own value once melded where the draw pile's card kept in hand is never
    charged: "take ... 12" could beat a draw that left the hand lower. So in inverse the
    hint's other draw is not weighed (standard's is: the same seed, as the guard)."""
    from wordcards.ai.rummy_advice import draw_hint, other_draw

    for seed in range(1, 60):
        inverse = RummyMatch.new(rummy_rules, words, [Player("Ann"), Player("Bob")], seed, variant="inverse")
        standard = RummyMatch.new(rummy_rules, words, [Player("Ann"), Player("Bob")], seed, variant="standard")
        if isinstance(draw_hint(inverse), DrawDiscard) and isinstance(draw_hint(standard), DrawDiscard):
            break
    else:
        raise AssertionError("no seed in 1..59 whose hint takes the discard in both variants")
    assert other_draw(standard, DrawDeck(), DrawDiscard()) is not None
    assert other_draw(inverse, DrawDeck(), DrawDiscard()) is None


def test_the_rummy_reviews_draw_against_the_hint_cannot_read_as_a_hint_given(rummy_rules, words):
    """Play-test r34b: "draw from the draw pile (hint: take W (blue) ...)" beside a player who
    never pressed Ctrl+G read as advice ignored: the line says what the hint would have done,
    from either pile, and never "(hint:"."""
    from wordcards.ai.rummy_advice import draw_hint

    for seed in range(1, 60):
        match = RummyMatch.new(rummy_rules, words, [Player("Ann"), Player("Bob")], seed, variant="standard")
        if isinstance(draw_hint(match), DrawDeck):
            break
    else:
        raise AssertionError("no seed in 1..59 whose hint draws from the draw pile")
    took = match.describe(DrawDiscard())
    said = review(_first_turn_drawn(match, against_the_hint=True), seats=[0])[0].played_said[0]
    assert said == f"{took} (the hint would have drawn from the draw pile)"
    assert "(hint:" not in said


def test_the_rummy_reviews_hinted_draw_is_built_from_the_action_not_the_engines_words(rummy_rules, words, monkeypatch):
    """Code review: the review split describe()'s first word and looked it up ({"take", "draw"}),
    so a change to the engine's wording became a KeyError traceback. With describe() worded
    otherwise, the hint's draw still reads "taken ... from the discard pile"."""
    match = _a_seed_whose_hint_takes_the_discard(rummy_rules, words)
    card = match.describe(DrawDiscard()).removeprefix("take ").removesuffix(" from the discard pile")
    played = _first_turn_drawn(match, against_the_hint=True)
    monkeypatch.setattr(RummyMatch, "describe", lambda self, action, named=False: f"pick {type(action).__name__}")
    turn = review(played, seats=[0])[0]
    assert turn.played_said[0] == f"pick DrawDeck (the hint would have taken {card} from the discard pile)"


def test_the_rummy_review_says_only_the_draw_made_where_it_followed_the_hint(rummy_rules, words):
    match = _a_seed_whose_hint_takes_the_discard(rummy_rules, words)
    top = match.describe(DrawDiscard())
    turn = review(_first_turn_drawn(match, against_the_hint=False), seats=[0])[0]
    assert turn.played_said[0] == top
    assert "hint" not in " ".join(turn.played_said)


def test_the_reviews_expert_that_would_meld_nothing_says_so(rummy_rules, words, monkeypatch):
    """Beside a turn that melded, "expert: discard J (green)" read as if the expert agreed:
    a plan with no meld says "meld nothing", after its discard ("the expert would have
    chosen meld nothing, discard Z◆" read awkwardly: the review draws "discard Z◆ (red) and
    meld nothing")."""
    import wordcards.ai.expert_rummy as expert_rummy
    from wordcards.ai.adviser import ExpertReview
    from wordcards.ai.expert import Verdict, Weighed
    from wordcards.ai.rummy_advice import _expert_opinion

    match = RummyMatch.new(rummy_rules, words, [Player("Ann"), Player("Bob")], 5)
    match.apply(DrawDeck())
    plan = (Discard(match.view(match.current).hand[0]),)
    verdict = Verdict(plan, (Weighed(plan, (3.0,)),), 1, 1, False)
    monkeypatch.setattr(expert_rummy, "expert_verdict", lambda *args, **kwargs: verdict)
    _, _, said, _ = _expert_opinion(ExpertReview(match, None), match, ())
    assert said == (match.describe(plan[0]), "meld nothing")


def _dealt_by_phase(monkeypatch, module, deal_name: str, key):
    """Record every deal ``module`` makes for the expert: those of its choice
    (``expert_verdict``) and those after it (the review's measure of its gain)."""
    dealt: dict[str, list] = {"choice": [], "gain": []}
    phase = ["gain"]
    real_deal, real_verdict = getattr(module, deal_name), module.expert_verdict

    def deal(*args, **kwargs):
        start = real_deal(*args, **kwargs)
        dealt[phase[0]].append(key(start))
        return start

    def verdict(*args, **kwargs):
        phase[0] = "choice"
        try:
            return real_verdict(*args, **kwargs)
        finally:
            phase[0] = "gain"

    monkeypatch.setattr(module, deal_name, deal)
    monkeypatch.setattr(module, "expert_verdict", verdict)
    return dealt


def test_the_reviews_shuffle_expert_gain_is_measured_on_deals_other_than_its_choices(shuffle_rules, words, monkeypatch):
    """The gain was read off the deals the expert chose by: the best of several candidates
    there reads high (its luck in them is why it was chosen; +150 on an early turn was
    seen). It is measured on deals of its own, the same for a seed."""
    import wordcards.ai.expert_shuffle as expert_shuffle
    from wordcards.ai.adviser import GAIN_DEALS, ExpertReview
    from wordcards.ai.levels import EXPERT
    from wordcards.ai.shuffle_advice import _expert_opinion
    from wordcards.engine.shuffle import Pass

    dealt = _dealt_by_phase(monkeypatch, expert_shuffle, "deal_unseen", lambda start: (tuple(start["hands"]), start["deck"]))
    game = ShuffleGame.new(shuffle_rules, words, [Player("Ann"), Player("Bob")], 6)
    first = _expert_opinion(ExpertReview(game, None), game, Pass())  # the expert would play, not pass
    assert first[1].gain is not None and len(dealt["choice"]) == EXPERT.search.samples
    # Clear on its test deals, so measured again on others: each deal a fresh one.
    assert len(set(dealt["gain"])) == 2 * GAIN_DEALS and not set(dealt["gain"]) & set(dealt["choice"])
    assert _expert_opinion(ExpertReview(game, None), game, Pass()) == first  # deterministic for the game's seed


def test_the_reviews_gain_is_not_the_one_its_choice_was_made_by(shuffle_rules, words, monkeypatch):
    """A choice its own deals favoured by 150 points (luck, here: passing instead of the
    best first play) is measured afresh: no clear gain, not +150."""
    import wordcards.ai.expert_shuffle as expert_shuffle
    from wordcards.ai.expert import Verdict, Weighed
    from wordcards.engine.shuffle import EndTurn, Pass

    game = ShuffleGame.new(shuffle_rules, words, [Player("Ann"), Player("Bob")], 6)
    played = hint(game)  # FLOWS
    game.apply(played)
    game.apply(EndTurn())
    real_verdict = expert_shuffle.expert_verdict

    def lucky(*args, **kwargs):
        _, box = real_verdict(*args, **kwargs)
        mine = box.local(played)
        return Verdict(Pass(), (Weighed(mine, (0.0,) * 6), Weighed(Pass(), (150.0,) * 6)), 6, 12, False), box

    monkeypatch.setattr(expert_shuffle, "expert_verdict", lucky)
    [turn] = review(game, look_ahead=True, time_cap=None)
    assert turn.expert_said == ("pass",) and turn.expert_gain < 0
    assert turn.expert_otherwise and not turn.expert_clear


def test_the_reviews_rummy_expert_gain_is_measured_on_deals_other_than_its_choices(rummy_rules, words, monkeypatch):
    """As in Shuffle: the rummy review's gain (+16 read off the choice's own deals was
    +4, within the noise, on fresh ones) is measured on deals the choice did not see."""
    import wordcards.ai.expert_rummy as expert_rummy
    import wordcards.ai.adviser as adviser
    from wordcards.ai.adviser import GAIN_DEALS, ExpertReview, clear
    from wordcards.ai.rummy_advice import _expert_opinion

    dealt = _dealt_by_phase(monkeypatch, expert_rummy, "likely_deal", repr)
    measures = []  # each measure fresh_gain made: the test's, then the figure's where it was clear
    real_measure = adviser.measure_gain

    def recorded(*args, **kwargs):
        measures.append(real_measure(*args, **kwargs))
        return measures[-1]

    monkeypatch.setattr(adviser, "measure_gain", recorded)
    match = RummyMatch.new(rummy_rules, words, [Player("Ann"), Player("Bob")], 5)
    match.apply(DrawDeck())
    hand = match.view(match.current).hand
    for card in hand:  # a discard the expert would not make
        chosen = _expert_opinion(ExpertReview(match, None), match, (Discard(card),))
        if chosen[1].gain is not None:
            break
    assert chosen[1].gain is not None and dealt["choice"]
    # Each deal a fresh one; a second dozen only where the test dozen found the gain clear.
    assert len(set(dealt["gain"])) == len(dealt["gain"]) == (2 if clear(measures[0]) else 1) * GAIN_DEALS
    assert not set(dealt["gain"]) & set(dealt["choice"])
    assert _expert_opinion(ExpertReview(match, None), match, (Discard(card),)) == chosen


def test_R9_the_inverse_review_counts_deals_and_says_what_its_points_are(rummy_rules, words):
    """An inverse match counts deals (R9), and its melds score nothing: the review headed its
    rows "Hand 1" and spoke of points as if melds scored them. Its best found is what the
    melds score at once: a player who kept a word back is told that this is not counted."""
    from rich.console import Console

    from wordcards import games
    from wordcards.app.screens.review import review_body

    def shown(variant: str, **length) -> str:
        players = [Player("Ann"), Player("Cpu", computer="normal")]
        match = play_with_a_person(RummyMatch.new(rummy_rules, words, players, 5, variant=variant, **length))
        console = Console(width=100, record=True)
        console.print(review_body(review(match), ["Ann"], games.entry("rummy").best_found_in(variant)))
        return console.export_text()

    inverse = shown("inverse", deals=2)
    assert "Deal 1" in inverse and "Deal 2" in inverse and "Hand 1" not in inverse
    assert "melds score nothing: their points here are the penalty they took out of the hand" in " ".join(inverse.split())
    assert "or after taking the discard" not in " ".join(inverse.split())  # inverse weighs no other draw
    standard = shown("standard", target=60)
    assert "Hand 1" in standard and "Deal 1" not in standard and "penalty" not in standard
    said = " ".join(standard.split())
    assert "Most at once: the melds that score most together after the draw (or after taking the discard, where that scores more), not counting what keeping cards" in said


def test_R8_the_advanced_review_says_what_each_meld_wrote_on_the_pad(rummy_rules, words):
    """A meld that earned a Secondary tally scores 0 points: the review showed "meld NU 0",
    nothing saying it was earned (seed 3, hand 1). Each turn carries what each of its melds
    wrote on the pad, the hand's end's own notes, and so does the best found."""
    players = [Player("Ann"), Player("Cpu", computer="normal")]
    match = play_with_a_person(RummyMatch.new(rummy_rules, words, players, 3, variant="advanced", hands=2), level="normal")
    turns = review(match)
    for result in match.results:
        played = [note for t in turns if t.hand_number == result.number for note in t.played_pad]
        assert played == [word.note for word in result.scores[0].table]
    assert "a tally for 2 letters" in [note for t in turns for note in t.played_pad]
    assert all(len(t.best_pad) == len(t.best) for t in turns) and any(t.best_pad for t in turns)
    standard = play_with_a_person(RummyMatch.new(rummy_rules, words, players, 3, variant="standard", target=60))
    assert not any(t.played_pad or t.best_pad for t in review(standard))


def test_R8_the_advanced_reviews_note_reads_the_same_after_every_hand(rummy_rules, words):
    """The note under the review says what advanced points are (a tally scores none), by
    the variant: the same words after hand 1 as after the last hand, whatever was melded."""
    from rich.console import Console

    from wordcards import games
    from wordcards.app.screens.review import review_body

    def note(match: RummyMatch) -> str:
        console = Console(width=100, record=True)
        console.print(review_body(review(match), ["Ann"], games.entry("rummy").best_found_in("advanced")))
        said = " ".join(console.export_text().split())
        return said[said.index("Points: ") :]

    players = [Player("Ann"), Player("Cpu", computer="normal")]
    match = RummyMatch.new(rummy_rules, words, players, 3, variant="advanced", hands=2)
    streams = [random.Random(i) for i in range(2)]
    after_hand_1 = None
    while not match.is_over:
        if match.phase is Phase.HAND_OVER and after_hand_1 is None:
            after_hand_1 = note(match)
        match.apply(choose_action(match, match.current, match.players[match.current].computer or "normal", streams[match.current]))
    assert after_hand_1 == note(match)
    assert "a meld whose row already has its word adds a tally mark (Secondary, the tie-break) and no points" in after_hand_1


# --- a meld's points are the engine's scoring, not the computer's weighing ---------------


def after_the_draw(rules, words, hand: str, variant: str, **start) -> RummyMatch:
    """Ann to play (after her draw) holding ``hand``; every other card in Bob's hand, the
    discard pile and the draw pile."""
    from wordcards.engine.rummy.cards import full_deck, parse_cards

    mine = set(parse_cards(hand, rules.colours))
    rest = [str(c) for c in full_deck(rules) if c not in mine]
    position = {"hands": [hand, " ".join(rest[:7])], "discard_pile": rest[7], "draw_pile": " ".join(rest[8:])}
    position.update(phase="play", current=0, **start)
    return RummyMatch.from_position(rules, words, [Player("Ann"), Player("Bob")], position, 1, variant=variant)


def test_R9_a_melds_hint_points_are_the_penalty_it_takes_out_of_the_hand(rummy_rules, words):
    """The computer weighs an inverse meld at its values plus 0.1 a card (longer is better
    among equals); the hint showed int() of that, a point too many for a meld of 10 cards."""
    match = after_the_draw(rummy_rules, words, "Br Lr Ar Cr Kr Sr Mr Ir Tr Hr", "inverse")
    meld = next(m for m in match.resolve("blacksmith") if len(m.cards) == 10)
    penalty = sum(rummy_rules.value(c.letter) for c in match.hand(0))
    assert hint_points(match, meld) == penalty == 32  # B2 L3 A5 C3 K1 S4 M2 I4 T5 H3
    match.apply(meld)  # Ann goes out: her hand's penalty (R9) is 0, the 32 were shed
    assert match.results[-1].scores[0].penalty == 0


def test_R8_a_meld_whose_pad_row_has_its_word_hints_no_primary_points(rummy_rules, words):
    """The computer rates a tally at 1 (a word is still worth putting down); the hint said
    "+1 point", which the pad never gives: the row's Primary is taken, the word adds a tally."""
    from wordcards.app import rummy_hint

    match = after_the_draw(rummy_rules, words, "Dr Or Gr Pb Ib Gb Qg", "advanced", pads=[["CAT"], []])
    dog, pig = (next(iter(match.resolve(w))) for w in ("dog", "pig"))
    assert hint_points(match, dog) == 0 and match.melds_points([pig.cards, dog.cards]) == 0
    said = rummy_hint.said(match, dog, 0, True)
    assert said.plain == "meld D◆O◆G◆ (no Primary points: 3 letters already has its word, this adds a tally mark): type DOG, then Enter."
    fresh = after_the_draw(rummy_rules, words, "Dr Or Gr Pb Ib Gb Qg", "advanced")
    assert fresh.melds_points([pig.cards, dog.cards]) == 9  # the first fills row 3, the second is a tally


def most_scored_together(match: RummyMatch) -> int:
    """The most any set of disjoint melds scores this turn for the player to act (R7 the
    squares, R8 the Primary, longest first; R9 the penalty shed), by trying every set of
    the legal melds."""
    melds = [a.cards for a in match.legal_actions() if isinstance(a, Meld)]

    def most(start: int, chosen: tuple) -> int:
        used = {c for m in chosen for c in m}
        return max(
            [match.melds_points(sorted(chosen, key=len, reverse=True))]
            + [most(k + 1, (*chosen, melds[k])) for k in range(start, len(melds)) if not used & set(melds[k])]
        )

    return most(0, ())


def first_turn_after_the_draw(rules, words, seed: int, draw, hand: str, variant: str = "inverse") -> RummyMatch:
    """Ann's first turn of a match, after ``draw``, holding ``hand``."""
    match = RummyMatch.new(rules, words, [Player("Ann"), Player("Cpu", computer="hard")], seed, variant=variant)
    match.apply(draw)
    assert " ".join(sorted(str(c) for c in match.hand(0))) == hand
    return match


def hints_followed(match: RummyMatch) -> tuple[int, Action]:
    """What the hints of the turn score, each meld played as it is hinted (each a meld of
    the best plan), and the action hinted after the last meld."""
    from wordcards.ai.rummy_advice import best_plan

    scored = 0
    while isinstance(action := hint(match), Meld):
        assert action.cards in best_plan(match).melds
        scored += hint_points(match, action)
        match.apply(action)
    return scored, action


def test_R9_the_inverse_hints_of_a_turn_shed_the_most_any_melds_shed_together(rummy_rules, words):
    """Seed 11, Ann's first turn: the hint was ANA (14 penalty points), the longest word's
    value; AZO, NU and JA shed 24 together. Inverse scores the penalty left in hand, so the
    hint is a meld of the plan that sheds most, and following the hints plays all of it."""
    from wordcards.ai.rummy_advice import best_plan

    match = first_turn_after_the_draw(rummy_rules, words, 11, DrawDeck(), "Ag Ar Jr Nr Og Ug Ur Zg")
    most = most_scored_together(match)
    assert most == 24 and match.melds_points(best_plan(match).melds) == most
    shed, then = hints_followed(match)
    assert shed == most and isinstance(then, Discard)


def test_R7_R8_the_hints_of_a_turn_score_the_most_any_melds_score_together(rummy_rules, words):
    """The hint named the longest meld, which can take the cards of two that score more:
    standard, seed 9 (Ann takes the discard C): COVE (16) and then nothing, where HOC and
    TEE make 18; advanced, seed 32: EAVE (16), where FAVE and a word of two make 20 (two
    rows of the pad). Followed meld by meld, the hints now play the most."""
    cases = [
        ("standard", 9, DrawDiscard(), "Cb Eb Eg Hb Jr Ob Tg Vb", "COVE", 18),
        ("advanced", 32, DrawDeck(), "Ab Ag Bg Eb Eg Fb Vb Wr", "EAVE", 20),
    ]
    for variant, seed, draw, hand, longest, most in cases:
        match = first_turn_after_the_draw(rummy_rules, words, seed, draw, hand, variant)
        assert most_scored_together(match) == most
        assert max(hint_points(match, a) for a in match.legal_actions() if isinstance(a, Meld)) == 16
        assert any(isinstance(a, Meld) and match.describe(a).startswith(f"meld {longest} ") for a in match.legal_actions())
        scored, then = hints_followed(match)
        assert (scored, type(then)) == (most, Discard), variant


def test_R9_the_inverse_reviews_best_found_is_the_most_the_turn_could_shed(rummy_rules, words):
    """Seed 9, Ann's first turn (she takes the discard C): ECHO (16) was played; the review said "no better play
    found", its best plan HOC (11) keeping T E E for a later word, where HOC and TEE shed 26."""
    match = first_turn_after_the_draw(rummy_rules, words, 9, DrawDiscard(), "Cb Eb Eg Hb Jr Ob Tg Vb")
    most = most_scored_together(match)
    match.apply(next(m for m in match.resolve("echo")))
    match.apply(Discard(next(c for c in match.hand(0) if c.letter == "J")))
    turn = review(match, [0])[0]
    assert (turn.played_points, turn.best_points, most) == (16, 26, 26)
    assert sorted(turn.best_said) == ["meld HOC (blue)", "meld TEE (TE green, E blue)"]


def test_R7_the_reviews_best_found_is_the_most_the_turn_could_score(rummy_rules, words):
    """Standard, the same turn: COVE (16) played; the review's best found was hard's plan,
    to meld nothing (0 points, keeping the words for longer ones), so it said "no better
    play found", though HOC and TEE score 18 at once. Keeping words back is the expert's
    line to weigh, not the best found's."""
    match = first_turn_after_the_draw(rummy_rules, words, 9, DrawDiscard(), "Cb Eb Eg Hb Jr Ob Tg Vb", "standard")
    match.apply(next(m for m in match.resolve("cove")))
    match.apply(Discard(next(c for c in match.hand(0) if c.letter == "J")))
    turn = review(match, [0])[0]
    assert (turn.played_points, turn.best_points, turn.missed) == (16, 18, 2)
    assert sorted(turn.best_said) == ["meld HOC (blue)", "meld TEE (TE green, E blue)"]


def splits_rated_afresh(match: RummyMatch) -> list[tuple[int, float, frozenset, object]]:
    """Every plan of the turn (after the draw), found without ``plan_scoring_most``'s walk:
    each set of disjoint melds the adviser finds, with each way to end the turn, as (the
    points its melds score together, longest first, R8's tally marks counted as the
    computer rates one; the adviser's rating; its melds; its discard), rated by the
    adviser's own measures (``_meld_options``, ``_keep_value``)."""
    from wordcards.ai import rummy as rummy_ai
    from wordcards.ai.adviser import ADVISER
    from wordcards.ai.rummy_advice import melds_worth

    view = match.view(match.current)
    ctx = rummy_ai.RummyContext(view, match.rules, match.words, match.players[match.current].junior, ADVISER)
    cards = list(view.hand)
    options = ctx._meld_options(cards, rng(match.seed, "hint", len(match.actions)))
    keep_value, _ = ctx._keep_value(cards, options)
    feed = [ctx.level.feed_weight * ctx.rules.value(c.letter) for c in cards]
    full = (1 << len(cards)) - 1
    # R8: of the melds of one free pad row in a turn only the first fills it; the others add a tally.
    rows = [ctx.rules.pad_row(len(m)) if view.variant == "advanced" else None for _, _, m in options]
    rows = [row if row not in ctx.rows_used else None for row in rows]
    found = []

    def add(start: int, used: int, valued: float, chosen: tuple, filled: frozenset) -> None:
        melds = tuple(options[k][2] for k in chosen)
        points = melds_worth(match, sorted(melds, key=len, reverse=True))
        filled_bits = sum(1 << row for row in filled)  # R8: the kept cards' value knows the rows the melds fill
        for discard, kept_value, fed in rummy_ai._ends_of(full & ~used, filled_bits, cards, view.taken_from_discard, keep_value, feed):
            found.append((points, valued + kept_value - fed, frozenset(melds), cards[discard] if discard is not None else None))
        for k in range(start, len(options)):
            value, mask, _ = options[k]
            if not mask & used:
                value = rummy_ai.TALLY_VALUE if rows[k] in filled else value
                add(k + 1, used | mask, valued + value, (*chosen, k), filled | {rows[k]} - {None})

    add(0, 0, 0.0, (), frozenset())
    return found


def test_R7_R8_R9_the_advices_plan_is_the_best_rated_of_those_that_score_most(rummy_rules, words):
    """``best_plan`` (``plan_scoring_most``) against every plan of the turn rated afresh:
    its melds score the most any do together (R7, R8, R9), and of the plans that score
    that, the adviser rates it best (melds and discard). Most turns have several: the
    same melds with each discard."""
    from wordcards.ai.rummy_advice import best_plan, melds_worth

    players = [Player("Ann"), Player("Cpu", computer="hard")]
    tied = 0
    for variant in ("standard", "advanced", "inverse"):
        for seed in range(3):
            match = RummyMatch.new(rummy_rules, words, players, seed, variant=variant)
            stream = rng(seed, "test")
            while not match.is_over and len(match.results) < 1:
                if match.phase is Phase.PLAY:
                    found = splits_rated_afresh(match)
                    most = max(found, key=lambda f: f[:2])
                    plan = best_plan(match)
                    assert (melds_worth(match, plan.melds), plan.value) == most[:2], (variant, seed)
                    assert (frozenset(plan.melds), plan.discard) in {f[2:] for f in found if f[:2] == most[:2]}
                    tied += sum(f[0] == most[0] for f in found) > 1
                match.apply(choose_action(match, match.current, "normal", stream))
    assert tied >= 100  # the rating, not only the points, chose among them


def test_R8_the_advice_rates_a_second_meld_of_one_row_a_tally(rummy_rules, words):
    """Advanced, seed 11, hand 3, Cpu's turn: BY and ES both fill row 2 as the first meld of
    that row, so melding both scores BY's 4 and a tally. The advice rated the second as
    filling it too (4 more); rated as R8 counts it (and as the computer's own search does),
    it adds a tally. (It then kept the second, the tally counting 0; a tally now counts as
    the computer rates one, so both are advised: docs/decisions/ai.md.) The position was
    seed 5's JA and UP until normal's judgement of advanced kept cards changed."""
    from wordcards.ai.rummy_advice import best_plan, melds_worth

    match = RummyMatch.new(rummy_rules, words, [Player("Ann"), Player("Cpu", computer="hard")], 11, variant="advanced")
    stream = rng(11, "test")
    while len(match.actions) < 22:
        match.apply(choose_action(match, match.current, "normal", stream))
    assert (len(match.results), match.phase, match.current) == (2, Phase.PLAY, 1)
    found = splits_rated_afresh(match)
    most = max(found, key=lambda f: f[:2])
    plan = best_plan(match)
    assert (melds_worth(match, plan.melds), plan.value, frozenset(plan.melds), plan.discard) == most
    assert ["".join(c.letter for c in meld) for meld in plan.melds] == ["BY", "ES"]
    assert (match.melds_points(plan.melds), match.melds_pad_notes(plan.melds)) == (4, ("Primary 4 for 2 letters", "a tally for 2 letters"))


def after_a_meld(rules, words, seed: int, word: str, hands: int) -> RummyMatch:
    """Advanced, a match of ``hands`` hands: Ann's first turn, after she draws from the deck
    and melds ``word`` (a row of two filled)."""
    match = RummyMatch.new(rules, words, [Player("Ann"), Player("Cpu", computer="hard")], seed, variant="advanced", hands=hands)
    match.apply(DrawDeck())
    match.apply(match.resolve(word)[0])
    return match


def test_R8_the_hint_suggests_a_free_tally_meld_in_the_matchs_last_hand(rummy_rules, words):
    """A play-test: with her row filled, Ann held a word of it for three turns while the hint
    said "discard Q", "discard V", and lost the match's tie on Secondary 0 to 1. The advice
    counted Primary points only, so a tally scored 0 and judgement kept the cards. Seed 19
    after PA (A■ B■ O◆ Q■ T◆ V◆): TO; seed 6 after JA: YA. The match's last hand (one of
    one), where cards kept score nothing; and an earlier hand (1 of 3) alike
    (docs/decisions/ai.md: a tally is counted in every hand)."""
    for seed, played, hand, tally in ((19, "pa", "Ab Bb Or Qb Tr Vr", "TO (red)"), (6, "ja", "Ar Og Ur Vb Yr Zr", "YA (red)")):
        for hands in (1, 3):
            match = after_a_meld(rummy_rules, words, seed, played, hands)
            assert " ".join(sorted(str(c) for c in match.hand(0))) == hand
            action = hint(match)
            assert isinstance(action, Meld) and match.describe(action) == f"meld {tally}", (seed, hands)
            assert (hint_points(match, action), match.melds_tallies([action.cards])) == (0, 1)


def test_R8_the_reviews_best_found_counts_a_tally(rummy_rules, words):
    """Seed 6, a match of one hand: Ann melds JA (Primary 4) and discards V, where JA and
    YA (a tally for 2 letters) add as many points and a tally. The review said "no better play
    found"; its best found is now JA and YA, a tally more."""
    match = after_a_meld(rummy_rules, words, 6, "ja", 1)
    match.apply(Discard(next(c for c in match.hand(0) if c.letter == "V")))
    turn = review(match, [0])[0]
    assert (turn.played_points, turn.best_points, turn.missed) == (4, 4, 0)
    assert (turn.played_tallies, turn.best_tallies, turn.missed_tallies) == (0, 1, 1)
    assert sorted(turn.best_said) == ["meld JA (green)", "meld YA (red)"]
    assert turn.best_pad == ("Primary 4 for 2 letters", "a tally for 2 letters")


# --- the review's gain is in the player's own points -------------------------------------


def _games_measured(monkeypatch, module) -> list[list]:
    """Record, per gain the review measures (``adviser.measure_gain``), each game (or match)
    as its play-out left it: the expert's choice and the play made, deal by deal in turn.
    A gain clear on its test deals is measured again (``fresh_gain``): that one is kept."""
    import wordcards.ai.adviser as adviser

    measured: list[list] = []
    real_measure, real_forward = adviser.measure_gain, module.play_forward
    tested = [False]  # the last measure was a clear test: the next is its figure

    def measure(*args, **kwargs):
        if tested[0]:
            del measured[-2:]
        measured.append([])
        gain = None
        try:
            gain = real_measure(*args, **kwargs)
            return gain
        finally:
            measured.append(None)  # the choice's own deals that follow are not the gain's
            tested[0] = gain is not None and adviser.clear(gain) and not tested[0]

    def forward(game, *args, **kwargs):
        real_forward(game, *args, **kwargs)
        if measured and measured[-1] is not None:
            measured[-1].append(game)

    monkeypatch.setattr(adviser, "measure_gain", measure)
    monkeypatch.setattr(module, "play_forward", forward)
    return measured


def _mean_paired(values: list[float]) -> float:
    """The mean advantage of the choice (even places) over the play made (odd places)."""
    gains = [chosen - played for chosen, played in zip(values[0::2], values[1::2])]
    return sum(gains) / len(gains)


def test_the_shuffle_reviews_gain_is_what_the_expert_chose_by(shuffle_rules, words, monkeypatch):
    """Play-test h41: "the expert would have chosen VAmPY ... its choice beat Bob's play by
    about 61 points", the expert choosing by its lead over the best other player (and a
    bonus for a win) while the gain counted Bob's own score: the number was not its reason.
    The gain is now the expert's own ``outcome``, the choice's against the play's, and
    ``expert_why`` says which part made it (own score or the best other player's)."""
    import wordcards.ai.expert_shuffle as expert_shuffle
    from wordcards.ai.adviser import GAIN_DEALS, LATER, OTHERS, THIS_TURN

    players = [Player("Ann", junior=True), Player("Bob", computer="easy"), Player("Bit", computer="normal")]
    game = play_with_a_person(ShuffleGame.new(shuffle_rules, words, players, 1))
    measured = _games_measured(monkeypatch, expert_shuffle)
    turns = review(game, look_ahead=True, time_cap=None)
    gains = [played_out for played_out in measured if played_out]
    measured_turns = [t for t in turns if t.expert_otherwise]
    assert len(gains) == len(measured_turns) >= 3
    for turn, ends in zip(measured_turns, gains):
        assert len(ends) == 2 * GAIN_DEALS
        assert turn.expert_gain == round(_mean_paired([expert_shuffle.outcome(end, 0) for end in ends]), 1)
        assert turn.expert_why in ("", LATER, THIS_TURN, OTHERS) and (turn.expert_clear or not turn.expert_why)
        standings = [expert_shuffle.standing(end) for end in ends]
        leads = [points[0] - max(points[1:]) for points in standings]
        assert turn.expert_lead == round(_mean_paired(leads), 1)  # the lead alone: no win bonus


def test_the_rummy_reviews_gain_is_what_the_expert_chose_by(rummy_rules, words, monkeypatch):
    """As in Shuffle: the rummy review counts its gain in the expert's own ``outcome`` (the
    hand's points less the best other player's, plus its match bonus), which it chose by."""
    import wordcards.ai.expert_rummy as expert_rummy
    from wordcards.ai.adviser import GAIN_DEALS, ExpertReview
    from wordcards.ai.rummy_advice import _expert_opinion

    players = [Player("Ann"), Player("Bob", computer="easy"), Player("Bit", computer="normal")]
    match = RummyMatch.new(rummy_rules, words, players, 5)
    match.apply(DrawDeck())
    measured = _games_measured(monkeypatch, expert_rummy)
    for card in match.view(match.current).hand:  # a discard the expert would not make
        _, (gain, _), _, _ = _expert_opinion(ExpertReview(match, None), match, (Discard(card),))
        if gain is not None:
            break
    assert gain is not None
    ends = [played_out for played_out in measured if played_out][-1]
    assert len(ends) == 2 * GAIN_DEALS
    assert gain.mean == _mean_paired([expert_rummy.outcome(end, end.view(0)) for end in ends])


def test_a_juniors_shuffle_hint_names_words_a_child_knows(shuffle_rules, words):
    """A play-tester: the hint offered a junior HINS, ISSEI, GIE. Seeded first turns: the
    best play of all is a rare word; a junior's hint names the best of the commonest words
    (level 20 and below) within 5 points of the common tier's best, else the common tier's."""
    from wordcards.ai.shuffle_advice import suggestions

    def first_turn(seed):
        game = ShuffleGame.new(shuffle_rules, words, [Player("Cy", junior=True), Player("Bit", computer="normal")], seed)
        best = suggestions(game)[0]
        return game, hint(game), best

    game, action, best = first_turn(2)
    assert (best.action.word, best.points, words.level(best.action.word)) == ("CAEOmA", 23, 70)
    assert (action.word, hint_points(game, action), words.level(action.word)) == ("CEAsE", 19, 10)
    # No play of the commonest words within 5 points: the common tier's best.
    game, action, best = first_turn(3)
    assert (best.action.word, best.points, words.level(best.action.word)) == ("eARWAX", 39, 40)
    assert (action.word, hint_points(game, action), words.level(action.word)) == ("WAXy", 32, 35)


def test_an_adults_shuffle_hint_is_still_the_play_that_scores_most(shuffle_rules, words):
    game = ShuffleGame.new(shuffle_rules, words, [Player("Ann"), Player("Bit", computer="normal")], 2)
    assert hint(game).word == "CAEOmA"


def test_a_juniors_rummy_hint_melds_words_a_child_knows(rummy_rules, words):
    """Seed 2, after Cy's first draw: the melds that score most are VITA (level 60, 16
    points); a junior's hint melds VIA (level 10, 9): no common word scores more."""
    from wordcards.ai.rummy_advice import best_plan
    from wordcards.engine.rummy.colours import word_of

    match = RummyMatch.new(rummy_rules, words, [Player("Cy", junior=True), Player("Bit", computer="normal")], 2)
    assert match.current == 0
    match.apply(hint(match))
    assert [word_of(m) for m in best_plan(match).melds] == ["VITA"]
    action = hint(match)
    assert isinstance(action, Meld) and word_of(action.cards) == "VIA" and hint_points(match, action) == 9


def test_a_review_of_several_peoples_turns_names_whose_hand(shuffle_rules, words):
    """Two people at the shared keyboard: the review said "from your hand" on Bob's rows
    as on Ann's, read as the reader's hand. Several seats' turns name the player; one
    seat's (a remote seat's own, or one person against computers) say "your"."""
    players = [Player("Ann"), Player("Bob")]
    game = play_with_a_person(ShuffleGame.new(shuffle_rules, words, players, 11), level="normal")
    turns = review(game)
    said = [(t.name, s) for t in turns for s in (*t.played_said, *t.best_said)]
    assert {t.seat for t in turns} == {0, 1}
    assert not any("your" in s for _, s in said)
    assert {name for name, s in said if f" from {name}'s hand" in s} == {"Ann", "Bob"}
    own = [s for t in review(game, seats=[1]) for s in (*t.played_said, *t.best_said)]
    assert any(" from your hand" in s for s in own) and not any("Bob's" in s for s in own)


def test_a_juniors_shuffle_review_names_only_what_a_juniors_hint_would(shuffle_rules, words):
    """A play-tester: the review offered junior Bob SWIZ and PEPtIZE ("Most at once" and the
    expert's line) where his hints named common words. Seed 2, junior Cy's first turn: the
    best of all is CAEOmA (level 70); the review's best is the hint's CEAsE, and the expert
    weighs only common words: OCEAn (level 20; seven plays are liked alike, and of them it
    weighs the commonest first, as the hint ranks them: it weighed CAcAO, level 35, first
    by notation)."""
    from wordcards.engine.shuffle import EndTurn

    game = ShuffleGame.new(shuffle_rules, words, [Player("Cy", junior=True), Player("Bit", computer="normal")], 2)
    game.apply(hint(game))
    game.apply(EndTurn())
    [turn] = review(game, seats=[0], look_ahead=True, time_cap=None)
    assert turn.best == ("CEAsE",) and turn.expert == ("OCEAn",)
    assert all(words.is_common(word.lower()) for word in (*turn.best, *turn.expert))
    # An adult's review of the same turn still names the play that scores most.
    adult = ShuffleGame.new(shuffle_rules, words, [Player("Cy"), Player("Bit", computer="normal")], 2)
    adult.apply(hint(adult))
    adult.apply(EndTurn())
    assert review(adult, seats=[0])[0].best == ("CAEOmA",)


def test_a_juniors_rummy_review_names_the_melds_a_juniors_hint_would(rummy_rules, words):
    """Seed 2, after junior Cy's first draw: the melds that score most are VITA (level 60);
    the review's best found is the hint's VIA (level 10), as for the shuffle review."""
    match = RummyMatch.new(rummy_rules, words, [Player("Cy", junior=True), Player("Bit", computer="normal")], 2)
    match.apply(hint(match))
    match.apply(Discard(match.view(0).hand[0]))
    [turn] = review(match, seats=[0], look_ahead=True, time_cap=None)
    assert turn.best_said == ("meld VIA (blue)",)


def test_a_juniors_hint_never_offers_a_word_kept_from_childrens_hints(shuffle_rules, words):
    """A play-tester: a junior's hint may suggest SLUT, BITCH, HORNY, KINKY or ORGASM (common
    words, SCOWL level 35, kept in the list on purpose). Cy holds HORNYOO: HORNY (24 points)
    beats the commonest words' best by more than 5, and was the hint. It names another now,
    and HORNY stays a word Cy may play; an adult's hint still names it."""
    from wordcards.words.wordlist import fit_for_a_childs_hint

    def position(junior: bool) -> ShuffleGame:
        start = {"hands": ["HORNYOO", "DOGEAIU"], "table": [{"owner": 1, "word": "JUMP"}], "current": 0, "first_played": [True, True]}
        return ShuffleGame.from_position(shuffle_rules, words, (Player("Cy", junior=junior), Player("Bob")), start, 0)

    assert not fit_for_a_childs_hint("horny") and fit_for_a_childs_hint("honor") and words.level("horny") == 35
    game = position(junior=True)
    action = hint(game)
    assert action.word in ("JOY", "HONOR") and hint_points(game, action) == 18
    assert game.resolve("HORNY")  # a word still: only the hint leaves it out
    assert hint(position(junior=False)).word == "HORNY"


def junior_tom_holding_only_r(shuffle_rules, words) -> ShuffleGame:
    """A play-tester's position (seed 1882577679, action 22): junior Tom to act, holding
    only R, between Mum and the easy computer Bit."""
    table = [
        (2, "MET"), (0, "OR"), (0, "LUAU"), (0, "TEN"), (0, "LENS"), (0, "WEBINARS"), (0, "DOZY"), (0, "VANG"),
        (1, "KEEP"), (1, "RAID"), (1, "AS"), (1, "TOOTHACHE"),
    ]
    start = {
        "hands": ["XEEULPJ", "R", "QIIDOCS"],
        "table": [{"owner": owner, "word": word} for owner, word in table],
        "current": 1,
        "deck": "IG**MF",
        "first_played": [True, True, True],
    }
    players = (Player("Mum"), Player("Tom", junior=True), Player("Bit", computer="easy"))
    return ShuffleGame.from_position(shuffle_rules, words, players, start, 0)


def test_a_juniors_hint_names_the_commoner_of_plays_that_score_the_same(shuffle_rules, words):
    """A play-tester (seed 1882577679, action 22): junior Tom holds only R; no play uses
    common words alone (TERN is level 50, a take of KEEP's E leaves KEP, level 70), so the
    hint falls back to the best play of all. ER (level 55) and RE (level 10) score +1 alike
    and the hard player likes them alike: the hint named ER (first by notation); a junior's
    names RE, the word a child knows."""
    game = junior_tom_holding_only_r(shuffle_rules, words)
    plays = {game.describe(a): game.score_change(a) for a in game.legal_actions() if a.is_play}
    assert plays == {
        "extend Mum's TEN to TERN (it stays Mum's)": 1,
        "take E from your KEEP (leaving KEP): ER": 1,
        "take E from your KEEP (leaving KEP): RE": 1,
    }
    assert (words.level("er"), words.level("re"), words.level("kep")) == (55, 10, 70)
    assert game.describe(hint(game)) == "take E from your KEEP (leaving KEP): RE"


def test_the_reviews_expert_ranks_a_juniors_tied_plays_as_the_hint_does(shuffle_rules, words):
    """Review: the expert column of a junior's review (JUNIOR_EXPERT, for a child) ranked
    plays liked alike by notation, ER before RE, while the hint names RE: its best could
    show a rarer word than the hint. Both sort by one key now (shuffle.best_first); the
    expert for the other players keeps notation, as the computer players do."""
    game = junior_tom_holding_only_r(shuffle_rules, words)
    box = sandbox(shuffle_rules, words, game.players, game.view(1))
    takes = [a for a in box.game.legal_actions() if a.is_play and a.word in ("ER", "RE")]
    for level in (JUNIOR_EXPERT, EXPERT):
        ranked = rated(box, replace(level, miss=0.0), takes)
        assert ranked[0][0] == ranked[1][0]  # liked alike: the tie-break decides
        assert [action.word for _, action, _ in ranked] == (["RE", "ER"] if level.for_a_child else ["ER", "RE"])
    assert hint(game).word == "RE"


def test_a_juniors_shuffle_hint_leaves_words_a_child_knows(shuffle_rules, words):
    """A play-tester (seed 7, junior Tom): "Hint: take T from Bit's KAT (leaving KA): QUARTZ";
    QUARTZ is common, but KA (level 70) is no word a child knows. The words a junior's take
    leaves on the table are words a child knows too, in the hint and in the review's expert;
    an adult's hint is still the play that scores most (CZARDOM, leaving HEM)."""
    import re

    from wordcards.ai.adviser import JUNIOR_EXPERT
    from wordcards.ai.shuffle import candidates, sandbox
    from wordcards.engine.shuffle import Take

    table = [(0, "CHEMO"), (1, "SIN"), (2, "GLISTER"), (2, "HAE"), (2, "ANOA"), (2, "KAT")]

    def position(junior: bool) -> ShuffleGame:
        start = {
            "hands": ["BEIOOUW", "ADMQRUZ", "DIJLNY*"],
            "table": [{"owner": owner, "word": word} for owner, word in table],
            "current": 1,
            "deck": "AEIO",
            "first_played": [True, True, True],
        }
        players = (Player("Mum"), Player("Tom", junior=junior), Player("Bit", computer="normal"))
        return ShuffleGame.from_position(shuffle_rules, words, players, start, 0)

    def left(game, action) -> list[str]:
        """The words a take leaves, as the game says them ("(leaving KA)")."""
        return re.findall(r"leaving (\w+)\)", game.describe(action))

    game = position(junior=True)
    action = hint(game)
    assert words.level("ka") == 70 and action.word != "QUARTZ"
    assert isinstance(action, Take) and all(words.is_common(rest.lower()) for rest in left(game, action))
    box = sandbox(game.rules, game.words, game.players, game.view(1))
    takes = [a for a in candidates(box, JUNIOR_EXPERT, random.Random(0)) if isinstance(a, Take)]
    assert takes and all(words.is_common(rest.lower()) for take in takes for rest in left(box.game, take))
    adult = position(junior=False)
    assert adult.describe(hint(adult)) == "take C and O from Mum's CHEMO (leaving HEM): CZARDOM"


def test_a_rummy_review_takes_the_turns_of_an_earlier_review_as_they_were(rummy_rules, words, monkeypatch):
    """Reviewed after each hand, a match searched every earlier hand anew (13 s after hand
    6): given the review made after hand 1, the one after the match searches only the
    later turns, and says the same."""
    from dataclasses import replace

    import wordcards.ai.rummy_advice as rummy_advice

    players = [Player("Ann"), Player("Cpu", computer="normal")]
    match = play_with_a_person(RummyMatch.new(rummy_rules, words, players, 5, variant="standard", target=60))
    replay = RummyMatch.from_record(replace(match.record(), actions=()), match.words)
    for count, action in enumerate(match.actions, 1):
        replay.apply(action)
        if replay.phase is Phase.HAND_OVER:
            break
    assert count < len(match.actions), "the match lasts more than one hand"
    record = match.record()
    searched = []
    planned = rummy_advice.planned
    monkeypatch.setattr(rummy_advice, "planned", lambda game: searched.append(1) or planned(game))
    after_hand_1 = review(RummyMatch.from_record(replace(record, actions=record.actions[:count]), match.words))
    earlier = len(searched)  # a turn searches once, or twice where the hint would have drawn otherwise
    whole = review(match)
    anew = len(searched)
    assert review(match, known=after_hand_1) == whole
    assert len(searched) - anew == (anew - earlier) - earlier and after_hand_1  # the whole review's less hand 1's
    # Nor is the hint on their draws asked again: its words would be thrown away.
    hinted = []
    draw_hint = rummy_advice.draw_hint
    monkeypatch.setattr(rummy_advice, "draw_hint", lambda game: hinted.append(1) or draw_hint(game))
    review(match)
    anew = len(hinted)
    review(match, known=after_hand_1)
    assert len(hinted) - anew == anew - len(after_hand_1)
    # Nor are their melds and discards said again (the words were thrown away); the replay
    # still plays them (the later turns, the same as the whole review's, start from them).
    described = []
    describe = RummyMatch.describe
    monkeypatch.setattr(RummyMatch, "describe", lambda game, *args: described.append(game.hand_number) or describe(game, *args))
    review(match)
    assert 1 in described
    described.clear()
    review(match, known=after_hand_1)
    assert described and 1 not in described


def seed_10_after_tests_and_clip(shuffle_rules, words, junior=False):
    """A play-tester's Shuffle game (seed 10): Ann played TeSTS, Bob CLIP. Ann holds
    D E F J N Q R: the play that scores most at once is FENDS (+17); swapping her E for
    the joker in TeSTS (S10, -3 at once) lets her take its S for FJoRDS (+38)."""
    game = ShuffleGame.new(shuffle_rules, words, [Player("Ann", junior=junior), Player("Bob")], 10)
    for notation in ("TeSTS", "end", "CLIP", "end"):
        game.apply(game.parse_action(notation))
    return game


def test_S10_S14_the_shuffle_hint_suggests_a_joker_swap_that_leads_to_more(shuffle_rules, words):
    """The hint said FENDS (+17): a swap scores little at once, so it was never named. A swap
    and the best play after it, scoring more together, are named with their total."""
    from wordcards.ai import suggest
    from wordcards.ai.adviser import Suggestion
    from wordcards.engine.shuffle.actions import SwapJoker, Take, TakeFrom

    game = seed_10_after_tests_and_clip(shuffle_rules, words)
    swap, fjords = SwapJoker(1, "E"), Take((TakeFrom(1, "S"),), "FJoRDS")
    assert suggest(game) == Suggestion(swap, 35, (fjords,))
    assert hint(game) == swap and hint_points(game, swap) == -3  # the list still says what the swap scores at once
    game.apply(swap)
    assert hint(game) == fjords and hint_points(game, fjords) == 38  # asked again after the swap
    game.apply(fjords)
    game.apply(game.parse_action("end"))
    # The review names what the hint would have: the swap, then FJoRDS, +35 in all.
    turn = review(game, seats=[0])[-1]
    assert (turn.best, turn.best_points, turn.played_points, turn.missed) == (("swap 1 E", "take 1:S FJoRDS"), 35, 35, 0)
    assert turn.best_said == (
        "swap your E for the joker in your TeSTS",
        # The review names a take's cards from the hand, as the log does (play-test h48).
        "take S from your TESTS (leaving TEST): FJoRDS with F, J, R and D from your hand - a joker from your hand as O",
    )


def test_S10_a_joker_swap_that_leads_to_no_more_leaves_the_hint_as_it_was(shuffle_rules, words):
    """Ann may swap her E for the joker in TeSTS, but nothing she can play after it makes
    more than FEND (+17) alone: the hint is FEND, with its own points, leading to nothing."""
    from wordcards.ai import suggest
    from wordcards.ai.adviser import Suggestion
    from wordcards.engine.shuffle.actions import HandWord, SwapJoker

    start = {
        "hands": ["EFNDQ", "ABC"], "table": [{"owner": 0, "word": "TeSTS"}, {"owner": 1, "word": "CLIP"}],
        "current": 0, "first_played": [True, True],
    }
    game = ShuffleGame.from_position(shuffle_rules, words, (Player("Ann"), Player("Bob")), start, 0)
    assert game.legal_plays("swap") == [SwapJoker(1, "E")]
    assert suggest(game) == Suggestion(HandWord("FEND"), 17) and hint(game) == HandWord("FEND")


def test_S10_a_hint_of_a_swap_then_a_second_swap_names_the_key_of_each(shuffle_rules, words):
    """With two jokers to swap, the play after a swap may be the second swap (one play is
    looked for after a swap: docs/decisions/ai.md): its key was not named, as if the words
    were to be typed. Each swap says Ctrl+J; each is said as the table reads then."""
    from wordcards.app.shuffle_hint import said
    from wordcards.engine.shuffle.actions import SwapJoker

    start = {
        "hands": ["EAFNDQ", "BC"], "table": [{"owner": 0, "word": "TeSTS"}, {"owner": 1, "word": "CaT"}],
        "current": 0, "first_played": [True, True],
    }
    game = ShuffleGame.from_position(shuffle_rules, words, (Player("Ann"), Player("Bob")), start, 0)
    assert said(game, SwapJoker(1, "E"), -6, (SwapJoker(2, "A"),)) == (
        "swap your E for the joker in your TeSTS (Ctrl+J), then swap your A for the joker in Bob's CaT (Ctrl+J)"
        " (-6 to your score in all)."
    )


def test_S10_a_juniors_hint_weighs_a_joker_swap_with_the_words_a_child_knows(shuffle_rules, words):
    """The same turn with Ann a junior: FJORDS (level 40) is no word for a junior's hint;
    the swap then FiNDS (level 20 and below, +17 in all) is, as FRoNDS (+21) is not 5
    points more. The swap is named there too."""
    from wordcards.ai import suggest
    from wordcards.ai.adviser import Suggestion
    from wordcards.engine.shuffle.actions import SwapJoker, Take, TakeFrom

    game = seed_10_after_tests_and_clip(shuffle_rules, words, junior=True)
    assert suggest(game) == Suggestion(SwapJoker(1, "E"), 17, (Take((TakeFrom(1, "S"),), "FiNDS"),))


def seed_10_bob_after_handcraft(shuffle_rules, words, *notations):
    """Seed 10 played by hard for both (its "move" streams) to Bob's third turn, then
    ``notations``. Bob holds A E E U V W X: the hint is to swap his E for the joker in
    Ann's JeST, then steal her RED for EXcURVED (+43 in all); WAVERED alone makes +30."""
    game = ShuffleGame.new(shuffle_rules, words, [Player("Ann"), Player("Bob")], 10)
    opening = ("JeSTS", "end", "CLIP", "end", "take 2:C CRED", "end", "take 1:S=JeST,3:C CHRISM", "end", "take 4:CHR HANDCRAFT", "end")
    for notation in (*opening, *notations):
        game.apply(game.parse_action(notation))
    return game


def test_S10_the_reviews_expert_weighs_a_turn_begun_with_a_joker_swap_with_the_play_after_it(shuffle_rules, words):
    """The review's expert weighed a turn's first action only: a swap then "end" (-4) read
    as its own choice (the swap: no line), as would a swap then any play. The swap and what
    was played after it are weighed as one: the turn played as the expert would (the
    swap, then EXcURVED) names both and is its choice; the swap alone is not: beside it,
    the hint's swap then EXcURVED (weighed too, as one), clearly better (it said WAVERED
    before that pair was weighed where the player had not played it)."""
    game = seed_10_bob_after_handcraft(shuffle_rules, words, "swap 1 E", "steal 3 EXcURVED", "end")
    turn = review(game, seats=[1], look_ahead=True, time_cap=None)[-1]
    assert turn.expert == turn.best == ("swap 1 E", "steal 3 EXcURVED") and turn.expert_said == turn.best_said
    assert not turn.expert_otherwise  # the same choice: no expert line
    game = seed_10_bob_after_handcraft(shuffle_rules, words, "swap 1 E", "end")
    turn = review(game, seats=[1], look_ahead=True, time_cap=None)[-1]
    assert turn.expert == ("swap 1 E", "steal 3 EXcURVED") and turn.expert_clear


def test_S10_the_reviews_expert_gain_over_a_joker_swap_counts_the_play_after_it(shuffle_rules, words, monkeypatch):
    """Ann swapped her E, then played FJoRDS (+35 in all). The expert's gain was measured
    over the swap alone, played on by the quick policy: now over the swap and FJoRDS, as
    she played them. It would play SCEND, which did no better over its deals: said so."""
    import wordcards.ai.shuffle_advice as shuffle_advice
    from wordcards.app.screens.review import expert_line
    from wordcards.engine.shuffle.actions import SwapJoker, Take, TakeFrom

    measured = []
    real_gain = shuffle_advice.fresh_gain

    def recorded(expert, actions_before, chosen, played, play_outs):
        measured.append(played)
        return real_gain(expert, actions_before, chosen, played, play_outs)

    monkeypatch.setattr(shuffle_advice, "fresh_gain", recorded)
    game = seed_10_after_tests_and_clip(shuffle_rules, words)
    for notation in ("swap 1 E", "take 1:S FJoRDS", "end"):
        game.apply(game.parse_action(notation))
    turn = review(game, seats=[0], look_ahead=True, time_cap=None)[-1]
    assert measured[-1] == (SwapJoker(1, "E"), Take((TakeFrom(1, "S"),), "FJoRDS"))  # the table's word ids, as the sandbox's
    assert turn.expert == ("take 1:S,2:C SCEND",) and turn.expert_gain is not None and not turn.expert_clear
    assert expert_line(turn).plain == "\nthe expert found nothing clearly better than Ann's play in the games it imagined"


def test_S9_a_joker_reads_with_its_letter_in_every_review_column_each_play_on_its_own_line(shuffle_rules, words):
    """A remote play-tester (seed 7, Bob's turn 4) read "steal Ann's LED: EXcELLED - a joker
    from your hand" under Played and, for the same play, "... as C" under Most at once. The
    columns and the expert's choice said it alike; but a turn's plays were joined by ", ",
    and the narrow column wrapped "as C, take D, E and L ...": the joker's letter read as
    the next play's. Each play is on its own line. Bob steals LED for EXcELLED (+41, the
    most at once) and takes D, E and L back for LENDER (+2), in one seat's words ("your")
    and in the whole table's ("Bob's")."""
    from rich.console import Console

    from wordcards.app.screens.review import best_cells, plays_of, review_table

    start = {"hands": ["ABCDIOU", "EEELNRX*"], "table": [{"owner": 0, "word": "LED"}], "current": 1, "first_played": [True, True]}
    game = ShuffleGame.from_position(shuffle_rules, words, (Player("Ann"), Player("Bob")), start, 7)
    for notation in ("steal 1 EXcELLED", "take 2:DEL LENDER", "end"):
        game.apply(game.parse_action(notation))
    for seats, whose in (([1], "your"), ([0, 1], "Bob's")):
        steal = f"steal Ann's LED: EXcELLED - a joker from {whose} hand as C"
        lender = f"take D, E and L from {whose} EXcELLED (leaving EXcEL): LENDER with N, E and R from {whose} hand"
        turn = review(game, seats=seats, look_ahead=True, time_cap=None)[-1]
        assert (turn.played_said, turn.best_said, turn.expert_said) == ((steal, lender), (steal,), (steal,))
        plays = plays_of("shuffle", shuffle_rules, dark=True)  # as the shared keyboard and a remote seat show them
        assert plays(turn.played_said, turn.played, ()).plain == f"{steal}\n{lender}"
        assert best_cells(turn, plays)[0].plain == f"{steal} (played)"
        console = Console(width=78, record=True, color_system=None)  # the review's width on an 80-column screen
        console.print(review_table([turn], plays))
        assert not [line for line in console.export_text().splitlines() if "as C," in line]


def test_S9_the_reviews_lines_mark_their_jokers_as_the_log_does(shuffle_rules, words):
    """Review of h48: the review's lines left a joker its lower-case letter alone, which
    reads as another letter (HARElIP), where the log marks each joker exactly. Each play's
    line marks the jokers it names (the played word's, the word taken from, the word left;
    a joker taken alone is its capital, marked), not "as C", which names no card; and so
    does the expert's line that names a take's word and what it leaves."""
    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import expert_choice, plays_of
    from wordcards.app.widgets.common.joker_marks import JOKER_STYLE

    def marked(text) -> str:
        """``text`` with each marked letter in brackets."""
        places = {at for span in text.spans if span.style == JOKER_STYLE for at in range(span.start, span.end)}
        return "".join(f"[{letter}]" if at in places else letter for at, letter in enumerate(text.plain))

    start = {"hands": ["ABCDIOU", "EEELNRX*"], "table": [{"owner": 0, "word": "LED"}], "current": 1, "first_played": [True, True]}
    game = ShuffleGame.from_position(shuffle_rules, words, (Player("Ann"), Player("Bob")), start, 7)
    for notation in ("steal 1 EXcELLED", "take 2:DEL LENDER", "end"):
        game.apply(game.parse_action(notation))
    turn = review(game, seats=[1], look_ahead=False)[-1]
    plays = plays_of("shuffle", shuffle_rules, dark=True)
    assert marked(plays(turn.played_said, turn.played, ())) == (
        "steal Ann's LED: EX[c]ELLED - a joker from your hand as C\n"
        "take D, E and L from your EX[c]ELLED (leaving EX[c]EL): LENDER with N, E and R from your hand"
    )
    taken = ShuffleGame.from_position(shuffle_rules, words, (Player("Ann"), Player("Bob")), {**start, "table": [{"owner": 0, "word": "CAsT"}]}, 7)
    assert marked(plays((taken.describe(taken.parse_action("take 1:s EELs"), hand_said=True),), (), ())) == (
        "take [S] from Ann's CA[s]T (leaving CAT): EEL[s] with E, E and L from your hand"
    )
    same = TurnReview(1, "Bob", 1, None, (), 0, (), 0, expert_same_as="played", expert_same_word="TEsTS", expert_leaves=("HArE",))
    assert marked(expert_choice(same)) == "the expert would have played TE[s]TS as Bob did, but leaving HA[r]E"


def test_S8_S9_a_take_is_the_same_play_but_for_what_it_leaves_only_with_the_same_jokers_taken_and_made():
    """Review of h48: the review called the expert's take "as Ann did" where it left SANDs.
    Only what is left may differ, letter for letter the same cards in another order
    (INTER or INERT; SANDs or sANDS, its joker another S): a joker taken where Ann took a
    letter card, a joker made another letter, or a word made with its joker elsewhere is
    another play; so is a take whose rest is not named against one whose rest is."""
    from wordcards.ai.shuffle_advice import same_but_leaving
    from wordcards.engine.shuffle.actions import Take, TakeFrom

    def take(letters: str, rest: str | None, word: str) -> tuple[Take]:
        return (Take((TakeFrom(3, letters, rest),), word),)

    assert same_but_leaving(take("T", "SANDs", "TEAS"), take("T", "sANDS", "TEAS")) == ("TEAS", ("SANDs",))
    assert same_but_leaving(take("T", "SANDs", "TEAS"), take("T", "SANDs", "TEAS")) is None  # the very same: no difference to say
    assert same_but_leaving(take("s", "SAND", "TEAs"), take("S", "SANd", "TEAS")) is None  # the joker taken, or a letter card
    assert same_but_leaving(take("s", "SAND", "TEAs"), take("s", "SAND", "TEAS")) is None  # the joker in the word made, or not
    assert same_but_leaving(take("s", "SAND", "tEAS"), take("s", "SAND", "TEAs")) is None  # the joker made T, or S
    assert same_but_leaving(take("T", "SANDs", "TEAS"), take("T", None, "TEAS")) is None


def _expert_swaps_first(monkeypatch, then: dict) -> list:
    """The review's expert, choosing the joker swap of TeSTS at the turn's start (it never
    did in a few seeded games: its candidates are the plays that score most at once) and,
    asked again after it, ``then["play"]`` (None: its own choice). Returns what each
    search was asked to weigh too (``include``)."""
    import wordcards.ai.expert_shuffle as expert_shuffle
    from wordcards.ai.expert import Verdict, Weighed
    from wordcards.engine.shuffle.actions import SwapJoker

    real_verdict = expert_shuffle.expert_verdict
    included = []

    def forced(view, *args, **kwargs):
        verdict, box = real_verdict(view, *args, **kwargs)
        included.append(kwargs.get("include"))
        chosen = then["play"] if view.turn_plays else SwapJoker(1, "E")
        if len(view.table) != 2 or chosen is None:  # not the turn after TeSTS and CLIP
            return verdict, box
        chosen = box.local(chosen)
        return Verdict(chosen, (*verdict.weighed, Weighed(chosen)), verdict.samples, verdict.simulations, False), box

    monkeypatch.setattr(expert_shuffle, "expert_verdict", forced)
    return included


def test_S10_the_reviews_expert_weighs_the_play_after_its_swap_in_a_time_cap_of_its_own(shuffle_rules, words, monkeypatch):
    """Asked again after its joker swap, the expert had only what the turn's first search
    left of the cap: a first search the cap stopped left nothing, the first candidate was
    named untested ("swap, then X": a play nobody weighed) and Ann's own FiNDS was never
    played. The search after the swap has the cap to itself, as the gain's measure has. A
    fake clock stands still while a search plays its first round (a play-out of each
    candidate, however long), then reads past the cap: the first search stops there, and
    the one after the swap still plays a round of its own, FiNDS in it."""
    import wordcards.ai.expert_shuffle as expert_shuffle
    from wordcards.ai.adviser import ExpertReview
    from wordcards.ai.shuffle_advice import _expert_opinion
    from wordcards.engine.shuffle.actions import SwapJoker, Take, TakeFrom

    included = _expert_swaps_first(monkeypatch, {"play": None})
    searched = []
    real_weigh = expert_shuffle.weigh
    now = [0.0]

    def recorded(candidates, play_out, samples, time_cap=None, clock=None, *args):
        played = []

        def then_past_the_cap(sample, action, check):
            outcome = play_out(sample, action, check)
            played.append(action)
            if len(played) == len(candidates):  # the search's first round is played
                now[0] += time_cap + 1
            return outcome

        verdict = real_weigh(candidates, then_past_the_cap, samples, time_cap, clock, *args)
        searched.append((time_cap, verdict))
        return verdict

    monkeypatch.setattr(expert_shuffle, "weigh", recorded)
    game = seed_10_after_tests_and_clip(shuffle_rules, words)
    finds = (SwapJoker(1, "E"), Take((TakeFrom(1, "S"),), "FiNDS"))
    notation, _, _, _ = _expert_opinion(ExpertReview(game, 40.5, lambda: now[0]), game, finds)
    assert notation[0] == "swap 1 E" and len(searched) == 2 and included[-1] == finds[1]
    (first_cap, first), (after_cap, after) = searched
    assert first.capped and first.samples == 1  # stopped by the cap, after its round
    assert after.capped and after.samples == 1 and all(weighed.outcomes for weighed in after.weighed)  # Ann's FiNDS too
    assert first_cap == after_cap == 40.5


def test_S10_the_reviews_expert_that_swaps_first_names_what_it_would_play_after(shuffle_rules, words, monkeypatch):
    """An expert whose choice is a joker swap was named by the swap alone ("swap your E
    for the joker in your TeSTS, about 10 points better": for a play it left unnamed). It
    is asked again after the swap (weighing the player's own play there too, after the
    same swap), and both are named; where they are the best shown above ("Most at once"),
    its line reads "the same"."""
    from wordcards.app.screens.review import expert_choice, expert_line
    from wordcards.engine.shuffle import EndTurn
    from wordcards.engine.shuffle.actions import Take, TakeFrom

    then: dict = {"play": None}
    included = _expert_swaps_first(monkeypatch, then)
    game = seed_10_after_tests_and_clip(shuffle_rules, words)
    for notation in ("take 1:S FENDS", "end"):
        game.apply(game.parse_action(notation))
    turn = review(game, seats=[0], look_ahead=True, time_cap=None)[-1]
    assert turn.expert == ("swap 1 E", "take 2:C FRaNC") and included[-1] is None  # asked again, on its own
    assert turn.expert_said == (
        "swap your E for the joker in your TeSTS",
        "take C from Bob's CLIP (leaving LIP): FRaNC with F, R and N from your hand - a joker from your hand as A",
    )
    # By the lead it chooses by, not clearly better than FENDS: its line names neither (play-test h41).
    assert not turn.expert_clear
    assert expert_line(turn).plain == "\nthe expert found nothing clearly better than Ann's play in the games it imagined"
    then["play"] = Take((TakeFrom(1, "S"),), "FJoRDS")
    turn = review(game, seats=[0], look_ahead=True, time_cap=None)[-1]
    assert turn.expert == turn.best == ("swap 1 E", "take 1:S FJoRDS")
    assert expert_choice(turn).plain == "the expert would have chosen this play"  # said so where clearly better
    assert not turn.expert_clear and "FJoRDS" not in expert_line(turn).plain
    finds = seed_10_after_tests_and_clip(shuffle_rules, words)
    for notation in ("swap 1 E", "take 1:S FiNDS", "end"):
        finds.apply(finds.parse_action(notation))
    turn = review(finds, seats=[0], look_ahead=True, time_cap=None)[-1]
    assert turn.expert == ("swap 1 E", "take 1:S FJoRDS") and included[-1] == Take((TakeFrom(1, "S"),), "FiNDS")
    then["play"] = EndTurn()  # the swap, then nothing: named as a turn's plays are, without "end"
    turn = review(game, seats=[0], look_ahead=True, time_cap=None)[-1]
    assert turn.expert == ("swap 1 E", "end") and turn.expert_said == ("swap your E for the joker in your TeSTS",)


def test_S10_the_reviews_expert_weighs_the_hints_joker_swap_and_play_where_the_player_made_neither(shuffle_rules, words):
    """The expert's candidates are the plays that score most at once, so the hint's swap
    and the play after it were weighed only where the player made the swap: Ann played
    FENDS (seed 10, after TeSTS and Bob's pass), the hint says swap her E for TeSTS's joker
    then FJoRDS (+35), and the expert said FERN. Weighed as one choice, the swap then
    FJoRDS does best over its deals, and the review names both (by the lead it chooses by,
    not clearly better: its line names neither, where it said "its choice beat Ann's play
    by about 12 points", her own score, which the expert did not choose by: play-test h41)."""
    from wordcards.app.screens.review import expert_line

    game = ShuffleGame.new(shuffle_rules, words, [Player("Ann"), Player("Bob")], 10)
    for notation in ("TeSTS", "end", "pass", "take 1:S FENDS", "end"):
        game.apply(game.parse_action(notation))
    turn = review(game, seats=[0], look_ahead=True, time_cap=None)[-1]
    assert turn.best == turn.expert == ("swap 1 E", "take 1:S FJoRDS") and turn.expert_said == turn.best_said
    # Counted in what the expert chose by (the lead over Bob), about 18 within 25: no clear gain (play-test h41).
    assert not turn.expert_clear and turn.expert_gain is not None and turn.expert_gain > 0
    assert expert_line(turn).plain == "\nthe expert found nothing clearly better than Ann's play in the games it imagined"


def test_S10_the_reviews_expert_weighs_the_hints_joker_swap_after_tests_and_clip_too(shuffle_rules, words, monkeypatch):
    """The play-tester's position (seed 10 after TeSTS and CLIP; Ann played FENDS): the
    hint's swap then FJoRDS is one of the expert's candidates, a line, weighed with the
    rest over the same deals. There it does worse than SCEND over the expert's deals, so
    the expert still names SCEND: weighed, not left out."""
    import wordcards.ai.expert_shuffle as expert_shuffle
    from wordcards.engine.shuffle.actions import SwapJoker, Take, TakeFrom

    weighed = []
    real_weigh = expert_shuffle.weigh

    def recorded(candidates, *args, **kwargs):
        verdict = real_weigh(candidates, *args, **kwargs)
        weighed.append(verdict)
        return verdict

    monkeypatch.setattr(expert_shuffle, "weigh", recorded)
    game = seed_10_after_tests_and_clip(shuffle_rules, words)
    for notation in ("take 1:S FENDS", "end"):
        game.apply(game.parse_action(notation))
    turn = review(game, seats=[0], look_ahead=True, time_cap=None)[-1]
    pair = (SwapJoker(1, "E"), Take((TakeFrom(1, "S"),), "FJoRDS"))  # the table's word ids, as the sandbox's
    assert pair in [weighing.action for weighing in weighed[-1].weighed]
    assert weighed[-1].mean_of(pair) < weighed[-1].mean_of(weighed[-1].action)
    assert turn.expert == ("take 1:S,2:C SCEND",)


def seed_10_ann_against_hard_at_interest(shuffle_rules, words, *notations):
    """Seed 10, Ann against Bit (hard), to Ann's third turn, then ``notations``: Bit has
    stolen TESTS for INTEREST; taking its E, S and T for SERJEANT (+37, the hint) leaves
    INERT or INTER, whichever E and T are taken (S8: the letters left keep their order)."""
    game = ShuffleGame.new(shuffle_rules, words, [Player("Ann"), Player("Bit (hard)", computer="hard")], 10)
    opening = (
        "TeSTS", "end", "CLIP", "end", "pass", "take 1:S WHIMS", "take 2:C CRUX", "end",
        "take 3:S SAVAGED", "swap 1 E", "ext 5 SAlVAGED", "end", "steal 1 INTEREST", "take 5:AG GAZE", "end",
    )
    for notation in (*opening, *notations):
        game.apply(game.parse_action(notation))
    return game


def test_S8_the_reviews_expert_taking_the_same_letters_to_leave_another_word_of_them_is_the_same_play(shuffle_rules, words):
    """As a play-tester saw it (seed 10 with a computer; here Ann against Bit (hard)): the
    hint's SERJEANT read "(leaving INERT)", the expert's "(leaving INTER)": the same word
    taken, for the same points, the same letters left in another order. The review said
    "another play" and counted the turn as one the expert would have played otherwise. It
    is the same play to a player: said so, noting what it leaves, and not counted, where
    leaving INTER did no clearly better."""
    from rich.console import Console

    from wordcards.app.screens.review import expert_line, summary

    game = seed_10_ann_against_hard_at_interest(shuffle_rules, words, "take 6:EST=INERT SERJEANT", "ext 7 GAZED", "ext 2 FLIP", "end")
    turn = review(game, seats=[0], look_ahead=True, time_cap=None)[-1]
    assert turn.best == ("take 6:EST=INERT SERJEANT",) and turn.expert == ("take 6:EST=INTER SERJEANT",)
    assert (turn.expert_same_as, turn.expert_same_word, turn.expert_leaves) == ("played", "SERJEANT", ("INTER",))
    assert turn.expert_otherwise and not turn.expert_clear
    said = "\nthe expert would have played SERJEANT as Ann did, but leaving INTER; in the games it imagined, neither did clearly better"
    assert expert_line(turn).plain == said
    console = Console(width=78, record=True, color_system=None)
    console.print(summary([turn], ["Ann"]))
    text = console.export_text()
    assert "differently" not in text and "the expert would have played it as Ann did, but leaving INTER" in " ".join(text.split())


def test_S8_the_reviews_expert_beside_the_best_found_leaving_another_word_of_its_letters_says_the_same(shuffle_rules, words):
    """Ann passed there: the best found (SERJEANT, leaving INERT) is shown above the
    expert's line, whose SERJEANT leaves INTER: "the same SERJEANT, leaving INTER instead",
    with its gain over the pass, not the whole take said again as if another play."""
    from wordcards.app.screens.review import expert_line

    game = seed_10_ann_against_hard_at_interest(shuffle_rules, words, "pass")
    turn = review(game, seats=[0], look_ahead=True, time_cap=None)[-1]
    assert turn.missed and turn.expert == ("take 6:EST=INTER SERJEANT",) and turn.expert_clear
    assert (turn.expert_same_as, turn.expert_leaves) == ("best", ("INTER",))
    assert expert_line(turn).plain == (
        "\nthe expert would have chosen this play, but leaving INTER; in the games it imagined,"
        f" its choice left Ann about {round(turn.expert_gain)} points further ahead of the others than passing did"
    )


@pytest.mark.parametrize("kind", ["shuffle", "rummy"])
def test_a_review_builds_the_games_record_once_for_all_its_questions(kind, words, monkeypatch):
    """Each question to the expert is the game's record cut at its turn: the whole record
    (every action) was built anew for each, a rummy match's hundreds of times; and the
    replay the questions answered here share built it again (read from the live game) at
    its start and at every step back. Answered here (the expert's opinion stood in for),
    the record is built once for the questions."""
    from wordcards.ai import rummy_advice, shuffle_advice
    from wordcards.rulesets import default_ruleset

    kinds = {"shuffle": (ShuffleGame, shuffle_advice), "rummy": (RummyMatch, rummy_advice)}
    cls, advice = kinds[kind]
    game = cls.new(default_ruleset(kind), words, [Player("Ann"), Player("Cpu", computer="easy")], 4)
    stream = random.Random(4)
    while not game.is_over and len(game.actions) < 40:
        game.apply(choose_action(game, game.current, "easy", stream))
    built = []
    whole = cls.record
    monkeypatch.setattr(cls, "record", lambda self: built.append(self) or whole(self))
    asked = []

    def expert_stand_in(expert, replay, played, named=False, hinted_swap=()):
        asked.append(len(replay.actions))
        return (), Measured(), (), Ahead()

    monkeypatch.setattr(advice, "_expert_opinion", expert_stand_in)
    review(game, look_ahead=True, time_cap=None)
    assert len(asked) > 2 and len(built) == 2  # the review's own replay's start, and the questions' record


def test_a_gain_the_cap_left_unmeasured_is_no_clear_gain_not_the_play_made_did_as_well():
    """A play-out longer than the cap (a 28-card Shuffle hand) leaves the gain's first deal
    unplayed: its mean of 0.0 read "the play made did at least as well", which nothing
    measured. Unmeasured, the expert's other choice is said with no clear gain."""
    import itertools

    from wordcards.ai.adviser import Measured, TurnReview, gain_fields
    from wordcards.ai.expert import measure_gain
    from wordcards.app.screens.review import expert_line

    ticks = itertools.count()

    def slow(sample, action, check):
        for _ in range(5):  # each action of the play-out reads the clock: past the cap
            check()
        return 1.0

    gain = measure_gain("a", "b", slow, deals=12, time_cap=2.5, clock=lambda: float(next(ticks)))
    assert gain.deals == 0
    expert_gain, noise, sure = gain_fields(Measured(gain, False))
    assert expert_gain is None and noise == float("inf") and not sure
    turn = TurnReview(0, "Ann", 1, None, ("end",), 0, (), 0, ("take 1:S FJoRDS",), expert_gain, expert_noise=noise, expert_clear_found=sure)
    assert turn.expert_otherwise and not turn.expert_clear
    assert expert_line(turn).plain == "\nthe expert would have made another play, but there was no time to compare the two"


def test_why_ahead_names_the_part_of_a_clear_gain_that_made_it():
    """Of a clear gain in the lead, the part that made most of it, where that part is clear
    too: the player's own score ("later") or the best other player's, fallen ("others");
    nothing without a clear gain, or where neither part is clear; a last play-out the
    time cap cut short (no pair) is left out."""
    from wordcards.ai.adviser import LATER, OTHERS, why_ahead
    from wordcards.ai.expert import Gain

    clear = Gain(20.0, 4.0, 4)
    kept = [[30, 10, 5], [30, 30, 5], [31, 12, 5], [30, 33, 5], [29, 9, 5], [30, 28, 5], [30, 11, 5], [30, 31, 5]]
    assert why_ahead(clear, kept, 0).why == OTHERS
    scored = [[50, 20, 5], [30, 20, 5], [49, 20, 5], [30, 21, 5], [51, 20, 5], [30, 20, 5], [50, 20, 5], [30, 19, 5]]
    assert why_ahead(clear, scored + [[99, 0, 0]], 0).why == LATER
    assert why_ahead(Gain(20.0, 30.0, 4), kept, 0).why == "" and why_ahead(None, kept, 0).why == ""
    mixed = [[40, 10, 5], [30, 30, 5], [20, 40, 5], [30, 30, 5], [40, 10, 5], [30, 30, 5], [20, 40, 5], [30, 30, 5]]
    assert why_ahead(clear, mixed, 0).why == ""


def test_why_ahead_says_this_turn_where_the_gain_was_made_before_the_turn_was_over():
    """Shuffle seed 7, turn 8, the deck empty: FIRETRAP "does better over the next turns",
    but there were none: its gain was extending VIREOS to VITREOUS later in the same turn.
    Where the player's own standing gained most of it by the turn's end: "this turn"."""
    from wordcards.ai.adviser import LATER, THIS_TURN, why_ahead
    from wordcards.ai.expert import Gain

    clear = Gain(10.0, 2.0, 4)
    ends = [[40, 20], [30, 20], [41, 20], [30, 20], [39, 20], [30, 20], [40, 20], [30, 20]]
    assert why_ahead(clear, ends, 0, turn_ends=ends).why == THIS_TURN  # no turn after it
    level = [[30, 20], [30, 20]] * 4  # even when the turn was over: made in the turns after
    assert why_ahead(clear, ends, 0, turn_ends=level).why == LATER
    assert why_ahead(clear, ends, 0).why == LATER  # rummy: no turn ends


def test_the_reviews_gain_is_printed_from_deals_other_than_those_that_found_it_clear():
    """A review printed "about 54 points further ahead" where 60 other deals gave 14-21:
    shown only where it beat its own noise, a gain carries the luck that made it clear.
    Found clear on its test deals, its figure is measured on others (and clear only where
    those find it clear too); the same for a seed."""
    from wordcards.ai.adviser import GAIN_DEALS, ExpertReview, fresh_gain

    seeds: list[int] = []

    def play_outs(gains):
        def make(seed):
            seeds.append(seed)
            values = gains[len(seeds) - 1]
            return lambda sample, action, check: values[sample % len(values)] if action == "chosen" else 0.0
        return make

    class Seeded:
        seed = 7

    expert = ExpertReview(Seeded(), None)  # only its seed is read
    lucky, fair = [50.0, 58.0], [12.0, 18.0]
    gain, sure = fresh_gain(expert, 3, "chosen", "played", play_outs([lucky, fair]))
    assert (gain.mean, gain.deals, sure) == (15.0, GAIN_DEALS, True) and len(set(seeds)) == 2
    seeds.clear()
    assert fresh_gain(expert, 3, "chosen", "played", play_outs([lucky, fair])) == (gain, True) and len(seeds) == 2
    seeds.clear()
    unclear, sure = fresh_gain(expert, 3, "chosen", "played", play_outs([lucky, [60.0, -56.0]]))
    assert unclear.mean == 2.0 and not sure  # the test's luck alone: not clear
    seeds.clear()
    untested = fresh_gain(expert, 3, "chosen", "played", play_outs([[-5.0, 9.0], fair]))
    assert untested.gain.mean == 2.0 and not untested.clear and len(seeds) == 1


def test_the_lead_gained_leaves_the_win_bonus_out():
    """The gain the expert chooses by counts a win's bonus: a choice that turns a 1-point
    loss into a win gains 2 points of lead and 30 of bonus, and read "about 32 points
    further ahead". ``why_ahead`` works the lead alone out of the same play-outs' ends."""
    from wordcards.ai.adviser import why_ahead
    from wordcards.ai.expert import Gain

    won_by_one = [[31, 30, 5], [30, 31, 5]] * 4  # the choice's end, then the play's, deal by deal
    assert why_ahead(Gain(32.0, 0.0, 4), won_by_one, 0).lead == 2.0
    assert why_ahead(Gain(32.0, 0.0, 4), won_by_one + [[0, 99, 0]], 0).lead == 2.0  # an unpaired end left out
    assert why_ahead(None, won_by_one, 0).lead is None and why_ahead(Gain(0.0, float("inf"), 0), [], 0).lead is None


def test_the_lead_the_review_prints_is_the_one_the_expert_chose_by(shuffle_rules, rummy_rules, words):
    """The review's figure (``expert_lead``: ``adviser.why_ahead``) and the outcome the
    expert chooses by (each game's ``outcome``) count the player's lead over the best other
    player with one sum (``expert.lead``). Where no play-out wins the game or the match (no
    bonus: the first turn of Shuffle seed 3, the deck far from its end; of rummy seed 2,
    the match far from 150), the two are the same number: a change to one that the other
    does not follow fails here."""
    from wordcards.engine.shuffle import EndTurn

    game = ShuffleGame.new(shuffle_rules, words, [Player("Ann"), Player("Bit", computer="normal")], 3)
    game.apply(hint(game))
    game.apply(EndTurn())
    match = RummyMatch.new(rummy_rules, words, [Player("Ann"), Player("Bit", computer="normal")], 2)
    match.apply(hint(match))
    match.apply(Discard(match.view(0).hand[0]))
    # Rummy's is clear on its test deals: the figure is its second measure's (22.9 on the test's).
    for reviewed, gain in ((game, 4.9), (match, 16.1)):
        [turn] = review(reviewed, seats=[0], look_ahead=True, time_cap=None)
        assert turn.expert_otherwise and (turn.expert_gain, turn.expert_lead) == (gain, gain)


def test_the_review_says_the_lead_gained_not_the_win_bonus():
    """The review's line and summary print the lead (``expert_lead``), not the gain with
    its win bonus; a choice clearly better by its wins alone is said so."""
    import dataclasses

    from wordcards.ai.adviser import TurnReview
    from wordcards.app.screens.review import expert_line, expert_summary

    ann = TurnReview(
        0, "Ann", 5, None, ("pass",), 0, ("QUO",), 10, ("QUO",), 32.0, ("pass",), ("QUO",), ("new word QUO",), 1.0,
        expert_lead=2.0, expert_clear_found=True,
    )
    assert "its choice left Ann about 2 points further ahead of the others than passing did" in expert_line(ann).plain
    assert "clearly better (about 2 points further ahead of the others)" in expert_summary([ann], 1)
    tie_to_win = dataclasses.replace(ann, expert_lead=0.2)
    assert "its choice left Ann winning more often than passing did" in expert_line(tie_to_win).plain
    # Its reason, where the turn made the most at once (h42, seed 7's FIRETRAP with the deck
    # empty read "over the next turns"): within the turn, or after it.
    cheques = ("CHEQUES",), 20, ("new word CHEQUES",)
    top = dataclasses.replace(
        ann, played=cheques[0], best=cheques[0], played_points=cheques[1], best_points=cheques[1],
        played_said=cheques[2], best_said=cheques[2],
    )
    assert "QUO (with what it lets Ann play next this turn);" in expert_line(dataclasses.replace(top, expert_why="this turn")).plain
    assert "QUO (it does better over the next turns);" in expert_line(dataclasses.replace(top, expert_why="later")).plain


def test_a_gain_clear_on_its_test_deals_stays_clear_where_time_cut_its_figure_short():
    """Clear on its 12 test deals, the figure's deals were cut to one by the time cap: the
    turn read "no time to compare the two" and the summary "not compared: no time", a
    clear gain hidden. It is clearly better, with no figure, and counted so."""
    from wordcards.ai.adviser import GAIN_DEALS, ExpertReview, TurnReview, fresh_gain, gain_fields
    from wordcards.app.screens.review import expert_line, expert_summary

    now = [0.0]
    made: list[int] = []

    def play_outs(seed):
        made.append(seed)

        def play_out(sample, action, check):
            if len(made) == 2:  # the figure's deals: past the cap after the first
                now[0] += 100.0
            return 20.0 + sample % 2 if action == "chosen" else 0.0
        return play_out

    class Seeded:
        seed = 7

    measured = fresh_gain(ExpertReview(Seeded(), 10.0, lambda: now[0]), 3, "chosen", "played", play_outs)
    assert measured.gain.deals == 1 and measured.clear and len(made) == 2
    gain, noise, sure = gain_fields(measured)
    turn = TurnReview(0, "Ann", 1, None, ("end",), 0, (), 0, ("pass",), gain, expert_noise=noise, expert_clear_found=sure)
    assert turn.expert_clear
    assert expert_line(turn).plain == (
        "\nthe expert would have passed; in the games it imagined, it was clearly better, but there was no time to say by how much"
    )
    assert expert_summary([turn], 1) == (
        "the expert would have played it differently; in the games it imagined, its choice was clearly better"
        " (no time to say by how much)"
    )
    figured = replace(turn, expert_gain=12.0, expert_noise=2.0)
    assert expert_summary([turn, figured], 5) == (
        "the expert would have played 2 of them differently; in the games it imagined, its choice was clearly better in 2"
        " (about 12 points further ahead of the others on average over the 1 there was time to measure)"
    ) and GAIN_DEALS == 12


def test_a_gains_clearness_is_decided_on_its_unrounded_figures():
    """A test mean of 0.96 with noise 0.5 is not clear (under a point): the second measure
    was skipped, then the turn, rounded to 1.0, read as clearly better from the test deals.
    Clearness is decided once, unrounded, and kept."""
    from wordcards.ai.adviser import Measured, TurnReview, gain_fields
    from wordcards.ai.expert import Gain

    gain, noise, sure = gain_fields(Measured(Gain(0.96, 0.5, 12), False))
    assert (gain, noise) == (1.0, 0.5)
    turn = TurnReview(0, "Ann", 1, None, ("end",), 0, (), 0, ("pass",), gain, expert_noise=noise, expert_clear_found=sure)
    assert not turn.expert_clear


@pytest.mark.parametrize("passes_before", [0, 2])
def test_play_forward_says_once_that_the_turn_passed_on(shuffle_rules, words, passes_before):
    """``turn_ended`` is what tells "this turn" from "later" (``why_ahead``): called once,
    when a Pass hands the turn on (0) and when the turn ends the game (2: the third pass
    of an empty deck, S13)."""
    from wordcards.ai.expert_shuffle import play_forward
    from wordcards.ai.levels import EXPERT
    from wordcards.engine.shuffle import Pass

    start = {"hands": ["QZX", "JKV", "WYF"], "table": [], "current": 0, "deck": ""}
    game = ShuffleGame.from_position(shuffle_rules, words, [Player("Ann"), Player("Bob"), Player("Cy")], start, 1)
    for _ in range(passes_before):
        game.apply(Pass())
    seat = game.current
    ended: list[tuple[int, bool, int]] = []
    play_forward(game, seat, 2, EXPERT, random.Random(1), turn_ended=lambda g: ended.append((g.current, g.is_over, len(g.actions))))
    assert game.is_over
    assert ended == [((seat + 1) % 3, passes_before == 2, passes_before + 1)]


def test_R9_the_reviews_note_names_the_other_draw_exactly_where_the_review_weighs_it():
    """The review weighs the discard's other draw outside the variants that count deals
    (engine: options.counts_deals); the note's wording must follow the same rule."""
    from wordcards import games
    from wordcards.engine.rummy.options import counts_deals
    from wordcards.rulesets.rules import RUMMY_VARIANTS

    for variant in RUMMY_VARIANTS:
        named = "or after taking the discard" in games.entry("rummy").best_found_in(variant)
        assert named is not counts_deals(variant), variant


# --- a turn that won is said to have won, never bettered --------------------------------


def test_the_shuffle_review_marks_the_turn_that_won_the_game(shuffle_rules, words):
    """Ann plays CATS from her last cards with the deck empty (S13: the game ends, S14: she
    wins over Bob's QZ in hand): the review marks that turn won, so it never calls it worse
    than the expert's choice (docs/decisions/ai.md). Bob's losing turn is not marked."""
    game = ShuffleGame.from_position(
        shuffle_rules, words, [Player("Ann"), Player("Bob")], {"hands": ["CATS", "QZ"], "table": [], "deck": ""}
    )
    game.apply(game.resolve("cats")[0])
    game.apply(game.parse_action("end"))
    assert game.is_over and game.outcome.winners == (0,)
    [turn] = review(game, seats=[0])
    assert turn.won == "game"


def _ann_goes_out_with_cat(rules, words, hands: int) -> RummyMatch:
    """Ann takes T (red) from the discard pile, melds CAT and goes out (R6): the hand ends
    with Bob's seven cards in hand."""
    from wordcards.engine.rummy.cards import full_deck, parse_cards

    mine = set(parse_cards("Cr Ar Tr", rules.colours))
    rest = [str(c) for c in full_deck(rules) if c not in mine]
    position = {"hands": ["Cr Ar", " ".join(rest[:7])], "discard_pile": "Tr", "draw_pile": " ".join(rest[7:]), "phase": "draw", "current": 0}
    match = RummyMatch.from_position(rules, words, [Player("Ann"), Player("Bob")], position, 1, max_hands=hands)
    match.apply(DrawDiscard())
    match.apply(match.resolve("cat")[0])
    return match


@pytest.mark.parametrize(("hands", "won"), [(1, "match"), (3, "hand")])
def test_the_rummy_review_marks_the_turn_that_won_the_match_or_the_hand(rummy_rules, words, hands, won):
    """R6, R7: Ann goes out with CAT (9) while Bob holds seven cards: in a match of one hand
    she won the match, in one of three the hand. The review marks the turn so (never worse
    than the expert's choice: docs/decisions/ai.md)."""
    match = _ann_goes_out_with_cat(rummy_rules, words, hands)
    assert match.is_over == (hands == 1) and match.results[-1].scores[0].points > match.results[-1].scores[1].points
    [turn] = review(match, seats=[0])
    assert turn.won == won


def _junior_after_the_draw(rules, words, hand: str) -> RummyMatch:
    """Junior Cy to play after the draw, holding ``hand``; every other card with Bob or in the piles."""
    from wordcards.engine.rummy.cards import full_deck, parse_cards

    mine = set(parse_cards(hand, rules.colours))
    rest = [str(c) for c in full_deck(rules) if c not in mine]
    position = {"hands": [hand, " ".join(rest[:7])], "discard_pile": rest[7], "draw_pile": " ".join(rest[8:]), "phase": "play", "current": 0}
    return RummyMatch.from_position(rules, words, [Player("Cy", junior=True), Player("Bob")], position, 1)


@pytest.mark.parametrize(("hand", "kept_back"), [("Tr Ir Tb Og Vb Xg Xr", "TIT"), ("Fr Er Cr Kr Qg Zb Xg", "FECK")])
def test_a_juniors_rummy_hint_never_says_tit_or_feck(rummy_rules, words, hand, kept_back):
    """Play-test h50: a junior's rummy hint said TIT (beside OX: commonest words make less), and
    FECK where no common word made a meld. Both are words and stay playable (Cy may meld
    them), but no hint offers them to a child (wordlists/not_for_hints.txt); an adult's hint may."""
    from wordcards.ai.rummy_advice import best_plan
    from wordcards.engine.rummy.colours import word_of

    match = _junior_after_the_draw(rummy_rules, words, hand)
    assert kept_back in [word_of(m) for m in best_plan(match).melds]  # an adult's hint melds it
    assert match.resolve(kept_back.lower())  # still playable
    action = hint(match)
    assert not (isinstance(action, Meld) and word_of(action.cards) == kept_back), match.describe(action)


def _ann_ends_the_hand(rules, words, variant: str, ann: str, melds: list[str], discard: str | None, bob_table: list[str] = (), piled: bool = True, **length) -> RummyMatch:
    """Ann, in play with ``ann`` in hand, melds ``melds`` and then discards ``discard``
    (None: her last meld empties her hand, R3); Bob holds seven cards, ``bob_table`` on
    the table this hand. ``piled`` False: the draw pile is empty (R6: the hand ends at the
    turn's end whatever Ann holds)."""
    from wordcards.engine.rummy.cards import full_deck, parse_cards

    used = set(parse_cards(" ".join([ann, *bob_table]), rules.colours))
    rest = [str(c) for c in full_deck(rules) if c not in used]
    piles = {"draw_pile": " ".join(rest[8:]), "discard_pile": rest[7]} if piled else {"draw_pile": "", "discard_pile": " ".join(rest[7:])}
    position = {"hands": [ann, " ".join(rest[:7])], "table": [[], list(bob_table)], **piles, "phase": "play", "current": 0}
    match = RummyMatch.from_position(rules, words, [Player("Ann"), Player("Bob")], position, 1, variant, **length)
    for meld in melds:
        match.apply(match.resolve(meld)[0])
    if discard is not None:
        match.apply(Discard(parse_cards(discard, rules.colours)[0]))
    return match


def test_the_rummy_review_marks_a_turn_that_won_the_last_hand_but_not_the_match(rummy_rules, words):
    """Review h50: once the match was over only the match was checked, so Ann's going out
    in hand 3 of 3, Bob winning the match on his earlier hands, went unmarked."""
    from wordcards.engine.rummy.cards import full_deck, parse_cards

    mine = set(parse_cards("Cr Ar Tr", rummy_rules.colours))
    rest = [str(c) for c in full_deck(rummy_rules) if c not in mine]
    position = {
        "hand_number": 3, "hands": ["Cr Ar", " ".join(rest[:7])], "discard_pile": "Tr", "draw_pile": " ".join(rest[7:]),
        "phase": "draw", "current": 0, "totals": [0, 500],
    }
    match = RummyMatch.from_position(rummy_rules, words, [Player("Ann"), Player("Bob")], position, 1, target=1000, max_hands=3)
    match.apply(DrawDiscard())
    match.apply(match.resolve("cat")[0])
    assert match.is_over and match.outcome.winners == (1,)
    assert match.results[-1].scores[0].points > match.results[-1].scores[1].points
    [turn] = review(match, seats=[0])
    assert turn.won == "hand"


def test_a_hand_ended_by_the_empty_draw_pile_is_won_by_no_turn(rummy_rules, words):
    """R6: Ann melds CAT and discards, keeping a card, with the draw pile empty: the hand
    ends, Ann ahead in it, but she did not go out, so her turn won nothing (docs/decisions/ai.md)."""
    match = _ann_ends_the_hand(rummy_rules, words, "standard", "Cr Ar Tr Xr Yr", ["cat"], "Xr", piled=False, target=1000)
    assert match.phase is Phase.HAND_OVER and match.results[-1].reason == "the draw pile is empty"
    assert match.results[-1].scores[0].points > match.results[-1].scores[1].points
    assert what_the_turn_won(match, 0) == ""


def test_a_last_hand_ended_by_the_empty_draw_pile_wins_the_match_but_not_by_the_turn(rummy_rules, words):
    """Play-test h51: a match whose last hand the empty draw pile ended marked its last turn
    "Bob won the match with this turn", though Bob did not go out: the turn ends the hand
    whatever it plays (R6). The match is still Bob's (the score screen says so); the turn
    won nothing, as in a hand before the last (docs/decisions/ai.md). A seeded match of
    easy players, found by a search of seeds."""
    import io

    from rich.console import Console

    from wordcards.app.screens.review import review_table

    match = RummyMatch.new(rummy_rules, words, (Player("Ann"), Player("Bob")), 8, max_hands=2)
    last = None
    while not match.is_over:
        last = match.current
        match.apply(choose_action(match, match.current, "easy", rng(match.seed, "test", len(match.actions))))
    ended = match.results[-1]
    assert ended.number == 2 and ended.reason == "the draw pile is empty", "choose another seed"
    assert last == 1 and match.outcome.winners == (1,) and ended.scores[1].hand  # Bob's turn, Bob's match, cards left
    turns = review(match, seats=[1])
    assert turns[-1].won == ""
    console = Console(width=120, record=True, file=io.StringIO())
    console.print(review_table(turns))
    assert "won the match" not in console.export_text()
    # Ann going out at the last hand's end still wins the match with her turn.
    assert what_the_turn_won(_ann_goes_out_with_cat(rummy_rules, words, 1), 0) == "match"


def test_an_inverse_turn_that_went_out_with_the_least_penalty_won_the_deal(rummy_rules, words):
    """R9: Ann goes out (no penalty) while Bob holds seven cards: her turn won the deal."""
    match = _ann_ends_the_hand(rummy_rules, words, "inverse", "Cr Ar Tr", ["cat"], None, deals=3)
    assert match.phase is Phase.HAND_OVER and match.results[-1].scores[1].points > 0
    assert what_the_turn_won(match, 0) == "hand"


@pytest.mark.parametrize(
    ("ann", "melds", "discard", "bob_table", "won"),
    [
        ("Cr Ar Tr", ["cat"], None, ["Db Ob Gb"], "hand"),  # a tie: Primary 9 each, no tallies
        ("Cr Ar Tr", ["cat"], None, ["Db Ob Gb Sb"], ""),  # Bob gained more Primary (16)
        ("Cr Ar Tr", ["cat"], None, ["Db Ob Gb", "Pb Ib Gr"], ""),  # as much Primary, but Bob a tally more
        ("Xr", [], "Xr", [], ""),  # out with nothing gained, as Bob: no one won the hand
    ],
)
def test_an_advanced_hand_is_won_by_primary_gained_then_tallies_and_not_by_nothing(rummy_rules, words, ann, melds, discard, bob_table, won):
    """R8: the hand's winner is who gained the most Primary, then tallies, a tie shared;
    a hand where no one gained anything is won by no one (docs/decisions/ai.md)."""
    match = _ann_ends_the_hand(rummy_rules, words, "advanced", ann, melds, discard, bob_table, hands=3)
    assert match.phase is Phase.HAND_OVER and not match.results[-1].scores[0].hand
    assert what_the_turn_won(match, 0) == won


def test_a_shuffle_pass_that_ends_the_game_is_marked_and_said_as_the_end_not_the_win(shuffle_rules, words):
    """S13: with the deck empty, Bob passes and Ann's pass completes the round: the game
    ends, Ann winning (S14: less in hand). Her turn is marked, so never called worse, but
    said as the game's end, not a win made by the pass (docs/decisions/ai.md)."""
    from wordcards.app.screens.review import won_words

    game = ShuffleGame.from_position(
        shuffle_rules, words, [Player("Ann"), Player("Bob")], {"hands": ["Q", "ZXV"], "table": [], "deck": "", "current": 1}
    )
    game.apply(game.parse_action("pass"))
    game.apply(game.parse_action("pass"))
    assert game.is_over and game.outcome.winners == (0,)
    [turn] = review(game, seats=[0])
    assert turn.won == "game" and won_words(turn) == "the game ended with this turn, Ann winning"
