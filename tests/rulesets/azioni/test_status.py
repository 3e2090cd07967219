""" "Le azioni": `journal status` shows the open extended action."""

from __future__ import annotations


def test_status_shows_the_open_extended_action(guado):
    guado.run("extended", "start", "Attraversare il fiume", "--needs", "4")
    # Mira's Agilità 1d8 shows 6 against 4: one success of four.
    guado.run("extended", "roll", "Mira", "--char", "Agilità", "--difficulty", "4",
              "--dice", "6")  # fmt: skip
    status = guado.run("status").stdout
    assert (
        "  Extended action: Attraversare il fiume, 1 of 4 successes (1 test)" in status
    )
    italian = guado.run("--lang", "it", "status").stdout
    assert (
        "Azione prolungata: Attraversare il fiume, 1 successo su 4 (1 prova)" in italian
    )
    guado.run("extended", "end")
    assert "Extended action" not in guado.run("status").stdout
