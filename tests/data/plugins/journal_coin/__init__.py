"""A ruleset that is not in the journal's repository: a coin flip and one track.

Used by tests/test_journal/test_plugins.py as an installed package (its
.dist-info beside it registers the `journal.rulesets` entry point `coin`).
"""

from journal.domain.rulesets import Ruleset

RULESET = Ruleset(
    name="coin",
    title="Testa o croce",
    source="tests/data/plugins",
    campaign="journal_coin.domain:CoinCampaign",
    cli="journal_coin.cli",
    views="journal_coin.views",
    phrases="journal_coin.phrases",
    locale="journal_coin",  # journal_coin/locale/<lang>/LC_MESSAGES/coin.mo
)
