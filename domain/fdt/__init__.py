"""Fuori dal Tempo, Regole base v4 (seeds/fuori-dal-tempo.txt): a ruleset."""
