"""`journal site`: the campaign as a static website, browsable and searchable
offline (see journal.projections.site)."""

from __future__ import annotations

from pathlib import Path

import click

from journal.context import Env, pass_env
from journal.i18n import _
from journal.output import campaign_line, emit_json, json_option


@click.command("site")
@click.option(
    "--out",
    required=True,
    type=click.Path(file_okay=False, path_type=Path),
    help="The site's folder: new, empty, or a site written before (updated).",
)
@click.option(
    "--campaign", metavar="NAME", help="The campaign (default: as for every command)."
)
@click.option(
    "--lang",
    type=click.Choice(["en", "it"], case_sensitive=False),
    default=None,
    help="Language of the pages (default: the global --lang).",
)
@json_option
@pass_env
def site(env: Env, out: Path, campaign: str | None, lang: str | None, as_json) -> None:
    """Write the campaign as a website into OUT: a home page (the story so far,
    the party), a page per session, per character (its sheet now and as each
    session ended, the history of every field, charts of its tracks), the logs,
    an index of names and a search that works offline. Open OUT/index.html in
    a browser or put the folder on any static host: nothing is fetched from the
    network. Run it again after a session: only the pages that changed are
    written.

    \b
    Examples:
      journal site --out ombre-su-milano
      journal site --out sito --lang it --campaign "Ombre su Milano"
    """
    from journal.commands.read import progress_bar
    from journal.projections.site.build import build_site

    if campaign:
        env.campaign = campaign
    with progress_bar(2, _("site")) as bar:  # read, build
        history = env.app.campaign_events(env.campaign)
        bar.update(1)
        report = build_site(history, out, lang or env.lang)
        env.app.fingerprint(env.campaign, place="site")  # what it published
        bar.update(1)
    total = len(report.written) + len(report.unchanged)
    if as_json:
        kinds = ("written", "unchanged", "removed")
        counts = {kind: len(getattr(report, kind)) for kind in kinds}
        return emit_json({"campaign": env.campaign_name, "out": str(out), **counts})
    click.echo(campaign_line(env.campaign_name))
    click.echo(
        _(
            "wrote {written} of {total} files into {out} ({unchanged} unchanged, "
            "{removed} removed); open {value}",
        ).format(
            written=len(report.written),
            total=total,
            out=out,
            unchanged=len(report.unchanged),
            removed=len(report.removed),
            value=out / "index.html",
        )
    )
