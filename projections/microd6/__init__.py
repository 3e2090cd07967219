"""µD6's read side: views (sheet, summary, rolls, luck) and phrases."""
