"""The kit's checks, as pytest tests: import them all into one test module that
gives a `declaration` fixture (see journal.conformance).

Every check reads one store recorded once per module (`played`); chronicles,
PDFs and sites are made once per language. A check the declaration lists in
`gaps` is expected to fail (strictly: once it passes, the gap must go).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from journal.conformance import prose
from journal.conformance.table import LANGS, Table, play
from journal.projections.site.links import slug

__all__ = [
    "played",
    "chronicles",
    "pdfs",
    "sites",
    "test_the_sample_records_and_a_wound_moves_the_track",
    "test_a_void_and_its_void",
    "test_a_non_player_character",
    "test_status",
    "test_show",
    "test_track",
    "test_why_every_track",
    "test_diff",
    "test_log",
    "test_chronicles",
    "test_pdf_chronicles",
    "test_site",
    "test_export_and_import",
    "test_obsidian_export",
    "test_refusals_point_to_pages_that_exist",
    "test_names_typed_wrong_get_a_suggestion",
    "test_the_catalogue_is_complete",
    "test_no_word_reaches_a_user_outside_a_catalogue",
]


def _gap(request, declaration) -> None:
    name = request.node.originalname
    if name in declaration.gaps:
        marker = pytest.mark.xfail(reason=declaration.gaps[name], strict=True)
        request.node.add_marker(marker)


def _clean(text: str, played, where: str, ids: bool = True) -> None:
    found = prose.internals(text, played.types, played.ids if ids else set())
    assert not found, f"{where} shows internals: {'; '.join(found)}"


@pytest.fixture(scope="module")
def played(declaration, tmp_path_factory):
    folder = tmp_path_factory.mktemp(f"kit-{declaration.ruleset}")
    return play(declaration, folder)


@pytest.fixture(scope="module")
def chronicles(played):
    """{lang: {"md": text, "html": visible text}} of the whole campaign."""
    found = {}
    for lang in LANGS:
        found[lang] = {}
        for kind in ("md", "html"):
            out = played.table.folder / f"chronicle.{lang}.{kind}"
            played.table.run(
                "chronicle", "--all", "--format", kind, "--out", str(out), lang=lang
            )
            text = out.read_text(encoding="utf-8")
            shown = prose.markdown_text(text) if kind == "md" else prose.html_text(text)
            found[lang][kind] = shown
    return found


@pytest.fixture(scope="module")
def pdfs(played):
    """{lang: text} of the whole campaign's PDF chronicle (rendered once each)."""
    found = {}
    for lang in LANGS:
        out = played.table.folder / f"chronicle.{lang}.pdf"
        played.table.run("chronicle", "--all", "--lang", lang, "--out", str(out))
        found[lang] = prose.pdf_text(out)
    return found


@pytest.fixture(scope="module")
def sites(played):
    """{lang: {page path: visible text}} of the campaign's site."""
    found = {}
    for lang in LANGS:
        out = played.table.folder / f"site.{lang}"
        played.table.run("site", "--out", str(out), lang=lang)
        found[lang] = {
            str(page.relative_to(out)): prose.html_text(page.read_text("utf-8"))
            for page in sorted(out.rglob("*.html"))
        }
    return found


def test_the_sample_records_and_a_wound_moves_the_track(request, declaration, played):
    _gap(request, declaration)
    assert played.events, "the sample recorded nothing"
    assert played.track_after != played.track_before, (
        f"{' '.join(declaration.wound)} left {declaration.track} at "
        f"{played.track_before}"
    )


def test_a_void_and_its_void(request, declaration, played):
    _gap(request, declaration)
    assert played.track_voided == played.track_before
    assert played.track_restored == played.track_after


def test_a_non_player_character(request, declaration, played):
    _gap(request, declaration)
    assert "npc" not in played.problems, played.problems["npc"]
    shown = played.table.json("show", played.npc)
    assert shown["player"] is None and shown.get("npc") is True
    listed = played.table.json("npc", "list")
    assert played.npc in [row["name"] for row in listed]
    assert all({"id", "name", "ruleset"} <= set(row) for row in listed)


@pytest.mark.parametrize("lang", LANGS)
def test_status(request, declaration, played, lang):
    _gap(request, declaration)
    ran = played.table.run("status", lang=lang)
    assert played.character in ran.stdout
    if played.npc:
        assert played.npc in ran.stdout, "status does not show the NPC"
    _clean(ran.stdout, played, f"status ({lang})")
    assert played.table.json("status", lang=lang)
    listed = played.table.run("character", "list", lang=lang).stdout
    assert played.character in listed
    _clean(listed, played, f"character list ({lang})")
    if played.npc:
        npcs = played.table.run("npc", "list", lang=lang).stdout
        assert played.npc in npcs
        _clean(npcs, played, f"npc list ({lang})")


