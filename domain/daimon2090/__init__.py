"""Dàimon 2090: the first-class ruleset (rules in ../shared/rules/daimon-2090.md)."""
