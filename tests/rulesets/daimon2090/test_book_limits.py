"""Dàimon 2090's limits the journal missed (issue 28), through the command line:
a class's weapons through Risorse, an enhancement's maintenance tools by field,
one help die on a confrontation side, a sample skill's kind on evolution.

Kira Voss: social class 1 (Cracker, Nomade), 7 Riserva. Dario Neri: class 3.
"""

from __future__ import annotations

import pytest

ACQUIRE = ("resources", "acquire")
NINA = """name = "Nina Greco"
player = "Chiara"
creation = "import"
social_class = { origin = 4, current = 4 }
characteristics = { potenza = 2, destrezza = 3, agilita = 2, intelligenza = 4, \
spirito = 3, carisma = 2 }
classes = ["Medico"]
traits = ["Calma"]
equipment = ["Kit di riparazione"]

[[skills]]
name = "Medicina"
kind = "G"
class = "Medico"
score = 2

[[skills]]
name = "Nanomedicina"
class = "Medico"
score = 2

[[enhancements]]
name = "Nanociti"
bonus = { "Potenza" = 1 }
hidden = true
marks = 3

[[enhancements]]
name = "Braccio cibernetico"
bonus = { "Destrezza" = 1 }
marks = 2
"""


@pytest.fixture
def nina(ready, tmp_path):
    ready.run("player", "add", "Chiara")
    path = tmp_path / "nina.toml"
    path.write_text(NINA)
    ready.run("character", "create", "--from", str(path))
    return ready


def test_a_class_obtains_weapons_up_to_the_level_its_table_offers(ready):
    # RISORSE PER CLASSE SOCIALE, class 1: "Su richiesta ... piccole armi";
    # class 2: "Su richiesta: Armi di medio calibro". A flamethrower is special (4:
    # "Lanciarazzi, granate, lanciafiamme, esplosivi"), out of either's reach.
    line = ready.refused(*ACQUIRE, "Kira", "Lanciafiamme", "--weapon", "4")
    assert line == (
        "refused: social class 1 obtains 'piccole armi': weapons up to level 1, not "
        "Lanciafiamme of level 4 (the story may give it: --availability says how) "
        "(Risorse: Acquistare o reperire risorse)"
    )
    ready.run("resources", "social-class", "Kira", "2", "--reason", "una banda")
    line = ready.refused(*ACQUIRE, "Kira", "Lanciafiamme", "--weapon", "4")
    assert (
        "social class 2 obtains 'Armi di medio calibro': weapons up to level 2" in line
    )
    (pistol,) = ready.json(*ACQUIRE, "Kira", "Pistola pesante", "--weapon", "2")
    assert (pistol["availability"], pistol["level"], pistol["cost"]) == (
        "request",
        2,
        0,
    )
    # Class 3, "Armi e droghe di media qualità": medium, not heavy (3).
    line = ready.refused(*ACQUIRE, "Dario", "Mitragliatore", "--weapon", "3")
    assert "social class 3 obtains 'Armi e droghe di media qualità'" in line
    # The table's own word still wins: the story hands it over.
    (given,) = ready.json(
        *ACQUIRE, "Dario", "Mitragliatore", "--weapon", "3", "--availability", "partial"
    )
    assert (given["level"], given["cost"]) == (3, 1)


def test_a_hidden_enhancement_s_maintenance_needs_a_lab_for_nanotechnology(nina):
    # USO DEI POTENZIAMENTI: "un normale kit di riparazione è sufficiente per la
    # cibernetica, ma per nanotecnologie e ingegneria genetica è richiesto un
    # laboratorio attrezzato". Nina's Nanomedicina works on nanotechnology.
    line = nina.refused("gear", "reset", "Nina", "Nanociti")
    assert line == (
        "refused: maintenance outside a clinic or a lab needs the tools: Nina Greco "
        "has no equipped lab (laboratorio) for nanotechnology and genetics in the "
        "equipment (or maintain it --clinic) (Uso dei potenziamenti)"
    )
    nina.run(
        *ACQUIRE, "Nina", "Laboratorio di nanomedicina", "--availability", "partial",
        "--keep",
    )  # fmt: skip
    (kept,) = nina.json("gear", "reset", "Nina", "Nanociti")
    assert (kept["skill"], kept["tools"], kept["before"]) == (
        "Nanomedicina",
        "Laboratorio di nanomedicina",
        3,
    )
    # "o accesso a un laboratorio o clinica o ospedale": no tools of one's own.
    nina.run("gear", "mark", "Nina", "Nanociti")
    (lab,) = nina.json("gear", "reset", "Nina", "Nanociti", "--lab")
    assert (lab["type"], lab["maintainer"]) == ("EnhancementMaintained", None)


def test_a_visible_implant_is_cybernetic(nina):
    # "Gli impianti cibernetici di base sono visibili": nanotechnology and genetics
    # are hidden by nature, so Nina's visible arm is cybernetic, and her
    # Nanomedicina does not maintain it, repair kit or not.
    line = nina.refused("gear", "reset", "Nina", "Braccio cibernetico")
    assert line == (
        "refused: Nina Greco cannot maintain an enhancement (needs Cibernetica or "
        "Medicina Cibernetica: a visible implant is cybernetic): name a maintainer "
        "with --by CHAR, or --clinic (Uso dei potenziamenti)"
    )


def test_one_help_die_on_a_confrontation_side(nina):
    # AIUTO DA ALTRI: "l'aiuto non può consistere in più di un singolo dado".
    line = nina.refused(
        "confront", "Kira:agilita:help=Nina:help=Dario", "Dario:agilita",
        "--dice", "6,6,6,6,6,1,1",
    )  # fmt: skip
    assert line == (
        "refused: 'Kira:agilita:help=Nina:help=Dario' has help from Nina and "
        "Dario: help is a single die (\"l'aiuto non può consistere in più di un "
        'singolo dado") (Aiuto da altri)'
    )
    twice = nina.run("confront", "Kira:agilita:bonus=1:bonus=2", "Dario:agilita",
                     expect=2)  # fmt: skip
    assert "bonus= is given twice" in twice.stderr


def test_a_sample_skill_s_kind_comes_from_the_rulebook(ready):
    # ABILITÀ DI ESEMPIO, Sotterfugio: "S | Scassinare | Forzare serrature".
    ready.run("evo", "buy", "Kira", "7")  # 7 PE: 1 EVO
    events = ready.json(
        "evo", "spend", "Kira", "skill", "Scassinare", "--class", "Nomade"
    )
    (raised,) = [e for e in events if e["type"] == "SkillRaised"]
    assert (raised["kind"], raised["generic"], raised["score"], raised["cost"]) == (
        "S",
        "Sotterfugio",
        1,
        1,
    )
    skill = ready.json("show", "Kira")["skills"]["Scassinare"]
    assert (skill["kind"], skill["class"]) == ("S", "Nomade")
