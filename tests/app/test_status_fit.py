"""fit_status: the one choice of a status line's form, for the shared keyboard's rummy turn
and a remote seat (app/status_fit.py)."""

from wordcards.app.status_fit import fit_status

# Each form with the columns it takes besides its news: the match in full, then shorter.
FORMS = [("Word Rummy · advanced · hand 3/25", 34), ("hand 3/25 · 4:00 left", 22), ("3/25", 5)]
NEWS = {"Ann's turn · draw a card": 24, "Rosalind's turn · meld, then discard": 36}


def test_the_first_form_that_fits_beside_the_news_is_chosen():
    assert fit_status(FORMS, lambda _: [24], 58) == FORMS[0][0]  # 34 + 24: exactly the width
    assert fit_status(FORMS, lambda _: [24], 57) == FORMS[1][0]
    assert fit_status(FORMS, lambda _: [24], 29) == FORMS[2][0]
    assert fit_status(FORMS, lambda _: [], 5) == FORMS[2][0]  # no news: the form alone


def test_the_form_is_chosen_for_the_longest_news_so_the_order_stays_whichever_turn_comes():
    # At 60 columns Ann's turn fits beside the whole match and Rosalind's does not: chosen
    # for either news alone, the line would change its form as the turn passes.
    assert fit_status(FORMS, lambda _: [NEWS["Ann's turn · draw a card"]], 60) == FORMS[0][0]
    every_turn = list(NEWS.values())
    assert fit_status(FORMS, lambda _: every_turn, 60) == FORMS[1][0]
    assert fit_status(FORMS, lambda _: reversed(every_turn), 60) == FORMS[1][0]


def test_each_form_is_measured_against_its_own_news():
    # The narrow turn ("Ann: draw a card") is shorter than the wide one: a form's news are its own.
    forms = [("wide", 10), ("narrow", 10)]
    news = {"wide": [30], "narrow": [18]}
    assert fit_status(forms, lambda form: news[form], 30) == "narrow"
    assert fit_status(forms, lambda form: news[form], 40) == "wide"


def test_none_when_no_form_fits_and_the_caller_says_what_is_drawn():
    assert fit_status(FORMS, lambda _: [24], 28) is None
    assert fit_status([], lambda _: [0], 100) is None
