"""Fuori dal Tempo: templates/fdt."""
