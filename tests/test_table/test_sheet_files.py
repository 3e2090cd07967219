"""The sheet format lives in the repository (docs/daimon2090.md) and a sheet's
problem is told with its line and that page."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PAGE = ROOT / "docs" / "daimon2090.md"
KIRA = ROOT / "campaigns" / "ombre-su-milano" / "kira.toml"


def documented_sheet() -> str:
    text = PAGE.read_text(encoding="utf-8")
    return text.split("```toml\n")[1].split("```")[0]


def test_the_page_holds_a_complete_sheet_that_creates_a_character(table, tmp_path):
    lines = KIRA.read_text(encoding="utf-8").splitlines()
    assert (
        documented_sheet()
        == "\n".join(line for line in lines if not line.startswith("#")).strip() + "\n"
    )
    sheet = tmp_path / "kira.toml"
    sheet.write_text(documented_sheet(), encoding="utf-8")
    table.run("campaign", "new", "Prova")
    table.run("player", "add", "Ana")
    (created,) = table.json("character", "create", "--from", str(sheet))
    assert created["character"] == "Kira Voss"


def sheet_with(tmp_path, old: str, new: str) -> str:
    path = tmp_path / "sheet.toml"
    path.write_text(KIRA.read_text(encoding="utf-8").replace(old, new, 1))
    return str(path)


def test_a_sheet_problem_names_the_line_and_the_page(table, tmp_path):
    table.run("campaign", "new", "Prova")
    table.run("player", "add", "Ana")
    bad = sheet_with(tmp_path, "potenza = 3", "potenza = 9")
    assert table.refused("character", "create", "--from", bad) == (
        f"refused: {bad}, line 6: characteristics.potenza 9 is outside 1..7 (see "
        "docs/daimon2090.md) (Caratteristiche)"
    )
    bad = sheet_with(tmp_path, 'creation = "points"', 'creation = "points"\ncolour = 1')
    assert table.refused("character", "create", "--from", bad) == (
        f"refused: {bad}, line 5: unknown key 'colour' in the sheet (see "
        "docs/daimon2090.md) (journal: sheet files)"
    )
    bad = sheet_with(tmp_path, 'player = "Ana"', "player = ")
    line = table.refused("character", "create", "--from", bad)
    assert line.startswith(f"refused: {bad}, line 3: not valid TOML: ")
    assert line.endswith("(see docs/daimon2090.md) (journal: sheet files)")


def test_the_readme_points_at_the_page():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "docs/daimon2090.md" in readme and "../shared" not in readme