@pytest.mark.parametrize("lang", LANGS)
def test_show(request, declaration, played, lang):
    _gap(request, declaration)
    for who in filter(None, [declaration.character, played.npc]):
        ran = played.table.run("show", who, lang=lang)
        _clean(ran.stdout, played, f"show {who} ({lang})")
    shown = played.table.json("show", declaration.character)
    assert {"name", "player", "ruleset", "status", "tracks"} <= set(shown)
    assert shown["ruleset"] == declaration.ruleset and shown["player"]


def test_track(request, declaration, played):
    _gap(request, declaration)
    tracks = played.table.json("track", declaration.character)
    assert declaration.track in tracks
    for name, track in tracks.items():
        assert set(track) >= {"value", "min", "max"}, name
    for lang in LANGS:
        _clean(played.table.run("track", declaration.character, lang=lang).stdout,
               played, f"track ({lang})")  # fmt: skip


def test_why_every_track(request, declaration, played):
    _gap(request, declaration)
    tracks = played.table.json("track", declaration.character)
    for name, track in tracks.items():
        rows = played.table.json("why", declaration.character, name)
        assert rows and rows[-1]["value"] == track["value"], name
        assert all({"id", "type", "delta", "value"} <= set(row) for row in rows)
        for lang in LANGS:
            text = played.table.run("why", declaration.character, name, lang=lang)
            _clean(text.stdout, played, f"why {name} ({lang})", ids=False)


def test_diff(request, declaration, played):
    _gap(request, declaration)
    last = max(e["session"] for e in played.events if e["session"] is not None)
    for lang in LANGS:
        ran = played.table.run(
            "diff", declaration.character, "session:1", f"session:{last}", lang=lang
        )
        assert ran.stdout.strip()
        _clean(ran.stdout, played, f"diff ({lang})")


def test_log(request, declaration, played):
    _gap(request, declaration)
    keys = {"id", "seq", "type", "at", "session", "scene", "void"}
    assert all(keys <= set(event) for event in played.events)
    for lang in LANGS:
        ran = played.table.run("log", lang=lang)
        assert len(ran.stdout.splitlines()) >= len(played.events)
        _clean(ran.stdout, played, f"log ({lang})", ids=False)


def test_chronicles(request, declaration, played, chronicles):
    _gap(request, declaration)
    for lang, kinds in chronicles.items():
        for kind, text in kinds.items():
            assert played.character in text
            if played.npc:
                assert played.npc in text, f"the {kind} chronicle has no NPC"
                heading = f"{played.npc} ({_npc_word(lang, declaration)})"
                assert heading in text, f"the {kind} chronicle has no NPC's sheet"
            _clean(text, played, f"the {kind} chronicle ({lang})")


def _npc_word(lang: str, declaration) -> str:
    """How a chronicle's sheets at the end name the Master's ('the Master's')."""
    from journal.projections.render_env import messages

    return messages(lang, declaration.ruleset)["npc"]


def test_pdf_chronicles(request, declaration, played, pdfs):
    _gap(request, declaration)
    for lang, text in pdfs.items():
        assert played.character in text
        _clean(text, played, f"the PDF chronicle ({lang})")


def test_site(request, declaration, played, sites):
    _gap(request, declaration)
    for lang, pages in sites.items():
        assert played.character in pages["index.html"]
        if played.npc:
            assert played.npc in pages["index.html"], "the site's index has no NPC"
            own = f"characters/{slug(played.npc)}.html"
            assert own in pages, f"the site has no page for the NPC ({own})"
        for page, text in pages.items():
            _clean(text, played, f"the site's {page} ({lang})")


def test_export_and_import(request, declaration, played):
    _gap(request, declaration)
    folder = played.table.folder
    out = folder / "kit-export.jsonl"
    played.table.run("export", "--out", str(out))
    other = Table(folder / "kit-imported.sqlite3", folder)
    other.run("import", str(out))
    for who in filter(None, [declaration.character, played.npc]):
        assert other.json("show", who) == played.table.json("show", who)


REFUSED = {"en": "refused: ", "it": "rifiutato: "}


def test_obsidian_export(request, declaration, played):
    _gap(request, declaration)
    for lang in LANGS:
        out = played.table.folder / f"vault.{lang}"
        played.table.run("export", "--format", "obsidian", "--out", str(out),
                         lang=lang)  # fmt: skip
        notes = {
            str(note.relative_to(out)): prose.markdown_text(_body(note))
            for note in sorted(out.rglob("*.md"))
        }
        assert notes, f"the Obsidian vault ({lang}) has no note"
        everything = "\n".join(notes.values())
        for who in filter(None, [played.character, played.npc]):
            assert who in everything, f"the Obsidian vault ({lang}) has no {who}"
        for note, text in notes.items():  # ids name notes and link them: allowed
            _clean(text, played, f"the vault's {note} ({lang})", ids=False)


