"""Every ruleset's odds print a chance the same way (journal.projections.percent)."""

from fractions import Fraction

from journal.projections.percent import percent


def test_a_float_chance_rounds_half_up_like_an_exact_one():
    assert percent(0.3125) == "31.3%"  # exactly 5/16 as a float
    assert percent(Fraction(5, 16)) == "31.3%"
    assert percent(0.5) == "50.0%"


def test_a_chance_near_the_ends_never_reads_as_certain_or_impossible():
    assert percent(0.0004) == "<0.1%"
    assert percent(0.99996) == ">99.9%"
    assert percent(0.0) == "0.0%"
    assert percent(1.0) == "100.0%"
