"""Who may pay a reset, and the tools healing and maintenance need.

MUNIZIONI E MANUTENZIONE: a companion who uses the same type of weapon may pay
for the ammunition; a protection's owner pays for it. USO DEI POTENZIAMENTI: a
maintainer with the skill and the tools (who may pay) or a clinic. MEDICINA E
CURE: outside a clinic the healer needs a medical kit (light wounds) or
advanced equipment (serious ones), there, not used up.

Rina Sala is Kira's twin (a Pistola, level 1) with a cybernetic eye. Mara Sole
is a doctor with Cibernetica and Medicina, a medical kit and advanced equipment.
"""

from __future__ import annotations

import pytest

RINA_EYE = """
[[enhancements]]
name = "Occhio cibernetico"
bonus = { "Agilità" = 1 }
"""
MARA = """name = "Mara Sole"
player = "Chiara"
creation = "import"
social_class = { origin = 4, current = 4 }
characteristics = { potenza = 2, destrezza = 3, agilita = 2, intelligenza = 4, \
spirito = 3, carisma = 2 }
classes = ["Medico"]
traits = ["Calma"]
equipment = ["Kit medico", "Strumentazione medica avanzata"]

[[skills]]
name = "Medicina"
kind = "G"
class = "Medico"
score = 2

[[skills]]
name = "Cibernetica"
kind = "S"
class = "Medico"
score = 2
"""


@pytest.fixture
def clinic(ready, tmp_path, sample_dir):
    ready.run("player", "add", "Chiara", "Rita")
    text = (sample_dir / "kira.toml").read_text().replace("Kira Voss", "Rina Sala")
    text = text.replace('creation = "points"', 'creation = "import"')
    text = text.replace('player = "Ana"', 'player = "Rita"')
    for name, sheet in (("rina", text + RINA_EYE), ("mara", MARA)):
        path = tmp_path / f"{name}.toml"
        path.write_text(sheet)
        ready.run("character", "create", "--from", str(path))
    return ready


def reserve(table, name: str) -> int:
    return table.json("show", name)["reserve"]


def test_a_companion_with_the_same_type_of_weapon_pays_for_ammunition(clinic):
    clinic.run("gear", "mark", "Kira", "Pistola")
    # Dario's heavy pistol (2) takes other ammunition; Rina's pistol (1) the same.
    line = clinic.refused("gear", "reset", "Kira", "Pistola", "--payer", "Dario")
    assert line == (
        "refused: Dario Neri uses no weapon of the same type as Kira Voss's "
        "Pistola (level 1): only a companion who shares the ammunition pays for "
        "it (Munizioni e manutenzione)"
    )
    (reset,) = clinic.json("gear", "reset", "Kira", "Pistola", "--payer", "Rina")
    assert (reset["type"], reset["payer_name"]) == ("GearReset", "Rina Sala")
    assert (reserve(clinic, "Rina"), reserve(clinic, "Kira")) == (6, 7)


