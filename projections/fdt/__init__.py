"""Fuori dal Tempo: projections/fdt."""
