""" "Le azioni" (polyhedral dice): a ruleset.

A test rolls the characteristic's dice and the skill's, adds a modifier and
succeeds when the total reaches the difficulty; a die showing its maximum may
be rolled again and added (Ritirare). Contests, combined and extended actions
build on it. Source: seeds/prove-polyhedral.txt; close study:
rules/polyhedral-study.md.
"""
