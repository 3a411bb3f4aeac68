# probe: a PurePosixPath (and a PurePath, which is one on POSIX) is its own type, not PosixPath: its encoding and its repr name PurePosixPath
# inputs
s = "a/b"
# body
from pathlib import PurePath, PurePosixPath
r_pure_posix = PurePosixPath(s)
r_repr = repr(PurePosixPath(s))
r_repr_purepath = repr(PurePath(s))
r_in_list = str([PurePosixPath(s)])
