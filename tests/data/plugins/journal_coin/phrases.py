PHRASES = {
    "en": {
        "CoinFlipped": "{character} flips the coin: {side}",
        "CoinFlipped@actor": "flips the coin: {side}",
    },
    "it": {
        "CoinFlipped": "{character} lancia la moneta: {side}",
        "CoinFlipped@actor": "lancia la moneta: {side}",
    },
}
EXTRAS = {
    "CoinFlipped": lambda record, lang: {
        "side": ("testa" if record["face"] == 2 else "croce")
    }
}
