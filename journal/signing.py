"""Optional signatures: a person's ed25519 key signs every event they record.

`journal key new NAME` makes a key (the `cryptography` library's ed25519) in
the user's own keys folder ($JOURNAL_KEYS, else `keys` in the user config
folder; owner-only) and makes it the one in use. From then on every event this
user records carries a signature over its digest (the hash chain's link:
journal.chain), kept beside the digests (`journal_signatures`, in the events'
transaction). `journal key introduce` records the public key under its name in
the store's campaign index, and `journal key require` records that a campaign
requires signatures from then on: `journal audit` names who signed what and
reports an event signed wrongly, or (where signatures are required) one that
is unsigned or signed by a key the index does not know.

Nothing here is imported by a command that does not sign or check a signature:
a recording looks for a key in use with one `stat`, and loads the library only
when there is one.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from journal.i18n import N_, _

ENV_KEYS = "JOURNAL_KEYS"  # the keys folder
ENV_KEY = "JOURNAL_KEY"  # the key in use, by name (else the folder's `current`)
CURRENT = "current"
NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,39}$")
SECTION = N_("journal: signatures")


def folder() -> Path:
    value = os.environ.get(ENV_KEYS, "").strip()
    if value:
        return Path(value).expanduser()
    from journal.userdirs import user_path

    return user_path("config") / "keys"


def in_use() -> str | None:
    """The name of the key in use, or None (no key: nothing is signed)."""
    named = os.environ.get(ENV_KEY, "").strip()
    if named:
        return named
    try:
        return (folder() / CURRENT).read_text(encoding="utf-8").strip() or None
    except OSError:
        return None


class Signer:
    """The key in use, loaded once a recording needs it."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._key = None

    @property
    def key(self):
        if self._key is None:
            self._key = load(self.name)
        return self._key

    @property
    def public(self) -> str:
        return public_hex(self.key)

    def sign(self, digest: bytes) -> str:
        return self.key.sign(digest).hex()


def current_signer() -> Signer | None:
    name = in_use()
    return Signer(name) if name else None


def key_path(name: str) -> Path:
    from journal.domain.errors import JournalError

    if not NAME.match(name):
        raise JournalError(
            _(
                "a key's name is letters, digits, '.', '_' or '-' (at most 40): "
                "{name!r}"
            ).format(name=name),
            SECTION,
        )
    return folder() / f"{name}.key"


def new_key(name: str) -> str:
    """Make the key NAME, owner-only, and put it in use; returns its public key."""
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from journal.domain.errors import JournalError
    from journal.outfile import new_file

    path = key_path(name)
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    key = Ed25519PrivateKey.generate()
    raw = key.private_bytes(
        serialization.Encoding.Raw,
        serialization.PrivateFormat.Raw,
        serialization.NoEncryption(),
    )
    try:
        fd = new_file(path)
    except FileExistsError:
        raise JournalError(
            _(
                "there is already a key called {name} ({path}): choose another name"
            ).format(name=name, path=path),
            SECTION,
        ) from None
    with os.fdopen(fd, "w", encoding="ascii") as out:
        out.write(raw.hex() + "\n")
    use(name)
    return public_hex(key)


def use(name: str) -> None:
    from journal.outfile import write_output

    if not key_path(name).exists():
        from journal.domain.errors import NotFound

        raise NotFound(
            _("no key called {name} in {value}").format(name=name, value=folder()),
            SECTION,
        )
    write_output(folder() / CURRENT, f"{name}\n".encode(), private=True)


def load(name: str):
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

    from journal.domain.errors import JournalError

    path = key_path(name)
    try:
        raw = bytes.fromhex(path.read_text(encoding="ascii").strip())
        return Ed25519PrivateKey.from_private_bytes(raw)
    except (OSError, ValueError) as error:
        raise JournalError(
            _(
                "the key {name} cannot be read ({path}: {error}); nothing was recorded"
            ).format(name=name, path=path, error=error),
            SECTION,
        ) from None


def public_hex(key) -> str:
    from cryptography.hazmat.primitives import serialization

    raw = key.public_key().public_bytes(
        serialization.Encoding.Raw, serialization.PublicFormat.Raw
    )
    return raw.hex()


def keys() -> list[dict]:
    """The keys in the keys folder: name, public key, in use."""
    found, current = [], in_use()
    try:
        paths = sorted(folder().glob("*.key"))
    except OSError:
        return []
    for path in paths:
        name = path.stem
        try:
            public = public_hex(load(name))
        except Exception:  # noqa: BLE001 - listed as unreadable
            public = None
        found.append({"name": name, "public": public, "in_use": name == current})
    return found


def verifies(public: str, digest: bytes, signature: str) -> bool:
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    try:
        Ed25519PublicKey.from_public_bytes(bytes.fromhex(public)).verify(
            bytes.fromhex(signature), digest
        )
    except (InvalidSignature, ValueError):
        return False
    return True


def short(public: str | None) -> str:
    """A public key as people compare it: its first 16 hex digits in groups."""
    if not public:
        return "?"
    return "-".join(public[i : i + 4] for i in range(0, 16, 4))
