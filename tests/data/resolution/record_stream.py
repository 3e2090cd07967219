"""Record resolution.journal into a fresh store and write its stream as JSON lines.

    python tests/data/resolution/record_stream.py tests/data/resolution.vN.jsonl

The file is a stored-format fixture: once committed it is never regenerated
(a later version of the rules gets a new file, vN+1; older ones keep replaying).
The recording itself is tests/data/record_stream.py's, for this one script.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from record_stream import record  # noqa: E402

if __name__ == "__main__":
    record(HERE / "resolution.journal", Path(sys.argv[1]))