def test_a_maintainer_with_the_skill_or_a_clinic_maintains(clinic):
    clinic.run("gear", "mark", "Rina", "Occhio cibernetico")
    # Rina has no Cibernetica: she cannot maintain her own eye.
    line = clinic.refused("gear", "reset", "Rina", "Occhio cibernetico")
    assert line.startswith("refused: Rina Sala cannot maintain an enhancement")
    # "il manutentore deve essere in possesso di strumenti e attrezzature adatte:
    # un normale kit di riparazione è sufficiente per la cibernetica"
    maintained = ("gear", "reset", "Rina", "Occhio cibernetico", "--by", "Mara")
    line = clinic.refused(*maintained, "--payer", "Mara")
    assert line == (
        "refused: maintenance outside a clinic or a lab needs the tools: Mara Sole "
        "or Rina Sala has no repair kit (kit di riparazione) for cybernetics in the "
        "equipment (or maintain it --clinic) (Uso dei potenziamenti)"
    )
    clinic.run(
        "resources", "acquire", "Mara", "Kit di riparazione", "--availability",
        "immediate", "--keep",
    )  # fmt: skip
    # Dario pays without maintaining: refused; Mara maintains and pays.
    line = clinic.refused(
        "gear", "reset", "Rina", "Occhio cibernetico", "--by", "Mara",
        "--payer", "Dario",
    )  # fmt: skip
    assert line == (
        "refused: Dario Neri does not maintain Rina Sala's Occhio cibernetico: "
        "only the maintainer may pay for another's maintenance (Uso dei "
        "potenziamenti)"
    )
    (kept,) = clinic.json(*maintained, "--payer", "Mara")
    assert (kept["type"], kept["maintainer_name"], kept["skill"], kept["tools"]) == (
        "EnhancementMaintainedWithTools",
        "Mara Sole",
        "Cibernetica",
        "Kit di riparazione",
    )
    assert "Kit di riparazione" in clinic.json("show", "Mara")["equipment"]
    assert (reserve(clinic, "Mara"), reserve(clinic, "Rina")) == (6, 7)
    # At a clinic the owner pays; `reserve spend --kind enhancement` is the same.
    clinic.run("scene", "end")
    clinic.run("scene", "start", "La clinica")
    clinic.run("gear", "mark", "Rina", "Occhio cibernetico")
    (paid,) = clinic.json(
        "reserve", "spend", "Rina", "1", "--kind", "enhancement",
        "--item", "Occhio cibernetico", "--clinic",
    )  # fmt: skip
    assert (paid["type"], paid["maintainer"], paid["payer_name"]) == (
        "EnhancementMaintained",
        None,
        "Rina Sala",
    )
    assert "at a clinic" in clinic.run("log").stdout


def test_healing_needs_the_healer_s_tools_and_keeps_them(clinic):
    # "il curante deve essere in possesso di strumenti e attrezzature adatte: un
    # normale kit medico è sufficiente per le ferite lievi, ma per ferite gravi è
    # necessaria una strumentazione avanzata": there, not consumed.
    clinic.run("wound", "Kira", "2")  # light: a medical kit is enough
    (healed,) = clinic.json("heal", "Kira", "--healer", "Mara")
    assert (healed["type"], healed["tools"], healed["cost"]) == (
        "HealedWithToolsAtHand",
        "Kit medico",
        1,
    )
    kit = ["Kit medico", "Strumentazione medica avanzata"]
    assert clinic.json("show", "Mara")["equipment"] == kit
    clinic.run("wound", "Kira", "4")  # one serious: advanced equipment
    line = clinic.refused("heal", "Kira", "--healer", "Mara", "--tools", "Pistola")
    assert line == (
        "refused: Mara Sole or Kira Voss has no 'Pistola' in the equipment "
        "(Medicina e cure)"
    )
    line = clinic.refused("heal", "Kira", "--healer", "Mara", "--tools", "Kit medico")
    assert line.startswith("refused: Kit medico is not advanced equipment")
    (again,) = clinic.json("heal", "Kira", "--healer", "Mara", "--payer", "healer")
    assert again["tools"] == "Strumentazione medica avanzata"
    assert clinic.json("show", "Mara")["equipment"] == kit
    # Without the tools, outside a clinic: refused.
    clinic.run("wound", "Kira", "1")
    line = clinic.refused("heal", "Kira", "--healer", "Rina")
    assert line.startswith("refused: Rina Sala has no Primo Soccorso")


def test_a_protection_s_owner_pays_for_it(clinic):
    # "Per azzerare il contatore il giocatore deve spendere 1D Riserva, facendo
    # riparare o sostituendo la protezione": no companion pays for it.
    clinic.run("gear", "mark", "Kira", "Giubbotto rinforzato")
    line = clinic.refused(
        "gear", "reset", "Kira", "Giubbotto rinforzato", "--payer", "Rina"
    )
    assert line == (
        "refused: Rina Sala cannot pay for Kira Voss's Giubbotto rinforzato: a "
        "protection is repaired or replaced by its owner's die (\"il giocatore deve "
        'spendere 1D Riserva, facendo riparare o sostituendo la protezione") '
        "(Munizioni e manutenzione)"
    )
    (reset,) = clinic.json("gear", "reset", "Kira", "Giubbotto rinforzato")
    assert (reset["payer_name"], reserve(clinic, "Kira")) == ("Kira Voss", 6)