def _body(note) -> str:
    """A note's text without its properties (the front matter)."""
    text = note.read_text(encoding="utf-8")
    if text.startswith("---\n"):
        _, _, rest = text[4:].partition("\n---\n")
        return rest
    return text


def test_refusals_point_to_pages_that_exist(
    request, declaration, played, tmp_path_factory
):
    _gap(request, declaration)
    folder = tmp_path_factory.mktemp("bad-sheet")
    sheet = folder / "bad.toml"
    sheet.write_text(declaration.bad_sheet, encoding="utf-8")
    texts = []
    for lang in LANGS:
        ran = played.table.run("character", "create", "--from", str(sheet),
                               lang=lang, expect=1)  # fmt: skip
        assert ran.stderr.startswith(REFUSED[lang]), ran
        texts.append(ran.stderr)
        texts.append(played.table.run("character", "create", "--help").stdout)
    problems = [
        p for text in texts for p in prose.missing_pages(text, declaration.pages)
    ]
    assert not problems, "; ".join(sorted(set(problems)))


def typo(word: str) -> str:
    """A near miss: the first word with its last letter doubled."""
    first = word.split()[0]
    return first + first[-1]


def _core_names(declaration, played):
    tracks = list(played.table.json("track", declaration.character))
    event = played.wound_ids[-1]
    char = declaration.character
    names = [
        ("character", ("show", "{name}"), char, played.character),
        ("track", ("track", "set", char, "{name}", "1", "--reason", "kit"),
         tracks[0], tracks[0]),
        ("why field", ("why", char, "{name}"), declaration.track, declaration.track),
        ("event id", ("void", "{name}", "--reason", "kit"), event, event),
    ]  # fmt: skip
    if played.npc:
        names.append(("npc", ("show", "{name}"), played.npc, played.npc))
    return names


def test_names_typed_wrong_get_a_suggestion(request, declaration, played):
    _gap(request, declaration)
    names = [(n.kind, n.command, n.typed, n.meant) for n in declaration.names]
    names = [(k, c, typo(t), m) for k, c, t, m in _core_names(declaration, played)] + [
        (k, c, t, m) for k, c, t, m in names
    ]
    problems = []
    shown = played.table.json("show", declaration.character)
    for kind in ("characteristics", "skills"):
        if shown.get(kind) and not any(n.kind == kind[:-1] for n in declaration.names):
            problems.append(f"the declaration types no {kind[:-1]} wrong")
    table = played.table.copy("kit-names")  # a name taken for another records
    for kind, command, typed, meant in names:
        args = [part.replace("{name}", typed) for part in command]
        for lang in LANGS:
            ran = table.run(*args, lang=lang, expect=None)
            # the suggestion, not the typed word echoed ('woundss' holds wounds)
            said = re.sub(rf"(?<!\w){re.escape(typed)}(?!\w)", "", ran.stderr)
            if ran.code != 1 or meant not in said:
                problems.append(f"{kind} {typed!r} ({lang}): {ran}")
    assert not problems, "\n".join(problems)


def test_the_catalogue_is_complete(request, declaration):
    """The ruleset's gettext domain, as journal.catalogues checks the core's:
    every string it marks extracted, translated in every language, no fuzzy
    entry, the same placeholders (Babel extracts: skipped where it is absent)."""
    _gap(request, declaration)
    pytest.importorskip("babel")
    from journal import catalogues
    from journal.domain.rulesets import ruleset as find
    from journal.i18n import BUILT_IN, folder

    found = find(declaration.ruleset)
    if found.name in BUILT_IN:
        domains = [d for d in catalogues.built_in() if d.name == found.name]
    else:
        from importlib.util import find_spec

        if not found.locale:
            pytest.skip(f"{found.name} names no catalogue (Ruleset.locale)")
        package = find_spec(found.locale)
        sources = tuple(Path(p) for p in package.submodule_search_locations or ())
        domains = [catalogues.Domain(found.name, sources, folder(found.name))]
    assert catalogues.check(domains) == []


def test_no_word_reaches_a_user_outside_a_catalogue(request, declaration, tmp_path):
    """The sample under the pseudo-locale (journal.pseudo): status, log, show,
    why, diff, a chronicle, a guided creation, audit of a tampered store and
    every command's --help print no word that went through no catalogue."""
    _gap(request, declaration)
    from journal.pseudo import check_sample

    found = check_sample(
        declaration.ruleset,
        tmp_path,
        declaration.glossary,
        declaration.creation,
        declaration.script,
    )
    assert found == {}
