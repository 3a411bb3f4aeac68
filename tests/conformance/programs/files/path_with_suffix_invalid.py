# probe: with_suffix/with_name/with_stem refuse invalid arguments and empty names with ValueError
# inputs
s = "dir/model.pt"
# body
from pathlib import Path
errs = {}
for label, make in [
    ("suffix_nodot", lambda: Path(s).with_suffix("pt")),
    ("suffix_dot_only", lambda: Path(s).with_suffix(".")),
    ("suffix_slash", lambda: Path(s).with_suffix("./x")),
    ("name_empty", lambda: Path(s).with_name("")),
    ("name_slash", lambda: Path(s).with_name("b/c")),
    ("name_dot", lambda: Path(s).with_name(".")),
    ("stem_empty", lambda: Path(s).with_stem("")),
    ("root_name", lambda: Path("/").with_name("x")),
    ("empty_suffix", lambda: Path("").with_suffix(".x")),
]:
    try:
        errs[label] = str(make())
    except ValueError as e:
        errs[label] = type(e).__name__
r_errs = errs
r_fine = str(Path(s).with_suffix(".bin"))
