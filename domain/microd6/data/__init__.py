"""µD6's tables as the seed prints them (TOML), read by the command layer."""
