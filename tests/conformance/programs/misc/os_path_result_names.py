# probe: building result file names with os.path.join/splitext/basename and posixpath, str.replace of unsafe chars, Path.with_suffix/stem/parts
# inputs
op = "gemm/f16"
shape = "128x256"
# body
import os.path, posixpath, pathlib
safe = op.replace("/", "_")
r_name = posixpath.join("results", safe, shape + ".json")
r_split = posixpath.splitext(r_name)
r_base = posixpath.basename(r_name)
r_dir = posixpath.dirname(r_name)
r_join_abs = posixpath.join("results", "/abs", "x")
p = pathlib.PurePosixPath(r_name)
r_stem = p.stem
r_suffix = p.with_suffix(".csv").name
r_parts = p.parts
r_parent = str(p.parent)
try:
    p.with_suffix("csv")
    r_bad_suffix = "ok"
except ValueError as e:
    r_bad_suffix = type(e).__name__
r_norm = posixpath.normpath("a//b/../c/./d")
r_multi = pathlib.PurePosixPath("a.tar.gz").suffixes
