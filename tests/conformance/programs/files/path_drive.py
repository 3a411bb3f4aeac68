# probe: PurePath.drive is a string property, empty on POSIX, not a method
# inputs
s = "/data/x"
# body
from pathlib import Path, PurePosixPath
r_drive = Path(s).drive
r_pure_drive = PurePosixPath(s).drive
r_anchor = Path(s).drive + Path(s).root
