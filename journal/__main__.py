"""`python -m journal` runs the command line (through `journal serve` when this
user runs one, as the `journal` command does)."""

from journal.client import main

main()
