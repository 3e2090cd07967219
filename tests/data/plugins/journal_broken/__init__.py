"""A ruleset package whose code cannot be imported (a missing dependency)."""

import journal_broken_missing_dependency  # noqa: F401
