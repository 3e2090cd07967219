"""The journal's click commands, one module per area of the contract."""
