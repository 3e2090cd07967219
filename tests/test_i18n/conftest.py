import pytest

from journal.i18n import language, set_language


@pytest.fixture
def italian():
    """The process's language is Italian for one test, then what it was."""
    before = language()
    set_language("it")
    yield
    set_language(before)
