"""µD6's verbs (see cli.py for the table the core reads)."""
