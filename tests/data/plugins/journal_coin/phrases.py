from journal.i18n import N_, Phrases

PHRASES = Phrases(
    "coin",
    {
        "CoinFlipped": N_("{character} flips the coin: {side}"),
        "CoinFlipped@actor": N_("flips the coin: {side}"),
    },
)
EXTRAS = {  # testa, croce: the game's own words, Italian in every language
    "CoinFlipped": lambda record, lang: {
        "side": ("testa" if record["face"] == 2 else "croce")
    }
}
