# probe: pure pathlib arithmetic: name, stem, suffix, parent, parts, joins, with_suffix
# inputs
p_text = "configs/decode/fp8_b16.yaml"
# body
from pathlib import Path, PurePosixPath
p = Path(p_text)
r_name = p.name
r_stem = p.stem
r_suffix = p.suffix
r_parent = str(p.parent)
r_parent_name = p.parent.name
r_parts = p.parts
r_join = str(Path("a") / "b" / "c.txt")
r_with_suffix = str(p.with_suffix(".json"))
r_with_name = str(p.with_name("x.yaml"))
r_relative = str(p.relative_to("configs"))
r_suffixes = Path("a.tar.gz").suffixes
r_str_eq = str(PurePosixPath("/x/y")) == "/x/y"
r_is_abs = (Path("/a").is_absolute(), p.is_absolute())
r_eq = Path("a/b") == Path("a") / "b"
