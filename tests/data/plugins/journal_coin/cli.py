COMMANDS = {"roll": "journal_coin.commands:flip"}
ALIASES = {"lancia": "roll"}
SHEET = "journal_coin.domain:parse_sheet"
