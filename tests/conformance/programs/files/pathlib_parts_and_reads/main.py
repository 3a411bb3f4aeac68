# probe: pathlib.Path beside the program: / joins, name, stem, suffix, suffixes, parent.name, exists, is_file, is_dir, read_text, with_suffix
# inputs
fname = "train.v2.yaml"
# body
from pathlib import Path
here = Path(__file__).parent
p = here / "conf" / fname
r_parts = [p.name, p.stem, p.suffix, p.suffixes, p.parent.name]
r_checks = [p.exists(), p.is_file(), p.is_dir(), p.parent.is_dir(), (here / "nope").exists()]
r_text = p.read_text()
r_swap = p.with_suffix(".json").name
r_rel = str(p.relative_to(here))
r_eq = p == here.joinpath("conf", fname)
