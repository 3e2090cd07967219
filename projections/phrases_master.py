"""Phrases for master events (English and Italian); merged by projections.phrases."""

from __future__ import annotations

PHRASES: dict[str, dict[str, str]] = {"en": {}, "it": {}}
