"""The packages of each folder that pyproject.toml maps under `journal`.

setuptools' `find` names a package after its folder, and the repository keeps
`domain/`, `projections/`, `templates/` and `campaigns/` at the top while they
install as `journal.domain`, `journal.projections`, …: this file puts the
mapped name in front of what `find` finds in each, so a new ruleset's folders
are packaged without a line here or in pyproject.toml.
"""

import tomllib
from pathlib import Path

from setuptools import find_packages, setup

HERE = Path(__file__).resolve().parent
MAPPING = tomllib.loads((HERE / "pyproject.toml").read_text(encoding="utf-8"))["tool"][
    "setuptools"
]["package-dir"]

packages = []
for name, folder in MAPPING.items():
    packages.append(name)
    packages += [f"{name}.{found}" for found in find_packages(HERE / folder)]

setup(packages=sorted(packages))
