""" "Le azioni"'s verbs (see cli.py for the table the core reads)."""
