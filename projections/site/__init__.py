"""The campaign as a static website (`journal site`): one folder of HTML pages
that opens from disk, sits on any static host and fetches nothing.

`facts` folds the stream once for what the pages need beyond the chronicle;
`pages_*` turn it into page contexts (plain data); `render` fills the Jinja2
templates of `templates/site/`; `write` writes only the pages whose content
changed; `build` runs them in order. Every ruleset is reached through its views.
"""
