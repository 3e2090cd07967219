"""`python -m journal` runs the command line."""

from journal.cli import main

main()
