"""The store's integrity: `journal audit`."""

from __future__ import annotations

import click

from journal.context import Env, pass_env
from journal.i18n import _
from journal.output import emit_json, json_option


@click.command("audit")
@click.option(
    "--fingerprint",
    "printed",
    metavar="XXXX-XXXX-XXXX-XXXX",
    help="Check one fingerprint the journal printed (session end, session list, "
    "a chronicle, an export): which point of which campaign it seals, and "
    "whether everything up to it is unchanged.",
)
@json_option
@pass_env
def audit(env: Env, printed: str | None, as_json: bool) -> None:
    """Verify every campaign's history: the hash chain event by event, the
    snapshots, a full replay, and the read models against it.

    Prints each campaign's event count and fingerprint (the chain's head);
    exits 1 naming every problem found. With --fingerprint, checks one
    fingerprint written down at any time: exit 0 when this history holds it
    and nothing up to it changed, 1 otherwise (no point of this history has
    it, or it was cut or rewritten).

    \b
    Examples:
      journal audit
      journal audit --json
      journal audit --fingerprint ebd4-c546-df4a-165d
    """
    if printed is not None:
        return check_printed(env, printed, as_json)
    from journal.integrity import audit as audit_store

    report = audit_store(env.app)
    if as_json:
        emit_json(report)
    else:
        for entry in report["campaigns"]:
            click.echo(audit_line(entry))
        if report["index"]["problems"]:
            click.echo(audit_line({"name": _("(campaign index)"), **report["index"]}))
    if not report["ok"]:
        raise click.exceptions.Exit(1)


def check_printed(env: Env, printed: str, as_json: bool) -> None:
    """`audit --fingerprint`: the point a fingerprint seals (journal.integrity)."""
    from journal.domain.text import one_line
    from journal.integrity import check_fingerprint, place_words
    from journal.projections.phrases import say

    try:
        report = check_fingerprint(env.app, printed)
    except ValueError:
        raise click.BadParameter(
            _(
                "{printed!r} is not a fingerprint: 16 hex digits, as printed "
                "(XXXX-XXXX-XXXX-XXXX)"
            ).format(printed=printed),
            param_hint="'--fingerprint'",
        ) from None
    records = [point.pop("record") for point in report["found"]]
    if as_json:
        emit_json(report)
    else:
        from journal.projections.describe import describe

        lang, value = env.lang, report["fingerprint"]
        for point, record in zip(report["found"], records, strict=True):
            ruleset = ruleset_of(env, point["campaign"])
            what = describe(record, lang, ruleset=ruleset) if record else "?"
            campaign = one_line(point["campaign"])
            click.echo(
                say(
                    lang,
                    "term.seals",
                    value=value,
                    campaign=campaign,
                    seq=point["seq"],
                    id=point["id"] or "?",
                    what=what,
                )
            )
            if point["unchanged"]:
                click.echo(say(lang, "term.seals_unchanged"))
            else:
                first = point["problems"][0]
                problem = _("event {seq}: {problem}").format(
                    seq=first.get("seq"), problem=first.get("problem")
                )
                click.echo(say(lang, "term.seals_changed", problem=problem))
            for where in point["printed"]:
                where = {**where, "place": place_words(where["place"])}
                click.echo(say(lang, "term.seals_printed", **where))
        for lost in report["printed_elsewhere"]:
            click.echo(
                say(
                    lang,
                    "term.seals_lost",
                    value=value,
                    **{
                        **lost,
                        "campaign": one_line(lost["campaign"]),
                        "place": place_words(lost["place"]),
                    },
                )
            )
        if not report["found"] and not report["printed_elsewhere"]:
            click.echo(say(lang, "term.seals_none", value=value))
    if not report["ok"]:
        raise click.exceptions.Exit(1)


def ruleset_of(env: Env, campaign: str) -> str | None:
    """A campaign's ruleset, to tell its events (None: the core's words)."""
    try:
        return env.app.registry().campaigns[campaign]["ruleset"]
    except Exception:  # noqa: BLE001 - a campaign the index cannot name
        return None


def audit_line(entry: dict) -> str:
    from journal.domain.text import one_line
    from journal.i18n import ngettext

    problems = len(entry["problems"])
    verdict = (
        _("verified")
        if not problems
        else ngettext("{n} problem", "{n} problems", problems).format(n=problems)
    )
    lines = [
        _("{name}: {events} events, fingerprint {fingerprint}: {verdict}").format(
            name=one_line(entry["name"]),
            events=entry["events"],
            fingerprint=entry["fingerprint"],
            verdict=verdict,
        )
    ]
    if entry.get("signed"):
        told = ", ".join(
            f"{one_line(_('unsigned') if who == 'unsigned' else who)} {n}"
            for who, n in entry["signed"].items()
        )
        lines.append("  " + _("signed: {told}").format(told=told))
    for note in entry.get("notes", ()):
        lines.append("  " + _("note: {note}").format(note=one_line(note)))
    for problem in entry["problems"]:
        if problem["seq"]:
            where = _("event {seq}").format(seq=problem["seq"])
        else:
            where = _("campaign")
        if problem["id"]:
            where += f" ({problem['id']})"
        lines.append(f"  {where}: {one_line(problem['problem'])}")
    return "\n".join(lines)
