# probe: pathlib.PurePosixPath operations on harness paths: / with strings and absolute parts, name/stem/suffix/suffixes of dotfiles and double suffixes, parent(s), with_suffix/with_name/with_stem, parts, relative_to (and its error), normalisation of slashes and dots, comparisons
# inputs
root = "/data/runs"
name = "gemm_bf16.tar.gz"
# body
from pathlib import PurePosixPath as P
p = P(root) / "sub" / name
r_str = str(p)
r_name = (p.name, p.stem, p.suffix, p.suffixes)
r_dotfile = (P(".bashrc").suffix, P(".bashrc").stem, P("a.").suffix, P("a..b").suffixes, P("x/..y").suffix)
r_parent = (str(p.parent), str(p.parent.parent), str(P("/").parent), str(P(".").parent), str(P("a").parent))
r_parents = [str(x) for x in p.parents]
r_parts = p.parts
r_rel_parts = P("a/b/c").parts
r_abs = P(root) / "/etc" / "x"
r_abs_str = str(r_abs)
r_with_suffix = (str(p.with_suffix(".zip")), str(p.with_suffix("")), str(P("a/b").with_suffix(".txt")))
r_with_name = str(p.with_name("other.py"))
r_with_stem = str(P("dir/model.pt").with_stem("best"))
r_norm = [str(P(s)) for s in ("a//b", "a/./b/", "./a", "a/../b", "//a", "///a", "", ".")]
r_relative = str(p.relative_to(root))
r_relative_parts = p.relative_to("/data").parts
try:
    p.relative_to("/other")
except ValueError as e:
    r_rel_err = type(e).__name__
r_is_abs = (p.is_absolute(), P("a").is_absolute())
r_eq = (P("a/b") == P("a//b/"), P("a") == P("A"), P("a") < P("b"))
r_joinpath = str(P("a").joinpath("b", "c.txt"))
r_match = (p.match("*.gz"), p.match("sub/*.gz"), p.match("/data/*.gz"), P("a/b.py").match("*.PY"))
r_anchor = (p.anchor, P("a").anchor, p.root, p.drive)
r_sorted = [str(x) for x in sorted([P("b"), P("a/c"), P("a")])]
r_name_empty = (P("/").name, P("").name, P("a/b/").name)
try:
    P("/").with_suffix(".x")
except ValueError as e:
    r_with_suffix_root = type(e).__name__
try:
    p.with_suffix("zip")
except ValueError as e:
    r_with_suffix_nodot = type(e).__name__
r_fspath = __import__("os").fspath(p)
r_as_posix = p.as_posix()
