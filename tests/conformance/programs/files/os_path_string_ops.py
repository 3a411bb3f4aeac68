# probe: os.path string operations on harness paths: join with absolute and empty parts, basename/dirname of trailing slashes, splitext of dotfiles and double suffixes, split, normpath of dots and repeated slashes (POSIX keeps exactly two leading slashes), commonprefix
# inputs
root = "/data/runs"
name = "gemm_bf16.tar.gz"
rel = "sub/dir/"
# body
import os.path
r_join = os.path.join(root, rel, name)
r_join_abs = os.path.join(root, "/abs", "x")
r_join_empty = [os.path.join(root, ""), os.path.join("", "a"), os.path.join("a", "", "b"), os.path.join("", "")]
r_join_trailing = os.path.join("a/", "b")
r_basename = [os.path.basename(p) for p in (root, rel, name, "/", "", "a/b/c.py", "//x")]
r_dirname = [os.path.dirname(p) for p in (root, rel, name, "/", "", "/a", "a/b/c.py", "//x")]
r_split = [os.path.split(p) for p in (root, rel, "/", "name", "/a//b")]
r_splitext = [os.path.splitext(p) for p in (name, ".bashrc", "a/.b.c", "noext", "dir.d/file", "a.", "..", "x/..y", "...z")]
r_stem = os.path.splitext(os.path.basename(name))[0]
r_ext_lower = os.path.splitext("MODEL.PT")[1].lower()
r_normpath = [os.path.normpath(p) for p in ("a//b/./c/..", "", ".", "/..", "//a/b", "///a/b", "a/../..", "./x/", "a/b/../../c")]
r_isabs = [os.path.isabs(p) for p in (root, rel, "", "//x")]
r_commonprefix = (os.path.commonprefix(["/data/runs/a", "/data/rung/b"]), os.path.commonprefix([]))
r_relpath_like = r_join[len(root) + 1:]
r_chained = os.path.join(*["a", "b", "c"])
r_sep = (os.sep, os.path.sep, os.extsep)
r_parts = r_join.split(os.sep)
