"""Fuori dal Tempo: journal/rulesets/fdt."""
