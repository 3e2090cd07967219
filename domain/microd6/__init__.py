"""µD6 ("Un patchwork tra Dungeon World e Blades in the Dark"): a ruleset.

The highest d6 of a pool reads as success (6), partial (4–5) or failure (1–3);
tenacia pays for pushing, help and resistance; wounds come in four levels that
armour and tenacia reduce; gear has load, coins, uses and ammunition.
Source: seeds/microd6.txt; close study: rules/microd6-study.md.
"""
