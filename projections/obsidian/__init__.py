"""The campaign as an Obsidian vault (`journal export --format obsidian`): one
Markdown note per session, scene, character, NPC, player, event-log entry and
ruleset document entry (Dàimon 2090's technologies), plus an index note, each
with YAML properties and wikilinks; written again only where a note changed.

`export_vault` (journal.projections.obsidian.build) is the one entry point.
"""
