"""A ruleset's sheet file as a JSON Schema (`journal sheet schema`), from its
declaration (journal.domain.sheetmodel), for editors that check and complete
TOML against one (taplo, Even Better TOML: `#:schema ./brp.schema.json` at the
top of a sheet).

pydantic writes the schema of the canonical keys; here every key also gets its
declared names, in the spellings people type (as declared, without accents,
lower case, capitalised), a required key is satisfied by any of them, a record
given bare (a trait's name) is allowed as such, and the journal's own markers
(`x-...`) are taken out.
"""

from __future__ import annotations

from typing import Any

from journal.domain.text import fold_key

DIALECT = "https://json-schema.org/draft/2020-12/schema"
_BARE = {"name": {"type": "string"}, "value": {"type": "integer"}}


def sheet_schema(ruleset, lang: str = "en") -> dict:
    """The schema; its title and every key's description in `lang` (the
    language in use: `journal --lang it sheet schema`), English by default."""
    from journal.i18n import _
    from journal.sheetfiles import model_of

    model = model_of(ruleset)
    if model is None:
        return {}
    found = model.model_json_schema(by_alias=True)
    for table in [found, *found.get("$defs", {}).values()]:
        _spelt_out(table)
    if lang != "en":
        own = found.get("description")
        _described(found)
        if own is not None and found["description"] == own:  # no catalogue has it
            del found["description"]  # the schema's own, below, in `lang`
    title = "{title}: a sheet file"
    about = (
        "See docs/{name}.md (in English); check one with `journal sheet check FILE`."
    )
    if lang != "en":
        title = _("{title}: a sheet file")
        about = _(
            "See docs/{name}.md (in English); check one with "
            "`journal sheet check FILE`."
        )
    return {
        "$schema": DIALECT,
        "$id": f"journal:sheet:{ruleset.name}",
        "title": title.format(title=ruleset.title),
        "description": about.format(name=ruleset.name),
        **{k: v for k, v in found.items() if k != "title"},
    }


def _described(node) -> None:
    """Every `description` (a key's help, as declared) in the language in use."""
    from journal.i18n_click import translated

    if isinstance(node, list):
        for item in node:
            _described(item)
    elif isinstance(node, dict):
        for key, value in node.items():
            if key == "description" and isinstance(value, str):
                node[key] = translated(value)
            else:
                _described(value)


def spellings(*names: str) -> list[str]:
    """The ways a key is written: as declared, without accents, lower case,
    capitalised (each once, in that order)."""
    found: list[str] = []
    for name in names:
        folded = fold_key(name)
        forms = (name, folded, name.lower(), name.capitalize(), folded.capitalize())
        for form in forms:
            if form not in found:
                found.append(form)
    return found


def _spelt_out(table: dict) -> None:
    properties = table.get("properties")
    if not properties:
        return
    required = table.pop("required", [])
    spelt: dict[str, Any] = {}
    alternatives = {}
    for key, schema in properties.items():
        names = schema.pop("x-names", [])
        _marked(schema)
        forms = spellings(key, *names)
        alternatives[key] = forms
        for form in forms:
            spelt.setdefault(form, schema)
    table["properties"] = spelt
    needs = [{"anyOf": [{"required": [f]} for f in alternatives[k]]} for k in required]
    if needs:
        table["allOf"] = needs


def _marked(schema: dict) -> None:
    """The journal's markers as JSON Schema: a bare record allowed, a number
    allowed where a text is read; then taken out."""
    bare = schema.pop("x-bare", None)
    text = schema.pop("x-text", None)
    if schema.pop("x-choice", None):
        for kind in [schema, *schema.get("anyOf", [])]:
            if "enum" in kind:
                kind["enum"] = _words(kind["enum"])
            if "const" in kind:
                kind["enum"] = _words([kind.pop("const")])
    schema.pop("x-section", None)
    if bare:
        for where in ("items", "additionalProperties"):
            if isinstance(schema.get(where), dict):
                schema[where] = {"anyOf": [_BARE[bare], schema[where]]}
    if text:
        kinds = schema.pop("anyOf", [{"type": "string"}])
        schema["anyOf"] = [*kinds, {"type": "number"}]
        schema.pop("type", None)


def _words(values: list[str]) -> list[str]:
    """A choice's words in any case people write them (read ignoring case)."""
    found: list[str] = []
    for value in values:
        for form in (value, value.upper(), value.capitalize()):
            if form not in found:
                found.append(form)
    return found
