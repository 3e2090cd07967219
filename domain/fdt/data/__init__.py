"""The creation tables of Fuori dal Tempo as the rulebook prints them (TOML)."""
