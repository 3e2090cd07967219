"""`python -m journal` runs the command line, as the `journal` command does."""

from journal.cli import main

main()
