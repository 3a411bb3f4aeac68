# probe: path handling with plain strings: rsplit on '/', splitext-style rpartition on '.', dotfiles, trailing slashes, os.path beside it
# inputs
paths = ["/data/run.1/ckpt.pt", "rel/file", ".bashrc", "dir/", "a.b.c", "/"]
# body
import os.path
r_base = [p.rstrip("/").rsplit("/", 1)[-1] for p in paths]
r_stem_ext = [p.rpartition("/")[2].rpartition(".")[::2] for p in paths]
r_osp = [os.path.splitext(p) for p in paths]
r_dirname = [os.path.dirname(p) for p in paths]
r_join = [os.path.join("root", p) for p in paths]
r_parts = [[s for s in p.split("/") if s] for p in paths]
r_norm = os.path.normpath("a//b/./c/../d/")
