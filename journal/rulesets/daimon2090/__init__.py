"""Dàimon 2090 command-line verbs."""
