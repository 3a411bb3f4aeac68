# probe: `from m import *` without __all__ skips underscore names; with __all__ listing an underscore name it is bound and the others are not
# inputs
k = 10
# body
from nopriv import *
r_public = public + k
r_helper = helper()
r_private = "_private" in dir()
from withall import *
r_hidden = _hidden
r_visible = "visible" in dir()
