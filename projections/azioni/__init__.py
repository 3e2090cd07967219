""" "Le azioni"'s read side: views (sheet, rolls, luck) and phrases."""
